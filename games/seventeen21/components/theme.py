"""Colours and line weights of 17(21)'s kit, with the ink-saver variant: an ink per arm and per deck."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.context import mix
from generator.geometry import Style

WHITE = "#ffffff"
ARM_INKS = {"infantry": "#2c4a7c", "cavalry": "#8c2b2b", "artillery": "#3b3b3b", "dragoons": "#2d6a4a"}
# The three backs differ in colour and title, so the decks never mix when shuffled.
BACKS = {"units": "#22304a", "doctrines": "#5a2e1e", "terrain": "#2f4a26"}


@dataclass(frozen=True)
class Theme:
    """The kit's colours for one build."""

    ink_saver: bool
    arms: dict[str, str] = field(default_factory=lambda: dict(ARM_INKS))
    doctrine: str = "#6b4a1f"
    terrain: str = "#4a6a2a"
    ink: str = "#1f1d24"
    muted: str = "#6b6774"
    north: str = "#2c4a7c"
    south: str = "#8c2b2b"
    # The period look (generator.ornament.STYLES): the battles of 1700-1760 were drawn in engraving.
    ornament: str = "engraving"

    @property
    def card(self) -> str | None:
        """Background of card faces, printed into the bleed (None: the paper's own white)."""
        return None if self.ink_saver else "#fbf8f1"

    def back(self, deck: str) -> str | None:
        """Background of a deck's back."""
        return None if self.ink_saver else BACKS[deck]

    @property
    def back_ink(self) -> str:
        """Lines and text on the card backs."""
        return self.ink if self.ink_saver else "#e9e1cc"

    def tint(self, colour: str) -> str:
        """A light tint of a colour for panels (lighter still for the ink saver)."""
        return mix(colour, WHITE, 0.08 if self.ink_saver else 0.16)

    def line(self, width: float = 0.3, colour: str | None = None, dash: tuple = ()) -> Style:
        """An outline style."""
        return Style(stroke=colour or self.ink, width=width, dash=dash)


def make_theme(tables, ink_saver: bool) -> Theme:
    """Build the theme of a rules file."""
    return Theme(ink_saver=ink_saver)
