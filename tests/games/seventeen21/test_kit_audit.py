"""17(21)'s cards as a print audit reads them, from the built PDFs in English and the widest languages: the
doctrines' lower cost disc clear of the effect box, 6 and 9 underlined in every disc, and every number read
across the table (the Cohesion too) at least 3.5 mm of ink tall."""

import re

import pdfplumber
import pytest
from pypdf import PdfReader

from games.seventeen21.components.cards import DISC as DISC_RADIUS
from generator.preflight.ink import drawn_objects
from generator.preflight.placements import MM, placements
from tests.kitchecks import trim

LOCALES = ("en", "de", "pl")
NUMBER_HEIGHT = 3.5  # mm of ink: the least for any number read at the table
DISC = (2 * DISC_RADIUS, 2 * DISC_RADIUS)  # mm, the value and cost discs' box, as the cards draw it
CLEARANCE = 1.0  # mm between a doctrine's lower disc and its effect box


@pytest.fixture(scope="module")
def built(built_kits_of_the_run):
    """Return {locale: the folder of 17(21)'s kit built in it (the audit reads its A4 sheets)}, each when first used."""

    class Kits(dict):
        def __missing__(self, locale):
            out, _ = built_kits_of_the_run.built("17-21", locale)
            self[locale] = out
            return out

    return Kits()


def _mm_box(item) -> tuple[float, float, float, float]:
    return item["x0"] / MM, item["top"] / MM, (item["x1"] - item["x0"]) / MM, (item["bottom"] - item["top"]) / MM


def _gap(a, b) -> float:
    """Return how far apart two boxes are (negative when they overlap)."""
    dx = max(a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
    dy = max(a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]))
    return max(dx, dy)


def _within(box, point) -> bool:
    x, y, w, h = box
    return x <= point[0] <= x + w and y <= point[1] <= y + h


def _centre(box):
    return box[0] + box[2] / 2, box[1] + box[3] / 2


@pytest.mark.parametrize("locale", LOCALES)
def test_each_doctrine_s_discs_keep_clear_of_its_effect_box(built, locale):
    with pdfplumber.open(built[locale] / "a4" / "doctrines.pdf") as plumber:
        checked = 0
        for page in plumber.pages[0::2]:
            curves = [_mm_box(curve) for curve in page.curves]
            discs = [box for box in curves if box[2:] == pytest.approx(DISC, abs=0.3)]
            effects = [
                _mm_box(curve)
                for curve in page.curves
                if curve["fill"]
                and (curve["x1"] - curve["x0"]) > 20 * MM
                and (curve["bottom"] - curve["top"]) > 20 * MM
            ]
            assert len(discs) == 2 * len(effects)
            for disc in discs:
                assert min(_gap(disc, effect) for effect in effects) >= CLEARANCE, (locale, disc)
            checked += len(effects)
    assert checked == 16


@pytest.mark.parametrize("locale", LOCALES)
def test_sixes_and_nines_are_underlined_in_both_discs_and_no_other_value_is(built, locale):
    for deck in ("deck", "doctrines"):
        drawn = list(drawn_objects(built[locale] / "a4" / f"{deck}.pdf"))
        bars = [d for d in drawn if d.kind == "path" and min(d.box[2:]) < 1.0 and 3.0 < max(d.box[2:]) < 4.5]
        values = [d for d in drawn if d.kind == "text" and re.fullmatch(r"\d+", d.text) and max(d.box[2:]) >= 5.0]
        assert values, deck
        for value in values:
            near = [bar for bar in bars if bar.page == value.page and 0 <= _gap(bar.box, value.box) <= 1.5]
            expected = 1 if value.text in ("6", "9") else 0
            assert len(near) == expected, (locale, deck, str(value))


@pytest.mark.parametrize("locale", LOCALES)
def test_every_number_on_a_card_is_at_least_3_5_mm_tall_and_every_unit_shows_its_cohesion(built, locale):
    from games.seventeen21.data import tables_for

    tables = tables_for()
    for deck in ("deck", "doctrines", "terrain"):
        path = built[locale] / "a4" / f"{deck}.pdf"
        numbers = [d for d in drawn_objects(path) if d.kind == "text" and re.fullmatch(r"\[?\d+\]?", d.text)]
        reader = PdfReader(path)
        for number in range(0, len(reader.pages), 2):
            for card in placements(reader, number):
                box = trim(card)
                # The card's height runs across the sheet when the card lies turned.
                found = [t for t in numbers if t.page == number + 1 and _within(box, _centre(t.box))]
                heights = {t.text: t.box[2] if box[2] > box[3] else t.box[3] for t in found}
                assert all(height >= NUMBER_HEIGHT for height in heights.values()), (locale, card.name, heights)
                if deck == "deck":
                    code = card.name.split("-card-")[1]
                    cohesion = tables.rules.units[tables.unit_type[tables.code.index(code)]].cohesion
                    assert str(cohesion) in heights, (locale, code)


@pytest.mark.parametrize("locale", LOCALES)
def test_each_player_s_sheet_holds_the_aid_and_that_player_s_shocked_markers_with_little_left_blank(built, locale):
    from games.seventeen21.components.aid import HEIGHT
    from generator.tokens import CUT

    out = built[locale] / "a4"
    assert not (out / "markers.pdf").exists()  # no sheet of its own, a quarter full
    path = out / "player-aid.pdf"
    with pdfplumber.open(path) as plumber:
        for page in plumber.pages:
            outlines = [
                r
                for r in page.rects
                if not r["fill"] and abs(r["linewidth"] - CUT.width * MM) < 1e-3 and r["width"] > r["height"]
            ]
            assert len(outlines) == 6, locale  # a side's six places on the field
    drawn = list(drawn_objects(path))
    for number in {item.page for item in drawn}:
        on_page = [item for item in drawn if item.page == number]
        frame = max(on_page, key=lambda item: item.box[3])  # the aid's frame is its tallest drawing
        bottom = frame.box[1] + frame.box[3]
        lowest = max(item.box[1] + item.box[3] for item in on_page if item is not frame)
        assert bottom - lowest < 0.15 * HEIGHT, (locale, number, bottom - lowest)  # not a third blank
