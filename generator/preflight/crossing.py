"""Rule: on a board, no text is crossed by a line or a coast, and no text is cut at the seam of a tiled sheet.

A map's names are read against its lines: a link between two places or a coastline running through a name
makes it hard to read and easy to misread (which place does it belong to?). Each text of a board is tested
against every straight piece of the stroked paths of its drawing that are larger than a mark (smaller ones
are the overlap rule's), with every point of a coast read (generator.preflight.sheets): a line hidden at the
text by a fill painted over it (a sea zone's label over the coast beneath) does not count. On a tiled board
each sheet shows its window of the board; a text the window cuts on its left or top edge (the edge cut off
and laid over the sheet before) is split by the glued join, as "...erania" was.

Both rules read the boards drawn as a map of named places (a drawing named MAP_DRAWING: Trumps of Kings').
A Very Civil Whist's board, its spaces over a backdrop of Britain, is not held to them yet: its coast runs
under the spaces' texts and four of its deck labels lie on a tiled seam (docs/printing.md).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.labels import MAP_DRAWING, segment_meets_box
from generator.preflight.boxes import contains, inset
from generator.preflight.findings import Finding
from generator.preflight.ink import Drawn
from generator.preflight.overlap import MARK_MAX
from generator.preflight.sheets import Sheet

RULE = "line-crossing"
SEAM_RULE = "seam"
TOUCH = 0.1  # mm: a line may graze a text's box (its glyphs' full ascent and descent) by this much
CUT = 0.05  # mm of a text a window may clip before it counts as cut, for rounding


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every text of a board crossed by a line of its drawing, and every text cut at a tiled sheet's seam."""
    if not sheet.is_board():
        return
    for number, items in sheet.pages().items():
        lines = [item for item in items if _is_line(item)]
        for text in items:
            if text.kind != "text" or not text.text or not text.forms or text.forms[0] != MAP_DRAWING:
                continue
            if _is_cut_at_seam(text):
                message = Message(N_("text %(text)r is cut at the seam of two sheets"), text=text.text)
                yield Finding(SEAM_RULE, sheet.name, number, text.component, text.whole, message)
            crossing = next((line for line in lines if _crosses(line, text, items)), None)
            if crossing is not None:
                message = Message(N_("a line or a coast runs through text %(text)r"), text=text.text)
                yield Finding(RULE, sheet.name, number, text.component, text.box, message)


def _is_line(item: Drawn) -> bool:
    """A line or an outline larger than a mark, drawn in one of the board's drawings."""
    big = item.box[2] > MARK_MAX or item.box[3] > MARK_MAX
    return item.kind == "path" and item.stroked and big and bool(item.forms) and len(item.points) >= 2


def _crosses(line: Drawn, text: Drawn, items: list[Drawn]) -> bool:
    """Tell whether a line of the text's drawing runs through the text where nothing painted over it hides it."""
    if line.forms[0] != text.forms[0]:
        return False
    box = inset(text.box, TOUCH)
    x, y, w, h = box
    lx, ly, lw, lh = line.box
    if lx > x + w or ly > y + h or lx + lw < x or ly + lh < y:
        return False
    points = line.points
    if not any(segment_meets_box((*points[i], *points[i + 1]), box) for i in range(len(points) - 1)):
        closing = (*points[-1], *points[0])
        if not (line.fill is not None and segment_meets_box(closing, box)):
            return False
    return not any(_hides(cover, text) for cover in items if cover.order > line.order)


def _hides(cover: Drawn, text: Drawn) -> bool:
    """Tell whether a filled path's outline holds a text's whole box (so it hides the lines painted before it)."""
    if cover.kind != "path" or cover.fill is None or len(cover.points) < 3 or not contains(cover.box, text.box):
        return False
    from shapely.geometry import Polygon, box  # only for the rare text a line reaches

    outline = Polygon(cover.points)
    x, y, w, h = text.box
    return (outline if outline.is_valid else outline.buffer(0)).contains(box(x, y, x + w, y + h))


def _is_cut_at_seam(text: Drawn) -> bool:
    """Tell whether a clip cut the text on its left or top edge: a tile's window, where the sheet is cut and
    glued over the one before (a text cut on the right or bottom lies under that join, whole on the next)."""
    if text.whole is None:
        return False
    return text.box[0] - text.whole[0] > CUT or text.box[1] - text.whole[1] > CUT
