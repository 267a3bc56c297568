import math

import pytest

from generator.cardsheet import CROP_MARK, MIN_CROP_LENGTH, back_turn, card_sheets, impose_cards, mirror_box
from generator.errors import LayoutError
from generator.geometry import Drawing, Place
from generator.paper import A4, LETTER, PRINTABLE_MARGIN


def _inside(line, box) -> bool:
    """Does any point of an axis-aligned line lie strictly inside the box?"""
    x, y, w, h = box
    if line.x1 == line.x2:
        low, high = sorted((line.y1, line.y2))
        return x < line.x1 < x + w and low < y + h and high > y
    low, high = sorted((line.x1, line.x2))
    return y < line.y1 < y + h and low < x + w and high > x


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_eight_turned_poker_cards_with_bleed_and_crop_marks_fit_a4_and_letter(paper):
    imposition = impose_cards(paper.width, paper.height, 63, 88, 3)
    # Three upright cards across leave no room for crop marks on A4; turned, two across and four down do.
    assert (imposition.cols, imposition.rows, imposition.turned) == (2, 4, True)
    assert imposition.trim_box(0, 0)[2:] == (88, 63)
    left, top, _, _ = imposition.clip_box(0, 0)
    x, y, w, h = imposition.clip_box(1, 3)
    for room in (left, top, paper.width - x - w, paper.height - y - h):
        assert room >= PRINTABLE_MARGIN + MIN_CROP_LENGTH


def test_cards_stay_upright_where_turning_them_gains_nothing():
    imposition = impose_cards(300, 300, 63, 88, 3)
    assert not imposition.turned and imposition.trim_box(0, 0)[2:] == (63, 88)


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_crop_marks_start_beyond_the_bleed_and_stop_short_of_the_printable_margin(paper):
    imposition = impose_cards(paper.width, paper.height, 63, 88, 3)
    marks = imposition.crop_marks()
    assert len(marks) == 2 * (imposition.cols + 1) + 2 * (imposition.rows + 1)
    trims = [imposition.trim_box(c, r) for c in range(imposition.cols) for r in range(imposition.rows)]
    block = (trims[0][0], trims[0][1], imposition.cols * trims[0][2], imposition.rows * trims[0][3])
    bleed_box = (block[0] - 3, block[1] - 3, block[2] + 6, block[3] + 6)
    for mark in marks:
        assert not any(_inside(mark, trim) for trim in trims)
        # A cut up to the bleed's edge off the trim never touches a mark.
        assert not _inside(mark, bleed_box) and _length(mark) >= MIN_CROP_LENGTH
        ends = (mark.x1, mark.x2, paper.width - mark.x1, paper.width - mark.x2)
        ends += (mark.y1, mark.y2, paper.height - mark.y1, paper.height - mark.y2)
        assert min(ends) >= PRINTABLE_MARGIN + CROP_MARK.width - 1e-9  # the whole stroke, however capped


def test_the_last_sheet_s_cards_have_bleed_and_crop_marks_where_its_block_ends():
    imposition = impose_cards(A4.width, A4.height, 63, 88, 3)
    front, _ = card_sheets(_cards(6), Drawing("back", 69, 94, ()), imposition)  # two across, three down
    places = [item for item in front.items if isinstance(item, Place)]
    marks = [item for item in front.items if not isinstance(item, Place)]
    assert len(marks) == 2 * 3 + 2 * 4  # three vertical cut lines, four horizontal ones
    row_bottoms = [imposition.trim_box(0, row)[1] + imposition.trim_box(0, row)[3] for row in range(3)]
    below = [mark for mark in marks if mark.x1 == mark.x2 and min(mark.y1, mark.y2) > row_bottoms[2]]
    assert len(below) == 3 and all(min(mark.y1, mark.y2) >= row_bottoms[2] + 3 for mark in below)
    # The third row is the block's last: its cards bleed below their trim, as the full sheet's fourth row does.
    clip_bottoms = [place.clip[1] + place.clip[3] for place in places]
    expected = [row_bottoms[0]] * 2 + [row_bottoms[1]] * 2 + [row_bottoms[2] + 3] * 2
    assert clip_bottoms == pytest.approx(expected)


def _length(line) -> float:
    return abs(line.x2 - line.x1) + abs(line.y2 - line.y1)


def test_a_card_bigger_than_the_paper_is_a_layout_error():
    with pytest.raises(LayoutError):
        impose_cards(100, 100, 120, 88, 3)


def _cards(count):
    return [Drawing(f"card-{n}", 69, 94, ()) for n in range(count)]


def _covered(place: Place) -> tuple[float, float, float, float]:
    """The box a placed card covers on its sheet, turned as it is (clockwise turns about its origin)."""
    w, h = place.drawing.width, place.drawing.height
    x, y = place.dx, place.dy
    return {
        0: (x, y, w, h),
        90: (x - h, y, h, w),
        180: (x - w, y - h, w, h),
        270: (x, y - w, h, w),
    }[place.rotate % 360]


def _trim(place: Place) -> tuple[float, float, float, float]:
    x, y, w, h = _covered(place)
    return (x + 3, y + 3, w - 6, h - 6)


@pytest.mark.parametrize("flip", ["long", "short"])
def test_backs_land_behind_their_fronts_and_stand_the_same_way(flip):
    # Five cards leave a part-filled sheet, so a mirror that kept the cells in place would show.
    imposition = impose_cards(A4.width, A4.height, 63, 88, 3)
    back = Drawing("back", 69, 94, ())
    offset = (0.8, -0.4)
    front, back_page = card_sheets(_cards(5), back, imposition, flip, offset)
    fronts = [item for item in front.items if isinstance(item, Place)]
    backs = [item for item in back_page.items if isinstance(item, Place)]
    assert len(fronts) == len(backs) == 5
    for index, (face, behind) in enumerate(zip(fronts, backs, strict=True)):
        assert _trim(face) == pytest.approx(imposition.trim_box(*imposition.cell(index)))
        x, y, w, h = mirror_box(_trim(face), A4.width, A4.height, flip)
        assert _trim(behind) == pytest.approx((x + offset[0], y + offset[1], w, h))
        assert (face.rotate, behind.rotate) == (90, back_turn(90, flip))
    first_back = _trim(backs[0])
    if flip == "long":  # the first card (top left) is backed in the top right cell
        assert first_back[0] == pytest.approx(imposition.trim_box(imposition.cols - 1, 0)[0] + offset[0])
    else:  # ... or in the bottom left cell
        assert first_back[1] == pytest.approx(imposition.trim_box(0, imposition.rows - 1)[1] + offset[1])


@pytest.mark.parametrize("turn", [0, 90, 180, 270])
@pytest.mark.parametrize("flip", ["long", "short"])
def test_a_back_s_top_edge_faces_where_its_front_s_does_once_the_sheet_is_turned_over(flip, turn):
    def top_edge(degrees):  # where a card's top edge faces on the sheet, x right and y down
        radians = math.radians(degrees)
        return (round(math.sin(radians)), round(-math.cos(radians)))

    x, y = top_edge(turn)
    turned_over = (-x, y) if flip == "long" else (x, -y)  # the sheet seen from its other side
    assert top_edge(back_turn(turn, flip)) == turned_over


def test_an_unknown_flip_is_refused():
    with pytest.raises(ValueError):
        mirror_box((0, 0, 1, 1), 10, 10, "sideways")


def test_each_card_may_have_its_own_back_behind_it():
    # Several decks printed together (Walsingham's A, B and C decks): a list gives each face its own back.
    imposition = impose_cards(A4.width, A4.height, 63, 88, 3)
    backs = [Drawing(f"back-{index % 3}", 69, 94, ()) for index in range(11)]
    pages = card_sheets(_cards(11), backs, imposition)
    placed = [item.drawing.name for page in pages[1::2] for item in page.items if isinstance(item, Place)]
    assert placed == [back.name for back in backs]


def test_a_deck_names_the_back_of_each_card():
    from generator.kit import Card, Deck

    common, other = Drawing("card-back", 69, 94, ()), Drawing("a-card-back", 69, 94, ())
    deck = Deck((Card("x", common), Card("y", common, "a")), common, 63, 88, 3, other_backs=(("a", other),))
    assert [deck.back_of(card) for card in deck.cards] == [common, other]
