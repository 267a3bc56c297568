"""The map under A Very Civil Whist's board: England and Wales (with the Scottish border and eastern Ireland)
from the GSHHS coastlines (``generator.coast``), and each place of a war track where it lies, marked with its
track's suit.

The map fills the board's height and sits in its middle, drawn faintly under the tracks, so the board reads
first and the map second. Where a place lies comes from the rules data (``at`` of each war-track space);
places abroad have none and are not marked.
"""

from __future__ import annotations

import math

from games.avcw.components.context import KitContext
from generator.coast import LAND, shoreline_paths
from generator.context import mix
from generator.geometry import Group, Style
from generator.glyphs import suit_pip
from generator.sketch import Sketch

# The map's window in degrees: west, south, east, north. Wide enough west for Dublin and Kilkenny. Its
# height fills the board's; the map then runs on east and west to the board's edges, so no clamped edge of
# a far coast shows.
WINDOW = (-7.8, 49.8, 2.0, 56.2)
SQUASH = math.cos(math.radians(53.0))  # a degree of longitude at the map's middle latitude
INSET = 5.0  # mm between the board's edge and the map's top and bottom
PIP = 2.6  # mm, the suit pip that marks a place
MAP_ID = "map"
CLEARANCE = 0.8  # mm kept between a place's pip and a box or text of the board


def _is_covered(point: tuple[float, float], boxes) -> bool:
    """Tell whether a pip at ``point`` would meet any of the boxes (with CLEARANCE round it)."""
    reach = PIP / 2 + CLEARANCE
    x, y = point
    return any(bx - reach < x < bx + bw + reach and by - reach < y < by + bh + reach for bx, by, bw, bh in boxes)


def map_projection(width: float, height: float):
    """Return (project(lon, lat) -> (x, y) in mm, the window the board shows) for a board of this size."""
    west, south, east, north = WINDOW
    scale = (height - 2 * INSET) / (north - south)
    left = (width - (east - west) * SQUASH * scale) / 2
    reach = left / (SQUASH * scale)  # degrees of longitude between the window and the board's edges

    def project(lon: float, lat: float) -> tuple[float, float]:
        return left + (lon - west) * SQUASH * scale, INSET + (north - lat) * scale

    return project, (west - reach, south, east + reach, north)


def draw_map(ctx: KitContext, width: float, height: float, clip, keep_clear=()) -> Group:
    """Return the map layer (a group with id ``map``): the land, then a suit pip at each place of a track.

    A place whose pip would meet one of the ``keep_clear`` boxes (the board's spaces and texts, drawn over the
    map) is left unmarked: a pip showing through a space, or crossing its name, reads as part of the space.
    """
    theme = ctx.theme
    project, window = map_projection(width, height)
    sketch = Sketch("board-map", width, height)
    # The ink saver keeps only a faint tint of the land, with no coastline to cross the board's texts.
    land = (
        Style(fill=mix(theme.land, "#ffffff", 0.22))
        if theme.ink_saver
        else Style(fill=mix(theme.land, theme.paper, 0.5), stroke=theme.coast, width=0.25)
    )
    for level, commands in shoreline_paths(window, project, step=0.3):
        if level == LAND:
            sketch.path(commands, land)
    for track in ctx.tables.tracks:
        colour = theme.suit_colours[track.suit]
        for space in ctx.tables.rules.tracks[track.id].spaces:
            if space.at is not None and not _is_covered(project(*space.at), keep_clear):
                sketch.add(Group(tuple(suit_pip(track.suit, *project(*space.at), PIP, colour)), id=f"place-{space.id}"))
    return Group(tuple(sketch.items), clip, MAP_ID)


def shows_places(layer: Group) -> bool:
    """Tell whether a map layer marks any place."""
    return any(isinstance(item, Group) and (item.id or "").startswith("place-") for item in layer.items)
