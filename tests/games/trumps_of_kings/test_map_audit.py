"""Trumps of Kings' map as a print audit reads it from the built PDFs: the kingdoms' legend stands whole on one
sheet of every tiled map (A4, Letter, A3, Tabloid), clear of the strip the next sheet is glued over."""

from __future__ import annotations

import pdfplumber
import pytest

from engine.i18n import render, translations
from games.trumps_of_kings.components import make_kit
from games.trumps_of_kings.data import tables_for
from generator.build import BuildOptions, build
from generator.paper import papers_for
from generator.preflight.ink import drawn_objects
from generator.preflight.placements import MM
from generator.tiles import CUT, GLUE, OVERLAP

TILED = ("a4/board-tiled.pdf", "a4/board-a3.pdf", "letter/board-tiled.pdf", "letter/board-tabloid.pdf")


@pytest.fixture(scope="module", params=["en", "de"])
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


def _segments(drawn) -> list[tuple[float, float, float, float]]:
    """Return the straight pieces of the map's lines: links (two points) and coastlines (many), in mm."""
    segments = []
    for item in drawn:
        if item.kind == "path" and (len(item.points) == 2 or len(item.points) > 12):
            points = item.points
            segments += [(*points[i], *points[i + 1]) for i in range(len(points) - 1)]
    return segments


@pytest.mark.parametrize("locale", ["en", "de", "pl"])
def test_no_province_name_is_crossed_by_a_link_or_a_coast_or_covers_another(tmp_path, locale):
    from games.trumps_of_kings.components import make_context
    from games.trumps_of_kings.components.mapboard import BAND, FRAME, draw_map
    from generator.labels import overlap, segment_meets_box
    from generator.pdf import write_pdf

    ctx = make_context(None, translations(locale))
    path = tmp_path / "map.pdf"
    write_pdf([draw_map(ctx)], path, "map")
    drawn = list(drawn_objects(path, most_points=None))  # every point of every coast: a thinned one crosses more
    names = [ctx.say(name) for name in ctx.tables.province_names]
    seas = {ctx.say(name) for name in ctx.tables.sea_names}
    # A name's lines (a long name may take two), below the title band, outside the sea zones' labels.
    labels = [
        item
        for item in drawn
        if item.kind == "text"
        and item.box[1] > BAND + FRAME
        and item.text.strip() not in seas
        and any(item.text.strip() and item.text.strip() in name for name in names)
        and not item.text.strip().isdigit()
    ]
    assert len(labels) >= len(names)
    segments = _segments(drawn)
    crossed = {item.text: sum(segment_meets_box(s, item.box) for s in segments) for item in labels}
    assert {text: count for text, count in crossed.items() if count} == {}
    covered = [(a.text, b.text) for i, a in enumerate(labels) for b in labels[i + 1 :] if overlap(a.box, b.box) > 0]
    assert covered == []
