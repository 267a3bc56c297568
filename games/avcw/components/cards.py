"""The 54 card faces and the common back of A Very Civil Whist, at poker size with bleed.

A face shows its corner indices (rank and suit, repeated upside down), the card's role in this game and
its name. Everything on a face comes from the rules data: the role of each rank, the war track and the
support an action card serves, the bonus cards' titles and where they are won, the events' titles, sides,
years and effects, and the historical notes at the foot of bonus and event cards.
"""

from __future__ import annotations

from engine.cards import format_card, is_joker, rank_number, rank_of, suit_of
from engine.i18n import N_, Message
from games.avcw.components.context import KitContext
from games.avcw.components.wording import bonus_card_text
from games.avcw.data import SIDES, text
from generator.cardface import (
    BESIDE_INDEX,
    BLEED,
    BODY_BOTTOM,
    SAFE,
    TRIM_HEIGHT,
    TRIM_WIDTH,
    WIDTH,
    corner_index,
    draw_pips,
    face_sketch,
    poker_deck,
    star,
    title_back,
    top_label,
)
from generator.figures import COURT_RANKS, court_figure
from generator.geometry import Drawing, Style
from generator.glyphs import suit_pip
from generator.kit import Deck
from generator.marks import is_reconstructed, mark_card
from generator.ornament import rule
from generator.sketch import Sketch

NOTE_TOP = 53.0  # mm below the trim's top: where a card's historical note begins, under its rule
FOOT_RULE_ROOM = 2.5  # mm the foot rule's ornament (2 mm either side of its line) keeps free above and below


def make_deck(ctx: KitContext) -> Deck:
    """Draw all 54 faces and the back."""
    return poker_deck(lambda card: card_face(ctx, card), card_back(ctx))


def card_colour(ctx: KitContext, card: int) -> str:
    """The colour of a card's suit (its side's colour), or the ink for a joker."""
    return ctx.theme.ink if is_joker(card) else ctx.theme.suit_colours[suit_of(card)]


def card_face(ctx: KitContext, card: int) -> Drawing:
    """Draw one card's face, bleed included."""
    theme, tables = ctx.theme, ctx.tables
    colour = card_colour(ctx, card)
    x0, y0 = BLEED, BLEED
    sketch = face_sketch(
        f"card-{format_card(card)}", theme.card, theme.line(0.35, colour), corner_index(card, colour, ctx.say)
    )
    role = tables.role[card]
    drawer = {"casualty": _casualty, "action": _action, "bonus": _bonus, "event": _event, "joker": _joker}[role]
    drawer(ctx, sketch, card)
    if is_reconstructed(_card_item(ctx, card)):
        mark_card(sketch, theme.muted)
    name_box = (x0 + BESIDE_INDEX, y0 + TRIM_HEIGHT - 8.5, TRIM_WIDTH - 2 * BESIDE_INDEX, 5)
    sketch.text(ctx.say(tables.card_labels[card]), name_box, "italic", 7, align="center", colour=theme.muted)
    return sketch.finish()


def _card_item(ctx: KitContext, card: int):
    """The item of the rules data a card's face shows (a bonus card or an event), or None."""
    rules, name = ctx.tables.rules, format_card(card)
    return rules.cards.bonus.get(name) or rules.events.get(name)


def _role_label(ctx: KitContext, sketch: Sketch, label: str, colour: str | None = None) -> None:
    top_label(sketch, label, colour or ctx.theme.muted)


def _action(ctx: KitContext, sketch: Sketch, card: int) -> None:
    _role_label(ctx, sketch, ctx.say(text(ctx.tables.rules.cards.roles.action.text)))
    draw_pips(sketch, card, card_colour(ctx, card), (BLEED + 19, BLEED + 17, TRIM_WIDTH - 38, 34), 8)
    lines = action_uses(ctx, card)
    if not lines:
        return
    _foot_rule(ctx, sketch, BLEED + 58)
    top = BLEED + BODY_BOTTOM - 4.6 * len(lines)
    for index, (message, colour) in enumerate(lines):
        box = (BLEED + SAFE + 1, top + index * 4.6, TRIM_WIDTH - 2 * SAFE - 2, 4.6)
        sketch.text(ctx.say(message), box, "semibold", 7.5, min_size=5.5, align="center", colour=colour)


def action_uses(ctx: KitContext, card: int) -> list[tuple[Message, str]]:
    """Return what an action card serves, from the data: the war track of its suit and the support it raises."""
    tables, theme = ctx.tables, ctx.theme
    suit = suit_of(card)
    lines = []
    if suit in tables.track_by_suit:
        track = tables.tracks[tables.track_by_suit[suit]]
        lines.append((Message(N_("Attack: %(track)s"), track=track.name), theme.ink))
    for side, suits in enumerate(tables.side_suits):
        if suit in suits:
            lines.append((Message(N_("Support: %(side)s"), side=tables.side_names[side]), theme.side_colours[side]))
    return lines


def _foot_rule(ctx: KitContext, sketch: Sketch, y: float) -> None:
    """Draw the ornamental rule that sets a card's foot (its note or its uses) apart from its body."""
    width = TRIM_WIDTH - 2 * SAFE - 10
    sketch.add(rule(ctx.theme.ornament, BLEED + SAFE + 5, y, width, ctx.theme.rule, light=ctx.theme.ink_saver))


def _note(ctx: KitContext, sketch: Sketch, note, top: float) -> None:
    """Write a card's historical note from ``top`` down to the bottom index, under an ornamental rule."""
    _foot_rule(ctx, sketch, BLEED + top)
    box = (
        BLEED + SAFE + 1.5,
        BLEED + top + FOOT_RULE_ROOM,
        TRIM_WIDTH - 2 * SAFE - 3,
        BODY_BOTTOM - top - FOOT_RULE_ROOM,
    )
    sketch.text(ctx.say(text(note)), box, "italic", 7.5, min_size=5.5, align="center", colour=ctx.theme.muted)


def _casualty(ctx: KitContext, sketch: Sketch, card: int) -> None:
    _role_label(ctx, sketch, ctx.say(text(ctx.tables.rules.cards.roles.casualty.text)))
    count = rank_number(card)
    box = (BLEED + 31.5, BLEED + 26, 0, 30) if count > 1 else (BLEED + 31.5, BLEED + 41, 0, 0)
    draw_pips(sketch, card, card_colour(ctx, card), box, 14 if count == 1 else 10)
    value = Message(N_("Casualty value %(value)d"), value=ctx.tables.value[card])
    box = (BLEED + 6, BLEED + BODY_BOTTOM - 8, TRIM_WIDTH - 12, 8)
    sketch.text(ctx.say(value), box, "semibold", 9, align="center", valign="middle", colour=ctx.theme.ink)


def _side_band(
    ctx: KitContext, sketch: Sketch, side: int, y: float, height: float, label: str, court: str | None = None
) -> None:
    """A band in the side's colour across the face with a label; on a court card, the rank's emblem either side."""
    theme = ctx.theme
    sketch.rect(0, y, WIDTH, height, Style(fill=theme.band(side)))  # into the bleed: no edge to cut unevenly
    box = (BLEED + SAFE + 1, y, TRIM_WIDTH - 2 * SAFE - 2, height)
    if court is not None:
        # The figures stand in the band, as supporters flank a title, the label between them.
        size = height - 1.2
        ink = theme.on_band(side)
        for cx in (BLEED + SAFE + 1 + size / 2 + 1, BLEED + TRIM_WIDTH - SAFE - 1 - size / 2 - 1):
            sketch.add(
                court_figure(court, cx, y + height / 2, size, ink, theme.band(side) or "#ffffff", theme.ink_saver)
            )
        room = size + 3
        box = (box[0] + room, y, box[2] - 2 * room, height)
    sketch.text(label, box, "bold", 10, min_size=6, align="center", valign="middle", colour=theme.on_band(side))


def _bonus(ctx: KitContext, sketch: Sketch, card: int) -> None:
    tables = ctx.tables
    spec = tables.rules.cards.bonus[format_card(card)]
    side = SIDES.index(spec.side)
    role = Message(
        N_("%(role)s, %(side)s"), role=text(tables.rules.cards.roles.bonus.text), side=tables.side_names[side]
    )
    _role_label(ctx, sketch, ctx.say(role), ctx.theme.side_colours[side])
    sketch.add(*suit_pip(suit_of(card), BLEED + TRIM_WIDTH / 2, BLEED + 15.5, 7, card_colour(ctx, card)))
    _side_band(ctx, sketch, side, BLEED + 21, 11, ctx.say(text(spec.title)))
    bottom = NOTE_TOP - FOOT_RULE_ROOM if spec.note else BODY_BOTTOM - 1
    box = (BLEED + SAFE + 2, BLEED + 34, TRIM_WIDTH - 2 * SAFE - 4, bottom - 34)
    sentences = ctx.sentences(bonus_card_text(tables, card))
    sketch.text(sentences, box, "regular", 7.5, min_size=5.5, align="center", valign="middle")
    if spec.note:
        _note(ctx, sketch, spec.note, NOTE_TOP)


def _event(ctx: KitContext, sketch: Sketch, card: int) -> None:
    tables = ctx.tables
    event = tables.rules.events[format_card(card)]
    side = SIDES.index(event.side)
    _role_label(ctx, sketch, ctx.say(text(tables.rules.cards.roles.event.text)))
    title_box = (BLEED + BESIDE_INDEX, BLEED + 10, TRIM_WIDTH - 2 * BESIDE_INDEX, 12.5)
    sketch.text(ctx.say(text(event.title)), title_box, "bold", 11, min_size=6.5, align="center", valign="middle")
    label = Message(N_("%(side)s, %(year)d"), side=tables.side_names[side], year=event.year)
    court = rank_of(card) if rank_of(card) in COURT_RANKS else None
    _side_band(ctx, sketch, side, BLEED + 23.5, 6.5, ctx.say(label), court)
    bottom = NOTE_TOP - FOOT_RULE_ROOM if event.note else BODY_BOTTOM - 1
    box = (BLEED + SAFE + 2, BLEED + 32, TRIM_WIDTH - 2 * SAFE - 4, bottom - 32)
    sketch.text(ctx.say(text(event.text)), box, "regular", 8, min_size=5.5, align="center", valign="middle")
    if event.note:
        _note(ctx, sketch, event.note, NOTE_TOP)


def _joker(ctx: KitContext, sketch: Sketch, card: int) -> None:
    _role_label(ctx, sketch, ctx.say(Message(N_("Joker"))))
    theme = ctx.theme
    style = Style(stroke=theme.muted, width=0.6) if theme.ink_saver else Style(fill=theme.muted)
    sketch.add(star(BLEED + TRIM_WIDTH / 2, BLEED + 38, 14, style))
    box = (BLEED + SAFE + 4, BLEED + 58, TRIM_WIDTH - 2 * SAFE - 8, 12)
    jokers = ctx.tables.rules.cards.jokers.text
    sketch.text(ctx.say(text(jokers)), box, "italic", 9, min_size=6, align="center", valign="middle")


def card_back(ctx: KitContext) -> Drawing:
    """Draw the one back all cards share: the same turned upside down, so it shows no way up."""
    return title_back(ctx.say(text(ctx.tables.rules.title)), ctx.theme)
