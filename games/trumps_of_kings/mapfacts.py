"""What the map alone decides (each province's status and holder), worked out once for all states that show it.

A search plays hundreds of worlds a decision on the real state's map (a world deals only the cards anew), and
most moves leave the map as it was. Weighing each kingdom's provinces, and listing its diplomacy and unrest
targets, walked every province each time. Here the map as a key costs one look-up, and a nomination's targets
are counted from the map's tally of (status, holder) pairs, the province behind an action found only when that
action is taken (a playout takes one action of a listing of hundreds).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from itertools import accumulate

from engine.actions import LazySequence
from games.trumps_of_kings.actions import Diplomacy, Unrest
from games.trumps_of_kings.data import NOBODY, SEATS
from games.trumps_of_kings.nominations import TARGETS

MOST = 4096  # maps remembered per table, then all forgotten at once: a benchmark's games meet far more
_MEMO = "map facts"  # the key of the memo in the tables' cache

# What each step of the ladder is worth to the greedy bot, as a share of the province's value.
LADDER = (0.0, 0.6, 1.2, 3.0, 3.0)


class MapFacts:
    """One map's facts: each kingdom's ladder worth, and (worked out when first asked) its count of targets."""

    __slots__ = ("_counts", "_holder", "_names", "_status", "_tally", "ladder")

    def __init__(self, t, status: tuple[int, ...], holder: tuple[int, ...]):
        self._status, self._holder, self._names = status, holder, t.provinces
        self._tally = Counter(zip(status, holder, strict=True))
        self._counts: dict[int, tuple[int, int]] = {}
        ladder = [0] * len(SEATS)
        value = t.value
        for p, k in enumerate(holder):
            if k != NOBODY:
                ladder[k] += LADDER[status[p]] * value[p]
        # Each kingdom's provinces added in the map's order: the very sums a walk over the provinces makes.
        self.ladder: tuple[float, ...] = tuple(ladder)

    def counts(self, k: int) -> tuple[int, int]:
        """Return how many provinces a kingdom may nominate for diplomacy, and how many for unrest."""
        found = self._counts.get(k)
        if found is None:
            kinds = Counter()
            for (status, holder), count in self._tally.items():
                kinds[TARGETS[holder == k][status]] += count
            found = self._counts[k] = (kinds[Diplomacy], kinds[Unrest])
        return found

    def targets(self, name: str, hearts: tuple, unrest: tuple) -> ProvinceTargets:
        """Return a kingdom's diplomacy and unrest nominations, played with these cards, in the map's order."""
        return ProvinceTargets(self, name, hearts, unrest)


class ProvinceTargets(LazySequence):
    """A kingdom's diplomacy and unrest nominations on a map, province by province, each card in turn.

    Its length comes from the map's counts. The first action taken is found by a walk over the provinces that
    stops at it (a playout takes one); a second builds the index of them all (a phone's listing takes every one).
    """

    __slots__ = ("_cards", "_facts", "_index", "_k", "_name", "_size", "_starts")
    _noun = "nomination"

    def __init__(self, facts: MapFacts, name: str, hearts: tuple, unrest: tuple):
        self._facts, self._name, self._k = facts, name, SEATS.index(name)
        self._cards = {Diplomacy: hearts, Unrest: unrest, None: ()}
        diplomacy, unrests = facts.counts(self._k)
        self._size = diplomacy * len(hearts) + unrests * len(unrest)
        self._index: tuple | None = None  # (action type, cards, province) of each target, once built
        self._starts: list[int] | None = None  # the place of each target's first action: None until one is taken

    def _item(self, index: int) -> tuple:
        if self._starts is None:
            self._starts = []
            for kind, cards, province in self._groups():
                if index < len(cards):
                    return kind(self._name, cards[index], province)
                index -= len(cards)
            raise IndexError(index)
        if self._index is None:
            self._index = tuple(self._groups())
            self._starts = list(accumulate((len(cards) for _, cards, _ in self._index), initial=0))
        at = bisect_right(self._starts, index) - 1
        kind, cards, province = self._index[at]
        return kind(self._name, cards[index - self._starts[at]], province)

    def __iter__(self):
        for kind, cards, province in self._groups():
            for card in cards:
                yield kind(self._name, card, province)

    def _groups(self):
        """Yield (action type, cards, province) for each province the kingdom may nominate with a card."""
        facts, k, cards = self._facts, self._k, self._cards
        own, other = TARGETS[True], TARGETS[False]
        for p, status in enumerate(facts._status):
            kind = (own if facts._holder[p] == k else other)[status]
            if cards[kind]:
                yield kind, cards[kind], facts._names[p]


def map_facts(state) -> MapFacts:
    """Return the facts of the state's map, worked out once for every state that shows the same map."""
    memo = state.t.cache.get(_MEMO)
    if memo is None:
        memo = state.t.cache[_MEMO] = {}
    status, holder = tuple(state.status), tuple(state.holder)
    facts = memo.get((status, holder))
    if facts is None:
        if len(memo) >= MOST:
            memo.clear()
        facts = memo[status, holder] = MapFacts(state.t, status, holder)
    return facts
