"""Fold-over tokens: front and back printed side by side, cut out as one strip, folded on the dashed line.

Folding along a vertical line turns the back half over like a page, so both halves are printed upright.
Tokens are packed in rows (shelves) in the order given; a row that does not fit starts a new sheet.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
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
SPARES_AT_MOST = 500  # more than any sheet holds


@dataclass(frozen=True)
class FoldToken:
    """One token: its two faces, the same size."""

    name: str
    front: Drawing
    back: Drawing


def token_pages(
    tokens: list[FoldToken], page_width: float, page_height: float, heading: str, spares: Sequence[FoldToken] = ()
) -> list[Drawing]:
    """Return sheets of fold-over tokens with cut outlines and fold lines, ``heading`` atop each sheet.

    The room the last sheet leaves is filled with ``spares`` taken in turn (copies of the markers that get
    lost most), as many as fit without starting another sheet.
    """
    pages: list[Sketch] = []
    x = y = row_height = 0.0
    sheet = None
    queue = [(token, False) for token in tokens] + [
        (token, True) for token in itertools.islice(itertools.cycle(spares), SPARES_AT_MOST)
    ]
    for token, spare in queue:
        w, h = token.front.width, token.front.height
        if (token.back.width, token.back.height) != (w, h):
            raise LayoutError(f"token {token.name}: front and back differ in size")
        if 2 * w > page_width - 2 * MARGIN or h > page_height - 2 * MARGIN - HEADING:
            raise LayoutError(f"token {token.name} ({2 * w} x {h} mm unfolded) is too big for the sheet")
        new_row = sheet is not None and x + 2 * w > page_width - MARGIN
        if new_row:
            x, y, row_height = MARGIN, y + row_height + GUTTER, 0.0
        if sheet is None or y + h > page_height - MARGIN:
            if spare:  # spares only fill the last sheet
                break
            sheet = Sketch(f"tokens-{len(pages) + 1}", page_width, page_height)
            # The heading starts where the printer can print, with room for accents above the font's ascent,
            # and ends 2 mm above the first row of tokens.
            top = PRINTABLE_MARGIN + 1.0
            box = (MARGIN, top, page_width - 2 * MARGIN, MARGIN + HEADING - 2 - top)
            sheet.text(heading, box, "regular", 9, min_size=7)
            pages.append(sheet)
            x, y, row_height = MARGIN, MARGIN + HEADING, 0.0
        place_token(sheet, token, x, y)
        x += 2 * w + GUTTER
        row_height = max(row_height, h)
    return [page.finish() for page in pages]


def place_token(sketch: Sketch, token: FoldToken, x: float, y: float) -> None:
    """Draw a token unfolded at (x, y): front, back beside it, the cut outline round both and the fold between."""
    w, h = token.front.width, token.front.height
    sketch.place(token.front, x, y)
    sketch.place(token.back, x + w, y)
    sketch.rect(x, y, 2 * w, h, CUT)
    sketch.line(x + w, y, x + w, y + h, FOLD)


def token_grid(tokens: list[FoldToken], width: float, height: float) -> tuple[int, int]:
    """Return how many of these (same-sized) tokens a box holds across and down, with scissors' room between."""
    w, h = tokens[0].front.width, tokens[0].front.height
    return int((width + GUTTER) // (2 * w + GUTTER)), int((height + GUTTER) // (h + GUTTER))


def place_tokens(sketch: Sketch, tokens: list[FoldToken], x: float, y: float, width: float) -> None:
    """Draw same-sized tokens unfolded in rows from (x, y), as many a row as ``width`` holds, centred across it."""
    w, h = tokens[0].front.width, tokens[0].front.height
    across = max(1, int((width + GUTTER) // (2 * w + GUTTER)))
    left = x + (width - (across * (2 * w + GUTTER) - GUTTER)) / 2
    for index, token in enumerate(tokens):
        place_token(sketch, token, left + (index % across) * (2 * w + GUTTER), y + (index // across) * (h + GUTTER))
