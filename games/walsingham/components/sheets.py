"""Walsingham's printed money and bid tracker, as whole pages of cut-out pieces."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.walsingham.components.theme import BLACK, WHITE
from games.walsingham.components.warrant import clerks_numeral, tudor_rose
from games.walsingham.data import pounds, text
from generator.context import KitContext
from generator.geometry import Drawing, Group, Line, Style
from generator.marks import is_reconstructed, reconstructed_mark
from generator.ornament import ornament_frame
from generator.palettes import readable_ink
from generator.sketch import Sketch

NOTE_WIDTH, NOTE_HEIGHT = 60.0, 25.2
COLUMNS, ROWS = 3, 10  # notes per page: 180 x 252 mm, inside A4 and Letter with their margins
PARCHMENT = "#f4ecd6"  # a warrant's paper
SEAL = 7.0  # mm, the radius of the seal that carries the amount
SLOT_HEIGHT = 36.0
TRACKER_WIDTH = 180.0


def money_pages(ctx: KitContext) -> tuple[Drawing, ...]:
    """Draw every note of the money the rules data lists, 27 to a page, with cut lines."""
    notes = [d.value for d in ctx.tables.rules.money.denominations for _ in range(d.count)]
    per_page = COLUMNS * ROWS
    pages = []
    for first in range(0, len(notes), per_page):
        sketch = Sketch(f"money-{first // per_page + 1}", COLUMNS * NOTE_WIDTH, ROWS * NOTE_HEIGHT)
        for index, value in enumerate(notes[first : first + per_page]):
            row, col = divmod(index, COLUMNS)
            sketch.place(money_note(ctx, value), col * NOTE_WIDTH, row * NOTE_HEIGHT)
        pages.append(sketch.finish())
    return tuple(pages)


def money_note(ctx: KitContext, value: int) -> Drawing:
    """Draw one note of money as an exchequer warrant of the 1580s: parchment in a printer's double frame with a
    flower at each corner, the amount on a wax seal, the warrant's name beside it, the sum
    as a clerk wrote it and a Tudor rose; marked when its denomination is reconstructed."""
    theme = ctx.theme
    light = theme.ink_saver
    # Deep shades: the value and the title, printed in the note's shade on its parchment, read at 5:1 and more.
    shades = {1: "#4f5a3b", 2: "#3b4f5a", 5: "#5a3b4f", 10: "#5a4f3b"}
    colour = shades.get(value, theme.ink)
    sketch = Sketch(f"note-{value}", NOTE_WIDTH, NOTE_HEIGHT)
    sketch.rect(0, 0, NOTE_WIDTH, NOTE_HEIGHT, Style(stroke=theme.muted, width=0.2, dash=(2.0, 1.5)))
    sketch.rect(2, 2, NOTE_WIDTH - 4, NOTE_HEIGHT - 4, Style(fill=theme.fill(PARCHMENT)))
    sketch.add(ornament_frame(3.4, 3.4, NOTE_WIDTH - 6.8, NOTE_HEIGHT - 6.8, colour, light))
    cx, cy = 6.0 + SEAL, NOTE_HEIGHT / 2
    seal = Style(stroke=colour, width=0.5) if light else Style(fill=colour)
    sketch.circle(cx, cy, SEAL, seal)
    sketch.circle(cx, cy, SEAL - 1.0, Style(stroke=colour if light else PARCHMENT, width=0.25))
    amount = ctx.say(pounds(value))
    on_seal = colour if light else readable_ink(colour, WHITE, BLACK)
    box = (cx - SEAL + 1.2, cy - SEAL + 1.2, 2 * SEAL - 2.4, 2 * SEAL - 2.4)
    sketch.text(amount, box, "bold", 14, min_size=8, align="center", valign="middle", colour=on_seal)
    left = cx + SEAL + 2.5
    width = NOTE_WIDTH - left - 6.5
    # The warrant's name heads it, in two lines where a language needs them; the kit's other pieces carry the
    # game's title, and the parchment and the rose tell the money apart.
    warrant = ctx.say(Message(N_("Warrant of the Exchequer")))
    sketch.text(warrant, (left, 5.0, width - 4, 7.6), "italic", 7.5, min_size=7, valign="middle", colour=colour)
    sketch.add(rule_of_two(left, 13.2, width, colour))
    rose = 2.9
    sketch.add(tudor_rose(left + width - rose, 16.9, rose, colour, light))
    # TRANSLATORS: a sum as an Elizabethan clerk wrote it, "v li." for five pounds: li. is Latin libri, pounds.
    written = ctx.say(Message(N_("%(numeral)s li."), numeral=clerks_numeral(value)))
    sketch.text(written, (left, 14.4, width - 2 * rose - 1.5, 5), "bold", 9, min_size=7, colour=colour)
    spec = next((d for d in ctx.tables.rules.money.denominations if d.value == value), None)
    if is_reconstructed(spec):
        sketch.add(reconstructed_mark(NOTE_WIDTH - 8.2, 7.4, 2.6, theme.muted))
    return sketch.finish()


def rule_of_two(x: float, y: float, width: float, colour: str):
    """A thin double rule, as a warrant's clerk ruled off its heading."""
    thin = Style(stroke=colour, width=0.15)
    return Group((Line(x, y - 0.35, x + width, y - 0.35, thin), Line(x, y + 0.35, x + width, y + 0.35, thin)))


def tracker_page(ctx: KitContext) -> Drawing:
    """Draw the bid tracker: one place per player, highest bid first, each with what it pays."""
    theme, rules = ctx.theme, ctx.tables.rules
    places = rules.players.max
    height = 14 + places * SLOT_HEIGHT
    sketch = Sketch("bid-tracker", TRACKER_WIDTH, height)
    title = Message(N_("%(title)s: bid tracker"), title=text(rules.title))
    sketch.text(ctx.say(title), (0, 0, TRACKER_WIDTH, 8), "bold", 13, min_size=9)
    for place in range(places):
        top = 12 + place * SLOT_HEIGHT
        sketch.rect(0, top, TRACKER_WIDTH, SLOT_HEIGHT - 2, theme.line(0.4), radius=2)
        sketch.rect(
            4, top + 4, SLOT_HEIGHT - 10, SLOT_HEIGHT - 10, theme.line(0.3, theme.muted, (1.2, 1.0)), radius=1.5
        )
        sketch.text(str(place + 1), (SLOT_HEIGHT - 2, top + 3, 14, 14), "bold", 22, min_size=14)
        if place == 0:
            says = Message(N_("Highest bid: pays the whole bid and claims first."))
        else:
            says = Message(
                N_(
                    "Pays half the bid, rounded up, and claims next. If this is the last place taken (the lowest "
                    "bid): pays nothing, receives £%(amount)d and claims nothing."
                ),
                amount=rules.money.lowest_bidder_gets,
            )
        box = (SLOT_HEIGHT + 14, top + 4, TRACKER_WIDTH - SLOT_HEIGHT - 18, SLOT_HEIGHT - 10)
        sketch.text(ctx.say(says), box, "regular", 10, min_size=7, valign="middle")
    return sketch.finish()


def draw_tracker_bids(ctx: KitContext, ranking: list[tuple[str, int]]) -> Drawing:
    """Draw the players' markers on the bid tracker's places, highest bid first: (seat, bid) in rank order.

    The drawing has the tracker page's size, to lay over it (the companion's live board).
    """
    theme, rules = ctx.theme, ctx.tables.rules
    sketch = Sketch("bid-tracker-bids", TRACKER_WIDTH, 14 + rules.players.max * SLOT_HEIGHT)
    size = SLOT_HEIGHT - 10
    for place, (seat, bid) in enumerate(ranking):
        top = 12 + place * SLOT_HEIGHT + 4
        colour = theme.seats[seat]
        sketch.rect(4, top, size, size, Style(fill=colour, stroke=theme.ink, width=0.5), radius=1.5)
        ink = readable_ink(colour, WHITE, theme.ink, BLACK)
        name = ctx.say(text(rules.seats[seat].name))
        sketch.text(name, (5, top + 3, size - 2, 8), "bold", 8, min_size=5, align="center", colour=ink)
        sketch.text(
            ctx.say(pounds(bid)), (5, top + 11, size - 2, 12), "bold", 16, min_size=9, align="center", colour=ink
        )
    return sketch.finish()
