"""The field at 100 %: three wings, each with two places per army and the terrain between them, and the
places of the piles along the two long edges (each pile sits against its labelled bracket).

``draw_field(ctx, pieces)`` draws the mat; with ``pieces`` (what the referee knows of the live field)
it also writes each deployed unit, each terrain and who holds it into the places, so the referee's
board screen is this very drawing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.i18n import N_, Message
from games.seventeen21.data import text
from generator.cardface import TRIM_HEIGHT as CARD_H
from generator.cardface import TRIM_WIDTH as CARD_W
from generator.context import KitContext
from generator.geometry import Drawing, Style
from generator.sketch import Sketch

GAP = 2.5  # between the two places of an army in a wing
PAD = 1.5  # inside a wing's band
WING_W = 2 * CARD_W + GAP + 2 * PAD
WING_GAP = 2.0
STRIP = 7.0  # the pile brackets along each long edge
ROW_GAP = 2.0
WIDTH = 3 * WING_W + 2 * WING_GAP
HEIGHT = 2 * STRIP + 2 * CARD_H + CARD_W + 2 * ROW_GAP


@dataclass(frozen=True)
class FieldPieces:
    """The live field: per side and wing, the units' labels and whether each is shocked; terrain and holders."""

    units: dict = field(default_factory=dict)  # (side, wing) -> [(label, shocked)]
    terrain: tuple = ()  # per wing: its name
    held: tuple = ()  # per wing: the holder's name or None


def draw_field(ctx: KitContext, pieces: FieldPieces | None = None) -> Drawing:
    """Draw the field mat, with the live field's pieces when given."""
    theme, say, tables = ctx.theme, ctx.say, ctx.tables
    sketch = Sketch("field", WIDTH, HEIGHT)
    sketch.rect(0, 0, WIDTH, HEIGHT, Style(stroke=theme.ink, width=0.4))
    sides = [(say(tables.seat_names[0]), theme.north), (say(tables.seat_names[1]), theme.south)]
    rows = (STRIP, STRIP + CARD_H + CARD_W + 2 * ROW_GAP)  # the north army's places, then the south's
    terrain_y = STRIP + CARD_H + ROW_GAP
    for wing in range(3):
        x = wing * (WING_W + WING_GAP)
        sketch.rect(x, STRIP - 1, WING_W, HEIGHT - 2 * STRIP + 2, Style(fill=theme.tint(theme.terrain)), radius=2)
        for side, top in enumerate(rows):
            name, colour = sides[side]
            for slot in range(2):
                sx = x + PAD + slot * (CARD_W + GAP)
                sketch.rect(sx, top, CARD_W, CARD_H, Style(fill="#ffffff", stroke=colour, width=0.4), radius=2.6)
                label = Message(N_("%(side)s, place %(number)d"), side=name, number=slot + 1)
                sketch.text(say(label), (sx + 3, top + 3, CARD_W - 6, 5), "semibold", 7, colour=colour)
                sketch.text(
                    say(Message(N_("(one only on the ford)"))) if slot == 1 else "",
                    (sx + 3, top + 8, CARD_W - 6, 5),
                    "italic",
                    6,
                    colour=theme.muted,
                )
        tx = x + (WING_W - CARD_H) / 2
        sketch.rect(tx, terrain_y, CARD_H, CARD_W, Style(fill="#ffffff", stroke=theme.terrain, width=0.5), radius=2.6)
        sketch.text(
            say(tables.wing_names[wing]), (tx + 3, terrain_y + 3, CARD_H - 6, 6), "bold", 9, colour=theme.terrain
        )
        sketch.text(
            say(Message(N_("Terrain, laid crosswise"))),
            (tx + 3, terrain_y + 10, CARD_H - 6, 5),
            "italic",
            6.5,
            colour=theme.muted,
        )
        if pieces is not None:
            _pieces(ctx, sketch, pieces, wing)
    _piles(ctx, sketch, sides)
    return sketch.finish()


def draw_pieces(ctx: KitContext, pieces: FieldPieces) -> Drawing:
    """Draw only the live field's pieces, on a sheet the size of the mat (the referee lays it over the mat)."""
    sketch = Sketch("field-pieces", WIDTH, HEIGHT)
    for wing in range(3):
        _pieces(ctx, sketch, pieces, wing)
    return sketch.finish()


def _piles(ctx: KitContext, sketch: Sketch, sides) -> None:
    """The brackets of the piles: North's edge above, South's below."""
    say = ctx.say
    top = [
        Message(N_("%(side)s's rout pile"), side=sides[0][0]),
        Message(N_("Doctrine deck")),
        Message(N_("Terrain deck")),
    ]
    bottom = [
        Message(N_("%(side)s's rout pile"), side=sides[1][0]),
        Message(N_("Battle deck")),
        Message(N_("Battle deck's discard")),
    ]
    for labels, y, colour in ((top, 0.0, sides[0][1]), (bottom, HEIGHT - STRIP, sides[1][1])):
        for index, label in enumerate(labels):
            x = index * (WING_W + WING_GAP) + (WING_W - CARD_W) / 2
            edge = y if y == 0.0 else y + STRIP
            inner = y + STRIP - 1 if y == 0.0 else y + 1
            bracket = Style(stroke=colour, width=0.5)
            sketch.line(x, edge, x, inner, bracket)
            sketch.line(x + CARD_W, edge, x + CARD_W, inner, bracket)
            sketch.line(x, inner, x + CARD_W, inner, bracket)
            box = (x + 2, y + 1, CARD_W - 4, STRIP - 2)
            sketch.text(say(label), box, "semibold", 7, align="center", valign="middle", colour=colour)


def _pieces(ctx, sketch: Sketch, pieces: FieldPieces, wing: int) -> None:
    """Write the live field into one wing's places."""
    theme = ctx.theme
    x = wing * (WING_W + WING_GAP)
    rows = (STRIP, STRIP + CARD_H + CARD_W + 2 * ROW_GAP)
    tx, ty = x + (WING_W - CARD_H) / 2, STRIP + CARD_H + ROW_GAP
    for side, top in enumerate(rows):
        for slot, (label, shocked) in enumerate(pieces.units.get((side, wing), ())):
            sx = x + PAD + slot * (CARD_W + GAP)
            colour = theme.north if side == 0 else theme.south
            sketch.rect(sx + 2, top + 16, CARD_W - 4, CARD_H - 20, Style(fill=theme.tint(colour)), radius=2)
            sketch.text(label, (sx + 4, top + 20, CARD_W - 8, 30), "bold", 10, min_size=6, colour=colour)
            if shocked:
                stance = ctx.say(Message(N_("Shocked")))
                sketch.text(stance, (sx + 4, top + 55, CARD_W - 8, 10), "bold", 11, min_size=7, colour=theme.ink)
    if wing < len(pieces.terrain):
        sketch.text(pieces.terrain[wing], (tx + 3, ty + 20, CARD_H - 6, 12), "bold", 11, min_size=7, align="center")
        holder = pieces.held[wing] if wing < len(pieces.held) else None
        if holder is not None:
            held = ctx.say(Message(N_("Held by %(side)s"), side=holder))
            sketch.text(held, (tx + 3, ty + 36, CARD_H - 6, 10), "semibold", 9, min_size=6, align="center")


def field_title(ctx: KitContext) -> str:
    """The field's title for its pages."""
    return ctx.say(Message(N_("%(title)s: the field"), title=text(ctx.tables.rules.title)))
