"""Fold-over tokens: front and back printed side by side, cut out as one strip, folded on the dashed line.

Folding along a vertical line turns the back half over like a page, so both halves are printed upright.
Tokens are packed in rows (shelves) in the order given; a row that does not fit starts a new sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.errors import LayoutError
from generator.geometry import Drawing, Style
from generator.paper import PRINTABLE_MARGIN
from generator.sketch import Sketch

MARGIN = 10.0  # mm kept clear at the paper's edges
GUTTER = 4.0  # mm between tokens, room for scissors
HEADING = 12.0  # mm at the top of each sheet for its instructions
CUT = Style(stroke="#000000", width=0.25)
FOLD = Style(stroke="#000000", width=0.25, dash=(1.5, 1.2))


@dataclass(frozen=True)
class FoldToken:
    """One token: its two faces, the same size."""

    name: str
    front: Drawing
    back: Drawing


def token_pages(tokens: list[FoldToken], page_width: float, page_height: float, heading: str) -> list[Drawing]:
    """Return sheets of fold-over tokens with cut outlines and fold lines, ``heading`` atop each sheet."""
    pages: list[Sketch] = []
    x = y = row_height = 0.0
    sheet = None
    for token in tokens:
        w, h = token.front.width, token.front.height
        if (token.back.width, token.back.height) != (w, h):
            raise LayoutError(f"token {token.name}: front and back differ in size")
        if 2 * w > page_width - 2 * MARGIN or h > page_height - 2 * MARGIN - HEADING:
            raise LayoutError(f"token {token.name} ({2 * w} x {h} mm unfolded) is too big for the sheet")
        if sheet is not None and x + 2 * w > page_width - MARGIN:
            x, y, row_height = MARGIN, y + row_height + GUTTER, 0.0
        if sheet is None or y + h > page_height - MARGIN:
            sheet = Sketch(f"tokens-{len(pages) + 1}", page_width, page_height)
            # The heading starts where the printer can print, with room for accents above the font's ascent,
            # and ends 2 mm above the first row of tokens.
            top = PRINTABLE_MARGIN + 1.0
            box = (MARGIN, top, page_width - 2 * MARGIN, MARGIN + HEADING - 2 - top)
            sheet.text(heading, box, "regular", 9, min_size=7)
            pages.append(sheet)
            x, y, row_height = MARGIN, MARGIN + HEADING, 0.0
        sheet.place(token.front, x, y)
        sheet.place(token.back, x + w, y)
        sheet.rect(x, y, 2 * w, h, CUT)
        sheet.line(x + w, y, x + w, y + h, FOLD)
        x += 2 * w + GUTTER
        row_height = max(row_height, h)
    return [page.finish() for page in pages]
