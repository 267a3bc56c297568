"""The live layer of the campaign map: what a state puts on the printed map, for the companion's board.

``draw_pieces`` reads only a public view (games/trumps_of_kings/views.py), so it never shows a secret:
each held province gets a ring in its holder's colour with its status letter, each army a counter with
its elements beside its province, each coming battle a red ring, and the title band shows the turn, whose
move it is, and every kingdom's hand limit and cards in hand.
"""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import N_, Message
from games.trumps_of_kings.components.mapboard import (
    BAND,
    FRAME,
    HEIGHT,
    NODE,
    STATUS_LETTERS,
    WIDTH,
    province_point,
    sea_label_box,
)
from games.trumps_of_kings.data import SEATS
from generator.context import KitContext
from generator.geometry import Drawing, Style
from generator.sketch import Sketch

BATTLE = "#c0392b"
COUNTER = 5.2  # mm, an army counter's side on the live map
# A place's tap area, in mm around its node and name: 35 by 33 px on the zoomed board (1400 px for the map's
# 513 mm), above the 24 px a finger needs. A sea zone's covers its label with a margin.
HIT_LEFT, HIT_TOP, HIT_WIDTH, HIT_HEIGHT = -6.5, -5.0, 13.0, 12.0
SEA_MARGIN = 1.2
HIT = "hit-"  # the prefix of a tap area's id: hit-province-<id>, hit-sea-<id>, after the map's own ids


def draw_pieces(ctx: KitContext, view: dict) -> Drawing:
    """Draw the state of a public view over the map, on a transparent sheet of the map's size."""
    tables, theme = ctx.tables, ctx.theme
    sketch = Sketch("pieces", WIDTH, HEIGHT)
    for name, (status, holder) in view["provinces"].items():
        if holder is None:
            continue
        p = tables.province_index[name]
        x, y = province_point(tables, p)
        colour = theme.kingdom_colours[SEATS.index(holder)]
        sketch.circle(x, y, NODE + 1.1, Style(stroke=colour, width=1.1))
        letter = ctx.say(Message(STATUS_LETTERS[status]))
        sketch.circle(x + NODE + 0.6, y - NODE - 0.2, 1.9, Style(fill=colour, stroke="#ffffff", width=0.25))
        box = (x + NODE - 1.3, y - NODE - 2.1, 3.8, 3.8)
        sketch.text(letter, box, "bold", 5.5, align="center", valign="middle", colour="#ffffff")
    for battle in view["battles"]:
        if battle["result"] is None:
            x, y = province_point(tables, tables.province_index[battle["province"]])
            sketch.circle(x, y, NODE + 2.4, Style(stroke=BATTLE, width=0.9, dash=(1.2, 0.8)))
    placed: dict[str, int] = {}
    for army, info in view["armies"].items():
        a = tables.army_index[army]
        x, y = province_point(tables, tables.province_index[info["at"]])
        slot = placed.get(info["at"], 0)
        placed[info["at"]] = slot + 1
        cx, cy = x - NODE - 1.5 - COUNTER - slot * (COUNTER + 0.6), y - COUNTER / 2
        colour = theme.kingdom_colours[tables.army_kingdom[a]]
        sketch.rect(cx, cy, COUNTER, COUNTER, Style(fill=colour, stroke="#ffffff", width=0.3), radius=0.8)
        box = (cx, cy, COUNTER, COUNTER)
        sketch.text(str(info["size"]), box, "bold", 6, align="center", valign="middle", colour="#ffffff")
    _band(ctx, sketch, view)
    return sketch.finish()


def with_tap_areas(ctx: KitContext, board: Drawing) -> Drawing:
    """Return the map with an unpainted tap area over each province and sea zone, named after the map's own ids.

    Unpainted, they neither show nor take taps; the phone's script lights up and arms the places a choice
    may target (games/trumps_of_kings/static/trumps_of_kings.js). They are the same in every version, so they
    belong to the live board's base drawing, which a phone fetches once, and not to the pieces layer that
    every answer carries; the pieces above them let taps through (companion.css).
    """
    tables = ctx.tables
    sketch = Sketch("tap-areas", WIDTH, HEIGHT)
    none = Style()
    for p, name in enumerate(tables.provinces):
        x, y = province_point(tables, p)
        sketch.rect(x + HIT_LEFT, y + HIT_TOP, HIT_WIDTH, HIT_HEIGHT, none, radius=2.0, id=f"{HIT}province-{name}")
    for s, name in enumerate(tables.seas):
        x, y, w, h = sea_label_box(tables, s)
        m = SEA_MARGIN
        sketch.rect(x - m, y - m, w + 2 * m, h + 2 * m, none, radius=h / 2 + m, id=f"{HIT}sea-{name}")
    return replace(board, items=(*board.items, *sketch.finish().items))


def _band(ctx: KitContext, sketch: Sketch, view: dict) -> None:
    """Cover the map's printed notes with the turn, whose move it is and every kingdom's cards."""
    theme = ctx.theme
    x = FRAME + 298
    width = WIDTH - x - FRAME
    sketch.rect(x, 0.8, width, BAND - 1.6, Style(fill="#ffffff", stroke=theme.muted, width=0.3), radius=1.5)
    actor = view["actor"] or (view["to_act"][0] if view["to_act"] else None)
    if actor is not None:
        line = Message(
            N_("Turn %(turn)d of %(turns)d · %(kingdom)s to act"),
            turn=view["turn"],
            turns=view["turns"],
            kingdom=view["kingdoms"][actor]["name"],
        )
    else:
        line = Message(N_("Turn %(turn)d of %(turns)d"), turn=view["turn"], turns=view["turns"])
    sketch.text(ctx.say(line), (x + 1.5, 1.4, width - 3, 5), "bold", 8, min_size=5)
    parts = [
        ctx.say(
            Message(
                N_("%(kingdom)s %(cards)d/%(limit)d"),
                kingdom=info["name"],
                cards=info["hand_count"],
                limit=info["hand_limit"],
            )
        )
        for info in view["kingdoms"].values()
    ]
    sketch.text("  ·  ".join(parts), (x + 1.5, 6.6, width - 3, 6.2), "regular", 6.5, min_size=4)
