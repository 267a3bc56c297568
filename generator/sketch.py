"""A builder for drawings: components add shapes and texts to a Sketch, then ``finish`` it into a Drawing.

Texts are fitted as they are added, and every text that does not fit is remembered with the name of the
component, so a build can refuse to print and say exactly which text of which component overflows.
"""

from __future__ import annotations

from generator.geometry import Box, Circle, Drawing, Group, Line, Path, Place, Rect, Style, Text
from generator.text import fit_text


class Sketch:
    """Collects the primitives of one component, in mm, fitting its texts as they come."""

    def __init__(self, name: str, width: float, height: float, trim: Box | None = None):
        self.name = name
        self.width = width
        self.height = height
        self.trim = trim
        self.items: list = []
        self.overflows: list = []

    def add(self, *items) -> None:
        """Add ready-made primitives."""
        self.items.extend(items)

    def rect(self, x: float, y: float, w: float, h: float, style: Style, radius: float = 0.0, id: str | None = None):
        """Add a rectangle (rounded when ``radius`` > 0)."""
        self.items.append(Rect(x, y, w, h, style, radius, id))

    def line(self, x1: float, y1: float, x2: float, y2: float, style: Style) -> None:
        """Add a straight line."""
        self.items.append(Line(x1, y1, x2, y2, style))

    def circle(self, cx: float, cy: float, r: float, style: Style) -> None:
        """Add a circle."""
        self.items.append(Circle(cx, cy, r, style))

    def path(self, commands, style: Style) -> None:
        """Add a path of M/L/C/Z commands."""
        self.items.append(Path(tuple(commands), style))

    def text(self, text: str, box: Box, role: str = "regular", size: float = 9.0, **options) -> Text:
        """Fit a text into a box and add it; an overflow is remembered, not raised."""
        fitted, overflow = fit_text(self.name, text, box, role, size, **options)
        if overflow is not None:
            self.overflows.append(overflow)
        self.items.append(fitted)
        return fitted

    def place(self, drawing: Drawing, dx: float = 0.0, dy: float = 0.0, **transform) -> None:
        """Place another drawing here; its overflows become this sketch's."""
        self.overflows.extend(drawing.overflows)
        self.items.append(Place(drawing, dx, dy, **transform))

    def group(self, sketch: Sketch, clip: Box | None = None, id: str | None = None) -> None:
        """Add the items of another sketch (same coordinates) as one group."""
        self.overflows.extend(sketch.overflows)
        self.items.append(Group(tuple(sketch.items), clip, id))

    def finish(self) -> Drawing:
        """Return the finished drawing."""
        return Drawing(self.name, self.width, self.height, tuple(self.items), self.trim, tuple(self.overflows))
