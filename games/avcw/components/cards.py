"""The 54 card faces and the common back of A Very Civil Whist, at poker size with bleed.

A face shows its corner indices (rank and suit, repeated upside down), the card's role in this game and
its name. Everything on a face comes from the rules data: the role of each rank, the bonus cards' titles
and where they are won, the events' titles, sides, years and effects.
"""

from __future__ import annotations

import math

from engine.cards import DECK_SIZE, format_card, is_joker, rank_index, rank_number, rank_of, suit_of
from engine.i18n import N_, Message
from games.avcw.components.context import KitContext
from games.avcw.components.wording import bonus_card_text
from games.avcw.data import SIDES, text
from generator.geometry import Drawing, Style, polygon
from generator.glyphs import suit_pip
from generator.kit import Card, Deck
from generator.sketch import Sketch

TRIM_WIDTH, TRIM_HEIGHT, BLEED = 63.0, 88.0, 3.0
WIDTH, HEIGHT = TRIM_WIDTH + 2 * BLEED, TRIM_HEIGHT + 2 * BLEED
SAFE = 3.0  # mm inside the trim that nothing important crosses
INDEX_WIDTH, INDEX_HEIGHT = 8.0, 13.5
# Where the pips of ranks 1 to 10 sit, in a unit box (x across, y down), as on a standard deck.
PIP_LAYOUTS = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0), (0.5, 1)],
    3: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1), (1, 1)],
}


def make_deck(ctx: KitContext) -> Deck:
    """Draw all 54 faces and the back."""
    cards = tuple(Card(format_card(card), card_face(ctx, card)) for card in range(DECK_SIZE))
    return Deck(cards, card_back(ctx), TRIM_WIDTH, TRIM_HEIGHT, BLEED)


def card_colour(ctx: KitContext, card: int) -> str:
    """The colour of a card's suit (its side's colour), or the ink for a joker."""
    return ctx.theme.ink if is_joker(card) else ctx.theme.suit_colours[suit_of(card)]


def star(cx: float, cy: float, radius: float, style: Style):
    """A five-pointed star, the kit's mark for a starting space and for the joker."""
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        r = radius if index % 2 == 0 else radius * 0.45
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return polygon(points, style)


def _index(ctx: KitContext, card: int) -> Drawing:
    """The corner index: rank over suit pip (a star for a joker)."""
    sketch = Sketch(f"index-{format_card(card)}", INDEX_WIDTH, INDEX_HEIGHT)
    colour = card_colour(ctx, card)
    if is_joker(card):
        sketch.add(star(INDEX_WIDTH / 2, 5, 3.6, Style(fill=colour)))
        return sketch.finish()
    rank = ctx.say(rank_index(rank_of(card)))
    sketch.text(rank, (0, 0, INDEX_WIDTH, 7), "bold", 14, min_size=11, align="center", colour=colour, wrap=False)
    sketch.add(*suit_pip(suit_of(card), INDEX_WIDTH / 2, 10.2, 4.6, colour))
    return sketch.finish()


def card_face(ctx: KitContext, card: int) -> Drawing:
    """Draw one card's face, bleed included."""
    theme, tables = ctx.theme, ctx.tables
    sketch = Sketch(f"card-{format_card(card)}", WIDTH, HEIGHT, trim=(BLEED, BLEED, TRIM_WIDTH, TRIM_HEIGHT))
    if theme.card:
        sketch.rect(0, 0, WIDTH, HEIGHT, Style(fill=theme.card))
    colour = card_colour(ctx, card)
    x0, y0 = BLEED, BLEED
    sketch.rect(x0 + 1.6, y0 + 1.6, TRIM_WIDTH - 3.2, TRIM_HEIGHT - 3.2, theme.line(0.35, colour), radius=2.6)
    index = _index(ctx, card)
    sketch.place(index, x0 + 2.4, y0 + 2.8)
    sketch.place(index, x0 + TRIM_WIDTH - 2.4, y0 + TRIM_HEIGHT - 2.8, rotate=180)
    role = tables.role[card]
    drawer = {"casualty": _casualty, "action": _action, "bonus": _bonus, "event": _event, "joker": _joker}[role]
    drawer(ctx, sketch, card)
    name_box = (x0 + 11, y0 + TRIM_HEIGHT - 8.5, TRIM_WIDTH - 22, 5)
    sketch.text(ctx.say(tables.card_labels[card]), name_box, "italic", 7, align="center", colour=theme.muted)
    return sketch.finish()


def _role_label(ctx: KitContext, sketch: Sketch, label: str, colour: str | None = None) -> None:
    box = (BLEED + 11, BLEED + 3.2, TRIM_WIDTH - 22, 6.5)
    sketch.text(label, box, "semibold", 7.5, min_size=5.5, align="center", colour=colour or ctx.theme.muted)


def _pips(sketch: Sketch, card: int, colour: str, box, size: float) -> None:
    x, y, w, h = box
    for px, py in PIP_LAYOUTS[rank_number(card)]:
        # As on a standard deck, pips below the middle stand upside down.
        sketch.add(*suit_pip(suit_of(card), x + px * w, y + py * h, size, colour, upside_down=py > 0.5))


def _action(ctx: KitContext, sketch: Sketch, card: int) -> None:
    _role_label(ctx, sketch, ctx.say(text(ctx.tables.rules.cards.roles.action.text)))
    _pips(sketch, card, card_colour(ctx, card), (BLEED + 19, BLEED + 19, TRIM_WIDTH - 38, TRIM_HEIGHT - 38), 8.5)


def _casualty(ctx: KitContext, sketch: Sketch, card: int) -> None:
    _role_label(ctx, sketch, ctx.say(text(ctx.tables.rules.cards.roles.casualty.text)))
    count = rank_number(card)
    box = (BLEED + 31.5, BLEED + 26, 0, 30) if count > 1 else (BLEED + 31.5, BLEED + 41, 0, 0)
    _pips(sketch, card, card_colour(ctx, card), box, 14 if count == 1 else 10)
    value = Message(N_("Casualty value %(value)d"), value=ctx.tables.value[card])
    box = (BLEED + 6, BLEED + 66, TRIM_WIDTH - 12, 8)
    sketch.text(ctx.say(value), box, "semibold", 9, align="center", valign="middle", colour=ctx.theme.ink)


def _side_band(ctx: KitContext, sketch: Sketch, side: int, y: float, height: float, label: str) -> None:
    theme = ctx.theme
    sketch.rect(BLEED + 1.6, y, TRIM_WIDTH - 3.2, height, Style(fill=theme.band(side)))
    box = (BLEED + SAFE + 1, y, TRIM_WIDTH - 2 * SAFE - 2, height)
    sketch.text(label, box, "bold", 10, min_size=6, align="center", valign="middle", colour=theme.on_band(side))


def _bonus(ctx: KitContext, sketch: Sketch, card: int) -> None:
    tables = ctx.tables
    spec = tables.rules.cards.bonus[format_card(card)]
    side = SIDES.index(spec.side)
    role = Message(
        N_("%(role)s, %(side)s"), role=text(tables.rules.cards.roles.bonus.text), side=tables.side_names[side]
    )
    _role_label(ctx, sketch, ctx.say(role), ctx.theme.side_colours[side])
    sketch.add(*suit_pip(suit_of(card), BLEED + TRIM_WIDTH / 2, BLEED + 20, 9, card_colour(ctx, card)))
    _side_band(ctx, sketch, side, BLEED + 30, 12, ctx.say(text(spec.title)))
    box = (BLEED + SAFE + 2, BLEED + 45, TRIM_WIDTH - 2 * SAFE - 4, 30)
    sketch.text(ctx.sentences(bonus_card_text(tables, card)), box, "regular", 8, min_size=5.5, align="center")


def _event(ctx: KitContext, sketch: Sketch, card: int) -> None:
    tables = ctx.tables
    event = tables.rules.events[format_card(card)]
    side = SIDES.index(event.side)
    _role_label(ctx, sketch, ctx.say(text(tables.rules.cards.roles.event.text)))
    title_box = (BLEED + 11, BLEED + 11, TRIM_WIDTH - 22, 15)
    sketch.text(ctx.say(text(event.title)), title_box, "bold", 11, min_size=6.5, align="center", valign="middle")
    label = Message(N_("%(side)s, %(year)d"), side=tables.side_names[side], year=event.year)
    _side_band(ctx, sketch, side, BLEED + 28, 7, ctx.say(label))
    box = (BLEED + SAFE + 2, BLEED + 38, TRIM_WIDTH - 2 * SAFE - 4, 38)
    sketch.text(ctx.say(text(event.text)), box, "regular", 8.5, min_size=5.5, align="center")


def _joker(ctx: KitContext, sketch: Sketch, card: int) -> None:
    _role_label(ctx, sketch, ctx.say(Message(N_("Joker"))))
    theme = ctx.theme
    style = Style(stroke=theme.muted, width=0.6) if theme.ink_saver else Style(fill=theme.muted)
    sketch.add(star(BLEED + TRIM_WIDTH / 2, BLEED + 38, 14, style))
    box = (BLEED + SAFE + 4, BLEED + 58, TRIM_WIDTH - 2 * SAFE - 8, 12)
    jokers = ctx.tables.rules.cards.jokers.text
    sketch.text(ctx.say(text(jokers)), box, "italic", 9, min_size=6, align="center", valign="middle")


def _back_title(ctx: KitContext, width: float) -> Drawing:
    sketch = Sketch("back-title", width, 14)
    title = ctx.say(text(ctx.tables.rules.title))
    sketch.text(
        title, (0, 0, width, 14), "bold", 12, min_size=7, align="center", valign="middle", colour=ctx.theme.back_ink
    )
    return sketch.finish()


def card_back(ctx: KitContext) -> Drawing:
    """Draw the one back all cards share: the same turned upside down, so it shows no way up."""
    theme = ctx.theme
    sketch = Sketch("card-back", WIDTH, HEIGHT, trim=(BLEED, BLEED, TRIM_WIDTH, TRIM_HEIGHT))
    if theme.back:
        sketch.rect(0, 0, WIDTH, HEIGHT, Style(fill=theme.back))
    ink = theme.back_ink
    sketch.rect(BLEED + 2, BLEED + 2, TRIM_WIDTH - 4, TRIM_HEIGHT - 4, theme.line(0.5, ink), radius=2.6)
    inner = (BLEED + 4, BLEED + 4, TRIM_WIDTH - 8, TRIM_HEIGHT - 8)
    lattice = Sketch("lattice", WIDTH, HEIGHT)
    step, thin = 5.0, theme.line(0.15 if theme.ink_saver else 0.25, ink)
    x, y, w, h = inner
    offset = -h
    while offset < w:
        lattice.line(x + offset, y, x + offset + h, y + h, thin)
        lattice.line(x + offset + h, y, x + offset, y + h, thin)
        offset += step
    sketch.group(lattice, clip=inner)
    panel = (BLEED + 8, BLEED + 24, TRIM_WIDTH - 16, TRIM_HEIGHT - 48)
    sketch.rect(*panel, Style(fill=theme.back or "#ffffff", stroke=ink, width=0.5), radius=3)
    for index, suit in enumerate("HSDC"):
        cx = panel[0] + panel[2] * (index + 1) / 5
        sketch.add(*suit_pip(suit, cx, panel[1] + panel[3] / 2, 4.5, ink))
    title = _back_title(ctx, panel[2] - 4)
    sketch.place(title, panel[0] + 2, panel[1] + 2)
    sketch.place(title, panel[0] + panel[2] - 2, panel[1] + panel[3] - 2, rotate=180)
    return sketch.finish()
