"""A four-colour deck for colour-blind players: every suit its own ink, told apart by colour and by shape.

The pips keep their four shapes; the inks were chosen so that every pair stays far apart (CAM02-UCS) for
normal vision and under full protan, deutan and tritan deficiency simulations (tests/generator/
test_palettes.py checks it), and each stays dark enough to read on the card's cream.
"""

from __future__ import annotations

FOUR_COLOUR_SUITS = {"S": "#000000", "H": "#c2185b", "D": "#0072b2", "C": "#7a4a00"}


def four_colour_suits() -> dict[str, str]:
    """Return the colour-blind-safe ink of each suit letter."""
    return dict(FOUR_COLOUR_SUITS)
