"""What Trumps of Kings' print-and-play kit holds, drawn from its rules data.

``make_kit`` is what the build command calls: the map (at 100 % tiled, and scaled to one large sheet), the deck of 52
cards, status markers and Royal Army counters, the kingdom cards, the suit-and-action aid with the
Discovery Chart, the tracks and the rules booklet, as drawings in the reader's language.
"""

from __future__ import annotations

from pathlib import Path

from engine.i18n import N_, Message
from games.trumps_of_kings.components.aids import kingdom_cards, player_aid, tracks
from games.trumps_of_kings.components.booklet import make_rules_booklet
from games.trumps_of_kings.components.cards import make_deck
from games.trumps_of_kings.components.counters import army_counters, status_markers
from games.trumps_of_kings.components.mapboard import draw_map
from games.trumps_of_kings.components.maplayout import one_sheet
from games.trumps_of_kings.components.theme import make_theme
from games.trumps_of_kings.data import compile_tables, load, text
from generator.context import KitContext
from generator.fontfiles import typeface
from generator.kit import Count, Kit, Sheets, equipment_counts


def make_context(rules_path: str | Path | None, tr, ink_saver: bool = False) -> KitContext:
    """Load and compile a rules file and pair it with a language and a theme."""
    tables = compile_tables(load(rules_path))
    return KitContext(tables, tr, make_theme(tables, ink_saver))


def make_kit(rules_path: str | Path | None, tr, ink_saver: bool = False) -> Kit:
    """Draw every component of the kit."""
    ctx = make_context(rules_path, tr, ink_saver)
    # Every text is fitted in the face it is printed in: the game's own, from its rules data.
    with typeface(ctx.tables.rules.typeface):
        return _draw_kit(ctx)


def _draw_kit(ctx: KitContext) -> Kit:
    say = ctx.say
    deck = make_deck(ctx)
    markers = status_markers(ctx)
    counters = army_counters(ctx)
    sheets = (
        Sheets(
            "kingdoms.pdf",
            "kingdoms",
            say(Message(N_("Kingdom cards"))),
            say(Message(N_("Cut along the dashed lines: one card for each kingdom."))),
            (kingdom_cards(ctx),),
        ),
        Sheets(
            "aids.pdf",
            "aids",
            say(Message(N_("Suit-and-action aid and Discovery Chart"))),
            say(Message(N_("One copy for each player."))),
            (player_aid(ctx),),
        ),
        Sheets(
            "tracks.pdf",
            "tracks",
            say(Message(N_("Tracks"))),
            say(Message(N_("The order of play, the turns and the armies' strength: mark them with coins or cubes."))),
            (tracks(ctx),),
        ),
    )
    decks = ctx.tables.rules.deck.two_decks_from
    counts = (
        Count(say(Message(N_("cards (print twice for %(count)d or more kingdoms)"), count=decks)), len(deck.cards)),
        Count(say(Message(N_("status markers"))), len(markers)),
        Count(say(Message(N_("Royal Army counters"))), len(counters)),
        Count(say(Message(N_("kingdom cards"))), len(ctx.tables.rules.kingdoms)),
        Count(say(Message(N_("map"))), 1),
        Count(say(Message(N_("rules booklet"))), 1),
    )
    title = say(text(ctx.tables.rules.title))
    booklet = make_rules_booklet(ctx, counts)
    return Kit(
        "trumps_of_kings",
        title,
        deck,
        counts,
        board=draw_map(ctx),
        large_board=lambda paper: draw_map(ctx, one_sheet(paper)),
        tokens=(*counters, *markers),
        sheets=sheets,
        booklet=booklet,
        ornament=ctx.theme.ornament,
        equipment=equipment_counts(ctx.tables.rules.equipment, say, text),
        # The status markers are the most handled and lost: the markers sheet's spare room takes more of
        # them, one of each kind of each kingdom in turn.
        spares=tuple({(m.front.name, m.back.name): m for m in markers}.values()),
        code=5,  # the tag of its printed card codes: never reuse another game's
        typeface=ctx.tables.rules.typeface,
    )
