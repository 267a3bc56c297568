"""Walsingham's table at the start of a game, for the rules booklet: drawn from the kit's own pieces.

The Reward decks, the Secret deck and the Loyalty cards are the printed backs (cards.py), the bid
tracker is the printed sheet (sheets.py), the tiles and markers the fold-over tokens (tokens.py) and the
money the printed notes; the counts and the starting money come from the rules data.
"""

from __future__ import annotations

from engine.i18n import N_, Message, nmessage
from games.walsingham.components.cards import card_backs, loyalty_face
from games.walsingham.components.sheets import NOTE_HEIGHT, NOTE_WIDTH, money_note, tracker_page
from games.walsingham.components.tokens import MARKER, TILE, player_marker, tile_back
from games.walsingham.data import TRIPLE_AGENT
from games.walsingham.schema import DECKS
from generator.cardface import BLEED, TRIM_HEIGHT, TRIM_WIDTH
from generator.context import KitContext
from generator.geometry import Drawing, Style
from generator.sketch import Sketch

WIDTH = 240.0  # mm before the booklet scales the drawing to its column
CARD = 0.85  # the cards' scale in the drawing
LABEL = 17.0  # pt, before scaling: about 8 pt in the booklet
TRACKER = 0.7
SUPPLY_NOTE = 0.62
PLACE_NOTE, PLACE_CARD, PLACE_MARKER = 0.4, 0.25, 0.8
PLACE_WIDTH = 48.0  # what one player's place needs at those scales
PAPER = "#ffffff"


def starting_notes(denominations: list[int], amount: int) -> list[int]:
    """Return the notes that make ``amount``, the largest first (what each player takes from the supply)."""
    notes = []
    for value in sorted(set(denominations), reverse=True):
        while amount >= value:
            notes.append(value)
            amount -= value
    return notes


def draw_setup(ctx: KitContext, players: int) -> Drawing:
    """Draw the table set up for ``players``: the decks, the tracker, the tiles, the supply and each place."""
    tables = ctx.tables
    rules = tables.rules
    sketch = Sketch("table-setup", WIDTH, 1.0)
    backs = card_backs(ctx)
    decks = tables.decks_for(players)
    gap = (WIDTH - 4 * TRIM_WIDTH * CARD) / 3
    piles = [(backs[deck], nmessage("Deck %(deck)s: %(count)d card", "Deck %(deck)s: %(count)d cards",
                                    len(decks[deck]), deck=deck)) for deck in DECKS]  # fmt: skip
    piles.append(
        (backs["secrets"], nmessage("%(count)d Secret card", "%(count)d Secret cards", len(tables.secret_ids)))
    )
    for index, (back, label) in enumerate(piles):
        x = index * (TRIM_WIDTH * CARD + gap)
        _card(sketch, back, x, 0, CARD)
        _label(ctx, sketch, label, (x - gap / 2 + 1, TRIM_HEIGHT * CARD + 2, TRIM_WIDTH * CARD + gap - 2, 16))
    top = TRIM_HEIGHT * CARD + 22
    tracker = tracker_page(ctx)
    sketch.place(tracker, 0, top, scale=TRACKER)
    right = tracker.width * TRACKER + 8
    _card(sketch, loyalty_face(ctx, TRIPLE_AGENT, 1), right, top, CARD)
    face_up = Message(N_("%(card)s, set aside face up"), card=tables.loyalty_names[TRIPLE_AGENT])
    _label(ctx, sketch, face_up, (right - 2, top + TRIM_HEIGHT * CARD + 2, TRIM_WIDTH * CARD + 4, 16))
    stack = right + TRIM_WIDTH * CARD + 10
    back = tile_back(ctx)
    for layer in range(3):
        _paper(sketch, stack + 2 * layer, top + 8 - 2 * layer, TILE, TILE, 2)
        sketch.place(back, stack + 2 * layer, top + 8 - 2 * layer)
    tiles = nmessage("%(count)d tile, face down", "%(count)d tiles, face down", len(tables.tile_ids))
    _label(ctx, sketch, tiles, (stack - 4, top + TILE + 10, WIDTH - stack + 4, 24))
    supply = top + TRIM_HEIGHT * CARD + 26
    values = sorted({d.value for d in rules.money.denominations}, reverse=True)
    for index, value in enumerate(values):
        x, y = right + 9 * index, supply + 9 * index
        _paper(sketch, x, y, NOTE_WIDTH * SUPPLY_NOTE, NOTE_HEIGHT * SUPPLY_NOTE, 0)
        sketch.place(money_note(ctx, value), x, y, scale=SUPPLY_NOTE)
    below = supply + 9 * (len(values) - 1) + NOTE_HEIGHT * SUPPLY_NOTE + 2
    _label(ctx, sketch, Message(N_("The supply")), (right, below, WIDTH - right, 9))
    bottom = max(top + tracker.height * TRACKER, below + 9) + 10
    height = bottom + _places(ctx, sketch, players, bottom)
    sketch.height = height
    return sketch.finish()


def _places(ctx: KitContext, sketch: Sketch, players: int, top: float) -> float:
    """Draw each player's place along the bottom: two markers, the starting money, two Loyalty cards."""
    tables = ctx.tables
    width = WIDTH / players
    fit = min(1.0, width / PLACE_WIDTH)  # six places are narrower than five
    notes = starting_notes([d.value for d in tables.rules.money.denominations], tables.rules.money.start)
    back = card_backs(ctx)["loyalty"]
    height = 0.0
    for seat in range(players):
        left = seat * width + (width - PLACE_WIDTH * fit) / 2
        name = tables.seats[seat]
        for number in (1, 2):
            x = left + (number - 1) * (MARKER * PLACE_MARKER + 3) * fit
            sketch.place(player_marker(ctx, name, number), x, top, scale=PLACE_MARKER * fit)
        y = top + (MARKER * PLACE_MARKER + 4) * fit
        for index, value in enumerate(notes):
            note_y = y + index * (NOTE_HEIGHT * PLACE_NOTE + 1.5) * fit
            sketch.place(money_note(ctx, value), left, note_y, scale=PLACE_NOTE * fit)
        cards = left + (NOTE_WIDTH * PLACE_NOTE + 2) * fit
        for index in range(tables.rules.loyalty.per_player):
            _card(sketch, back, cards + index * 6 * fit, y + index * 2 * fit, PLACE_CARD * fit)
        money = len(notes) * (NOTE_HEIGHT * PLACE_NOTE + 1.5) * fit
        height = max(height, y - top + max(money, (TRIM_HEIGHT * PLACE_CARD + 4) * fit))
    outline = Style(stroke=ctx.theme.muted, width=0.4, dash=(2.0, 1.5))
    for seat in range(players):
        sketch.rect(seat * width + 1, top - 3, width - 2, height + 7, outline, radius=3)
    return height + 6


def _paper(sketch: Sketch, x: float, y: float, width: float, height: float, radius: float) -> None:
    """Lay blank paper under a piece that overlaps another, so the ink-saver's unfilled pieces stay apart."""
    sketch.rect(x, y, width, height, Style(fill=PAPER), radius=radius)


def _card(sketch: Sketch, face: Drawing, x: float, y: float, scale: float) -> None:
    """Place a card at its trim size (the bleed clipped away), its top-left corner at (x, y)."""
    clip = (x, y, TRIM_WIDTH * scale, TRIM_HEIGHT * scale)
    _paper(sketch, *clip, 2.6 * scale)
    sketch.place(face, x - BLEED * scale, y - BLEED * scale, scale=scale, clip=clip)


def _label(ctx: KitContext, sketch: Sketch, message, box) -> None:
    sketch.text(ctx.say(message), box, "semibold", LABEL, min_size=LABEL * 0.7, align="center")
