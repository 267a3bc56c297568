"""Every kit's tuck box, read back from its PDF: its panels are the deck's size, and the checklist lists it.

The upright lines that run the whole height of the box's body are the back's free edge and the four folds
after it (between the panels, and the glue flap's); the gaps between them, read from where pdfium finds
their points, are the back, a side, the front and the other side. The lid's fold spans the back, the lid's
cut edges its depth.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from engine.i18n import SOURCE_LOCALE, translations
from games import get_kit_maker
from generator.errors import LayoutError
from generator.paper import A4, LETTER
from generator.preflight.ink import drawn_objects, page_sizes
from generator.tuckbox import CARD_THICKNESS, MIN_DEPTH, PLAY, box_size, net_size, tuck_box_page
from tests.i18n.conftest import KIT_GAMES
from tests.kitchecks import pdf_words

TOLERANCE = 0.05  # mm; pdfium reads points back in 32-bit floats


def upright_lines(pdf, page: int) -> list[tuple[float, float, float]]:
    """Return (x, top, length) of every straight upright two-point path of a PDF's page, in mm."""
    found = []
    for drawn in drawn_objects(pdf):
        if drawn.page == page and drawn.kind == "path" and len(drawn.points) == 2:
            (x1, y1), (x2, y2) = drawn.points
            if abs(x1 - x2) < TOLERANCE and abs(y1 - y2) > 1:
                found.append((x1, min(y1, y2), abs(y1 - y2)))
    return found


@pytest.fixture(scope="module")
def kits():
    """Return each game's kit."""
    tr = translations(SOURCE_LOCALE)
    return {game: get_kit_maker(game)(None, tr) for game in KIT_GAMES}


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_tuck_box_panels_measure_each_deck(built_kits, kits, game, paper):
    pdf = built_kits[game, SOURCE_LOCALE] / paper / "tuckbox.pdf"
    assert len(page_sizes(pdf)) == len(kits[game].decks)  # a box for each deck, in order
    for page, deck in enumerate(kits[game].decks, 1):
        assert_box_measures(pdf, page, deck)


def assert_box_measures(pdf, page: int, deck) -> None:
    """Check one page's box against its deck, from the lines read back from the PDF."""
    size = box_size(deck)
    # The box is the cards' trim size with play, as deep as the stack of cards with play.
    assert size.width == pytest.approx(deck.trim_width + PLAY)
    assert size.height == pytest.approx(deck.trim_height + PLAY)
    assert size.depth == pytest.approx(max(MIN_DEPTH, len(deck.cards) * CARD_THICKNESS + PLAY), abs=0.01)
    lines = upright_lines(pdf, page)
    body = sorted({round(x, 2) for x, _, length in lines if abs(length - size.height) < TOLERANCE})
    assert len(body) == 5, f"page {page}: the body's upright edge and folds: {body}"
    gaps = [b - a for a, b in itertools.pairwise(body)]
    assert gaps == pytest.approx([size.width, size.depth, size.width, size.depth], abs=TOLERANCE)
    # The lid, on the back: two cut edges as long as the box is deep, standing on the back's corners.
    top = min(y for x, y, length in lines if abs(length - size.height) < TOLERANCE)
    lid = [(x, y) for x, y, length in lines if abs(length - size.depth) < TOLERANCE and abs(y + length - top) < 0.1]
    assert sorted(round(x, 2) for x, _ in lid) == pytest.approx([body[0], body[1]], abs=TOLERANCE)


@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_tuck_box_is_on_the_checklist_and_carries_the_title(built_kits, kits, game):
    out, kit = built_kits[game, SOURCE_LOCALE], kits[game]
    for paper in ("a4", "letter"):
        words = pdf_words(out / paper / "checklist.pdf")
        assert f"{paper}/tuckbox.pdf" in words and "tuck box" in words
        box = " ".join(pdf_words(out / paper / "tuckbox.pdf").split())
        # The title on the front and both sides of every deck's box; each box names its cards.
        assert "Tuck box" in box and box.count(kit.title) >= 3 * len(kit.decks)
        # Its back is the deck's own back, as the cards' backs print.
        forms = {form for item in drawn_objects(out / paper / "tuckbox.pdf") for form in item.forms}
        assert all(deck.back.name in forms for deck in kit.decks), forms
        for deck in kit.decks:
            assert f"{len(deck.cards)} cards" in box and (deck.title is None or deck.title in box)
    for deck in kit.decks:  # each net fits both papers, upright or turned, inside their margins
        width, height = net_size(box_size(deck))
        assert min(width, height) <= 210 - 20 and max(width, height) <= 279.4 - 20


def test_a_thicker_deck_makes_a_deeper_box_turned_to_fit_or_a_clear_error():
    tr = translations(SOURCE_LOCALE)
    deck = get_kit_maker("avcw")(None, tr).deck
    double = replace(deck, cards=deck.cards * 2)
    assert box_size(double).depth - box_size(deck).depth == pytest.approx(len(deck.cards) * CARD_THICKNESS)
    for paper in (A4, LETTER):
        assert tuck_box_page("Title", deck, paper, tr).width == paper.width  # upright
        turned = tuck_box_page("Title", double, paper, tr)
        assert (turned.width, turned.height) == paper.landscape()
    with pytest.raises(LayoutError, match="216 cards"):
        tuck_box_page("Title", replace(deck, cards=deck.cards * 4), A4, tr)
    # A handful of cards gets a box of the least depth that still folds, its texts all fitting.
    few = replace(deck, cards=deck.cards[:6])
    assert box_size(few).depth == MIN_DEPTH
    assert tuck_box_page("Title", few, A4, tr).overflows == ()
