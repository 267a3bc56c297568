"""Print-then-cut registration marks: the marks a cutting machine's optical eye reads to find the card block.

Cutting machines (Silhouette's Type 1 layout, which Cricut users can also print) look for a filled square
in the top-left corner and L-shaped corner marks at the top-right and bottom-left, all outside the area
they cut. The marks sit in the margin round the card block and its bleed, kept clear of the sheet's edges;
to leave them room, a sheet with registration marks holds fewer cards (``REGISTRATION_MARGIN``).
"""

from __future__ import annotations

from generator.cardsheet import CROP_GAP, CROP_LENGTH, MIN_CROP_LENGTH, CardImposition
from generator.geometry import Drawing, Line, Rect, Style

SQUARE = 5.0  # mm, the filled square's side
LEG = 10.0  # mm, each leg of an L mark
THICK = 0.5  # mm, an L mark's stroke
GAP = 1.5  # mm between the ends of the longest crop marks and the registration marks
# mm a sheet keeps beyond the crop marks' own room (impose_cards' extra): the marks lie past full-length crop
# marks, so the two never cross and the machine's eye sees clean corners.
REGISTRATION_MARGIN = CROP_LENGTH - MIN_CROP_LENGTH + GAP + SQUARE
INK = "#000000"


def registration_marks(imposition: CardImposition) -> list:
    """Return the square and the two L marks round the card block of an imposition."""
    xs, ys = imposition.cut_lines()
    reach = imposition.bleed + CROP_GAP + CROP_LENGTH + GAP
    left, top = xs[0] - reach, ys[0] - reach
    right, bottom = xs[-1] + reach, ys[-1] + reach
    style = Style(stroke=INK, width=THICK)
    half = THICK / 2
    return [
        Rect(left - SQUARE, top - SQUARE, SQUARE, SQUARE, Style(fill=INK)),
        # Top right: a leg along the top going left, a leg down the right side.
        Line(right + half, top - half, right - LEG, top - half, style),
        Line(right + half, top - half, right + half, top + LEG, style),
        # Bottom left: a leg along the bottom going right, a leg up the left side.
        Line(left - half, bottom + half, left + LEG, bottom + half, style),
        Line(left - half, bottom + half, left - half, bottom - LEG, style),
    ]


def with_registration(pages: list[Drawing], imposition: CardImposition) -> list[Drawing]:
    """Return card sheets with registration marks added to each sheet of fronts (the side the machine cuts)."""
    marks = tuple(registration_marks(imposition))
    return [
        Drawing(page.name, page.width, page.height, (*page.items, *marks), page.trim, page.overflows)
        if page.name.endswith("-front")
        else page
        for page in pages
    ]
