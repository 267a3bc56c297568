"""High Card's print-and-play kit: its six cards and their back, drawn with the generator's card parts."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.cards import format_card, suit_of
from engine.i18n import N_, Message
from generator.cardface import BLEED, HEIGHT, TRIM_HEIGHT, TRIM_WIDTH, WIDTH, corner_index, face_sketch, title_back
from generator.context import KitContext
from generator.geometry import Style
from generator.glyphs import suit_pip
from generator.kit import Card, Count, Deck, Kit
from high_card.data import card_names, compile_tables, load, text


@dataclass(frozen=True)
class Theme:
    """The kit's colours (what generator.cardface's back reads)."""

    ink_saver: bool
    ink: str = "#1f1d24"

    @property
    def back(self) -> str | None:
        """Background of the card back (none with the ink saver)."""
        return None if self.ink_saver else "#1d4e3a"

    @property
    def back_ink(self) -> str:
        """Lines and text on the card back."""
        return self.ink if self.ink_saver else "#f1ead6"


def make_kit(rules_path: str | Path | None, tr, ink_saver: bool = False) -> Kit:
    """Draw the kit: one face per card of the rules data's deck, and the common back."""
    tables = compile_tables(load(rules_path))
    ctx = KitContext(tables, tr, Theme(ink_saver))
    names = card_names(tables)
    cards = []
    for card in tables.deck:
        colour = "#b3202a" if suit_of(card) in "HD" else ctx.theme.ink
        sketch = face_sketch(f"card-{format_card(card)}", None, Style(stroke=colour, width=0.35), None)
        sketch.place(corner_index(card, colour, ctx.say), BLEED + 2.4, BLEED + 2.8)
        sketch.add(*suit_pip(suit_of(card), WIDTH / 2, HEIGHT / 2, 24, colour))
        box = (BLEED + 8, BLEED + TRIM_HEIGHT - 9, TRIM_WIDTH - 16, 5)
        sketch.text(ctx.say(names[card]), box, "italic", 7, align="center", colour=colour)
        cards.append(Card(format_card(card), sketch.finish()))
    title = ctx.say(text(tables.rules.title))
    deck = Deck(tuple(cards), title_back(title, ctx.theme), TRIM_WIDTH, TRIM_HEIGHT, BLEED)
    return Kit("high-card", title, deck, (Count(ctx.say(Message(N_("cards"))), len(cards)),))
