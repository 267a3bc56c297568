"""Every kit built with all the build variants on at once (the ink saver, the four-colour deck, registration marks
and fold sheets), in English and the pseudo-locale, on A4 and Letter, passes the preflight save the faults listed
in test_preflight.py's ``WAITING``.

The variants add a file (each deck's fold sheets) and marks (registration marks) that the preflight reads as
what they are: a fold sheet's fronts and its mirrored backs are cards, judged as the duplex deck's are; its crop
marks and fold line, like the registration marks, are the sheet's own marks round the card block, judged by the
margin and overlap rules. One kit per game and language covers every variant (tests/print/conftest.py).
"""

from __future__ import annotations

import pytest

from engine.i18n import PSEUDO_LOCALE, SOURCE_LOCALE
from generator.preflight.check import check_kit
from generator.preflight.ink import drawn_objects
from generator.preflight.numbers import card_trim
from generator.preflight.sheets import Sheet, kit_pdfs
from generator.registration import SQUARE
from tests.i18n.conftest import KIT_GAMES
from tests.print.test_preflight import waits

# English and the pseudo-locale, the widest text: the other languages' texts fit the same frames.
VARIANT_LOCALES = (SOURCE_LOCALE, PSEUDO_LOCALE)


@pytest.mark.parametrize("locale", VARIANT_LOCALES)
@pytest.mark.parametrize("game", KIT_GAMES)
def test_every_kit_built_with_every_variant_passes_the_preflight(variant_kits, game, locale):
    out = variant_kits[game, locale]
    read = {pdf.relative_to(out).as_posix() for pdf in kit_pdfs(out)}
    assert {"a4/deck-fold.pdf", "letter/deck-fold.pdf"} <= read  # the fold sheets are read with the rest
    report = check_kit(out)
    assert [finding.line() for finding in report.findings if not waits(game, finding)] == []


def test_the_preflight_reads_a_fold_sheets_fronts_and_mirrored_backs_as_cards(variant_kits):
    out = variant_kits["civil_suits", SOURCE_LOCALE]
    objects = [item for item in drawn_objects(out / "a4" / "deck-fold.pdf") if item.page == 1]
    drawn_in_cards = [item for item in objects if item.forms]
    # Every object drawn in a card lies on a card's trim, so the safe-zone and index rules judge it.
    assert drawn_in_cards and all(card_trim(item) is not None for item in drawn_in_cards)
    fold_x = 210 / 2
    fronts = {item.component for item in drawn_in_cards if item.box[0] + item.box[2] <= fold_x + 0.01}
    backs = {item.component for item in drawn_in_cards if item.box[0] >= fold_x - 0.01}
    assert len(fronts) == 4 and backs == {"card-back"}
    # The fold line is a mark of the sheet, not of a card: it runs down the middle between the printable margins.
    assert any(not item.forms and item.box[0] < fold_x < item.box[0] + item.box[2] for item in objects)
    # The fold sheets hold the deck's cards, read at the table: WAITING's faults of the deck are theirs too.
    fold_sheet = Sheet("a4/deck-fold.pdf", (), ())
    assert fold_sheet.stem == "deck" and fold_sheet.is_read_at_the_table()


def test_the_preflight_reads_the_registration_marks_as_the_sheets_own_marks(variant_kits):
    out = variant_kits["civil_suits", SOURCE_LOCALE]
    objects = [item for item in drawn_objects(out / "a4" / "deck.pdf") if item.page == 1]
    squares = [
        item
        for item in objects
        if item.kind == "path" and item.fill == "#000000" and abs(item.box[2] - SQUARE) < 0.1 and not item.forms
    ]
    assert len(squares) == 1  # the machine's filled square, top left, outside every card
    cards = [item.frame for item in objects if item.frame is not None]
    square = squares[0].box
    assert all(square[0] + square[2] < card[0] or square[1] + square[3] < card[1] for card in cards)
