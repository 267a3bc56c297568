"""Trumps of Kings' cards and aid as a print audit reads them from the built PDFs: the pips centred between the
card's frame and its action band, clear of the band, laid out symmetrically about the card's middle; one
sheet a player for the aid and the Discovery Chart."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from engine.cards import parse_card, rank_number
from engine.i18n import Message, render, translations
from games.trumps_of_kings.components import make_kit
from games.trumps_of_kings.components.aids import HEIGHT as AID_HEIGHT
from generator.build import BuildOptions, build
from generator.cardface import BLEED, HEIGHT, TRIM_WIDTH, WIDTH
from generator.paper import papers_for
from generator.preflight.ink import drawn_objects
from generator.preflight.placements import placements

FRAME_TOP = BLEED + 1.6  # mm from the card drawing's top: the face's frame
BAND = (TRIM_WIDTH - 22, 7.5)  # the action band's size
PIP_GAP = 4.0  # mm of card, at least, between the lowest pip and the band
CENTRED = 0.5  # mm
POINT_SYMMETRIC = {2, 3, 4, 5, 6, 8, 9, 10}  # layouts that look the same turned half round (not the 7)


@pytest.fixture(scope="module")
def deck_pdf(tmp_path_factory):
    out = tmp_path_factory.mktemp("tok-cards")
    tr = translations("en")
    build(make_kit(None, tr), BuildOptions(papers=tuple(papers_for("a4")), out=out), tr, False)
    return out / "a4" / "deck.pdf"


def _to_card(corners):
    """Return a function taking a page point (mm, y down) to the card drawing's own (mm from its top-left)."""
    (x0, y0), (x1, y1), _, (x3, y3) = corners  # the form's bottom-left, bottom-right and top-left corners
    across, up = (x1 - x0, y1 - y0), (x3 - x0, y3 - y0)
    width, height = (across[0] ** 2 + across[1] ** 2) ** 0.5, (up[0] ** 2 + up[1] ** 2) ** 0.5

    def convert(x, y):
        dx, dy = x - x0, y - y0
        u = (dx * across[0] + dy * across[1]) / width * WIDTH / width
        v = (dx * up[0] + dy * up[1]) / height * HEIGHT / height
        return u, HEIGHT - v

    return convert


def _card_box(box, convert):
    x, y, w, h = box
    points = [convert(px, py) for px in (x, x + w) for py in (y, y + h)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def _pip_cards(deck_pdf):
    """Yield (card name, its pips' boxes, its band's box), in the card drawing's own mm."""
    reader = PdfReader(deck_pdf)
    drawn: dict[int, list] = {}
    for item in drawn_objects(deck_pdf):
        drawn.setdefault(item.page, []).append(item)
    for number in range(0, len(reader.pages), 2):
        for card in placements(reader, number):
            name = card.name.split("-card-")[1]
            convert = _to_card(card.corners)
            inside = [
                _card_box(item.box, convert) for item in drawn[number + 1] if item.kind == "path" and item.depth == 1
            ]
            inside = [b for b in inside if b[0] >= 0 and b[0] + b[2] <= WIDTH and b[1] >= 0 and b[1] + b[3] <= HEIGHT]
            band = [b for b in inside if (b[2], b[3]) == pytest.approx(BAND, abs=0.6)]
            pips = [b for b in inside if b[2] < 12 and b[3] < 12 and BLEED + 14 < b[0] + b[2] / 2 < WIDTH - BLEED - 14]
            yield name, pips, band


def test_pips_stand_centred_between_the_frame_and_the_band_and_clear_of_it(deck_pdf):
    checked = 0
    for name, pips, band in _pip_cards(deck_pdf):
        if name[:-1] in ("J", "Q", "K"):
            continue
        assert len(band) == 1, name
        band_top = band[0][1]
        top, bottom = min(p[1] for p in pips), max(p[1] + p[3] for p in pips)
        left, right = min(p[0] for p in pips), max(p[0] + p[2] for p in pips)
        assert band_top - bottom >= PIP_GAP, (name, band_top - bottom)
        assert (top + bottom) / 2 == pytest.approx((FRAME_TOP + band_top) / 2, abs=CENTRED), name
        assert (left + right) / 2 == pytest.approx(WIDTH / 2, abs=CENTRED), name
        checked += 1
    assert checked == 40


def _clusters(boxes, reach: float = 1.0) -> list[tuple[float, float]]:
    """Return the ink centre of each pip: the boxes that touch (a club's lobes and stem) taken together."""
    groups: list[list] = []
    for box in boxes:
        near = [g for g in groups if any(_touch(box, other, reach) for other in g)]
        merged = [box] + [b for g in near for b in g]
        groups = [g for g in groups if g not in near] + [merged]
    centres = []
    for group in groups:
        left, top = min(b[0] for b in group), min(b[1] for b in group)
        right, bottom = max(b[0] + b[2] for b in group), max(b[1] + b[3] for b in group)
        centres.append(((left + right) / 2, (top + bottom) / 2))
    return sorted(centres)


def _touch(a, b, reach: float) -> bool:
    return (
        a[0] - reach <= b[0] + b[2]
        and b[0] - reach <= a[0] + a[2]
        and a[1] - reach <= b[1] + b[3]
        and b[1] - reach <= a[1] + a[3]
    )


def test_pips_are_laid_out_symmetrically_about_the_card_s_middle(deck_pdf):
    checked = 0
    for name, pips, _ in _pip_cards(deck_pdf):
        if name[:-1] in ("J", "Q", "K") or rank_number(parse_card(name)) not in POINT_SYMMETRIC:
            continue
        centres = _clusters(pips)
        assert len(centres) == rank_number(parse_card(name)), name
        xs, ys = [c[0] for c in centres], [c[1] for c in centres]
        middle = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        assert middle[0] == pytest.approx(WIDTH / 2, abs=CENTRED), name
        turned = sorted((2 * middle[0] - x, 2 * middle[1] - y) for x, y in centres)
        for mine, theirs in zip(centres, turned, strict=True):
            assert mine == pytest.approx(theirs, abs=CENTRED), name
        checked += 1
    assert checked == 32


@pytest.mark.parametrize("locale", ["en", "de"])
def test_one_sheet_holds_a_player_s_aid_and_the_discovery_chart_with_little_left_blank(tmp_path, locale):
    tr = translations(locale)
    build(
        make_kit(None, tr), BuildOptions(papers=tuple(papers_for("letter")), out=tmp_path, language=locale), tr, False
    )
    path = tmp_path / "letter" / "aids.pdf"
    drawn = list(drawn_objects(path))
    assert {item.page for item in drawn} == {1}  # one sheet a player, not two half-empty ones
    texts = " ".join(item.text for item in drawn if item.kind == "text")
    assert render(Message("Discovery Chart"), tr) in texts
    top = min(item.box[1] for item in drawn)
    bottom = max(item.box[1] + item.box[3] for item in drawn)
    assert bottom - top > 0.9 * AID_HEIGHT  # the sheet's printed block is used from top to bottom


def test_the_last_markers_sheet_is_filled_with_spare_status_markers(tmp_path):
    import pdfplumber

    from generator.tokens import CUT

    tr = translations("en")
    kit = make_kit(None, tr)
    build(kit, BuildOptions(papers=tuple(papers_for("a4")), out=tmp_path), tr, False)
    with pdfplumber.open(tmp_path / "a4" / "markers.pdf") as plumber:
        outlines = [
            [r for r in page.rects if not r["fill"] and abs(r["linewidth"] - CUT.width * 72 / 25.4) < 1e-3]
            for page in plumber.pages
        ]
    # The last sheet holds as many markers as the full ones, not a handful.
    assert len(outlines[-1]) >= 0.9 * len(outlines[0]) and sum(map(len, outlines)) > len(kit.tokens)
