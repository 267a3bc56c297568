import pytest

from generator.cardsheet import CROP_GAP, mark_room
from generator.cardsize import DESIGN, DRAWN_BLEED, METRIC, US
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


@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("size", [METRIC, US])
def test_faces_drawn_wider_than_the_bleed_end_at_the_fold_and_four_still_fit_a_sheet(paper, size):
    drawn = (DESIGN.trim_width + 2 * DRAWN_BLEED, DESIGN.trim_height + 2 * DRAWN_BLEED)
    trim = (size.trim_width, size.trim_height)
    imposition = impose_fold(paper.width, paper.height, *trim, size.sheet_bleed, drawn)
    fronts = imposition.fronts
    assert imposition.per_sheet == 4 and fronts.turned
    for row in range(fronts.rows):
        x, _, w, _ = fronts.trim_box(0, row)
        # The face, centred on its trim, reaches the fold and no further; what is printed of it runs up to it.
        assert x + w / 2 + drawn[1] / 2 == pytest.approx(paper.width / 2)
        clip = fronts.clip_box(0, row)
        assert clip[0] + clip[2] == pytest.approx(paper.width / 2)
        assert clip[0] == pytest.approx(x - size.sheet_bleed)  # the outer side keeps the size's bleed
    marks = imposition.crop_marks()
    assert not [m for m in marks if min(m.x1, m.x2) < paper.width / 2 < max(m.x1, m.x2)]
    assert all(min(m.x1, m.x2) >= paper.width / 2 + CROP_GAP for m in marks if max(m.x1, m.x2) > paper.width / 2)
