"""Paragraphs written down a page one after another: headings with a rule, body text, bulleted items."""

from __future__ import annotations

from collections.abc import Callable

from generator.geometry import Overflow, Style
from generator.sketch import Sketch
from generator.text import text_bottom


def largest_body(layout: Callable[[float], Sketch], body: float, smallest: float, step: float = 0.25) -> Sketch:
    """Lay a page out with ``layout(body)`` at the largest body size, down to ``smallest``, at which all fits.

    The whole page shrinks evenly rather than one paragraph alone; below ``smallest`` the last layout is
    returned with its overflows, for the build to report.
    """
    sketch = layout(body)
    while sketch.overflows and body - step >= smallest - 1e-9:
        body -= step
        sketch = layout(body)
    return sketch


class Flow:
    """Writes paragraphs down a sketch, each starting below the last, inside a column ``width`` mm wide."""

    def __init__(
        self,
        sketch: Sketch,
        say: Callable,
        y: float,
        width: float,
        height: float,
        body: float = 10.0,
        smallest: float | None = None,
    ):
        self.sketch, self.say, self.y = sketch, say, y
        self.width, self.height, self.body = width, height, body
        # How far one paragraph may shrink to fit. A page that shrinks as a whole instead (laid out again
        # at a smaller body while it overflows) passes ``smallest=body``, so no paragraph ends up tiny alone.
        self.smallest = body * 0.6 if smallest is None else smallest

    def heading(self, message, colour: str, size: float = 12.5) -> None:
        """Write a heading underlined in its colour."""
        self.y += size * 0.2
        box = (0, self.y, self.width, size * 0.56)
        fitted = self.sketch.text(self.say(message), box, "bold", size, min_size=size * 0.64, colour=colour)
        bottom = text_bottom(fitted) + 0.8
        self.sketch.line(0, bottom, self.width, bottom, Style(stroke=colour, width=0.3))
        self.y = bottom + 1.4

    def para(self, message, role: str = "regular", indent: float = 0.0, bullet: str | None = None) -> None:
        """Write a paragraph (with a bullet or number hanging in the margin when given)."""
        if bullet:
            self.sketch.text(bullet, (indent, self.y, 5, 5), "bold", self.body, wrap=False)
            indent += 5
        # The box ends where the column ends, so a paragraph pushed past it is an overflow the build reports.
        box = (indent, self.y, self.width - indent, max(self.height - self.y, 0.0))
        fitted = self.sketch.text(self.say(message), box, role, self.body, min_size=self.smallest)
        self.y = text_bottom(fitted) + self.body * 0.12

    def reserve(self, height: float, what: str) -> float:
        """Take ``height`` mm of the column for something drawn apart (a table); return its top.

        Running past the column's end is recorded as an overflow naming ``what``, as a text's would be.
        """
        top = self.y
        self.y += height
        if self.y > self.height + 1e-6:
            reason = f"needs {self.y - self.height:.1f} mm more than the column's {self.height:g} mm"
            self.sketch.overflows.append(Overflow(self.sketch.name, what, reason))
        return top
