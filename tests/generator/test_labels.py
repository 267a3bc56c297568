import random

import pytest

from generator.labels import BoxGrid, Label, candidates, overlap, path_segments, place_labels, segment_meets_box


def test_a_segment_meets_a_box_when_it_crosses_or_enters_it_only():
    box = (0, 0, 10, 2)
    assert segment_meets_box((-5, 1, 15, 1), box)  # straight across
    assert segment_meets_box((5, -3, 5, 1), box)  # ends inside
    assert not segment_meets_box((-5, 3, 15, 3), box)  # passes below
    assert not segment_meets_box((11, -5, 20, 5), box)  # beside it


def test_a_label_leaves_its_preferred_place_below_for_one_no_line_crosses():
    label = Label(50, 50, 3, ((10, 2),))
    below = candidates(label)[0]
    assert below == (45, 53.3, 10, 2)
    downward = (50, 50, 50, 80)  # a link straight down from the node, through the place below
    (box,) = place_labels([label], [downward], [], (0, 0, 100, 100))
    assert not segment_meets_box(downward, box) and box[1] < 50  # above it, the next preference


def test_labels_do_not_cover_each_other_or_fixed_marks_and_stay_inside_the_area():
    labels = [Label(50, 50, 3, ((12, 2),)), Label(50, 57, 3, ((12, 2),))]
    boxes = place_labels(labels, [], [(40, 60, 20, 10)], (0, 0, 100, 100))
    assert overlap(*boxes) == 0 and all(overlap(box, (40, 60, 20, 10)) == 0 for box in boxes)
    (edge,) = place_labels([Label(2, 50, 1, ((10, 2),))], [], [], (0, 0, 100, 100))
    assert edge[0] >= 0


def test_a_crowded_label_takes_its_second_size():
    label = Label(50, 50, 3, ((30, 2), (12, 4.5)))
    # The map's edge and a line fence the node in: room for a narrow, two-line name below, none for the long one.
    area, fence = (43, 40, 14, 30), [(40, 49, 60, 49)]
    (box,) = place_labels([label], fence, [], area)
    assert box[2:] == (12, 4.5) and box[1] > 50 and not segment_meets_box(fence[0], box)


def test_path_segments_close_their_shapes():
    square = [("M", 0, 0), ("L", 1, 0), ("L", 1, 1), ("Z",)]
    assert path_segments(square) == [(0, 0, 1, 0), (1, 0, 1, 1), (1, 1, 0, 0)]


def test_a_dearer_crossing_makes_a_label_cover_a_corner_of_a_mark_rather_than_cross_a_line():
    label = Label(50, 50, 3, ((10, 2),))
    # The area leaves three places: centred above the node, and below it close and further out; a line runs
    # through each place below, and a small mark's corner lies in the one above.
    area, lines, mark = (44, 44, 12, 14), [(30, 54.3, 70, 54.3), (30, 56, 70, 56)], (53, 44, 5, 1)
    cheap = place_labels([label], lines, [mark], area)[0]
    dear = place_labels([label], lines, [mark], area, line_cost=500.0)[0]
    assert overlap(cheap, mark) == 0 and any(segment_meets_box(line, cheap) for line in lines)
    assert overlap(dear, mark) > 0 and not any(segment_meets_box(line, dear) for line in lines)


def test_the_box_grid_sums_the_overlap_of_every_box_near_once():
    rng = random.Random(4)
    boxes = [(rng.uniform(0, 90), rng.uniform(0, 90), rng.uniform(0.5, 20), rng.uniform(0.5, 8)) for _ in range(60)]
    grid = BoxGrid(boxes)
    for _ in range(200):
        probe = (rng.uniform(-5, 95), rng.uniform(-5, 95), rng.uniform(0.5, 25), rng.uniform(0.5, 10))
        assert grid.covered(probe) == pytest.approx(sum(overlap(probe, box) for box in boxes))


def test_a_label_leaves_a_tiled_maps_seam_but_never_for_a_crossed_line():
    label = Label(50, 50, 3, ((10, 2),))
    seam = (52, 0, 52, 100)  # a join of two sheets through the place below and the place above
    (box,) = place_labels([label], [], [], (0, 0, 100, 100), seams=[seam])
    assert not segment_meets_box(seam, box)
    (kept,) = place_labels([label], [], [], (0, 0, 100, 100))
    assert segment_meets_box(seam, kept)  # without the seam it would have stood across it
    # Where every place off the seam crosses a line, the label stays on the seam: a line is worse.
    lines = [(x, 40, x, 60) for x in (30, 40, 60, 70)] + [(20, 45.5, 80, 45.5), (20, 56, 80, 56)]
    (boxed,) = place_labels([label], lines, [], (0, 0, 100, 100), line_cost=1000, seams=[seam])
    assert not any(segment_meets_box(line, boxed) for line in lines)
