"""The 52 card faces and the common back of Trumps of Kings' deck, at poker size with bleed.

A face shows its corner indices, its pips (or its court emblem), its name and the actions its suit nominates,
taken from the rules data. The game removes the jokers, so the deck has none; games of five kingdoms or
more print it twice.
"""

from __future__ import annotations

from engine.cards import RANK_NAMES, format_card, rank_number, rank_of, suit_of
from engine.i18n import Message
from games.trumps_of_kings.data import text
from generator.cardface import BLEED, TRIM_HEIGHT, TRIM_WIDTH, corner_index, draw_pips, face_sketch, title_back
from generator.context import KitContext
from generator.cover import Emblem, emblem_row
from generator.figures import court_figure
from generator.geometry import Drawing, Group
from generator.glyphs import suit_pip
from generator.kit import Card, Deck

RED = "#b3202a"
SUIT_INK = {"C": "#1f1d24", "S": "#1f1d24", "D": RED, "H": RED}
PIP_SIZE = 8.0  # mm
COURT_FIGURE_Y = 20.0  # mm below the trim: the centre of a court card's emblem
ARMS_ID = "court-arms"  # the id of a court card's row of shields
FRAME_TOP = 1.6  # mm below the trim: the face's frame (generator.cardface.face_sketch)
BAND_TOP = TRIM_HEIGHT - 20  # mm below the trim: the band naming the suit's actions
PIP_GAP = 5.0  # mm of card between the lowest pips' ink and the band
# The pips' rows, centred between the frame's top and the band, the lowest PIP_GAP clear of the band.
PIP_MIDDLE = (FRAME_TOP + BAND_TOP) / 2
PIP_SPAN = 2 * (BAND_TOP - PIP_GAP - PIP_SIZE / 2 - PIP_MIDDLE)  # from the top row's centres to the bottom's


def make_deck(ctx: KitContext) -> Deck:
    """Draw the 52 faces and the back."""
    back = title_back(ctx.say(text(ctx.tables.rules.title)), ctx.theme)
    cards = tuple(Card(format_card(card), card_face(ctx, card)) for card in range(52))
    return Deck(cards, back, TRIM_WIDTH, TRIM_HEIGHT, BLEED)


def suit_actions(ctx: KitContext, suit: str) -> str:
    """Return the names of the actions a suit nominates, in the kit's language, joined by middle dots."""
    tables = ctx.tables
    kinds = [kind for kind, spec in tables.rules.actions.items() if spec.suit == suit and not spec.ability_only]
    return " · ".join(ctx.say(tables.action_names[kind]) for kind in kinds)


def suit_kingdoms(ctx: KitContext, suit: str) -> list:
    """Return the kingdoms whose ability lets them play a card as this suit, in the rules data's order."""
    kingdoms = ctx.tables.rules.kingdoms.values()
    return [kingdom for kingdom in kingdoms if any(sub.as_ == suit for sub in kingdom.ability.substitutes)]


def _court(ctx: KitContext, sketch, card: int, colour: str) -> None:
    """A court card: its rank's emblem and name, and under them the arms of the kingdoms that play as its suit."""
    theme, suit = ctx.theme, suit_of(card)
    x0, y0 = BLEED, BLEED
    rank = rank_of(card)
    sketch.add(court_figure(rank, x0 + TRIM_WIDTH / 2, y0 + COURT_FIGURE_Y, 15, colour, theme.card or "#ffffff",
                            theme.ink_saver))  # fmt: skip
    court = ctx.say(Message(RANK_NAMES[rank]))
    court = court[:1].upper() + court[1:]
    sketch.text(court, (x0 + 12, y0 + 30, TRIM_WIDTH - 24, 7), "bold", 12, min_size=8, align="center", colour=colour)
    kingdoms = suit_kingdoms(ctx, suit)
    if not kingdoms:
        sketch.add(*suit_pip(suit, x0 + TRIM_WIDTH / 2, y0 + 50, 14, colour))
        return
    # The kingdoms' shields, each charged with this suit's pip, as the booklet's cover draws them.
    shields = [Emblem(kingdom.colour, (suit,)) for kingdom in kingdoms]
    row = emblem_row(shields, x0 + 12, y0 + 40, TRIM_WIDTH - 24, 20, theme.ink, light=theme.ink_saver)
    sketch.add(Group(row.items, None, ARMS_ID))


def card_face(ctx: KitContext, card: int) -> Drawing:
    """Draw one card's face, bleed included."""
    theme = ctx.theme
    suit = suit_of(card)
    colour = SUIT_INK[suit]
    sketch = face_sketch(
        f"card-{format_card(card)}", theme.card, theme.line(0.35, colour), corner_index(card, colour, ctx.say)
    )
    x0, y0 = BLEED, BLEED
    if rank_number(card) <= 10:
        pips = (x0 + 19, y0 + PIP_MIDDLE - PIP_SPAN / 2, TRIM_WIDTH - 38, PIP_SPAN)
        draw_pips(sketch, card, colour, pips, PIP_SIZE)
    else:
        _court(ctx, sketch, card, colour)
    band = (x0 + 11, y0 + BAND_TOP, TRIM_WIDTH - 22, 7.5)
    sketch.rect(*band, theme.line(0.25, colour), radius=1.5)
    sketch.text(
        suit_actions(ctx, suit), band, "semibold", 7, min_size=4.5, align="center", valign="middle", colour=colour
    )
    label = ctx.say(ctx.tables.card_labels[card])
    sketch.text(
        label, (x0 + 11, y0 + TRIM_HEIGHT - 10.5, TRIM_WIDTH - 22, 5), "italic", 6.5, align="center", colour=theme.muted
    )
    return sketch.finish()
