"""The shape of 17(21)'s rules data, and the cross-checks that tie its counts to the rulebook's arithmetic."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import Field

from engine.rulesdata import Problem
from engine.schema import (
    AppSeat,
    Equipment,
    Ident,
    Note,
    OptionSpec,
    Ruling,
    Sourced,
    Strict,
    Text,
    TypefaceName,
    check_rulings,
)

SEATS = ("north", "south")
WINGS = ("left", "centre", "right")
ARMS = ("infantry", "cavalry", "artillery", "dragoons")
UNIT_TYPES = ("line", "elite", "light", "artillery", "horse", "hussars", "dragoons")
ABILITIES = ("skirmish", "bombard", "pursuit", "hunt")
EFFECT_KINDS = ("rally", "shock", "recover", "enemy_discard", "deploy", "cohesion", "ignore_flank")
# The effects that need an amount, and those that may name the unit types they touch.
AMOUNT_KINDS = frozenset({"recover", "enemy_discard", "deploy", "cohesion"})
TYPED_KINDS = frozenset({"shock", "cohesion"})
CombatValue = Annotated[int, Field(ge=1, le=11)]
UnitType = Literal["line", "elite", "light", "artillery", "horse", "hussars", "dragoons"]


class Named(Strict):
    name: Text = Field(description="a name printed on the 17(21) cards, field or aid")


class SeatSpec(Strict):
    name: Text = Field(description="one of the two armies, named by the side of the table it sits on")
    short: Annotated[str, Field(min_length=1, max_length=2)]


class UnitSpec(Sourced):
    name: Text = Field(description="a unit type of an army of the 18th century, printed as a card's title")
    short: Text = Field(description="a unit type's short name, for small spaces; keep it short")
    code: Annotated[str, Field(pattern=r"^[A-Z]$")]
    arm: Literal["infantry", "cavalry", "artillery", "dragoons"]
    cohesion: Annotated[int, Field(ge=1, le=9)]
    ability: Literal["skirmish", "bombard", "pursuit", "hunt"] | None = None
    values: Annotated[list[CombatValue], Field(min_length=1)]


class AbilitySpec(Strict):
    name: Text = Field(description="a unit type's special ability under the advanced rules")
    text: Text = Field(description="what a special ability does, printed on the unit cards and the aid")


class Effect(Strict):
    kind: Literal["rally", "shock", "recover", "enemy_discard", "deploy", "cohesion", "ignore_flank"]
    amount: Annotated[int, Field(ge=1, le=5)] | None = None
    types: list[UnitType] | None = None


class DoctrineSpec(Sourced):
    id: Ident
    name: Text = Field(description="a doctrine card's title: a way of fighting of the 18th century")
    cost: CombatValue
    effect: Effect


class TerrainEffect(Strict):
    cohesion: Annotated[int, Field(ge=-3, le=3)]
    when: Literal["fighting", "holding"]
    types: list[UnitType] | None = None


class TerrainSpec(Sourced):
    name: Text = Field(description="a terrain card: the ground of one wing of the battlefield")
    count: Annotated[int, Field(ge=1, le=12)]
    capacity: Annotated[int, Field(ge=1, le=2)] | None = None
    effects: list[TerrainEffect]


class SetupSpec(Strict):
    wing_capacity: Annotated[int, Field(ge=1, le=4)]
    army_dealt: Annotated[int, Field(ge=1, le=60)]
    army_discard: Annotated[int, Field(ge=0, le=60)]
    battle_deck: Annotated[int, Field(ge=1, le=200)]
    doctrines_dealt: Annotated[int, Field(ge=1, le=10)]
    doctrines_kept: Annotated[int, Field(ge=1, le=10)]
    doctrine_deck: Annotated[int, Field(ge=0, le=30)]
    set_aside: Annotated[int, Field(ge=0, le=5)]
    set_aside_terrain: Ident
    first_player_order: list[UnitType]


class FogSpec(Strict):
    name: Text = Field(description="a kind of bad weather that hides the field")
    values: list[CombatValue]
    removes_doctrine: Ident
    text: Text = Field(description="what fog changes, printed on the player aid")


class RainSpec(Strict):
    name: Text = Field(description="a kind of bad weather that makes the ground heavy")
    values: list[CombatValue]
    replaces: Ident
    text: Text = Field(description="what rain or snow changes, printed on the player aid")


class WeatherSpec(Strict):
    trigger: list[CombatValue]
    fog: FogSpec
    rain: RainSpec


class Grade(Strict):
    name: Text = Field(description="a grade of victory at the end of a battle")
    min: Annotated[int, Field(ge=1)]
    max: Annotated[int, Field(ge=1)] | None = None
    text: Text = Field(description="what a grade of victory means for the loser, with a battle of the time")


class BattleSpec(Strict):
    decks: Annotated[int, Field(ge=1, le=6)]


class Seventeen21Rules(Strict):
    """The whole rules file of 17(21)."""

    game: Literal["17-21"]
    title: Text = Field(description="the game's title")
    subtitle: Text = Field(description="the game's subtitle")
    typeface: TypefaceName = "sans"  # the printed kit's face, of the game's period (engine/schema.py)
    players: Literal[2]
    seats: dict[Ident, SeatSpec]
    wings: dict[Ident, Named]
    arms: dict[Ident, Named]
    units: dict[Ident, UnitSpec]
    abilities: dict[Ident, AbilitySpec]
    doctrines: list[DoctrineSpec]
    terrain: dict[Ident, TerrainSpec]
    setup: SetupSpec
    weather: WeatherSpec
    victory: Annotated[list[Grade], Field(min_length=1)]
    battle: BattleSpec
    options: dict[Ident, OptionSpec] = Field(default_factory=dict)
    rulings: list[Ruling]
    equipment: list[Equipment]  # what the players bring, the kit not printing it (an empty list: nothing)
    app_seat: AppSeat
    note: Note | None = None


def check_rules(rules: Seventeen21Rules) -> Iterator[Problem]:
    """Yield every fault of a structurally valid rules file that no single field can show."""
    for section, expected in (("seats", SEATS), ("wings", WINGS), ("arms", ARMS), ("units", UNIT_TYPES)):
        if tuple(getattr(rules, section)) != expected:
            yield (section,), f"the {section} must be, in this order, {', '.join(expected)}"
    if set(rules.abilities) != set(ABILITIES):
        yield ("abilities",), f"the abilities must be {', '.join(ABILITIES)}"
    codes = Counter(unit.code for unit in rules.units.values())
    for name, unit in rules.units.items():
        if codes[unit.code] > 1:
            yield ("units", name, "code"), f"the code letter {unit.code} is used by two unit types"
        if unit.ability is not None and unit.ability not in rules.abilities:
            yield ("units", name, "ability"), f"no ability {unit.ability!r}"
    yield from _check_counts(rules)
    yield from _check_doctrines(rules)
    yield from _check_terrain(rules)
    yield from _check_weather(rules)
    yield from _check_victory(rules)
    for name in rules.options:
        if name not in ("three_decks", "four_decks", "advanced", "odds"):
            yield ("options", name), "unknown option; 17(21) has three_decks, four_decks, advanced and odds"
    yield from check_rulings(rules.rulings)


def _check_counts(rules: Seventeen21Rules) -> Iterator[Problem]:
    setup = rules.setup
    units = sum(len(unit.values) for unit in rules.units.values())
    dealt = rules.players * setup.army_dealt
    if units != dealt + setup.battle_deck:
        yield (
            ("units",),
            f"{units} unit cards, but {rules.players} armies of {setup.army_dealt} and a battle deck of "
            f"{setup.battle_deck} need {dealt + setup.battle_deck} (the army discards leave the game)",
        )
    if setup.army_discard >= setup.army_dealt:
        yield ("setup", "army_discard"), "a player must keep some of the cards dealt"
    army = setup.army_dealt - setup.army_discard
    if army < len(WINGS) * setup.wing_capacity:
        yield ("setup", "army_discard"), f"an army of {army} cannot fill the three wings"
    doctrines = len(rules.doctrines)
    if doctrines != rules.players * setup.doctrines_dealt + setup.doctrine_deck:
        yield (
            ("doctrines",),
            f"{doctrines} doctrines, but {rules.players} hands of {setup.doctrines_dealt} and a deck of "
            f"{setup.doctrine_deck} need {rules.players * setup.doctrines_dealt + setup.doctrine_deck}",
        )
    if setup.doctrines_kept > setup.doctrines_dealt:
        yield ("setup", "doctrines_kept"), "a player cannot keep more doctrines than dealt"
    for index, name in enumerate(setup.first_player_order):
        if setup.first_player_order.index(name) != index:
            yield ("setup", "first_player_order", index), f"{name} is listed twice"


def _check_doctrines(rules: Seventeen21Rules) -> Iterator[Problem]:
    seen = Counter(doctrine.id for doctrine in rules.doctrines)
    for index, doctrine in enumerate(rules.doctrines):
        where = ("doctrines", index)
        if seen[doctrine.id] > 1:
            yield (*where, "id"), f"doctrine id {doctrine.id!r} is used more than once"
        effect = doctrine.effect
        if (effect.kind in AMOUNT_KINDS) != (effect.amount is not None):
            yield (*where, "effect", "amount"), f"an amount is given for {', '.join(sorted(AMOUNT_KINDS))} only"
        if effect.types is not None and effect.kind not in TYPED_KINDS:
            yield (*where, "effect", "types"), f"unit types are given for {', '.join(sorted(TYPED_KINDS))} only"
        if effect.kind == "cohesion" and not effect.types:
            yield (*where, "effect", "types"), "a cohesion doctrine names the unit types it helps"


def _check_terrain(rules: Seventeen21Rules) -> Iterator[Problem]:
    setup = rules.setup
    terrain = rules.terrain
    total = sum(spec.count for spec in terrain.values())
    aside = terrain.get(setup.set_aside_terrain)
    if aside is None:
        yield ("setup", "set_aside_terrain"), f"no terrain {setup.set_aside_terrain!r}"
    elif aside.count <= setup.set_aside:
        yield (
            ("setup", "set_aside"),
            f"{aside.count} {setup.set_aside_terrain} cannot leave one after {setup.set_aside} set aside",
        )
    if total - setup.set_aside < len(WINGS) + 1:
        yield ("terrain",), "the terrain deck needs three wings and one card for the hussars' swap"
    if not any(spec.capacity == 1 for spec in terrain.values()):
        yield ("terrain",), "one terrain (the stream or ford) must hold a single unit per side"
    for name, spec in terrain.items():
        for index, effect in enumerate(spec.effects):
            for unit_type in effect.types or UNIT_TYPES:
                if rules.units[unit_type].cohesion + effect.cohesion < 1:
                    yield ("terrain", name, "effects", index), f"{unit_type} would have no Cohesion left"


def _check_weather(rules: Seventeen21Rules) -> Iterator[Problem]:
    weather = rules.weather
    values = set(range(1, 12))
    if sorted(weather.fog.values + weather.rain.values) != sorted(values):
        yield ("weather",), "fog and rain must share out the combat values 1 to 11, each once"
    if not any(doctrine.id == weather.fog.removes_doctrine for doctrine in rules.doctrines):
        yield ("weather", "fog", "removes_doctrine"), f"no doctrine {weather.fog.removes_doctrine!r}"
    if weather.rain.replaces not in rules.terrain:
        yield ("weather", "rain", "replaces"), f"no terrain {weather.rain.replaces!r}"
    elif weather.rain.replaces == rules.setup.set_aside_terrain:
        yield ("weather", "rain", "replaces"), "rain cannot replace the set-aside terrain by itself"


def _check_victory(rules: Seventeen21Rules) -> Iterator[Problem]:
    expected = 1
    for index, grade in enumerate(rules.victory):
        if grade.min != expected:
            yield ("victory", index, "min"), f"the grades must follow on without a gap: expected {expected}"
        last = index == len(rules.victory) - 1
        if (grade.max is None) != last:
            yield ("victory", index, "max"), "every grade but the last has a maximum"
            return
        if grade.max is not None:
            if grade.max < grade.min:
                yield ("victory", index, "max"), "the maximum is below the minimum"
            expected = grade.max + 1
