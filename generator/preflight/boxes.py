"""Small geometry of boxes in mm (x, y, w, h, y down) shared by the preflight's rules, and a grid to find neighbours."""

from __future__ import annotations

from collections.abc import Iterator

Box = tuple[float, float, float, float]


def intersection(a: Box, b: Box) -> tuple[float, float]:
    """Return the width and height of the overlap of two boxes (zero or less when they do not meet)."""
    return (min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]), min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))


def contains(outer: Box, inner: Box, slack: float = 0.1) -> bool:
    """Tell whether ``inner`` lies within ``outer`` (give or take ``slack`` mm)."""
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[0] + inner[2] <= outer[0] + outer[2] + slack
        and inner[1] + inner[3] <= outer[1] + outer[3] + slack
    )


def inset(box: Box, margin: float) -> Box:
    """Return the box shrunk by ``margin`` mm on every side."""
    x, y, w, h = box
    return (x + margin, y + margin, w - 2 * margin, h - 2 * margin)


def clearance(outer: Box, inner: Box) -> float:
    """Return how far ``inner`` keeps inside ``outer``'s edges (negative when it sticks out)."""
    return min(
        inner[0] - outer[0],
        inner[1] - outer[1],
        outer[0] + outer[2] - inner[0] - inner[2],
        outer[1] + outer[3] - inner[1] - inner[3],
    )


class Grid:
    """Boxes filed by the cells of a square grid they touch, so that neighbours are found without testing all pairs."""

    def __init__(self, cell: float = 10.0):
        self.cell = cell
        self.cells: dict[tuple[int, int], list[int]] = {}

    def _cells(self, box: Box) -> Iterator[tuple[int, int]]:
        x, y, w, h = box
        for i in range(int(x // self.cell), int((x + w) // self.cell) + 1):
            for j in range(int(y // self.cell), int((y + h) // self.cell) + 1):
                yield i, j

    def add(self, index: int, box: Box) -> None:
        """File box number ``index``."""
        for key in self._cells(box):
            self.cells.setdefault(key, []).append(index)

    def near(self, box: Box) -> set[int]:
        """Return the numbers of the filed boxes that share a cell with ``box``."""
        return {index for key in self._cells(box) for index in self.cells.get(key, ())}
