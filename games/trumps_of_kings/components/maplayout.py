"""Where Trumps of Kings' map lies on its drawing: the window of Europe it shows, its scale and its key.

Two layouts share one drawing code (``mapboard.draw_map``): ``FULL``, the map at 100 % with its title band
above it, tiled over home sheets (and the companion's live map), and ``one_sheet(paper)``, the same map scaled
to one large sheet (A3, Tabloid) with bleed, its title, legend and notes in a panel beside it. Texts, nodes and
values keep their printed sizes in both: only the geography is scaled, and the names are placed again for it.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from generator.cardsheet import mark_room
from generator.geometry import Box
from generator.paper import HOME_PAPERS, Paper
from generator.tiles import plan_tiling

# Europe from the Atlantic to Muscovy; its west and east edges are where the full-size map's tiled seams pass
# clear of every province's node (on A4 and Letter alike: three sheets across, two down).
WEST, EAST, SOUTH, NORTH = -14.0, 40.9, 35.8, 64.4
SCALE = 15.0  # mm for one degree of latitude, at 100 %
SQUASH = math.cos(math.radians(50))  # a degree of longitude at the map's middle latitude
FRAME = 6.0
BAND = 14.0  # the title band above the map
MAP_W, MAP_H = (EAST - WEST) * SQUASH * SCALE, (NORTH - SOUTH) * SCALE
WIDTH, HEIGHT = MAP_W + 2 * FRAME, MAP_H + 2 * FRAME + BAND
SEA_LABEL = (26.0, 6.8)  # mm: a sea zone's label
BLEED = 3.0  # mm of sea and panel printed beyond a one-sheet map's cut
CROP_ROOM = 2.5  # mm more than the shortest crop marks need: marks of 5 mm
SEAM_GAP = 1.0  # mm between a sea zone's label and a seam or the map's edge
TIGHT_NODE = 3.0  # mm: a node's radius on one sheet
BORDER = 2.0  # mm inside a one-sheet map's cut that its frame line runs
SAFE = 3.0  # mm inside a one-sheet map's cut that every name, node and label keeps


@dataclass(frozen=True)
class MapLayout:
    """A map's window on its drawing (``frame``: WEST to EAST, NORTH to SOUTH), its scale and its key's box.

    ``trim`` is where a one-sheet map is cut (its sea and panel bleed beyond it); None for the tiled map,
    whose sheets' seams its names keep clear of.
    """

    scale: float  # mm for one degree of latitude
    frame: Box
    width: float
    height: float
    key: Box  # where the title, the legend and the notes go
    trim: Box | None = None
    node: float = 3.6  # radius of a province's circle: room for its value in figures 3.5 mm tall

    @property
    def tiled(self) -> bool:
        """Tell whether the map is tiled over several sheets (the full-size map) rather than printed on one."""
        return self.trim is None

    def project(self, lon: float, lat: float) -> tuple[float, float]:
        """Return where a longitude and latitude fall, in mm from the drawing's top-left corner."""
        return self.frame[0] + (lon - WEST) * SQUASH * self.scale, self.frame[1] + (NORTH - lat) * self.scale

    def painted(self) -> Box:
        """Return the box the sea is painted in: the frame, carried out to the bleed's edge where it meets the cut."""
        if self.trim is None:
            return self.frame
        return self.frame[0], 0.0, self.width - self.frame[0], self.height

    def border(self) -> Box:
        """Return the map's frame line: the frame, and on one sheet drawn inside the cut (a line on the cut would
        come and go as the cut strays)."""
        if self.trim is None:
            return self.frame
        x, _, _, _ = self.frame
        tx, ty, tw, th = self.trim
        return x, ty + BORDER, tx + tw - BORDER - x, th - 2 * BORDER

    def window(self) -> tuple[float, float, float, float]:
        """Return the longitudes and latitudes (west, south, east, north) the painted box shows."""
        x, y, w, h = self.painted()
        fx, fy = self.frame[:2]
        west = WEST + (x - fx) / (SQUASH * self.scale)
        east = WEST + (x + w - fx) / (SQUASH * self.scale)
        return west, NORTH - (y + h - fy) / self.scale, east, NORTH - (y - fy) / self.scale

    def name_area(self) -> Box:
        """Return the box every name stays inside: the frame, and on one sheet SAFE mm inside the cut."""
        if self.trim is None:
            return self.frame
        x = self.frame[0]
        tx, ty, tw, th = self.trim
        return x, ty + SAFE, tx + tw - SAFE - x, th - 2 * SAFE

    def province_point(self, tables, p: int) -> tuple[float, float]:
        """Return the centre of a province's node."""
        return self.project(*tables.rules.provinces[tables.provinces[p]].at)

    def sea_point(self, tables, s: int) -> tuple[float, float]:
        """Return where a sea zone's label sits: at its place, moved off any seam of the tiled map (a label split
        between two sheets is read across the join) and inside the names' area."""
        x, y = self.project(*tables.rules.seas[tables.seas[s]].at)
        w, h = SEA_LABEL
        xs, ys = tile_seams() if self.tiled else ([], [])
        x = _off_seams(x, w / 2 + SEAM_GAP, xs)
        y = _off_seams(y, h / 2 + SEAM_GAP, ys)
        ax, ay, aw, ah = self.name_area()
        return min(max(x, ax + w / 2 + SEAM_GAP), ax + aw - w / 2 - SEAM_GAP), min(max(y, ay + h / 2), ay + ah - h / 2)

    def sea_label_box(self, tables, s: int) -> Box:
        """Return the box of a sea zone's name label (x, y, width, height), as the map draws it."""
        x, y = self.sea_point(tables, s)
        return x - SEA_LABEL[0] / 2, y - SEA_LABEL[1] / 2, *SEA_LABEL

    def tile_windows(self) -> list[Box]:
        """Return the part of the map each tile shows, on every paper the map is tiled on (none on one sheet)."""
        return tile_windows() if self.tiled else []

    def seam_lines(self) -> list[tuple[float, float, float, float]]:
        """Return every paper's seams as lines across the map, for its names to keep clear of."""
        return seam_lines() if self.tiled else []


FULL = MapLayout(SCALE, (FRAME, BAND + FRAME, MAP_W, MAP_H), WIDTH, HEIGHT, (FRAME, 0.0, MAP_W, BAND))


@functools.cache
def one_sheet(paper: Paper) -> MapLayout:
    """Return the map scaled to one large sheet, landscape: its height the cut's, the panel taking the width left."""
    page_w, page_h = paper.landscape()
    room = mark_room(BLEED) + CROP_ROOM
    trim_w, trim_h = page_w - 2 * room, page_h - 2 * room
    scale = trim_h / (NORTH - SOUTH)
    map_w = (EAST - WEST) * SQUASH * scale
    panel = trim_w - map_w
    frame = (BLEED + panel, BLEED, map_w, trim_h)
    key = (BLEED + SAFE + 1.0, BLEED + SAFE + 1.0, panel - 2 * SAFE - 2.0, trim_h - 2 * SAFE - 2.0)
    # The nodes hug their values (figures 3.5 mm tall still): the crowded Rhine needs the room for its names.
    trim = (BLEED, BLEED, trim_w, trim_h)
    return MapLayout(scale, frame, trim_w + 2 * BLEED, trim_h + 2 * BLEED, key, trim, node=TIGHT_NODE)


def province_point(tables, p: int) -> tuple[float, float]:
    """Return the centre of a province's node on the full-size map."""
    return FULL.province_point(tables, p)


def sea_label_box(tables, s: int) -> Box:
    """Return the box of a sea zone's label on the full-size map."""
    return FULL.sea_label_box(tables, s)


@functools.cache
def _tilings() -> list:
    """Return how the full-size map is tiled on each home paper, as the build lays it out (generator/build.py):
    a large paper prints the one-sheet layout instead."""
    return [plan_tiling(WIDTH, HEIGHT, paper.width, paper.height) for paper in HOME_PAPERS.values()]


def tiled_sheets() -> int:
    """Return how many home sheets the full-size map is tiled on (the most of any home paper)."""
    return max(tiling.cols * tiling.rows for tiling in _tilings())


@functools.cache
def tile_windows() -> list[Box]:
    """Return the part of the full-size map each tile shows, on every paper it is tiled on."""
    return sorted(
        {tiling.window(col, row) for tiling in _tilings() for col in range(tiling.cols) for row in range(tiling.rows)}
    )


def tile_seams() -> tuple[list[float], list[float]]:
    """Return where the full-size map is cut on any paper: the x of each vertical seam, the y of each other."""
    xs, ys = set(), set()
    for tiling in _tilings():
        xs |= {tiling.window(col, 0)[0] for col in range(1, tiling.cols)}
        ys |= {tiling.window(0, row)[1] for row in range(1, tiling.rows)}
    return sorted(xs), sorted(ys)


def seam_lines() -> list[tuple[float, float, float, float]]:
    """Return every paper's seams as lines across the full-size map."""
    xs, ys = tile_seams()
    return [(x, 0.0, x, HEIGHT) for x in xs] + [(0.0, y, WIDTH, y) for y in ys]


def _off_seams(at: float, reach: float, seams: list[float]) -> float:
    """Return ``at`` moved, if a seam passes within ``reach`` of it, to the nearer side clear of that seam."""
    for seam in seams:
        if abs(at - seam) < reach:
            at = seam - reach if at < seam else seam + reach
    return at
