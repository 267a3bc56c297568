"""Rule: on a card (a drawing printed with bleed), nothing that must survive cutting lies within 3 mm of the cut,
and a frame is either full bleed or well inside, so that a cut 1 mm off does not show as an uneven border.

What crosses the trim line into the bleed (a full-bleed background, a band run off the edge) is meant to be
cut through and is left alone. Everything that lies wholly inside the trim keeps the safe distance; a path
spanning most of the card is a frame, reported as such.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.preflight.boxes import clearance, contains
from generator.preflight.findings import Finding, text_or_mark
from generator.preflight.numbers import card_trim
from generator.preflight.sheets import Sheet

RULE = "safe-zone"
FRAME_RULE = "frame"
SAFE = 3.0  # mm inside the trim line
FRAME_SPAN = 0.8  # a path at least this share of the card both ways is a frame
ROUNDING = 0.02  # mm


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every object of a card lying inside its trim but nearer the cut than the safe distance."""
    for item in sheet.objects:
        if item.kind not in ("text", "path", "image"):
            continue
        trim = card_trim(item)
        if trim is None or not contains(trim, item.box, slack=0.0):
            continue
        distance = clearance(trim, item.box)
        # What reaches the trim line was cut there by the sheet's clip: it runs into the bleed, cut through.
        if distance >= SAFE - ROUNDING or distance <= ROUNDING:
            continue
        is_frame = item.kind == "path" and item.box[2] >= FRAME_SPAN * trim[2] and item.box[3] >= FRAME_SPAN * trim[3]
        if is_frame:
            rule = FRAME_RULE
            message = Message(
                N_("frame %(distance).1f mm inside the cut: a cut 1 mm off shows as an uneven border"),
                distance=distance,
            )
        else:
            rule = RULE
            message = text_or_mark(
                item,
                N_("text %(text)r lies %(distance).1f mm inside the cut, under %(safe)g mm"),
                N_("a drawn mark lies %(distance).1f mm inside the cut, under %(safe)g mm"),
                distance=distance,
                safe=SAFE,
            )
        yield Finding(rule, sheet.name, item.page, item.component, item.box, message, distance)
