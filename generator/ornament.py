"""Period ornament as vector paths, in two styles a game's theme chooses from (``STYLES``).

- ``broadside``, the 1640s: a printer of the Civil War years framed a broadside with thick-and-thin rules
  and set small flowers (fleurons) at their middles and corners, or in a row as a band.
- ``engraving``, the 1740s: an engraver cut swelled rules (thick in the middle, fine at the ends, curled
  at their tips) and fine double frames with rounded-in corners and small rosettes (``generator.engraving``).

Everything is drawn from a few Bézier curves, so it prints sharply and needs no font. ``light`` (the ink
saver) draws it all in thin outline only.
"""

from __future__ import annotations

from generator.engraving import engraved_frame, rosette, swelled_rule
from generator.geometry import Group, Line, Path, Style

STYLES = ("broadside", "engraving")
ORNAMENT_ID = "ornament"  # the id of every piece rule, frame and band return, so the SVG and tests can find them


def check_style(style: str) -> str:
    """Refuse an ornament style that is not one of STYLES."""
    if style not in STYLES:
        raise ValueError(f"unknown ornament style {style!r}; choose from {', '.join(STYLES)}")
    return style


def rule(style: str, x: float, y: float, width: float, colour: str, light: bool = False) -> Group:
    """Return a horizontal ornamental rule of a style, ``width`` mm long, centred on height y."""
    if check_style(style) == "engraving":
        return _tagged(swelled_rule(x, y, width, colour, light))
    return _tagged(ornament_rule(x, y, width, colour, light))


def frame(style: str, x: float, y: float, width: float, height: float, colour: str, light: bool = False) -> Group:
    """Return an ornamental frame of a style round the box (x, y, width, height)."""
    if check_style(style) == "engraving":
        return _tagged(engraved_frame(x, y, width, height, colour, light))
    return _tagged(ornament_frame(x, y, width, height, colour, light))


def band(style: str, x: float, y: float, width: float, colour: str, light: bool = False) -> Group:
    """Return a band to set above or below a title: a row of fleurons, or swelled rules either side of a rosette."""
    if check_style(style) == "engraving":
        middle, gap = x + width / 2, 3.4
        left = swelled_rule(x, y, width / 2 - gap, colour, light)
        right = swelled_rule(middle + gap, y, width / 2 - gap, colour, light)
        return _tagged(Group((left, right, rosette(middle, y, 4.6, colour, light))))
    return _tagged(fleuron_band(x, y, width, colour, light))


def _tagged(piece: Group) -> Group:
    return Group(piece.items, piece.clip, ORNAMENT_ID)


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


def fleuron_band(x: float, y: float, width: float, colour: str, light: bool = False, size: float = 2.6) -> Group:
    """Return a row of small fleurons between two thin rules, as a broadside's printer set a border of flowers."""
    thin = Style(stroke=colour, width=0.15)
    half = size / 2 + 0.6
    items: list = [Line(x, y - half, x + width, y - half, thin), Line(x, y + half, x + width, y + half, thin)]
    count = max(1, int(width // (size * 1.5)))
    step = width / count
    items += [fleuron(x + step * (index + 0.5), y, size, colour, light) for index in range(count)]
    return Group(tuple(items))
