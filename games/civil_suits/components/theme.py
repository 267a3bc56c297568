"""Colours and line weights of Civil Suits' kit, with the ink-saver variant.

The suits' colours come from the rules data (the deck's two colours); everything else is the kit's look.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.context import mix
from generator.geometry import Style

WHITE = "#ffffff"


@dataclass(frozen=True)
class Theme:
    """The kit's colours for one build."""

    ink_saver: bool
    suit_colours: dict[str, str]
    minion: str = "#4b2e5e"
    ink: str = "#1f1d24"
    muted: str = "#6b6774"

    @property
    def card(self) -> str | None:
        """Background of card faces, printed into the bleed (None: the paper's own white)."""
        return None if self.ink_saver else "#fbf8f1"

    @property
    def back(self) -> str | None:
        """Background of the common card back."""
        return None if self.ink_saver else "#2e2a3a"

    @property
    def back_ink(self) -> str:
        """Lines and text on the card back."""
        return self.ink if self.ink_saver else "#e9e1cc"

    def tint(self, colour: str) -> str:
        """A light tint of a colour for panels (lighter still for the ink saver)."""
        return mix(colour, WHITE, 0.08 if self.ink_saver else 0.16)

    def line(self, width: float = 0.3, colour: str | None = None, dash: tuple = ()) -> Style:
        """An outline style."""
        return Style(stroke=colour or self.ink, width=width, dash=dash)


def make_theme(tables, ink_saver: bool) -> Theme:
    """Build the theme of a rules file: each suit in the ink of its colour."""
    colours = tables.rules.deck.colours
    return Theme(ink_saver=ink_saver, suit_colours={s: spec.ink for spec in colours.values() for s in spec.suits})
