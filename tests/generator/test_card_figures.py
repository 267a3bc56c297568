"""Court cards and unit cards bear their figure: drawn on every such face, inside the safe zone, clear of text.

Every court card (J, Q, K) of A Very Civil Whist, Civil Suits and Trumps of Kings carries its rank's emblem,
and every 17(21) unit card its arm's; no other face does. Each figure's ink lies 3 mm or more inside the cut,
meets no other ink of its face (a text, the frame, a value's disc, an index) but a solid band drawn under it
whole, shows in the SVG the build writes, and leaves the card's code where it stood without it.
"""

from __future__ import annotations

import re

import pytest

from engine.cards import DECK_SIZE, format_card, is_joker, rank_of
from engine.i18n import translations
from games.avcw.components import make_context as avcw_context
from games.avcw.components.cards import card_face as avcw_face
from games.civil_suits.components import make_context as civil_suits_context
from games.civil_suits.components.cards import card_face as civil_suits_face
from games.seventeen21.components import make_context as seventeen21_context
from games.seventeen21.components.cards import unit_face
from games.trumps_of_kings.components import make_context as trumps_context
from games.trumps_of_kings.components.cards import ARMS_ID, suit_kingdoms
from games.trumps_of_kings.components.cards import card_face as trumps_face
from generator.cardcode import MODULE, MODULES, QUIET
from generator.cardface import BLEED, SAFE, TRIM_HEIGHT, TRIM_WIDTH
from generator.codespot import free_spot, ink_boxes
from generator.figures import ARM_ID, COURT_ID, COURT_RANKS
from generator.geometry import Drawing, Group, Rect
from generator.svg import svg_text

FIGURES = (COURT_ID, ARM_ID, ARMS_ID)
FOOTPRINT = (MODULES + 2 * QUIET) * MODULE  # mm: a code with its quiet zone
TOUCH = 0.05  # mm: boxes closer than this do not meet


def split(face: Drawing) -> tuple[list[Group], Drawing]:
    """Return a face's figure groups, and the face without them."""
    figures = [item for item in face.items if isinstance(item, Group) and item.id in FIGURES]
    rest = tuple(item for item in face.items if item not in figures)
    return figures, Drawing(face.name, face.width, face.height, rest, face.trim)


def boxes_of(face: Drawing, items) -> list:
    return ink_boxes(Drawing(face.name, face.width, face.height, tuple(items), face.trim))


def meets(a, b) -> bool:
    return a[0] < b[2] - TOUCH and b[0] < a[2] - TOUCH and a[1] < b[3] - TOUCH and b[1] < a[3] - TOUCH


def contains(outer, inner) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and outer[2] >= inner[2] and outer[3] >= inner[3]


def solid_under(face: Drawing, box) -> bool:
    """Whether a box of the face is a solid rectangle's (a band, a panel) rather than a text's or a line's."""
    return any(
        isinstance(item, Rect)
        and item.style.fill
        and all(abs(a - b) < 1e-6 for a, b in zip((item.x, item.y, item.x + item.w, item.y + item.h), box, strict=True))
        for item in face.items
    )


def assert_figure_clear(face: Drawing) -> list[Group]:
    """Check a face's figures: inside the safe zone, meeting no other ink but a solid under them, the code unmoved;
    return them."""
    figures, rest = split(face)
    safe = (BLEED + SAFE, BLEED + SAFE, BLEED + TRIM_WIDTH - SAFE, BLEED + TRIM_HEIGHT - SAFE)
    others = ink_boxes(rest)
    spot = free_spot(rest, BLEED, TRIM_WIDTH, TRIM_HEIGHT, FOOTPRINT)
    assert free_spot(face, BLEED, TRIM_WIDTH, TRIM_HEIGHT, FOOTPRINT) == spot, face.name  # the code stays put
    codes = []
    if spot is not None:
        x, y, twinned = spot
        codes.append((BLEED + x, BLEED + y, BLEED + x + FOOTPRINT, BLEED + y + FOOTPRINT))
        if twinned:
            far = (BLEED + TRIM_WIDTH - x, BLEED + TRIM_HEIGHT - y)
            codes.append((far[0] - FOOTPRINT, far[1] - FOOTPRINT, *far))
    for figure in figures:
        drawn = boxes_of(face, [figure])
        assert drawn, face.name
        for box in drawn:
            assert contains(safe, box), (face.name, figure.id, box)
            for code in codes:
                assert not meets(box, code), (face.name, figure.id, "code")
            for other in others:
                if meets(box, other):
                    assert contains(other, box) and solid_under(rest, other), (face.name, figure.id, box, other)
    return figures


@pytest.fixture(scope="module", params=["en", "pl", "de", "fr"])
def language(request):
    return translations(request.param)


DECKS = {
    "avcw": (avcw_context, avcw_face),
    "civil_suits": (civil_suits_context, civil_suits_face),
    "trumps_of_kings": (trumps_context, trumps_face),
}


@pytest.mark.parametrize("game", DECKS)
@pytest.mark.parametrize("ink_saver", [False, True])
def test_every_court_card_bears_its_rank_emblem_clear_of_everything(game, ink_saver, language):
    make_context, card_face = DECKS[game]
    ctx = make_context(None, language, ink_saver=ink_saver)
    cards = range(52) if game == "trumps_of_kings" else range(DECK_SIZE)
    courts = 0
    for card in cards:
        face = card_face(ctx, card)
        figures = [group for group in assert_figure_clear(face) if group.id == COURT_ID]
        if is_joker(card) or rank_of(card) not in COURT_RANKS:
            assert not figures, face.name
            continue
        courts += 1
        # A Very Civil Whist's court stands either side of its band's label; the others bear one.
        assert len(figures) == (2 if game == "avcw" else 1), face.name
        assert len(re.findall(f'id="{COURT_ID}', svg_text(face))) == len(figures), face.name
    assert courts == 12


def test_the_three_court_ranks_bear_three_different_emblems():
    ctx = civil_suits_context(None, translations("en"))
    drawn = {}
    for card in range(10, 13):  # the Jack, Queen and King of clubs
        (figure,) = split(civil_suits_face(ctx, card))[0]
        drawn[rank_of(card)] = [type(item).__name__ for item in figure.items]
    assert len({tuple(kinds) for kinds in drawn.values()}) == 3


def test_trumps_of_kings_courts_carry_the_arms_of_the_kingdoms_of_their_suit():
    ctx = trumps_context(None, translations("en"))
    for card in range(52):
        if rank_of(card) not in COURT_RANKS:
            continue
        face = trumps_face(ctx, card)
        kingdoms = suit_kingdoms(ctx, format_card(card)[-1])
        arms = [group for group in split(face)[0] if group.id == ARMS_ID]
        assert len(arms) == (1 if kingdoms else 0), face.name
        if kingdoms:
            fields = {item.style.fill for item in arms[0].items if type(item).__name__ == "Path" and item.style.stroke}
            assert fields == {kingdom.colour for kingdom in kingdoms}, face.name


@pytest.mark.parametrize("ink_saver", [False, True])
def test_every_unit_card_bears_its_arm_emblem_clear_of_everything(ink_saver, language):
    ctx = seventeen21_context(None, language, ink_saver=ink_saver)
    tables = ctx.tables
    shapes: dict[str, set] = {}
    for card in range(tables.units):
        face = unit_face(ctx, card)
        figures = assert_figure_clear(face)
        assert [group.id for group in figures] == [ARM_ID], face.name
        assert svg_text(face).count(f'id="{ARM_ID}') == 1, face.name
        arm = tables.rules.units[tables.unit_type[card]].arm
        shapes.setdefault(arm, set()).add(figures[0].items)
    # Each arm the data names is drawn, and no two arms alike.
    assert set(shapes) == set(tables.rules.arms)
    assert all(len(drawn) == 1 for drawn in shapes.values())
    assert len({next(iter(drawn)) for drawn in shapes.values()}) == len(shapes)
