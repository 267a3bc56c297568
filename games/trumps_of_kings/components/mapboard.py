"""The campaign map of Trumps of Kings: real coastlines, the provinces placed by the rules data's coordinates
with their names and economic values, the borders between them, and the sea zones.

``draw_map`` depends only on the rules tables, the language, the theme and the layout
(``maplayout.FULL``, the map at 100 % tiled over home sheets, or ``maplayout.one_sheet(paper)``), so the
companion's live map is this same drawing with ``draw_pieces`` (statuses, holders and armies from a view)
laid over it. Each province's node carries the id ``province-<id>``, each sea zone's label ``sea-<id>``.
"""

from __future__ import annotations

from engine.i18n import N_
from games.trumps_of_kings.components.mapkey import draw_key
from games.trumps_of_kings.components.maplayout import FULL, SEA_LABEL, MapLayout
from games.trumps_of_kings.components.maplines import border_lines, coast_lanes, sea_lanes
from games.trumps_of_kings.components.mapnames import (
    NAME_MIN,
    NAME_PAD,
    NAME_SIZE,
    name_boxes,
    placed_names,
    ring_width,
    shores,
)
from generator.coast import LAND
from generator.context import KitContext, deepen
from generator.geometry import Drawing, Style
from generator.labels import MAP_DRAWING
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch

__all__ = ["NODE", "STATUS_LETTERS", "VALUE_SIZE", "border_lines", "coast_lanes", "draw_map", "name_boxes", "sea_lanes"]

NODE = FULL.node  # radius of a province's circle on the full-size map
VALUE_SIZE = 16.0  # pt: a province's value, read across the table
STATUS_LETTERS = {"ally": N_("A"), "client": N_("C"), "province": N_("P"), "royal": N_("R")}


def draw_map(ctx: KitContext, layout: MapLayout = FULL) -> Drawing:
    """Draw the whole map: sea, coastlines, borders, sea lanes, provinces and the key (title, legend, notes)."""
    tables, theme = ctx.tables, ctx.theme
    sketch = Sketch(MAP_DRAWING, layout.width, layout.height, trim=layout.trim)
    painted = layout.painted()
    sketch.rect(*painted, Style(fill=theme.sea))
    sketch.group(_coasts(theme, shores(layout), layout), clip=painted)
    _lanes(ctx, sketch, layout)
    _borders(ctx, sketch, layout)
    provinces, seas = reconstructed_places(tables)
    # A map that is reconstructed through and through says so once, in its key; one mark on each of ninety
    # places would tell a buyer nothing more. A map that is only partly so marks those places.
    whole = len(provinces) == len(tables.provinces) and len(seas) == len(tables.seas)
    for s in range(len(tables.seas)):
        _sea_label(ctx, sketch, s, s in seas and not whole, layout)
    placed = placed_names(ctx, layout)
    for p in range(len(tables.provinces)):
        name = placed.text(p, ctx.say(tables.province_names[p]))
        _province(ctx, sketch, p, p in provinces and not whole, name, placed.boxes[p], layout)
    sketch.rect(*layout.border(), theme.line(0.6))
    lettered = [
        (letter, ctx.say(tables.province_names[p]))
        for p, letter in sorted(placed.letters.items(), key=lambda item: item[1])
    ]
    draw_key(ctx, sketch, layout, "whole" if whole else "some" if provinces or seas else None, lettered)
    return sketch.finish()


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
    node.circle(x, y, layout.node, Style(fill=fill, stroke=stroke, width=ring_width(tables, p)))
    # The value's box is the full-size node's on every layout: its figures stay 16 pt in a tighter ring.
    value = (x - NODE, y - NODE, 2 * NODE, 2 * NODE)
    node.text(
        str(tables.value[p]), value, "bold", VALUE_SIZE, align="center", valign="middle", colour=theme.ink, wrap=False
    )
    # The placed box fits the name's ink: a touch more room, so the very same fit is found again.
    inner = (box[0] + NAME_PAD - 0.2, box[1] + NAME_PAD - 0.4, box[2] - 2 * NAME_PAD + 0.4, box[3] - 2 * NAME_PAD + 0.8)
    node.text(name, inner, "semibold", NAME_SIZE, min_size=NAME_MIN, align="center", valign="middle", colour=theme.ink)
    if marked:  # upper left of the node: the live map's status letter is upper right, its armies to the left
        node.add(reconstructed_mark(x - layout.node - 1.4, y - layout.node - 0.6, 2.6, theme.muted))
    sketch.group(node, id=f"province-{tables.provinces[p]}")
