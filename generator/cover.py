"""A booklet cover's own device: a row of shields in the colours a game's rules data gives its sides.

Each game names its sides (the war's two parties, the deck's suits, the kingdoms, the players' colours) and
what each bears (suit pips or a chess piece), so every game's cover differs and changes with its data. The
shields are drawn as vector; ``light`` (the ink saver) draws them in outline, their charges in the side's ink.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.context import contrast_ratio
from generator.geometry import Group, Path, Style
from generator.glyphs import PIECES, chess_piece, suit_pip

WHITE = "#ffffff"
EMBLEM_ID = "cover-emblems"  # the id of the row, so tests can find it on the cover
GAP = 0.25  # the gap between two shields, as a share of a shield's width


@dataclass(frozen=True)
class Emblem:
    """One side's shield: its field's colour and its charges (suit letters or chess-piece names)."""

    field: str
    charges: tuple[str, ...] = ()
    charge_ink: str | None = None  # the charges' colour; None: white or the ink, whichever reads on the field


def shield_path(x: float, y: float, width: float, height: float, style: Style) -> Path:
    """Return a heater shield in the box: a flat chief, straight sides, curving to a point at the base."""
    x1, middle, shoulder, base = x + width, x + width / 2, y + height * 0.45, y + height
    return Path(
        (
            ("M", x, y),
            ("L", x1, y),
            ("L", x1, shoulder),
            ("C", x1, y + height * 0.78, middle + width * 0.2, base - height * 0.06, middle, base),
            ("C", middle - width * 0.2, base - height * 0.06, x, y + height * 0.78, x, shoulder),
            ("Z",),
        ),
        style,
    )


def _charge_ink(emblem: Emblem, ink: str, light: bool) -> str:
    if light:
        return emblem.field if contrast_ratio(emblem.field, WHITE) >= 3 else ink
    if emblem.charge_ink is not None:
        return emblem.charge_ink
    return WHITE if contrast_ratio(emblem.field, WHITE) >= contrast_ratio(emblem.field, ink) else ink


def _charges(emblem: Emblem, cx: float, cy: float, width: float, colour: str) -> list:
    """The charges side by side across the shield's upper part, each as large as its share of the width allows."""
    count = len(emblem.charges)
    size = min(width * 0.5, width * 0.78 / max(count, 1))
    items: list = []
    for index, charge in enumerate(emblem.charges):
        x = cx + (index - (count - 1) / 2) * size
        if charge in PIECES:
            items += chess_piece(charge, x, cy, size * 1.1, colour)
        else:
            items += suit_pip(charge, x, cy, size * 0.8, colour)
    return items


def emblem_row(emblems, x: float, y: float, width: float, height: float, ink: str, light: bool = False) -> Group:
    """Return the shields of ``emblems`` in a row centred in the box, none taller than ``height`` mm."""
    count = len(emblems)
    shield_w = min(height * 0.8, width / (count + GAP * (count - 1)))
    shield_h = shield_w / 0.8
    step = shield_w * (1 + GAP)
    left = x + (width - (step * count - shield_w * GAP)) / 2
    top = y + (height - shield_h) / 2
    items: list = []
    for index, emblem in enumerate(emblems):
        sx = left + index * step
        fill = None if light else emblem.field
        outline = emblem.field if light and contrast_ratio(emblem.field, WHITE) >= 3 else ink
        items.append(shield_path(sx, top, shield_w, shield_h, Style(fill=fill, stroke=outline, width=0.3)))
        colour = _charge_ink(emblem, ink, light)
        items += _charges(emblem, sx + shield_w / 2, top + shield_h * 0.42, shield_w, colour)
    return Group(tuple(items), None, EMBLEM_ID)
