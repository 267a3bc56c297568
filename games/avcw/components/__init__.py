"""What A Very Civil Whist's print-and-play kit holds, drawn from its rules data.

``make_kit`` is what the build command calls: it loads a rules file (the shipped one by default), and
returns the board, the deck, the markers and the player aids as drawings in the reader's language.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.i18n import N_, Message
from games.avcw.components.aids import player_aid
from games.avcw.components.board import draw_board
from games.avcw.components.booklet import make_rules_booklet
from games.avcw.components.cards import make_deck
from games.avcw.components.context import KitContext
from games.avcw.components.markers import make_tokens
from games.avcw.components.theme import make_theme
from games.avcw.data import SIDES, compile_tables, load, text
from generator.fontfiles import typeface
from generator.kit import Count, Kit, Sheets, equipment_counts
from generator.palettes import four_colour_suits


def make_context(rules_path: str | Path | None, tr, ink_saver: bool = False, four_colour: bool = False) -> KitContext:
    """Load and compile a rules file and pair it with a language and a theme (four suit inks with ``four_colour``)."""
    tables = compile_tables(load(rules_path))
    theme = make_theme(tables, ink_saver)
    if four_colour:
        theme = replace(theme, suit_colours=four_colour_suits())
    return KitContext(tables, tr, theme)


def make_kit(rules_path: str | Path | None, tr, ink_saver: bool = False, four_colour: bool = False) -> Kit:
    """Draw every component of the kit (``four_colour``: the colour-blind-safe deck, a colour for each suit)."""
    ctx = make_context(rules_path, tr, ink_saver, four_colour)
    # Every text is fitted in the face it is printed in: the game's own, from its rules data.
    with typeface(ctx.tables.rules.typeface):
        return _draw_kit(ctx)


def _draw_kit(ctx: KitContext) -> Kit:
    tables = ctx.tables
    deck = make_deck(ctx)
    tokens = make_tokens(ctx)
    aids = tuple(player_aid(ctx, side) for side in range(len(SIDES)))
    tracks, sides = len(tables.tracks), len(SIDES)
    counts = (
        Count(ctx.say(Message(N_("board"))), 1),
        Count(ctx.say(Message(N_("cards, with one common back"))), len(deck.cards)),
        Count(ctx.say(Message(N_("leader markers"))), len(tables.leaders)),
        Count(ctx.say(Message(N_("asset markers"))), len(tables.assets)),
        Count(ctx.say(Message(N_("knights (war fronts)"))), tracks),
        Count(ctx.say(Message(N_("rooks (support)"))), sides),
        Count(ctx.say(Message(N_("queen (trump)"))), 1),
        Count(ctx.say(Message(N_("king (round)"))), 1),
        Count(ctx.say(Message(N_("player aids"))), len(aids)),
        Count(ctx.say(Message(N_("rules booklet"))), 1),
    )
    title = ctx.say(text(tables.rules.title))
    sheets = Sheets(
        "aids.pdf", "aids", ctx.say(Message(N_("Player aids"))), ctx.say(Message(N_("One page for each player."))), aids
    )
    booklet = make_rules_booklet(ctx, counts)
    board = draw_board(ctx)
    ornament = ctx.theme.ornament
    return Kit(
        "avcw",
        title,
        deck,
        counts,
        board=board,
        tokens=tokens,
        # The chess-piece stand-ins are small and get lost: copies fill what the markers' last sheet leaves.
        spares=tuple(token for token in tokens if not token.name.startswith(("leader-", "asset-"))),
        sheets=(sheets,),
        booklet=booklet,
        ornament=ornament,
        equipment=equipment_counts(tables.rules.equipment, ctx.say, text),
        code=1,  # the tag of its printed card codes: never reuse another game's
        typeface=ctx.tables.rules.typeface,
    )
