"""Fold-and-glue decks (``--fold``), read back from the PDFs of every deck of every game, on A4 and Letter.

Each sheet holds fronts on its left half and their backs on its right; folded along the dashed middle line,
printed side out, each back must lie exactly under its front and stand as it does: every corner of a front's
drawing, mirrored about the fold line, meets the corner of its back's drawing that a left-right turn of the
card brings there, within 0.1 mm. Crop marks stand beyond every card's bleed, on the cut lines, and nothing
comes within the printable margin.
"""

from __future__ import annotations

import math
import re

import pdfplumber
import pytest
from pypdf import PdfReader

from engine.plugins import game_names, installed_game
from generator.cardsheet import CROP_MARK
from generator.cardsize import METRIC
from generator.foldsheet import FOLD_LINE
from generator.preflight.placements import MM, page_size_mm, placements
from tests.kitcache import FOLD, drawn_kit
from tests.kitchecks import trim
from tests.print.test_margins import margin_faults

TOLERANCE = 0.1  # mm
FOLD_GAMES = [name for name in game_names() if installed_game(name).plugin.kit is not None]
SWAPPED = (1, 0, 3, 2)  # a form's corners after a left-right turn: top-left takes top-right's place, and so on


@pytest.fixture(scope="module")
def fold_kits(built_kits_of_the_run):
    """Return {game: (its kit, the folder of its kit built with --fold on both papers)}, built when first used."""

    class Kits(dict):
        def __missing__(self, game):
            out, _ = built_kits_of_the_run.built(game, variant=FOLD)
            self[game] = (drawn_kit(game, variant=FOLD), out)
            return self[game]

    return Kits()


def _form(drawing) -> str:
    return re.sub(r"[^A-Za-z0-9-]", "-", drawing.name)


def _mirrored(point, width):
    return width - point[0], point[1]


def _close(a, b) -> bool:
    return all(abs(p - q) <= TOLERANCE for p, q in zip(a, b, strict=True))


def _crop_marks(page) -> list[dict]:
    return [line for line in page.lines if abs(line["linewidth"] - CROP_MARK.width * MM) < 1e-3]


def _grown(box, by):
    x, y, w, h = box
    return (x - by, y - by, w + 2 * by, h + 2 * by)


def _crosses(line, box) -> bool:
    """Tell whether a mark (pdfplumber line, points) touches a box (mm)."""
    x0, x1, top, bottom = line["x0"] / MM, line["x1"] / MM, line["top"] / MM, line["bottom"] / MM
    x, y, w, h = box
    return x0 <= x + w and x1 >= x and top <= y + h and bottom >= y


def _cuts(edges: list[float]) -> list[float]:
    """Return the distinct cut lines of these trim edges (mm): edges within 0.01 mm of each other are one cut."""
    cuts: list[float] = []
    for edge in sorted(edges):
        if not cuts or edge - cuts[-1] > 0.01:
            cuts.append(edge)
    return cuts


def _on(position: float, cuts: list[float]) -> bool:
    return any(abs(position - cut) <= 0.01 for cut in cuts)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", FOLD_GAMES)
def test_every_back_is_its_front_mirrored_about_the_fold_line(fold_kits, game, paper):
    kit, out = fold_kits[game]
    for deck in kit.decks:
        path = out / paper / f"{deck.name}-fold.pdf"
        reader = PdfReader(path)
        width, _ = page_size_mm(reader.pages[0])
        fold = width / 2
        placed = [p for number in range(len(reader.pages)) for p in placements(reader, number)]
        # Each card, then its back: the deck's cards in order, each with the back it names.
        assert len(placed) == 2 * len(deck.cards), path
        for card, front, back in zip(deck.cards, placed[0::2], placed[1::2], strict=True):
            assert front.name.split("-", 1)[1] == _form(card.face), path
            assert back.name.split("-", 1)[1] == _form(deck.back_of(card)), path
            assert front.box[0] + front.box[2] <= fold + TOLERANCE < back.box[0] + 2 * TOLERANCE
            for index, corner in enumerate(front.corners):
                assert _close(_mirrored(corner, width), back.corners[SWAPPED[index]]), (path, card.name, index)
            x, y, w, h = front.clip
            assert _close((width - x - w, y, w, h), back.clip), (path, card.name)
            assert sorted(trim(front)[2:]) == pytest.approx([deck.trim_width, deck.trim_height], abs=TOLERANCE)


@pytest.mark.parametrize("game", FOLD_GAMES)
def test_fold_sheets_have_crop_marks_beyond_the_bleed_a_dashed_fold_line_and_clear_margins(fold_kits, game):
    kit, out = fold_kits[game]
    for paper in ("a4", "letter"):
        for deck in kit.decks:
            path = out / paper / f"{deck.name}-fold.pdf"
            reader = PdfReader(path)
            width, height = page_size_mm(reader.pages[0])
            with pdfplumber.open(path) as plumber:
                for number, page in enumerate(plumber.pages):
                    cards = placements(reader, number)
                    trims = [trim(card) for card in cards]
                    marks = _crop_marks(page)
                    xs = _cuts([t[0] for t in trims] + [t[0] + t[2] for t in trims])
                    ys = _cuts([t[1] for t in trims] + [t[1] + t[3] for t in trims])
                    # Both ends of each vertical cut, the outer end of each horizontal one on either side.
                    assert len(marks) == 2 * len(xs) + 2 * len(ys), (path, number)
                    for mark in marks:
                        on_cut = _on(mark["x0"] / MM, xs) or _on(mark["top"] / MM, ys)
                        assert on_cut, (path, number, mark)
                        assert not any(_crosses(mark, _grown(t, METRIC.sheet_bleed)) for t in trims), (path, number)
                    folds = [
                        line
                        for line in page.lines
                        if abs(line["linewidth"] - FOLD_LINE.width * MM) < 1e-3
                        and line["dash"][0]
                        and abs(line["x0"] / MM - width / 2) <= TOLERANCE
                    ]
                    assert len(folds) == 1, (path, number)
                    assert folds[0]["bottom"] - folds[0]["top"] > (height - 15) * MM
            faults, _ = margin_faults(path)
            assert faults == []
            assert math.ceil(len(deck.cards) / 4) == len(reader.pages)  # four poker cards a sheet, both papers


@pytest.mark.parametrize("game", FOLD_GAMES)
def test_the_checklist_lists_each_fold_deck_and_says_when_to_choose_it(fold_kits, game):
    kit, out = fold_kits[game]
    for paper in ("a4", "letter"):
        with pdfplumber.open(out / paper / "checklist.pdf") as plumber:
            words = " ".join(plumber.pages[0].extract_text().split())
        for deck in kit.decks:
            assert f"{paper}/{deck.name}-fold.pdf" in words
            assert f"Instead of {deck.name}.pdf without duplex" in words
        assert "No duplex printer, or backs that never line up?" in words
