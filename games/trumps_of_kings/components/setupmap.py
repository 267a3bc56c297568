"""The rules booklet's set-up diagram: the printed campaign map (``mapboard.draw_map``) at booklet scale, each
Royal Army numbered where it starts, and a key of the kingdoms' colours and their armies to go beneath it.

The map is the very drawing the kit prints, scaled down and cropped to its frame, so the diagram cannot
disagree with the map; the counters and the key are drawn at the booklet's own size so they stay legible.
"""

from __future__ import annotations

from engine.i18n import N_, Message
from games.trumps_of_kings.components.mapboard import draw_map
from games.trumps_of_kings.components.maplayout import BAND, FRAME, MAP_H, MAP_W, province_point
from games.trumps_of_kings.data import SEATS, text
from generator.context import KitContext, ink_on
from generator.geometry import Drawing, Style
from generator.sketch import Sketch

COUNTER = 3.6  # mm, a numbered army on the diagram
ROW = 7.2  # mm, one kingdom's line of the key


def setup_map(ctx: KitContext, width: float) -> Drawing:
    """Draw the map ``width`` mm wide with every Royal Army numbered at its start (the key is ``setup_key``)."""
    tables, theme = ctx.tables, ctx.theme
    scale = width / MAP_W
    height = MAP_H * scale
    sketch = Sketch("setup-map", width, height)
    # Only the map's frame: its title band is the kit's, and the booklet has its own key.
    sketch.place(draw_map(ctx), -FRAME * scale, -(BAND + FRAME) * scale, scale=scale, clip=(0, 0, width, height))
    sketch.rect(0, 0, width, height, theme.line(0.3))
    placed: dict[int, int] = {}
    for a in range(len(tables.armies)):
        x, y = province_point(tables, tables.army_start[a])
        x, y = (x - FRAME) * scale, (y - BAND - FRAME) * scale
        slot = placed.get(tables.army_start[a], 0)
        placed[tables.army_start[a]] = slot + 1
        left = x - COUNTER - 0.9 - slot * (COUNTER + 0.4)
        # Each army is a piece of its own, standing on the map as at the table (generator.preflight.designed).
        sketch.place(_army_piece(ctx, a), left, y - COUNTER / 2)
    return sketch.finish()


def _army_piece(ctx: KitContext, a: int) -> Drawing:
    """Draw one numbered army of the diagram, its number in the ink that reads on its kingdom's colour."""
    theme = ctx.theme
    colour = theme.kingdom_colours[ctx.tables.army_kingdom[a]]
    fill = theme.tint(colour) if theme.ink_saver else colour
    piece = Sketch(f"army-{a + 1}", COUNTER, COUNTER)
    piece.rect(0, 0, COUNTER, COUNTER, Style(fill=fill, stroke=colour, width=0.3), radius=0.5)
    piece.text(
        str(a + 1), (0, 0, COUNTER, COUNTER), "bold", 6.0, min_size=4.5, align="center", valign="middle",
        colour=ink_on(fill, theme.ink), wrap=False,
    )  # fmt: skip
    return piece.finish()


def setup_key(ctx: KitContext, width: float) -> Drawing:
    """Draw the diagram's key: per kingdom its colour (as its Royal Provinces are tinted), name and numbered armies."""
    tables, theme = ctx.tables, ctx.theme
    sketch = Sketch("setup-key", width, ROW * len(SEATS))
    for k, name in enumerate(SEATS):
        y = k * ROW
        colour = theme.kingdom_colours[k]
        sketch.circle(1.8, y + 1.9, 1.6, Style(fill=theme.tint(colour), stroke=colour, width=0.6))
        sketch.text(ctx.say(tables.kingdom_names[k]), (4.5, y, 19, 4), "bold", 7.0, min_size=5.0)
        armies = tables.rules.kingdoms[name].armies
        parts = [
            ctx.say(
                Message(
                    N_("%(number)d %(commander)s, %(province)s"),
                    number=tables.army_index[army.id] + 1,
                    commander=text(army.commander),
                    province=tables.province_names[tables.province_index[army.start]],
                )
            )
            for army in armies
        ]
        sketch.text(" · ".join(parts), (24, y, width - 24, ROW - 0.4), "regular", 6.8, min_size=4.8)
    return sketch.finish()
