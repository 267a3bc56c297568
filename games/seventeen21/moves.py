"""Listing the legal actions of 17(21), for bots, tests and the referee's pickers.

Every action listed is legal. Three kinds of legal action are accepted but not all listed, as the
full lists would run to thousands: a doctrine paid with more than two cards, a doctrine that takes
back or deploys more than one card, and a declaration of more than two attacks. Secret choices
(discards, doctrines kept, the face-down deployment) are listed lazily, each built only when taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb

from engine.actions import ActionList, Combinations, LazySequence
from games.seventeen21 import actions as a
from games.seventeen21.chance import OPEN_DRAWS
from games.seventeen21.schema import SEATS, WINGS


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a chance step offers its draw."""
    step = state.step
    draw = OPEN_DRAWS.get(step)
    if draw is not None:
        return [draw] if seat is None else []
    if step in _SIMULTANEOUS:
        parts = [
            _SIMULTANEOUS[step](state, SEATS.index(name), name)
            for name in state.seats_to_act()
            if seat is None or seat == name
        ]
        return parts[0] if len(parts) == 1 else Concat(parts)
    lister = _BY_STEP.get(step)
    if lister is None:
        return []
    name = SEATS[state.actor]
    if seat is not None and seat != name:
        return ActionList()
    return lister(state, state.actor, name)


class Concat(Sequence):
    """Several sequences of actions read as one."""

    def __init__(self, parts):
        self.parts = list(parts)

    def __len__(self) -> int:
        return sum(len(part) for part in self.parts)

    def __getitem__(self, index):
        if index < 0:
            index += len(self)
        for part in self.parts:
            if index < len(part):
                return part[index]
            index -= len(part)
        raise IndexError("action index out of range")


class Placements(LazySequence):
    """Every face-down deployment of a hand into wings of the given capacities, each built when asked for."""

    def __init__(self, seat: str, hand, capacities):
        self.seat = seat
        self.hand = tuple(hand)
        self.capacities = tuple(capacities)
        sizes, left = [], len(self.hand)
        for capacity in self.capacities:
            sizes.append(comb(left, capacity))
            left -= capacity
        self.sizes = sizes
        self._size = 1
        for size in sizes:
            self._size *= size

    _noun = "placement"

    def _item(self, index: int):
        rest, wings = list(self.hand), []
        for capacity, size in zip(self.capacities, self.sizes, strict=True):
            chosen = Combinations(rest, capacity)[index % size]
            index //= size
            wings.append(chosen)
            rest = [card for card in rest if card not in chosen]
        return a.Place(self.seat, *wings)


def _discards(state, side, name):
    actions = ActionList()
    actions.add(a.Discard, (name,), Combinations(sorted(state.hands[side]), state.t.rules.setup.army_discard))
    return actions


def _keeps(state, side, name):
    actions = ActionList()
    actions.add(
        a.KeepDoctrines, (name,), Combinations(sorted(state.doctrine_hands[side]), state.t.rules.setup.doctrines_kept)
    )
    return actions


def _placements(state, side, name):
    return Placements(name, sorted(state.hands[side]), [state.capacity(w) for w in range(3)])


def _firsts(state, side, name):
    return [a.ChooseFirst(name, first) for first in SEATS]


def _swaps(state, side, name):
    capacity = state.t.capacity[state.drawn_terrain]
    fitting = [WINGS[w] for w in range(3) if all(len(state.field[s][w]) <= capacity for s in (0, 1))]
    return [a.SwapTerrain(name, None), *(a.SwapTerrain(name, wing) for wing in fitting)]


def _flank(state, side, name):
    return [a.Outflanked(name, unit) for unit in state.flank_victims(side)]


def free_places(state, side: int) -> list[str]:
    """Return the wings with room for one more unit of a side."""
    return [WINGS[w] for w in range(3) if len(state.field[side][w]) < state.capacity(w)]


def _turn(state, side, name):
    hand = tuple(state.hands[side])
    places = tuple(free_places(state, side))
    units = tuple(unit for wing in state.field[side] for unit in wing)
    replacements = hand or (None,)
    parts = [
        Lazy(len(hand) * len(places), lambda i: a.Deploy(name, (hand[i // len(places)],), (places[i % len(places)],))),
        *(
            _doctrine_actions(state, side, name, doctrine, payments(state, side, state.t.doctrine_cost[doctrine]))
            for doctrine in state.doctrines[side]
        ),
        AttackPairs(name, attack_entries(state, side)),
        Lazy(
            len(units) * len(replacements),
            lambda i: a.Rout(name, units[i // len(replacements)], replacements[i % len(replacements)]),
        ),
    ]
    actions = Concat(part for part in parts if len(part))
    return actions if len(actions) else [a.PassTurn(name)]


class Lazy(LazySequence):
    """``size`` actions, the i-th built by ``build(i)`` only when asked for."""

    _noun = "action"

    def __init__(self, size: int, build):
        self._size = size
        self._item = build


class AttackPairs(LazySequence):
    """Every declaration of two attacks by different units, in either order, each built when asked for."""

    def __init__(self, name: str, entries):
        self.name = name
        self.entries = entries
        per_unit: dict[int, int] = {}
        for entry in entries:
            per_unit[entry[0]] = per_unit.get(entry[0], 0) + 1
        # Entry i can be followed by every entry of another unit.
        self.follows = [len(entries) - per_unit[entry[0]] for entry in entries]
        self._size = sum(self.follows)

    _noun = "attack"

    def _item(self, index: int):
        position = 0
        while index >= self.follows[position]:
            index -= self.follows[position]
            position += 1
        first = self.entries[position]
        second = [entry for entry in self.entries if entry[0] != first[0]][index]
        special = tuple(entry[0] for entry in (first, second) if entry[2])
        return a.Attack(self.name, (first[0], second[0]), (first[1], second[1]), special)


def payments(state, side: int, cost: int) -> list[tuple[int, ...]]:
    """Return the payments of one or two reserve cards for a cost, every card needed (ruling doctrine-payment)."""
    value = state.t.value
    hand = sorted(state.hands[side])
    found = [(card,) for card in hand if value[card] >= cost]
    # Two cards are a payment when together they reach the cost and neither does alone.
    short = [card for card in hand if value[card] < cost]
    for first, second in combinations(short, 2):
        if value[first] + value[second] >= cost:
            found.append((first, second))
    return found


def doctrine_uses(state, side: int, doctrine: int, pay=()) -> list[tuple]:
    """Return the listed uses of a doctrine as (target, cards, wings), the cards paid set apart."""
    t = state.t
    effect = t.doctrine_effect[doctrine]
    kind = effect.kind
    if kind == "rally":
        return [(unit, (), ()) for wing in state.field[side] for unit in wing if unit in state.shocked]
    if kind == "shock":
        return [
            (unit, (), ())
            for wing in state.field[1 - side]
            for unit in wing
            if not effect.types or t.unit_type[unit] in effect.types
        ]
    if kind == "recover":
        return [(None, (card,), ()) for card in state.routs[side]]
    if kind == "enemy_discard":
        return [(None, (), ())] if state.hands[1 - side] else []
    if kind == "deploy":
        places = free_places(state, side)
        return [(None, (unit,), (wing,)) for unit in state.hands[side] if unit not in pay for wing in places]
    return [] if doctrine in state.active[side] else [(None, (), ())]


def _doctrine_actions(state, side: int, name: str, doctrine: int, pays) -> Sequence:
    """Return every listed activation of a doctrine, one per payment and use, built when asked for."""
    pays = tuple(pays)
    if state.t.doctrine_effect[doctrine].kind == "deploy":
        return [
            a.Doctrine(name, doctrine, pay, *use) for pay in pays for use in doctrine_uses(state, side, doctrine, pay)
        ]
    uses = doctrine_uses(state, side, doctrine)
    if not uses:
        return ()
    return Lazy(len(pays) * len(uses), lambda i: a.Doctrine(name, doctrine, pays[i // len(uses)], *uses[i % len(uses)]))


def attack_entries(state, side: int) -> list[tuple[int, int, int]]:
    """Return every (unit, target, special) a side could declare as one of its attacks."""
    t = state.t
    advanced = state.options["advanced"]
    entries = []
    for wing in range(3):
        enemies = state.field[1 - side][wing]
        for unit in state.field[side][wing]:
            entries += [(unit, enemy, 0) for enemy in enemies]
            ability = t.ability[unit] if advanced else None
            if ability == "skirmish":
                entries.append((unit, -1, 1))
            elif ability == "hunt":
                entries += [(unit, enemy, 1) for enemy in enemies if t.unit_type[enemy] == "light"]
            elif ability is not None:
                entries += [(unit, enemy, 1) for enemy in enemies]
    return entries


def _combat(state, side, name):
    hand = tuple(state.hands[side])
    tail = (a.Call(name), a.Stand(name)) if state.deck or state.discard else (a.Stand(name),)
    return Lazy(len(hand) + len(tail), lambda i: a.Play(name, hand[i]) if i < len(hand) else tail[i - len(hand)])


def _trigger(state, side, name):
    actions = [
        a.Doctrine(name, doctrine, (), *use)
        for doctrine in state.matching_doctrines(side, state.trigger_value)
        for use in doctrine_uses(state, side, doctrine)
    ]
    return [*actions, a.Decline(name)]


_SIMULTANEOUS = {"discard": _discards, "keep": _keeps, "place": _placements, "first": _firsts}
_BY_STEP = {"swap": _swaps, "flank": _flank, "turn": _turn, "combat": _combat, "trigger": _trigger}
