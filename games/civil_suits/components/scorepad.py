"""The score pad: four players over four rounds, with a row for each part of a round's score.

``draw_scorepad`` is the printed page; ``draw_scores`` writes the scores of finished rounds into the
same cells on a sheet of the same size, which the companion lays over the pad as its live board.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES
from engine.i18n import N_, Message
from games.civil_suits.components.wording import dealer_name, passing_text, scoring_lines
from games.civil_suits.data import SEATS, text
from generator.context import KitContext
from generator.flow import Flow
from generator.geometry import Drawing, Style
from generator.glyphs import suit_pip
from generator.sketch import Sketch

WIDTH, HEIGHT = 190.0, 255.0
LABEL_WIDTH = 42.0
SEAT_WIDTH = (WIDTH - LABEL_WIDTH) / 4
TOP = 29.0  # where the first round's block starts
ROW = 6.4
HEADER = 6.5
GAP = 2.4
ROWS = ("suit", "cards", "moon", "magic", "round", "total")
ROW_TEXT = {
    "suit": N_("Civil suit"),
    "cards": N_("Demerits for cards"),
    "moon": N_("Moon, together"),
    "magic": N_("Magic"),
    "round": N_("Round score"),
    "total": N_("Total"),
}


def block_top(round_index: int) -> float:
    """Return the top of a round's block (round_index from 0)."""
    return TOP + round_index * (HEADER + len(ROWS) * ROW + GAP)


def cell_box(round_index: int, row: str, seat: int) -> tuple[float, float, float, float]:
    """Return the box of one cell: a round's row for a seat."""
    y = block_top(round_index) + HEADER + ROWS.index(row) * ROW
    return (LABEL_WIDTH + seat * SEAT_WIDTH, y, SEAT_WIDTH, ROW)


def draw_scorepad(ctx: KitContext) -> Drawing:
    """Draw one score pad page."""
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules
    sketch = Sketch("scorepad", WIDTH, HEIGHT)
    title = Message(N_("%(title)s: score pad"), title=text(rules.title))
    sketch.text(ctx.say(title), (0, 0, WIDTH, 9), "bold", 15, min_size=10)
    hint = Message(N_("Write each player's name under their seat. Lowest total after the last round wins."))
    sketch.text(ctx.say(hint), (0, 9.5, WIDTH, 5), "italic", 8, min_size=6, colour=theme.muted)
    grid = theme.line(0.2, theme.muted)
    for seat in range(len(SEATS)):
        x = LABEL_WIDTH + seat * SEAT_WIDTH
        sketch.text(ctx.say(tables.seat_names[seat]), (x + 1.5, 16, SEAT_WIDTH - 3, 5), "bold", 10, align="center")
        sketch.line(x + 3, TOP - 2.5, x + SEAT_WIDTH - 3, TOP - 2.5, grid)
    for index in range(rules.rounds):
        _round_block(ctx, sketch, index)
    y = block_top(rules.rounds) + 1
    flow = Flow(sketch, ctx.say, y, WIDTH, HEIGHT, body=7.5)
    flow.heading(Message(N_("Demerits")), theme.ink, size=9.5)
    for line in scoring_lines(tables):
        flow.para(line, bullet="•")
    return sketch.finish()


def _round_block(ctx: KitContext, sketch: Sketch, index: int) -> None:
    tables, theme = ctx.tables, ctx.theme
    top = block_top(index)
    number = index + 1
    header = Message(
        N_("Round %(round)d · %(dealer)s deals · %(passing)s"),
        round=number,
        dealer=dealer_name(tables, number),
        passing=passing_text(tables, number),
    )
    sketch.rect(0, top, WIDTH, HEADER, Style(fill=theme.tint(theme.ink)))
    sketch.text(ctx.say(header), (1.5, top, WIDTH - 3, HEADER), "semibold", 8.5, min_size=6, valign="middle")
    line = theme.line(0.2, theme.muted)
    for row_index, row in enumerate(ROWS):
        y = top + HEADER + row_index * ROW
        role = "bold" if row in ("round", "total") else "regular"
        sketch.text(
            ctx.say(Message(ROW_TEXT[row])), (1.5, y, LABEL_WIDTH - 3, ROW), role, 8, min_size=6, valign="middle"
        )
        sketch.line(0, y + ROW, WIDTH, y + ROW, line)
    bottom = top + HEADER + len(ROWS) * ROW
    for seat in range(len(SEATS) + 1):
        x = LABEL_WIDTH + seat * SEAT_WIDTH
        sketch.line(x, top + HEADER, x, bottom, line)
    sketch.rect(0, top, WIDTH, bottom - top, theme.line(0.35))


def draw_scores(ctx: KitContext, history: list[dict], current_round: int | None) -> Drawing:
    """Write the finished rounds' scores (the public history) into the pad's cells; mark the round in play."""
    theme = ctx.theme
    sketch = Sketch("scores", WIDTH, HEIGHT)
    if current_round is not None and 1 <= current_round <= ctx.tables.rules.rounds:
        top = block_top(current_round - 1)
        sketch.rect(0, top, WIDTH, HEADER + len(ROWS) * ROW, Style(stroke=theme.minion, width=0.9))
    totals = [0, 0, 0, 0]
    for index, record in enumerate(history):
        for seat, name in enumerate(SEATS):
            totals[seat] += record["scores"][name]
            entries = {
                "cards": _number(record["cards"][name]),
                "moon": _moon_text(ctx, record, name),
                "magic": _number(-record["magic"][name]) if record["magic"][name] else "",
                "round": _number(record["scores"][name]),
                "total": _number(totals[seat]),
            }
            x, y, w, h = cell_box(index, "suit", seat)
            suit = record["suits"][name]
            sketch.add(*suit_pip(suit, x + w / 2, y + h / 2, h * 0.7, theme.suit_colours[suit]))
            for row, value in entries.items():
                if value:
                    role = "bold" if row in ("round", "total") else "regular"
                    box = cell_box(index, row, seat)
                    # Only the moon cell can hold words (a moon and a shot in two suits): it may wrap and shrink.
                    words = row == "moon"
                    smallest = 4.5 if words else 6
                    sketch.text(value, box, role, 9, min_size=smallest, align="center", valign="middle", wrap=words)
    return sketch.finish()


def _number(value: int) -> str:
    """Write a score as printed: a true minus sign for a negative one."""
    return f"−{-value}" if value < 0 else str(value)


def _moon_text(ctx: KitContext, record: dict, name: str) -> str:
    parts = []
    if record["moon"][name]:
        parts.append(ctx.say(Message(N_("moon"))))
    if record["together"][name]:
        parts.append(_number(-ctx.tables.rules.scoring.together))
    for suit in record["shot"][name]:
        parts.append(ctx.say(Message(N_("shot in %(suit)s"), suit=Message(SUIT_NAMES[suit]))))
    return " ".join(parts)
