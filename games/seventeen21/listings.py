"""The lazily indexed listings of a turn's larger plays: deployments of several units, payments of any
number of reserve cards, and declarations of any number of attacks.

A position may allow hundreds of thousands of declarations (six units, each with two or three ways to
attack, in any order), so each listing counts its plays and builds the i-th only when asked for, as
a random bot takes one of them (engine LazySequence).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from math import comb, factorial

from engine.actions import Combinations, LazySequence


class Concat(LazySequence):
    """Several sequences of actions read as one (their sizes fixed when joined)."""

    _noun = "action"

    def __init__(self, parts):
        self.parts = [(part, len(part)) for part in parts]
        self._size = sum(size for _, size in self.parts)

    def _item(self, index: int):
        for part, size in self.parts:
            if index < size:
                return part[index]
            index -= size
        raise IndexError("action index out of range")


class Lazy(LazySequence):
    """``size`` actions, the i-th built by ``build(i)`` only when asked for."""

    _noun = "action"

    def __init__(self, size: int, build):
        self._size = size
        self._item = build


@lru_cache(maxsize=256)
def wing_assignments(room: tuple[int, ...], count: int) -> tuple[tuple[int, ...], ...]:
    """Return every way to send ``count`` units, one after the other, to wings with this much room each."""
    wings = [wing for wing, free in enumerate(room) if free]
    return tuple(
        chosen
        for chosen in product(wings, repeat=count)
        if all(chosen.count(wing) <= room[wing] for wing in set(chosen))
    )


class Deployments(LazySequence):
    """Every deployment of 1 to ``most`` units of a reserve, each unit to a wing with room, built when asked for.

    A set of units is listed once (in reserve order), with every assignment of wings to its units;
    ``build(units, wings)`` makes the action from the units and the wings' numbers.
    """

    _noun = "deployment"

    def __init__(self, units, room: tuple[int, ...], most: int, build):
        self.units = tuple(units)
        self.build = build
        self.parts = []
        for count in range(1, most + 1):
            assignments = wing_assignments(room, count)
            combos = Combinations(self.units, count)
            if len(combos) and assignments:
                self.parts.append((combos, assignments))
        self._size = sum(len(combos) * len(assignments) for combos, assignments in self.parts)

    @staticmethod
    def count(units: int, room: tuple[int, ...], most: int) -> int:
        """Return how many deployments a reserve of ``units`` cards has (without building the listing)."""
        return sum(comb(units, k) * len(wing_assignments(room, k)) for k in range(1, most + 1))

    def _item(self, index: int):
        for combos, assignments in self.parts:
            size = len(combos) * len(assignments)
            if index < size:
                return self.build(combos[index // len(assignments)], assignments[index % len(assignments)])
            index -= size
        raise IndexError("deployment index out of range")


@lru_cache(maxsize=8192)
def payment_shapes(worth: tuple[int, ...], cost: int) -> tuple[tuple[int, ...], ...]:
    """Return every payment of a cost (ruling doctrine-payment) as positions in values sorted high to low.

    A set is a payment exactly when it reaches the cost with its last (smallest) card and fell short
    before it, so walking the values from the highest down finds each once. Reserves share their
    values far more often than their cards, so the answer is kept by values.
    """
    left = [0] * (len(worth) + 1)  # what the values from a position on add up to, to give up early
    for i in range(len(worth) - 1, -1, -1):
        left[i] = left[i + 1] + worth[i]
    found = []

    def walk(start: int, chosen: tuple[int, ...], total: int) -> None:
        for i in range(start, len(worth)):
            if total + left[i] < cost:
                return
            if total + worth[i] >= cost:
                found.append((*chosen, i))
            else:
                walk(i + 1, (*chosen, i), total + worth[i])

    walk(0, (), 0)
    return tuple(found)


@lru_cache(maxsize=8)
def value_ranks(value: tuple[int, ...]) -> tuple[int, ...]:
    """Return each card's place when the cards are sorted by value, highest first (then by number)."""
    ranks = [0] * len(value)
    for place, card in enumerate(sorted(range(len(value)), key=lambda card: (-value[card], card))):
        ranks[card] = place
    return tuple(ranks)


class Payments(LazySequence):
    """Every payment of a cost from a reserve, every card needed, each built when asked for."""

    _noun = "payment"

    def __init__(self, cards, value: tuple[int, ...], cost: int):
        self.ranked = sorted(cards, key=value_ranks(value).__getitem__)
        self.shapes = payment_shapes(tuple(value[card] for card in self.ranked), cost)
        self._size = len(self.shapes)

    def size_of(self, index: int) -> int:
        """Return how many cards the index-th payment has."""
        return len(self.shapes[index])

    def _item(self, index: int) -> tuple[int, ...]:
        ranked = self.ranked
        return tuple(sorted(ranked[i] for i in self.shapes[index]))


class Declarations(LazySequence):
    """Every declaration of 2 or more attacks by different units, in every order, each built when asked for.

    ``entries`` are (unit, target, special) in unit order, one per way a unit can attack. A declaration
    picks k units, one way each, then an order: the count for k units is k! times the sum, over the
    sets of k units, of the product of their ways (an elementary symmetric sum); the i-th declaration
    is found from the same sums over each suffix of the units, without listing the others.
    """

    _noun = "declaration"

    def __init__(self, entries, build):
        self.build = build
        groups: dict[int, list] = {}
        for entry in entries:
            groups.setdefault(entry[0], []).append(entry)
        self.groups = list(groups.values())  # each unit's ways to attack, in unit order
        self.ways = self._suffix_ways(self.groups)
        # ways[0][k]: the choices of k units of all, with one way each; each choice is fought in k! orders.
        self.sizes = [factorial(k) * total for k, total in enumerate(self.ways[0])]
        self._size = sum(self.sizes[2:])

    @staticmethod
    def _suffix_ways(groups) -> list[list[int]]:
        """Return ways[i][k]: the choices of k units among groups i.. with one way each."""
        n = len(groups)
        ways = [[0] * (n + 1) for _ in range(n + 1)]
        ways[n][0] = 1
        for i in range(n - 1, -1, -1):
            ways[i][0] = 1
            for k in range(1, n - i + 1):
                ways[i][k] = ways[i + 1][k] + len(groups[i]) * ways[i + 1][k - 1]
        return ways

    def _item(self, index: int):
        k = 2
        while index >= self.sizes[k]:
            index -= self.sizes[k]
            k += 1
        index, order = divmod(index, factorial(k))
        chosen, ways = [], self.ways
        for i, group in enumerate(self.groups):
            if len(chosen) == k:
                break
            need = k - len(chosen)
            taking = len(group) * ways[i + 1][need - 1]
            if index < taking:
                way, index = divmod(index, ways[i + 1][need - 1])
                chosen.append(group[way])
            else:
                index -= taking
        fought = []
        for left in range(k, 0, -1):
            pick, order = divmod(order, factorial(left - 1))
            fought.append(chosen.pop(pick))
        return self.build(fought)
