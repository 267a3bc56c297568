"""Rule: every sheet prints whole on a home printer: nothing drawn comes within 6.5 mm of a sheet's edge.

Home printers cannot print the outer 4 to 6.35 mm of a sheet. What counts as drawn is every visible object
pdfium finds (generator.preflight.ink): texts (their glyphs' boxes), paths with their stroke (which pdfium
counts a whole stroke width out on each side, twice what a printer inks), images and shadings, inside forms
too, as far as a clip lets them show. Card bleed is included: cards are imposed with room for crop marks
beyond their bleed, so the bleed lies well inside the margin on A4 and Letter.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.i18n import N_
from generator.paper import PRINTABLE_MARGIN
from generator.preflight.findings import Finding, text_or_mark
from generator.preflight.sheets import Sheet

RULE = "margin"
# pdfium computes in 32-bit floats: a mark drawn exactly at the margin reads back up to about 1e-5 mm nearer.
ROUNDING = 1e-3  # mm


def nearest_edge(sheet: Sheet) -> float:
    """Return how near any object of the sheet comes to its page's edge, in mm."""
    return min((item.edge_distance(*sheet.sizes[item.page - 1]) for item in sheet.objects), default=float("inf"))


def check(sheet: Sheet, margin: float = PRINTABLE_MARGIN) -> Iterator[Finding]:
    """Yield every object nearer an edge of its page than the printable margin."""
    for item in sheet.objects:
        distance = item.edge_distance(*sheet.sizes[item.page - 1])
        if distance < margin - ROUNDING:
            message = text_or_mark(
                item,
                N_("text %(text)r lies %(distance).2f mm from the sheet's edge, under %(margin)g mm"),
                N_("a drawn mark lies %(distance).2f mm from the sheet's edge, under %(margin)g mm"),
                distance=distance,
                margin=margin,
            )
            yield Finding(RULE, sheet.name, item.page, item.component, item.box, message, distance)
