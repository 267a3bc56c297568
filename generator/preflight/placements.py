"""Reading geometry back from built PDFs: where each form (card face, card back) is placed and clipped.

A small interpreter of the content-stream operators that move things (q, Q, cm, re, W, Do) gives, for every
placed form, its box on the page and the clip in force, in mm from the page's top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.generic import ContentStream

MM = 72 / 25.4  # points per mm


@dataclass(frozen=True)
class Placement:
    name: str  # the form's name, e.g. "D3-card-AH"
    box: tuple[float, float, float, float]  # x, y, w, h in mm, y down from the page top
    clip: tuple[float, float, float, float] | None
    # The form's box corners (x0, y0), (x1, y0), (x1, y1), (x0, y1) of its own space, on the page in mm, y down:
    # where the form's corners land, so a turn or a mirror shows, not only the box they span.
    corners: tuple[tuple[float, float], ...] = ()


def _compose(outer, inner):
    """The matrix that applies ``inner`` first, then ``outer`` (PDF's cm concatenation)."""
    a, b, c, d, e, f = inner
    A, B, C, D, E, F = outer
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def _box(m, x0, y0, x1, y1, page_height):
    points = [_apply(m, x, y) for x in (x0, x1) for y in (y0, y1)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, right, bottom, top = min(xs), max(xs), min(ys), max(ys)
    return (left / MM, (page_height - top) / MM, (right - left) / MM, (top - bottom) / MM)


def _corner(m, x, y, page_height) -> tuple[float, float]:
    px, py = _apply(m, x, y)
    return px / MM, (page_height - py) / MM


def page_size_mm(page) -> tuple[float, float]:
    """Return a page's media box size in mm."""
    box = page.mediabox
    return float(box.width) / MM, float(box.height) / MM


def placements(reader: PdfReader, page_number: int) -> list[Placement]:
    """Return every form placed on a page with its box and clip."""
    page = reader.pages[page_number]
    height = float(page.mediabox.height)
    xobjects = page["/Resources"].get("/XObject", {})
    ctm, clip, pending, stack, found = (1, 0, 0, 1, 0, 0), None, None, [], []
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        if operator == b"q":
            stack.append((ctm, clip))
        elif operator == b"Q":
            ctm, clip = stack.pop()
        elif operator == b"cm":
            ctm = _compose(ctm, tuple(float(v) for v in operands))
        elif operator == b"re":
            x, y, w, h = (float(v) for v in operands)
            pending = _box(ctm, x, y, x + w, y + h, height)
        elif operator in (b"W", b"W*"):
            clip = pending
        elif operator == b"Do":
            name = str(operands[0])
            form = xobjects[name].get_object()
            x0, y0, x1, y1 = (float(v) for v in form["/BBox"])
            corners = tuple(_corner(ctm, x, y, height) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))
            box = _box(ctm, x0, y0, x1, y1, height)
            found.append(Placement(name.lstrip("/").removeprefix("FormXob."), box, clip, corners))
    return found
