"""Rule: every text stands out from what lies under it by a contrast ratio of at least 4.5:1 (WCAG 2's formula).

The background of a text is read from the fills: the last filled path painted before the text whose outline
holds the text's centre, else the paper (white). Images under a text are not judged.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.context import MIN_CONTRAST, contrast_ratio
from generator.preflight.boxes import Grid
from generator.preflight.findings import Finding
from generator.preflight.ink import Drawn
from generator.preflight.sheets import Sheet

RULE = "contrast"
MIN_RATIO = MIN_CONTRAST
PAPER = "#ffffff"


def is_inside(point: tuple[float, float], item: Drawn) -> bool:
    """Tell whether a point lies inside a path's outline (its points as a polygon, even-odd), or its box if few."""
    x, y = point
    bx, by, bw, bh = item.box
    if not (bx <= x <= bx + bw and by <= y <= by + bh):
        return False
    points = item.points
    if len(points) < 3:
        return True
    inside = False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def background(text: Drawn, fills: list[Drawn], grid: Grid) -> str | None:
    """Return the colour under a text's centre: the last fill painted before it there, the paper, or None (image)."""
    x, y, w, h = text.box
    centre = (x + w / 2, y + h / 2)
    under = [fills[index] for index in grid.near((*centre, 0, 0)) if fills[index].order < text.order]
    for item in sorted(under, key=lambda each: each.order, reverse=True):
        if is_inside(centre, item):
            return item.fill  # None for an image: its colours are not read
    return PAPER


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every text whose contrast with its background is under 4.5:1."""
    for number, items in sheet.pages().items():
        fills = [item for item in items if (item.kind == "path" and item.fill) or item.kind == "image"]
        grid = Grid(cell=20.0)
        for index, item in enumerate(fills):
            grid.add(index, item.box)
        for item in items:
            if item.kind != "text" or not item.text or item.fill is None:
                continue
            under = background(item, fills, grid)
            if under is None:
                continue
            ratio = contrast_ratio(item.fill, under)
            if ratio < MIN_RATIO:
                message = Message(
                    N_("text %(text)r is %(ratio).1f:1 against its background, under %(least)g:1"),
                    text=item.text,
                    ratio=ratio,
                    least=MIN_RATIO,
                )
                yield Finding(RULE, sheet.name, number, item.component, item.box, message, ratio)
