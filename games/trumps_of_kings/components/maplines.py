"""The lines of Trumps of Kings' map, as drawn: borders between provinces and lanes at sea, each ending at the
ring of a node or the edge of a sea zone's label (so never running under the figures or words inside)."""

from __future__ import annotations

import math

from games.trumps_of_kings.components.maplayout import FULL, SEA_LABEL, MapLayout


def border_lines(tables, layout: MapLayout = FULL) -> list[tuple[float, float, float, float]]:
    """Return the borders as drawn: a line between each pair of neighbouring provinces, ring to ring."""
    return [
        _between(
            layout.province_point(tables, p),
            _circle(layout.node),
            layout.province_point(tables, q),
            _circle(layout.node),
        )
        for p, neighbours in enumerate(tables.borders)
        for q in neighbours
        if q > p
    ]


def sea_lanes(tables, layout: MapLayout = FULL) -> list[tuple[float, float, float, float]]:
    """Return the lanes between neighbouring sea zones as drawn, label edge to label edge."""
    return [
        _between(layout.sea_point(tables, s), _pill, layout.sea_point(tables, other), _pill)
        for s, neighbours in enumerate(tables.sea_borders)
        for other in neighbours
        if other > s
    ]


def coast_lanes(tables, layout: MapLayout = FULL) -> list[tuple[float, float, float, float]]:
    """Return the lanes from each coastal province to its sea zones as drawn, ring to label edge."""
    return [
        _between(layout.province_point(tables, p), _circle(layout.node), layout.sea_point(tables, s), _pill)
        for p, zones in enumerate(tables.coasts)
        for s in zones
    ]


def _between(start, start_reach, end, end_reach) -> tuple[float, float, float, float]:
    """Return the part of the line from ``start`` to ``end`` outside the shapes round them, each given by its
    reach (distance from its centre to its outline along a unit direction): a line ends at a node's ring or a
    label's edge, and so never runs under the figures or words inside it."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    a, b = start_reach(ux, uy), length - end_reach(-ux, -uy)
    return x1 + ux * a, y1 + uy * a, x1 + ux * b, y1 + uy * b


def _circle(radius: float):
    """Return the reach of a circle: the same every way."""
    return lambda ux, uy: radius


def _pill(ux: float, uy: float) -> float:
    """Return the reach of a sea zone's label: a rectangle with round ends (SEA_LABEL), from its centre."""
    w, h = SEA_LABEL
    r, half_core = h / 2, (w - h) / 2
    if abs(uy) > 1e-9 and abs(ux) * r / abs(uy) <= half_core:
        return r / abs(uy)  # through the straight top or bottom edge
    # Through a round end: the ray meets the circle of radius r centred half_core along x.
    cx = half_core if ux > 0 else -half_core
    along = ux * cx
    return along + math.sqrt(along * along - (cx * cx - r * r))
