"""Big drawings on small paper: tiles with overlap, cut lines, glue strips and alignment marks; or one big page.

The drawing is cut into equal windows that overlap by OVERLAP mm. Every sheet but the first in its row has
its left edge cut along a dashed line; that edge is laid on the alignment line of the sheet to its left
and glued over that sheet's glue strip. Rows work the same way downwards. Triangles with the same letter
on both sheets say which edges meet. Marks, strips and labels all keep PRINTABLE_MARGIN from the paper's
edge (home printers cannot print there): a cut line stops short of the edge and the ruler carries it on.
"""

from __future__ import annotations

import math
import string
from dataclasses import dataclass

from engine.i18n import N_, Message, render
from generator.errors import LayoutError
from generator.geometry import Box, Drawing, Style, polygon
from generator.paper import PRINTABLE_MARGIN
from generator.sketch import Sketch

OVERLAP = 12.0  # mm of each sheet hidden under the next one
MARK_SIZE = 3.0  # mm, a triangle's side
# mm from the paper's edge to the nearest mark: the unprintable margin and the widest stroke, however capped
SAFE = PRINTABLE_MARGIN + 0.3
MARK_GAP = 0.8  # mm between a triangle and the board it points along
# mm kept between the board and the paper's edge: room there for the triangles and the sheet's label
MARGIN = SAFE + MARK_SIZE + MARK_GAP
LABEL_HEIGHT = 3.4  # mm, at least: one line of the 8 pt label
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


def seams(width: float, height: float, paper_width: float, paper_height: float) -> tuple[list[float], list[float]]:
    """Return where a drawing tiled on this paper is joined: the x of each vertical seam, the y of each other."""
    tiling = plan_tiling(width, height, paper_width, paper_height)
    xs = [tiling.window(col, 0)[0] for col in range(1, tiling.cols)]
    return xs, [tiling.window(0, row)[1] for row in range(1, tiling.rows)]


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
            # The label's box starts a little lower than the marks, as accents rise above the font's ascent.
            top = PRINTABLE_MARGIN + 1.0
            label_box = (x0 + 8, top, window[2] - OVERLAP - 16, max(LABEL_HEIGHT, min(5.0, y0 - top - 0.5)))
            sketch.text(render(label, tr), label_box, "semibold", 8, colour=INK)
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
        sketch.line(x0, SAFE, x0, page_h - SAFE, CUT)
        _triangle(sketch, x0, y0, "left", _edge_letter(col - 1, row, tiling, True))
        _triangle(sketch, x0, y0 + h, "left", _edge_letter(col - 1, row, tiling, True))
    if col < tiling.cols - 1:  # a glue strip on the right, under the next sheet
        seam = x0 + w - o
        sketch.rect(seam, SAFE, o, y0 - 0.8 - SAFE, GLUE)
        sketch.rect(seam, y0 + h + 0.8, o, page_h - y0 - h - 0.8 - SAFE, GLUE)
        sketch.line(seam, SAFE, seam, page_h - SAFE, ALIGN)
        _glue_label(sketch, (seam, SAFE, o, y0 - 0.8 - SAFE), tr)
        _triangle(sketch, seam, y0, "right", _edge_letter(col, row, tiling, True))
        _triangle(sketch, seam, y0 + h, "right", _edge_letter(col, row, tiling, True))
    if row > 0:
        sketch.line(SAFE, y0, page_w - SAFE, y0, CUT)
        _triangle(sketch, x0, y0, "up", _edge_letter(col, row - 1, tiling, False))
        _triangle(sketch, x0 + w, y0, "up", _edge_letter(col, row - 1, tiling, False))
    if row < tiling.rows - 1:
        seam = y0 + h - o
        sketch.rect(SAFE, seam, x0 - 0.8 - SAFE, o, GLUE)
        sketch.rect(x0 + w + 0.8, seam, page_w - x0 - w - 0.8 - SAFE, o, GLUE)
        sketch.line(SAFE, seam, page_w - SAFE, seam, ALIGN)
        _glue_label(sketch, (SAFE, seam, x0 - 0.8 - SAFE, o), tr)
        _triangle(sketch, x0, seam, "down", _edge_letter(col, row, tiling, False))
        _triangle(sketch, x0 + w, seam, "down", _edge_letter(col, row, tiling, False))


def _glue_label(sketch: Sketch, box: Box, tr) -> None:
    """Say "glue" on a glue strip, when the strip is big enough to hold the word."""
    if min(box[2], box[3]) >= 4:
        sketch.text(render(Message(N_("glue")), tr), box, "italic", 7, align="center", valign="middle")


def _off_corner(at: float, length: float) -> float:
    """Return where a triangle beside a board corner at ``at`` sits: just outside it, clear of the paper's edge."""
    # Up to 5.5 mm out, where the margin allows; never nearer the board than MARK_GAP.
    reach = 5.5
    if at < length / 2:
        return at - max(MARK_GAP + MARK_SIZE / 2, min(reach, at - SAFE - MARK_SIZE / 2))
    return at + max(MARK_GAP + MARK_SIZE / 2, min(reach, length - at - SAFE - MARK_SIZE / 2))


def _triangle(sketch: Sketch, x: float, y: float, pointing: str, letter: str) -> None:
    """A small triangle in the margin pointing at a seam, with the seam's letter."""
    size = MARK_SIZE
    if pointing in ("left", "right"):
        ty = _off_corner(y, sketch.height)
        tip, back = (x, ty), (x - size if pointing == "right" else x + size)
        sketch.add(polygon([tip, (back, ty - size / 2), (back, ty + size / 2)], MARK))
        text_x = back - 4 if pointing == "right" else back
        sketch.text(letter, (text_x, ty - 2, 4, 4), "bold", 8, align="center", valign="middle", colour=INK)
    else:
        tx = _off_corner(x, sketch.width)
        tip, back = (tx, y), (y - size if pointing == "down" else y + size)
        sketch.add(polygon([tip, (tx - size / 2, back), (tx + size / 2, back)], MARK))
        text_y = back - 4 if pointing == "down" else back
        sketch.text(letter, (tx - 2, text_y, 4, 4), "bold", 8, align="center", valign="middle", colour=INK)
