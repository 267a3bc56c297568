"""The campaign map of Trumps of Kings at 100 % scale: real coastlines, the provinces placed by the rules
data's coordinates with their names and economic values, the borders between them, and the sea zones.

``draw_map`` depends only on the rules tables, the language and the theme, so the companion's live map is
this same drawing with ``draw_pieces`` (statuses, holders and armies from a view) laid over it. Each
province's node carries the id ``province-<id>``, each sea zone's label ``sea-<id>``.
"""

from __future__ import annotations

import functools
import math

from engine.i18n import N_, Message
from games.trumps_of_kings.data import text
from generator.coast import LAND, shoreline_paths
from generator.context import KitContext, cached_by_identity, deepen
from generator.errors import LayoutError
from generator.fonts import text_width
from generator.geometry import Drawing, Style
from generator.labels import Label, path_segments, place_labels
from generator.marks import is_reconstructed, reconstructed_mark
from generator.pages import fits_page
from generator.paper import HOME_PAPERS, LARGE_PAPER
from generator.sketch import Sketch
from generator.text import centred_ink_height, fit_text
from generator.tiles import plan_tiling

WEST, EAST, SOUTH, NORTH = -11.5, 40.5, 35.8, 64.4
SCALE = 15.0  # mm for one degree of latitude
SQUASH = math.cos(math.radians(50))  # a degree of longitude at the map's middle latitude
FRAME = 6.0
BAND = 14.0  # the title band above the map
MAP_W, MAP_H = (EAST - WEST) * SQUASH * SCALE, (NORTH - SOUTH) * SCALE
WIDTH, HEIGHT = MAP_W + 2 * FRAME, MAP_H + 2 * FRAME + BAND
NODE = 3.6  # radius of a province's circle: room for its value in figures 3.5 mm tall
RING = 0.7  # mm: the width of a Royal Province's ring, the widest a node has
VALUE_SIZE = 16.0  # pt: a province's value, read across the table
LEGEND_KEY, LEGEND_PITCH, LEGEND_COLUMNS = 30.0, 34.0, 3  # mm: the legend's key text, each column of kingdoms
LEGEND_WIDTH = LEGEND_KEY + LEGEND_COLUMNS * LEGEND_PITCH
SEAM_CLEARANCE = 3.0  # mm between the legend and the nearest seam of a tiled map
NAME_SIZE = NAME_MIN = 6.0  # pt: a province's name, never smaller (a crowded name breaks onto two lines instead)
NAME_BOX = (26.0, 5.2)  # mm: the most room a province's name takes
NAME_PAD = 0.25  # mm of clear space kept round a name's ink
SEA_LABEL = (26.0, 6.8)  # mm: a sea zone's label
LINE_PAD = 0.2  # mm: a line's printed box holds its stroke (with the names' own clear space, NAME_PAD)
CROSSING_COST = 1000.0  # a name crossing a line is worse than one touching a short line's box
SHORT_LINE = 15.0  # mm either way: a line no longer reads as a small mark, and a name keeps off its whole box
STATUS_LETTERS = {"ally": N_("A"), "client": N_("C"), "province": N_("P"), "royal": N_("R")}


def project(lon: float, lat: float) -> tuple[float, float]:
    """Return where a longitude and latitude fall on the map, in mm from its top-left corner."""
    return FRAME + (lon - WEST) * SQUASH * SCALE, BAND + FRAME + (NORTH - lat) * SCALE


def province_point(tables, p: int) -> tuple[float, float]:
    """Return the centre of a province's node."""
    lon, lat = tables.rules.provinces[tables.provinces[p]].at
    return project(lon, lat)


def sea_point(tables, s: int) -> tuple[float, float]:
    """Return where a sea zone's name sits."""
    lon, lat = tables.rules.seas[tables.seas[s]].at
    return project(lon, lat)


def sea_label_box(tables, s: int) -> tuple[float, float, float, float]:
    """Return the box of a sea zone's name label (x, y, width, height), as the map draws it."""
    x, y = sea_point(tables, s)
    return x - SEA_LABEL[0] / 2, y - SEA_LABEL[1] / 2, *SEA_LABEL


def draw_map(ctx: KitContext) -> Drawing:
    """Draw the whole map: sea, coastlines, borders, sea lanes, provinces and the title band."""
    tables, theme = ctx.tables, ctx.theme
    sketch = Sketch("map", WIDTH, HEIGHT)
    frame = (FRAME, BAND + FRAME, MAP_W, MAP_H)
    sketch.rect(*frame, Style(fill=theme.sea))
    shores = shoreline_paths((WEST, SOUTH, EAST, NORTH), project, step=0.2)
    sketch.group(_coasts(theme, shores), clip=frame)
    _lanes(ctx, sketch)
    _borders(ctx, sketch)
    provinces, seas = reconstructed_places(tables)
    # A map that is reconstructed through and through says so once, in its title band; one mark on each
    # of ninety places would tell a buyer nothing more. A map that is only partly so marks those places.
    whole = len(provinces) == len(tables.provinces) and len(seas) == len(tables.seas)
    for s in range(len(tables.seas)):
        _sea_label(ctx, sketch, s, s in seas and not whole)
    names = [_name(ctx, p) for p in range(len(tables.provinces))]
    boxes = name_boxes(ctx)
    for p in range(len(tables.provinces)):
        _province(ctx, sketch, p, p in provinces and not whole, names[p][0], boxes[p])
    sketch.rect(*frame, theme.line(0.6))
    _title_band(ctx, sketch, "whole" if whole else "some" if provinces or seas else None)
    return sketch.finish()


def name_boxes(ctx: KitContext) -> tuple[tuple[float, float, float, float], ...]:
    """Return the box each province's name takes on the map in the kit's language, as ``draw_map`` places it."""
    return _placed_names(ctx.tables, ctx.tr)


@cached_by_identity()
def _placed_names(tables, tr) -> tuple[tuple[float, float, float, float], ...]:
    # Placed once per language (the names' sizes differ): the printed map and the live board's pieces ask alike,
    # the pieces once a version.
    ctx = KitContext(tables, tr, None)
    return _place_names(tables, tuple(_name(ctx, p)[1] for p in range(len(tables.provinces))))


def _place_names(tables, sizes: tuple) -> tuple[tuple[float, float, float, float], ...]:
    shores = shoreline_paths((WEST, SOUTH, EAST, NORTH), project, step=0.2)
    return tuple(
        place_labels(
            [Label(*province_point(tables, p), NODE, sizes[p]) for p in range(len(tables.provinces))],
            _map_lines(tables, shores),
            _fixed_marks(tables),
            (FRAME, BAND + FRAME, MAP_W, MAP_H),
            line_cost=CROSSING_COST,
            seams=seam_lines(),
        )
    )


def reconstructed_places(tables) -> tuple[set[int], set[int]]:
    """Return the provinces and the sea zones whose data (place, value, borders, coasts) is reconstructed."""
    rules = tables.rules
    provinces = {p for p, name in enumerate(tables.provinces) if is_reconstructed(rules.provinces[name])}
    return provinces, {s for s, name in enumerate(tables.seas) if is_reconstructed(rules.seas[name])}


def _coasts(theme, shores) -> Sketch:
    sketch = Sketch("coasts", WIDTH, HEIGHT)
    land = Style(fill=theme.land, stroke="#8a7f66", width=0.2)
    lake = Style(fill=theme.sea, stroke="#8a7f66", width=0.15)
    # Points closer than a fifth of a millimetre add nothing a printer can show.
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
        ink = max(text_width(line, fitted.font, fitted.size) for line in fitted.lines)
        sizes.append((ink + 2 * NAME_PAD, centred_ink_height(fitted) + 2 * NAME_PAD))  # accents included
    return name, tuple(dict.fromkeys(sizes))


def _map_lines(tables, shores) -> list:
    """Return every line a province's name should not cross: borders, lanes and coastlines."""
    lines = []
    for p, neighbours in enumerate(tables.borders):
        lines += [(*province_point(tables, p), *province_point(tables, q)) for q in neighbours if q > p]
    for s, neighbours in enumerate(tables.sea_borders):
        lines += [(*sea_point(tables, s), *sea_point(tables, other)) for other in neighbours if other > s]
    for p, zones in enumerate(tables.coasts):
        lines += [(*province_point(tables, p), *sea_point(tables, s)) for s in zones]
    for _, commands in shores:
        lines += path_segments(commands)
    return lines


def _fixed_marks(tables) -> list:
    """Return the boxes a province's name should not cover: every node, every sea zone's label, and the whole
    box of every short line, on the map and on each tile that cuts it (a short line is a small mark on the
    sheet: a name beside it reads as touching it)."""
    marks = []
    for line in border_lines(tables) + sea_lanes(tables) + coast_lanes(tables):
        marks += _short_boxes(line)
    for p in range(len(tables.provinces)):
        x, y = province_point(tables, p)
        reach = NODE + RING  # the ring's ink reaches out past the circle
        marks.append((x - reach, y - reach, 2 * reach, 2 * reach))
    for s in range(len(tables.seas)):
        marks.append(sea_label_box(tables, s))
    return marks


def _short_boxes(line) -> list[tuple[float, float, float, float]]:
    """Return the boxes a line prints as a short mark: its box with its stroke, on the whole map and as each
    tile of a tiled map cuts it (the box cut by the tile's window), wherever that is SHORT_LINE or less."""
    x1, y1, x2, y2 = line
    box = (min(x1, x2) - LINE_PAD, min(y1, y2) - LINE_PAD, abs(x2 - x1) + 2 * LINE_PAD, abs(y2 - y1) + 2 * LINE_PAD)
    found = []
    for window in ((0.0, 0.0, WIDTH, HEIGHT), *tile_windows()):
        left, top = max(box[0], window[0]), max(box[1], window[1])
        right = min(box[0] + box[2], window[0] + window[2])
        bottom = min(box[1] + box[3], window[1] + window[3])
        if left < right and top < bottom and right - left <= SHORT_LINE and bottom - top <= SHORT_LINE:
            found.append((left, top, right - left, bottom - top))
    return found


def border_lines(tables) -> list[tuple[float, float, float, float]]:
    """Return the borders as drawn: a line between each pair of neighbouring provinces, ring to ring."""
    return [
        _between(province_point(tables, p), _circle(NODE), province_point(tables, q), _circle(NODE))
        for p, neighbours in enumerate(tables.borders)
        for q in neighbours
        if q > p
    ]


def sea_lanes(tables) -> list[tuple[float, float, float, float]]:
    """Return the lanes between neighbouring sea zones as drawn, label edge to label edge."""
    return [
        _between(sea_point(tables, s), _pill, sea_point(tables, other), _pill)
        for s, neighbours in enumerate(tables.sea_borders)
        for other in neighbours
        if other > s
    ]


def coast_lanes(tables) -> list[tuple[float, float, float, float]]:
    """Return the lanes from each coastal province to its sea zones as drawn, ring to label edge."""
    return [
        _between(province_point(tables, p), _circle(NODE), sea_point(tables, s), _pill)
        for p, zones in enumerate(tables.coasts)
        for s in zones
    ]


def _borders(ctx: KitContext, sketch: Sketch) -> None:
    style = Style(stroke="#7b6a4b", width=0.45)
    for line in border_lines(ctx.tables):
        sketch.line(*line, style)


def _lanes(ctx: KitContext, sketch: Sketch) -> None:
    """Dotted lanes from each coastal province to its sea zones, and dashed ones between neighbouring zones."""
    tables, theme = ctx.tables, ctx.theme
    coast = Style(stroke=theme.sea_ink, width=0.3, dash=(0.6, 0.9))
    open_sea = Style(stroke=theme.sea_ink, width=0.45, dash=(3.0, 1.5))
    for line in sea_lanes(tables):
        sketch.line(*line, open_sea)
    for line in coast_lanes(tables):
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


def _sea_label(ctx: KitContext, sketch: Sketch, s: int, marked: bool) -> None:
    tables, theme = ctx.tables, ctx.theme
    x, y = sea_point(tables, s)
    label = Sketch(f"sea-{tables.seas[s]}", WIDTH, HEIGHT)
    pill = Style(fill=theme.sea, stroke=theme.sea_ink, width=0.3)
    label.rect(*sea_label_box(tables, s), pill, radius=SEA_LABEL[1] / 2)
    label.text(
        ctx.say(tables.sea_names[s]), (x - 12.4, y - 3.1, 24.8, 6.2), "italic", 6.5, min_size=6,
        align="center", valign="middle", colour=deepen(theme.sea_ink, theme.sea),
    )  # fmt: skip
    if marked:
        label.add(reconstructed_mark(x - 15.2, y, 3.0, theme.sea_ink))
    sketch.group(label, id=f"sea-{tables.seas[s]}")


def _province(ctx: KitContext, sketch: Sketch, p: int, marked: bool, name: str, box) -> None:
    tables, theme = ctx.tables, ctx.theme
    x, y = province_point(tables, p)
    home = tables.home[p]
    node = Sketch(f"province-{tables.provinces[p]}", WIDTH, HEIGHT)
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


@functools.cache
def _tilings() -> list:
    """Return how the map is tiled on each paper it is tiled on, as the build lays it out (generator/build.py):
    tiled on home paper, on large paper unless it fits."""
    whole = Drawing("map", WIDTH, HEIGHT, ())
    papers = [
        *HOME_PAPERS.values(),
        *(p for p in LARGE_PAPER.values() if not fits_page(whole, p.width, p.height, turn=True)),
    ]
    return [plan_tiling(WIDTH, HEIGHT, paper.width, paper.height) for paper in papers]


@functools.cache
def tile_windows() -> list[tuple[float, float, float, float]]:
    """Return the part of the map each tile shows, on every paper the map is tiled on."""
    return sorted(
        {tiling.window(col, row) for tiling in _tilings() for col in range(tiling.cols) for row in range(tiling.rows)}
    )


def tile_seams() -> tuple[list[float], list[float]]:
    """Return where the map is cut on any paper it is tiled on: the x of each vertical seam, the y of each other."""
    xs, ys = set(), set()
    for tiling in _tilings():
        xs |= {tiling.window(col, 0)[0] for col in range(1, tiling.cols)}
        ys |= {tiling.window(0, row)[1] for row in range(1, tiling.rows)}
    return sorted(xs), sorted(ys)


def seam_lines() -> list[tuple[float, float, float, float]]:
    """Return every paper's seams as lines across the map, for its names to keep clear of."""
    xs, ys = tile_seams()
    return [(x, 0.0, x, HEIGHT) for x in xs] + [(0.0, y, WIDTH, y) for y in ys]


def legend_left(lowest: float) -> float:
    """Return where the kingdoms' legend starts in the title band: as far right as it stands whole on one tile.

    The map is tiled on every paper whose sheet it does not fit whole; a legend cut by a seam between two
    sheets is read across a glued join. Every paper's seams are avoided together, so one drawing serves all.
    """
    cuts = tile_seams()[0]
    x = WIDTH - FRAME - LEGEND_WIDTH
    while x >= lowest:
        if all(not (x - SEAM_CLEARANCE <= cut <= x + LEGEND_WIDTH + SEAM_CLEARANCE) for cut in cuts):
            return x
        x -= 1.0
    raise LayoutError("the kingdoms' legend stands whole on no tile of the map")


def _title_band(ctx: KitContext, sketch: Sketch, reconstructed: str | None) -> None:
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules
    sketch.text(ctx.say(text(rules.title)), (FRAME, 2.0, 80, 8), "bold", 16, min_size=10, colour=theme.ink)
    sketch.text(ctx.say(text(rules.subtitle)), (FRAME, 9.0, 80, 4.5), "italic", 7, min_size=5, colour=theme.muted)
    x = FRAME + 84
    legend = legend_left(x)
    key = Message(N_("Royal Provinces, by kingdom:"))
    sketch.text(ctx.say(key), (legend, 1.6, LEGEND_KEY - 2, 11), "semibold", 6.5, min_size=4.5, colour=theme.ink)
    rows = -(-len(theme.kingdom_colours) // LEGEND_COLUMNS)
    for k, colour in enumerate(theme.kingdom_colours):
        cx = legend + LEGEND_KEY + 2 + (k // rows) * LEGEND_PITCH
        cy = 3.1 + (k % rows) * 4.1
        sketch.circle(cx, cy, 1.6, Style(fill=theme.tint(colour), stroke=colour, width=0.5))
        name_box = (cx + 2.4, cy - 2.0, LEGEND_PITCH - 4, 4.0)
        sketch.text(
            ctx.say(tables.kingdom_names[k]), name_box, "regular", 6.2, min_size=4.5, valign="middle", wrap=False
        )
    notes = Message(
        N_(
            "The number in a province is its economic value. Solid lines join neighbouring provinces; dotted "
            "lines join a coast to its sea zones; dashed lines join neighbouring sea zones."
        )
    )
    # The notes fill the band between the title and the legend, or what is left of it right of the legend.
    before, after = legend - 3 - x, WIDTH - FRAME - legend - LEGEND_WIDTH - 3
    left, width = (x, before) if before >= after else (legend + LEGEND_WIDTH + 3, after)
    if reconstructed is None:
        sketch.text(ctx.say(notes), (left, 1.5, width, 11), "regular", 6.2, min_size=4.2)
        return
    sketch.text(ctx.say(notes), (left, 1.2, width, 7), "regular", 6.2, min_size=4.2)
    sketch.add(reconstructed_mark(left + 1.5, 10.4, 3.0, theme.muted))
    if reconstructed == "whole":
        note = Message(
            N_(
                "Every province and sea zone of this map, with its value, borders and coasts, is reconstructed: "
                "the rulebook gives none. See the sources page of the rules booklet."
            )
        )
    else:
        note = Message(N_("Places with this mark are reconstructed. See the sources page of the rules booklet."))
    sketch.text(ctx.say(note), (left + 4, 8.4, width - 4, 5), "italic", 6.0, min_size=4.0, colour=theme.muted)
