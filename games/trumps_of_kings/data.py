"""Trumps of Kings' rules data: loading it, and the lookup tables the rules engine runs on.

Kingdoms, provinces, sea zones and armies become small ints (their order in the data), so the hot
paths of the engine index tuples instead of walking the data model.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import card_label
from engine.i18n import Message
from engine.rulesdata import rules_loader, tables_cache
from games.trumps_of_kings.geography import map_distances
from games.trumps_of_kings.schema import GRADES, KINGDOMS, STATUSES, TrumpsOfKingsRules, check_rules

RULES_PATH = Path(__file__).with_name("rules.yaml")
TEXT_CONTEXT = "trumps_of_kings"
SEATS = KINGDOMS
NEUTRAL, ALLY, CLIENT, PROVINCE, ROYAL = range(5)
STATUS_INDEX = {name: index for index, name in enumerate(STATUSES)}
NOBODY = -1

load = rules_loader(RULES_PATH, TrumpsOfKingsRules, check_rules)
# text(msgid): a text of the rules data as a translatable message, in this game's context.
text = functools.partial(Message, context=TEXT_CONTEXT)


@dataclass(frozen=True)
class Substitution:
    """One way a kingdom may play a card as another suit: for which uses, how often, on which side."""

    index: int  # its place among the kingdom's substitutions (the per-turn counters' index)
    printed: frozenset  # the printed suits it accepts
    suit: str  # the suit the card then stands for
    uses: frozenset  # the action kinds
    per_turn: int | None
    defending_only: bool


@dataclass(frozen=True)
class Tables:
    """Everything the rules engine reads, derived from one TrumpsOfKingsRules."""

    rules: TrumpsOfKingsRules
    kingdom_names: tuple[Message, ...]
    provinces: tuple[str, ...]
    province_index: dict[str, int]
    province_names: tuple[Message, ...]
    value: tuple[int, ...]
    home: tuple[int, ...]  # per province: the kingdom whose Royal Province it is, or NOBODY
    borders: tuple[tuple[int, ...], ...]
    coasts: tuple[tuple[int, ...], ...]  # per province: the sea zones it borders
    seas: tuple[str, ...]
    sea_index: dict[str, int]
    sea_names: tuple[Message, ...]
    sea_borders: tuple[tuple[int, ...], ...]
    shores: tuple[tuple[int, ...], ...]  # per sea zone: the provinces on it
    land_reach: tuple[tuple[tuple[int, ...], ...], ...]  # per kingdom, per province: where a land move may go
    distance: tuple[tuple[int, ...], ...]  # per province, per province: the steps between them (geography.py)
    armies: tuple[str, ...]
    army_index: dict[str, int]
    army_kingdom: tuple[int, ...]
    army_start: tuple[int, ...]
    commanders: tuple[str, ...]  # per army: its commander's name in the data
    kingdom_armies: tuple[tuple[int, ...], ...]
    substitutions: tuple[tuple[Substitution, ...], ...]  # per kingdom
    action_suit: dict[str, str | None]
    action_names: dict[str, Message]
    status_names: tuple[Message, ...]
    grade_names: dict[str, Message]
    losses: dict[str, int]
    strength: tuple[int, ...]  # per card 0-51: 2 ... 14 with the Ace high, or 1 ... 13 with it low
    card_labels: tuple[Message, ...] = field(repr=False)
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    def decks(self, players: int) -> int:
        """Return how many decks a campaign of this many kingdoms shuffles together."""
        return 2 if players >= self.rules.deck.two_decks_from else 1

    def skill(self, victories: int) -> int:
        """Return a commander's skill level after so many victories (the promotion ladder)."""
        return 1 + sum(1 for needed in self.rules.armies.promotion if victories >= needed)


def compile_tables(rules: TrumpsOfKingsRules) -> Tables:
    """Compile the lookup tables of a validated rules file."""
    provinces = tuple(rules.provinces)
    province_index = {name: index for index, name in enumerate(provinces)}
    seas = tuple(rules.seas)
    sea_index = {name: index for index, name in enumerate(seas)}
    specs = [rules.provinces[name] for name in provinces]
    coasts = tuple(tuple(sea_index[sea] for sea in spec.seas) for spec in specs)
    shores = tuple(tuple(p for p in range(len(provinces)) if s in coasts[p]) for s in range(len(seas)))
    borders = tuple(tuple(province_index[other] for other in spec.borders) for spec in specs)
    land_reach = []
    for kingdom in KINGDOMS:
        land_seas = {sea_index[sea] for sea in rules.kingdoms[kingdom].ability.land_seas}
        reach = []
        for p in range(len(provinces)):
            # A sea this kingdom crosses as if it were land joins every province on its shores.
            across = {other for sea in coasts[p] if sea in land_seas for other in shores[sea] if other != p}
            reach.append(tuple(dict.fromkeys((*borders[p], *sorted(across - set(borders[p]))))))
        land_reach.append(tuple(reach))
    armies, army_kingdom, army_start, kingdom_armies, substitutions = [], [], [], [], []
    for k, kingdom in enumerate(KINGDOMS):
        spec = rules.kingdoms[kingdom]
        own = []
        for army in spec.armies:
            own.append(len(armies))
            armies.append(army.id)
            army_kingdom.append(k)
            army_start.append(province_index[army.start])
        kingdom_armies.append(tuple(own))
        substitutions.append(
            tuple(
                Substitution(i, frozenset(s.from_), s.as_, frozenset(s.uses), s.per_turn, s.defending_only)
                for i, s in enumerate(spec.ability.substitutes)
            )
        )
    sea_borders = tuple(tuple(sea_index[other] for other in rules.seas[name].borders) for name in seas)
    ace_high = rules.deck.ace_high
    strength = tuple((14 if ace_high and card % 13 == 0 else card % 13 + 1) for card in range(52))
    return Tables(
        rules=rules,
        kingdom_names=tuple(text(rules.kingdoms[k].name) for k in KINGDOMS),
        provinces=provinces,
        province_index=province_index,
        province_names=tuple(text(spec.name) for spec in specs),
        value=tuple(spec.value for spec in specs),
        home=tuple(KINGDOMS.index(spec.royal) if spec.royal else NOBODY for spec in specs),
        borders=borders,
        coasts=coasts,
        seas=seas,
        sea_index=sea_index,
        sea_names=tuple(text(rules.seas[name].name) for name in seas),
        sea_borders=sea_borders,
        shores=shores,
        land_reach=tuple(land_reach),
        distance=map_distances(borders, coasts, sea_borders),
        armies=tuple(armies),
        army_index={name: index for index, name in enumerate(armies)},
        army_kingdom=tuple(army_kingdom),
        army_start=tuple(army_start),
        commanders=tuple(army.commander for k in KINGDOMS for army in rules.kingdoms[k].armies),
        kingdom_armies=tuple(kingdom_armies),
        substitutions=tuple(substitutions),
        action_suit={kind: spec.suit for kind, spec in rules.actions.items()},
        action_names={kind: text(spec.name) for kind, spec in rules.actions.items()},
        status_names=tuple(text(rules.status[name].name) for name in STATUSES),
        grade_names={grade: text(rules.grades[grade].name) for grade in GRADES},
        losses=rules.armies.losses.model_dump(),
        strength=strength,
        card_labels=tuple(card_label(card) for card in range(52)),
    )


tables_for = tables_cache(load, compile_tables)
