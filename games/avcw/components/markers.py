"""Markers of A Very Civil Whist: leaders and assets as fold-over tokens, and stand-ins for the chess pieces.

A leader's back is plain (its side only), so leaders can be placed face down; an asset's back repeats its
name and says how it is gained. The stand-ins replace the four knights (fronts), two rooks (support), the
queen (trump) and the king (round), the same on both faces.
"""

from __future__ import annotations

from engine.i18n import N_, Message
from games.avcw.components.context import KitContext
from games.avcw.components.wording import asset_source, leader_entry, playable_text
from games.avcw.data import SIDES, text
from generator.geometry import Drawing, Style
from generator.glyphs import chess_piece, suit_pip
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch
from generator.text import text_top
from generator.tokens import FoldToken

# As large as the board's leader boxes (35 x 26 mm) allow, so that no text needs to go under 6 pt.
TOKEN_WIDTH, TOKEN_HEIGHT = 33.0, 25.5
ASSET_HEIGHT = 28.0  # assets wait in hand or in a holding box, not in a leader box: taller, for their longer texts
STRIPE = 3.5
# mm every text keeps from a face's edges (the cut line, or the fold): a cut a little off spares the words.
# 1.5 mm at least; the rest is for accents that rise above a font's ascent (Polish capitals, the pseudo-locale).
TEXT_INSET = 2.0
# The stand-ins, square; the board's round and trump spaces are made STAND_IN_ROOM wider on every side.
STAND_IN = 15.0
STAND_IN_ROOM = 1.5
STAND_IN_INSET = 1.6  # a stand-in's one-line label is centred well inside its box, so it keeps 1.5 mm with less


def _face(ctx: KitContext, name: str, side: int, item=None, height: float = TOKEN_HEIGHT) -> Sketch:
    """A token face: background and the side's stripe down its left edge, marked there if ``item`` is reconstructed."""
    theme = ctx.theme
    sketch = Sketch(name, TOKEN_WIDTH, height)
    if theme.card:
        sketch.rect(0, 0, TOKEN_WIDTH, height, Style(fill=theme.card))
    sketch.rect(0, 0, STRIPE, height, Style(fill=theme.band(side)))
    if is_reconstructed(item):
        sketch.add(reconstructed_mark(STRIPE / 2, height - 2.6, 2.6, theme.on_band(side)))
    return sketch


def leader_front(ctx: KitContext, leader: int) -> Drawing:
    """A leader's face: name, casualty rating, ability, and when he joins if he does not start."""
    theme, tables = ctx.theme, ctx.tables
    table = tables.leaders[leader]
    spec = tables.rules.leaders[table.id]
    sketch = _face(ctx, f"leader-{table.id}", table.side, spec)
    x = STRIPE + 1.2
    # The name stops short of the rating circle in the top-right corner.
    name_box = (x, TEXT_INSET, TOKEN_WIDTH - 8 - x, 8.4 - TEXT_INSET)
    sketch.text(ctx.say(table.name), name_box, "bold", 7.5, min_size=6, valign="middle")
    colour = theme.side_colours[table.side]
    sketch.circle(TOKEN_WIDTH - 4, 4.4, 3.2, Style(fill=None, stroke=colour, width=0.5))
    # The rating is read across the table: its figure 3.5 mm tall at least.
    sketch.text(str(table.rating), (TOKEN_WIDTH - 7.2, 1.2, 6.4, 6.4), "bold", 16, align="center", valign="middle")
    ability_bottom = TOKEN_HEIGHT - TEXT_INSET
    width = TOKEN_WIDTH - TEXT_INSET - x
    if not table.start:
        # The entry sits at the foot of the marker; the ability gets all the height it leaves, however
        # many lines the entry needs in this language.
        box = (x, TOKEN_HEIGHT - TEXT_INSET - 7.0, width, 7.0)
        entry = sketch.text(
            ctx.say(leader_entry(tables, leader)), box, "italic", 6, min_size=6, valign="bottom", colour=colour
        )
        ability_bottom = text_top(entry) - 0.6
    ability_box = (x, 8.6, width, ability_bottom - 8.6)
    sketch.text(ctx.say(text(spec.ability.text)), ability_box, "regular", 6.5, min_size=6)
    return sketch.finish()


def leader_back(ctx: KitContext, side: int) -> Drawing:
    """A leader's plain back: only the side, so a face-down leader gives nothing else away."""
    theme = ctx.theme
    sketch = Sketch(f"leader-back-{SIDES[side]}", TOKEN_WIDTH, TOKEN_HEIGHT)
    sketch.rect(0, 0, TOKEN_WIDTH, TOKEN_HEIGHT, Style(fill=theme.band(side)))
    ink = theme.on_band(side)
    sketch.text(
        ctx.say(ctx.tables.side_names[side]),
        (2, 5, TOKEN_WIDTH - 4, 8),
        "bold",
        9,
        min_size=6,
        align="center",
        colour=ink,
    )
    label = ctx.say(Message(N_("Leader")))
    sketch.text(label, (2, 13, TOKEN_WIDTH - 4, 6), "italic", 7, min_size=6, align="center", colour=ink)
    return sketch.finish()


def asset_front(ctx: KitContext, asset: int) -> Drawing:
    """An asset's face: name, when it is played, and its effect."""
    tables = ctx.tables
    table = tables.assets[asset]
    spec = tables.rules.assets[table.id]
    sketch = _face(ctx, f"asset-{table.id}", table.side, spec, ASSET_HEIGHT)
    x, w = STRIPE + 1.2, TOKEN_WIDTH - STRIPE - 1.2 - TEXT_INSET
    sketch.text(ctx.say(table.name), (x, TEXT_INSET, w, 7.2 - TEXT_INSET), "bold", 7.5, min_size=6, valign="middle")
    when = ctx.say(playable_text(tables, asset))
    sketch.text(when, (x, 7.4, w, 4.8), "italic", 6, min_size=6, colour=ctx.theme.side_colours[table.side])
    body = (x, 12.8, w, ASSET_HEIGHT - TEXT_INSET - 12.8)
    sketch.text(ctx.say(text(spec.text)), body, "regular", 6.5, min_size=6)
    return sketch.finish()


def asset_back(ctx: KitContext, asset: int) -> Drawing:
    """An asset's back: its name again and how it is gained, to sort the markers at set-up."""
    tables = ctx.tables
    table = tables.assets[asset]
    sketch = _face(ctx, f"asset-back-{table.id}", table.side, height=ASSET_HEIGHT)
    x, w = STRIPE + 1.2, TOKEN_WIDTH - STRIPE - 1.2 - TEXT_INSET
    label = Message(N_("Asset: %(side)s"), side=tables.side_names[table.side])
    sketch.text(ctx.say(label), (x, TEXT_INSET, w, 5.3 - TEXT_INSET), "italic", 6, min_size=5, colour=ctx.theme.muted)
    sketch.text(ctx.say(table.name), (x, 5.3, w, 6.4), "bold", 7.5, min_size=6, valign="middle")
    source = (x, 13.0, w, ASSET_HEIGHT - TEXT_INSET - 13.0)
    sketch.text(ctx.say(asset_source(tables, asset)), source, "regular", 6, min_size=6)
    return sketch.finish()


def stand_in(ctx: KitContext, kind: str, side: int | None = None, track: int | None = None) -> Drawing:
    """A chess-piece stand-in: the piece's silhouette and what it marks.

    A knight shows its track's suit and a rook its side's letter (as on the board's spaces), not their names:
    a name long enough in some language (Parlementaires) would not fit a 15 mm marker at a legible size.
    """
    theme, tables = ctx.theme, ctx.tables
    if kind == "knight":
        label, name = None, f"knight-{tables.tracks[track].id}"
    elif kind == "rook":
        label, name = tables.rules.sides[SIDES[side]].short, f"rook-{SIDES[side]}"
    else:
        label, name = ctx.say(Message(N_("Trump") if kind == "queen" else N_("Round"))), kind
    sketch = Sketch(name, STAND_IN, STAND_IN)
    sketch.rect(0, 0, STAND_IN, STAND_IN, Style(fill=theme.card, stroke=theme.rule, width=0.2), radius=1.5)
    colour = theme.side_colours[side] if side is not None else theme.ink
    if theme.ink_saver:  # an outlined silhouette instead of a solid one
        sketch.add(*chess_piece(kind, STAND_IN / 2, 5.0, 7.0, None, colour))
    else:
        sketch.add(*chess_piece(kind, STAND_IN / 2, 5.0, 7.0, colour, theme.card))
    inset = STAND_IN_INSET
    label_box = (inset, 9.0, STAND_IN - 2 * inset, STAND_IN - inset - 9.0)
    if label is None:
        suit = tables.tracks[track].suit
        sketch.add(*suit_pip(suit, STAND_IN / 2, 11.2, 3.6, theme.suit_colours[suit]))
    else:
        sketch.text(label, label_box, "semibold", 7, min_size=6, align="center", valign="middle")
    return sketch.finish()


def make_tokens(ctx: KitContext) -> tuple[FoldToken, ...]:
    """Every fold-over marker of the kit: leaders, assets, then the chess-piece stand-ins."""
    tables = ctx.tables
    backs = [leader_back(ctx, side) for side in range(len(SIDES))]
    tokens = [
        FoldToken(f"leader-{leader.id}", leader_front(ctx, leader.index), backs[leader.side])
        for leader in tables.leaders
    ]
    tokens += [
        FoldToken(f"asset-{asset.id}", asset_front(ctx, asset.index), asset_back(ctx, asset.index))
        for asset in tables.assets
    ]
    pieces = [stand_in(ctx, "knight", track=track.index) for track in tables.tracks]
    pieces += [stand_in(ctx, "rook", side=side) for side in range(len(SIDES))]
    pieces += [stand_in(ctx, "queen"), stand_in(ctx, "king")]
    tokens += [FoldToken(piece.name, piece, piece) for piece in pieces]
    return tuple(tokens)
