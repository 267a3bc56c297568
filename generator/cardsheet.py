"""Card sheets: cards imposed on a page, crop marks, and the duplex back sheet that lines up behind them.

The imposition is data in mm (like Squib's sprues): a block of cards butted edge to edge, so neighbours
share one cut line, centred on the page, with the bleed kept only around the outside of the block. Crop
marks continue each cut line into the margin, starting beyond the bleed (so a cut a little off never
leaves a dark stub on a card) and stopping PRINTABLE_MARGIN short of the paper's edge (which home
printers cannot print). That margin decides the layout: three upright poker cards across, with their
marks, are wider than A4, so the cards lie turned, two across and four down, on A4 and Letter alike.
A back sheet places each back where the front's card lands after the sheet is turned over: mirrored
left-right for a long-edge flip, top-bottom for a short-edge flip, then shifted by the printer's
measured offset.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.errors import LayoutError
from generator.geometry import Box, Drawing, Line, Place, Style
from generator.options import FLIPS
from generator.paper import PRINTABLE_MARGIN

CROP_MARK = Style(stroke="#000000", width=0.2)
CROP_GAP = 0.5  # mm between the bleed's outer edge and the start of a crop mark
CROP_LENGTH = 7.0  # mm, at most; shorter where the page edge is closer
MIN_CROP_LENGTH = 2.5  # mm; a shorter mark is too hard to lay a ruler on


def mark_room(bleed: float) -> float:
    """Return the mm a block of cards needs between its trim and the paper's edge for its shortest crop marks."""
    return bleed + CROP_GAP + MIN_CROP_LENGTH + CROP_MARK.width + PRINTABLE_MARGIN


@dataclass(frozen=True)
class CardImposition:
    """Where the cards of one sheet go: columns and rows of trims, the block's top-left trim corner, the bleed.

    ``trim_width`` and ``trim_height`` are the card's own, upright; a ``turned`` card lies on its side,
    so each cell of the sheet is ``trim_height`` wide and ``trim_width`` high.
    """

    page_width: float
    page_height: float
    trim_width: float
    trim_height: float
    bleed: float
    cols: int
    rows: int
    left: float
    top: float
    turned: bool = False
    right_bleed: float | None = None  # the bleed right of the block, when wider (a fold sheet's: up to the fold)

    @property
    def per_sheet(self) -> int:
        """How many cards one sheet holds."""
        return self.cols * self.rows

    @property
    def cell_size(self) -> tuple[float, float]:
        """Return the width and height of one card's trim as it lies on the sheet."""
        return (self.trim_height, self.trim_width) if self.turned else (self.trim_width, self.trim_height)

    def cell(self, index: int) -> tuple[int, int]:
        """Return (column, row) of the index-th card of a sheet, filled row by row."""
        return index % self.cols, index // self.cols

    def trim_box(self, col: int, row: int) -> Box:
        """Return the trim of the card in a cell."""
        w, h = self.cell_size
        return (self.left + col * w, self.top + row * h, w, h)

    def is_filled(self, col: int, row: int, count: int | None = None) -> bool:
        """Tell whether a cell holds a card on a sheet of ``count`` cards (a full sheet when None)."""
        inside = 0 <= col < self.cols and 0 <= row < self.rows
        return inside and (count is None or row * self.cols + col < count)

    def clip_box(self, col: int, row: int, count: int | None = None) -> Box:
        """Return what of a card is printed: its trim, grown by the bleed on every side no card butts against."""
        x, y, w, h = self.trim_box(col, row)
        grow_left = 0.0 if self.is_filled(col - 1, row, count) else self.bleed
        grow_top = 0.0 if self.is_filled(col, row - 1, count) else self.bleed
        grow_right = 0.0 if self.is_filled(col + 1, row, count) else self._bleed_right_of(col)
        grow_bottom = 0.0 if self.is_filled(col, row + 1, count) else self.bleed
        return (x - grow_left, y - grow_top, w + grow_left + grow_right, h + grow_top + grow_bottom)

    def _bleed_right_of(self, col: int) -> float:
        return self.bleed if self.right_bleed is None or col < self.cols - 1 else self.right_bleed

    def cut_lines(self, count: int | None = None) -> tuple[list[float], list[float]]:
        """Return the x of every vertical cut and the y of every horizontal cut of a sheet of ``count`` cards."""
        w, h = self.cell_size
        count = self.per_sheet if count is None else count
        cols, rows = min(count, self.cols), -(-count // self.cols)
        xs = [self.left + col * w for col in range(cols + 1)]
        ys = [self.top + row * h for row in range(rows + 1)]
        return xs, ys

    def crop_marks(self, count: int | None = None) -> list[Line]:
        """Return the crop marks: each cut line continued into the margins, beyond the bleed, clear of the edge.

        A sheet of fewer cards (the deck's last) has marks for the rows and columns it fills only.
        """
        xs, ys = self.cut_lines(count)
        top, bottom, left, right = ys[0], ys[-1], xs[0], xs[-1]
        start = self.bleed + CROP_GAP
        marks = []
        for x in xs:
            marks.append(Line(x, top - start, x, top - self._reach(top), CROP_MARK))
            marks.append(Line(x, bottom + start, x, bottom + self._reach(self.page_height - bottom), CROP_MARK))
        for y in ys:
            marks.append(Line(left - start, y, left - self._reach(left), y, CROP_MARK))
            right_start = self._bleed_right_of(self.cols - 1) + CROP_GAP
            marks.append(Line(right + right_start, y, right + self._reach(self.page_width - right), y, CROP_MARK))
        return marks

    def _reach(self, margin: float) -> float:
        """How far from the trim a mark ends, given the trim's distance to the paper's edge."""
        # The stroke's width is kept inside too, whatever the line caps a viewer draws.
        return min(self.bleed + CROP_GAP + CROP_LENGTH, margin - PRINTABLE_MARGIN - CROP_MARK.width)


def impose_cards(
    page_width: float, page_height: float, trim_width: float, trim_height: float, bleed: float, extra: float = 0.0
):
    """Fit as many butted cards as the page holds, upright or turned, with room for crop marks all round.

    ``extra`` mm more are kept between the crop marks' room and the printable margin (registration marks).
    """
    room = mark_room(bleed) + extra
    options = []
    for turned in (False, True):
        cell_w, cell_h = (trim_height, trim_width) if turned else (trim_width, trim_height)
        cols = int((page_width - 2 * room) // cell_w)
        rows = int((page_height - 2 * room) // cell_h)
        if cols >= 1 and rows >= 1:
            left = (page_width - cols * cell_w) / 2
            top = (page_height - rows * cell_h) / 2
            imposition = CardImposition(
                page_width, page_height, trim_width, trim_height, bleed, cols, rows, left, top, turned
            )
            options.append(imposition)
    if not options:
        raise LayoutError(f"a {trim_width} x {trim_height} mm card does not fit a {page_width} x {page_height} page")
    # The most cards a sheet; upright when turning them gains nothing.
    return max(options, key=lambda imposition: imposition.per_sheet)


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
        pairs = [
            placed_pair(face, backs_of[first + index], imposition, index, len(sheet), flip, offset)
            for index, face in enumerate(sheet)
        ]
        size = (imposition.page_width, imposition.page_height)
        fronts = tuple(front for front, _ in pairs)
        pages.append(Drawing(f"{name}-{number}-front", *size, (*fronts, *imposition.crop_marks(len(sheet)))))
        pages.append(Drawing(f"{name}-{number}-back", *size, tuple(back for _, back in pairs)))
    return pages


def placed_pair(
    face: Drawing,
    back: Drawing,
    imposition: CardImposition,
    index: int,
    count: int,
    flip: str = "long",
    offset: tuple[float, float] = (0.0, 0.0),
) -> tuple[Place, Place]:
    """Place the index-th card of a sheet of ``count`` and its back where the flipped sheet puts it behind."""
    col, row = imposition.cell(index)
    turn = 90 if imposition.turned else 0
    trim, clip = imposition.trim_box(col, row), imposition.clip_box(col, row, count)
    width, height = imposition.page_width, imposition.page_height
    back_trim = shift_box(mirror_box(trim, width, height, flip), offset)
    back_clip = shift_box(mirror_box(clip, width, height, flip), offset)
    return (
        place_card(face, trim, clip, turn),
        place_card(back, back_trim, back_clip, back_turn(turn, flip)),
    )


def place_card(card: Drawing, trim: Box, clip: Box, turn: float = 0) -> Place:
    """Place a card (drawn with its bleed) centred on ``trim``, turned ``turn`` degrees clockwise.

    A face is drawn round the design trim with a bleed wide enough for every card size (generator/cardsize.py),
    so its middle is the card's middle whatever trim it is cut to; the clip keeps the sheet's own bleed.
    """
    across, down = (card.height, card.width) if turn in (90, 270) else (card.width, card.height)
    x, y = trim[0] + (trim[2] - across) / 2, trim[1] + (trim[3] - down) / 2
    if turn == 90:  # the card's top edge faces right: its left edge now runs along the box's top
        return Place(card, x + card.height, y, rotate=90, clip=clip)
    if turn == 180:
        return Place(card, x + card.width, y + card.height, rotate=180, clip=clip)
    if turn == 270:  # the card's top edge faces left
        return Place(card, x, y + card.width, rotate=270, clip=clip)
    return Place(card, x, y, clip=clip)


def back_turn(front_turn: float, flip: str) -> float:
    """Return how a back is turned so it stands the same way as its front once the sheet is flipped."""
    # Turning the sheet over its long edge mirrors it left-right: a card top facing right then faces left.
    # Over its short edge it mirrors top-bottom: a top facing up then faces down, one facing right stays so.
    # Backs that look the same upside down hide the difference, but a back need not be one of them.
    return (-front_turn) % 360 if flip == "long" else (180 - front_turn) % 360
