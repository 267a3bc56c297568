"""The Civil Four deck: 52 suited faces, the two Minions and the common back, at poker size with bleed.

Number cards show their pips; every Champion (A, J, Q, K) shows its Intel, Might and Magic values as
numbers and pips on a bar, from the rules data; the Minions say what a Minion does.
"""

from __future__ import annotations

from engine.cards import RANK_NAMES, RANKS, format_card, is_joker, rank_number, suit_of
from engine.i18n import N_, Message
from games.civil_suits.data import text
from games.civil_suits.schema import POWERS
from generator.cardface import (
    BESIDE_INDEX,
    BLEED,
    BODY_BOTTOM,
    SAFE,
    TRIM_HEIGHT,
    TRIM_WIDTH,
    corner_index,
    draw_pips,
    face_sketch,
    poker_deck,
    star,
    title_back,
    top_label,
)
from generator.context import KitContext
from generator.figures import COURT_RANKS, court_figure
from generator.geometry import Drawing, Style
from generator.glyphs import suit_pip
from generator.kit import Deck
from generator.marks import is_reconstructed, mark_card
from generator.sketch import Sketch

MAX_POWER = 5  # pips drawn on a power bar; a higher value still prints as its number
VALUE_SIZE = 16.0  # pt: a power's value, read across the table, 3.5 mm of ink tall and more


def make_deck(ctx: KitContext) -> Deck:
    """Draw all 54 faces and the back."""
    return poker_deck(lambda card: card_face(ctx, card), title_back(ctx.say(text(ctx.tables.rules.title)), ctx.theme))


def card_colour(ctx: KitContext, card: int) -> str:
    """The ink of a card's suit, or the Minions' own colour."""
    return ctx.theme.minion if is_joker(card) else ctx.theme.suit_colours[suit_of(card)]


def card_face(ctx: KitContext, card: int) -> Drawing:
    """Draw one card's face, bleed included."""
    theme, tables = ctx.theme, ctx.tables
    colour = card_colour(ctx, card)
    sketch = face_sketch(
        f"card-{format_card(card)}", theme.card, theme.line(0.35, colour), corner_index(card, colour, ctx.say)
    )
    if is_joker(card):
        _minion(ctx, sketch, card)
    elif tables.champion[card]:
        _champion(ctx, sketch, card)
        if is_reconstructed(tables.rules.champions.cards.get(format_card(card))):
            mark_card(sketch, theme.muted)
    else:
        draw_pips(sketch, card, colour, (BLEED + 19, BLEED + 19, TRIM_WIDTH - 38, TRIM_HEIGHT - 38), 8.5)
    name_box = (BLEED + BESIDE_INDEX, BLEED + TRIM_HEIGHT - 8.5, TRIM_WIDTH - 2 * BESIDE_INDEX, 5)
    sketch.text(ctx.say(tables.card_labels[card]), name_box, "italic", 7, align="center", colour=theme.muted)
    return sketch.finish()


def _label(ctx: KitContext, sketch: Sketch, label: str, colour: str) -> None:
    top_label(sketch, label, colour)


def _champion(ctx: KitContext, sketch: Sketch, card: int) -> None:
    tables, theme = ctx.tables, ctx.theme
    colour = card_colour(ctx, card)
    rank = RANKS[rank_number(card) - 1]
    _label(ctx, sketch, ctx.say(Message(N_("Champion"))), colour)
    if rank in COURT_RANKS:
        # A court Champion bears its rank's emblem between two pips of its suit, as period packs flank a figure.
        paper = theme.card or "#ffffff"
        sketch.add(court_figure(rank, BLEED + TRIM_WIDTH / 2, BLEED + 19.5, 16, colour, paper, theme.ink_saver))
        for side in (-1, 1):
            sketch.add(*suit_pip(suit_of(card), BLEED + TRIM_WIDTH / 2 + side * 16, BLEED + 21, 6, colour))
    else:
        sketch.add(*suit_pip(suit_of(card), BLEED + TRIM_WIDTH / 2, BLEED + 20, 13, colour))
    rank_name = ctx.say(Message(RANK_NAMES[rank])) if rank in RANK_NAMES else rank
    # Rank names are lower case where a language writes them so in a sentence (French "valet"); as a title
    # the name starts with a capital.
    rank_name = rank_name[:1].upper() + rank_name[1:]
    sketch.text(rank_name, (BLEED + 8, BLEED + 28.5, TRIM_WIDTH - 16, 7), "bold", 11, align="center", colour=colour)
    # The panel ends above the bottom corner index, which must stay clear to read in a fanned hand.
    panel = (BLEED + SAFE + 2, BLEED + 36.5, TRIM_WIDTH - 2 * SAFE - 4, 34)
    sketch.rect(*panel, Style(fill=theme.tint(colour), stroke=colour, width=0.3), radius=2)
    values = tables.powers[card]
    powers = tables.rules.champions.powers
    row_height = panel[3] / len(POWERS)
    for row, power in enumerate(POWERS):
        y = panel[1] + row * row_height
        name = ctx.say(text(powers[power].short))
        sketch.text(name, (panel[0] + 2, y + 1, 20, row_height - 2), "semibold", 8, min_size=5.5, valign="middle")
        value = values[row]
        box = (panel[0] + 21, y + 1, 7, row_height - 2)
        sketch.text(str(value), box, "bold", VALUE_SIZE, align="center", valign="middle")
        for pip in range(MAX_POWER):
            cx = panel[0] + 30.5 + pip * 3.9
            filled = Style(fill=colour) if pip < value else Style(stroke=colour, width=0.3)
            sketch.circle(cx, y + row_height / 2, 1.4, filled)


def _minion(ctx: KitContext, sketch: Sketch, card: int) -> None:
    theme, rules = ctx.theme, ctx.tables.rules
    colour = card_colour(ctx, card)
    _label(ctx, sketch, ctx.say(text(rules.deck.minions.name)), colour)
    style = Style(stroke=colour, width=0.6) if theme.ink_saver else Style(fill=colour)
    sketch.add(star(BLEED + TRIM_WIDTH / 2, BLEED + 30, 15, style))
    box = (BLEED + SAFE + 3, BLEED + 50, TRIM_WIDTH - 2 * SAFE - 6, BODY_BOTTOM - 50)
    sketch.text(ctx.say(text(rules.deck.minions.text)), box, "regular", 8.5, min_size=6, align="center")
