"""Read back from every kit's PDFs: corner indices tall enough to read across a table, marker texts clear of
the cut line, in every language and on both papers."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from engine.cards import is_joker, parse_card, rank_index, rank_of
from engine.i18n import render, translations
from generator.cardface import INDEX_RANK_HEIGHT
from generator.preflight.ink import drawn_objects
from generator.preflight.placements import placements
from tests.i18n.conftest import KIT_GAMES, KIT_LOCALES
from tests.kitchecks import trim

PAPERS = ("a4", "letter")
CUT_CLEARANCE = 1.5  # mm between a marker's text and the line it is cut along


def _contains(box, point) -> bool:
    x, y, w, h = box
    return x <= point[0] <= x + w and y <= point[1] <= y + h


def _centre(box) -> tuple[float, float]:
    return box[0] + box[2] / 2, box[1] + box[3] / 2


def rank_heights(path, tr) -> dict[str, list[float]]:
    """Return, for every suited card of a deck PDF, the ink height of each rank index it shows (along the card)."""
    reader = PdfReader(path)
    texts = {}
    for drawn in drawn_objects(path):
        if drawn.kind == "text":
            texts.setdefault(drawn.page, []).append(drawn)
    heights = {}
    for number in range(0, len(reader.pages), 2):
        for card in placements(reader, number):
            name = card.name.split("-card-")[1]
            code = parse_card(name)
            if is_joker(code):
                continue
            box = trim(card)
            rank = render(rank_index(rank_of(code)), tr)
            found = [t for t in texts.get(number + 1, []) if t.text == rank and _contains(box, _centre(t.box))]
            # The card's height runs across the sheet when the card lies turned.
            heights[name] = [t.box[2] if box[2] > box[3] else t.box[3] for t in found]
    return heights


# The games whose deck is the 54-card poker deck with ranked corner indices: 17(21)'s own deck shows combat
# values, checked in its own tests (tests/games/seventeen21/test_kit.py::test_every_value_index_is_at_least_5_mm_tall);
# Walsingham's cards have no ranks.
RANKED_DECK_GAMES = [game for game in KIT_GAMES if game not in ("17-21", "walsingham")]


@pytest.mark.parametrize("locale", KIT_LOCALES)
@pytest.mark.parametrize("game", RANKED_DECK_GAMES)
def test_every_corner_index_shows_its_rank_at_least_5_mm_tall(built_kits, game, locale):
    out = built_kits[game, locale]
    for paper in PAPERS:
        heights = rank_heights(out / paper / "deck.pdf", translations(locale))
        assert len(heights) == 52
        assert {name: len(found) for name, found in heights.items() if len(found) != 2} == {}  # both corners
        short = {name: found for name, found in heights.items() if min(found) < INDEX_RANK_HEIGHT}
        assert short == {}, paper


def cut_clearances(path) -> list[tuple[float, str]]:
    """Return, for every text on a sheet of fold-over markers, how far its ink keeps from the marker's cut line."""
    drawn = list(drawn_objects(path))
    # The cut outlines are the sheet's own rectangles (the markers' faces are forms placed inside them).
    outlines = {}
    for item in drawn:
        if item.kind == "path" and item.depth == 0 and len(item.points) >= 4:
            xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
            box = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            if box[2] > 5 and box[3] > 5:
                outlines.setdefault(item.page, []).append(box)
    found = []
    for item in drawn:
        if item.kind != "text" or item.depth == 0:  # the sheet's own heading is not on a marker
            continue
        around = [box for box in outlines.get(item.page, []) if _contains(box, _centre(item.box))]
        assert len(around) == 1, f"{path.name}: {item} lies in {len(around)} marker outlines"
        (cx, cy, cw, ch), (x, y, w, h) = around[0], item.box
        found.append((min(x - cx, y - cy, cx + cw - x - w, cy + ch - y - h), f"{path.name}: {item}"))
    return found


@pytest.mark.parametrize("locale", KIT_LOCALES)
def test_every_text_on_a_marker_keeps_clear_of_its_cut_line(built_kits, locale):
    checked = 0
    for game in KIT_GAMES:
        for paper in PAPERS:
            path = built_kits[game, locale] / paper / "markers.pdf"
            if not path.exists():  # a game without markers
                continue
            clearances = cut_clearances(path)
            checked += len(clearances)
            assert [what for distance, what in clearances if distance < CUT_CLEARANCE] == []
    assert checked > 100  # A Very Civil Whist's 25 markers, at least
