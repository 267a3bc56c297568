"""Reading a photo of cards: every card code zxing-cpp finds, checked, named, and the two corners of a card
counted once.

A code that zxing-cpp sees but cannot decode, or whose check digits fail, or that holds no card code, is counted
unread: a misread never comes out as another card. A card shows the same code at two corners, turned 180
degrees about the card's centre; two codes of one card are told from two copies of it by where they lie: each
code's own corners give the scale and the turn, so where its twin must be follows from where the kit printed it.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from pathlib import Path

from generator.cardcode import SIDE, CodedCard, read_payload, with_codes

TWIN_SLACK = 0.25  # how far (a share of the distance) a twin may lie from where it should: tilt, bend, a lens
LONGEST_SIDE = 6000  # px: a larger photo is scaled down to this first (a 12 MP photo keeps its size)
SMALL_SIDE = 3000  # px: a photo whose longest side is shorter is read at twice its size


@dataclass(frozen=True)
class Mark:
    """One code found in a photo: its card number (None when unread), its tag, its centre and axes (px per mm)."""

    number: int | None
    tag: int | None
    centre: tuple[float, float]
    across: tuple[float, float]  # the code's x axis in the photo, px per mm
    down: tuple[float, float]  # its y axis


@dataclass
class Reading:
    """What a photo shows: the cards read (their kit names, once per copy seen, in reading order), the code-like
    marks left unread, and the cards of another game."""

    cards: list[str] = field(default_factory=list)
    unread: int = 0
    other_game: int = 0


@dataclass(frozen=True)
class CodeTable:
    """A game's card codes: its tag and each card number's entry (generator.cardcode.CodedCard)."""

    tag: int
    cards: dict[int, CodedCard]

    def names(self) -> list[str]:
        """Return every card's name, in the kit's order."""
        return [self.cards[number].name for number in sorted(self.cards)]


@functools.lru_cache(maxsize=16)
def code_table(game: str, rules_path: str | None = None) -> CodeTable | None:
    """Return the code table of an installed game's kit (drawn once per process), or None for a kit without codes."""
    from engine.i18n import translations
    from engine.plugins import installed_game

    maker = installed_game(game).kit_maker()
    if maker is None:
        return None
    kit, table = with_codes(maker(rules_path, translations("en"), False))
    if kit.code is None:
        return None
    return CodeTable(kit.code, {entry.number: entry for entry in table})


def find_marks(image) -> list[Mark]:
    """Return every DataMatrix zxing-cpp finds in a photo (a PIL image), read or not."""
    import zxingcpp
    from PIL import Image

    grey = image.convert("L")
    scale = 1.0
    if max(grey.size) > LONGEST_SIDE:
        scale = LONGEST_SIDE / max(grey.size)
    elif max(grey.size) < SMALL_SIDE:
        # A small photo's modules are 2 to 3 pixels: zxing-cpp finds a symbol's edges better at twice the size.
        scale = 2.0
    if scale != 1.0:
        grey = grey.resize((round(grey.width * scale), round(grey.height * scale)), Image.BICUBIC)
    found = zxingcpp.read_barcodes(grey, formats=zxingcpp.BarcodeFormat.DataMatrix, return_errors=True)
    marks = []
    for code in found:
        p = code.position
        corners = [(pt.x / scale, pt.y / scale) for pt in (p.top_left, p.top_right, p.bottom_right, p.bottom_left)]
        centre = (sum(x for x, _ in corners) / 4, sum(y for _, y in corners) / 4)
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = corners
        across = ((x1 - x0 + x2 - x3) / 2 / SIDE, (y1 - y0 + y2 - y3) / 2 / SIDE)
        down = ((x3 - x0 + x2 - x1) / 2 / SIDE, (y3 - y0 + y2 - y1) / 2 / SIDE)
        read = read_payload(code.text) if code.valid else None
        tag, number = read if read is not None else (None, None)
        marks.append(Mark(number, tag, centre, across, down))
    return marks


def read_marks(marks: list[Mark], table: CodeTable) -> Reading:
    """Name the cards a photo's marks show: each card once per copy, its two corner codes paired."""
    reading = Reading()
    cards: dict[int, list[Mark]] = {}
    for mark in marks:
        if mark.number is None:
            reading.unread += 1
        elif mark.tag != table.tag:
            reading.other_game += 1
        elif mark.number not in table.cards:
            reading.unread += 1  # a card number this kit does not print: another version of the rules
        else:
            cards.setdefault(mark.number, []).append(mark)
    seen: list[tuple[tuple[float, float], str]] = []
    for number, found in cards.items():
        entry = table.cards[number]
        for mark in _copies(found, entry):
            seen.append((mark.centre, entry.name))
    # Reading order: by rows of about a code's height, then left to right.
    row = max((math.hypot(*mark.down) * SIDE * 3 for mark in marks), default=1.0)
    seen.sort(key=lambda item: (round(item[0][1] / row), item[0][0]))
    reading.cards = [name for _, name in seen]
    return reading


def _copies(marks: list[Mark], entry: CodedCard) -> list[Mark]:
    """Return one mark per physical card among the marks of one card: twins (the two corners of a card) paired."""
    width, height = entry.trim
    offset = (width - 2 * entry.centre[0], height - 2 * entry.centre[1])  # to the twin, in the code's own axes
    pairs = []
    for i, a in enumerate(marks):
        expected = (
            a.centre[0] + a.across[0] * offset[0] + a.down[0] * offset[1],
            a.centre[1] + a.across[1] * offset[0] + a.down[1] * offset[1],
        )
        reach = math.hypot(expected[0] - a.centre[0], expected[1] - a.centre[1])
        for j, b in enumerate(marks):
            turned = a.across[0] * b.across[0] + a.across[1] * b.across[1] < 0  # a twin stands the other way up
            miss = math.hypot(b.centre[0] - expected[0], b.centre[1] - expected[1])
            if i != j and turned and miss <= TWIN_SLACK * reach:
                pairs.append((miss / reach, i, j))
    used: set[int] = set()
    kept = []
    for _, i, j in sorted(pairs):
        if i not in used and j not in used:
            used |= {i, j}
            kept.append(marks[i])  # the first of the twins stands for the card
    return kept + [mark for index, mark in enumerate(marks) if index not in used]


def read_photo(image, table: CodeTable) -> Reading:
    """Read every card of one photo (a PIL image) against a game's code table."""
    return read_marks(find_marks(image), table)


def read_file(path: Path, table: CodeTable) -> Reading:
    """Read every card of a photo file, opened with the same bounds as an uploaded photo (companion/photos.py)."""
    from generator.photos import open_photo

    return read_photo(open_photo(path.read_bytes()), table)
