"""The Trumps of Kings kit: the map (tiled on A4 and Letter, on one sheet of A3 or Tabloid) with real coastlines
and every province of the rules data, the deck, the markers and counters, the kingdom cards and aids, read
back from the built PDFs."""

import math

import pytest

from engine.i18n import translations
from games.trumps_of_kings.components import make_kit
from games.trumps_of_kings.components.mapboard import NODE, VALUE_SIZE, border_lines, sea_lanes
from games.trumps_of_kings.components.maplayout import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    province_point,
    sea_label_box,
    tile_seams,
)
from games.trumps_of_kings.data import RULES_PATH, tables_for
from generator.build import BuildOptions, build
from generator.coast import shorelines
from generator.geometry import Path
from generator.paper import papers_for
from generator.tiles import OVERLAP
from tests.helpers import rules_copy
from tests.kitchecks import (
    assert_fonts_embedded_and_subset,
    assert_pages_are_their_paper,
    assert_poker_cards_with_crop_marks_outside,
    pdf_words,
)

SHEETS = ("kingdoms.pdf", "aids.pdf", "tracks.pdf")


@pytest.fixture(scope="module")
def kit():
    return make_kit(None, translations("en"))


@pytest.fixture(scope="module")
def built(tmp_path_factory, kit):
    out = tmp_path_factory.mktemp("kings-kit") / "trumps_of_kings-en"
    report = build(kit, BuildOptions(papers=tuple(papers_for("both")), out=out), translations("en"), False)
    return out, report


def test_the_kit_holds_map_deck_markers_cards_aids_tracks_and_checklist(built):
    out, _ = built
    expected = {"a4": "board-a3.pdf", "letter": "board-tabloid.pdf"}
    for paper, large in expected.items():
        assert sorted(p.name for p in (out / paper).iterdir()) == sorted(
            [
                large,
                "board-tiled.pdf",
                "booklet.pdf",
                "deck.pdf",
                "calibration.pdf",
                "checklist.pdf",
                "markers.pdf",
                "tuckbox.pdf",
                *SHEETS,
            ]
        )
    assert_pages_are_their_paper(out, large_files=("board-{large}.pdf",))
    assert_fonts_embedded_and_subset(out, "garamond")  # the face its rules data names (docs/printing.md)


def test_the_map_is_tiled_with_glue_strips_and_lettered_seams(built):
    out, _ = built
    words = pdf_words(out / "a4" / "board-tiled.pdf")
    assert "sheet 1 of 6" in words and "sheet 6 of 6" in words and "glue" in words
    # The one-sheet board is one sheet, the same map scaled to it: no sheet numbers, no glue.
    one_sheet = pdf_words(out / "a4" / "board-a3.pdf")
    assert "sheet" not in one_sheet and "glue" not in one_sheet and "Silesia" in one_sheet


def test_every_province_and_sea_zone_is_named_on_the_map_with_its_value(kit):
    from tests.kitchecks import drawing_texts

    texts = [" ".join(text.lines) for text in drawing_texts(kit.board)]
    tables = tables_for()
    for name in ("Silesia", "Saxony", "Île-de-France", "Götaland", "Baltic Sea", "Gulf of Bothnia"):
        assert any(name == text for text in texts), name
    assert sum(1 for text in texts if text in {"1", "2", "3"}) == len(tables.provinces)


def test_every_text_of_the_map_markers_and_sheets_is_6_pt_or_more_and_every_value_16_pt(kit):
    from generator.text import LEGIBLE_SIZE
    from tests.kitchecks import drawing_texts

    drawings = [kit.board, *(face for token in kit.tokens for face in (token.front, token.back))]
    drawings += [page for sheets in kit.sheets for page in sheets.pages]
    for drawing in drawings:
        for text in drawing_texts(drawing):
            assert text.size >= LEGIBLE_SIZE, (drawing.name, text.lines, text.size)
    # A province's value is read across the table: figures 3.5 mm tall.
    values = [text for text in drawing_texts(kit.board) if " ".join(text.lines) in {"1", "2", "3"}]
    assert values and all(text.size >= VALUE_SIZE == 16 for text in values)


def test_the_maps_lines_end_at_the_rings_and_labels_they_join():
    tables = tables_for()
    ends = [point for line in border_lines(tables) for point in (line[:2], line[2:])]
    centres = [province_point(tables, p) for p in range(len(tables.provinces))]
    for x, y in ends:  # on a node's ring, never inside it over its value
        assert min(math.dist((x, y), centre) for centre in centres) == pytest.approx(NODE)
    for x1, y1, x2, y2 in sea_lanes(tables):  # on a sea zone label's outline, never over its name
        for x, y in ((x1, y1), (x2, y2)):
            assert any(_on_pill_outline(x, y, sea_label_box(tables, s)) for s in range(len(tables.seas)))


def _on_pill_outline(x: float, y: float, box) -> bool:
    bx, by, w, h = box
    r, cy = h / 2, by + h / 2
    cx = min(max(x, bx + r), bx + w - r)  # the nearest point of the pill's spine
    return abs(math.dist((x, y), (cx, cy)) - r) < 1e-6


def test_no_provinces_value_is_cut_by_the_edge_of_a_tile_on_any_paper():
    # The figures of a value reach 2.1 mm above its node's centre and 1.5 mm below it (16 pt, set in the
    # middle of the node): no edge of a tile, on either side of a glued overlap, crosses them.
    tables = tables_for()
    edges = [y for seam in tile_seams()[1] for y in (seam, seam + OVERLAP)]
    assert edges
    for p in range(len(tables.provinces)):
        _, y = province_point(tables, p)
        for edge in edges:
            assert edge < y - 2.1 or edge > y + 1.5, (tables.provinces[p], y, edge)


def test_the_coastlines_are_real_gshhs_shorelines_in_the_map_window():
    polygons = shorelines(WEST, SOUTH, EAST, NORTH)
    assert len(polygons) > 50 and sum(len(points) for _, points in polygons) > 5000
    # Sicily's shore is there, near Palermo (38.1 N, 13.4 E).
    assert any(abs(lon - 13.4) < 0.3 and abs(lat - 38.15) < 0.2 for _, points in polygons for lon, lat in points)


def test_provinces_sit_where_the_rules_data_puts_them(tmp_path):
    tables = tables_for()
    path = rules_copy(tmp_path, RULES_PATH, lambda data: data["provinces"]["saxony"].update(at=[14.0, 52.0]))
    moved = tables_for(str(path))
    saxony = tables.province_index["saxony"]
    assert province_point(moved, saxony) != province_point(tables, saxony)
    assert province_point(moved, saxony)[0] > province_point(tables, saxony)[0]


def test_the_map_draws_its_land_as_paths(kit):
    paths = [item for item, _, _ in kit.board.walk() if isinstance(item, Path)]
    assert len(paths) > 50


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_deck_is_52_cards_without_jokers_each_naming_its_suits_actions(built, paper):
    out, _ = built
    names = assert_poker_cards_with_crop_marks_outside(out / paper / "deck.pdf")
    assert len(names) == 52 and "JK1" not in names
    words = pdf_words(out / paper / "deck.pdf")
    assert "Invade" in words and "Diplomacy" in words and "Naval movement" in words and "Reinforce" in words


def test_markers_kingdom_cards_aids_and_tracks_carry_the_data(built, kit):
    out, _ = built
    markers = pdf_words(out / "a4" / "markers.pdf")
    assert "Charles of Lorraine" in markers and "Client" in markers and "below 12" in markers
    assert len([token for token in kit.tokens if token.name.startswith("army-")]) == 18  # one per Royal Army
    kingdoms = pdf_words(out / "a4" / "kingdoms.pdf")
    assert "Military Prowess" in kingdoms and "hand limit 10" in kingdoms
    aids = pdf_words(out / "a4" / "aids.pdf")
    assert "Discovery Chart" in aids and "Enlightened ministry" in aids and "Ace high" in aids
    tracks = pdf_words(out / "a4" / "tracks.pdf")
    assert "1748" in tracks and "Order of play" in tracks and "24" in tracks
    checklist = pdf_words(out / "a4" / "checklist.pdf")
    assert "status markers" in checklist and "Royal Army counters" in checklist


@pytest.mark.parametrize("locale", ["en", "pl", "de", "fr"])
def test_status_markers_keep_their_words_at_7_pt_and_clear_of_the_border(locale):
    from games.trumps_of_kings.components import make_context
    from games.trumps_of_kings.components.counters import STATUS, STATUS_PAD, status_markers
    from generator.geometry import Text

    for token in status_markers(make_context(None, translations(locale)))[::4]:
        for face in (token.front, token.back):
            texts = [item for item in face.items if isinstance(item, Text)]
            status = texts[0]
            assert status.size >= 7, (locale, face.name, status.lines)
            for item in texts:
                assert item.box[0] >= STATUS_PAD and item.box[0] + item.box[2] <= STATUS - STATUS_PAD
