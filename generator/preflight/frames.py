"""Rule: on a card with a frame, nothing crosses the frame's line: no text runs through it, no mark sits across it.

A frame a few millimetres inside the cut (generator.cardface.face_sketch) is the card's border: a title whose
letters it cuts, or a value's disc lying across its corner, reads as misregistered print. Every object on the
card keeps wholly inside the frame or wholly outside it; what is larger than the frame (the background under
it) is left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_
from generator.preflight.boxes import Box, contains, intersection
from generator.preflight.findings import Finding, text_or_mark
from generator.preflight.ink import Drawn
from generator.preflight.numbers import card_trim
from generator.preflight.safezone import FRAME_SPAN
from generator.preflight.sheets import Sheet

RULE = "frame-crossing"
TOUCH = 0.05  # mm an object may come onto the frame's stroke, for rounding


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every object of a framed card that lies across its frame's line."""
    cards: dict[tuple[int, tuple], list[Drawn]] = {}
    for item in sheet.objects:
        if item.kind in ("text", "path", "image") and card_trim(item) is not None:
            cards.setdefault((item.page, item.frame), []).append(item)
    for objects in cards.values():
        trim = card_trim(objects[0])
        frames = [item for item in objects if _is_frame(item, trim)]
        for frame in frames:
            for item in objects:
                if item is frame or item in frames or not _crosses(item, frame):
                    continue
                about_text = N_("text %(text)r runs across the card's frame")
                message = text_or_mark(item, about_text, N_("a drawn mark lies across the card's frame"))
                yield Finding(RULE, sheet.name, item.page, item.component, item.box, message)


def _is_frame(item: Drawn, trim: Box) -> bool:
    """A frame: a stroked, unfilled path round most of the card, inside its trim."""
    w, h = item.box[2:]
    big = w >= FRAME_SPAN * trim[2] and h >= FRAME_SPAN * trim[3]
    return item.kind == "path" and item.stroked and item.fill is None and big and contains(trim, item.box)


def _crosses(item: Drawn, frame: Drawn) -> bool:
    """Tell whether an object lies partly on the frame's line: neither inside its inner edge nor clear of it."""
    if contains(item.box, frame.box, slack=0.0):
        return False  # the background or another border round the whole frame
    overlap_w, overlap_h = intersection(item.box, frame.box)
    if overlap_w <= TOUCH or overlap_h <= TOUCH:
        return False  # outside the frame, between it and the cut
    stroke = _stroke_width(frame)
    x, y, w, h = frame.box
    inner = (x + stroke, y + stroke, w - 2 * stroke, h - 2 * stroke)
    return not contains(inner, item.box, slack=TOUCH)


def _stroke_width(frame: Drawn) -> float:
    """Return the frame's stroke in mm: how far its painted box reaches beyond its own points."""
    if not frame.points:
        return 0.5
    xs = [point[0] for point in frame.points]
    return max(0.1, min(0.8, min(xs) - frame.box[0]) * 2)
