"""Drawing primitives in millimetres: what a printed component is made of, before any back end sees it.

A component is described once as a ``Drawing`` (a tree of these primitives) and rendered by the PDF and
SVG back ends. Coordinates run x to the right and y down from the drawing's top-left corner, in mm;
font sizes are in points, as printers think of them. Texts arrive already fitted (see ``generator.text``):
each ``Text`` holds its broken lines and baselines, so both back ends place exactly the same glyphs.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

MM_PER_PT = 25.4 / 72
Box = tuple[float, float, float, float]  # x, y, width, height in mm


@dataclass(frozen=True, slots=True)
class Style:
    """How a shape is painted: fill and stroke colours ("#rrggbb" or None) and stroke width in mm."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 0.3
    dash: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    style: Style
    radius: float = 0.0
    id: str | None = None


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    style: Style


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    style: Style


@dataclass(frozen=True, slots=True)
class Path:
    """A path of ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y) and ("Z",) commands."""

    commands: tuple[tuple, ...]
    style: Style


@dataclass(frozen=True, slots=True)
class Text:
    """A fitted text: its lines, the baseline of each, and the box it was fitted into."""

    source: str
    box: Box
    lines: tuple[str, ...]
    baselines: tuple[float, ...]
    font: str
    size: float
    colour: str
    align: str = "left"  # left, center or right within the box

    def anchor_x(self) -> float:
        """Return the x of the point each line is aligned on."""
        x, _, w, _ = self.box
        return {"left": x, "center": x + w / 2, "right": x + w}[self.align]


@dataclass(frozen=True, slots=True)
class Place:
    """Another drawing placed here: moved by (dx, dy), scaled, rotated (degrees, clockwise), clipped.

    The clip box is in the placing drawing's coordinates. Back ends may draw a placed drawing once and
    reuse it (a PDF form), which keeps 54 identical card backs cheap.
    """

    drawing: Drawing
    dx: float = 0.0
    dy: float = 0.0
    scale: float = 1.0
    rotate: float = 0.0
    clip: Box | None = None


@dataclass(frozen=True, slots=True)
class Group:
    """Items drawn together, optionally clipped to a box and tagged with an id (for SVG and the companion)."""

    items: tuple
    clip: Box | None = None
    id: str | None = None


@dataclass(frozen=True, slots=True)
class Overflow:
    """A text that did not fit its box even at its smallest allowed size."""

    component: str
    text: str
    reason: str

    def __str__(self) -> str:
        return f"{self.component}: {self.text!r}: {self.reason}"


@dataclass(frozen=True)
class Drawing:
    """One component (or one printed page): its size in mm, its items, and the texts that overflowed."""

    name: str
    width: float
    height: float
    items: tuple
    trim: Box | None = None  # where the component is cut, when it has bleed around it
    overflows: tuple[Overflow, ...] = field(default=(), repr=False)

    def walk(self, dx: float = 0.0, dy: float = 0.0):
        """Yield (item, dx, dy) for every primitive, descending into groups and unrotated, unscaled places."""
        yield from _walk(self.items, dx, dy)


def _walk(items, dx, dy):
    for item in items:
        if isinstance(item, Group):
            yield from _walk(item.items, dx, dy)
        elif isinstance(item, Place):
            if item.rotate % 360 == 0 and item.scale == 1:
                yield from _walk(item.drawing.items, dx + item.dx, dy + item.dy)
            else:
                yield item, dx, dy
        else:
            yield item, dx, dy


def inset_box(box: Box, inset: float) -> Box:
    """Return a box shrunk by ``inset`` on every side."""
    x, y, w, h = box
    return (x + inset, y + inset, w - 2 * inset, h - 2 * inset)


def polygon(points, style: Style) -> Path:
    """Return a closed path through the points."""
    first, *rest = points
    return Path((("M", *first), *(("L", *point) for point in rest), ("Z",)), style)


def without_small_texts(drawing: Drawing, scale: float, smallest: float) -> Drawing:
    """Return the drawing as shown at ``scale``, less every text that would print under ``smallest`` pt.

    A drawing shown smaller than life (a component in a booklet's set-up drawing) may drop its texts, but must
    not print them too small to read. Drawings placed several times stay shared (one PDF form each).
    """
    done: dict[tuple[int, float], Drawing] = {}

    def shown(item: Drawing, at: float) -> Drawing:
        key = (id(item), round(at, 6))
        if key not in done:
            done[key] = Drawing(item.name, item.width, item.height, kept(item.items, at), item.trim, item.overflows)
        return done[key]

    def kept(items, at: float) -> tuple:
        found = []
        for item in items:
            if isinstance(item, Text):
                if item.size * at >= smallest:
                    found.append(item)
            elif isinstance(item, Group):
                found.append(Group(kept(item.items, at), item.clip, item.id))
            elif isinstance(item, Place):
                found.append(replace(item, drawing=shown(item.drawing, at * item.scale)))
            else:
                found.append(item)
        return tuple(found)

    return shown(drawing, scale)
