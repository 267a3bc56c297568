"""Colours and line weights of Walsingham's kit, with the ink-saver variant.

The Loyal colours and the players' colours come from the rules data; everything else is the kit's look.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.context import mix
from generator.geometry import Style

WHITE = "#ffffff"
BLACK = "#000000"  # reads on orange, where the kit's near-black ink does not (4.4:1)


@dataclass(frozen=True)
class Theme:
    """The kit's colours for one build."""

    ink_saver: bool
    loyal: dict[str, str]  # Loyal colour -> ink
    seats: dict[str, str]  # player colour -> ink
    decks: dict[str, str]  # Reward deck -> ink of its back
    ink: str = "#1f1d24"
    muted: str = "#6b6774"
    vp: str = "#b8860b"  # the VP coin
    intrigue: str = "#5b1a3a"  # the Intrigue seal
    spy: str = "#8b0000"
    secret: str = "#2f4f4f"
    loyalty_back: str = "#1b2a49"

    @property
    def card(self) -> str | None:
        """Background of card faces, printed into the bleed (None: the paper's own white)."""
        return None if self.ink_saver else "#fbf8f1"

    def fill(self, colour: str) -> str | None:
        """A large area in a colour: full for the normal kit, none for the ink saver."""
        return None if self.ink_saver else colour

    def tint(self, colour: str) -> str:
        """A light tint of a colour for panels (lighter still for the ink saver)."""
        return mix(colour, WHITE, 0.1 if self.ink_saver else 0.22)

    def line(self, width: float = 0.3, colour: str | None = None, dash: tuple = ()) -> Style:
        """An outline style."""
        return Style(stroke=colour or self.ink, width=width, dash=dash)


def make_theme(tables, ink_saver: bool) -> Theme:
    """Build the theme of a rules file."""
    rules = tables.rules
    return Theme(
        ink_saver=ink_saver,
        loyal={colour: spec.ink for colour, spec in rules.loyalty.colours.items()},
        seats={seat: spec.ink for seat, spec in rules.seats.items()},
        decks={"A": "#5d4037", "B": "#37474f", "C": "#4a148c"},
    )
