"""Saddle-stitch imposition: every page once, in an order that reads 1, 2, ... n once folded."""

from __future__ import annotations

import pytest

from generator.imposition import padded_count, saddle_stitch


@pytest.mark.parametrize("pages", [1, 4, 5, 8, 11, 16, 30])
def test_every_page_lands_once_and_the_folded_stack_reads_in_order(pages):
    total = padded_count(pages)
    assert total % 4 == 0 and total - 4 < max(pages, 1) <= total
    sheets = saddle_stitch(pages)
    assert len(sheets) == total // 4
    placed = [index for front, back in sheets for side in (front, back) for index in (side.left, side.right)]
    assert sorted(index for index in placed if index is not None) == list(range(pages))
    assert placed.count(None) == total - pages
    # Fold the stack: reading the right halves of the fronts and the left halves of the backs from the
    # outer sheet in, then the rest from the inner sheet out, gives the pages in order.
    first_half = [index for front, back in sheets for index in (front.right, back.left)]
    second_half = [index for front, back in reversed(sheets) for index in (back.right, front.left)]
    assert [i for i in first_half + second_half] == [i if i < pages else None for i in range(total)]


def test_the_outer_sheet_carries_the_first_and_last_pages():
    front, back = saddle_stitch(8)[0]
    assert (front.left, front.right, back.left, back.right) == (7, 0, 1, 6)
