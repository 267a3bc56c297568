"""Rule: no sheet read at the table is mostly blank card stock, such as a last sheet of markers holding one row.

A sheet's used part is the box round everything printed on it; a sheet of components (markers, money, cards)
using less than a third of its printable area wastes the card it is printed on, and a buyer sees the waste:
fill it with spares of what gets lost, or lay the components out on fewer sheets. Files read at a desk (the
booklet, the checklist, the calibration sheet, the tuck box) are left out, as is the last sheet of a deck,
whose cards are as many as the deck has. A board's sheet is judged by its board alone (a tiled sheet's cut lines
and glue strips run to the margins whatever the board shows), and it must be mostly board: a sheet showing a
tile of the map with a fifth of the paper blank above it wastes the sheet and the buyer's glue.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_, Message
from generator.paper import PRINTABLE_MARGIN
from generator.preflight.findings import Finding
from generator.preflight.sheets import Sheet

RULE = "blank-sheet"
LEAST_USED = 1 / 3  # of a sheet's printable area
LEAST_BOARD = 0.6  # of a board sheet's printable area its board covers (a four-sheet A3 map's tiles used 53 %)


def used_share(sheet: Sheet, page: int, objects) -> float:
    """Return the share of a page's printable area taken by the box round everything printed on it."""
    width, height = sheet.sizes[page - 1]
    left = min(item.box[0] for item in objects)
    top = min(item.box[1] for item in objects)
    right = max(item.box[0] + item.box[2] for item in objects)
    bottom = max(item.box[1] + item.box[3] for item in objects)
    printable = (width - 2 * PRINTABLE_MARGIN) * (height - 2 * PRINTABLE_MARGIN)
    return (right - left) * (bottom - top) / printable


def check(sheet: Sheet) -> Iterator[Finding]:
    """Yield a finding for each page of a table file that uses less than LEAST_USED of its printable area."""
    if not sheet.is_read_at_the_table() or sheet.is_booklet() or _is_deck(sheet):
        return
    for page, objects in sheet.pages().items():
        if sheet.is_board():
            objects = [item for item in objects if item.forms] or objects
        share = used_share(sheet, page, objects)
        if share < (LEAST_BOARD if sheet.is_board() else LEAST_USED):
            width, height = sheet.sizes[page - 1]
            message = Message(
                N_("the sheet uses %(share)d %% of its printable area: most of it is blank"), share=round(100 * share)
            )
            yield Finding(RULE, sheet.name, page, "page", (0.0, 0.0, width, height), message, share)


def _is_deck(sheet: Sheet) -> bool:
    """Tell whether a file holds a deck's cards (its every page a sheet of cards or of their backs)."""
    return any(item.component.startswith("card-") for item in sheet.objects)
