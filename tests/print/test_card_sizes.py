"""Every kit built at the US card size (2.5 x 3.5 in) with its print-shop files, read back: the preflight clean on
both papers (the PDF/X rule on every print-shop PDF included), the home sheets cut at the US trim, and the
print-shop files the exact sizes the US shops ask for."""

from __future__ import annotations

import pytest
from PIL import Image
from pypdf import PdfReader

from engine.i18n import SOURCE_LOCALE
from generator.cardsize import US
from generator.preflight.check import check_kit
from generator.printshop import DECK_FILE
from tests.i18n.conftest import KIT_GAMES
from tests.kitchecks import assert_poker_cards_with_crop_marks_outside
from tests.print.test_preflight import waits


@pytest.mark.parametrize("game", KIT_GAMES)
def test_a_us_size_kit_passes_the_preflight_with_its_print_shop_files(us_kits, game):
    out = us_kits[game, SOURCE_LOCALE]
    report = check_kit(out)
    assert [finding.line() for finding in report.findings if not waits(game, finding)] == []
    for paper in ("a4", "letter"):
        names = assert_poker_cards_with_crop_marks_outside(out / paper / "deck.pdf", US)
        assert len(names) > 8  # the whole deck, eight a sheet


@pytest.mark.parametrize("game", KIT_GAMES)
def test_us_print_shop_pages_are_2_75_by_3_75_in_and_images_822_by_1122_px(us_kits, game):
    shop = us_kits[game, SOURCE_LOCALE] / "print-shop"
    decks = sorted(shop.rglob(DECK_FILE))
    pdfs, pngs = sorted(set(shop.rglob("*.pdf")) - set(decks)), sorted(shop.rglob("*.png"))
    assert len(pdfs) == len(pngs) > 10 and decks
    for pdf in pdfs + decks:
        for page in PdfReader(pdf).pages:
            box = page.mediabox
            assert (float(box.width), float(box.height)) == pytest.approx((198, 270), abs=0.01), pdf
    for png in pngs:
        with Image.open(png) as image:
            assert image.size == (822, 1122), png
