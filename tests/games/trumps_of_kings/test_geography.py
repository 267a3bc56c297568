"""Distances on the Trumps of Kings map (games/trumps_of_kings/geography.py): a step for each border crossed
and each sea zone sailed into, none for landing; checked on a small map by hand and on the real map against
a plain Dijkstra search."""

import heapq

from games.trumps_of_kings.data import tables_for
from games.trumps_of_kings.geography import UNREACHABLE, map_distances

T = tables_for()


def steps(a: str, b: str) -> int:
    return T.distance[T.province_index[a]][T.province_index[b]]


def test_a_small_map_by_hand():
    # Provinces 0-1 share a border; 0 is on zone 0, 2 on zone 1, zones 0 and 1 adjoin; 3 is on zone 0 too.
    borders = ((1,), (0,), (), ())
    coasts = ((0,), (), (1,), (0,))
    seas = ((1,), (0,))
    distance = map_distances(borders, coasts, seas)
    assert distance[0] == (0, 1, 2, 1)  # one zone to the other coast of zone 0, two to zone 1's
    assert distance[1] == (1, 0, 3, 2)
    assert [row[2] for row in distance] == [2, 3, 0, 2]
    assert map_distances(((),), ((),), ()) == ((0,),)
    assert map_distances(((), ()), ((), ()), ())[0][1] == UNREACHABLE


def test_neighbours_and_sea_crossings_on_the_real_map():
    assert steps("saxony", "saxony") == 0
    assert steps("saxony", "bohemia") == steps("brandenburg", "saxony") == 1
    assert steps("england", "ireland") == 1  # no border: one zone of the Irish Sea
    assert steps("minorca", "genoa") == 1  # both on the Western Mediterranean
    assert steps("brandenburg", "silesia") == 1
    assert steps("saxony", "ile_de_france") == 5


def test_every_province_reaches_every_other_and_the_way_back_is_as_long():
    count = len(T.provinces)
    for p in range(count):
        for q in range(count):
            assert T.distance[p][q] == T.distance[q][p] < UNREACHABLE
            if q in T.borders[p]:
                assert T.distance[p][q] == 1


def _dijkstra(start: int) -> list[int]:
    """The same distances by another method: Dijkstra over provinces and zones with explicit weights."""
    count = len(T.provinces)
    best = {("p", start): 0}
    queue = [(0, "p", start)]
    while queue:
        d, kind, node = heapq.heappop(queue)
        if d > best[(kind, node)]:
            continue
        if kind == "p":
            nexts = [(1, "p", q) for q in T.borders[node]] + [(1, "s", z) for z in T.coasts[node]]
        else:
            nexts = [(1, "s", z) for z in T.sea_borders[node]] + [(0, "p", q) for q in T.shores[node]]
        for cost, other_kind, other in nexts:
            if d + cost < best.get((other_kind, other), UNREACHABLE):
                best[(other_kind, other)] = d + cost
                heapq.heappush(queue, (d + cost, other_kind, other))
    return [best.get(("p", q), UNREACHABLE) for q in range(count)]


def test_the_real_map_agrees_with_a_plain_dijkstra_search():
    for p in range(len(T.provinces)):
        assert list(T.distance[p]) == _dijkstra(p), T.provinces[p]
