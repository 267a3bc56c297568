"""Rule: no text under 6 pt on any printed sheet, and booklet body text at 7 pt or more.

Sizes are as printed: a text in a drawing shown smaller than life (a booklet's set-up drawing) is as small as
the drawing makes it, so such a drawing may drop its texts but not print them illegibly small.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.preflight.findings import Finding
from generator.preflight.sheets import Sheet
from generator.text import LEGIBLE_SIZE

RULE = "type-size"
MIN_SIZE = LEGIBLE_SIZE  # pt, any text on any sheet
MIN_BODY = 7.0  # pt, the running text of a booklet
ROUNDING = 0.05  # pt: sizes read back through matrices carry float noise


def minimum(sheet: Sheet, item) -> float:
    """Return the smallest size a text of the sheet may have: body size on a booklet's own pages, else 6 pt."""
    on_booklet_page = sheet.is_booklet() and len(item.forms) == 1 and item.component.startswith("booklet")
    return MIN_BODY if on_booklet_page else MIN_SIZE


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield every text printed smaller than its minimum size."""
    for item in sheet.objects:
        if item.kind != "text" or not item.text:
            continue
        least = minimum(sheet, item)
        if item.size < least - ROUNDING:
            message = Message(
                N_("text %(text)r is %(size).1f pt, under %(least)g pt"), text=item.text, size=item.size, least=least
            )
            yield Finding(RULE, sheet.name, item.page, item.component, item.box, message, item.size)
