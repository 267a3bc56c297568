"""A game's whole booklet (generator.rulesbooklet): spare pages fill what would be blank pages of the last sheet."""

from __future__ import annotations

from pydantic import BaseModel

from engine.i18n import render, translations
from generator.booklet import BookletStyle, page_break, para
from generator.imposition import padded_count
from generator.rulesbooklet import make_booklet


class _Data(BaseModel):
    """Rules data with nothing sourced: the sources page says only where the rules come from."""


def _booklet(pages_of_sections: int, spares: int):
    tr = translations("en")
    sections = [block for _ in range(pages_of_sections) for block in (page_break(), para("A section of its own."))]
    spare_pages = [[para(f"Spare page {number}.")] for number in range(1, spares + 1)]
    return make_booklet(
        "booklet", "A game", "Its subtitle", 4, (), sections, _Data(), lambda item: None, str,
        lambda message: render(message, tr), BookletStyle(),
        spare_pages=spare_pages,
    )  # fmt: skip


def _texts(drawing) -> str:
    """Every text of a drawing, those of the drawings placed in it included."""
    words = []
    for item in drawing.items:
        if hasattr(item, "drawing"):
            words.append(_texts(item.drawing))
        elif isinstance(getattr(item, "source", None), str):
            words.append(item.source)
    return " ".join(words)


def test_spare_pages_fill_the_last_sheet_in_order_before_the_sources_and_never_start_another():
    plain = len(_booklet(5, 0).pages)
    assert padded_count(plain) - plain >= 2  # the last sheet would have two blank pages and more
    filled = _booklet(5, 5).pages
    assert len(filled) == padded_count(plain)  # filled, and no further sheet
    added = len(filled) - plain
    spares = [_texts(page).removesuffix(f" A game · page {number} of {len(filled)}")
              for number, page in enumerate(filled[plain - 1 : -1], plain)]  # fmt: skip
    assert spares == [f"Spare page {number}." for number in range(1, added + 1)]  # one a page, in order
    assert "Sources" in _texts(filled[-1])  # the last page is still the sources page, as the cover says


def test_a_booklet_that_fills_its_sheets_takes_no_spare_page():
    for sections in range(1, 6):
        plain = len(_booklet(sections, 0).pages)
        if plain % 4 == 0:
            assert len(_booklet(sections, 3).pages) == plain
            return
    raise AssertionError("no section count filled its sheets exactly")
