"""Cards the app has not seen: can they still be shared out among the hands that hold them?

In physical play a hand may hold cards the app never saw, only counted. Each such hand accepts
the unplaced cards of the kinds (suits, say) it has not shown it lacks. By Hall's theorem the
unseen cards can all be dealt exactly when every group of hands can be filled from the cards at
least one of them accepts; with four hands or fewer that is at most fifteen sums.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations


def first_unfillable(capacity: list[int], refused: list[set], pool: Counter) -> int | None:
    """Return a hand that cannot be filled (its index), or None when the unseen cards can be shared out.

    ``capacity`` is how many unseen cards each hand holds, ``refused`` the kinds each hand has shown
    it lacks, ``pool`` how many unplaced cards there are of each kind.
    """
    holders = [index for index, count in enumerate(capacity) if count > 0]
    for size in range(1, len(holders) + 1):
        for group in combinations(holders, size):
            accepted = sum(count for kind, count in pool.items() if any(kind not in refused[h] for h in group))
            if sum(capacity[h] for h in group) > accepted:
                return group[0]
    return None
