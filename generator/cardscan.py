"""Reading a photo of cards: every card code zxing-cpp finds, checked, named, and the two corners of a card
counted once.

A code that zxing-cpp sees but cannot decode, or whose check digits fail, or that holds no card code, is counted
unread: a misread never comes out as another card. A card's two corners hold two codes of its number that say
which corner they are, so a card counts once however many of its corners show, and two copies of a card (a deck
printed twice) count twice as soon as either corner shows twice.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from pathlib import Path

from generator.cardcode import CodedCard, read_payload
from generator.cardcode import code_table as kit_codes

LONGEST_SIDE = 6000  # px: a larger photo is scaled down to this first (a 12 MP photo keeps its size)
# The passes over a photo: the scale it is read at (by its longest side, under SMALL_SIDE px or not), the
# binarizer, and whether the photo's light is evened out first. A small photo's modules are 2 to 3 pixels:
# zxing-cpp finds a symbol's edges better at twice and three times the size (three times a code turned in a fan);
# a local threshold follows uneven light, a global one keeps a blurred module whole; the evened passes divide out
# the light falling on the paper (see _evened) and cut every pixel at one share of its paper's brightness, which
# keeps a blurred 2-pixel module whole where a local threshold, taken over a window hardly larger than the
# symbol, breaks it.
SMALL_SIDE = 3000
PASSES = {
    True: (
        (2.0, "LocalAverage", False),
        (3.0, "LocalAverage", False),
        (2.0, "GlobalHistogram", False),
        (2.0, "FixedThreshold", True),
        (3.0, "FixedThreshold", True),
    ),
    False: (
        (1.0, "LocalAverage", False),
        (1.5, "LocalAverage", False),
        (1.0, "GlobalHistogram", False),
        (1.0, "FixedThreshold", True),
    ),
}
LIGHT_CELLS = 40  # the paper's light is taken over windows of the photo's longest side / this (a few codes wide)
INK_CUT = 0.6  # an evened pixel darker than this share of its paper's brightness is ink (zxing-cpp cuts at 127)
CODE_SIZES = (0.7, 1.4)  # an unread mark is a code when its side is within these shares of the codes read
SAME_PLACE = 0.5  # two marks whose centres are nearer than this share of a symbol's side are one code


@dataclass(frozen=True)
class Mark:
    """One code found in a photo: its card number (None when unread), its tag, which corner, its centre and size."""

    number: int | None
    tag: int | None
    second: bool
    centre: tuple[float, float]
    size: float  # px, the symbol's side


@dataclass
class Reading:
    """What a photo shows: the cards read (their kit names, once per copy seen, in reading order), the code-like
    marks left unread, and the cards of another game."""

    cards: list[CodedCard] = field(default_factory=list)
    unread: int = 0
    other_game: int = 0

    def names(self) -> list[str]:
        """Return the names of the cards read, in reading order."""
        return [card.name for card in self.cards]


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
    kit = maker(rules_path, translations("en"), False)  # a card's number and name are the same in every language
    if kit.code is None:
        return None
    return CodeTable(kit.code, {entry.number: entry for entry in kit_codes(kit)})


def find_marks(image) -> list[Mark]:
    """Return every DataMatrix zxing-cpp finds in a photo (a PIL image), read or not, each code once however many
    passes found it."""
    grey = image.convert("L")
    if max(grey.size) > LONGEST_SIDE:
        grey = _scaled(grey, LONGEST_SIDE / max(grey.size))
    evened = functools.cache(lambda: _evened(grey))  # once, for every pass that reads it
    marks: list[Mark] = []
    for done, (scale, binarizer, even) in enumerate(PASSES[max(grey.size) < SMALL_SIDE]):
        found = _pass(evened() if even else grey, scale, binarizer)
        marks = _merged(marks, found) if done else found
    return marks


def _evened(grey):
    """Return a photo with the light on its paper divided out: each pixel as a share of the brightest paper near
    it (the light a lamp throws falls off slowly, over many codes), INK_CUT of it at zxing-cpp's fixed cut."""
    import numpy
    from PIL import Image, ImageFilter

    factor = max(1, round(max(grey.size) / (5 * LIGHT_CELLS)))
    light = grey.reduce(factor).filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.BoxBlur(2))
    light = numpy.asarray(light.resize(grey.size, Image.BILINEAR), dtype=numpy.float32) + 1.0
    evened = numpy.asarray(grey, dtype=numpy.float32) / light * (127.5 / INK_CUT)
    return Image.fromarray(evened.clip(0, 255).astype(numpy.uint8))


def _scaled(grey, scale: float):
    from PIL import Image

    return grey.resize((round(grey.width * scale), round(grey.height * scale)), Image.BICUBIC)


def _pass(grey, scale: float, binarizer: str) -> list[Mark]:
    """Return the marks one reading of the photo finds, at ``scale`` with ``binarizer``, in the photo's pixels."""
    import zxingcpp

    found = zxingcpp.read_barcodes(
        _scaled(grey, scale) if scale != 1.0 else grey,
        formats=zxingcpp.BarcodeFormat.DataMatrix,
        try_invert=False,  # the codes are printed dark on light
        binarizer=getattr(zxingcpp.Binarizer, binarizer),
        return_errors=True,
    )
    marks = []
    for code in found:
        p = code.position
        corners = [(pt.x / scale, pt.y / scale) for pt in (p.top_left, p.top_right, p.bottom_right, p.bottom_left)]
        centre = (sum(x for x, _ in corners) / 4, sum(y for _, y in corners) / 4)
        size = math.dist(corners[0], corners[2]) / math.sqrt(2)
        read = read_payload(code.text) if code.valid else None
        tag, number, second = read if read is not None else (None, None, False)
        marks.append(Mark(number, tag, second, centre, size))
    return marks


def _merged(marks: list[Mark], more: list[Mark]) -> list[Mark]:
    """Add a further pass's marks to those found so far: a code found again is one code; a code read where it was
    unread is read; two passes reading one code as two different cards leave it unread (never either card). A
    further pass looks harder and finds more half-hidden codes: a mark only it finds and cannot read is left out,
    so that ``unread`` counts what the first pass saw."""
    merged = list(marks)
    for mark in more:
        same = [i for i, old in enumerate(merged) if _is_same_place(old, mark)]
        if not same:
            if mark.number is not None:
                merged.append(mark)
            continue
        old = merged[same[0]]
        if old.number is None:
            merged[same[0]] = mark if mark.number is not None else old
        elif mark.number is not None and (mark.tag, mark.number, mark.second) != (old.tag, old.number, old.second):
            merged[same[0]] = Mark(None, None, False, old.centre, old.size)
    return merged


def _is_same_place(one: Mark, other: Mark) -> bool:
    return math.dist(one.centre, other.centre) < SAME_PLACE * max(one.size, other.size)


def read_marks(marks: list[Mark], table: CodeTable) -> Reading:
    """Name the cards a photo's marks show: each card once per copy, its two corner codes paired."""
    reading = Reading()
    cards: dict[int, list[Mark]] = {}
    others: dict[tuple[int, int], list[Mark]] = {}
    read = sorted(mark.size for mark in marks if mark.number is not None)
    for mark in marks:
        if mark.number is None:
            reading.unread += _is_code_sized(mark, read)
        elif mark.tag != table.tag:
            others.setdefault((mark.tag, mark.number), []).append(mark)
        elif mark.number not in table.cards:
            reading.unread += 1  # a card number this kit does not print: another version of the rules
        else:
            cards.setdefault(mark.number, []).append(mark)
    reading.other_game = sum(len(_copies(found)) for found in others.values())
    seen = [(mark.centre, table.cards[number]) for number, found in cards.items() for mark in _copies(found)]
    # Reading order: by rows of about three codes' height, then left to right.
    row = max((mark.size * 3 for mark in marks), default=1.0)
    seen.sort(key=lambda item: (round(item[0][1] / row), item[0][0]))
    reading.cards = [card for _, card in seen]
    return reading


def _is_code_sized(mark: Mark, read: list[float]) -> bool:
    """Tell whether an unread mark is the size of the codes read in the same photo (sorted sizes), as every card's
    code is, the camera's tilt allowing: a smaller or larger one is a pattern of the face's print, no code."""
    if not read:
        return True
    typical = read[len(read) // 2]
    return CODE_SIZES[0] * typical <= mark.size <= CODE_SIZES[1] * typical


def _copies(marks: list[Mark]) -> list[Mark]:
    """Return one mark for each copy of a card among its marks: each copy shows one corner or both, so there are
    as many copies as the corner seen most (the marks of that corner stand for them)."""
    first = [mark for mark in marks if not mark.second]
    second = [mark for mark in marks if mark.second]
    return max(first, second, key=len)


def read_photo(image, table: CodeTable) -> Reading:
    """Read every card of one photo (a PIL image) against a game's code table."""
    return read_marks(find_marks(image), table)


def read_file(path: Path, table: CodeTable) -> Reading:
    """Read every card of a photo file, opened with the same bounds as an uploaded photo (companion/photos.py)."""
    from generator.photos import open_photo

    return read_photo(open_photo(path.read_bytes()), table)
