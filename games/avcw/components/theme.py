"""Colours and line weights of A Very Civil Whist's kit, with the ink-saver variant.

The side colours come from the rules data; everything else is the kit's look. The ink saver drops
full-bleed backgrounds and heavy fills, keeping shading as light tints and outlines.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.avcw.data import SIDES, Tables
from generator.context import mix
from generator.geometry import Style

WHITE = "#ffffff"


@dataclass(frozen=True)
class Theme:
    """The kit's colours for one build."""

    ink_saver: bool
    side_colours: tuple[str, str]  # Parliament, Royalists, from the rules data
    suit_colours: dict[str, str]
    ink: str = "#231f1a"
    muted: str = "#4d463d"  # 5:1 or more against the paper, the land and both sides' shades (WCAG AA)
    rule: str = "#8c8173"
    # The period look (generator.ornament.STYLES): the war's own broadsides, not the next century's engraving.
    ornament: str = "broadside"
    land: str = "#c9bd9c"  # the board's map: land, mixed half and half with the paper
    coast: str = "#b3a684"

    @property
    def paper(self) -> str | None:
        """Background of the board and card faces (None: the paper's own white)."""
        return None if self.ink_saver else "#f5eedb"

    @property
    def card(self) -> str | None:
        """Background of card faces, printed into the bleed."""
        return None if self.ink_saver else "#fbf7ec"

    @property
    def back(self) -> str | None:
        """Background of the common card back."""
        return None if self.ink_saver else "#24403a"

    @property
    def back_ink(self) -> str:
        """Lines and text on the card back."""
        return self.ink if self.ink_saver else "#efe3c2"

    def shade(self, side: int) -> str:
        """The fill of a space that is a victory space of a side."""
        return mix(self.side_colours[side], WHITE, 0.16 if self.ink_saver else 0.32)

    def band(self, side: int) -> str:
        """A side's stripe on markers and cards (solid, or a light tint for the ink saver)."""
        return mix(self.side_colours[side], WHITE, 0.35) if self.ink_saver else self.side_colours[side]

    def on_band(self, side: int) -> str:
        """Text written on a side's band."""
        return self.ink if self.ink_saver else WHITE

    def line(self, width: float = 0.3, colour: str | None = None, dash: tuple = ()) -> Style:
        """An outline style."""
        return Style(stroke=colour or self.ink, width=width, dash=dash)

    def box(self, fill: str | None, stroke: str | None = None, width: float = 0.3) -> Style:
        """A filled box with an optional outline."""
        return Style(fill=fill, stroke=stroke, width=width)


def make_theme(tables: Tables, ink_saver: bool) -> Theme:
    """Build the theme of a rules file: side colours and each suit's colour (the colour of its side)."""
    sides = tables.rules.sides
    colours = tuple(sides[side].colour for side in SIDES)
    suits = {suit: sides[side].colour for side in SIDES for suit in sides[side].suits}
    return Theme(ink_saver=ink_saver, side_colours=colours, suit_colours=suits)
