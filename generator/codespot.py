"""Where a card's code fits: the boxes a face's ink covers, and the free square nearest its top-left corner.

Read from the face's drawing (texts by their fitted lines, shapes by their outlines, placed drawings through
their moves and turns), so that a code finds its room on any game's faces, and keeps finding it when a face's
look changes. A filled shape covering most of the face is its paper, not ink; a frame is ink only along its line.
"""

from __future__ import annotations

import math

from generator import fonts
from generator.cardface import INDEX_AT, INDEX_WIDTH
from generator.context import contrast_ratio, luminance
from generator.geometry import MM_PER_PT, Circle, Drawing, Group, Line, Path, Place, Rect, Text

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in mm
SAFE = 3.0  # mm inside the trim that the code's quiet zone keeps, as everything that must survive the cut
CLEAR = 0.6  # mm more between the code's quiet zone and any other ink
STEP = 0.25  # mm between the places tried
INDEX_CENTRE = INDEX_AT[0] + INDEX_WIDTH / 2  # mm from the cut: where a corner index's centre stands
STRIP = 15.0  # mm from the left edge that a fan, or a row of cards 20 mm apart, shows of every card
RIGHT_COST = 40.0  # what a place along the right edge costs more than one along the left (see _nearness)
PAPER_SHARE = 0.8  # a fill at least this share of the face both ways is its paper
TINT = 1.6  # a fill this close to the paper is a tint a code may lie on (the preflight's own bar)
NEUTRAL = 0.35  # a colour's saturation (HSV) under which it is a neutral ink, grey or brown-black


def _apply(matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def _compose(matrix, place: Place):
    """Return the matrix of a placed drawing: moved, then scaled and turned (clockwise, y down), as the back ends do."""
    turn = math.radians(place.rotate)
    cos, sin = math.cos(turn) * place.scale, math.sin(turn) * place.scale
    a, b, c, d = matrix[:4]
    e2, f2 = _apply(matrix, place.dx, place.dy)
    return (a * cos + c * sin, b * cos + d * sin, -a * sin + c * cos, -b * sin + d * cos, e2, f2)


def _box(matrix, points) -> Box:
    moved = [_apply(matrix, x, y) for x, y in points]
    xs, ys = [x for x, _ in moved], [y for _, y in moved]
    return min(xs), min(ys), max(xs), max(ys)


def _clipped(box: Box, clip: Box | None) -> Box | None:
    if clip is None:
        return box
    x0, y0, x1, y1 = max(box[0], clip[0]), max(box[1], clip[1]), min(box[2], clip[2]), min(box[3], clip[3])
    return (x0, y0, x1, y1) if x0 < x1 and y0 < y1 else None


def _rect_points(x, y, w, h):
    return [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]


def _item_boxes(item, matrix, paper: str | None) -> list[Box]:
    """Return the boxes one primitive's ink covers; a tint (a fill near the ``paper`` colour) is no ink, only its
    line (with ``paper`` None, a tint is ink too)."""
    if isinstance(item, Text):
        ascent, descent = fonts.vertical_metrics(item.font)
        size = item.size * MM_PER_PT
        boxes = []
        for line, baseline in zip(item.lines, item.baselines, strict=True):
            width = fonts.text_width(line, item.font, item.size)
            start = item.anchor_x() - {"left": 0.0, "center": width / 2, "right": width}[item.align]
            boxes.append(_box(matrix, _rect_points(start, baseline - ascent * size, width, (ascent + descent) * size)))
        return boxes
    if isinstance(item, Rect):
        grow = item.style.width / 2 if item.style.stroke else 0.0
        x, y, w, h = item.x - grow, item.y - grow, item.w + 2 * grow, item.h + 2 * grow
        if item.style.fill and not (paper and _is_tint(item.style.fill, paper)):
            return [_box(matrix, _rect_points(x, y, w, h))]
        if not item.style.stroke:
            return []
        edge = 2 * grow + 0.01
        return [
            _box(matrix, _rect_points(x, y, w, edge)),
            _box(matrix, _rect_points(x, y + h - edge, w, edge)),
            _box(matrix, _rect_points(x, y, edge, h)),
            _box(matrix, _rect_points(x + w - edge, y, edge, h)),
        ]
    if isinstance(item, Line):
        grow = item.style.width / 2
        xs, ys = sorted((item.x1, item.x2)), sorted((item.y1, item.y2))
        return [
            _box(matrix, _rect_points(xs[0] - grow, ys[0] - grow, xs[1] - xs[0] + 2 * grow, ys[1] - ys[0] + 2 * grow))
        ]
    if isinstance(item, Circle):
        r = item.r + (item.style.width / 2 if item.style.stroke else 0.0)
        return [_box(matrix, _rect_points(item.cx - r, item.cy - r, 2 * r, 2 * r))]
    if isinstance(item, Path):
        points = [(cmd[i], cmd[i + 1]) for cmd in item.commands for i in range(1, len(cmd) - 1, 2)]
        if not points:
            return []
        x0, y0, x1, y1 = _box((1, 0, 0, 1, 0, 0), points)
        grow = item.style.width / 2 if item.style.stroke else 0.0
        return [_box(matrix, _rect_points(x0 - grow, y0 - grow, x1 - x0 + 2 * grow, y1 - y0 + 2 * grow))]
    return []


def ink_boxes(drawing: Drawing, on_tints: bool = True) -> list[Box]:
    """Return every box a face's ink covers, its paper (a fill over most of the face) left out; with ``on_tints``,
    light fills (a shaded box) are left out too, but for their outline."""
    found: list[Box] = []
    paper = face_paper(drawing) if on_tints else None

    def walk(items, matrix, clip: Box | None) -> None:
        for item in items:
            if isinstance(item, Group):
                inner = clip
                if item.clip is not None:
                    x, y, w, h = item.clip
                    inner = _clipped(_box(matrix, _rect_points(x, y, w, h)), clip) or (0, 0, 0, 0)
                walk(item.items, matrix, inner)
            elif isinstance(item, Place):
                inner = clip
                if item.clip is not None:
                    x, y, w, h = item.clip
                    inner = _clipped(_box(matrix, _rect_points(x, y, w, h)), clip) or (0, 0, 0, 0)
                walk(item.drawing.items, _compose(matrix, item), inner)
            else:
                for box in _item_boxes(item, matrix, paper):
                    kept = _clipped(box, clip)
                    if kept is not None and not _is_paper(item, kept, drawing):
                        found.append(kept)

    walk(drawing.items, (1, 0, 0, 1, 0, 0), None)
    return found


def _is_tint(fill: str, paper: str) -> bool:
    return contrast_ratio(fill, paper) < TINT


def _is_paper(item, box: Box, drawing: Drawing) -> bool:
    fill = getattr(getattr(item, "style", None), "fill", None)
    wide = box[2] - box[0] >= PAPER_SHARE * drawing.width and box[3] - box[1] >= PAPER_SHARE * drawing.height
    return bool(fill) and wide


def face_paper(drawing: Drawing) -> str:
    """Return a face's paper colour: the fill of its first shape over most of the face, else white."""
    for item in drawing.items:
        style = getattr(item, "style", None)
        if isinstance(item, Rect) and style.fill and item.w >= PAPER_SHARE * drawing.width:
            return style.fill
    return "#ffffff"


def face_text_ink(drawing: Drawing) -> str:
    """Return the darkest neutral colour of a face's texts (its body ink), else its darkest, else near-black."""
    colours = []

    def walk(items) -> None:
        for item in items:
            if isinstance(item, Text):
                colours.append(item.colour)
            elif isinstance(item, Group):
                walk(item.items)
            elif isinstance(item, Place):
                walk(item.drawing.items)

    walk(drawing.items)
    # A neutral ink when the face has one: a suit's red is loud, and reads paler to a camera's grey.
    neutral = [colour for colour in colours if _saturation(colour) < NEUTRAL]
    return min(neutral or colours, key=luminance) if colours else "#222222"


def _saturation(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    return (max(channels) - min(channels)) / max(max(channels), 1e-9)


def free_spot(face: Drawing, bleed: float, width: float, height: float, size: float):
    """Return (x, y, twinned) for a face's code: the top-left (mm from the trim's corner) of the free square of
    ``size`` nearest a top corner whose twin, turned 180 degrees at the opposite corner, is free too.

    Nearest means down the card's left edge first (what a fan shows), then along its top. A face too full for twins
    (a text 40 % longer in the pseudo-locale) takes its pair with less clearance, then a single code anywhere
    (``twinned`` False); None when it has no room at all.
    """
    import numpy

    # A code reads best on the paper itself, then on a tint (a shaded box, printed darker: cardcode), then on the
    # right edge; a face too full takes less clearance, then a single code.
    boxes = {}
    found = []
    passes = [(CLEAR, True, height / 2, False), (CLEAR, True, height / 2, True)]
    passes += [(CLEAR / 2, True, height, True), (CLEAR / 2, False, height, True)]
    for clear, twinned, lowest, on_tints in passes:
        if on_tints not in boxes:
            boxes[on_tints] = [
                (x0 - bleed, y0 - bleed, x1 - bleed, y1 - bleed) for x0, y0, x1, y1 in ink_boxes(face, on_tints)
            ]
        window = _ink_windows(boxes[on_tints], width, height, size, clear)
        # The twin of a window at (x, y) is the one at (width - x - size, height - y - size): turned, the same one.
        free = (window == 0) & (window[::-1, ::-1] == 0) if twinned else window == 0
        first = int(numpy.ceil(SAFE / STEP))
        last_row = min(free.shape[0] - first, int((lowest - size) / STEP) + 1)
        free[:first, :] = free[last_row:, :] = False
        free[:, :first] = free[:, free.shape[1] - first :] = False
        rows, columns = numpy.nonzero(free)
        if len(rows):
            score = _nearness(columns * STEP, rows * STEP, size, width)
            best = numpy.argmin(score)
            x, y = float(columns[best] * STEP), float(rows[best] * STEP)
            found.append((x, y, twinned))
            if x + size <= STRIP or not twinned:  # within the strip a fan or a row of cards shows: the best
                break
    twins = [spot for spot in found if spot[2]]
    on_strip = [spot for spot in twins if spot[0] + size <= STRIP]
    return (on_strip or twins or found or [None])[0]


def is_on_tint(face: Drawing, bleed: float, spot: tuple[float, float], size: float) -> bool:
    """Tell whether a code's square (top-left ``spot``, mm from the trim's corner) lies on a tint."""
    x, y = spot
    for x0, y0, x1, y1 in ink_boxes(face, on_tints=False):
        if x0 - bleed < x + size and x < x1 - bleed and y0 - bleed < y + size and y < y1 - bleed:
            return True
    return False


def _ink_windows(boxes: list[Box], width: float, height: float, size: float, clear: float):
    """Return, for each place of a square of ``size`` on the trim (STEP apart), how many cells of ink it meets."""
    import numpy

    cells = (round(height / STEP), round(width / STEP))  # rows, columns of STEP mm over the trim
    ink = numpy.zeros(cells, dtype=numpy.int32)
    for x0, y0, x1, y1 in boxes:
        # Each box grown by the clearance, so that a window meeting no ink keeps its distance.
        left, top = max(0, int((x0 - clear) / STEP)), max(0, int((y0 - clear) / STEP))
        right = min(cells[1], int(numpy.ceil((x1 + clear) / STEP)))
        bottom = min(cells[0], int(numpy.ceil((y1 + clear) / STEP)))
        ink[top:bottom, left:right] = 1
    span = int(numpy.ceil(size / STEP))
    table = numpy.pad(ink.cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    return table[span:, span:] - table[:-span, span:] - table[span:, :-span] + table[:-span, :-span]


def _nearness(x, y, size: float, width: float):
    """Rank places (arrays of x and y): down the card's left edge first, centred under a corner index, where a fan
    held in the hand or a row of overlapping cards shows it (across the card costs three times what down it
    costs); the right edge only on a face with no room on the left (a card whose index stands top right)."""
    import numpy

    centre = x + size / 2
    left = 3 * numpy.abs(centre - INDEX_CENTRE) + (y - SAFE)
    right = 3 * numpy.abs(width - centre - INDEX_CENTRE) + (y - SAFE) + RIGHT_COST
    return numpy.minimum(left, right)
