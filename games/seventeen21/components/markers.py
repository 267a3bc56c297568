"""The Shocked markers: a fold-over token laid on a unit while it is shocked, so its stance reads at a glance."""

from __future__ import annotations

import math

from engine.i18n import N_, Message
from generator.context import KitContext
from generator.geometry import Drawing, Style, polygon
from generator.sketch import Sketch
from generator.tokens import FoldToken

SIZE = 20.0  # mm square
COUNT = 12  # one for every place a side has on the field


def shocked_face(ctx: KitContext) -> Drawing:
    """One face of a Shocked marker: a jagged burst and the word."""
    theme = ctx.theme
    sketch = Sketch("shocked", SIZE, SIZE)
    sketch.rect(0.4, 0.4, SIZE - 0.8, SIZE - 0.8, Style(fill=None if theme.ink_saver else "#f3e3c4"), radius=2)
    points = []
    for index in range(16):
        radius = 7.5 if index % 2 == 0 else 4.5
        angle = index * math.pi / 8
        points.append((SIZE / 2 + radius * math.cos(angle), 8 + radius * 0.9 * math.sin(angle)))
    colour = theme.arms["cavalry"]
    sketch.add(polygon(points, Style(stroke=colour, width=0.5) if theme.ink_saver else Style(fill=colour)))
    sketch.text(ctx.say(Message(N_("Shocked"))), (1, 14.5, SIZE - 2, 4.5), "bold", 7, min_size=4.5, align="center")
    return sketch.finish()


def make_markers(ctx: KitContext) -> tuple[FoldToken, ...]:
    """Twelve Shocked markers, the same on both faces."""
    face = shocked_face(ctx)
    return tuple(FoldToken(f"shocked-{number}", face, face) for number in range(1, COUNT + 1))
