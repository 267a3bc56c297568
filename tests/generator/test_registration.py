"""Print-then-cut registration marks: a square and two L marks outside the card block, clear of the sheet's edges."""

from __future__ import annotations

import pytest

from generator.cardface import BLEED, TRIM_HEIGHT, TRIM_WIDTH
from generator.cardsheet import impose_cards
from generator.geometry import Line, Rect
from generator.paper import A4, LETTER
from generator.registration import REGISTRATION_MARGIN, registration_marks

EDGE = 6.5  # mm every mark keeps from the sheet's edges


def _extent(item):
    if isinstance(item, Rect):
        return item.x, item.y, item.x + item.w, item.y + item.h
    half = item.style.width / 2
    return (
        min(item.x1, item.x2) - half,
        min(item.y1, item.y2) - half,
        max(item.x1, item.x2) + half,
        max(item.y1, item.y2) + half,
    )


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_marks_lie_outside_the_bled_block_and_inside_the_printable_margin(paper):
    imposition = impose_cards(paper.width, paper.height, TRIM_WIDTH, TRIM_HEIGHT, BLEED, extra=REGISTRATION_MARGIN)
    assert imposition.per_sheet >= 4
    xs, ys = imposition.cut_lines()
    block = (xs[0] - BLEED, ys[0] - BLEED, xs[-1] + BLEED, ys[-1] + BLEED)
    marks = registration_marks(imposition)
    assert [type(mark) for mark in marks] == [Rect, Line, Line, Line, Line]
    for mark in marks:
        x0, y0, x1, y1 = _extent(mark)
        assert x0 >= EDGE and y0 >= EDGE and x1 <= paper.width - EDGE and y1 <= paper.height - EDGE
        outside = x1 <= block[0] or x0 >= block[2] or y1 <= block[1] or y0 >= block[3]
        assert outside, mark
    crops = [_extent(line) for line in imposition.crop_marks()]
    for mark in marks:
        x0, y0, x1, y1 = _extent(mark)
        crossing = [c for c in crops if c[0] <= x1 and x0 <= c[2] and c[1] <= y1 and y0 <= c[3]]
        assert not crossing, f"{mark} crosses crop marks {crossing}"
    square = marks[0]
    assert square.style.fill == "#000000" and square.x + square.w <= block[0] and square.y + square.h <= block[1]
