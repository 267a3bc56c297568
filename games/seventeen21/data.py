"""17(21)'s rules data: loading it, and the lookup tables the engine runs on.

Cards are numbered as the rules data lists them: unit cards 0-91 type by type, doctrines in list
order, terrain cards kind by kind. The tables index tuples by these numbers so the hot paths never
walk the data model.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from engine.i18n import N_, Message
from engine.rulesdata import rules_loader, tables_cache
from games.seventeen21.schema import SEATS, UNIT_TYPES, WINGS, Seventeen21Rules, check_rules

RULES_PATH = Path(__file__).with_name("rules.yaml")
GAME_NAME = "17-21"  # the name people type and read; the package cannot begin with a digit
TEXT_CONTEXT = GAME_NAME
BUST = 21  # a total over this busts the unit, as in 21

load = rules_loader(RULES_PATH, Seventeen21Rules, check_rules)
# text(msgid): a text of the rules data as a translatable message, in this game's context.
text = functools.partial(Message, context=TEXT_CONTEXT)


@dataclass(frozen=True)
class Tables:
    """Everything the engine reads, derived from one Seventeen21Rules."""

    rules: Seventeen21Rules
    seat_names: tuple[Message, ...]
    wing_names: tuple[Message, ...]
    unit_type: tuple[str, ...]  # per unit card: its type
    value: tuple[int, ...]  # per unit card: its combat value
    base_cohesion: tuple[int, ...]  # per unit card: its printed Cohesion
    arm: tuple[str, ...]  # per unit card: infantry, cavalry, artillery or dragoons
    ability: tuple[str | None, ...]  # per unit card: its advanced ability
    code: tuple[str, ...]  # per unit card: its printed code, such as L7
    type_names: dict[str, Message]
    ability_names: dict[str, Message]
    doctrine_names: tuple[Message, ...]
    doctrine_cost: tuple[int, ...]
    doctrine_effect: tuple = ()  # per doctrine: its Effect
    terrain_kind: tuple[str, ...] = ()  # per terrain card: its kind
    terrain_names: dict[str, Message] = field(default_factory=dict)
    capacity: tuple[int, ...] = ()  # per terrain card: units per side
    fighting: tuple[dict, ...] = ()  # per terrain card: unit type -> Cohesion change for any unit there
    holding: tuple[dict, ...] = ()  # per terrain card: unit type -> Cohesion change for the holder's units
    set_aside: tuple[int, ...] = ()  # the terrain cards set aside for rain or snow
    fog_doctrine: int = 0
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def units(self) -> int:
        """Return the number of unit cards."""
        return len(self.value)

    def unit_label(self, card: int) -> Message:
        """Return a unit card's translatable name: its type and combat value."""
        return Message(
            N_("%(unit)s %(value)d (%(code)s)"),
            unit=self.type_names[self.unit_type[card]],
            value=self.value[card],
            code=self.code[card],
        )

    def terrain_label(self, card: int) -> Message:
        """Return a terrain card's translatable name."""
        return self.terrain_names[self.terrain_kind[card]]


def compile_tables(rules: Seventeen21Rules) -> Tables:
    """Compile the lookup tables of a validated rules file."""
    unit_type, value, codes = [], [], []
    for name, spec in rules.units.items():
        unit_type += [name] * len(spec.values)
        value += spec.values
        codes += [f"{spec.code}{number}" for number in range(1, len(spec.values) + 1)]
    kinds = [name for name, spec in rules.terrain.items() for _ in range(spec.count)]
    fighting, holding = [], []
    for kind in kinds:
        bonus = {"fighting": dict.fromkeys(UNIT_TYPES, 0), "holding": dict.fromkeys(UNIT_TYPES, 0)}
        for effect in rules.terrain[kind].effects:
            for name in effect.types or UNIT_TYPES:
                bonus[effect.when][name] += effect.cohesion
        fighting.append(bonus["fighting"])
        holding.append(bonus["holding"])
    setup = rules.setup
    aside = [card for card, kind in enumerate(kinds) if kind == setup.set_aside_terrain][: setup.set_aside]
    ids = [doctrine.id for doctrine in rules.doctrines]
    return Tables(
        rules=rules,
        seat_names=tuple(text(rules.seats[seat].name) for seat in SEATS),
        wing_names=tuple(text(rules.wings[wing].name) for wing in WINGS),
        unit_type=tuple(unit_type),
        value=tuple(value),
        base_cohesion=tuple(rules.units[name].cohesion for name in unit_type),
        arm=tuple(rules.units[name].arm for name in unit_type),
        ability=tuple(rules.units[name].ability for name in unit_type),
        code=tuple(codes),
        type_names={name: text(spec.name) for name, spec in rules.units.items()},
        ability_names={name: text(spec.name) for name, spec in rules.abilities.items()},
        doctrine_names=tuple(text(doctrine.name) for doctrine in rules.doctrines),
        doctrine_cost=tuple(doctrine.cost for doctrine in rules.doctrines),
        doctrine_effect=tuple(doctrine.effect for doctrine in rules.doctrines),
        terrain_kind=tuple(kinds),
        terrain_names={name: text(spec.name) for name, spec in rules.terrain.items()},
        capacity=tuple(rules.terrain[kind].capacity or setup.wing_capacity for kind in kinds),
        fighting=tuple(fighting),
        holding=tuple(holding),
        set_aside=tuple(aside),
        fog_doctrine=ids.index(rules.weather.fog.removes_doctrine),
    )


tables_for = tables_cache(load, compile_tables)
