"""The campaign map of Trumps of Kings: real coastlines, the provinces placed by the rules data's coordinates
with their names and economic values, the borders between them, and the sea zones.

``draw_map`` depends only on the rules tables, the language, the theme and the layout
(``maplayout.FULL``, the map at 100 % tiled over home sheets, or ``maplayout.one_sheet(paper)``), so the
companion's live map is this same drawing with ``draw_pieces`` (statuses, holders and armies from a view)
laid over it. Each province's node carries the id ``province-<id>``, each sea zone's label ``sea-<id>``.
"""

from __future__ import annotations

import math

from engine.i18n import N_
from games.trumps_of_kings.components.mapkey import draw_key
from games.trumps_of_kings.components.maplayout import FULL, SEA_LABEL, MapLayout
from generator.coast import LAND, shoreline_paths
from generator.context import KitContext, cached_by_identity, deepen
from generator.fonts import text_width
from generator.geometry import Drawing, Style
from generator.labels import Label, path_segments, place_labels
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch
from generator.text import LEGIBLE_SIZE, fit_text, text_bottom, text_top

NODE = 3.6  # radius of a province's circle: room for its value in figures 3.5 mm tall
RING = 0.7  # mm: the width of a Royal Province's ring, the widest a node has
VALUE_SIZE = 16.0  # pt: a province's value, read across the table
NAME_SIZE = NAME_MIN = LEGIBLE_SIZE  # pt: a province's name, never smaller (a crowded name breaks onto two lines)
NAME_BOX = (26.0, 5.2)  # mm: the most room a province's name takes on one line
NAME_PAD = 0.25  # mm of clear space kept round a name's ink
CROSSING_COST = 1000.0  # a name crossing a line (or a seam) is worse than anything else a name may cover
MARK_MAX = 15.0  # mm either way: an island this small is a mark, and a name keeps off its whole box
STATUS_LETTERS = {"ally": N_("A"), "client": N_("C"), "province": N_("P"), "royal": N_("R")}


def draw_map(ctx: KitContext, layout: MapLayout = FULL) -> Drawing:
    """Draw the whole map: sea, coastlines, borders, sea lanes, provinces and the key (title, legend, notes)."""
    tables, theme = ctx.tables, ctx.theme
    sketch = Sketch("map", layout.width, layout.height, trim=layout.trim)
    painted = layout.painted()
    sketch.rect(*painted, Style(fill=theme.sea))
    sketch.group(_coasts(theme, _shores(layout), layout), clip=painted)
    _lanes(ctx, sketch, layout)
    _borders(ctx, sketch, layout)
    provinces, seas = reconstructed_places(tables)
    # A map that is reconstructed through and through says so once, in its key; one mark on each of ninety
    # places would tell a buyer nothing more. A map that is only partly so marks those places.
    whole = len(provinces) == len(tables.provinces) and len(seas) == len(tables.seas)
    for s in range(len(tables.seas)):
        _sea_label(ctx, sketch, s, s in seas and not whole, layout)
    names = [_name(ctx, p) for p in range(len(tables.provinces))]
    boxes = name_boxes(ctx, layout)
    for p in range(len(tables.provinces)):
        _province(ctx, sketch, p, p in provinces and not whole, names[p][0], boxes[p], layout)
    sketch.rect(*layout.border(), theme.line(0.6))
    draw_key(ctx, sketch, layout, "whole" if whole else "some" if provinces or seas else None)
    return sketch.finish()


def _shores(layout: MapLayout) -> list:
    """Return the coastlines of the painted box, simplified to a fifth of a millimetre at the layout's scale."""
    return shoreline_paths(layout.window(), layout.project, step=0.2)


def name_boxes(ctx: KitContext, layout: MapLayout = FULL) -> tuple[tuple[float, float, float, float], ...]:
    """Return the box each province's name takes on the map in the kit's language, as ``draw_map`` places it."""
    return _placed_names(ctx.tables, ctx.tr, layout)


@cached_by_identity()
def _placed_names(tables, tr, layout: MapLayout) -> tuple[tuple[float, float, float, float], ...]:
    # Placed once per language and layout (the names' sizes differ): the printed map and the live board's pieces
    # ask alike, the pieces once a version.
    ctx = KitContext(tables, tr, None)
    sizes = tuple(_name(ctx, p)[1] for p in range(len(tables.provinces)))
    shores = _shores(layout)
    return tuple(
        place_labels(
            [Label(*layout.province_point(tables, p), NODE, sizes[p]) for p in range(len(tables.provinces))],
            _map_lines(tables, shores, layout),
            _fixed_marks(tables, shores, layout),
            layout.name_area(),
            line_cost=CROSSING_COST,
            seams=layout.seam_lines(),
            seam_share=1.0,  # a name across a glued join is cut in two: as bad as one crossed by a line
        )
    )


def reconstructed_places(tables) -> tuple[set[int], set[int]]:
    """Return the provinces and the sea zones whose data (place, value, borders, coasts) is reconstructed."""
    rules = tables.rules
    provinces = {p for p, name in enumerate(tables.provinces) if is_reconstructed(rules.provinces[name])}
    return provinces, {s for s, name in enumerate(tables.seas) if is_reconstructed(rules.seas[name])}


def _coasts(theme, shores, layout: MapLayout) -> Sketch:
    sketch = Sketch("coasts", layout.width, layout.height)
    land = Style(fill=theme.land, stroke="#8a7f66", width=0.2)
    lake = Style(fill=theme.sea, stroke="#8a7f66", width=0.15)
    for level, commands in shores:
        sketch.path(commands, land if level == LAND else lake)
    return sketch


def _name(ctx: KitContext, p: int) -> tuple[str, tuple[tuple[float, float], ...]]:
    """Return a province's name in the kit's language and the sizes of its ink as the map may draw it: on one
    line, or for a crowded place (a name of several words) on two lines, broken after any of its words."""
    name = ctx.say(ctx.tables.province_names[p])
    words = name.split()
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    widths = [NAME_BOX[0]] + [
        min(NAME_BOX[0], max(text_width(part, "semibold", NAME_SIZE) for part in split) + 0.5) for split in splits
    ]
    sizes = []
    for width in widths:
        fitted, _ = fit_text("map", name, (0, 0, width, 2 * NAME_BOX[1]), "semibold", NAME_SIZE, min_size=NAME_MIN)
        ink = max(text_width(line, "semibold", fitted.size) for line in fitted.lines)
        sizes.append((ink + 2 * NAME_PAD, text_bottom(fitted) - text_top(fitted) + 2 * NAME_PAD))
    return name, tuple(dict.fromkeys(sizes))


def _map_lines(tables, shores, layout: MapLayout) -> list:
    """Return every line a province's name should not cross: borders, lanes and coastlines."""
    lines = border_lines(tables, layout) + sea_lanes(tables, layout) + coast_lanes(tables, layout)
    for _, commands in shores:
        lines += path_segments(commands)
    return lines


def _fixed_marks(tables, shores, layout: MapLayout) -> list:
    """Return the boxes a province's name should not cover: every node, every sea zone's label, the key, and
    every island small enough to read as a mark (a name beside it reads as touching it)."""
    marks = [layout.key]
    for _, commands in shores:
        xs, ys = [c[1] for c in commands if c[0] != "Z"], [c[2] for c in commands if c[0] != "Z"]
        if max(xs) - min(xs) <= MARK_MAX and max(ys) - min(ys) <= MARK_MAX:
            marks.append((min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    for p in range(len(tables.provinces)):
        x, y = layout.province_point(tables, p)
        reach = NODE + RING  # the ring's ink reaches out past the circle
        marks.append((x - reach, y - reach, 2 * reach, 2 * reach))
    for s in range(len(tables.seas)):
        marks.append(layout.sea_label_box(tables, s))
    return marks


def border_lines(tables, layout: MapLayout = FULL) -> list[tuple[float, float, float, float]]:
    """Return the borders as drawn: a line between each pair of neighbouring provinces, ring to ring."""
    return [
        _between(layout.province_point(tables, p), _circle(NODE), layout.province_point(tables, q), _circle(NODE))
        for p, neighbours in enumerate(tables.borders)
        for q in neighbours
        if q > p
    ]


def sea_lanes(tables, layout: MapLayout = FULL) -> list[tuple[float, float, float, float]]:
    """Return the lanes between neighbouring sea zones as drawn, label edge to label edge."""
    return [
        _between(layout.sea_point(tables, s), _pill, layout.sea_point(tables, other), _pill)
        for s, neighbours in enumerate(tables.sea_borders)
        for other in neighbours
        if other > s
    ]


def coast_lanes(tables, layout: MapLayout = FULL) -> list[tuple[float, float, float, float]]:
    """Return the lanes from each coastal province to its sea zones as drawn, ring to label edge."""
    return [
        _between(layout.province_point(tables, p), _circle(NODE), layout.sea_point(tables, s), _pill)
        for p, zones in enumerate(tables.coasts)
        for s in zones
    ]


def _borders(ctx: KitContext, sketch: Sketch, layout: MapLayout) -> None:
    style = Style(stroke="#7b6a4b", width=0.45)
    for line in border_lines(ctx.tables, layout):
        sketch.line(*line, style)


def _lanes(ctx: KitContext, sketch: Sketch, layout: MapLayout) -> None:
    """Dotted lanes from each coastal province to its sea zones, and dashed ones between neighbouring zones."""
    tables, theme = ctx.tables, ctx.theme
    coast = Style(stroke=theme.sea_ink, width=0.3, dash=(0.6, 0.9))
    open_sea = Style(stroke=theme.sea_ink, width=0.45, dash=(3.0, 1.5))
    for line in sea_lanes(tables, layout):
        sketch.line(*line, open_sea)
    for line in coast_lanes(tables, layout):
        sketch.line(*line, coast)


def _between(start, start_reach, end, end_reach) -> tuple[float, float, float, float]:
    """Return the part of the line from ``start`` to ``end`` outside the shapes round them, each given by its
    reach (distance from its centre to its outline along a unit direction): a line ends at a node's ring or a
    label's edge, and so never runs under the figures or words inside it."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    a, b = start_reach(ux, uy), length - end_reach(-ux, -uy)
    return x1 + ux * a, y1 + uy * a, x1 + ux * b, y1 + uy * b


def _circle(radius: float):
    """Return the reach of a circle: the same every way."""
    return lambda ux, uy: radius


def _pill(ux: float, uy: float) -> float:
    """Return the reach of a sea zone's label: a rectangle with round ends (SEA_LABEL), from its centre."""
    w, h = SEA_LABEL
    r, half_core = h / 2, (w - h) / 2
    if abs(uy) > 1e-9 and abs(ux) * r / abs(uy) <= half_core:
        return r / abs(uy)  # through the straight top or bottom edge
    # Through a round end: the ray meets the circle of radius r centred half_core along x.
    cx = half_core if ux > 0 else -half_core
    along = ux * cx
    return along + math.sqrt(along * along - (cx * cx - r * r))


def _sea_label(ctx: KitContext, sketch: Sketch, s: int, marked: bool, layout: MapLayout) -> None:
    tables, theme = ctx.tables, ctx.theme
    x, y = layout.sea_point(tables, s)
    label = Sketch(f"sea-{tables.seas[s]}", layout.width, layout.height)
    pill = Style(fill=theme.sea, stroke=theme.sea_ink, width=0.3)
    label.rect(*layout.sea_label_box(tables, s), pill, radius=SEA_LABEL[1] / 2)
    label.text(
        ctx.say(tables.sea_names[s]), (x - 12.4, y - 3.1, 24.8, 6.2), "italic", 6.5, min_size=6,
        align="center", valign="middle", colour=deepen(theme.sea_ink, theme.sea),
    )  # fmt: skip
    if marked:
        label.add(reconstructed_mark(x - 15.2, y, 3.0, theme.sea_ink))
    sketch.group(label, id=f"sea-{tables.seas[s]}")


def _province(ctx: KitContext, sketch: Sketch, p: int, marked: bool, name: str, box, layout: MapLayout) -> None:
    tables, theme = ctx.tables, ctx.theme
    x, y = layout.province_point(tables, p)
    home = tables.home[p]
    node = Sketch(f"province-{tables.provinces[p]}", layout.width, layout.height)
    fill = theme.tint(theme.kingdom_colours[home]) if home >= 0 else "#ffffff"
    stroke = theme.kingdom_colours[home] if home >= 0 else theme.ink
    node.circle(x, y, NODE, Style(fill=fill, stroke=stroke, width=RING if home >= 0 else 0.35))
    node.text(
        str(tables.value[p]), (x - NODE, y - NODE, 2 * NODE, 2 * NODE), "bold", VALUE_SIZE, align="center",
        valign="middle", colour=theme.ink, wrap=False,
    )  # fmt: skip
    # The placed box fits the name's ink: a touch more room, so the very same fit is found again.
    inner = (box[0] + NAME_PAD - 0.2, box[1] + NAME_PAD - 0.4, box[2] - 2 * NAME_PAD + 0.4, box[3] - 2 * NAME_PAD + 0.8)
    node.text(name, inner, "semibold", NAME_SIZE, min_size=NAME_MIN, align="center", valign="middle", colour=theme.ink)
    if marked:  # upper left of the node: the live map's status letter is upper right, its armies to the left
        node.add(reconstructed_mark(x - NODE - 1.4, y - NODE - 0.6, 2.6, theme.muted))
    sketch.group(node, id=f"province-{tables.provinces[p]}")
