"""Label placement on maps: each label tries positions round its point and takes the one that crosses least.

A fixed offset (every name under its node) lets names run across the lines and coasts beside them. Here
each label has candidate boxes round its anchor (below, above, right, left, slid along each side, the
corners, and all again a little further out), each
scored by what it would cover: line segments (links between places, coastlines), the map's fixed marks
(nodes, sea labels) and the labels placed before it, with a small cost for leaving the preferred position.
Labels are placed one at a time, the most crowded first (the one whose best candidate costs most), each
taking its cheapest candidate. Segments, marks and placed labels are kept in grids of cells, so a candidate
is tested only against those near it, and a map of many thousand coastline points is placed in a fraction of a second.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from generator.geometry import Box

Segment = tuple[float, float, float, float]
MAP_DRAWING = "map"  # the name of a map of named places and links, whose names the preflight holds clear of lines
CELL = 6.0  # mm, the side of a cell of the segment grid

# What covering each thing costs: a crossed line is worse than a moved label, an overlap worse than a line.
LINE_COST = 10.0
MARK_COST = 40.0  # per mm² of a fixed mark covered
LABEL_COST = 150.0  # per mm² of another label covered
OUTSIDE_COST = 1000.0
SEAM_SHARE = 0.05  # of a crossed line's cost: a name leaves a seam wherever it can without crossing a line
GAPS = (0.3, 2.0, 4.0, 6.0, 8.5)  # mm between a node and its label: close, then rings further out
SLIDES = (0.0, -0.25, 0.25, -0.5, 0.5, -0.75, 0.75)  # how far a label slides along a side, in its own width (or height)
SETTLE_ROUNDS = 8  # passes of the labels' second look, at most
RANK_COST = 0.01  # per step down the order of preference: enough to choose among equals, never a crossing


@dataclass(frozen=True)
class Label:
    """A label to place: its anchor (a node's centre and radius) and its sizes in mm, the preferred first
    (one line; then, say, the same words on two lines, narrower, for a crowded place)."""

    x: float
    y: float
    radius: float
    sizes: tuple[tuple[float, float], ...]


def candidates(label: Label) -> list[Box]:
    """Return the label's candidate boxes round its anchor, the preferred first: centred below, above, right,
    left, then slid along each side, then the corners; all of them again a ring further out; then the same
    for each further size."""
    return [box for w, h in label.sizes for box in _round(label, w, h)]


def _round(label: Label, w: float, h: float) -> list[Box]:
    x, y = label.x, label.y
    boxes = []
    for gap in GAPS:
        r = label.radius + gap
        diagonal = r * math.sqrt(0.5)
        for slide in SLIDES:
            boxes += [
                (x - w / 2 + slide * w, y + r, w, h),  # below
                (x - w / 2 + slide * w, y - r - h, w, h),  # above
            ]
            boxes += [(x + r, y - h / 2 + slide * h * 2, w, h), (x - r - w, y - h / 2 + slide * h * 2, w, h)]
        boxes += [
            (x + diagonal, y + diagonal, w, h),
            (x - diagonal - w, y + diagonal, w, h),
            (x + diagonal, y - diagonal - h, w, h),
            (x - diagonal - w, y - diagonal - h, w, h),
        ]
    return boxes


class SegmentGrid:
    """Line segments bucketed by the cells they pass, to find those near a box quickly."""

    def __init__(self, segments: Sequence[Segment]):
        self.segments = list(segments)
        self.cells: dict[tuple[int, int], list[int]] = {}
        for index, (x1, y1, x2, y2) in enumerate(self.segments):
            for cell in _cells((min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))):
                self.cells.setdefault(cell, []).append(index)

    def crossing(self, box: Box) -> int:
        """Return how many segments pass through a box."""
        near = {index for cell in _cells(box) for index in self.cells.get(cell, ())}
        return sum(1 for index in near if segment_meets_box(self.segments[index], box))


class BoxGrid:
    """Boxes bucketed by the cells they cover, to sum what a box overlaps without testing every box."""

    def __init__(self, boxes: Sequence[Box] = ()):
        self.boxes: list[Box] = []
        self.cells: dict[tuple[int, int], list[int]] = {}
        for box in boxes:
            self.add(box)

    def add(self, box: Box) -> None:
        """Add a box."""
        index = len(self.boxes)
        self.boxes.append(box)
        for cell in _cells(box):
            self.cells.setdefault(cell, []).append(index)

    def covered(self, box: Box) -> float:
        """Return the area, in mm², that a box shares with the boxes held (each counted once)."""
        near = {index for cell in _cells(box) for index in self.cells.get(cell, ())}
        return sum(overlap(box, self.boxes[index]) for index in near)


def _cells(box: Box):
    x, y, w, h = box
    for cx in range(math.floor(x / CELL), math.floor((x + w) / CELL) + 1):
        for cy in range(math.floor(y / CELL), math.floor((y + h) / CELL) + 1):
            yield cx, cy


def segment_meets_box(segment: Segment, box: Box) -> bool:
    """Tell whether a line segment touches a box (Liang-Barsky clipping)."""
    x1, y1, x2, y2 = segment
    x, y, w, h = box
    dx, dy = x2 - x1, y2 - y1
    low, high = 0.0, 1.0
    for p, q in ((-dx, x1 - x), (dx, x + w - x1), (-dy, y1 - y), (dy, y + h - y1)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def overlap(a: Box, b: Box) -> float:
    """Return the area two boxes share, in mm²."""
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return width * height if width > 0 and height > 0 else 0.0


def place_labels(
    labels: Sequence[Label],
    segments: Sequence[Segment],
    marks: Sequence[Box],
    area: Box,
    line_cost: float = LINE_COST,
    seams: Sequence[Segment] = (),
    seam_share: float = SEAM_SHARE,
    first: Sequence[int] = (),
) -> list[Box]:
    """Return a box for each label: the candidate covering least, the most crowded labels placed first.

    ``segments`` are lines a label should not cross, ``marks`` fixed boxes it should not cover (nodes,
    other labels of the map), ``area`` the box every label stays inside; ``line_cost`` is what crossing a
    line costs against covering a mm² of a mark (a map with many small marks makes a crossing dearer);
    ``seams`` are where the map's tiled sheets are joined, which a label crosses only where nothing else fits;
    a seam costs ``seam_share`` of a crossed line; the labels numbered in ``first`` are placed before the others
    (one that found no clear place among them may find one placed earlier).
    """
    grid, fixed_marks, joins = SegmentGrid(segments), BoxGrid(marks), SegmentGrid(seams)
    seam_cost = seam_share * line_cost  # a label across a seam is read across a glued join
    options = [candidates(label) for label in labels]
    fixed = [
        [
            _fixed_cost(box, grid, fixed_marks, area, line_cost) + seam_cost * joins.crossing(box) + rank * RANK_COST
            for rank, box in enumerate(boxes)
        ]
        for boxes in options
    ]
    placed: dict[int, Box] = {}
    placed_boxes = BoxGrid()
    # The most crowded first: its choice matters most, and the others then fit round it.
    order = [*first, *sorted((i for i in range(len(labels)) if i not in first), key=lambda i: -min(fixed[i]))]
    for index in order:
        placed[index] = _cheapest(options[index], fixed[index], placed_boxes)
        placed_boxes.add(placed[index])
    # Then each label in turn takes its cheapest place among all the others, until none moves: a label placed
    # early may stand where one placed later had its only clear place.
    for _ in range(SETTLE_ROUNDS):
        moved = False
        for index in order:
            others = BoxGrid(box for other, box in placed.items() if other != index)
            best = _cheapest(options[index], fixed[index], others)
            moved |= best != placed[index]
            placed[index] = best
        if not moved:
            break
    return [placed[index] for index in range(len(labels))]


def _cheapest(boxes: list[Box], fixed: list[float], placed: BoxGrid) -> Box:
    """Return the candidate whose fixed cost and cover of the labels placed so far is least."""
    costs = [cost + LABEL_COST * placed.covered(box) for box, cost in zip(boxes, fixed, strict=True)]
    return boxes[min(range(len(costs)), key=costs.__getitem__)]


def _fixed_cost(box: Box, grid: SegmentGrid, marks: BoxGrid, area: Box, line_cost: float) -> float:
    """What a candidate covers of what stays put: lines, marks, and the outside of the area."""
    x, y, w, h = box
    ax, ay, aw, ah = area
    outside = x < ax or y < ay or x + w > ax + aw or y + h > ay + ah
    return line_cost * grid.crossing(box) + MARK_COST * marks.covered(box) + (OUTSIDE_COST if outside else 0.0)


def path_segments(commands) -> list[Segment]:
    """Return the straight segments of a path of M/L/Z commands (curves are not used by maps' lines)."""
    segments, start, last = [], None, None
    for command in commands:
        if command[0] == "M":
            start = last = (command[1], command[2])
        elif command[0] == "L" and last is not None:
            segments.append((*last, command[1], command[2]))
            last = (command[1], command[2])
        elif command[0] == "Z" and last is not None and start is not None:
            segments.append((*last, *start))
            last = start
    return segments
