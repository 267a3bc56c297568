"""Vector glyphs the fonts lack: the four suit pips and chess-piece silhouettes.

Drawn as paths in a unit box (x from -0.5 to 0.5, y from -0.5 at the top to 0.5 at the bottom) and scaled
into place, so they print sharply at any size and need no symbol font.
"""

from __future__ import annotations

from generator.geometry import Circle, Path, Style

_HEART = (
    ("M", 0, 0.5),
    ("C", -0.15, 0.3, -0.5, 0.1, -0.5, -0.18),
    ("C", -0.5, -0.42, -0.22, -0.56, 0, -0.3),
    ("C", 0.22, -0.56, 0.5, -0.42, 0.5, -0.18),
    ("C", 0.5, 0.1, 0.15, 0.3, 0, 0.5),
    ("Z",),
)
_SPADE = (
    ("M", 0, -0.5),
    ("C", 0.15, -0.3, 0.5, -0.12, 0.5, 0.12),
    ("C", 0.5, 0.34, 0.22, 0.42, 0.04, 0.22),
    ("C", 0.06, 0.36, 0.12, 0.45, 0.2, 0.5),
    ("L", -0.2, 0.5),
    ("C", -0.12, 0.45, -0.06, 0.36, -0.04, 0.22),
    ("C", -0.22, 0.42, -0.5, 0.34, -0.5, 0.12),
    ("C", -0.5, -0.12, -0.15, -0.3, 0, -0.5),
    ("Z",),
)
_DIAMOND = (("M", 0, -0.5), ("L", 0.38, 0), ("L", 0, 0.5), ("L", -0.38, 0), ("Z",))
_CLUB_STEM = (
    ("M", -0.05, 0.05),
    ("L", 0.05, 0.05),
    ("C", 0.06, 0.3, 0.12, 0.44, 0.2, 0.5),
    ("L", -0.2, 0.5),
    ("C", -0.12, 0.44, -0.06, 0.3, -0.05, 0.05),
    ("Z",),
)
_CLUB_LOBES = ((0, -0.27), (-0.26, 0.08), (0.26, 0.08))
_CLUB_RADIUS = 0.23

_BASE = ((-0.35, 0.5), (0.35, 0.5), (0.35, 0.4), (0.25, 0.34))
_PIECES = {
    "rook": (
        *_BASE,
        (0.22, -0.15), (0.3, -0.22), (0.3, -0.48), (0.18, -0.48), (0.18, -0.38), (0.06, -0.38), (0.06, -0.48),
        (-0.06, -0.48), (-0.06, -0.38), (-0.18, -0.38), (-0.18, -0.48), (-0.3, -0.48), (-0.3, -0.22),
        (-0.22, -0.15), (-0.25, 0.34), (-0.35, 0.4),
    ),
    "king": (
        *_BASE,
        (0.14, -0.1), (0.24, -0.16), (0.24, -0.24), (0.1, -0.24), (0.06, -0.28), (0.06, -0.34), (0.15, -0.34),
        (0.15, -0.41), (0.045, -0.41), (0.045, -0.5), (-0.045, -0.5), (-0.045, -0.41), (-0.15, -0.41),
        (-0.15, -0.34), (-0.06, -0.34), (-0.06, -0.28), (-0.1, -0.24), (-0.24, -0.24), (-0.24, -0.16),
        (-0.14, -0.1), (-0.25, 0.34), (-0.35, 0.4),
    ),
    "queen": (
        *_BASE,
        (0.12, -0.12), (0.22, -0.18), (0.3, -0.42), (0.15, -0.26), (0.08, -0.46), (0, -0.3), (-0.08, -0.46),
        (-0.15, -0.26), (-0.3, -0.42), (-0.22, -0.18), (-0.12, -0.12), (-0.25, 0.34), (-0.35, 0.4),
    ),
    "knight": (
        *_BASE,
        (0.3, 0.05), (0.28, -0.2), (0.18, -0.38), (0.02, -0.48), (-0.02, -0.42), (-0.12, -0.4), (-0.26, -0.22),
        (-0.36, -0.06), (-0.34, 0.04), (-0.24, 0.06), (-0.12, -0.02), (-0.04, 0.0), (-0.18, 0.2), (-0.22, 0.34),
        (-0.35, 0.4),
    ),
}  # fmt: skip
PIECES = tuple(_PIECES)


def _scaled(commands, cx: float, cy: float, size: float, flip: bool = False) -> tuple:
    y_size = -size if flip else size
    out = []
    for command, *args in commands:
        out.append((command, *(cx + v * size if i % 2 == 0 else cy + v * y_size for i, v in enumerate(args))))
    return tuple(out)


def suit_pip(suit: str, cx: float, cy: float, size: float, colour: str, upside_down: bool = False) -> list:
    """Return the items of a suit pip ("C", "D", "H", "S") centred on (cx, cy), ``size`` mm tall."""
    style = Style(fill=colour)
    if suit == "C":
        sign = -1 if upside_down else 1
        lobes = [Circle(cx + x * size, cy + sign * y * size, _CLUB_RADIUS * size, style) for x, y in _CLUB_LOBES]
        return [*lobes, Path(_scaled(_CLUB_STEM, cx, cy, size, upside_down), style)]
    shape = {"D": _DIAMOND, "H": _HEART, "S": _SPADE}[suit]
    return [Path(_scaled(shape, cx, cy, size, upside_down), style)]


def chess_piece(kind: str, cx: float, cy: float, size: float, fill: str | None, outline: str | None = None) -> list:
    """Return the items of a chess-piece silhouette centred on (cx, cy), ``size`` mm tall (outlined if no fill)."""
    points = _PIECES[kind]
    commands = [("M", *points[0]), *(("L", *point) for point in points[1:]), ("Z",)]
    style = Style(fill=fill, stroke=outline, width=max(size * 0.03, 0.2))
    items = [Path(_scaled(commands, cx, cy, size), style)]
    if kind == "knight":
        eye = outline if fill is None else "#ffffff"
        items.append(Circle(cx - 0.1 * size, cy - 0.24 * size, 0.035 * size, Style(fill=eye or "#ffffff")))
    return items
