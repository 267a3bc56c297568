"""High Card's rules data: its shape, its cross-checks and the tables the state runs on."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field

from engine.cards import card_label, parse_card
from engine.i18n import Message
from engine.rulesdata import Problem, rules_loader, tables_cache
from engine.schema import CardName, Ident, OptionSpec, Strict, Text

SEATS = ("first", "second")
text = functools.partial(Message, context="high-card")


class SeatSpec(Strict):
    name: Text = Field(description="a seat at the table")


class HighCardRules(Strict):
    """The whole rules file of High Card."""

    game: Literal["high-card"]
    title: Text = Field(description="the game's title")
    players: Literal[2]
    seats: dict[Ident, SeatSpec]
    deck: Annotated[list[CardName], Field(min_length=2)]
    hand_size: Annotated[int, Field(ge=1)]
    first_leader: Ident
    options: dict[Ident, OptionSpec] = Field(default_factory=dict)


def check_rules(rules: HighCardRules) -> Iterator[Problem]:
    """Yield every fault no single field shows."""
    if tuple(rules.seats) != SEATS:
        yield ("seats",), f"the seats must be {', '.join(SEATS)}"
    if rules.first_leader not in SEATS:
        yield ("first_leader",), f"no seat {rules.first_leader!r}"
    for index, name in enumerate(rules.deck):
        try:
            parse_card(name)
        except ValueError:
            yield ("deck", index), f"{name!r} is not a card"
    if len(set(rules.deck)) != len(rules.deck):
        yield ("deck",), "a card is listed twice"
    if 2 * rules.hand_size > len(rules.deck):
        yield ("hand_size",), "the deck is too small to deal both hands"


@dataclass(frozen=True)
class Tables:
    """What the state reads: the rules, the deck as card numbers (highest first) and the seats' names."""

    rules: HighCardRules
    deck: tuple[int, ...]
    seat_names: tuple[Message, ...]
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    def beats(self, card: int, other: int) -> bool:
        """Tell whether a card beats another (it comes first in the deck's order)."""
        return self.deck.index(card) < self.deck.index(other)


def compile_tables(rules: HighCardRules) -> Tables:
    """Compile the tables of a validated rules file."""
    deck = tuple(parse_card(name) for name in rules.deck)
    return Tables(rules, deck, tuple(text(rules.seats[seat].name) for seat in SEATS))


def card_names(tables: Tables) -> dict[int, Message]:
    """Return each card of the deck with its full name."""
    return {card: card_label(card) for card in tables.deck}


load = rules_loader(Path(__file__).with_name("rules.yaml"), HighCardRules, check_rules)
tables_for = tables_cache(load, compile_tables)
