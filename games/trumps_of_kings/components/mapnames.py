"""Where the names of Trumps of Kings' provinces go on a map layout, in the kit's language.

Each name is placed by ``generator.labels`` clear of every line and coast, node, sea zone's label, the key and
(on the tiled map) every seam, measured with the kit's own font metrics, so a wider typeface or a longer
language is placed again by itself. On one large sheet the map is too crowded for some names beside their
nodes: such a place gets a letter instead (a, b, c...), which fits where its name does not, and the key lists
the letters with their names (on the full-size map only a name too long for any clear place, as the
pseudo-locale's are, is lettered).
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from games.trumps_of_kings.components.maplayout import FULL, MapLayout
from games.trumps_of_kings.components.maplines import border_lines, coast_lanes, sea_lanes
from generator.coast import shoreline_paths
from generator.context import KitContext, cached_by_identity
from generator.fonts import text_width
from generator.labels import Label, SegmentGrid, path_segments, place_labels
from generator.text import LEGIBLE_SIZE, centred_ink_height, fit_text

NAME_SIZE = NAME_MIN = LEGIBLE_SIZE  # pt: a province's name, never smaller (a crowded name breaks onto two lines)
NAME_BOX = (26.0, 5.2)  # mm: the most room a province's name takes on one line
NAME_PAD = 0.25  # mm of clear space kept round a name's ink
RING, THIN_RING = 0.7, 0.35  # mm: the width of a Royal Province's ring (the widest a node has), and of the others
CROSSING_COST = 1000.0  # a name crossing a line (or a seam) is worse than anything else a name may cover
MARK_MAX = 15.0  # mm either way: an island this small is a mark, and a name keeps off its whole box
ISLAND_PAD = 0.6  # mm round an island's points that a name keeps clear of
CLEAR = NAME_PAD + 0.2  # mm each way a name's box may overlap a mark: its own clear space and the preflight's tolerance


@dataclass(frozen=True)
class Names:
    """The placed names of a map: each province's box, and the provinces lettered instead (with their letters)."""

    boxes: tuple[tuple[float, float, float, float], ...]
    letters: dict[int, str]

    def text(self, p: int, name: str) -> str:
        """Return what the map prints at a province: its name, or its letter."""
        return self.letters.get(p, name)


def shores(layout: MapLayout) -> list:
    """Return the coastlines of the painted box, simplified to a fifth of a millimetre at the layout's scale."""
    return shoreline_paths(layout.window(), layout.project, step=0.2)


def name_boxes(ctx: KitContext, layout: MapLayout = FULL) -> tuple[tuple[float, float, float, float], ...]:
    """Return the box each province's name takes on the map in the kit's language, as ``draw_map`` places it."""
    return placed_names(ctx, layout).boxes


def placed_names(ctx: KitContext, layout: MapLayout = FULL) -> Names:
    """Return the names of the map as ``draw_map`` places them."""
    return _placed_names(ctx.tables, ctx.tr, layout)


@cached_by_identity()
def _placed_names(tables, tr, layout: MapLayout) -> Names:
    # Placed once per language and layout (the names' sizes differ): the printed map and the live board's pieces
    # ask alike, the pieces once a version.
    ctx = KitContext(tables, tr, None)
    sizes = [name_sizes(ctx, p)[1] for p in range(len(tables.provinces))]
    coastlines = shores(layout)
    lines, marks = map_lines(tables, coastlines, layout), fixed_marks(tables, coastlines, layout)
    letters: dict[int, str] = {}
    first: list[int] = []
    # Each round either ends or places a name first or letters one more: it ends within two rounds a name.
    for _ in range(2 * len(tables.provinces) + 1):
        boxes = place_labels(
            [Label(*layout.province_point(tables, p), layout.node, sizes[p]) for p in range(len(tables.provinces))],
            lines,
            marks,
            layout.name_area(),
            line_cost=CROSSING_COST,
            seams=layout.seam_lines(),
            seam_share=1.0,  # a name across a glued join is cut in two: as bad as one crossed by a line
            first=first,
        )
        blocked = [p for p in _blocked(tables, boxes, lines, marks, layout) if p not in letters]
        if not blocked:
            break
        # A name left without a clear place is placed first the next time, before the names in its way; one
        # that finds none even so is lettered, and all are placed again round the letters.
        for p in blocked:
            if p in first:
                letters[p] = _letter(len(letters))
                sizes[p] = (_sizes(letters[p]),)
            else:
                first.append(p)
    return Names(tuple(boxes), letters)


def _letter(n: int) -> str:
    """Return the n-th letter of the key: a to z, then aa, ab..."""
    letters = string.ascii_lowercase
    return letters[n] if n < len(letters) else letters[n // len(letters) - 1] + letters[n % len(letters)]


def _blocked(tables, boxes, lines, marks, layout: MapLayout) -> list[int]:
    """Return the provinces whose placed name crosses a line or a seam, or covers a mark (its own node's box
    included) or another name by more than CLEAR."""
    grid, seams = SegmentGrid(lines), SegmentGrid(layout.seam_lines())
    found = []
    for p, box in enumerate(boxes):
        # Its own node too: a reader of the PDF sees the box round the ring, whose corners a name may not take.
        others = [*marks, *(other for q, other in enumerate(boxes) if q != p)]
        if grid.crossing(box) or seams.crossing(box) or any(_meets(box, other) for other in others):
            found.append(p)
    return found


def _meets(a, b) -> bool:
    """Tell whether two boxes overlap by more than the preflight lets glyph boxes touch (CLEAR mm each way)."""
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return width > CLEAR and height > CLEAR


def name_sizes(ctx: KitContext, p: int) -> tuple[str, tuple[tuple[float, float], ...]]:
    """Return a province's name in the kit's language and the sizes of its ink as the map may draw it: on one
    line, or for a crowded place (a name of several words) on two lines, broken after any of its words."""
    name = ctx.say(ctx.tables.province_names[p])
    words = name.split()
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    widths = [NAME_BOX[0]] + [
        min(NAME_BOX[0], max(text_width(part, "semibold", NAME_SIZE) for part in split) + 0.5) for split in splits
    ]
    return name, tuple(dict.fromkeys(_sizes(name, width) for width in widths))


def _sizes(text: str, width: float = NAME_BOX[0]) -> tuple[float, float]:
    """Return the size of a name's ink fitted to a width, with its clear space round it."""
    fitted, _ = fit_text("map", text, (0, 0, width, 2 * NAME_BOX[1]), "semibold", NAME_SIZE, min_size=NAME_MIN)
    ink = max(text_width(line, fitted.font, fitted.size) for line in fitted.lines)
    return ink + 2 * NAME_PAD, centred_ink_height(fitted) + 2 * NAME_PAD  # accents included


def map_lines(tables, shores, layout: MapLayout) -> list:
    """Return every line a province's name should not cross: borders, lanes and coastlines."""
    lines = border_lines(tables, layout) + sea_lanes(tables, layout) + coast_lanes(tables, layout)
    for _, commands in shores:
        lines += path_segments(commands)
    return lines


def fixed_marks(tables, shores, layout: MapLayout) -> list:
    """Return the boxes a province's name should not cover: every node, every sea zone's label, the key, and
    every island small enough to read as a mark (a name beside it reads as touching it)."""
    marks = [layout.key]
    for _, commands in shores:
        xs, ys = [c[1] for c in commands if c[0] != "Z"], [c[2] for c in commands if c[0] != "Z"]
        if max(xs) - min(xs) <= MARK_MAX and max(ys) - min(ys) <= MARK_MAX:
            pad = ISLAND_PAD  # its stroke, and the room a reader's box of a name takes beyond its ink
            marks.append((min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad))
    for p in range(len(tables.provinces)):
        marks.append(_node_box(tables, p, layout))
    for s in range(len(tables.seas)):
        marks.append(layout.sea_label_box(tables, s))
    return marks


def _node_box(tables, p: int, layout: MapLayout) -> tuple[float, float, float, float]:
    """Return the box of a node's ink as a reader of the PDF measures it: its circle and its ring's whole width."""
    x, y = layout.province_point(tables, p)
    reach = layout.node + ring_width(tables, p)
    return x - reach, y - reach, 2 * reach, 2 * reach


def ring_width(tables, p: int) -> float:
    """Return the width of a province's ring: a Royal Province's in its kingdom's colour is the wider."""
    return RING if tables.home[p] >= 0 else THIN_RING
