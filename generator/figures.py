"""Period figures for card faces: the court cards' emblems and the arms of an army, as vector paths.

A court card bears its rank's emblem, as the heraldic devices of the period's engraved packs do: an arched
crown with orb and cross for a King, an open crown of points and pearls for a Queen, two halberds in saltire
for a Knave. A unit card bears its arm's: muskets with bayonets in saltire for foot, sabres in saltire for
horse, a musket and a sabre for dragoons, a gun on its carriage for artillery. Each is drawn in a unit box
(x from -0.5 to 0.5, y from -0.5 at the top to 0.5 at the bottom; the arms twice as wide) and scaled into
place, in one ink: solid, its details cut out in the paper's colour, or in outline for the ink saver. Being
primitives of ``generator.geometry``, one drawing serves the PDF and the SVG back ends alike.
"""

from __future__ import annotations

import math

from generator.geometry import Circle, Group, Line, Path, Style, polygon

COURT_ID = "court-figure"  # the id of a court card's emblem, so tests can find it on a face
ARM_ID = "arm-emblem"  # the id of a unit card's emblem of its arm
COURT_RANKS = ("J", "Q", "K")
ARM_EMBLEMS = ("infantry", "cavalry", "artillery", "dragoons")
ARM_ASPECT = 2.0  # an arm's emblem is this many times as wide as it is tall


class _Pen:
    """Scales unit-box shapes to a place on the face, in one ink, solid or (``light``) in outline."""

    def __init__(self, cx: float, cy: float, size: float, ink: str, paper: str, light: bool):
        self.cx, self.cy, self.size, self.ink, self.paper, self.light = cx, cy, size, ink, paper, light
        self.items: list = []

    def at(self, x: float, y: float) -> tuple[float, float]:
        return self.cx + x * self.size, self.cy + y * self.size

    def _style(self, cut: bool = False) -> Style:
        stroke = max(0.18, self.size * 0.018)
        if self.light:
            return Style(stroke=self.ink, width=stroke)
        return Style(fill=self.paper if cut else self.ink)

    def shape(self, points, cut: bool = False, turn: float = 0.0, pivot=(0.0, 0.0)) -> None:
        """A closed polygon through unit-box points, turned ``turn`` degrees (clockwise) about ``pivot``."""
        self.items.append(polygon([self.at(*_turned(p, turn, pivot)) for p in points], self._style(cut)))

    def curve(self, commands, cut: bool = False) -> None:
        """A closed path of unit-box M/L/C commands."""
        scaled = [(c, *(v for p in zip(a[::2], a[1::2], strict=True) for v in self.at(*p))) for c, *a in commands]
        self.items.append(Path(tuple(scaled), self._style(cut)))

    def dot(self, x: float, y: float, r: float, cut: bool = False) -> None:
        """A round (a pearl, an orb, a wheel's hub); cut out in the paper's colour with ``cut``."""
        cx, cy = self.at(x, y)
        if cut and self.light:
            return  # an outlined figure has no solid to cut into
        self.items.append(Circle(cx, cy, r * self.size, self._style(cut)))

    def ring(self, x: float, y: float, r: float, width: float) -> None:
        """A circle's line only (a wheel's rim)."""
        cx, cy = self.at(x, y)
        self.items.append(Circle(cx, cy, r * self.size, Style(stroke=self.ink, width=width * self.size)))

    def stroke(self, x1: float, y1: float, x2: float, y2: float, width: float, cut: bool = False) -> None:
        """A straight line of ``width`` (a share of the size), in ink or, with ``cut``, in the paper's colour."""
        if cut and self.light:
            return
        colour = self.paper if cut else self.ink
        self.items.append(Line(*self.at(x1, y1), *self.at(x2, y2), Style(stroke=colour, width=width * self.size)))


def _turned(point, turn: float, pivot) -> tuple[float, float]:
    if not turn:
        return point
    angle = math.radians(turn)
    x, y = point[0] - pivot[0], point[1] - pivot[1]
    return (pivot[0] + x * math.cos(angle) - y * math.sin(angle), pivot[1] + x * math.sin(angle) + y * math.cos(angle))


def _band(pen: _Pen) -> None:
    """A crown's band and rim, set with three jewels (cut out: the paper shows through, as an engraving leaves it)."""
    pen.shape([(-0.42, 0.14), (0.42, 0.14), (0.42, 0.34), (-0.42, 0.34)])
    pen.shape([(-0.47, 0.36), (0.47, 0.36), (0.47, 0.46), (-0.47, 0.46)])
    for x in (-0.26, 0.0, 0.26):
        pen.shape([(x, 0.17), (x + 0.06, 0.24), (x, 0.31), (x - 0.06, 0.24)], cut=True)
    for x in (-0.13, 0.13):
        pen.dot(x, 0.24, 0.03, cut=True)


def _king(pen: _Pen) -> None:
    """An arched crown: the band, the cap rising in two arches to an orb, a cross on top."""
    _band(pen)
    pen.curve(
        (
            ("M", -0.42, 0.12),
            ("L", -0.46, -0.06),
            ("C", -0.34, -0.02, -0.2, -0.2, 0.0, -0.2),
            ("C", 0.2, -0.2, 0.34, -0.02, 0.46, -0.06),
            ("L", 0.42, 0.12),
            ("Z",),
        )
    )
    # The arches as paper-coloured lines across the cap, and pearls at the rim's points.
    pen.stroke(0.0, 0.1, 0.0, -0.17, 0.035, cut=True)
    pen.curve(
        (("M", -0.4, 0.1), ("C", -0.3, -0.02, -0.18, -0.1, -0.02, -0.12), ("L", -0.02, -0.09),
         ("C", -0.17, -0.07, -0.28, 0.0, -0.36, 0.1), ("Z",)),
        cut=True,
    )  # fmt: skip
    pen.curve(
        (("M", 0.4, 0.1), ("C", 0.3, -0.02, 0.18, -0.1, 0.02, -0.12), ("L", 0.02, -0.09),
         ("C", 0.17, -0.07, 0.28, 0.0, 0.36, 0.1), ("Z",)),
        cut=True,
    )  # fmt: skip
    for x, y in ((-0.46, -0.1), (0.46, -0.1)):
        pen.dot(x, y, 0.05)
    pen.dot(0.0, -0.28, 0.09)
    pen.shape([(-0.025, -0.36), (0.025, -0.36), (0.025, -0.42), (0.075, -0.42), (0.075, -0.46), (0.025, -0.46),
               (0.025, -0.5), (-0.025, -0.5), (-0.025, -0.46), (-0.075, -0.46), (-0.075, -0.42),
               (-0.025, -0.42)])  # fmt: skip
    pen.stroke(-0.09, -0.28, 0.09, -0.28, 0.025, cut=True)


def _queen(pen: _Pen) -> None:
    """An open crown: the band, five points rising from it, a pearl on every point and a trefoil between."""
    _band(pen)
    tips = [(-0.44, -0.12), (-0.22, -0.26), (0.0, -0.38), (0.22, -0.26), (0.44, -0.12)]
    points = [(-0.44, 0.12)]
    for index, tip in enumerate(tips):
        points.append(tip)
        if index < len(tips) - 1:
            points.append(((tip[0] + tips[index + 1][0]) / 2, 0.02))
    points.append((0.44, 0.12))
    pen.shape(points)
    for x, y in tips:
        pen.dot(x, y - 0.05, 0.055)
    for index in range(len(tips) - 1):
        x = (tips[index][0] + tips[index + 1][0]) / 2
        pen.dot(x, 0.08, 0.03, cut=True)


def _halberd(pen: _Pen, turn: float, side: int) -> None:
    """A halberd upright, turned about the point where two cross: shaft, spike, the axe blade on ``side``
    (1 right, -1 left) and the back fluke on the other, a tassel under the head."""
    pivot = (0.0, 0.12)

    def shape(points) -> None:
        pen.shape([(side * x, y) for x, y in points], turn=turn, pivot=pivot)

    shape([(-0.02, 0.5), (0.02, 0.5), (0.02, -0.3), (-0.02, -0.3)])
    shape([(-0.028, -0.3), (0.0, -0.54), (0.028, -0.3)])
    shape([(0.02, -0.38), (0.15, -0.42), (0.12, -0.32), (0.15, -0.2), (0.02, -0.24)])
    shape([(-0.02, -0.36), (-0.1, -0.33), (-0.14, -0.26), (-0.02, -0.29)])
    shape([(-0.04, -0.2), (0.04, -0.2), (0.028, -0.12), (-0.028, -0.12)])


def _knave(pen: _Pen) -> None:
    """Two halberds in saltire, their blades turned outward, a ring where they cross."""
    _halberd(pen, -27, -1)
    _halberd(pen, 27, 1)
    pen.dot(0.0, 0.12, 0.055)
    pen.dot(0.0, 0.12, 0.025, cut=True)


_COURTS = {"K": _king, "Q": _queen, "J": _knave}


def court_figure(rank: str, cx: float, cy: float, size: float, ink: str, paper: str, light: bool = False) -> Group:
    """Return a court rank's emblem ("J", "Q" or "K") centred on (cx, cy), ``size`` mm tall and wide, in ``ink``."""
    pen = _Pen(cx, cy, size, ink, paper, light)
    _COURTS[rank](pen)
    return Group(tuple(pen.items), None, COURT_ID)


# The long arms in saltire are drawn longer than the unit box's height (LONG) so that, crossed, they fill it.
LONG = 1.18


def _long(points, side: int, bold: float = 1.0) -> list[tuple[float, float]]:
    """Points of an upright long arm: mirrored to ``side``, widened by ``bold``, lengthened by LONG."""
    return [(side * x * bold, y * LONG) for x, y in points]


def _musket(pen: _Pen, turn: float, side: int = 1) -> None:
    """A musket with its bayonet fixed, upright, turned about the centre: butt, stock, barrel, lock, bayonet."""
    bold = 1.5
    pen.shape(_long([(-0.06, 0.42), (0.06, 0.42), (0.045, 0.16), (0.02, 0.06), (-0.03, 0.06), (-0.04, 0.16)],
                    side, bold), turn=turn)  # fmt: skip
    pen.shape(_long([(-0.018, 0.08), (0.018, 0.08), (0.014, -0.26), (-0.014, -0.26)], side, bold), turn=turn)
    pen.shape(_long([(-0.03, 0.03), (-0.075, 0.015), (-0.075, -0.01), (-0.03, -0.01)], side, bold), turn=turn)
    pen.shape(_long([(0.014, -0.26), (0.03, -0.26), (0.016, -0.42), (0.006, -0.42)], side, bold), turn=turn)


def _sabre(pen: _Pen, turn: float, side: int = 1) -> None:
    """A curved sabre, point up and its edge to ``side``, turned about the centre: blade, guard, grip, pommel."""
    blade = (("M", -0.025, 0.18), ("C", -0.045, 0.0, -0.02, -0.25, 0.1, -0.42),
             ("C", 0.065, -0.25, 0.055, 0.0, 0.04, 0.18), ("Z",))  # fmt: skip
    lengthened = tuple((c, *(v for p in _long(list(zip(a[::2], a[1::2], strict=True)), side) for v in p))
                       for c, *a in blade)  # fmt: skip
    pen.curve(_turned_commands(lengthened, turn))
    pen.shape(_long([(-0.13, 0.18), (0.13, 0.18), (0.13, 0.215), (-0.13, 0.215)], side), turn=turn)
    pen.shape(_long([(-0.03, 0.215), (0.035, 0.215), (0.03, 0.37), (-0.025, 0.37)], side), turn=turn)
    x, y = _turned((0.0, 0.395 * LONG), turn, (0.0, 0.0))
    pen.dot(x, y, 0.045)


def _turned_commands(commands, turn: float) -> tuple:
    out = []
    for command, *args in commands:
        points = [_turned(p, turn, (0.0, 0.0)) for p in zip(args[::2], args[1::2], strict=True)]
        out.append((command, *(v for p in points for v in p)))
    return tuple(out)


def _gun(pen: _Pen) -> None:
    """A gun on its field carriage: the barrel (cascabel, reinforce rings, muzzle) over a spoked wheel and
    the trail, with three round shot piled beside it."""
    lift = -8.0  # degrees: the barrel raised, as a gun is laid
    pivot = (0.05, -0.05)
    pen.shape([(-0.55, -0.14), (0.45, -0.1), (0.45, 0.0), (-0.55, 0.04)], turn=lift, pivot=pivot)
    pen.shape([(0.42, -0.13), (0.5, -0.13), (0.5, 0.03), (0.42, 0.03)], turn=lift, pivot=pivot)  # muzzle swell
    for x in (-0.3, 0.05):
        pen.shape([(x, -0.16), (x + 0.05, -0.16), (x + 0.05, 0.06), (x, 0.06)], turn=lift, pivot=pivot)
    x, y = _turned((-0.6, -0.05), lift, pivot)
    pen.dot(x, y, 0.05)
    pen.shape([(-0.72, 0.44), (-0.66, 0.48), (0.02, 0.1), (-0.02, 0.04)])  # the trail
    pen.ring(0.0, 0.14, 0.28, 0.05)
    for step in range(6):
        angle = math.pi * step / 6
        dx, dy = 0.26 * math.cos(angle), 0.26 * math.sin(angle)
        pen.stroke(-dx, 0.14 - dy, dx, 0.14 + dy, 0.03)
    pen.dot(0.0, 0.14, 0.06)
    for x, y in ((0.5, 0.4), (0.64, 0.4), (0.57, 0.28)):
        pen.dot(x, y, 0.065)


def _crossed(pen: _Pen, left, right) -> None:
    """Two arms in saltire across the wide box, each turned outward, as a trophy of arms crosses them."""
    left(pen, -36, -1)
    right(pen, 36, 1)


_ARMS = {
    "infantry": lambda pen: _crossed(pen, _musket, _musket),
    "cavalry": lambda pen: _crossed(pen, _sabre, _sabre),
    "dragoons": lambda pen: _crossed(pen, _musket, _sabre),
    "artillery": _gun,
}


def arm_emblem(arm: str, x: float, y: float, w: float, h: float, ink: str, paper: str, light: bool = False) -> Group:
    """Return an arm's emblem fitted in the box (x, y, w, h), in ``ink``; an arm without one of its own (a name the
    rules data adds) bears the crossed muskets of the foot."""
    size = min(h, w / ARM_ASPECT)
    pen = _Pen(x + w / 2, y + h / 2, size, ink, paper, light)
    _ARMS.get(arm, _ARMS["infantry"])(pen)
    return Group(tuple(pen.items), None, ARM_ID)
