"""The paper aids of Trumps of Kings: the suit-and-action aid, the Discovery Chart, the kingdom cards, the
play-order and turn tracks and the Royal Armies' strength track, each a page drawn from the rules data."""

from __future__ import annotations

from engine.cards import SUIT_NAMES
from engine.i18n import N_, Message, nmessage
from games.trumps_of_kings.components.cards import SUIT_INK
from games.trumps_of_kings.components.rulestext import action_line, losses_line, turn_steps
from games.trumps_of_kings.data import SEATS, text
from generator.context import KitContext, deepen, ink_on
from generator.flow import Flow, largest_body
from generator.geometry import Drawing, Style
from generator.glyphs import suit_pip
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch

WIDTH, HEIGHT = 186.0, 255.0  # fits A4 and Letter inside their margins
ORDER = ("C", "H", "S", "D")
CHART_TOP, CHART_ROW = 22.0, 15.5  # mm: the Discovery Chart's first row, and each row's pitch
CHART_GAP = 6.0  # mm between the suit-and-action aid and the chart below it
TRACK_NUMBER = 16.0  # pt: a track's figures stand 3.5 mm tall, to be read across the table
TURN_PITCH = 15.5  # mm from one row of turn spaces to the next


def player_aid(ctx: KitContext) -> Drawing:
    """Draw a player's sheet: the suit-and-action aid, at the largest body size that leaves room for the
    Discovery Chart, and the chart below it; one sheet holds all a player looks up."""
    chart = discovery_chart(ctx)
    room = HEIGHT - chart.height - CHART_GAP
    aid = largest_body(lambda body: _suit_aid(ctx, body, room), 10.0, 6.5).finish()
    sketch = Sketch("player-aid", WIDTH, HEIGHT)
    sketch.place(aid, 0, 0)
    sketch.place(chart, 0, HEIGHT - chart.height)
    return sketch.finish()


def _suit_aid(ctx: KitContext, body: float, height: float) -> Sketch:
    tables, theme = ctx.tables, ctx.theme
    sketch = Sketch("suit-aid", WIDTH, height)
    title = Message(N_("%(title)s: suits and actions"), title=text(tables.rules.title))
    sketch.text(ctx.say(title), (0, 0, WIDTH, 9), "bold", 16, min_size=11)
    flow = Flow(sketch, ctx.say, 12, WIDTH, height, body, smallest=body)
    for suit in ORDER:
        flow.heading(Message(SUIT_NAMES[suit]), SUIT_INK[suit], size=body * 1.3)
        sketch.add(*suit_pip(suit, WIDTH - 4, flow.y - body * 0.45, body * 0.5, SUIT_INK[suit]))
        for kind, spec in tables.rules.actions.items():
            if spec.suit == suit and not spec.ability_only:
                flow.para(action_line(tables, kind), bullet="•")
    flow.heading(Message(N_("Any suit")), theme.ink, size=body * 1.3)
    for kind in ("move", "discover"):
        flow.para(action_line(tables, kind), bullet="•")
    flow.heading(Message(N_("A turn")), theme.ink, size=body * 1.3)
    if is_reconstructed(tables.rules.economy):  # its purchases and prices
        sketch.add(reconstructed_mark(WIDTH - 4, flow.y - body * 0.45, body * 0.5, theme.muted))
    for number, step in enumerate(turn_steps(tables), start=1):
        flow.para(step, bullet=f"{number}.")
    flow.heading(Message(N_("Battles")), theme.ink, size=body * 1.3)
    if is_reconstructed(tables.rules.armies):
        sketch.add(reconstructed_mark(WIDTH - 4, flow.y - body * 0.45, body * 0.5, theme.muted))
    flow.para(losses_line(tables))
    return sketch


def discovery_chart(ctx: KitContext) -> Drawing:
    """Draw the Discovery Chart: one row per face of the die."""
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules.discoveries
    rows = len(rules.chart)
    sketch = Sketch("discovery-chart", WIDTH, CHART_TOP + rows * CHART_ROW - (CHART_ROW - 14))
    sketch.text(ctx.say(Message(N_("Discovery Chart"))), (0, 0, WIDTH - 8, 9), "bold", 16, min_size=11)
    if is_reconstructed(rules):
        sketch.add(reconstructed_mark(WIDTH - 3, 4.5, 4.0, theme.muted))
    rule = Message(
        N_("Play one card of each suit toward a Discovery, over as many turns as you like; then roll a die.")
    )
    sketch.text(ctx.say(rule), (0, 10, WIDTH, 10), "regular", 9, min_size=6)
    y = CHART_TOP
    for face in sorted(rules.chart):
        entry = rules.chart[face]
        sketch.rect(0, y, WIDTH, 14, theme.line(0.3), radius=1.5)
        sketch.text(str(face), (2, y, 10, 14), "bold", 16, align="center", valign="middle")
        sketch.text(ctx.say(text(entry.name)), (14, y + 1, 50, 12), "semibold", 10, min_size=6, valign="middle")
        sketch.text(ctx.say(text(entry.text)), (66, y + 1, WIDTH - 68, 12), "regular", 9, min_size=5.5, valign="middle")
        y += CHART_ROW
    return sketch.finish()


def kingdom_cards(ctx: KitContext) -> Drawing:
    """Draw the nine kingdom cards, three by three, to cut apart."""
    sketch = Sketch("kingdom-cards", WIDTH, HEIGHT)
    card_w, card_h = 61.0, 84.0
    for k in range(len(SEATS)):
        x, y = (k % 3) * (card_w + 1.5), (k // 3) * (card_h + 1.5)
        sketch.place(_kingdom_card(ctx, k, card_w, card_h), x, y)
    return sketch.finish()


def _kingdom_card(ctx: KitContext, k: int, w: float, h: float) -> Drawing:
    tables, theme = ctx.tables, ctx.theme
    spec = tables.rules.kingdoms[SEATS[k]]
    colour = theme.kingdom_colours[k]
    sketch = Sketch(f"kingdom-{SEATS[k]}", w, h)
    sketch.rect(0, 0, w, h, Style(stroke=theme.muted, width=0.3, dash=(1.5, 1.2)))
    sketch.rect(2, 2, w - 4, 10, Style(fill=colour))
    ink = ink_on(colour, theme.ink)
    sketch.text(
        ctx.say(tables.kingdom_names[k]), (4, 2, w - 8, 10), "bold", 12, min_size=8, valign="middle", colour=ink
    )
    sketch.text(ctx.say(text(spec.ability.name)), (3, 13.5, w - 6, 5), "semibold", 8, min_size=6, colour=deepen(colour))
    sketch.text(ctx.say(text(spec.ability.text)), (3, 18.5, w - 6, 16), "regular", 7, min_size=4.6)
    royal = [p for p in range(len(tables.provinces)) if tables.home[p] == k]
    limit = sum(tables.value[p] for p in royal)
    heading = Message(N_("Royal Provinces (hand limit %(limit)d)"), limit=limit)
    sketch.text(ctx.say(heading), (3, 35.5, w - 6, 4.5), "semibold", 6.8, min_size=4.5)
    listing = ", ".join(f"{ctx.say(tables.province_names[p])} {tables.value[p]}" for p in royal)
    sketch.text(listing, (3, 40.5, w - 6, 18), "regular", 6.5, min_size=4.2)
    armies = nmessage("%(count)d Royal Army", "%(count)d Royal Armies", len(spec.armies))
    sketch.text(ctx.say(armies), (3, 59.5, w - 6, 4.5), "semibold", 6.8, min_size=4.5)
    names = "; ".join(
        f"{ctx.say(text(army.commander))} ({ctx.say(tables.province_names[tables.province_index[army.start]])})"
        for army in spec.armies
    )
    sketch.text(names, (3, 64.5, w - 6, 14.5), "regular", 6.5, min_size=4.2)
    if is_kingdom_reconstructed(tables, k):
        sketch.add(reconstructed_mark(w - 4.5, h - 4.2, 3.0, theme.muted))
    return sketch.finish()


def is_kingdom_reconstructed(tables, k: int) -> bool:
    """Say whether a kingdom card shows a reconstructed fact: the kingdom, a Royal Province or a Royal Army."""
    spec = tables.rules.kingdoms[SEATS[k]]
    royal = [tables.rules.provinces[name] for p, name in enumerate(tables.provinces) if tables.home[p] == k]
    return any(is_reconstructed(item) for item in (spec, *royal, *spec.armies))


def tracks(ctx: KitContext) -> Drawing:
    """Draw the play-order track, the turn track of the campaign and the Royal Armies' strength track."""
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules
    sketch = Sketch("tracks", WIDTH, HEIGHT)
    sketch.text(ctx.say(Message(N_("Order of play"))), (0, 0, WIDTH, 7), "bold", 12, min_size=9)
    box_w = WIDTH / 9
    for index in range(9):
        x = index * box_w
        sketch.rect(x + 0.5, 8, box_w - 1, 16, theme.line(0.3), radius=1.5)
        sketch.text(str(index + 1), (x + 1, 8.6, box_w - 2, 6), "bold", TRACK_NUMBER, align="center")
    note = Message(N_("Each turn the first kingdom moves to the end of the order."))
    sketch.text(ctx.say(note), (0, 25, WIDTH, 5), "italic", 7.5, min_size=6, colour=theme.muted)
    sketch.text(ctx.say(Message(N_("Turns of the campaign"))), (0, 33, WIDTH - 8, 7), "bold", 12, min_size=9)
    campaign = rules.campaign
    if is_reconstructed(campaign):
        sketch.add(reconstructed_mark(WIDTH - 3, 36.5, 3.5, theme.muted))
    per_row = 8
    turn_w = WIDTH / per_row
    for turn in range(campaign.turns):
        x, y = (turn % per_row) * turn_w, 41 + (turn // per_row) * TURN_PITCH
        year = campaign.year_of(turn + 1)
        sketch.rect(x + 0.5, y, turn_w - 1, TURN_PITCH - 1.5, theme.line(0.3), radius=1.5)
        # The turn above its year, both in figures a player reads across the table.
        sketch.text(str(turn + 1), (x + 1, y + 0.8, turn_w - 2, 6), "bold", TRACK_NUMBER, align="center")
        sketch.text(
            str(year), (x + 1, y + 7.0, turn_w - 2, 6), "regular", TRACK_NUMBER, align="center", colour=theme.muted
        )
    top = 41 + TURN_PITCH * ((campaign.turns + per_row - 1) // per_row) + 3
    sketch.text(
        ctx.say(Message(N_("Royal Armies: elements and victories"))), (0, top, WIDTH - 8, 7), "bold", 12, min_size=9
    )
    if any(is_reconstructed(army) for spec in rules.kingdoms.values() for army in spec.armies):  # the commanders
        sketch.add(reconstructed_mark(WIDTH - 3, top + 3.5, 3.5, theme.muted))
    steps = list(range(rules.armies.step, rules.armies.maximum + 1, rules.armies.step))
    row_h = (HEIGHT - top - 9) / len(tables.armies)
    name_w, cell = 52.0, (WIDTH - 52.0 - 24) / len(steps)
    weak = theme.tint("#b3202a")  # the spaces of an army below fighting strength
    for a in range(len(tables.armies)):
        y = top + 8 + a * row_h
        k = tables.army_kingdom[a]
        spec = rules.kingdoms[SEATS[k]].armies[tables.kingdom_armies[k].index(a)]
        sketch.rect(0, y + 0.4, 3, row_h - 0.8, Style(fill=theme.kingdom_colours[k]))
        sketch.text(
            f"{ctx.say(text(spec.commander))}, {ctx.say(tables.kingdom_names[k])}",
            (4, y, name_w - 5, row_h),
            "regular",
            7,
            min_size=6,
            valign="middle",
        )
        for index, size in enumerate(steps):
            x = name_w + index * cell
            below = size < rules.armies.fit_to_fight
            sketch.rect(
                x + 0.3,
                y + 0.4,
                cell - 0.6,
                row_h - 0.8,
                Style(fill=weak if below else None, stroke=theme.muted, width=0.25),
            )
            ink = deepen(theme.muted, weak) if below else theme.muted
            sketch.text(
                str(size), (x, y, cell, row_h), "regular", TRACK_NUMBER, align="center", valign="middle", colour=ink
            )
        sketch.rect(WIDTH - 22, y + 0.4, 22, row_h - 0.8, theme.line(0.25))
    return sketch.finish()
