"""The machine-readable code on every card face: a small DataMatrix of the card's identity, in two corners.

A code holds six digits: the game's tag (``Kit.code``, 1 to 9), the card's number in the kit (its place in the
kit's decks, 000 to 499; 500 more at the card's second corner, so that a photo tells the corners apart) and
two check digits (ISO 7064 MOD 97-10, as an IBAN's). DataMatrix's own Reed-Solomon
codewords correct a smudge; the check digits turn what they would miscorrect into a code left unread, never
another card. Six digits fill the smallest symbol, 10 x 10 modules, so each module is as large as the corner
allows (docs/printing.md gives the size and the figures that chose it).

Each face gets its code where it finds room near its top-left corner (under the corner index, where a fan or
a row of overlapping cards still shows it), and its twin turned 180 degrees at the opposite corner, as
indices are; the room is found on each face as drawn in its language (generator/codespot.py). The ink is
the face's own darkest neutral text colour, softened towards its paper.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from generator.codespot import face_paper, face_text_ink, free_spot, is_on_tint
from generator.context import contrast_ratio, mix
from generator.geometry import Drawing, Path, Place, Style
from generator.kit import Card, Deck, Kit

MODULE = 0.5  # mm: one module of the symbol
MODULES = 10  # the 10 x 10 symbol, which holds six digits
QUIET = 1  # modules of quiet zone round the symbol, which DataMatrix asks for
SIDE = MODULE * MODULES  # mm: the printed symbol
FOOTPRINT = SIDE + 2 * QUIET * MODULE  # mm: the symbol and its quiet zone, kept clear of every other ink
QUIET_CONTRAST = 7.0  # the code's ink is softened towards its paper down to this contrast, no further
MAX_CARDS = 500  # card numbers; the second corner's code adds MAX_CARDS


class CardCodeError(ValueError):
    """A code that cannot be made: a tag or a card number out of its range."""


def payload(tag: int, number: int, second: bool = False) -> str:
    """Return the six digits of a card's code (at its ``second`` corner or its first): tag, number, check digits."""
    if not (1 <= tag <= 9 and 0 <= number < MAX_CARDS):
        raise CardCodeError(f"no code for tag {tag}, card {number}")
    body = f"{tag}{number + (MAX_CARDS if second else 0):03d}"
    return body + f"{98 - int(body) * 100 % 97:02d}"


def read_payload(text: str) -> tuple[int, int, bool] | None:
    """Return (tag, card number, second corner) of a code's text, or None for a text that is no card code or fails
    its check."""
    if len(text) != 6 or not text.isdigit() or text[0] == "0" or int(text) % 97 != 1:
        return None
    number = int(text[1:4])
    return int(text[0]), number % MAX_CARDS, number >= MAX_CARDS


def symbol(text: str) -> list[list[bool]]:
    """Return the DataMatrix modules of a text, row by row, True for ink, as zxing-cpp encodes it."""
    import numpy
    import zxingcpp

    image = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.DataMatrix).to_image(scale=1, add_quiet_zones=False)
    modules = numpy.asarray(image) < 128
    if modules.shape != (MODULES, MODULES):
        raise CardCodeError(f"{text!r} needs a {modules.shape} symbol, not {MODULES} x {MODULES}")
    return modules.tolist()


def code_drawing(text: str, ink: str, module: float = MODULE) -> Drawing:
    """Draw a code's symbol (without its quiet zone, ``module`` mm a module) as one filled path: each row's runs of
    ink as rectangles.

    Each run reaches a hair into the row below, so that no rasteriser shows a pale seam between rows.
    """
    side = module * MODULES
    commands = []
    for row, cells in enumerate(symbol(text)):
        column = 0
        while column < MODULES:
            if not cells[column]:
                column += 1
                continue
            end = column
            while end < MODULES and cells[end]:
                end += 1
            x0, x1 = column * module, end * module
            y0, y1 = row * module, min((row + 1) * module + 0.02, side)
            commands += [("M", x0, y0), ("L", x1, y0), ("L", x1, y1), ("L", x0, y1), ("Z",)]
            column = end
    return Drawing(f"code-{text}", side, side, (Path(tuple(commands), Style(fill=ink)),))


@dataclass(frozen=True)
class CodedCard:
    """One card of a kit's code table: its number, its name (as its print-shop files), its deck's name and its
    place in that deck (the number a game that numbers its decks' cards gives it)."""

    number: int
    name: str
    deck: str
    index: int


def code_ink(face: Drawing) -> str:
    """Return the code's ink on a face: its darkest text colour, softened towards the paper to QUIET_CONTRAST."""
    paper, ink = face_paper(face), face_text_ink(face)
    softened = 0.0  # the share of paper mixed into the ink
    while softened < 0.6 and contrast_ratio(mix(paper, ink, softened + 0.05), paper) >= QUIET_CONTRAST:
        softened += 0.05
    return mix(paper, ink, softened)


def coded_face(face: Drawing, deck: Deck, tag: int, number: int, module: float = MODULE) -> Drawing:
    """Return a face with its code (``module`` mm a module) in two corners (one, on a face with room for only one);
    a face without room for a code is returned as it was."""
    footprint = (MODULES + 2 * QUIET) * module
    spot = free_spot(face, deck.bleed, deck.trim_width, deck.trim_height, footprint)
    if spot is None:
        return face
    x, y, twinned = spot
    twin = (deck.trim_width - x - footprint, deck.trim_height - y - footprint)
    on_tint = any(is_on_tint(face, deck.bleed, place, footprint) for place in ((x, y), twin))
    ink = face_text_ink(face) if on_tint else code_ink(face)  # on a shaded box at full strength: its contrast
    inset = QUIET * module
    codes = [Place(code_drawing(payload(tag, number), ink, module), deck.bleed + x + inset, deck.bleed + y + inset)]
    if twinned:
        # Turned about its far corner, the second code lands where the first would on the card turned round.
        far_x = deck.bleed + deck.trim_width - x - inset
        far_y = deck.bleed + deck.trim_height - y - inset
        codes.append(Place(code_drawing(payload(tag, number, second=True), ink, module), far_x, far_y, rotate=180))
    return Drawing(face.name, face.width, face.height, (*face.items, *codes), face.trim, face.overflows)


def code_table(kit: Kit) -> list[CodedCard]:
    """Return the card of each number a kit's codes hold: its place among all the kit's decks' cards, in order."""
    return [CodedCard(number, card.name, deck.name, index) for number, (deck, index, card) in enumerate(_cards(kit))]


def _cards(kit: Kit):
    return [(deck, index, card) for deck in kit.decks for index, card in enumerate(deck.cards)]


def with_codes(kit: Kit, module: float = MODULE) -> Kit:
    """Return the kit with a code (``module`` mm a module) on every card face of every deck (backs never carry one);
    a kit without a tag as it is."""
    if kit.code is None:
        return kit
    if len(_cards(kit)) > MAX_CARDS:
        raise CardCodeError(f"{kit.game}: {len(_cards(kit))} cards, more than the codes number ({MAX_CARDS})")
    decks = []
    number = 0
    for deck in kit.decks:
        cards = []
        for card in deck.cards:
            cards.append(Card(card.name, coded_face(card.face, deck, kit.code, number, module), card.back))
            number += 1
        decks.append(replace(deck, cards=tuple(cards)))
    return replace(kit, deck=decks[0], more_decks=tuple(decks[1:]))
