"""Inks the kits choose by colour: a four-colour deck for colour-blind players, and an ink that reads on a fill.

A four-colour deck gives every suit its own ink, told apart by colour and by shape: the pips keep their four
shapes; the inks were chosen so that every pair stays far apart (CAM02-UCS) for normal vision and under full
protan, deutan and tritan deficiency simulations (tests/generator/test_palettes.py checks it), and each stays
dark enough to read on the card's cream.
"""

from __future__ import annotations

from generator.context import MIN_CONTRAST, contrast_ratio

FOUR_COLOUR_SUITS = {"S": "#000000", "H": "#c2185b", "D": "#0072b2", "C": "#7a4a00"}


def four_colour_suits() -> dict[str, str]:
    """Return the colour-blind-safe ink of each suit letter."""
    return dict(FOUR_COLOUR_SUITS)


def readable_ink(background: str, *inks: str) -> str:
    """Return the first of ``inks`` that stands out from ``background`` by 4.5:1, else the one that stands out most.

    Listing a fill's own colour first keeps it where it reads and falls back to a dark or a white ink where not.
    """
    for ink in inks:
        if contrast_ratio(ink, background) >= MIN_CONTRAST:
            return ink
    return max(inks, key=lambda ink: contrast_ratio(ink, background))
