"""The key of Trumps of Kings' map: its title, the kingdoms' legend and the notes on how to read it.

On the full-size map the key is a band above the map, its legend kept whole on one tile of every home paper;
on the one-sheet map it is a panel beside the map, down the sheet's west side, bled off the cut like the sea.
"""

from __future__ import annotations

import itertools

from engine.i18n import N_, Message
from games.trumps_of_kings.components.maplayout import FRAME, WIDTH, MapLayout, tile_seams
from games.trumps_of_kings.data import text
from generator.context import KitContext
from generator.errors import LayoutError
from generator.geometry import Style
from generator.marks import reconstructed_mark
from generator.sketch import Sketch
from generator.text import text_bottom

LEGEND_KEY, LEGEND_PITCH, LEGEND_COLUMNS = 30.0, 34.0, 3  # mm: the legend's key text, each column of kingdoms
LEGEND_WIDTH = LEGEND_KEY + LEGEND_COLUMNS * LEGEND_PITCH
SEAM_CLEARANCE = 3.0  # mm between the legend and the nearest seam of a tiled map
ROW = 4.6  # mm from one kingdom of the panel's legend to the next
NOTES = N_(
    "The number in a province is its economic value. Solid lines join neighbouring provinces; dotted "
    "lines join a coast to its sea zones; dashed lines join neighbouring sea zones."
)
KEY = N_("Royal Provinces, by kingdom:")
WHOLE = N_(
    "Every province and sea zone of this map, with its value, borders and coasts, is reconstructed: "
    "the rulebook gives none. See the sources page of the rules booklet."
)
SOME = N_("Places with this mark are reconstructed. See the sources page of the rules booklet.")


def draw_key(
    ctx: KitContext, sketch: Sketch, layout: MapLayout, reconstructed: str | None, lettered: list[tuple[str, str]]
) -> None:
    """Draw the map's key where its layout puts it: the band above the tiled map, or the one-sheet map's panel
    (with the names of the places ``lettered`` on the map, each after its letter)."""
    if layout.tiled:
        _title_band(ctx, sketch, reconstructed, lettered)
    else:
        _panel(ctx, sketch, layout, reconstructed, lettered)


def legend_left(lowest: float) -> float:
    """Return where the kingdoms' legend starts in the title band: as far right as it stands whole on one tile.

    The full-size map is tiled on every home paper; a legend cut by a seam between two sheets is read across
    a glued join. Every paper's seams are avoided together, so one drawing serves all.
    """
    cuts = tile_seams()[0]
    x = WIDTH - FRAME - LEGEND_WIDTH
    while x >= lowest:
        if all(not (x - SEAM_CLEARANCE <= cut <= x + LEGEND_WIDTH + SEAM_CLEARANCE) for cut in cuts):
            return x
        x -= 1.0
    raise LayoutError("the kingdoms' legend stands whole on no tile of the map")


def _kingdom(ctx: KitContext, sketch: Sketch, k: int, cx: float, cy: float, width: float, size: float) -> None:
    """One kingdom of the legend: its colour's disc and its name beside it."""
    colour = ctx.theme.kingdom_colours[k]
    sketch.circle(cx, cy, 1.6, Style(fill=ctx.theme.tint(colour), stroke=colour, width=0.5))
    name_box = (cx + 2.4, cy - 2.0, width, 4.0)
    sketch.text(
        ctx.say(ctx.tables.kingdom_names[k]), name_box, "regular", size, min_size=4.5, valign="middle", wrap=False
    )


def _panel(
    ctx: KitContext, sketch: Sketch, layout: MapLayout, reconstructed: str | None, lettered: list[tuple[str, str]]
) -> None:
    """The one-sheet map's key: a parchment panel west of the map, the title, the legend and the notes down it."""
    tables, theme = ctx.tables, ctx.theme
    sketch.rect(0.0, 0.0, layout.frame[0], layout.height, Style(fill=theme.land))
    x, y, width, _ = layout.key
    rules = tables.rules
    title = sketch.text(ctx.say(text(rules.title)), (x, y, width, 16), "bold", 16, min_size=10, colour=theme.ink)
    y = text_bottom(title) + 1.5
    subtitle = sketch.text(ctx.say(text(rules.subtitle)), (x, y, width, 9), "italic", 7, colour=theme.muted)
    y = text_bottom(subtitle) + 6.0
    key = sketch.text(ctx.say(Message(KEY)), (x, y, width, 9), "semibold", 6.5, colour=theme.ink)
    y = text_bottom(key) + 3.5
    count = len(theme.kingdom_colours)
    columns = 2 if width >= 90 else 1
    rows = -(-count // columns)
    pitch = width / columns
    for k in range(count):
        _kingdom(ctx, sketch, k, x + 1.6 + (k // rows) * pitch, y + (k % rows) * ROW, pitch - 5, 6.5)
    y += rows * ROW + 4.0
    notes = sketch.text(ctx.say(Message(NOTES)), (x, y, width, 30), "regular", 6.5, colour=theme.ink)
    y = text_bottom(notes) + 4.0
    if reconstructed is not None:
        sketch.add(reconstructed_mark(x + 1.5, y + 1.6, 3.0, theme.muted))
        note = Message(WHOLE if reconstructed == "whole" else SOME)
        said = sketch.text(ctx.say(note), (x + 4.5, y, width - 4.5, 24), "italic", 6.5, colour=theme.muted)
        y = text_bottom(said) + 5.0
    rows = -(-len(lettered) // columns)
    for n, (letter, name) in enumerate(lettered):
        cx, cy = x + (n // rows) * pitch, y + (n % rows) * ROW
        sketch.text(letter, (cx, cy, 4.5, 4.0), "bold", 6.5, colour=theme.ink, wrap=False)
        sketch.text(name, (cx + 4.5, cy, pitch - 6.0, 4.0), "semibold", 6.5, colour=theme.ink, wrap=False)


def _clear_spans(start: float, legend: float) -> list[tuple[float, float]]:
    """Return the stretches of the title band from ``start`` to the map's right edge that no seam cuts and the
    legend (at ``legend``) leaves free."""
    cuts = tile_seams()[0]
    bounds = [start, *(cut for cut in cuts if cut > start), WIDTH - FRAME]
    taken = (legend - 3, legend + LEGEND_WIDTH + 3)
    spans = []
    for a, b in itertools.pairwise(bounds):
        a, b = (a if a == start else a + SEAM_CLEARANCE), (b if b == WIDTH - FRAME else b - SEAM_CLEARANCE)
        spans += [(lo, hi) for lo, hi in ((a, min(b, taken[0])), (max(a, taken[1]), b)) if hi > lo]
    return spans


def _title_band(ctx: KitContext, sketch: Sketch, reconstructed: str | None, lettered: list[tuple[str, str]]) -> None:
    """The full-size map's key: the title, the notes and the legend in the band above the map."""
    tables, theme = ctx.tables, ctx.theme
    rules = tables.rules
    sketch.text(ctx.say(text(rules.title)), (FRAME, 2.0, 80, 8), "bold", 16, min_size=10, colour=theme.ink)
    sketch.text(ctx.say(text(rules.subtitle)), (FRAME, 9.0, 80, 4.5), "italic", 7, min_size=5, colour=theme.muted)
    x = FRAME + 84
    legend = legend_left(x)
    key = Message(KEY)
    sketch.text(ctx.say(key), (legend, 1.6, LEGEND_KEY - 2, 11), "semibold", 6.5, min_size=4.5, colour=theme.ink)
    rows = -(-len(theme.kingdom_colours) // LEGEND_COLUMNS)
    for k in range(len(theme.kingdom_colours)):
        cx = legend + LEGEND_KEY + 2 + (k // rows) * LEGEND_PITCH
        _kingdom(ctx, sketch, k, cx, 3.1 + (k % rows) * 4.1, LEGEND_PITCH - 4, 6.2)
    notes = Message(NOTES)
    # The notes take the widest stretch of the band between the title and the legend (or right of it) that no
    # seam cuts: a paragraph split between two sheets is read across the glued join.
    spans = sorted(_clear_spans(x, legend), key=lambda span: span[1] - span[0], reverse=True)
    left, right = spans[0]
    width = right - left
    if lettered and len(spans) > 1:  # the names of the lettered places, on the next widest stretch
        low, high = spans[1]
        names = "  ·  ".join(f"{letter} {name}" for letter, name in lettered)
        sketch.text(names, (low, 1.5, high - low, 11), "semibold", 6.2, colour=theme.ink)
    if reconstructed is None:
        sketch.text(ctx.say(notes), (left, 1.5, width, 11), "regular", 6.2, min_size=4.2)
        return
    sketch.text(ctx.say(notes), (left, 1.2, width, 7), "regular", 6.2, min_size=4.2)
    sketch.add(reconstructed_mark(left + 1.5, 10.4, 3.0, theme.muted))
    note = Message(WHOLE if reconstructed == "whole" else SOME)
    sketch.text(ctx.say(note), (left + 4, 8.4, width - 4, 5), "italic", 6.0, min_size=4.0, colour=theme.muted)
