"""Card sheets: cards imposed on a page, crop marks, and the duplex back sheet that lines up behind them.

The imposition is data in mm (like Squib's sprues): a block of cards butted edge to edge, so neighbours
share one cut line, centred on the page, with the bleed kept only around the outside of the block. That is
what lets nine poker cards with 3 mm bleed fit both A4 and Letter. Crop marks sit in the margin, starting a
little outside the trim, so none of them ever touches a card. A back sheet places each back where the
front's card lands after the sheet is turned over: mirrored left-right for a long-edge flip, top-bottom for
a short-edge flip, then shifted by the printer's measured offset.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.errors import LayoutError
from generator.geometry import Box, Drawing, Line, Place, Style

FLIPS = ("long", "short")
CROP_MARK = Style(stroke="#000000", width=0.2)
CROP_GAP = 1.0  # mm between the trim and the start of a crop mark
CROP_LENGTH = 7.0  # mm, at most; shorter where the page edge is closer
EDGE_ROOM = 0.5  # mm a crop mark keeps from the paper's edge


@dataclass(frozen=True)
class CardImposition:
    """Where the cards of one sheet go: columns and rows of trims, the block's top-left trim corner, the bleed."""

    page_width: float
    page_height: float
    trim_width: float
    trim_height: float
    bleed: float
    cols: int
    rows: int
    left: float
    top: float

    @property
    def per_sheet(self) -> int:
        """How many cards one sheet holds."""
        return self.cols * self.rows

    def cell(self, index: int) -> tuple[int, int]:
        """Return (column, row) of the index-th card of a sheet, filled row by row."""
        return index % self.cols, index // self.cols

    def trim_box(self, col: int, row: int) -> Box:
        """Return the trim of the card in a cell."""
        return (self.left + col * self.trim_width, self.top + row * self.trim_height, self.trim_width, self.trim_height)

    def clip_box(self, col: int, row: int) -> Box:
        """Return what of a card is printed: its trim, grown by the bleed on the block's outer sides."""
        x, y, w, h = self.trim_box(col, row)
        grow_left = self.bleed if col == 0 else 0.0
        grow_top = self.bleed if row == 0 else 0.0
        grow_right = self.bleed if col == self.cols - 1 else 0.0
        grow_bottom = self.bleed if row == self.rows - 1 else 0.0
        return (x - grow_left, y - grow_top, w + grow_left + grow_right, h + grow_top + grow_bottom)

    def cut_lines(self) -> tuple[list[float], list[float]]:
        """Return the x of every vertical cut and the y of every horizontal cut."""
        xs = [self.left + col * self.trim_width for col in range(self.cols + 1)]
        ys = [self.top + row * self.trim_height for row in range(self.rows + 1)]
        return xs, ys

    def crop_marks(self) -> list[Line]:
        """Return the crop marks: each cut line extended into the margins, clear of the trims."""
        xs, ys = self.cut_lines()
        top, bottom, left, right = ys[0], ys[-1], xs[0], xs[-1]
        marks = []
        for x in xs:
            marks.append(Line(x, top - CROP_GAP, x, top - self._reach(top), CROP_MARK))
            marks.append(Line(x, bottom + CROP_GAP, x, bottom + self._reach(self.page_height - bottom), CROP_MARK))
        for y in ys:
            marks.append(Line(left - CROP_GAP, y, left - self._reach(left), y, CROP_MARK))
            marks.append(Line(right + CROP_GAP, y, right + self._reach(self.page_width - right), y, CROP_MARK))
        return marks

    def _reach(self, margin: float) -> float:
        return min(CROP_GAP + CROP_LENGTH, margin - EDGE_ROOM)


def impose_cards(
    page_width: float, page_height: float, trim_width: float, trim_height: float, bleed: float, margin: float = 4.0
) -> CardImposition:
    """Fit as many butted cards as the page holds, leaving ``margin`` mm beyond the bleed for crop marks."""
    cols = int((page_width - 2 * (bleed + margin)) // trim_width)
    rows = int((page_height - 2 * (bleed + margin)) // trim_height)
    if cols < 1 or rows < 1:
        raise LayoutError(f"a {trim_width} x {trim_height} mm card does not fit a {page_width} x {page_height} page")
    left = (page_width - cols * trim_width) / 2
    top = (page_height - rows * trim_height) / 2
    return CardImposition(page_width, page_height, trim_width, trim_height, bleed, cols, rows, left, top)


def mirror_box(box: Box, page_width: float, page_height: float, flip: str) -> Box:
    """Return where a box on the front lies on the back, in the back page's own coordinates."""
    x, y, w, h = box
    if flip == "long":
        return (page_width - x - w, y, w, h)
    if flip == "short":
        return (x, page_height - y - h, w, h)
    raise ValueError(f"flip must be one of {FLIPS}, not {flip!r}")


def shift_box(box: Box, offset: tuple[float, float]) -> Box:
    """Return a box moved by (dx, dy) mm."""
    return (box[0] + offset[0], box[1] + offset[1], box[2], box[3])


def card_sheets(
    faces: list[Drawing],
    back: Drawing | list[Drawing],
    imposition: CardImposition,
    flip: str = "long",
    offset: tuple[float, float] = (0.0, 0.0),
    name: str = "cards",
) -> list[Drawing]:
    """Return the pages for duplex printing: each sheet of fronts followed by its sheet of backs.

    ``back`` is the one back of every card, or a list of each face's own back.
    """
    backs_of = back if isinstance(back, list) else [back] * len(faces)
    pages = []
    per_sheet = imposition.per_sheet
    for first in range(0, len(faces), per_sheet):
        sheet = faces[first : first + per_sheet]
        number = first // per_sheet + 1
        fronts, backs = [], []
        for index, face in enumerate(sheet):
            col, row = imposition.cell(index)
            fronts.append(_place_card(face, imposition.trim_box(col, row), imposition.clip_box(col, row), imposition))
            back_trim = shift_box(
                mirror_box(imposition.trim_box(col, row), imposition.page_width, imposition.page_height, flip), offset
            )
            back_clip = shift_box(
                mirror_box(imposition.clip_box(col, row), imposition.page_width, imposition.page_height, flip), offset
            )
            backs.append(_place_card(backs_of[first + index], back_trim, back_clip, imposition))
        size = (imposition.page_width, imposition.page_height)
        pages.append(Drawing(f"{name}-{number}-front", *size, (*fronts, *imposition.crop_marks())))
        pages.append(Drawing(f"{name}-{number}-back", *size, tuple(backs)))
    return pages


def _place_card(card: Drawing, trim: Box, clip: Box, imposition: CardImposition) -> Place:
    return Place(card, trim[0] - imposition.bleed, trim[1] - imposition.bleed, clip=clip)
