"""The two icons of Walsingham's kit, drawn as primitives: the VP coin and the Intrigue seal (a diamond)."""

from __future__ import annotations

from games.walsingham.components.theme import WHITE
from generator.geometry import Style, polygon
from generator.palettes import readable_ink
from generator.sketch import Sketch


def vp_icon(sketch: Sketch, theme, cx: float, cy: float, size: float, value: int | str) -> None:
    """Draw a VP coin of ``size`` mm across with its value."""
    style = Style(stroke=theme.vp, width=0.5) if theme.ink_saver else Style(fill=theme.vp, stroke=theme.ink, width=0.3)
    sketch.circle(cx, cy, size / 2, style)
    # The gold figure or white on the gold coin would read at 3.3:1 only: the dark ink does.
    colour = readable_ink(theme.fill(theme.vp) or WHITE, theme.vp, WHITE, theme.ink)
    box = (cx - size / 2, cy - size / 2, size, size)
    sketch.text(str(value), box, "bold", size * 1.5, min_size=size, align="center", valign="middle", colour=colour)


def intrigue_icon(sketch: Sketch, theme, cx: float, cy: float, size: float, value: int | str) -> None:
    """Draw an Intrigue seal of ``size`` mm across (a diamond) with its value."""
    half = size / 2
    points = [(cx, cy - half), (cx + half, cy), (cx, cy + half), (cx - half, cy)]
    style = (
        Style(stroke=theme.intrigue, width=0.5)
        if theme.ink_saver
        else Style(fill=theme.intrigue, stroke=theme.ink, width=0.3)
    )
    sketch.add(polygon(points, style))
    colour = readable_ink(theme.fill(theme.intrigue) or WHITE, theme.intrigue, WHITE, theme.ink)
    box = (cx - half * 0.7, cy - half * 0.7, size * 0.7, size * 0.7)
    sketch.text(
        str(value), box, "bold", size * 1.3, min_size=size * 0.8, align="center", valign="middle", colour=colour
    )


def value_icons(sketch: Sketch, theme, cx: float, cy: float, size: float, vp: int, intrigue: int) -> None:
    """Draw the icons a card or tile shows, centred on (cx, cy): a coin for VP, a seal for Intrigue."""
    icons = []
    if vp:
        icons.append((vp_icon, vp))
    if intrigue:
        icons.append((intrigue_icon, intrigue))
    gap = size * 1.25
    left = cx - gap * (len(icons) - 1) / 2
    for index, (draw, value) in enumerate(icons):
        draw(sketch, theme, left + index * gap, cy, size, value)
