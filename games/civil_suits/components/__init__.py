"""What Civil Suits' print-and-play kit holds, drawn from its rules data.

``make_kit`` is what the build command calls: the Civil Four deck (52 cards, 2 Minions, one back),
a score pad and the reference card, as drawings in the reader's language.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.i18n import N_, Message
from games.civil_suits.components.booklet import make_rules_booklet
from games.civil_suits.components.cards import make_deck
from games.civil_suits.components.reference import reference_page
from games.civil_suits.components.scorepad import draw_scorepad
from games.civil_suits.components.theme import make_theme
from games.civil_suits.data import compile_tables, load, text
from generator.context import KitContext
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
    deck = make_deck(ctx)
    say = ctx.say
    sheets = (
        Sheets(
            "scorepad.pdf",
            "scorepad",
            say(Message(N_("Score pad"))),
            say(Message(N_("One page for each game; print as many as you need."))),
            (draw_scorepad(ctx),),
        ),
        Sheets(
            "reference.pdf",
            "reference",
            say(Message(N_("Reference cards"))),
            say(Message(N_("Cut along the dashed lines: one card for each player."))),
            (reference_page(ctx),),
        ),
    )
    minions = ctx.tables.rules.deck.minions.count
    counts = (
        Count(say(Message(N_("suited cards"))), len(deck.cards) - minions),
        Count(say(Message(N_("Minions"))), minions),
        Count(say(Message(N_("score pad"))), 1),
        Count(say(Message(N_("reference cards"))), 4),
        Count(say(Message(N_("rules booklet"))), 1),
    )
    booklet = make_rules_booklet(ctx, counts)
    equipment = equipment_counts(ctx.tables.rules.equipment, say, text)
    return Kit(
        "civil_suits",
        say(text(ctx.tables.rules.title)),
        deck,
        counts,
        sheets=sheets,
        booklet=booklet,
        equipment=equipment,
        code=2,  # the tag of its printed card codes: never reuse another game's
        typeface=ctx.tables.rules.typeface,
    )
