"""What Walsingham's print-and-play kit holds, drawn from its rules data.

``make_kit`` is what the build command calls: the Loyalty, Secret and Reward cards with their five
backs, the reward tiles and player markers (fold-over), the money, the bid tracker and the player aids.
"""

from __future__ import annotations

from pathlib import Path

from engine.i18n import N_, Message
from games.walsingham.components.aid import aid_pages
from games.walsingham.components.booklet import make_rules_booklet
from games.walsingham.components.cards import make_deck
from games.walsingham.components.sheets import money_pages, tracker_page
from games.walsingham.components.theme import make_theme
from games.walsingham.components.tokens import make_tokens
from games.walsingham.data import compile_tables, load, text
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
    tables, say = ctx.tables, ctx.say
    rules = tables.rules
    deck = make_deck(ctx)
    sheets = (
        Sheets(
            "money.pdf",
            "money",
            say(Message(N_("Money"))),
            say(Message(N_("Optional: the app can be the bank. Cut along the dashed lines."))),
            money_pages(ctx),
        ),
        Sheets(
            "tracker.pdf",
            "tracker",
            say(Message(N_("Bid tracker"))),
            say(Message(N_("One page for the table."))),
            (tracker_page(ctx),),
        ),
        Sheets(
            "aids.pdf",
            "aids",
            say(Message(N_("Player aids"))),
            say(Message(N_("Cut along the dashed line: one aid for each player."))),
            aid_pages(ctx),
        ),
    )
    loyalty = len(tables.loyal_colours) * rules.players.max + 2
    counts = (
        Count(say(Message(N_("Loyalty cards"))), loyalty),
        Count(say(Message(N_("Secret cards"))), len(tables.secret_ids)),
        Count(say(Message(N_("Reward cards"))), len(tables.reward_ids)),
        Count(say(Message(N_("reward tiles"))), len(tables.tile_ids)),
        Count(say(Message(N_("player markers"))), 2 * len(rules.seats)),
        Count(say(Message(N_("money notes"))), sum(d.count for d in rules.money.denominations)),
        Count(say(Message(N_("bid tracker"))), 1),
        Count(say(Message(N_("player aids"))), rules.players.max),
        Count(say(Message(N_("rules booklet"))), 1),
    )
    return Kit(
        "walsingham",
        say(text(rules.title)),
        deck,
        counts,
        tokens=make_tokens(ctx),
        sheets=sheets,
        booklet=make_rules_booklet(ctx, counts),
        equipment=equipment_counts(rules.equipment, say, text),
        code=4,  # the tag of its printed card codes: never reuse another game's
        typeface=ctx.tables.rules.typeface,
    )
