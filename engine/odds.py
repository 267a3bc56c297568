"""Exact odds of card draws, as fractions, so a referee can state them before the cards come."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import comb


def draw_sum_distribution(values: list[int], k: int) -> dict[int, Fraction]:
    """Return the exact distribution of the sum of k cards drawn without replacement."""
    counts = Counter(values)
    faces = sorted(counts)
    totals: Counter = Counter()
    # Walk the multiset of faces rather than every card, so many equal cards stay cheap.
    _accumulate(faces, counts, k, 0, 0, 1, totals)
    whole = comb(len(values), k)
    return {total: Fraction(ways, whole) for total, ways in sorted(totals.items())}


def _accumulate(faces, counts, left, start, total, ways, out) -> None:
    if left == 0:
        out[total] += ways
        return
    for index in range(start, len(faces)):
        face = faces[index]
        for taken in range(1, min(left, counts[face]) + 1):
            _accumulate(
                faces, counts, left - taken, index + 1, total + face * taken, ways * comb(counts[face], taken), out
            )


def draw_sum_odds(values: list[int], k: int, threshold: int) -> Fraction:
    """Return the chance that k cards drawn without replacement sum to more than threshold."""
    return sum((p for total, p in draw_sum_distribution(values, k).items() if total > threshold), Fraction(0))
