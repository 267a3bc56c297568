import pytest

from generator.cardsheet import card_sheets, impose_cards, mirror_box
from generator.errors import LayoutError
from generator.geometry import Drawing, Place
from generator.paper import A4, LETTER


def _inside(line, box) -> bool:
    """Does any point of an axis-aligned line lie strictly inside the box?"""
    x, y, w, h = box
    if line.x1 == line.x2:
        low, high = sorted((line.y1, line.y2))
        return x < line.x1 < x + w and low < y + h and high > y
    low, high = sorted((line.x1, line.x2))
    return y < line.y1 < y + h and low < x + w and high > x


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_nine_poker_cards_with_bleed_fit_a4_and_letter(paper):
    imposition = impose_cards(paper.width, paper.height, 63, 88, 3)
    assert (imposition.cols, imposition.rows) == (3, 3)
    x, y, w, h = imposition.clip_box(0, 0)
    assert x >= 0 and y >= 0
    x, y, w, h = imposition.clip_box(2, 2)
    assert x + w <= paper.width and y + h <= paper.height


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_crop_marks_stay_outside_every_trim_and_on_the_page(paper):
    imposition = impose_cards(paper.width, paper.height, 63, 88, 3)
    marks = imposition.crop_marks()
    assert len(marks) == 2 * (imposition.cols + 1) + 2 * (imposition.rows + 1)
    trims = [imposition.trim_box(c, r) for c in range(3) for r in range(3)]
    for mark in marks:
        assert not any(_inside(mark, trim) for trim in trims)
        assert min(mark.x1, mark.x2) > 0 and max(mark.x1, mark.x2) < paper.width
        assert min(mark.y1, mark.y2) > 0 and max(mark.y1, mark.y2) < paper.height


def test_a_card_bigger_than_the_paper_is_a_layout_error():
    with pytest.raises(LayoutError):
        impose_cards(100, 100, 120, 88, 3)


def _cards(count):
    return [Drawing(f"card-{n}", 69, 94, ()) for n in range(count)]


@pytest.mark.parametrize("flip", ["long", "short"])
def test_backs_land_behind_their_fronts(flip):
    # Five cards leave a part-filled sheet, so a mirror that kept the cells in place would show.
    imposition = impose_cards(A4.width, A4.height, 63, 88, 3)
    back = Drawing("back", 69, 94, ())
    offset = (0.8, -0.4)
    front, back_page = card_sheets(_cards(5), back, imposition, flip, offset)
    fronts = [item for item in front.items if isinstance(item, Place)]
    backs = [item for item in back_page.items if isinstance(item, Place)]
    assert len(fronts) == len(backs) == 5
    for face, behind in zip(fronts, backs, strict=True):
        trim = (face.dx + 3, face.dy + 3, 63, 88)
        x, y, _, _ = mirror_box(trim, A4.width, A4.height, flip)
        assert behind.dx + 3 == pytest.approx(x + offset[0])
        assert behind.dy + 3 == pytest.approx(y + offset[1])
    first_back = backs[0]
    if flip == "long":  # the first card (top left) is backed in the top right cell
        assert first_back.dx + 3 == pytest.approx(imposition.trim_box(2, 0)[0] + offset[0])
    else:  # ... or in the bottom left cell
        assert first_back.dy + 3 == pytest.approx(imposition.trim_box(0, 2)[1] + offset[1])


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
    deck = Deck((Card("x", common), Card("y", common, "a")), common, 63, 88, 3, (("a", other),))
    assert [deck.back_of(card) for card in deck.cards] == [common, other]
