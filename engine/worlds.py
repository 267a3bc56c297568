"""Worlds a seat cannot tell from the real one: the cards it cannot see dealt again at random.

A search bot must not look at hidden cards. It plays instead on determinisations: copies of the
state in which every pile the seat cannot see (other hands, the deck's order, face-down choices) is
dealt again from the cards those piles hold together, each pile keeping its size, which the seat
does see. A pile may refuse some kinds of card (a hand that has shown a void in a suit); the deal
then respects that, as engine/unseen.py tells it can. Each game's ``worlds`` module names its piles;
this module only deals.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from engine.unseen import first_unfillable

ATTEMPTS = 20  # reshuffles tried before a constrained deal gives up on the constraints


def new_seed(rng: random.Random) -> int:
    """Return a fresh 63-bit game seed: a world's future draws come from the bot's generator, not the table's."""
    return rng.getrandbits(63)


def redeal(
    rng: random.Random,
    piles: Sequence[list],
    refused: Sequence[set] | None = None,
    kind: Callable[[object], object] | None = None,
) -> None:
    """Deal the cards of ``piles`` out again at random, in place, each pile keeping its size.

    The result depends only on the piles' sizes, the cards they hold together and ``rng``: never on
    which pile held which card, nor in what order. With ``refused`` (one set of kinds per pile) and
    ``kind`` (card -> kind), no pile is dealt a kind it refuses, when that is possible at all.
    """
    sizes = [len(pile) for pile in piles]
    cards = sorted(card for pile in piles for card in pile)
    if refused is None or not any(refused):
        rng.shuffle(cards)
        _fill(piles, _cut(cards, sizes))
        return
    pool = Counter(kind(card) for card in cards)
    if first_unfillable(sizes, [set(r) for r in refused], pool) is None:
        for _ in range(ATTEMPTS):
            rng.shuffle(cards)
            dealt = _constrained(cards, sizes, refused, kind)
            if dealt is not None:
                _fill(piles, dealt)
                return
    rng.shuffle(cards)  # the constraints cannot be met (or were not met in time): deal without them
    _fill(piles, _cut(cards, sizes))


def _cut(cards: list, sizes: list[int]) -> list[list]:
    out, start = [], 0
    for size in sizes:
        out.append(cards[start : start + size])
        start += size
    return out


def _constrained(cards: list, sizes: list[int], refused: Sequence[set], kind) -> list[list] | None:
    """Fill the most particular piles first, each with the first cards it accepts; None when one runs short."""
    left = list(cards)
    dealt: list[list] = [[] for _ in sizes]
    for index in sorted(range(len(sizes)), key=lambda i: -len(refused[i])):
        taken, kept = [], []
        for card in left:
            if len(taken) < sizes[index] and kind(card) not in refused[index]:
                taken.append(card)
            else:
                kept.append(card)
        if len(taken) < sizes[index]:
            return None
        dealt[index], left = taken, kept
    return dealt


def _fill(piles: Sequence[list], dealt: list[list]) -> None:
    for pile, cards in zip(piles, dealt, strict=True):
        pile[:] = cards
