"""Walsingham's fold-over tokens: the 18 reward tiles (their face, and a common back that hides the colour in
the face-down stack) and the players' two markers of each colour (one for bids, one for accusations)."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.walsingham.components.icons import value_icons
from games.walsingham.components.theme import BLACK, WHITE
from games.walsingham.data import text
from generator.context import KitContext
from generator.geometry import Drawing, Style
from generator.marks import is_reconstructed, reconstructed_mark
from generator.palettes import readable_ink
from generator.sketch import Sketch
from generator.tokens import FoldToken

TILE = 25.0  # mm, a reward tile's side
MARKER = 18.0  # mm, a player marker's side
TILE_ICON = 13.0  # mm across a tile's coin or seal: its figure 3.5 mm tall and more


def make_tokens(ctx: KitContext) -> tuple[FoldToken, ...]:
    """Draw every tile and every player marker as fold-over tokens."""
    tables = ctx.tables
    back = tile_back(ctx)
    tokens = [FoldToken(f"tile-{name}", tile_face(ctx, index), back) for index, name in enumerate(tables.tile_ids)]
    for seat in tables.rules.seats:
        for number in (1, 2):
            marker = player_marker(ctx, seat, number)
            tokens.append(FoldToken(f"marker-{seat}-{number}", marker, marker))
    return tuple(tokens)


def tile_face(ctx: KitContext, tile: int) -> Drawing:
    """Draw a tile's face: its Loyal colour and its value."""
    theme, tables = ctx.theme, ctx.tables
    colour = theme.loyal[tables.tile_colour[tile]]
    sketch = Sketch(f"tile-{tables.tile_ids[tile]}", TILE, TILE)
    sketch.rect(0, 0, TILE, TILE, Style(fill=theme.fill(theme.tint(colour)), stroke=colour, width=0.8), radius=2)
    sketch.rect(1.5, 1.5, TILE - 3, TILE - 3, Style(stroke=colour, width=0.3), radius=1.5)
    value_icons(sketch, theme, TILE / 2, TILE / 2, TILE_ICON, tables.tile_vp[tile], tables.tile_intrigue[tile])
    kind = tables.tile_ids[tile].rsplit("-", 1)[0]
    if is_reconstructed(next(spec for spec in tables.rules.tiles if spec.id == kind)):
        sketch.add(reconstructed_mark(3.6, TILE - 3.6, 2.6, theme.muted))
    return sketch.finish()


def tile_back(ctx: KitContext) -> Drawing:
    """Draw the tiles' common back, the same for both colours."""
    theme = ctx.theme
    sketch = Sketch("tile-back", TILE, TILE)
    sketch.rect(0, 0, TILE, TILE, Style(fill=theme.fill(theme.loyalty_back), stroke=theme.ink, width=0.5), radius=2)
    ink = theme.ink if theme.ink_saver else "#f3ead2"
    title = ctx.say(text(ctx.tables.rules.title))
    sketch.text(title, (2, 6, TILE - 4, 5), "bold", 6.5, min_size=4.5, align="center", colour=ink)
    words = ctx.say(Message(N_("Reward tile")))
    sketch.text(words, (2, 13, TILE - 4, 6), "regular", 6, min_size=4.5, align="center", colour=ink)
    return sketch.finish()


def player_marker(ctx: KitContext, seat: str, number: int) -> Drawing:
    """Draw one of a player's two markers in the player's colour."""
    theme = ctx.theme
    colour = theme.seats[seat]
    sketch = Sketch(f"marker-{seat}-{number}", MARKER, MARKER)
    # White is a colour of the table: it needs a dark outline to be seen on the paper.
    sketch.rect(0, 0, MARKER, MARKER, Style(fill=theme.fill(colour), stroke=theme.ink, width=0.5), radius=2)
    ink = readable_ink(theme.fill(colour) or WHITE, WHITE, theme.ink, BLACK)
    name = ctx.say(text(ctx.tables.rules.seats[seat].name))
    sketch.text(
        name, (1.5, 1.5, MARKER - 3, MARKER - 3), "bold", 8, min_size=5, align="center", valign="middle", colour=ink
    )
    return sketch.finish()
