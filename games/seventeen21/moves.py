"""Listing the legal actions of 17(21), for bots, tests and the referee's pickers.

Every legal play is listed once: deployments of one or two units, payments with any number of cards
(every card needed), doctrines that take back or deploy several cards, and declarations of any number
of attacks in every order. A turn can allow hundreds of thousands of plays, so the listings are lazy
(listings.py): counted up front, each play built only when taken. Secret choices (discards, doctrines
kept, the face-down deployment) are listed lazily too.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate
from math import comb

from engine.actions import ActionList, Combinations, LazySequence
from games.seventeen21 import actions as a
from games.seventeen21.chance import OPEN_DRAWS
from games.seventeen21.listings import Concat, Declarations, Deployments, Lazy, Payments
from games.seventeen21.schema import SEATS, WINGS
from games.seventeen21.turn import DEPLOY_MOST


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a chance step offers its draw."""
    step = state.step
    draw = OPEN_DRAWS.get(step)
    if draw is not None:
        # Once a player entered the hand dealt at the table, the other enters theirs: listed nowhere, as
        # entered draws are not (a hand of 20 has too many choices to count).
        return [draw] if seat is None and not state.is_entering() else []
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


def room(state, side: int) -> tuple[int, ...]:
    """Return how many more units of a side each wing holds."""
    return tuple(state.capacity(w) - len(state.field[side][w]) for w in range(3))


def _turn(state, side, name):
    hand = tuple(sorted(state.hands[side]))
    free = room(state, side)
    parts = []
    if hand and any(free):
        parts.append(Deployments(hand, free, DEPLOY_MOST, lambda units, wings: a.Deploy(name, units, _names(wings))))
    if hand:
        value, cost = state.t.value, state.t.doctrine_cost
        for doctrine in state.doctrines[side]:
            pays = Payments(hand, value, cost[doctrine])
            if len(pays):
                parts.append(DoctrinePlays(state, side, name, doctrine, pays, free))
    parts += [declarations(state, side, name), rout_actions(state, side, name, hand)]
    actions = Concat(part for part in parts if len(part))
    return actions if len(actions) else [a.PassTurn(name)]


def _names(wings) -> tuple[str, ...]:
    return tuple(WINGS[wing] for wing in wings)


def declarations(state, side: int, name: str) -> Sequence:
    """Return every declaration of two or more attacks by different units, in every order (III c)."""

    def build(fought):
        special = tuple(unit for unit, _, ability in fought if ability)
        return a.Attack(name, tuple(entry[0] for entry in fought), tuple(entry[1] for entry in fought), special)

    return Declarations(attack_entries(state, side), build)


def rout_actions(state, side: int, name: str, hand=None) -> Sequence:
    """Return every rout a side may call, with each replacement from its reserve (III d)."""
    hand = tuple(sorted(state.hands[side])) if hand is None else hand
    units = tuple(unit for wing in state.field[side] for unit in wing)
    replacements = hand or (None,)
    return Lazy(
        len(units) * len(replacements),
        lambda i: a.Rout(name, units[i // len(replacements)], replacements[i % len(replacements)]),
    )


def payments(state, side: int, cost: int) -> Sequence:
    """Return every payment of reserve cards for a cost, every card needed (ruling doctrine-payment)."""
    return Payments(state.hands[side], state.t.value, cost)


def doctrine_uses(state, side: int, doctrine: int, pay=()) -> Sequence:
    """Return the uses of a doctrine as (target, cards, wings), the cards paid set apart."""
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
        pile = tuple(sorted(state.routs[side]))
        taken = Concat(Combinations(pile, count) for count in range(1, effect.amount + 1))
        return Lazy(len(taken), lambda i: (None, taken[i], ()))
    if kind == "enemy_discard":
        return [(None, (), ())] if state.hands[1 - side] else []
    if kind == "deploy":
        units = tuple(sorted(card for card in state.hands[side] if card not in pay))
        return Deployments(units, room(state, side), effect.amount, lambda cards, wings: (None, cards, _names(wings)))
    return [] if doctrine in state.active[side] else [(None, (), ())]


class DoctrinePlays(LazySequence):
    """Every activation of one doctrine: each payment with each use, built when asked for.

    The uses of a deploying doctrine depend on the cards paid (a card paid cannot be deployed), but
    their number only on how many were paid, so the listing is indexed by payment without building it.
    """

    _noun = "doctrine activation"

    def __init__(self, state, side: int, name: str, doctrine: int, pays, free=None):
        self.state, self.side, self.name, self.doctrine = state, side, name, doctrine
        self.pays = pays
        effect = state.t.doctrine_effect[doctrine]
        if effect.kind == "deploy":
            self.uses = None
            hand, free = len(state.hands[side]), room(state, side) if free is None else free
            sizes = [len(pay) for pay in pays] if isinstance(pays, tuple) else map(pays.size_of, range(len(pays)))
            self.ends = list(accumulate(Deployments.count(hand - size, free, effect.amount) for size in sizes))
            self._size = self.ends[-1] if self.ends else 0
        else:
            self.uses = doctrine_uses(state, side, doctrine)
            self._size = len(self.pays) * len(self.uses)

    def _item(self, index: int):
        if self.uses is None:
            position = bisect_right(self.ends, index)
            pay = self.pays[position]
            before = self.ends[position - 1] if position else 0
            use = doctrine_uses(self.state, self.side, self.doctrine, pay)[index - before]
        else:
            pay = self.pays[index // len(self.uses)]
            use = self.uses[index % len(self.uses)]
        return a.Doctrine(self.name, self.doctrine, pay, *use)


def doctrine_plays(state, side: int, name: str, doctrine: int, free: bool = False) -> Sequence:
    """Return every legal activation of a doctrine: paid from the reserve, or free after a matching card."""
    pays = ((),) if free else payments(state, side, state.t.doctrine_cost[doctrine])
    return DoctrinePlays(state, side, name, doctrine, pays)


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
    plays = [
        doctrine_plays(state, side, name, doctrine, free=True)
        for doctrine in state.matching_doctrines(side, state.trigger_value)
    ]
    return Concat([*plays, [a.Decline(name)]])


_SIMULTANEOUS = {"discard": _discards, "keep": _keeps, "place": _placements, "first": _firsts}
_BY_STEP = {"swap": _swaps, "flank": _flank, "turn": _turn, "combat": _combat, "trigger": _trigger}
