"""Rule: no two distinct texts or marks overlap, unless the overlay is designed (generator.preflight.designed).

Read from each page's objects, forms resolved: two texts whose glyph boxes meet; a small mark (a pip, a star,
a short rule) that crosses a text without framing it whole (a straight line where it runs, not its whole box);
a small filled mark painted under a box it does not belong to (a map's place mark showing through a track
space). Big paths (a page frame) and faint tints (a map's land) are backgrounds, not marks.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.labels import segment_meets_box
from generator.preflight.boxes import Grid, contains, inset, intersection
from generator.preflight.contrast import PAPER, contrast_ratio
from generator.preflight.designed import is_designed
from generator.preflight.findings import Finding
from generator.preflight.ink import Drawn
from generator.preflight.sheets import Sheet

RULE = "overlap"
TOLERANCE = 0.2  # mm each way: glyph boxes of neighbouring lines may just touch
MARK_MAX = 15.0  # mm: a path no bigger than this either way is a mark; a bigger one is a background or frame
BOX_MAX = 90.0  # mm: a box a mark may wrongly lie under is no bigger than this (a page frame is bigger)
MARK_MIN = 1.0  # mm: a mark smaller than this either way (a dot, a hairline) is not judged under a box
UNDER_RATIO = 4.0  # a box is at least this many times a mark's area
TINT = 1.6  # a fill this close to the paper's white is a tint, not a mark


def role(item: Drawn) -> str | None:
    """Return what an object is to this rule: a text, a mark, a box, or None (ignored)."""
    if item.kind == "text":
        return "text" if item.text else None
    if item.kind != "path":
        return None
    w, h = item.box[2:]
    if item.fill is not None and contrast_ratio(item.fill, PAPER) < TINT:
        return None  # a faint wash (a map's land, a shaded band) is background: its texts are judged by contrast
    if w <= MARK_MAX and h <= MARK_MAX:
        return "mark"
    return "box" if w <= BOX_MAX and h <= BOX_MAX else None


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every overlap of two texts, of a text and a mark, and of a mark under a box, on every page."""
    for number, items in sheet.pages().items():
        roles = [role(item) for item in items]
        grid = Grid()
        for index, item in enumerate(items):
            if roles[index] is not None:
                grid.add(index, item.box)
        # Only texts and filled marks start a search: every pair judged has one of them (mark-mark is no fault).
        for index, item in enumerate(items):
            if roles[index] == "text":
                partners = [j for j in grid.near(item.box) if roles[j] == "mark" or (roles[j] == "text" and j > index)]
            elif roles[index] == "mark" and item.fill and item.forms:
                partners = [j for j in grid.near(item.box) if roles[j] == "box"]
            else:
                continue
            for other in partners:
                lower, upper = sorted((index, other))
                found = _judge(items[lower], roles[lower], items[upper], roles[upper])
                if found is not None:
                    yield Finding(RULE, sheet.name, number, items[upper].component, *found)


def _judge(lower: Drawn, lower_role: str, upper: Drawn, upper_role: str):
    """Return (box, message, height) of the overlap of two objects (``upper`` painted later), or None if fine."""
    w, h = intersection(lower.box, upper.box)
    if w < TOLERANCE or h < TOLERANCE:
        return None
    roles = {lower_role, upper_role}
    if roles == {"text"}:
        message = Message(N_("text %(upper)r overlaps text %(lower)r"), upper=upper.text, lower=lower.text)
    elif roles == {"text", "mark"}:
        text, mark = (lower, upper) if lower_role == "text" else (upper, lower)
        if contains(mark.box, text.box):  # a mark that frames the text whole is its background
            return None
        if _is_straight(mark) and not segment_meets_box((*mark.points[0], *mark.points[1]), inset(text.box, TOLERANCE)):
            return None  # a straight line (a short link on a map) covers where it runs, not its whole box
        message = Message(N_("a mark overlaps text %(text)r"), text=text.text)
    elif lower_role == "mark" and upper_role == "box" and lower.fill and lower.forms and lower.forms == upper.forms:
        # Within one drawing only: a sheet's own cut outlines and crop marks are not its components' design.
        lw, lh = lower.box[2:]
        if min(lw, lh) < MARK_MIN or upper.box[2] * upper.box[3] < UNDER_RATIO * lw * lh:
            return None
        message = Message(N_("a mark lies under a box drawn over it"))
    else:
        return None
    if is_designed(upper, lower):
        return None
    x = max(lower.box[0], upper.box[0])
    y = max(lower.box[1], upper.box[1])
    return (x, y, w, h), message, h


def _is_straight(item: Drawn) -> bool:
    """Tell whether a path is one straight stroked line (two points, nothing filled)."""
    return item.stroked and item.fill is None and len(item.points) == 2
