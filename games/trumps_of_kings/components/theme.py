"""Colours and line weights of Trumps of Kings' kit, with the ink-saver variant.

The kingdoms' colours come from the rules data; land, sea and ink are the kit's look.
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
    kingdom_colours: tuple[str, ...]
    ink: str = "#1f1d24"
    muted: str = "#6b6774"
    sea_ink: str = "#2f6f95"
    # The period look (generator.ornament.STYLES): the maps and gazettes of the 1740s were engraved.
    ornament: str = "engraving"

    @property
    def land(self) -> str:
        """The land of the map."""
        return WHITE if self.ink_saver else "#f1e9d2"

    @property
    def sea(self) -> str:
        """The sea of the map."""
        return "#eef5f9" if self.ink_saver else "#cfe2ec"

    @property
    def card(self) -> str | None:
        """Background of card faces, printed into the bleed (None: the paper's own white)."""
        return None if self.ink_saver else "#fbf8f1"

    @property
    def back(self) -> str | None:
        """Background of the common card back."""
        return None if self.ink_saver else "#3b2f23"

    @property
    def back_ink(self) -> str:
        """Lines and text on the card back."""
        return self.ink if self.ink_saver else "#eadcb8"

    def tint(self, colour: str) -> str:
        """A light tint of a colour for panels (lighter still for the ink saver)."""
        return mix(colour, WHITE, 0.12 if self.ink_saver else 0.3)

    def line(self, width: float = 0.3, colour: str | None = None, dash: tuple = ()) -> Style:
        """An outline style."""
        return Style(stroke=colour or self.ink, width=width, dash=dash)


def make_theme(tables, ink_saver: bool) -> Theme:
    """Build the theme of a rules file: each kingdom in its colour from the data."""
    colours = tuple(tables.rules.kingdoms[name].colour for name in tables.rules.kingdoms)
    return Theme(ink_saver=ink_saver, kingdom_colours=colours)
