"""Every sheet of every kit prints whole on a home printer: nothing drawn comes within 6.5 mm of a sheet's edge.

Home printers cannot print the outer 4 to 6.35 mm of a sheet. The test reads every PDF of every game's kit
(the registry's, so a new game is covered with no new code), A4 and Letter with their large sheets (A3,
Tabloid), in every shipped language and the pseudo-locale, back with pdfium, and fails on any object that
comes nearer an edge than ``PRINTABLE_MARGIN``, naming the file, the page and the object.

What counts as drawn (the reading of "every mark and every text"):

- every object pdfium finds on a page: texts (their glyphs' boxes), paths (with their stroke, which pdfium
  counts a whole stroke width out on each side, twice what a printer inks), images and shadings;
- inside forms too: a card face, a marker or the board is a form placed on the sheet, and each of its
  objects is carried out to the sheet through every enclosing form's matrix;
- as far as it is visible: a clip path in force cuts an object down (a tile of the board shows only its
  window of the board), and an object clipped away entirely is not drawn at all;
- card bleed included. Cards are imposed with room for crop marks beyond their bleed, so the bleed lies well
  inside the margin on A4 and Letter and needs no exception. Only the card backs of a kit built with
  ``--back-offset-mm`` move by the printer's measured shift, by design; the test builds with none.

Not read: the print-shop export (``--print-shop``): each card alone on a page of its own bleed size, meant
to be cut by a shop at its trim box, not printed at home.
"""

from __future__ import annotations

import pytest

from engine.i18n import SOURCE_LOCALE, translations
from games import get_kit_maker
from generator.build import BuildOptions, build
from generator.geometry import Drawing, Line, Place, Style, Text
from generator.paper import PRINTABLE_MARGIN, papers_for
from generator.pdf import write_pdf
from generator.preflight.ink import drawn_objects, page_sizes
from tests.i18n.conftest import KIT_GAMES, KIT_LOCALES

# pdfium computes in 32-bit floats: a mark drawn exactly at the margin reads back up to about 1e-5 mm nearer.
ROUNDING = 1e-3  # mm


def margin_faults(pdf, margin: float = PRINTABLE_MARGIN) -> tuple[list[str], float]:
    """Return every object of a PDF nearer an edge than ``margin`` (named), and the nearest any object comes."""
    sizes = page_sizes(pdf)
    faults, nearest = [], float("inf")
    for drawn in drawn_objects(pdf):
        distance = drawn.edge_distance(*sizes[drawn.page - 1])
        nearest = min(nearest, distance)
        if distance < margin - ROUNDING:
            faults.append(f"{pdf.name}: {drawn}: {distance:.2f} mm from the edge")
    return faults, nearest


@pytest.mark.parametrize("locale", KIT_LOCALES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_nothing_is_drawn_within_the_printable_margin_of_any_sheet(built_kits, game, locale):
    out = built_kits[game, locale]
    pdfs = sorted(out.glob("*/*.pdf"))
    # Both papers, each with its checklist and deck at least, are read.
    assert {pdf.parent.name for pdf in pdfs} == {"a4", "letter"}
    assert {"checklist.pdf", "deck.pdf"} <= {pdf.name for pdf in pdfs}
    faults, nearest = [], float("inf")
    for pdf in pdfs:
        found, near = margin_faults(pdf)
        faults += [f"{pdf.parent.name}/{fault}" for fault in found]
        nearest = min(nearest, near)
    assert faults == []
    assert nearest >= PRINTABLE_MARGIN - ROUNDING


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
    assert faults[0].startswith("near.pdf: page 2: text 'Too nearly' at x 20.")
    assert faults[1].startswith("near.pdf: page 2: path at x 2.80") and "2.80 mm from the edge" in faults[1]
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
    assert len(faults) == 1 and faults[0].startswith("forms.pdf: page 1: text 'In a form' at x 101.")
    shown = [item for item in drawn if item.box[0] < 90]
    assert {item.kind for item in shown} == {"text", "path"}  # the turned text and rule, what of them shows
    for item in shown:
        x, y, w, h = item.box
        assert x >= 30 - 1e-3 and y >= 10 - 1e-3 and x + w <= 60 + 1e-3 and y + h <= 40 + 1e-3
