"""Whole-page layouts: a drawing centred on a home page (aids, checklist) or on one large page (the board), and
a drawing with bleed centred on a page by its trim, with crop marks (a board scaled to one large sheet)."""

from __future__ import annotations

from generator.cardsheet import CardImposition
from generator.errors import LayoutError
from generator.geometry import Drawing, Place

MARGIN = 10.0  # mm kept clear at the paper's edges


def fits_page(drawing: Drawing, page_width: float, page_height: float, turn: bool = False) -> bool:
    """Tell whether a drawing fits a page inside its margins (either way round, with ``turn``)."""
    sizes = [(page_width, page_height), (page_height, page_width)] if turn else [(page_width, page_height)]
    return any(drawing.width <= w - 2 * MARGIN and drawing.height <= h - 2 * MARGIN for w, h in sizes)


def centred_page(drawing: Drawing, page_width: float, page_height: float, turn: bool = False) -> Drawing:
    """Return a page with the drawing in its middle; with ``turn`` the page goes landscape if that fits better."""
    if turn and (drawing.width > drawing.height) != (page_width > page_height):
        page_width, page_height = page_height, page_width
    if drawing.width > page_width - 2 * MARGIN or drawing.height > page_height - 2 * MARGIN:
        raise LayoutError(
            f"{drawing.name} ({drawing.width:g} x {drawing.height:g} mm) does not fit a "
            f"{page_width:g} x {page_height:g} mm page"
        )
    place = Place(drawing, (page_width - drawing.width) / 2, (page_height - drawing.height) / 2)
    return Drawing(drawing.name, page_width, page_height, (place,), overflows=drawing.overflows)


def trimmed_page(drawing: Drawing, page_width: float, page_height: float) -> Drawing:
    """Return a page with a drawing's trim in its middle, its bleed round it and crop marks at the trim's corners,
    as a sheet of cards has them; the page is turned to the drawing's orientation."""
    if drawing.trim is None:
        raise LayoutError(f"{drawing.name} has no trim to cut it at")
    if (drawing.width > drawing.height) != (page_width > page_height):
        page_width, page_height = page_height, page_width
    tx, ty, tw, th = drawing.trim
    left, top = (page_width - tw) / 2, (page_height - th) / 2
    imposition = CardImposition(page_width, page_height, tw, th, tx, 1, 1, left, top)
    place = Place(drawing, left - tx, top - ty, clip=imposition.clip_box(0, 0))
    return Drawing(
        drawing.name, page_width, page_height, (place, *imposition.crop_marks()), overflows=drawing.overflows
    )
