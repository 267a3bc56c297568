"""Rule: a rules booklet wastes no more than one blank page.

Each side of a booklet sheet holds two booklet pages, each a drawing (booklet-cover, booklet-page-N) placed
in its half; a half with no page, or a page with nothing above its running footer, is blank.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import nmessage
from generator.booklet import MARGIN_BOTTOM, PAGE_HEIGHT
from generator.preflight.findings import Finding
from generator.preflight.sheets import Sheet

RULE = "blank-pages"
MAX_BLANK = 1
HALVES = 2  # booklet pages on each side of a sheet


def blank_pages(sheet: Sheet) -> int:
    """Return how many of a booklet's page slots print nothing but, at most, a footer."""
    placed: set[tuple[int, str]] = set()
    filled: set[tuple[int, str]] = set()
    for item in sheet.objects:
        if not item.component.startswith("booklet") or item.frame is None:
            continue
        key = (item.page, item.component)
        placed.add(key)
        # The footer sits in the bottom margin; anything above it is the page's content.
        if item.box[1] + item.box[3] < item.frame[1] + PAGE_HEIGHT - MARGIN_BOTTOM:
            filled.add(key)
    return HALVES * len(sheet.sizes) - len(filled) if placed else 0


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield one finding for a booklet with more than one blank page."""
    if not sheet.is_booklet():
        return
    blank = blank_pages(sheet)
    if blank > MAX_BLANK:
        width, height = sheet.sizes[0]
        message = nmessage(
            "%(count)d blank page, more than %(most)d",
            "%(count)d blank pages, more than %(most)d",
            blank,
            most=MAX_BLANK,
        )
        yield Finding(RULE, sheet.name, 1, "booklet", (0.0, 0.0, width, height), message, blank)
