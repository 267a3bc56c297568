"""The figures of Walsingham's money warrants: the Tudor rose and the amount as an exchequer clerk wrote it."""

from __future__ import annotations

import math

from generator.geometry import Circle, Group, Path, Style

ROSE_RED = "#a3262a"
ROSE_WHITE = "#fbf8f1"
ROSE_GOLD = "#c9a227"
LEAF_GREEN = "#3f6b35"
# Tudor accounts wrote four as iiij, never iv; nine they wrote ix.
ROMAN = ((10, "x"), (9, "ix"), (5, "v"), (1, "i"))


def clerks_numeral(amount: int) -> str:
    """Write a whole number below 40 in the small Roman numerals of Tudor accounts, the last i as j ("iij")."""
    if not 0 < amount < 40:
        raise ValueError(f"a warrant's amount runs from 1 to 39, not {amount}")
    letters = []
    for value, numeral in ROMAN:
        while amount >= value:
            letters.append(numeral)
            amount -= value
    written = "".join(letters)
    # Clerks closed a run of i's with a j, so that no later hand could add another stroke.
    return written[:-1] + "j" if written.endswith("i") else written


def _petals(cx: float, cy: float, radius: float, turn: float, style: Style) -> Path:
    """Five round petals about (cx, cy), as one path: each a lobe between two of five spokes."""
    commands: list[tuple] = []
    for k in range(5):
        left = turn + (k - 0.5) * 2 * math.pi / 5
        right = turn + (k + 0.5) * 2 * math.pi / 5
        start = (cx + radius * 0.35 * math.cos(left), cy + radius * 0.35 * math.sin(left))
        end = (cx + radius * 0.35 * math.cos(right), cy + radius * 0.35 * math.sin(right))
        # The lobe swells out past the spokes' tips, which is what makes a heraldic rose's petals round.
        c1 = (cx + radius * 1.25 * math.cos(left), cy + radius * 1.25 * math.sin(left))
        c2 = (cx + radius * 1.25 * math.cos(right), cy + radius * 1.25 * math.sin(right))
        commands += [("M", cx, cy), ("L", *start), ("C", *c1, *c2, *end), ("Z",)]
    return Path(tuple(commands), style)


def tudor_rose(cx: float, cy: float, radius: float, outline: str, light: bool = False) -> Group:
    """Return a Tudor rose, red about white with a gold seed and green barbs; outlines only for the ink saver."""
    up = -math.pi / 2

    def style(fill: str) -> Style:
        return Style(stroke=outline, width=0.2) if light else Style(fill=fill, stroke=outline, width=0.15)

    barbs = []
    for k in range(5):
        angle = up + (k + 0.5) * 2 * math.pi / 5
        tip = (cx + radius * 1.12 * math.cos(angle), cy + radius * 1.12 * math.sin(angle))
        side = 0.22
        a = (cx + radius * 0.7 * math.cos(angle - side), cy + radius * 0.7 * math.sin(angle - side))
        b = (cx + radius * 0.7 * math.cos(angle + side), cy + radius * 0.7 * math.sin(angle + side))
        barbs.append(Path((("M", *a), ("L", *tip), ("L", *b), ("Z",)), style(LEAF_GREEN)))
    return Group(
        (
            *barbs,
            _petals(cx, cy, radius, up, style(ROSE_RED)),
            _petals(cx, cy, radius * 0.58, up + math.pi / 5, style(ROSE_WHITE)),
            Circle(cx, cy, radius * 0.2, style(ROSE_GOLD)),
        )
    )
