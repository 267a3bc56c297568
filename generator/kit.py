"""What a game hands the print pipeline: its components as drawings, already in the reader's language."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.geometry import Drawing
from generator.paper import Paper
from generator.tokens import FoldToken


@dataclass(frozen=True)
class Card:
    """One card face, named for its file (``AH``, ``10S``, ``JK1``); the drawing includes the bleed.

    ``back`` names one of the deck's ``other_backs`` for a card whose back is not the common one (a deck
    made of several decks, each with its own back); None for the common back.
    """

    name: str
    face: Drawing
    back: str | None = None


@dataclass(frozen=True)
class Deck:
    """The cards, their common back (and the other backs cards name), the trim size and the bleed, in mm.

    ``name`` names its PDF (``deck.pdf``) and, for a kit's further decks, its folders; ``title`` (in
    the reader's language) heads its pages when a kit has several decks.
    """

    cards: tuple[Card, ...]
    back: Drawing
    trim_width: float
    trim_height: float
    bleed: float
    name: str = "deck"
    title: str | None = None
    other_backs: tuple[tuple[str, Drawing], ...] = ()

    def back_of(self, card: Card) -> Drawing:
        """Return the back printed behind a card: its own named back, or the common one."""
        if card.back is None:
            return self.back
        return dict(self.other_backs)[card.back]


@dataclass(frozen=True)
class Count:
    """A line of the checklist's component count: what it is and how many the kit makes."""

    label: str
    count: int


@dataclass(frozen=True)
class Sheets:
    """Pages printed as drawn, one drawing per page, such as player aids, score pads or reference cards.

    ``file`` is the PDF's name, ``folder`` the SVG folder of its drawings; ``title`` and ``how`` (what
    to do with the printed pages) are already in the reader's language.
    """

    file: str
    folder: str
    title: str
    how: str
    pages: tuple[Drawing, ...]


@dataclass(frozen=True)
class Booklet:
    """The rules booklet: its pages in reading order (``generator.booklet``), imposed per paper by the build.

    ``title`` and ``how`` are already in the reader's language.
    """

    title: str
    how: str
    pages: tuple[Drawing, ...]
    file: str = "booklet.pdf"
    folder: str = "booklet"
    rules: tuple[tuple[str, str], ...] = ()  # (key, text) of each statement refusals name (booklet.rule_texts)


@dataclass(frozen=True)
class Kit:
    """Everything a game prints: a deck, and as the game needs a board, fold-over markers and page sheets.

    ``counts`` lists what the kit makes, for the checklist, and ``equipment`` what the players bring.
    ``ornament`` is the game's ornament style (``generator.ornament.STYLES``) for what the build draws
    itself, such as the tuck box; None for plain. ``code`` tags the codes the build prints on its card faces,
    so that a photo of a card names its game. ``typeface`` is the face its components were drawn in, in which the
    build draws its own pages (the checklist, the tuck box) too.
    """

    game: str
    title: str
    deck: Deck
    counts: tuple[Count, ...]
    board: Drawing | None = None
    # The board drawn again for one large sheet of a paper (A3, Tabloid), scaled to fit with its trim and bleed,
    # its texts at their printed sizes: for a board too big for that sheet, instead of tiling it there.
    large_board: Callable[[Paper], Drawing] | None = None
    tokens: tuple[FoldToken, ...] = ()
    sheets: tuple[Sheets, ...] = ()
    booklet: Booklet | None = None
    ornament: str | None = None
    more_decks: tuple[Deck, ...] = ()  # decks with backs of their own, kept apart when shuffled
    equipment: tuple[Count, ...] = ()  # what the rules need that the kit does not print (count 0: any number)
    spares: tuple[FoldToken, ...] = ()  # markers that get lost most: copies fill the room the last sheet leaves
    code: int | None = None  # the game's tag (1 to 9) in its cards' printed codes (generator/cardcode.py); None: none
    typeface: str | None = None  # the face of its period (generator/fontfiles.TYPEFACES) from its rules; None: the sans

    @property
    def decks(self) -> tuple[Deck, ...]:
        """Return every deck of the kit, the main one first."""
        return (self.deck, *self.more_decks)

    def components(self) -> list[tuple[str, Drawing]]:
        """Return (SVG path inside the kit's svg folder, drawing) for every component."""
        items = [("board.svg", self.board)] if self.board is not None else []
        items.append(("cards/back.svg", self.deck.back))
        items += [(f"cards/back-{name}.svg", back) for name, back in self.deck.other_backs]
        items += [(f"cards/{card.name}.svg", card.face) for card in self.deck.cards]
        for deck in self.more_decks:
            items.append((f"cards/{deck.name}/back.svg", deck.back))
            items += [(f"cards/{deck.name}/{card.name}.svg", card.face) for card in deck.cards]
        for token in self.tokens:
            items += [(f"markers/{token.name}-front.svg", token.front), (f"markers/{token.name}-back.svg", token.back)]
        for sheet in self.sheets:
            items += [(f"{sheet.folder}/{page.name}.svg", page) for page in sheet.pages]
        if self.booklet is not None:
            items += [(f"{self.booklet.folder}/{page.name}.svg", page) for page in self.booklet.pages]
        return items


def equipment_counts(items, say, text) -> tuple[Count, ...]:
    """Return the checklist's lines of a rules file's ``equipment`` (engine.schema.Equipment), in the kit's language.

    ``text`` makes a rules-data text a message in the game's context; ``say`` renders it.
    """
    return tuple(Count(say(text(item.name)), item.count or 0) for item in items)
