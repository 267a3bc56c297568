"""The player aids of A Very Civil Whist: one page per side, in our own words, numbers from the rules data.

Each aid gives the round sequence, the three actions, that side's leaders and assets, and how to win.
"""

from __future__ import annotations

from engine.i18n import N_, Message
from games.avcw.components.context import KitContext
from games.avcw.components.rulestext import (
    ASSET_ACTION,
    LEADER_NOTE,
    action_phase,
    asset_line,
    attack_text,
    leader_line,
    preparation_steps,
    support_text,
    win_rules,
)
from games.avcw.data import SIDES
from generator.flow import Flow, largest_body
from generator.geometry import Drawing, Style
from generator.ornament import rule as ornament_rule
from generator.sketch import Sketch

WIDTH, HEIGHT = 190.0, 255.0
BODY = 10.0  # pt; the body size of an aid, unless its language needs a smaller one to fit the page
SMALLEST_BODY = 7.0  # pt; the whole aid shrinks evenly down to this, so no paragraph ends up tiny alone


def player_aid(ctx: KitContext, side: int) -> Drawing:
    """Draw the aid of one side at the largest body size at which the whole page fits."""
    return largest_body(lambda body: _aid_sketch(ctx, side, body), BODY, SMALLEST_BODY).finish()


def _aid_sketch(ctx: KitContext, side: int, body: float) -> Sketch:
    """Lay the aid of one side out at one body size (overflows, if any, are in the sketch)."""
    theme, tables = ctx.theme, ctx.tables
    colour = theme.side_colours[side]
    sketch = Sketch(f"aid-{SIDES[side]}", WIDTH, HEIGHT)
    sketch.rect(0, 0, WIDTH, 12, Style(fill=theme.band(side)))
    title = Message(N_("%(side)s: player aid"), side=tables.side_names[side])
    sketch.text(
        ctx.say(title), (4, 0, WIDTH - 8, 12), "bold", 15, min_size=10, valign="middle", colour=theme.on_band(side)
    )
    sketch.add(ornament_rule(theme.ornament, 30, 15.2, WIDTH - 60, theme.rule, light=theme.ink_saver))
    # Paragraphs keep the aid's body size: the whole aid shrinks instead (player_aid).
    flow = Flow(sketch, ctx.say, 18.5, WIDTH, HEIGHT, body, smallest=body)
    heading = body * 1.25

    flow.heading(Message(N_("How to win")), colour, size=heading)
    for rule in win_rules(tables):
        flow.para(rule)

    flow.heading(Message(N_("A round: preparation")), colour, size=heading)
    for number, step in enumerate(preparation_steps(tables, ctx.say), 1):
        flow.para(step, bullet=f"{number}.")

    flow.heading(Message(N_("A round: actions")), colour, size=heading)
    flow.para(action_phase(tables))
    for action in (attack_text(tables), support_text(tables, side), Message(ASSET_ACTION)):
        flow.para(action, bullet="•")

    flow.heading(Message(N_("Your leaders")), colour, size=heading)
    flow.para(Message(LEADER_NOTE), role="italic")
    for leader in tables.leaders:
        if leader.side == side:
            flow.para(leader_line(tables, leader.index), bullet="•")

    flow.heading(Message(N_("Your assets")), colour, size=heading)
    for asset in tables.assets:
        if asset.side == side:
            flow.para(asset_line(tables, asset.index), bullet="•")
    return sketch
