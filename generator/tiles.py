"""Big drawings on small paper: tiles with overlap, cut lines, glue strips and alignment marks; or one big page.

The drawing is cut into equal windows that overlap by OVERLAP mm. Every sheet but the first in its row has
its left edge cut along a dashed line; that edge is laid on the alignment line of the sheet to its left
and glued over that sheet's glue strip. Rows work the same way downwards. Triangles with the same letter
on both sheets say which edges meet.
"""

from __future__ import annotations

import math
import string
from dataclasses import dataclass

from engine.i18n import N_, Message, render
from generator.errors import LayoutError
from generator.geometry import Box, Drawing, Style, polygon
from generator.sketch import Sketch

OVERLAP = 12.0  # mm of each sheet hidden under the next one
MARGIN = 10.0  # mm kept clear at the paper's edges (home printers cannot print there)
CUT = Style(stroke="#000000", width=0.3, dash=(2.0, 1.5))
ALIGN = Style(stroke="#000000", width=0.25)
GLUE = Style(fill="#e6e6e6", stroke="#9a9a9a", width=0.2)
MARK = Style(fill="#000000")
INK = "#000000"


@dataclass(frozen=True)
class Tiling:
    """How a drawing is cut: page size, grid, window size and where each window sits on its page."""

    page_width: float
    page_height: float
    cols: int
    rows: int
    window_width: float
    window_height: float
    overlap: float

    @property
    def page_x(self) -> float:
        """The x of every window's left edge on its page."""
        return (self.page_width - self.window_width) / 2

    @property
    def page_y(self) -> float:
        """The y of every window's top edge on its page."""
        return (self.page_height - self.window_height) / 2

    def window(self, col: int, row: int) -> Box:
        """Return the part of the drawing one sheet shows, in the drawing's coordinates."""
        return (
            col * (self.window_width - self.overlap),
            row * (self.window_height - self.overlap),
            self.window_width,
            self.window_height,
        )


def plan_tiling(width: float, height: float, paper_width: float, paper_height: float) -> Tiling:
    """Choose the paper's orientation and grid that need the fewest sheets for a width x height drawing."""
    options = []
    for page_w, page_h in ((paper_width, paper_height), (paper_height, paper_width)):
        usable_w, usable_h = page_w - 2 * MARGIN, page_h - 2 * MARGIN
        cols, rows = _count(width, usable_w), _count(height, usable_h)
        window_w = (width + (cols - 1) * OVERLAP) / cols
        window_h = (height + (rows - 1) * OVERLAP) / rows
        options.append((cols * rows, Tiling(page_w, page_h, cols, rows, window_w, window_h, OVERLAP)))
    return min(options, key=lambda option: option[0])[1]


def _count(length: float, usable: float) -> int:
    if usable <= OVERLAP:
        raise LayoutError(f"the paper leaves {usable:.0f} mm, too little to tile")
    return 1 if length <= usable else math.ceil((length - OVERLAP) / (usable - OVERLAP))


def tile_pages(drawing: Drawing, paper_width: float, paper_height: float, title: str, tr) -> list[Drawing]:
    """Return the tiled sheets of a drawing, each with its cut, glue and alignment marks."""
    tiling = plan_tiling(drawing.width, drawing.height, paper_width, paper_height)
    pages = []
    count = tiling.cols * tiling.rows
    for row in range(tiling.rows):
        for col in range(tiling.cols):
            number = row * tiling.cols + col + 1
            sketch = Sketch(f"{drawing.name}-tile-{number}", tiling.page_width, tiling.page_height)
            window = tiling.window(col, row)
            x0, y0 = tiling.page_x, tiling.page_y
            clip = (x0, y0, window[2], window[3])
            sketch.place(drawing, x0 - window[0], y0 - window[1], clip=clip)
            _marks(sketch, tiling, col, row, tr)
            label = Message(N_("%(title)s: sheet %(number)d of %(count)d"), title=title, number=number, count=count)
            sketch.text(render(label, tr), (x0 + 8, 2.5, window[2] - OVERLAP - 16, 5), "semibold", 8, colour=INK)
            pages.append(sketch.finish())
    return pages


def _edge_letter(col: int, row: int, tiling: Tiling, vertical: bool) -> str:
    """Name the seam to the right of (vertical) or below a sheet, the same on both sheets it joins."""
    seams = (tiling.cols - 1) * row + col if vertical else (tiling.cols - 1) * tiling.rows + row * tiling.cols + col
    return string.ascii_uppercase[seams % 26]


def _marks(sketch: Sketch, tiling: Tiling, col: int, row: int, tr) -> None:
    x0, y0 = tiling.page_x, tiling.page_y
    w, h, o = tiling.window_width, tiling.window_height, tiling.overlap
    page_w, page_h = tiling.page_width, tiling.page_height
    if col > 0:  # this sheet's left edge is cut and laid on the previous sheet's alignment line
        sketch.line(x0, 1.0, x0, page_h - 1.0, CUT)
        _triangle(sketch, x0, y0, "left", _edge_letter(col - 1, row, tiling, True))
        _triangle(sketch, x0, y0 + h, "left", _edge_letter(col - 1, row, tiling, True))
    if col < tiling.cols - 1:  # a glue strip on the right, under the next sheet
        seam = x0 + w - o
        sketch.rect(seam, 0.8, o, y0 - 1.6, GLUE)
        sketch.rect(seam, y0 + h + 0.8, o, page_h - y0 - h - 1.6, GLUE)
        sketch.line(seam, 1.0, seam, page_h - 1.0, ALIGN)
        _glue_label(sketch, (seam, 0.8, o, y0 - 1.6), tr)
        _triangle(sketch, seam, y0, "right", _edge_letter(col, row, tiling, True))
        _triangle(sketch, seam, y0 + h, "right", _edge_letter(col, row, tiling, True))
    if row > 0:
        sketch.line(1.0, y0, page_w - 1.0, y0, CUT)
        _triangle(sketch, x0, y0, "up", _edge_letter(col, row - 1, tiling, False))
        _triangle(sketch, x0 + w, y0, "up", _edge_letter(col, row - 1, tiling, False))
    if row < tiling.rows - 1:
        seam = y0 + h - o
        sketch.rect(0.8, seam, x0 - 1.6, o, GLUE)
        sketch.rect(x0 + w + 0.8, seam, page_w - x0 - w - 1.6, o, GLUE)
        sketch.line(1.0, seam, page_w - 1.0, seam, ALIGN)
        _glue_label(sketch, (0.8, seam, x0 - 1.6, o), tr)
        _triangle(sketch, x0, seam, "down", _edge_letter(col, row, tiling, False))
        _triangle(sketch, x0 + w, seam, "down", _edge_letter(col, row, tiling, False))


def _glue_label(sketch: Sketch, box: Box, tr) -> None:
    """Say "glue" on a glue strip, when the strip is big enough to hold the word."""
    if min(box[2], box[3]) >= 4:
        sketch.text(render(Message(N_("glue")), tr), box, "italic", 7, align="center", valign="middle")


def _triangle(sketch: Sketch, x: float, y: float, pointing: str, letter: str) -> None:
    """A small triangle in the margin pointing at a seam, with the seam's letter."""
    size = 3.0
    if pointing in ("left", "right"):
        ty = y - 5.5 if y < sketch.height / 2 else y + 5.5
        tip, back = (x, ty), (x - size if pointing == "right" else x + size)
        sketch.add(polygon([tip, (back, ty - size / 2), (back, ty + size / 2)], MARK))
        text_x = back - 4 if pointing == "right" else back
        sketch.text(letter, (text_x, ty - 2, 4, 4), "bold", 8, align="center", valign="middle", colour=INK)
    else:
        tx = x - 5.5 if x < sketch.width / 2 else x + 5.5
        tip, back = (tx, y), (y - size if pointing == "down" else y + size)
        sketch.add(polygon([tip, (tx - size / 2, back), (tx + size / 2, back)], MARK))
        text_y = back - 4 if pointing == "down" else back
        sketch.text(letter, (tx - 2, text_y, 4, 4), "bold", 8, align="center", valign="middle", colour=INK)
