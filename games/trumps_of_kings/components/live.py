"""The live layer of the campaign map: what a state puts on the printed map, for the companion's board.

``draw_pieces`` reads only a public view (games/trumps_of_kings/views.py), so it never shows a secret:
each held province gets a ring in its holder's colour with its status letter, each army a counter with
its elements beside its province, each coming battle a red ring, and the title band shows the turn, whose
move it is, and every kingdom's hand limit and cards in hand.
"""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import N_, Message
from games.trumps_of_kings.components.mapboard import NODE, STATUS_LETTERS, name_boxes
from games.trumps_of_kings.components.maplayout import BAND, FRAME, HEIGHT, WIDTH, province_point, sea_label_box
from games.trumps_of_kings.data import SEATS
from generator.context import KitContext, cached_by_identity
from generator.geometry import Drawing, Style
from generator.labels import BoxGrid
from generator.sketch import Sketch

BATTLE = "#c0392b"
COUNTER = 5.2  # mm, an army counter's side on the live map
GAP = 0.6  # mm between counters in a row
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
    stacks: dict[str, list[str]] = {}
    for army, info in view["armies"].items():  # the armies on the map: the view leaves out the destroyed ones
        stacks.setdefault(info["at"], []).append(army)
    printed = printed_marks(ctx)
    counters = {
        army: box
        for province, armies in stacks.items()
        for army, box in zip(armies, counter_boxes(tables, province, len(armies), printed), strict=True)
    }
    for army, (cx, cy, _, _) in counters.items():
        a, info = tables.army_index[army], view["armies"][army]
        colour = theme.kingdom_colours[tables.army_kingdom[a]]
        sketch.rect(cx, cy, COUNTER, COUNTER, Style(fill=colour, stroke="#ffffff", width=0.3), radius=0.8)
        box = (cx, cy, COUNTER, COUNTER)
        sketch.text(str(info["size"]), box, "bold", 6, align="center", valign="middle", colour="#ffffff")
    _band(ctx, sketch, view)
    return sketch.finish()


def printed_marks(ctx: KitContext) -> BoxGrid:
    """Return what the printed map shows that a counter should not hide (names, nodes, sea labels), as boxes."""
    return _printed_marks(ctx.tables, ctx.tr)


@cached_by_identity()
def _printed_marks(tables, tr) -> BoxGrid:
    # Once per language: the pieces are drawn once a version, and the names' boxes take their fitting.
    points = [province_point(tables, p) for p in range(len(tables.provinces))]
    nodes = [(x - NODE, y - NODE, 2 * NODE, 2 * NODE) for x, y in points]
    names = name_boxes(KitContext(tables, tr, None))
    return BoxGrid([*names, *nodes, *(sea_label_box(tables, s) for s in range(len(tables.seas)))])


def counter_boxes(tables, province: str, count: int, printed: BoxGrid) -> list[tuple[float, float, float, float]]:
    """Return where a province's ``count`` army counters stand: in a row beside its node, on the side that covers
    the least of the printed map (``printed``: boxes of its names, nodes and sea labels), left first on a tie.

    The names were placed on the printed map round the nodes alone: a counter on a fixed side would hide some.
    """
    rows = counter_rows(tables, province, count)
    return min(rows, key=lambda boxes: sum(map(printed.covered, boxes)))


def counter_rows(tables, province: str, count: int) -> list[list[tuple[float, float, float, float]]]:
    """Return the rows a province's ``count`` counters may stand in: left of its node, right of it, below it."""
    x, y = province_point(tables, tables.province_index[province])
    step = COUNTER + GAP
    row = count * step - GAP
    starts = (
        (x - NODE - 1.5 - row, y - COUNTER / 2),
        (x + NODE + 1.5, y - COUNTER / 2 + 1.0),  # a little low: the status letter sits upper right
        (x - row / 2, y + NODE + 1.0),
    )
    return [[(left + k * step, top, COUNTER, COUNTER) for k in range(count)] for left, top in starts]


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
