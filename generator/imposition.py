"""Saddle-stitch imposition as data: which booklet page goes on which half of which side of which sheet.

A booklet of ``n`` pages (``n`` a multiple of four) is printed on ``n / 4`` sheets, two pages on each
side, and the sheets, stacked in order and folded once down the middle, read 1, 2, ... n. The outer
sheet carries the last page and the first on its front, the second and the second-last on its back.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.geometry import Drawing, Line, Place, Style
from generator.paper import Paper

FOLD_MARK = Style(stroke="#808080", width=0.2, dash=(1.0, 1.0))
SHEET_EDGE_ROOM = 7.0  # mm kept clear at every edge of the sheet, fold marks included
FOLD_MARK_LENGTH = 4.0  # mm


@dataclass(frozen=True)
class SheetSide:
    """One side of a printed sheet: the 0-based booklet pages on its left and right halves (None: blank)."""

    left: int | None
    right: int | None


def padded_count(pages: int) -> int:
    """Return the page count of a saddle-stitched booklet holding ``pages`` pages: the next multiple of four."""
    return max(4, -(-pages // 4) * 4)


def saddle_stitch(pages: int) -> list[tuple[SheetSide, SheetSide]]:
    """Return (front, back) of every sheet, outermost first, for ``pages`` pages (blanks where pages run out)."""
    total = padded_count(pages)

    def page(index: int) -> int | None:
        return index if index < pages else None

    sheets = []
    for sheet in range(total // 4):
        front = SheetSide(page(total - 1 - 2 * sheet), page(2 * sheet))
        back = SheetSide(page(2 * sheet + 1), page(total - 2 - 2 * sheet))
        sheets.append((front, back))
    return sheets


def half_size(paper: Paper) -> tuple[float, float]:
    """Return the size of one booklet page on a paper folded in half (A5 from A4, half-Letter from Letter)."""
    return paper.height / 2, paper.width


def booklet_sheets(pages: list[Drawing], paper: Paper, name: str = "booklet") -> list[Drawing]:
    """Impose booklet pages on landscape sheets of ``paper``, front then back of each sheet, for duplex printing."""
    width, height = paper.height, paper.width  # landscape
    half = width / 2
    sheets = []
    for number, sides in enumerate(saddle_stitch(len(pages)), 1):
        for side_name, side in zip(("front", "back"), sides, strict=True):
            items: list = []
            for index, x0 in ((side.left, 0.0), (side.right, half)):
                if index is None:
                    continue
                page = pages[index]
                items.append(Place(page, x0 + (half - page.width) / 2, (height - page.height) / 2))
            # Short dashed ticks on the fold, in the top and bottom margins, clear of the sheet's edges.
            for y in (SHEET_EDGE_ROOM, height - SHEET_EDGE_ROOM - FOLD_MARK_LENGTH):
                items.append(Line(half, y, half, y + FOLD_MARK_LENGTH, FOLD_MARK))
            # The pages' own overflows are the kit's components' (Kit.components), checked there once.
            sheets.append(Drawing(f"{name}-{number}-{side_name}", width, height, tuple(items)))
    return sheets


def page_boxes(count: int, paper: Paper, page_width: float, page_height: float) -> dict[int, tuple[int, tuple]]:
    """Return, for each booklet page, (index of its printed sheet side in the PDF, its box on that side in mm)."""
    width, height = paper.height, paper.width
    half = width / 2
    found = {}
    for number, sides in enumerate(saddle_stitch(count)):
        for offset, side in enumerate(sides):
            for index, x0 in ((side.left, 0.0), (side.right, half)):
                if index is not None:
                    box = (x0 + (half - page_width) / 2, (height - page_height) / 2, page_width, page_height)
                    found[index] = (2 * number + offset, box)
    return found
