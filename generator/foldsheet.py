"""Fold-and-glue card sheets for printers without duplex: each card's front and back side by side on one sheet.

Print-and-play players call it a gutterfold. The sheet is folded in half along a dashed line down its middle,
printed side out; each back lies where the fold carries its front, mirrored left-right about the fold line,
and is turned as a duplex back for a long-edge flip is, so the two line up once folded. The halves are glued
together and the cards cut along the crop marks through both layers: the fold itself is cut away with the
gutter, so the gutter is just the two bleeds meeting at the fold. Crop marks stand beyond the bleed in the
outer margins only; the fold line runs the sheet's height between the printable margins.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.cardsheet import CardImposition, mark_room, placed_pair
from generator.errors import LayoutError
from generator.geometry import Drawing, Line, Style
from generator.paper import PRINTABLE_MARGIN

# Heavier than a crop mark and dashed, so it is never taken for a cut.
FOLD_LINE = Style(stroke="#404040", width=0.3, dash=(2.0, 1.5))


@dataclass(frozen=True)
class FoldImposition:
    """The fronts' block on the left half of the sheet (``fronts``, in page coordinates); backs mirror it."""

    fronts: CardImposition

    @property
    def per_sheet(self) -> int:
        """How many cards (each with its back) one sheet holds."""
        return self.fronts.per_sheet

    @property
    def fold_x(self) -> float:
        """Return the x of the fold line: the middle of the sheet."""
        return self.fronts.page_width / 2

    def crop_marks(self, count: int | None = None) -> list[Line]:
        """Return the crop marks of a sheet of ``count`` cards: the fronts' outside the gutter, and their mirror."""
        # A mark on the fronts' fold side would run across the backs; after folding the backs' marks stand there.
        outer = [mark for mark in self.fronts.crop_marks(count) if min(mark.x1, mark.x2) < self.fold_x]
        width = self.fronts.page_width
        return outer + [Line(width - m.x1, m.y1, width - m.x2, m.y2, m.style) for m in outer]

    def fold_line(self) -> Line:
        """Return the dashed fold line, the sheet's height between the printable margins."""
        inset = PRINTABLE_MARGIN + FOLD_LINE.width
        return Line(self.fold_x, inset, self.fold_x, self.fronts.page_height - inset, FOLD_LINE)


def impose_fold(
    page_width: float,
    page_height: float,
    trim_width: float,
    trim_height: float,
    bleed: float,
    drawn: tuple[float, float] | None = None,
):
    """Fit as many cards as the left half of the page holds, upright or turned, their bleed ending at the fold.

    ``drawn`` is the size the faces are drawn at, round their trim (generator/cardsize.py draws them wider than
    any one size's bleed): the bleed at the fold is as wide as a face reaches beyond its trim there, so no front
    crosses the fold into its back, while the crop marks keep ``bleed`` on the outer sides.
    """
    room = mark_room(bleed)
    fold_x = page_width / 2
    options = []
    for turned in (False, True):
        cell_w, cell_h = (trim_height, trim_width) if turned else (trim_width, trim_height)
        across = bleed if drawn is None else (drawn[1] - trim_height if turned else drawn[0] - trim_width) / 2
        gutter = max(bleed, across)
        cols = int((fold_x - gutter - room) // cell_w)
        rows = int((page_height - 2 * room) // cell_h)
        if cols >= 1 and rows >= 1:
            left = fold_x - gutter - cols * cell_w
            top = (page_height - rows * cell_h) / 2
            fronts = CardImposition(
                page_width, page_height, trim_width, trim_height, bleed, cols, rows, left, top, turned, gutter
            )
            options.append(FoldImposition(fronts))
    if not options:
        raise LayoutError(f"a {trim_width} x {trim_height} mm card and its back do not fit a {page_width} mm page")
    return max(options, key=lambda imposition: imposition.per_sheet)


def fold_sheets(
    faces: list[Drawing], back: Drawing | list[Drawing], imposition: FoldImposition, name: str = "cards"
) -> list[Drawing]:
    """Return one page per sheet: fronts on the left, their backs mirrored on the right, marks and fold line."""
    backs_of = back if isinstance(back, list) else [back] * len(faces)
    fronts = imposition.fronts
    pages = []
    for first in range(0, len(faces), imposition.per_sheet):
        sheet = faces[first : first + imposition.per_sheet]
        items = []
        for index, face in enumerate(sheet):
            # Folding over the vertical middle line carries the sheet as a long-edge duplex flip does.
            items += placed_pair(face, backs_of[first + index], fronts, index, len(sheet), "long")
        marks = (*imposition.crop_marks(len(sheet)), imposition.fold_line())
        number = first // imposition.per_sheet + 1
        pages.append(Drawing(f"{name}-fold-{number}", fronts.page_width, fronts.page_height, (*items, *marks)))
    return pages
