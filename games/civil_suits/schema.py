"""The shape of Civil Suits' rules data, and the cross-checks no single field can make."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import Field

from engine.cards import RANKS, SUITS
from engine.rulesdata import Problem
from engine.schema import (
    AppSeat,
    CardMap,
    Colour,
    Equipment,
    Ident,
    OptionSpec,
    Rank,
    Ruling,
    Sourced,
    Strict,
    Suit,
    Text,
    TypefaceName,
    check_rulings,
)

SEATS = ("north", "east", "south", "west")
POWERS = ("intel", "might", "magic")
PowerValue = Annotated[int, Field(ge=1, le=9)]


class SeatSpec(Strict):
    name: Text = Field(description="a seat at the table (a compass point), printed alone and used in log lines")
    short: Annotated[str, Field(min_length=1, max_length=2)]


class ColourSpec(Strict):
    name: Text = Field(description="one of the deck's two colours of suits")
    ink: Colour
    suits: tuple[Suit, Suit]


class MinionSpec(Strict):
    count: Literal[2]
    name: Text = Field(description="the two extra cards that beat every other card, like jokers")
    text: Text = Field(description="what a Minion does, printed on its card")


class DeckSpec(Strict):
    colours: dict[Ident, ColourSpec]
    rank_order: list[Rank]
    minions: MinionSpec


class PowerSpec(Strict):
    name: Text = Field(description="a Champion's power")
    short: Text = Field(description="a power's name as printed beside its value on a Champion card; keep it short")
    text: Text = Field(description="what the power does when its Champion uses it")


class ChampionCard(Sourced):
    intel: PowerValue
    might: PowerValue
    magic: PowerValue


class Champions(Strict):
    ranks: Annotated[list[Rank], Field(min_length=1)]
    powers: dict[Literal["intel", "might", "magic"], PowerSpec]
    cards: CardMap[ChampionCard]


class DealSpec(Strict):
    first_dealer: Ident


class PassRound(Strict):
    to: Literal["left", "right", "across", "nearest_short"]
    count: Annotated[int, Field(ge=1, le=4)] | None = None


class PassingSpec(Strict):
    receive: dict[Literal[13, 14], Annotated[int, Field(ge=0, le=6)]]
    rounds: list[PassRound]


class FirstTrick(Strict):
    offer: bool
    minions: bool


class Scoring(Strict):
    civil_card: Annotated[int, Field(ge=0, le=20)]
    outside: dict[Rank, Annotated[int, Field(ge=0, le=20)]]
    minion: Annotated[int, Field(ge=0, le=30)]
    moon: bool
    together: Annotated[int, Field(ge=0, le=50)]
    shot_in_moon: bool
    magic: Annotated[int, Field(ge=0, le=5)]


class CivilSuitsRules(Strict):
    """The whole rules file of Civil Suits."""

    game: Literal["civil_suits"]
    title: Text = Field(description="the game's title")
    subtitle: Text = Field(description="the game's subtitle")
    typeface: TypefaceName = "sans"  # the printed kit's face, of the game's period (engine/schema.py)
    players: Literal[4]
    seats: dict[Ident, SeatSpec]
    deck: DeckSpec
    champions: Champions
    deal: DealSpec
    passing: PassingSpec
    first_trick: FirstTrick
    scoring: Scoring
    rounds: Annotated[int, Field(ge=1, le=12)]
    options: dict[Ident, OptionSpec] = Field(default_factory=dict)
    rulings: list[Ruling]
    equipment: list[Equipment]  # what the players bring, the kit not printing it (an empty list: nothing)
    app_seat: AppSeat


def check_rules(rules: CivilSuitsRules) -> Iterator[Problem]:
    """Yield every cross-reference fault of a structurally valid rules file."""
    if tuple(rules.seats) != SEATS:
        yield ("seats",), f"the seats must be, clockwise, {', '.join(SEATS)}"
    if rules.deal.first_dealer not in rules.seats:
        yield ("deal", "first_dealer"), f"no seat {rules.deal.first_dealer!r}"
    yield from _check_deck(rules)
    yield from _check_champions(rules)
    yield from _check_passing(rules)
    for rank in rules.scoring.outside:
        if rank not in rules.champions.ranks:
            yield ("scoring", "outside", rank), "only Champion ranks carry demerits outside the civil suit"
    for name in rules.options:
        yield ("options", name), "unknown option; Civil Suits has no options"
    yield from check_rulings(rules.rulings)


def _check_deck(rules: CivilSuitsRules) -> Iterator[Problem]:
    colours = rules.deck.colours
    suits = sorted(suit for colour in colours.values() for suit in colour.suits)
    if len(colours) != 2 or suits != sorted(SUITS):
        yield ("deck", "colours"), "two colours must share out the four suits, two each"
    if sorted(rules.deck.rank_order, key=RANKS.index) != list(RANKS) or len(rules.deck.rank_order) != 13:
        yield ("deck", "rank_order"), "the rank order must list every rank A to K exactly once"


def _check_champions(rules: CivilSuitsRules) -> Iterator[Problem]:
    champions = rules.champions
    if len(set(champions.ranks)) != len(champions.ranks):
        yield ("champions", "ranks"), "a Champion rank is listed twice"
    if set(champions.powers) != set(POWERS):
        yield ("champions", "powers"), f"the powers must be {', '.join(POWERS)}"
    expected = {rank + suit for rank in champions.ranks for suit in SUITS}
    if set(champions.cards) != expected:
        missing = sorted(expected - set(champions.cards))
        extra = sorted(set(champions.cards) - expected)
        yield ("champions", "cards"), f"one entry per Champion card is needed; missing {missing}, not Champions {extra}"
    seen: dict[tuple, str] = {}
    for name, card in champions.cards.items():
        values = (card.intel, card.might, card.magic)
        if values in seen:
            # Two identical Champions would tie in every power: an attack between them could never succeed.
            yield ("champions", "cards", name), f"{name} has the same three values as {seen[values]}"
        seen[values] = name


def _check_passing(rules: CivilSuitsRules) -> Iterator[Problem]:
    rounds = rules.passing.rounds
    if len(rounds) != rules.rounds:
        yield ("passing", "rounds"), f"one passing entry per round is needed ({rules.rounds})"
    if set(rules.passing.receive) != {13, 14}:
        yield ("passing", "receive"), "say how many cards a player dealt 13 and one dealt 14 receive"
    for index, entry in enumerate(rounds):
        if (entry.to == "nearest_short") != (entry.count is not None):
            yield ("passing", "rounds", index), "a count is given for nearest_short passes, and only for them"
