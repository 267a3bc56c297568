"""What a game hands the print pipeline: its components as drawings, already in the reader's language."""

from __future__ import annotations

from dataclasses import dataclass

from generator.geometry import Drawing
from generator.tokens import FoldToken


@dataclass(frozen=True)
class Card:
    """One card face, named for its file (``AH``, ``10S``, ``JK1``); the drawing includes the bleed."""

    name: str
    face: Drawing


@dataclass(frozen=True)
class Deck:
    """The cards, their one common back, the trim size and the bleed around every drawing, in mm."""

    cards: tuple[Card, ...]
    back: Drawing
    trim_width: float
    trim_height: float
    bleed: float


@dataclass(frozen=True)
class Count:
    """A line of the checklist's component count: what it is and how many the kit makes."""

    label: str
    count: int


@dataclass(frozen=True)
class Kit:
    """Everything a game prints: board, deck, fold-over markers, player aids, and the component count."""

    game: str
    title: str
    board: Drawing
    deck: Deck
    tokens: tuple[FoldToken, ...]
    aids: tuple[Drawing, ...]
    counts: tuple[Count, ...]

    def components(self) -> list[tuple[str, Drawing]]:
        """Return (SVG path inside the kit's svg folder, drawing) for every component."""
        items = [("board.svg", self.board), ("cards/back.svg", self.deck.back)]
        items += [(f"cards/{card.name}.svg", card.face) for card in self.deck.cards]
        for token in self.tokens:
            items += [(f"markers/{token.name}-front.svg", token.front), (f"markers/{token.name}-back.svg", token.back)]
        items += [(f"aids/{aid.name}.svg", aid) for aid in self.aids]
        return items
