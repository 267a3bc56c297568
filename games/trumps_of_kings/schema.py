"""The shape of Trumps of Kings' rules data, and the cross-checks no single field can make (the map's
adjacency is symmetric, every province can be reached, every army starts in its own Royal Province...)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import Field

from engine.rulesdata import Problem
from engine.schema import (
    AppSeat,
    Colour,
    Equipment,
    Ident,
    Note,
    OptionSpec,
    Ruling,
    Sourced,
    Strict,
    Suit,
    Text,
    TypefaceName,
    check_rulings,
)

KINGDOMS = ("austria", "bavaria", "england", "france", "prussia", "russia", "spain", "sweden", "turkey")
STATUSES = ("neutral", "ally", "client", "province", "royal")
GRADES = ("major_victory", "victory", "minor_defeat", "major_defeat")
ACTION_KINDS = ("invade", "diplomacy", "unrest", "sail", "reinforce", "treasury", "move", "discover", "terrain")
Count = Annotated[int, Field(ge=0, le=99)]
Longitude = Annotated[float, Field(ge=-30, le=60)]
Latitude = Annotated[float, Field(ge=30, le=72)]


class Players(Strict):
    min: Annotated[int, Field(ge=2, le=9)]
    max: Annotated[int, Field(ge=2, le=9)]


class DeckSpec(Sourced):
    ace_high: bool
    jokers: Literal[False]
    two_decks_from: Annotated[int, Field(ge=2, le=10)]


class Substitute(Strict):
    """One special ability: cards of the ``from`` suits may be played as ``as`` in the named uses."""

    from_: Annotated[list[Suit], Field(alias="from", min_length=1)]
    as_: Annotated[Suit, Field(alias="as")]
    uses: Annotated[list[Literal[ACTION_KINDS]], Field(min_length=1)]
    per_turn: Annotated[int, Field(ge=1, le=9)] | None
    defending_only: bool = False


class AbilitySpec(Strict):
    name: Text = Field(description="the name of a kingdom's special ability (Wealth, Intrigue...)")
    text: Text = Field(description="what a kingdom's special ability allows, printed on its kingdom card")
    substitutes: list[Substitute] = Field(default_factory=list)
    land_seas: list[Ident] = Field(default_factory=list)


class ArmySpec(Sourced):
    id: Ident
    commander: Text = Field(description="the historical commander of a Royal Army (players may rename him)")
    start: Ident


class KingdomSpec(Sourced):
    name: Text = Field(description="a kingdom of the 1740s (Austria, Prussia...)")
    colour: Colour
    ability: AbilitySpec
    armies: Annotated[list[ArmySpec], Field(min_length=1, max_length=6)]


class ProvinceSpec(Sourced):
    name: Text = Field(description="a province or state of Europe in the 1740s, printed on the map")
    at: tuple[Longitude, Latitude]
    value: Annotated[int, Field(ge=1, le=5)]
    royal: Ident | None = None
    borders: list[Ident]
    seas: list[Ident] = Field(default_factory=list)


class SeaSpec(Sourced):
    name: Text = Field(description="a sea zone of the map")
    at: tuple[Longitude, Latitude]
    borders: list[Ident]


class Named(Strict):
    name: Text = Field(description="a diplomatic status or a battle result")


class ActionSpec(Strict):
    suit: Suit | None
    ability_only: bool = False  # the action exists only through a kingdom's ability (Spain's Treasury)
    name: Text = Field(description="the name of an action a card may be played for")
    text: Text = Field(description="what an action does, printed on the suit-and-action aid")


class Losses(Strict):
    major_victory: Count
    victory: Count
    minor_defeat: Count
    major_defeat: Count


class ArmyRules(Sourced):
    garrison: Annotated[int, Field(ge=1, le=48)]
    step: Annotated[int, Field(ge=1, le=12)]
    maximum: Annotated[int, Field(ge=1, le=48)]
    royal_start: Annotated[int, Field(ge=1, le=48)]
    fit_to_fight: Annotated[int, Field(ge=0, le=48)]
    losses: Losses
    promotion: Annotated[list[Annotated[int, Field(ge=1, le=99)]], Field(min_length=1)]


class Economy(Sourced):
    income: Literal["value"]
    start_gold: Count
    card_price: Annotated[int, Field(ge=1, le=20)]
    step_price: Annotated[int, Field(ge=1, le=20)]
    replace_up_to: Annotated[int, Field(ge=1, le=48)]
    treasury_gold: Annotated[int, Field(ge=1, le=20)]


class Campaign(Sourced):
    turns: Annotated[int, Field(ge=1, le=40)]
    first_year: Annotated[int, Field(ge=1700, le=1800)]
    turns_per_year: Annotated[int, Field(ge=1, le=4)]
    passes: Annotated[int, Field(ge=1, le=5)]
    rotation: Literal[1]

    def year_of(self, turn: int) -> int:
        """Return the year of a turn of the campaign (the first turn is 1)."""
        return self.first_year + (turn - 1) // self.turns_per_year


class Discovery(Strict):
    name: Text = Field(description="a discovery of the Discovery Chart")
    text: Text = Field(description="what a discovery gives, printed on the Discovery Chart")
    hand_limit: Annotated[int, Field(ge=0, le=3)] = 0
    gold: Annotated[int, Field(ge=0, le=20)] = 0
    skill: Annotated[int, Field(ge=0, le=3)] = 0
    elements: Annotated[int, Field(ge=0, le=12)] = 0


class Discoveries(Sourced):
    die: Annotated[int, Field(ge=2, le=12)]
    chart: dict[int, Discovery]


class Victory(Sourced):
    measure: Literal["value_gained"]
    bonus: dict[Ident, Annotated[int, Field(ge=0, le=10)]]


class TrumpsOfKingsRules(Strict):
    """The whole rules file of Trumps of Kings."""

    game: Literal["trumps_of_kings"]
    title: Text = Field(description="the game's title")
    subtitle: Text = Field(description="the game's subtitle")
    typeface: TypefaceName = "sans"  # the printed kit's face, of the game's period (engine/schema.py)
    players: Players
    deck: DeckSpec
    kingdoms: dict[Ident, KingdomSpec]
    status: dict[Literal[STATUSES], Named]
    actions: dict[Literal[ACTION_KINDS], ActionSpec]
    armies: ArmyRules
    grades: dict[Literal[GRADES], Named]
    economy: Economy
    campaign: Campaign
    discoveries: Discoveries
    victory: Victory
    provinces: dict[Ident, ProvinceSpec]
    seas: dict[Ident, SeaSpec]
    options: dict[Ident, OptionSpec]
    rulings: list[Ruling]
    equipment: list[Equipment]  # what the players bring, the kit not printing it (an empty list: nothing)
    app_seat: AppSeat
    comment: Note | None = None


def check_rules(rules: TrumpsOfKingsRules) -> Iterator[Problem]:
    """Yield every cross-reference fault of a structurally valid rules file."""
    if tuple(rules.kingdoms) != KINGDOMS:
        yield ("kingdoms",), f"the kingdoms must be, in this order, {', '.join(KINGDOMS)}"
    if set(rules.options) != set(rules.kingdoms):
        yield ("options",), "one option per kingdom says whether it has a player"
    if rules.players.min > rules.players.max:
        yield ("players",), "the fewest players is more than the most"
    for section, names in (("status", STATUSES), ("actions", ACTION_KINDS), ("grades", GRADES)):
        missing = [name for name in names if name not in getattr(rules, section)]
        if missing:
            yield (section,), f"missing: {', '.join(missing)}"
    yield from _check_map(rules)
    yield from _check_kingdoms(rules)
    yield from _check_numbers(rules)
    yield from check_rulings(rules.rulings)


def _check_map(rules: TrumpsOfKingsRules) -> Iterator[Problem]:
    provinces, seas = rules.provinces, rules.seas
    for name, province in provinces.items():
        if province.royal is not None and province.royal not in rules.kingdoms:
            yield ("provinces", name, "royal"), f"no kingdom {province.royal!r}"
        for other in province.borders:
            if other == name:
                yield ("provinces", name, "borders"), "a province cannot border itself"
            elif other not in provinces:
                yield ("provinces", name, "borders"), f"no province {other!r}"
            elif name not in provinces[other].borders:
                yield ("provinces", name, "borders"), f"{other} does not list {name} among its borders"
        if len(set(province.borders)) != len(province.borders):
            yield ("provinces", name, "borders"), "a border is listed twice"
        for sea in province.seas:
            if sea not in seas:
                yield ("provinces", name, "seas"), f"no sea zone {sea!r}"
    for name, sea in seas.items():
        for other in sea.borders:
            if other not in seas or other == name:
                yield ("seas", name, "borders"), f"no other sea zone {other!r}"
            elif name not in seas[other].borders:
                yield ("seas", name, "borders"), f"{other} does not list {name} among its borders"
        if not any(name in province.seas for province in provinces.values()):
            yield ("seas", name), "no province borders this sea zone"
    unreached = _unreached(rules)
    if unreached:
        yield ("provinces",), f"not reachable by land or sea from the others: {', '.join(sorted(unreached))}"


def _unreached(rules: TrumpsOfKingsRules) -> set[str]:
    """Return the provinces that no chain of borders and sea zones links to the first province."""
    provinces, seas = rules.provinces, rules.seas
    if not provinces:
        return set()
    coasts: dict[str, list[str]] = {sea: [] for sea in seas}
    for name, province in provinces.items():
        for sea in province.seas:
            coasts.setdefault(sea, []).append(name)
    start = next(iter(provinces))
    seen_provinces, seen_seas, todo = {start}, set(), [start]
    while todo:
        name = todo.pop()
        reached = [other for other in provinces[name].borders if other in provinces]
        for sea in provinces[name].seas:
            if sea in seas and sea not in seen_seas:
                # A sea leads to every coast of itself and of the zones it borders (naval movement).
                for zone in (sea, *seas[sea].borders):
                    seen_seas.add(zone)
                    reached += coasts.get(zone, [])
        for other in reached:
            if other not in seen_provinces:
                seen_provinces.add(other)
                todo.append(other)
    return set(provinces) - seen_provinces


def _check_kingdoms(rules: TrumpsOfKingsRules) -> Iterator[Problem]:
    army_ids: set[str] = set()
    for name, kingdom in rules.kingdoms.items():
        royal = {p for p, spec in rules.provinces.items() if spec.royal == name}
        if not royal:
            yield ("kingdoms", name), "a kingdom needs at least one Royal Province"
        for index, army in enumerate(kingdom.armies):
            where = ("kingdoms", name, "armies", index)
            if army.id in army_ids:
                yield (*where, "id"), f"army id {army.id!r} is used twice"
            army_ids.add(army.id)
            if army.start not in royal:
                yield (*where, "start"), f"{army.start!r} is not a Royal Province of {name}"
        for index, substitute in enumerate(kingdom.ability.substitutes):
            if substitute.as_ in substitute.from_ and not all(
                rules.actions[use].ability_only for use in substitute.uses
            ):
                yield ("kingdoms", name, "ability", "substitutes", index), "a suit need not stand for itself"
            for use in substitute.uses:
                if rules.actions[use].suit != substitute.as_:
                    yield (
                        ("kingdoms", name, "ability", "substitutes", index, "uses"),
                        f"{use} is played as {rules.actions[use].suit}, not {substitute.as_}",
                    )
        for sea in kingdom.ability.land_seas:
            if sea not in rules.seas:
                yield ("kingdoms", name, "ability", "land_seas"), f"no sea zone {sea!r}"
    for name in rules.victory.bonus:
        if name not in rules.provinces:
            yield ("victory", "bonus", name), f"no province {name!r}"


def _check_numbers(rules: TrumpsOfKingsRules) -> Iterator[Problem]:
    armies = rules.armies
    if not armies.garrison <= armies.maximum or not armies.royal_start <= armies.maximum:
        yield ("armies",), "garrisons and Royal Armies must start at or below the maximum"
    if armies.promotion != sorted(set(armies.promotion)):
        yield ("armies", "promotion"), "the victories for each skill level must rise"
    if rules.economy.replace_up_to > armies.maximum:
        yield ("economy", "replace_up_to"), "gold cannot rebuild an army beyond the maximum"
    if sorted(rules.discoveries.chart) != list(range(1, rules.discoveries.die + 1)):
        yield ("discoveries", "chart"), f"one entry per face of the die, 1 to {rules.discoveries.die}"
    for face, entry in rules.discoveries.chart.items():
        if not (entry.hand_limit or entry.gold or entry.skill or entry.elements):
            yield ("discoveries", "chart", face), "a discovery must give something"
    if not sum(spec.default for spec in rules.options.values()) >= rules.players.min:
        yield ("options",), f"the default campaign needs at least {rules.players.min} kingdoms with players"
