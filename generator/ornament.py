"""Period ornament as vector paths: rules and corner pieces in the manner of 1640s broadsides.

A printer of the Civil War years framed a broadside with thick-and-thin rules and set small flowers
(fleurons) at their middles and corners. These are drawn from a few Bézier curves, so they print sharply
and need no font; the ink saver draws them in outline only.
"""

from __future__ import annotations

from generator.geometry import Group, Line, Path, Style


def fleuron(cx: float, cy: float, size: float, colour: str, light: bool = False) -> Path:
    """Return a four-petalled printer's flower centred on (cx, cy), ``size`` mm across."""
    r = size / 2
    w = r * 0.42
    commands: list[tuple] = [("M", cx, cy)]
    for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        tip = (cx + dx * r, cy + dy * r)
        # Each petal leaves the centre, swells to one side and the other, and returns.
        commands += [
            ("C", cx + dx * w - dy * w, cy + dy * w + dx * w, tip[0] - dy * w * 0.6, tip[1] + dx * w * 0.6, *tip),
            ("C", tip[0] + dy * w * 0.6, tip[1] - dx * w * 0.6, cx + dx * w + dy * w, cy + dy * w - dx * w, cx, cy),
        ]
    commands.append(("Z",))
    style = Style(stroke=colour, width=0.2) if light else Style(fill=colour)
    return Path(tuple(commands), style)


def ornament_rule(x: float, y: float, width: float, colour: str, light: bool = False) -> Group:
    """Return a thick-and-thin rule ``width`` mm long at height y, broken in its middle by a fleuron."""
    middle = x + width / 2
    gap = 3.2
    thick = Style(stroke=colour, width=0.15 if light else 0.45)
    thin = Style(stroke=colour, width=0.15)
    items = []
    for start, end in ((x, middle - gap), (middle + gap, x + width)):
        items += [Line(start, y - 0.45, end, y - 0.45, thick), Line(start, y + 0.45, end, y + 0.45, thin)]
    items.append(fleuron(middle, y, 4.0, colour, light))
    return Group(tuple(items))


def ornament_frame(x: float, y: float, width: float, height: float, colour: str, light: bool = False) -> Group:
    """Return a double-ruled frame with a fleuron at each corner."""
    thick = Style(stroke=colour, width=0.2 if light else 0.6)
    thin = Style(stroke=colour, width=0.15)
    items: list = []
    for inset, style in ((0.0, thick), (1.4, thin)):
        x0, y0, x1, y1 = x + inset, y + inset, x + width - inset, y + height - inset
        items += [Line(x0, y0, x1, y0, style), Line(x1, y0, x1, y1, style)]
        items += [Line(x1, y1, x0, y1, style), Line(x0, y1, x0, y0, style)]
    for cx, cy in ((x, y), (x + width, y), (x, y + height), (x + width, y + height)):
        items.append(fleuron(cx, cy, 4.5, colour, light))
    return Group(tuple(items))
