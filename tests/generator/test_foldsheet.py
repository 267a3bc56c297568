import pytest

from generator.cardsheet import mark_room
from generator.errors import LayoutError
from generator.foldsheet import impose_fold
from generator.paper import A4, LETTER, PRINTABLE_MARGIN


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_four_turned_poker_cards_and_their_backs_fit_a4_and_letter_with_the_bleeds_meeting_at_the_fold(paper):
    imposition = impose_fold(paper.width, paper.height, 63, 88, 3)
    fronts = imposition.fronts
    assert (fronts.cols, fronts.rows, fronts.turned, imposition.per_sheet) == (1, 4, True, 4)
    x, y, w, _ = fronts.trim_box(0, 0)
    assert x + w + 3 == pytest.approx(paper.width / 2)  # the bleed ends at the fold
    assert x >= mark_room(3) and y >= mark_room(3)


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_crop_marks_stay_out_of_the_gutter_and_are_mirrored_on_the_backs_side(paper):
    imposition = impose_fold(paper.width, paper.height, 63, 88, 3)
    marks = imposition.crop_marks()
    left = [m for m in marks if max(m.x1, m.x2) < paper.width / 2]
    right = [m for m in marks if min(m.x1, m.x2) > paper.width / 2]
    assert len(left) == len(right) == 2 * 2 + 5  # two vertical cuts, five horizontal ones on the outer side
    assert sorted((paper.width - m.x1, m.y1) for m in left) == sorted((m.x1, m.y1) for m in right)
    fold = imposition.fold_line()
    assert fold.x1 == fold.x2 == paper.width / 2
    assert min(fold.y1, paper.height - fold.y2) >= PRINTABLE_MARGIN


def test_a_card_too_wide_for_half_the_sheet_is_refused():
    with pytest.raises(LayoutError):
        impose_fold(210, 297, 120, 160, 3)
