"""What 17(21)'s print-and-play kit holds, drawn from its rules data.

``make_kit`` is what the build command calls: the three decks (units, doctrines, terrain) each with
its own back, the field at 100 % (tiled, and on one large sheet), the Shocked markers, the player aid and
the rules booklet.
"""

from __future__ import annotations

from pathlib import Path

from engine.i18n import N_, Message
from games.seventeen21.components.aid import aid_page, markers_on
from games.seventeen21.components.booklet import make_rules_booklet
from games.seventeen21.components.cards import make_decks
from games.seventeen21.components.field import draw_field
from games.seventeen21.components.markers import make_markers
from games.seventeen21.components.theme import make_theme
from games.seventeen21.data import GAME_NAME, compile_tables, load, text
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
    units, doctrines, terrain = make_decks(ctx)
    say = ctx.say
    markers = make_markers(ctx)
    # Each player's sheet holds the aid and that player's share of the Shocked markers, with spares in the
    # room the aid leaves, rather than a sheet of markers of its own a quarter full.
    players = 2
    aids = tuple(aid_page(ctx, list(markers) * players, -(-len(markers) // players)) for _ in range(players))
    sheets = (
        Sheets(
            "player-aid.pdf",
            "aid",
            say(Message(N_("Player aid"))),
            say(Message(N_("One for each player, with their Shocked markers: cut, fold, glue."))),
            aids,
        ),
    )
    counts = (
        Count(say(Message(N_("unit cards"))), len(units.cards)),
        Count(say(Message(N_("doctrine cards"))), len(doctrines.cards)),
        Count(say(Message(N_("terrain cards"))), len(terrain.cards)),
        Count(say(Message(N_("Shocked markers"))), sum(markers_on(page) for page in aids)),
        Count(say(Message(N_("field"))), 1),
        Count(say(Message(N_("player aids"))), 2),
        Count(say(Message(N_("rules booklet"))), 1),
    )
    return Kit(
        GAME_NAME,
        say(text(ctx.tables.rules.title)),
        units,
        counts,
        board=draw_field(ctx),
        sheets=sheets,
        more_decks=(doctrines, terrain),
        booklet=make_rules_booklet(ctx, counts),
        ornament=ctx.theme.ornament,
        equipment=equipment_counts(ctx.tables.rules.equipment, say, text),
        code=3,  # the tag of its printed card codes: never reuse another game's
        typeface=ctx.tables.rules.typeface,
    )
