"""A booklet whose text would leave most of its last folded sheet blank is set a little tighter instead."""

from __future__ import annotations

from generator.booklet import BODY, BODY_FLOOR, BookletStyle, blank_pages, heading, lay_out_pages, para, set_tighter
from generator.fontfiles import role_of
from generator.geometry import Place, Text

WORDS = "The side ahead on the track leads the first trick, then the lead alternates between the sides. " * 4


def _layout(paragraphs: int):
    blocks = [heading("Rules"), *(para(f"{number}. {WORDS}") for number in range(paragraphs))]
    pages = lay_out_pages("booklet", blocks, str, BookletStyle(), "Test")
    return set_tighter("booklet", blocks, str, BookletStyle(), "Test", pages)


def _body(pages) -> float:
    sizes = {
        round(item.size, 2)
        for page in pages
        for place in page.items
        if isinstance(place, Place)
        for item in place.drawing.items
        if isinstance(item, Text) and role_of(item.font) == "regular"
    }
    (size,) = sizes
    return size


def test_blank_pages_count_what_the_last_sheet_leaves():
    assert [blank_pages(count) for count in (3, 4, 5, 6, 7, 8, 9)] == [1, 0, 3, 2, 1, 0, 3]


def _first_set_tighter() -> int:
    """Return the fewest paragraphs that the full body would set on a fifth page."""
    count = 1
    while _body(_layout(count)) == BODY:
        count += 1
    return count


def test_one_paragraph_more_than_a_sheet_holds_sets_the_booklet_tighter_rather_than_on_a_second_sheet():
    count = _first_set_tighter()
    fitting, tighter = _layout(count - 1), _layout(count)
    assert len(fitting) == 4 and _body(fitting) == BODY  # the most four pages hold at the full body
    assert len(tighter) == 4 and BODY_FLOOR <= _body(tighter) < BODY  # not five pages, three of them blank


def test_a_booklet_no_size_down_to_the_floor_saves_a_sheet_keeps_the_full_body():
    first = _first_set_tighter()
    wasteful = [pages for pages in map(_layout, range(2 * first, 4 * first)) if blank_pages(len(pages)) > 1]
    assert wasteful  # ten pages and more: a page or two over two sheets is more than the floor saves
    assert {_body(pages) for pages in wasteful} == {BODY}
