"""Ornament in the manner of 1740s engraving, as vector paths: swelled rules, rosettes, a fine corner frame.

An engraver's burin cut a line that swells as it is pressed and thins as it lifts, so the rules of the
period are lens-shaped, thick in the middle and fine at the ends, often ending in a small curl; frames are
fine double lines whose corners turn inward in a quarter circle, with a rosette in the turn. ``light`` (the
ink saver) draws outlines only.
"""

from __future__ import annotations

import math

from generator.geometry import Circle, Group, Path, Style

KAPPA = 0.5523  # Bézier handle length of a quarter circle, as a share of its radius


def swelled_rule(x: float, y: float, width: float, colour: str, light: bool = False, swell: float = 0.9) -> Group:
    """Return a rule ``width`` mm long at height y, ``swell`` mm thick in its middle, curled at both tips."""
    x1 = x + width
    middle = x + width / 2
    body = Path(
        (
            ("M", x + 2.0, y),
            ("C", x + width * 0.3, y - swell, middle - width * 0.1, y - swell, middle, y - swell),
            ("C", middle + width * 0.1, y - swell, x1 - width * 0.3, y - swell, x1 - 2.0, y),
            ("C", x1 - width * 0.3, y + swell, middle + width * 0.1, y + swell, middle, y + swell),
            ("C", middle - width * 0.1, y + swell, x + width * 0.3, y + swell, x + 2.0, y),
            ("Z",),
        ),
        Style(stroke=colour, width=0.15) if light else Style(fill=colour),
    )
    fine = Style(stroke=colour, width=0.18)
    return Group((body, _curl(x + 2.0, y, -1, fine), _curl(x1 - 2.0, y, 1, fine)))


def _curl(x: float, y: float, direction: int, style: Style) -> Path:
    """A small spiral leaving a rule's tip outward (direction +1 to the right, -1 to the left)."""
    d = direction
    return Path(
        (
            ("M", x, y),
            ("C", x + d * 1.2, y, x + d * 2.0, y - 0.9, x + d * 1.4, y - 1.3),
            ("C", x + d * 0.9, y - 1.6, x + d * 0.5, y - 1.0, x + d * 0.9, y - 0.7),
        ),
        style,
    )


def rosette(cx: float, cy: float, size: float, colour: str, light: bool = False) -> Group:
    """Return a rosette ``size`` mm across: six round petals about a ring."""
    r = size / 2
    petal = r * 0.42
    fill = Style(stroke=colour, width=0.15) if light else Style(fill=colour)
    items: list = [Circle(cx, cy, petal * 0.7, Style(stroke=colour, width=0.2))]
    for index in range(6):
        angle = index * math.pi / 3
        items.insert(0, Circle(cx + (r - petal) * math.cos(angle), cy + (r - petal) * math.sin(angle), petal, fill))
    return Group(tuple(items))


def engraved_frame(x: float, y: float, width: float, height: float, colour: str, light: bool = False) -> Group:
    """Return a fine double frame whose corners turn inward in a quarter circle, a rosette in each turn."""
    outer = Style(stroke=colour, width=0.18 if light else 0.35)
    inner = Style(stroke=colour, width=0.12)
    items: list = []
    for inset, style in ((0.0, outer), (1.2, inner)):
        notch = 4.0 - inset * 0.5
        items.append(_notched_box(x + inset, y + inset, width - 2 * inset, height - 2 * inset, notch, style))
    for cx, cy in ((x, y), (x + width, y), (x, y + height), (x + width, y + height)):
        items.append(rosette(cx, cy, 3.0, colour, light))
    # A short swelled rule at the middle of the top and bottom, as the engraver's finishing touch.
    span = min(width * 0.35, 30.0)
    for edge in (y + 3.0, y + height - 3.0):
        items.append(swelled_rule(x + (width - span) / 2, edge, span, colour, light, swell=0.45))
    return Group(tuple(items))


def _notched_box(x: float, y: float, w: float, h: float, r: float, style: Style) -> Path:
    """A rectangle whose corners are cut by quarter circles turning inward (concave corners)."""
    k = KAPPA * r
    x1, y1 = x + w, y + h
    return Path(
        (
            ("M", x + r, y),
            ("L", x1 - r, y),
            ("C", x1 - r, y + k, x1 - k, y + r, x1, y + r),
            ("L", x1, y1 - r),
            ("C", x1 - k, y1 - r, x1 - r, y1 - k, x1 - r, y1),
            ("L", x + r, y1),
            ("C", x + r, y1 - k, x + k, y1 - r, x, y1 - r),
            ("L", x, y + r),
            ("C", x + k, y + r, x + r, y + k, x + r, y),
            ("Z",),
        ),
        style,
    )
