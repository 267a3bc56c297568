"""The reference card: how a trick is won, Minions, the Champions' powers and values, and the scoring.

One card per player, four to a page, cut apart on the dashed lines.
"""

from __future__ import annotations

from engine.cards import SUITS, rank_index
from engine.i18n import N_, Message
from games.civil_suits.components.wording import ATTACK, TRICKS, power_lines, scoring_lines
from games.civil_suits.data import text
from games.civil_suits.schema import POWERS
from generator.context import KitContext
from generator.flow import Flow, largest_body
from generator.geometry import Drawing, Style
from generator.glyphs import suit_pip
from generator.sketch import Sketch
from generator.text import LEGIBLE_SIZE

CARD_WIDTH, CARD_HEIGHT = 92.0, 127.5  # four to a page, 188 x 259 mm: inside Letter's 10 mm margins too
PAGE_WIDTH, PAGE_HEIGHT = 2 * CARD_WIDTH + 4, 2 * CARD_HEIGHT + 4
INSET = 3.0
BODY = 7.2  # pt; the body size of the card's text, unless its language needs a smaller one to fit
SMALLEST_BODY = 5.0  # pt; the whole text shrinks evenly down to this (every shipped language stays at 6 pt or more)
STEP = 0.2  # pt at a time, so that 6 pt is one of the sizes tried
HEADING = 8.5 / 6.6  # a heading's size to the body's
ROW = 3.9  # one row of the Champions' values table
LEGEND = 3.4  # the line under the table that says what its three values are
VALUES_HEIGHT = 1 + 5 * ROW + LEGEND + 1.5  # the suits row, four ranks and the legend, with a little space around
COLUMN_GAP = 3.0  # mm between the two columns of the scoring lines


def reference_card(ctx: KitContext) -> Drawing:
    """Draw one reference card, its text at the largest body size at which it all fits."""
    inner = largest_body(lambda body: _reference_text(ctx, body), BODY, SMALLEST_BODY, STEP).finish()
    sketch = Sketch("reference-card", CARD_WIDTH, CARD_HEIGHT)
    sketch.rect(0, 0, CARD_WIDTH, CARD_HEIGHT, Style(stroke=ctx.theme.muted, width=0.3), radius=3)
    sketch.place(inner, INSET, INSET)
    return sketch.finish()


def _reference_text(ctx: KitContext, body: float) -> Sketch:
    """Lay the reference card's text out at one body size (overflows, if any, are in the sketch)."""
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules
    inner = Sketch("reference-text", CARD_WIDTH - 2 * INSET, CARD_HEIGHT - 2 * INSET)
    width = CARD_WIDTH - 2 * INSET
    heading = body * HEADING
    title = Message(N_("%(title)s: reference"), title=text(rules.title))
    inner.text(ctx.say(title), (0, 0, width, 6), "bold", 11, min_size=8)
    # Paragraphs keep the card's body size: the whole text shrinks instead (reference_card).
    flow = Flow(inner, ctx.say, 6.5, width, CARD_HEIGHT - 2 * INSET, body=body, smallest=body)
    flow.heading(Message(N_("Tricks")), theme.ink, size=heading)
    flow.para(Message(TRICKS))
    flow.heading(Message(N_("Attacking the trick")), theme.ink, size=heading)
    flow.para(Message(ATTACK))
    for number, line in enumerate(power_lines(tables), 1):
        flow.para(line, bullet=f"{number}.")
    _values_table(ctx, inner, flow.reserve(VALUES_HEIGHT, "champion values") + 1, width)
    flow.heading(Message(N_("Demerits at the end of a round")), theme.ink, size=heading)
    _two_columns(ctx, inner, flow, scoring_lines(tables))
    return inner


def _two_columns(ctx: KitContext, sketch: Sketch, flow: Flow, lines: list[Message]) -> None:
    """Write short bulleted lines in two columns, down the left then the right, split where both are shortest.

    Most scoring lines take half a line of the card: in two columns they leave room for a larger body.
    """
    column = (flow.width - COLUMN_GAP) / 2
    height = flow.height - flow.y
    best = None
    for split in range(1, len(lines)):
        halves = []
        for part in (lines[:split], lines[split:]):
            half = Sketch("reference-column", column, height)
            column_flow = Flow(half, ctx.say, 0, column, height, body=flow.body, smallest=flow.body)
            for line in part:
                column_flow.para(line, bullet="•")
            halves.append((half, column_flow.y))
        tallest = max(bottom for _, bottom in halves)
        if best is None or tallest < best[0]:
            best = (tallest, halves)
    tallest, halves = best
    for index, (half, _) in enumerate(halves):
        sketch.place(half.finish(), index * (column + COLUMN_GAP), flow.y)
    flow.y += tallest


def _values_table(ctx: KitContext, sketch: Sketch, y: float, width: float) -> None:
    """The sixteen Champions' values, a row per rank and a column per suit: intel, might, magic."""
    tables, theme = ctx.tables, ctx.theme
    champions = tables.rules.champions
    powers = champions.powers
    legend = " · ".join(ctx.say(text(powers[power].short)) for power in POWERS)
    # Under the table, across its whole width: in the corner above the ranks it had to shrink under 6 pt.
    box = (0, y + ROW * (len(champions.ranks) + 1) + 0.4, width, LEGEND)
    sketch.text(legend, box, "semibold", 6.5, min_size=LEGIBLE_SIZE, align="center", valign="middle")
    column = (width - 14) / 4
    for index, suit in enumerate(SUITS):
        sketch.add(*suit_pip(suit, 14 + column * (index + 0.5), y + 2, 3, theme.suit_colours[suit]))
    for row, rank in enumerate(champions.ranks):
        top = y + ROW * (row + 1)
        sketch.text(ctx.say(rank_index(rank)), (0, top, 12, ROW), "bold", 7, valign="middle")
        for index, suit in enumerate(SUITS):
            values = champions.cards[rank + suit]
            cell = f"{values.intel} · {values.might} · {values.magic}"
            box = (14 + column * index, top, column, ROW)
            sketch.text(cell, box, "regular", 7, min_size=LEGIBLE_SIZE, align="center", valign="middle", wrap=False)
        sketch.line(0, top, width, top, Style(stroke=theme.muted, width=0.15))


def reference_page(ctx: KitContext) -> Drawing:
    """Four reference cards on one page, with dashed lines to cut along."""
    card = reference_card(ctx)
    sketch = Sketch("reference-cards", PAGE_WIDTH, PAGE_HEIGHT)
    for row in range(2):
        for col in range(2):
            sketch.place(card, col * (CARD_WIDTH + 4), row * (CARD_HEIGHT + 4))
    cut = Style(stroke=ctx.theme.muted, width=0.2, dash=(2.0, 1.5))
    sketch.line(CARD_WIDTH + 2, 0, CARD_WIDTH + 2, PAGE_HEIGHT, cut)
    sketch.line(0, CARD_HEIGHT + 2, PAGE_WIDTH, CARD_HEIGHT + 2, cut)
    return sketch.finish()
