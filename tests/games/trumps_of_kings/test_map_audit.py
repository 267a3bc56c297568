"""Trumps of Kings' map as a print audit reads it from the built PDFs, in every language: the kingdoms' legend
stands whole on one sheet of the tiled map (A4, Letter), clear of the strip the next sheet is glued over; the
one-sheet board is one sheet of A3 or Tabloid with crop marks; no name is crossed by a link or a coast, cut at
a seam or laid over another, on the tiled board and the one-sheet board alike; every province is named."""

from __future__ import annotations

import pdfplumber
import pytest

from engine.i18n import render, translations
from games.trumps_of_kings.components import make_kit
from games.trumps_of_kings.data import tables_for
from generator.build import BuildOptions, build
from generator.paper import A3, TABLOID, papers_for
from generator.preflight import crossing, overlap, sparse, typesize
from generator.preflight.ink import drawn_objects
from generator.preflight.placements import MM
from generator.preflight.sheets import read_sheet
from generator.tiles import CUT, GLUE, OVERLAP

TILED = ("a4/board-tiled.pdf", "letter/board-tiled.pdf")
ONE_SHEET = {"a4/board-a3.pdf": A3, "letter/board-tabloid.pdf": TABLOID}


@pytest.fixture(scope="module", params=["en", "pl", "de", "fr"])
def built(request, tmp_path_factory):
    tr = translations(request.param)
    out = tmp_path_factory.mktemp(f"tok-map-{request.param}")
    build(
        make_kit(None, tr), BuildOptions(papers=tuple(papers_for("both")), out=out, language=request.param), tr, False
    )
    return out, tr


def _kept(path) -> dict[int, tuple[float, float]]:
    """Return, for each sheet, the span across it that stays in sight once cut and glued (mm)."""
    spans = {}
    with pdfplumber.open(path) as plumber:
        for number, page in enumerate(plumber.pages, 1):
            width = page.width / MM
            # A glue strip down the sheet's right side (those across it, for the sheet below, are OVERLAP tall).
            glue = [
                r["x0"] / MM
                for r in page.rects
                if r["fill"]
                and _grey(r["non_stroking_color"])
                and abs(r["width"] / MM - OVERLAP) < 0.1
                and r["height"] / MM > OVERLAP + 1
            ]
            cuts = [
                line["x0"] / MM
                for line in page.lines
                if line["x0"] == line["x1"] and abs(line["linewidth"] - CUT.width * MM) < 1e-3 and line["dash"][0]
            ]
            spans[number] = (max(cuts, default=0.0), min(glue, default=width))
    return spans


def _grey(colour) -> bool:
    expected = int(GLUE.fill[1:3], 16) / 255
    return colour is not None and all(
        abs(c - expected) < 0.01 for c in (colour if isinstance(colour, tuple) else (colour,))
    )


def test_the_kingdoms_legend_stands_whole_on_one_sheet_of_every_tiled_map(built):
    out, tr = built
    names = {render(name, tr) for name in tables_for().kingdom_names}
    for file in TILED:
        spans = _kept(out / file)
        whole: dict[int, set[str]] = {}
        for item in drawn_objects(out / file):
            if item.kind == "text" and item.text.strip() in names:
                left, right = spans[item.page]
                if left + 0.5 < item.box[0] and item.box[0] + item.box[2] < right - 0.5:
                    whole.setdefault(item.page, set()).add(item.text.strip())
        assert any(found == names for found in whole.values()), (file, whole)


def test_the_one_sheet_board_is_one_landscape_sheet_of_its_large_paper_cut_at_crop_marks(built):
    out, _ = built
    for file, paper in ONE_SHEET.items():
        (page,) = pdfplumber.open(out / file).pages
        assert (page.width / MM, page.height / MM) == pytest.approx(paper.landscape(), abs=0.01)
        # Eight crop marks: two at each corner of the cut, in the margin beyond the bleed.
        marks = [line for line in page.lines if abs(line["linewidth"] - 0.2 * MM) < 1e-3 and not line["dash"][0]]
        assert len(marks) == 8, file


@pytest.mark.parametrize("file", [*TILED, *ONE_SHEET])
def test_no_name_on_either_board_crosses_a_line_or_a_seam_or_another_and_every_place_is_named(built, file):
    out, tr = built
    board = read_sheet(out / file, out)
    assert [found.line(tr) for found in (*crossing.check(board), *overlap.check(board))] == []
    assert [found.line(tr) for found in (*typesize.check(board), *sparse.check(board))] == []
    # The rule read the names: every province's name, or on one sheet its letter with the name in the key.
    texts = [item.text for item in board.objects if item.kind == "text"]
    words = " ".join(texts)
    tables = tables_for()
    lettered = [text for text in texts if len(text) <= 2 and text.isalpha() and text.islower()]
    named = [render(name, tr) for name in tables.province_names]
    missing = [name for name in named if not all(word in words for word in name.split())]
    assert missing == [], file
    # A lettered place shows its letter on the map, and the key names it after the same letter.
    said = [word for text in texts for word in text.split()]
    assert all(said.count(letter) >= 2 for letter in lettered), (file, lettered)
    # At full size at most a long name or two is lettered (German's "Rheinische Kurfürstentümer").
    assert len(set(lettered)) <= (12 if file in ONE_SHEET else 2), (file, lettered)
