"""Every sheet of every kit prints whole on a home printer: the preflight's margin rule (generator.preflight.margin).

Every kit in every language is checked with all the preflight's rules by tests/print/test_preflight.py; here
the rule is tried on sheets made for it, and on the ink-saver kit flipped on the short edge.
Not read: the print-shop export (``--print-shop``): each card alone on a page of its own bleed size, meant
to be cut by a shop at its trim box, not printed at home.
"""

from __future__ import annotations

import pytest

from engine.i18n import SOURCE_LOCALE, translations
from games import get_kit_maker
from generator.build import BuildOptions, build
from generator.geometry import Drawing, Line, Place, Style, Text
from generator.paper import papers_for
from generator.pdf import write_pdf
from generator.preflight import margin
from generator.preflight.ink import drawn_objects
from generator.preflight.margin import nearest_edge
from generator.preflight.sheets import read_sheet
from tests.i18n.conftest import KIT_GAMES


def margin_faults(pdf) -> tuple[list[str], float]:
    """Return every object of a PDF nearer an edge than the printable margin (named), and the nearest any comes."""
    sheet = read_sheet(pdf, pdf.parent)
    return [found.line() for found in margin.check(sheet)], nearest_edge(sheet)


@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_ink_saver_kit_flipped_on_the_short_edge_keeps_the_margin_too(tmp_path, game):
    tr = translations(SOURCE_LOCALE)
    options = BuildOptions(papers=tuple(papers_for("both")), out=tmp_path, flip="short", ink_saver=True)
    build(get_kit_maker(game)(None, tr, True), options, tr, progress=False)
    pdfs = sorted(tmp_path.glob("*/*.pdf"))
    assert len(pdfs) >= 8
    assert [fault for pdf in pdfs for fault in margin_faults(pdf)[0]] == []


def _page(*items) -> Drawing:
    return Drawing("page", 210.0, 297.0, tuple(items))


def _text(words: str, x: float, y: float) -> Text:
    return Text(words, (x, y - 3, 40, 4), (words,), (y,), "regular", 10, "#000000")


def test_the_check_names_the_file_page_and_object_that_come_too_near(tmp_path):
    pdf = tmp_path / "near.pdf"
    inside = _text("Kept clear", 20, 20)
    near = _text("Too nearly", 20, 290.5)  # its baseline 6.5 mm from the bottom, its descender nearer
    mark = Line(3.0, 100, 3.0, 110, Style(stroke="#000000", width=0.2))
    write_pdf([_page(inside), _page(inside, near, mark)], pdf, "test")
    faults, nearest = margin_faults(pdf)
    assert len(faults) == 2
    assert faults[0].startswith("near.pdf p2 x 20.") and "text 'Too nearly' lies" in faults[0]
    assert faults[1].startswith("near.pdf p2 x 2.8") and "a drawn mark lies 2.80 mm from the sheet's edge" in faults[1]
    assert nearest == pytest.approx(2.8, abs=0.01)


def test_objects_in_forms_are_read_where_they_land_and_clipped_ones_as_far_as_they_show(tmp_path):
    pdf = tmp_path / "forms.pdf"
    rule = Line(0, 29, 30, 29, Style(stroke="#000000", width=0.2))
    card = Drawing("card", 30, 30, (_text("In a form", 1, 5), rule))
    # The same form twice: once near the top edge, once turned (it lies in x 30-60, y 0-30) and clipped to
    # x 30-60, y 10-40, so that only its lower two thirds show, far from every edge.
    near = Place(card, 100, 2)
    turned = Place(card, 60, 0, rotate=90, clip=(30, 10, 30, 30))
    write_pdf([_page(near, turned)], pdf, "test")
    drawn = list(drawn_objects(pdf))
    texts = [item for item in drawn if item.kind == "text"]
    assert [item.depth for item in texts] == [1, 1]
    assert texts[0].box[0] == pytest.approx(101, abs=0.5)
    faults, _ = margin_faults(pdf)
    assert (
        len(faults) == 1
        and faults[0].startswith("forms.pdf p1 x 101.")
        and "card: margin: text 'In a form'" in faults[0]
    )
    shown = [item for item in drawn if item.box[0] < 90]
    assert {item.kind for item in shown} == {"text", "path"}  # the turned text and rule, what of them shows
    for item in shown:
        x, y, w, h = item.box
        assert x >= 30 - 1e-3 and y >= 10 - 1e-3 and x + w <= 60 + 1e-3 and y + h <= 40 + 1e-3
