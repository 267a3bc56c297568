"""Distances on the map of Trumps of Kings, counted the way an army travels: one step for each land
border crossed and one for each sea zone sailed into (landing from a zone costs nothing, as a voyage
pays one spade per zone and none to land)."""

from __future__ import annotations

from collections import deque

UNREACHABLE = 10**6


def map_distances(borders, coasts, sea_borders) -> tuple[tuple[int, ...], ...]:
    """Return, for every province, the fewest steps to each province (a 0-1 breadth-first search per province).

    Provinces are nodes 0..P-1 and sea zones nodes P..P+Z-1. Crossing a border, putting to sea and
    sailing on to the next zone cost one step each; coming ashore costs none.
    """
    count = len(borders)
    shores: list[list[int]] = [[] for _ in sea_borders]
    for p, zones in enumerate(coasts):
        for zone in zones:
            shores[zone].append(p)
    edges: list[list[tuple[int, int]]] = [
        [(q, 1) for q in borders[p]] + [(count + zone, 1) for zone in coasts[p]] for p in range(count)
    ]
    for zone, others in enumerate(sea_borders):
        edges.append([(count + other, 1) for other in others] + [(p, 0) for p in shores[zone]])
    return tuple(_from(start, edges)[:count] for start in range(count))


def _from(start: int, edges) -> tuple[int, ...]:
    distance = [UNREACHABLE] * len(edges)
    distance[start] = 0
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for other, cost in edges[node]:
            if distance[node] + cost < distance[other]:
                distance[other] = distance[node] + cost
                # A free step keeps the queue sorted by distance when it goes to the front.
                if cost:
                    queue.append(other)
                else:
                    queue.appendleft(other)
    return tuple(distance)
