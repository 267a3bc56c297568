"""The shape of Walsingham's rules data, and the cross-checks no single field can make."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import Field

from engine.rulesdata import Problem
from engine.schema import (
    AppSeat,
    Colour,
    Equipment,
    Ident,
    OptionSpec,
    Ruling,
    Sourced,
    Strict,
    Text,
    TypefaceName,
    check_rulings,
)

DECKS = ("A", "B", "C")
EFFECTS = ("none", "secret", "peek", "snoop", "triple_agent", "map_first", "map_second", "book_first", "book_second")
Value = Annotated[int, Field(ge=0, le=9)]
Count = Annotated[int, Field(ge=1, le=30)]
Money = Annotated[int, Field(ge=0, le=100)]


class SeatSpec(Strict):
    """A player's colour: its name and ink."""

    name: Text = Field(description="a player's colour (a seat at the table), used alone and in log lines")
    ink: Colour


class Players(Strict):
    """How many players a table may seat, and how many it seats without an option."""

    min: Annotated[int, Field(ge=2, le=8)]
    max: Annotated[int, Field(ge=2, le=8)]
    default: Annotated[int, Field(ge=2, le=8)]


class Denomination(Sourced):
    """A printed money note and how many of it the kit holds."""

    value: Annotated[int, Field(ge=1, le=100)]
    count: Count


class Currency(Sourced):
    """How money reads in the kit and on the phones: the period's sign and the money's name."""

    # Every money text of the catalogs carries this sign (a language places it before or after the amount), so
    # another sign needs those texts changed with it: the schema takes only the one they carry.
    sign: Literal["£"] = Field(description="the sign every printed and shown amount carries")
    name: Text = Field(description="the money's name, for the sources page")


class MoneySpec(Strict):
    """Starting money, the stipends, what the lowest bidder receives, the printed notes, the currency."""

    start: Money
    stipend: Money
    stipend_decks: list[Literal["A", "B", "C"]]
    lowest_bidder_gets: Money
    denominations: Annotated[list[Denomination], Field(min_length=1)]
    currency: Currency


class LoyalColour(Strict):
    """A colour of Loyal cards (and of the reward tiles)."""

    name: Text = Field(description="a Loyal card of one colour, as printed on it")
    tile: Text = Field(description="a reward tile of this colour, in a sentence: 'with a blue tile worth 2 VP'")
    ink: Colour


class LoyaltyCardSpec(Strict):
    """The Spy or the Triple Agent card."""

    name: Text = Field(description="a Loyalty card (the Spy or the Triple Agent), as printed on it")
    text: Text = Field(description="what a Loyalty card means for its holder, printed on it")


class LoyaltySpec(Strict):
    """The Loyalty cards: the Loyal colours, the Spy, the Triple Agent, and how many each player holds."""

    colours: dict[Ident, LoyalColour]
    spy: LoyaltyCardSpec
    triple_agent: LoyaltyCardSpec
    per_player: Literal[2]


class Mission(Sourced):
    """The loyalty mission and its VP."""

    vp: Value
    rule: Literal["tile_per_loyal_colour"]
    text: Text = Field(description="how a player completes the loyalty mission, printed on the player aid")


class Fraction(Strict):
    """A fraction, such as the two thirds of the Intrigue bonus."""

    numerator: Annotated[int, Field(ge=1, le=9)]
    denominator: Annotated[int, Field(ge=1, le=9)]


class Endgame(Strict):
    """Every figure of the final scoring."""

    spy_penalty_vp: Value
    spy_penalty_intrigue: Value
    accuser_vp: Value
    intrigue_bonus: Fraction


class SecretKind(Sourced):
    """A kind of Secret card, its values and how many the deck holds."""

    id: Ident
    name: Text = Field(description="a Secret card's name, printed on it")
    vp: Value
    intrigue: Value
    count: Count


class EffectSpec(Strict):
    """A Reward card's instruction, as printed."""

    name: Text = Field(description="the name of a Reward card's instruction (Peek, Secret...) or of a half card")
    text: Text = Field(description="what a Reward card's instruction does, printed on the card")


class HalfSpec(Sourced):
    """A document split in two halves, and the prize of a whole."""

    first: Literal["map_first", "book_first"]
    second: Literal["map_second", "book_second"]
    vp: Value
    intrigue: Value


class RewardCard(Sourced):
    """One Reward card: its deck, the fewest players it is used with, its icons and instruction."""

    id: Ident
    deck: Literal["A", "B", "C"]
    players: Literal[4, 5, 6]
    name: Text = Field(description="a Reward card's name, printed on it")
    vp: Value
    intrigue: Value
    effect: Literal[EFFECTS]


class TileKind(Sourced):
    """A kind of reward tile, its colour, value and how many there are."""

    id: Ident
    colour: Ident
    vp: Value
    intrigue: Value
    count: Count


class WalsinghamRules(Strict):
    """The whole rules file of Walsingham."""

    game: Literal["walsingham"]
    title: Text = Field(description="the game's title")
    subtitle: Text = Field(description="the game's subtitle")
    typeface: TypefaceName = "sans"  # the printed kit's face, of the game's period (engine/schema.py)
    seats: dict[Ident, SeatSpec]
    players: Players
    turns: Annotated[int, Field(ge=1, le=20)]
    money: MoneySpec
    loyalty: LoyaltySpec
    mission: Mission
    endgame: Endgame
    secrets: Annotated[list[SecretKind], Field(min_length=1)]
    effects: dict[Literal[EFFECTS], EffectSpec]
    halves: dict[Ident, HalfSpec]
    rewards: Annotated[list[RewardCard], Field(min_length=1)]
    tiles: Annotated[list[TileKind], Field(min_length=1)]
    tiles_per_turn: Annotated[int, Field(ge=0, le=6)]
    options: dict[Ident, OptionSpec] = Field(default_factory=dict)
    rulings: list[Ruling]
    equipment: list[Equipment]  # what the players bring, the kit not printing it (an empty list: nothing)
    app_seat: AppSeat


def check_rules(rules: WalsinghamRules) -> Iterator[Problem]:
    """Yield every cross-reference fault of a structurally valid rules file."""
    players = rules.players
    if not players.min <= players.default <= players.max or players.max > len(rules.seats):
        yield ("players",), f"need min <= default <= max <= {len(rules.seats)} (the number of seats)"
    if set(rules.options) != {"four_players", "six_players"}:
        yield ("options",), "the options must be four_players and six_players"
    if set(rules.loyalty.colours) != {tile.colour for tile in rules.tiles}:
        yield ("tiles",), "the tiles must come in exactly the Loyal cards' colours"
    if set(rules.effects) != set(EFFECTS):
        yield ("effects",), f"every effect needs a name and a text: {', '.join(EFFECTS)}"
    yield from _check_rewards(rules)
    yield from _check_secrets(rules)
    yield from _check_tiles(rules)
    yield from check_rulings(rules.rulings)


def _check_rewards(rules: WalsinghamRules) -> Iterator[Problem]:
    ids = Counter(card.id for card in rules.rewards)
    for index, card in enumerate(rules.rewards):
        if ids[card.id] > 1:
            yield ("rewards", index, "id"), f"reward id {card.id!r} is used more than once"
        if card.effect == "none" and card.vp + card.intrigue == 0:
            yield ("rewards", index), "a card without instructions needs Intrigue or VP"
        if card.effect == "triple_agent" and card.players != rules.players.min:
            yield ("rewards", index, "players"), "the Triple Agent must be used with every number of players"
    if sum(card.effect == "triple_agent" for card in rules.rewards) != 1:
        yield ("rewards",), "exactly one Reward card gives the Triple Agent"
    turns_per_deck, remainder = divmod(rules.turns, len(DECKS))
    if remainder:
        yield ("turns",), f"the turns must share out evenly among the {len(DECKS)} decks"
    for count in range(rules.players.min, rules.players.max + 1):
        for deck in DECKS:
            used = sum(card.deck == deck and card.players <= count for card in rules.rewards)
            if used != turns_per_deck * (count - 1):
                yield (
                    ("rewards",),
                    f"with {count} players deck {deck} must hold {turns_per_deck * (count - 1)} cards "
                    f"({turns_per_deck} turns of {count - 1}), not {used}",
                )
    for name, half in rules.halves.items():
        firsts = sum(card.effect == half.first for card in rules.rewards)
        seconds = sum(card.effect == half.second for card in rules.rewards)
        if not firsts or not seconds:
            yield ("halves", name), "both halves must be on some Reward card"
        if half.first.split("_")[0] != half.second.split("_")[0] or not half.first.startswith(name):
            yield ("halves", name), f"the halves of {name} must be {name}_first and {name}_second"


def _check_secrets(rules: WalsinghamRules) -> Iterator[Problem]:
    draws = sum(card.effect == "secret" for card in rules.rewards)
    total = sum(kind.count for kind in rules.secrets)
    if total < draws + 2:
        yield ("secrets",), f"{total} Secret cards cannot serve {draws} draws of three"
    ids = Counter(kind.id for kind in rules.secrets)
    for index, kind in enumerate(rules.secrets):
        if ids[kind.id] > 1:
            yield ("secrets", index, "id"), f"secret id {kind.id!r} is used more than once"


def _check_tiles(rules: WalsinghamRules) -> Iterator[Problem]:
    total = sum(kind.count for kind in rules.tiles)
    if total != rules.tiles_per_turn * rules.turns:
        yield ("tiles",), f"{total} tiles, but {rules.turns} turns use {rules.tiles_per_turn * rules.turns}"
    if rules.tiles_per_turn > rules.players.min - 1:
        yield ("tiles_per_turn",), "more tiles a turn than Reward cards"
    ids = Counter(kind.id for kind in rules.tiles)
    for index, kind in enumerate(rules.tiles):
        if ids[kind.id] > 1:
            yield ("tiles", index, "id"), f"tile id {kind.id!r} is used more than once"
        if kind.vp + kind.intrigue == 0:
            yield ("tiles", index), "a tile must give Intrigue or VP"
