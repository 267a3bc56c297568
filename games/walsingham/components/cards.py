"""Walsingham's cards at poker size with bleed: 14 Loyalty, 21 Secret and the Reward cards of decks A, B and
C (the 5+ and 6 marks in a corner), with a back for the Loyalty cards, one for the Secrets and one per deck."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.walsingham.components.icons import value_icons
from games.walsingham.components.theme import WHITE
from games.walsingham.data import SPY, TRIPLE_AGENT, text
from games.walsingham.printed import printed_cards
from games.walsingham.schema import DECKS
from generator.cardface import BLEED, FRAME_INSET, HEIGHT, INDEX_SIZE, SAFE, TRIM_HEIGHT, TRIM_WIDTH, WIDTH, face_sketch
from generator.context import KitContext
from generator.geometry import Drawing, Style
from generator.kit import Card, Deck
from generator.marks import is_reconstructed, mark_card
from generator.palettes import readable_ink
from generator.sketch import Sketch

INNER = TRIM_WIDTH - 2 * SAFE - 6  # the width texts use
LEFT = BLEED + SAFE + 3
CORNER_MARK = 11.0  # mm, the disc of a Reward card's deck letter and the height of its 5+ or 6 box


def reward_mark(rules, players: int) -> str:
    """Return the mark printed on a Reward card used only with ``players`` or more ("5+"; "6" with the most)."""
    return f"{players}+" if players < rules.players.max else str(players)


def make_deck(ctx: KitContext) -> Deck:
    """Draw every card and the five backs: Loyalty (the common back), Secrets, decks A, B and C."""
    tables = ctx.tables
    rules = tables.rules
    cards = []
    for name, _, face, argument in printed_cards(tables, rules.players.max):
        if face == "loyalty":
            cards.append(Card(name, loyalty_face(ctx, *argument)))
        elif face == "secret":
            cards.append(Card(name, secret_face(ctx, argument), "secrets"))
        else:
            cards.append(Card(name, reward_face(ctx, argument), tables.reward_deck[argument]))
    backs = card_backs(ctx)
    others = tuple((name, backs[name]) for name in ("secrets", *DECKS))
    return Deck(tuple(cards), backs["loyalty"], TRIM_WIDTH, TRIM_HEIGHT, BLEED, other_backs=others)


def card_backs(ctx: KitContext) -> dict[str, Drawing]:
    """Draw the five backs: ``loyalty`` (the common back), ``secrets`` and one per Reward deck (A, B, C)."""
    theme, say = ctx.theme, ctx.say
    title = say(text(ctx.tables.rules.title))
    backs = {
        "loyalty": card_back("loyalty", title, say(Message(N_("Loyalty"))), theme.loyalty_back, theme),
        "secrets": card_back("secrets", title, say(Message(N_("Secret"))), theme.secret, theme),
    }
    backs.update((deck, card_back(f"deck-{deck}", title, deck, theme.decks[deck], theme, big=True)) for deck in DECKS)
    return backs


def card_back(name: str, title: str, label: str, colour: str, theme, big: bool = False) -> Drawing:
    """Draw a back: the game's title and what the card is (a deck's letter, large), the same upside down."""
    sketch = Sketch(f"{name}-card-back", WIDTH, HEIGHT, trim=(BLEED, BLEED, TRIM_WIDTH, TRIM_HEIGHT))
    ink = colour if theme.ink_saver else "#f3ead2"
    if not theme.ink_saver:
        sketch.rect(0, 0, WIDTH, HEIGHT, Style(fill=colour))
    # One thin frame well inside the cut (FRAME_INSET): a frame at the edge shows a cut 1 mm off as uneven.
    inset = BLEED + FRAME_INSET
    sketch.rect(inset, inset, WIDTH - 2 * inset, HEIGHT - 2 * inset, Style(stroke=ink, width=0.4), radius=2)
    for flip in (False, True):
        half = Sketch(f"{name}-back-half", TRIM_WIDTH - 12, 20)
        half.text(title, (0, 0, TRIM_WIDTH - 12, 8), "bold", 11, min_size=7, align="center", colour=ink)
        if not big:
            half.text(label, (0, 9, TRIM_WIDTH - 12, 9), "semibold", 12, min_size=7, align="center", colour=ink)
        drawing = half.finish()
        if flip:
            sketch.place(drawing, BLEED + TRIM_WIDTH - 6, BLEED + TRIM_HEIGHT - 8, rotate=180)
        else:
            sketch.place(drawing, BLEED + 6, BLEED + 8)
    if big:
        box = (BLEED + 10, BLEED + TRIM_HEIGHT / 2 - 16, TRIM_WIDTH - 20, 32)
        sketch.text(label, box, "bold", 72, min_size=40, align="center", valign="middle", colour=ink)
    else:
        sketch.circle(BLEED + TRIM_WIDTH / 2, BLEED + TRIM_HEIGHT / 2, 11, Style(stroke=ink, width=0.6))
    return sketch.finish()


def _label(sketch: Sketch, words: str, colour: str, y: float = BLEED + 5, size: float = 9) -> None:
    sketch.text(words, (LEFT, y, INNER, 9), "bold", size, min_size=6, align="center", colour=colour)


def loyalty_face(ctx: KitContext, kind: str, number: int) -> Drawing:
    """Draw a Loyalty card: a Loyal card in its colour, the Spy or the Triple Agent."""
    theme, tables = ctx.theme, ctx.tables
    rules = tables.rules
    colour = theme.loyal.get(kind, theme.spy if kind == SPY else theme.ink)
    sketch = face_sketch(f"card-loyalty-{kind}-{number}", theme.card, theme.line(0.5, colour), None)
    _label(sketch, ctx.say(Message(N_("Loyalty"))), theme.muted, size=8)
    panel = (BLEED + SAFE + 2, BLEED + 16, TRIM_WIDTH - 2 * SAFE - 4, 40)
    sketch.rect(*panel, Style(fill=theme.fill(theme.tint(colour)), stroke=colour, width=0.5), radius=3)
    name = ctx.say(tables.loyal_text(kind))
    # A light colour (yellow) names itself in the dark ink: its own colour would not read on its tint.
    ink = readable_ink(theme.fill(theme.tint(colour)) or theme.card or WHITE, colour, theme.ink)
    sketch.text(name, panel, "bold", 16, min_size=9, align="center", valign="middle", colour=ink)
    if kind == SPY:
        words = ctx.say(text(rules.loyalty.spy.text))
    elif kind == TRIPLE_AGENT:
        words = ctx.say(text(rules.loyalty.triple_agent.text))
    else:
        words = ctx.say(Message(N_("You serve the Queen. Unmask the Spy, or prove there is none.")))
    sketch.text(words, (LEFT, BLEED + 60, INNER, 22), "regular", 8.5, min_size=6, align="center")
    return sketch.finish()


def secret_face(ctx: KitContext, card: int) -> Drawing:
    """Draw a Secret card: its name and what it is worth at the end."""
    theme, tables = ctx.theme, ctx.tables
    sketch = face_sketch(f"card-secret-{tables.secret_ids[card]}", theme.card, theme.line(0.5, theme.secret), None)
    _label(sketch, ctx.say(Message(N_("Secret"))), theme.secret)
    name = ctx.say(tables.secret_names[card])
    sketch.text(name, (LEFT, BLEED + 16, INNER, 14), "semibold", 11, min_size=7, align="center", valign="middle")
    value_icons(
        sketch, theme, BLEED + TRIM_WIDTH / 2, BLEED + 45, 16, tables.secret_vp[card], tables.secret_intrigue[card]
    )
    words = ctx.say(Message(N_("Keep it hidden; it counts when all cards are revealed.")))
    sketch.text(words, (LEFT, BLEED + 60, INNER, 20), "italic", 8, min_size=6, align="center", colour=theme.muted)
    kind = tables.secret_ids[card].rsplit("-", 1)[0]
    if is_reconstructed(next(spec for spec in tables.rules.secrets if spec.id == kind)):
        mark_card(sketch, theme.muted, framed=True)
    return sketch.finish()


def reward_face(ctx: KitContext, card: int) -> Drawing:
    """Draw a Reward card: its deck, the 5+ or 6 mark, its name, icons and instruction."""
    theme, tables = ctx.theme, ctx.tables
    rules = tables.rules
    deck = tables.reward_deck[card]
    colour = theme.decks[deck]
    sketch = face_sketch(f"card-reward-{tables.reward_ids[card]}", theme.card, theme.line(0.5, colour), None)
    # The deck's letter and the 5+ or 6 mark are read across the table: set as large as a corner index (5 mm).
    # Both sit 1 mm inside the frame, clear of it.
    centre, radius = BLEED + FRAME_INSET + 1 + CORNER_MARK / 2, CORNER_MARK / 2
    sketch.circle(centre, centre, radius, Style(fill=theme.fill(colour), stroke=colour, width=0.4))
    deck_ink = readable_ink(theme.fill(colour) or theme.card or WHITE, WHITE, colour)
    box = (centre - radius, centre - radius, CORNER_MARK, CORNER_MARK)
    sketch.text(deck, box, "bold", INDEX_SIZE, min_size=INDEX_SIZE, align="center", valign="middle", colour=deck_ink)
    players = tables.reward_players[card]
    if players > rules.players.min:
        mark = reward_mark(rules, players)
        box = (BLEED + TRIM_WIDTH - FRAME_INSET - 1 - 14, BLEED + FRAME_INSET + 1, 14, CORNER_MARK)
        sketch.rect(*box, theme.line(0.5, colour), radius=2)
        sketch.text(mark, box, "bold", INDEX_SIZE, min_size=INDEX_SIZE, align="center", valign="middle", colour=colour)
    name = ctx.say(tables.reward_names[card])
    top = BLEED + FRAME_INSET + 1.5 + CORNER_MARK
    sketch.text(name, (LEFT, top, INNER, BLEED + 30.5 - top), "bold", 10, min_size=6.5, align="center", valign="middle")
    vp, intrigue = tables.reward_vp[card], tables.reward_intrigue[card]
    if vp or intrigue:
        value_icons(sketch, theme, BLEED + TRIM_WIDTH / 2, BLEED + 38, 15, vp, intrigue)
    effect = tables.reward_effect[card]
    if effect != "none":
        spec = rules.effects[effect]
        top = BLEED + 49
        sketch.rect(
            LEFT - 1, top, INNER + 2, 29, Style(fill=theme.fill(theme.tint(colour)), stroke=colour, width=0.3), radius=2
        )
        sketch.text(
            ctx.say(text(spec.name)),
            (LEFT, top + 1, INNER, 6),
            "semibold",
            8.5,
            min_size=6,
            align="center",
            colour=colour,
        )
        words = ctx.say(text(spec.text))
        prize = _whole_prize(rules, effect)
        if prize is not None:
            words += "\n" + ctx.say(prize)
        sketch.text(words, (LEFT, top + 7.5, INNER, 21), "regular", 7.5, min_size=5.5, align="center")
    else:
        words = ctx.say(Message(N_("Keep this card face up in front of you.")))
        sketch.text(words, (LEFT, BLEED + 62, INNER, 14), "italic", 8, min_size=6, align="center", colour=theme.muted)
    # A half card also prints its whole's prize, a fact of its own.
    halves = [half for half in rules.halves.values() if effect in (half.first, half.second)]
    if is_reconstructed(rules.rewards[card]) or any(is_reconstructed(half) for half in halves):
        mark_card(sketch, theme.muted, framed=True)
    return sketch.finish()


def _whole_prize(rules, effect: str) -> Message | None:
    """Return what a whole document earns, for a half card's face (None for any other card)."""
    for half in rules.halves.values():
        if effect in (half.first, half.second):
            if half.vp:
                return Message(N_("A whole: +%(count)d VP."), count=half.vp)
            return Message(N_("A whole: +%(count)d Intrigue."), count=half.intrigue)
    return None
