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
from generator.labels import Label, SegmentGrid, overlap, path_segments, place_labels
from generator.text import LEGIBLE_SIZE, fit_text, text_bottom, text_top

NAME_SIZE = NAME_MIN = LEGIBLE_SIZE  # pt: a province's name, never smaller (a crowded name breaks onto two lines)
NAME_BOX = (26.0, 5.2)  # mm: the most room a province's name takes on one line
NAME_PAD = 0.25  # mm of clear space kept round a name's ink
RING = 0.7  # mm: the width of a Royal Province's ring, the widest a node has
CROSSING_COST = 1000.0  # a name crossing a line (or a seam) is worse than anything else a name may cover
MARK_MAX = 15.0  # mm either way: an island this small is a mark, and a name keeps off its whole box
CLEAR = 0.05  # mm² of a mark a placed name may cover (rounding) and still count as clear
LETTER_ROUNDS = 4  # times the names are placed again with more of them lettered, at most


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
    for _ in range(LETTER_ROUNDS):
        boxes = place_labels(
            [Label(*layout.province_point(tables, p), layout.node, sizes[p]) for p in range(len(tables.provinces))],
            lines,
            marks,
            layout.name_area(),
            line_cost=CROSSING_COST,
            seams=layout.seam_lines(),
            seam_share=1.0,  # a name across a glued join is cut in two: as bad as one crossed by a line
        )
        blocked = [p for p in _blocked(tables, boxes, lines, marks, layout) if p not in letters]
        if not blocked:
            break
        # Every name left without a clear place is lettered, then all are placed again round the letters.
        for p in blocked:
            letters[p] = _letter(len(letters))
            sizes[p] = (_sizes(letters[p]),)
    return Names(tuple(boxes), letters)


def _letter(n: int) -> str:
    """Return the n-th letter of the key: a to z, then aa, ab..."""
    letters = string.ascii_lowercase
    return letters[n] if n < len(letters) else letters[n // len(letters) - 1] + letters[n % len(letters)]


def _blocked(tables, boxes, lines, marks, layout: MapLayout) -> list[int]:
    """Return the provinces whose placed name crosses a line or a seam, or covers a mark or another name."""
    grid, seams = SegmentGrid(lines), SegmentGrid(layout.seam_lines())
    found = []
    for p, box in enumerate(boxes):
        x, y = layout.province_point(tables, p)
        own = (x - layout.node - RING, y - layout.node - RING, 2 * (layout.node + RING), 2 * (layout.node + RING))
        covered = sum(overlap(box, mark) for mark in marks if mark != own)
        covered += sum(overlap(box, other) for q, other in enumerate(boxes) if q != p)
        if grid.crossing(box) or seams.crossing(box) or covered > CLEAR:
            found.append(p)
    return found


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
    ink = max(text_width(line, "semibold", fitted.size) for line in fitted.lines)
    return ink + 2 * NAME_PAD, text_bottom(fitted) - text_top(fitted) + 2 * NAME_PAD


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
            marks.append((min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    for p in range(len(tables.provinces)):
        x, y = layout.province_point(tables, p)
        reach = layout.node + RING  # the ring's ink reaches out past the circle
        marks.append((x - reach, y - reach, 2 * reach, 2 * reach))
    for s in range(len(tables.seas)):
        marks.append(layout.sea_label_box(tables, s))
    return marks
