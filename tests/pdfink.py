"""Reading back where every drawn object of a PDF lands: texts, paths, images, inside forms too, clips applied.

pdfium parses each page into objects (text, path, image, shading, form). A form's children have their bounds
in the form's own space, so they are carried out to the page through every enclosing form's matrix; each
object's clip path (in its container's space) cuts what of it is visible. An object clipped away entirely is
not drawn and is not reported. Bounds are pdfium's: a text's glyph boxes, a path with its stroke's width.
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Iterator
from dataclasses import dataclass

import pypdfium2
import pypdfium2.raw as pdfium_c

from tests.pdfread import MM, _apply, _compose

KINDS = {
    pdfium_c.FPDF_PAGEOBJ_TEXT: "text",
    pdfium_c.FPDF_PAGEOBJ_PATH: "path",
    pdfium_c.FPDF_PAGEOBJ_IMAGE: "image",
    pdfium_c.FPDF_PAGEOBJ_SHADING: "shading",
    pdfium_c.FPDF_PAGEOBJ_FORM: "form",
}
IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Bounds = tuple[float, float, float, float]  # left, bottom, right, top in points, y up (PDF page space)
EMPTY = (math.inf, math.inf, -math.inf, -math.inf)  # what is left of a box clipped away


@dataclass(frozen=True)
class Drawn:
    """One visible object of a page: its kind, its text if any, and its visible box in mm from the top-left."""

    page: int  # 1-based, as a reader counts pages
    kind: str
    text: str
    box: tuple[float, float, float, float]  # x, y, w, h in mm, y down
    depth: int  # how many forms it is nested in
    points: tuple[tuple[float, float], ...] = ()  # a path's own points in mm on the page, y down (stroke left out)

    def edge_distance(self, page_width: float, page_height: float) -> float:
        """Return how far the object keeps from the nearest edge of its page, in mm."""
        x, y, w, h = self.box
        return min(x, y, page_width - x - w, page_height - y - h)

    def __str__(self) -> str:
        x, y, w, h = self.box
        what = f"text {self.text!r}" if self.kind == "text" else self.kind
        return f"page {self.page}: {what} at x {x:.2f}, y {y:.2f}, {w:.2f} x {h:.2f} mm (in {self.depth} forms)"


def page_sizes(path) -> list[tuple[float, float]]:
    """Return each page's width and height in mm."""
    document = pypdfium2.PdfDocument(str(path))
    try:
        return [(page.get_width() / MM, page.get_height() / MM) for page in document]
    finally:
        document.close()


def drawn_objects(path) -> Iterator[Drawn]:
    """Yield every visible drawn object of every page of a PDF (forms resolved into what they draw)."""
    document = pypdfium2.PdfDocument(str(path))
    try:
        for index, page in enumerate(document):
            textpage = page.get_textpage()
            yield from _walk(page, textpage, index + 1, page.get_height())
    finally:
        document.close()


def _walk(page, textpage, number: int, height: float) -> Iterator[Drawn]:
    # get_objects walks depth first and gives each object's nesting level, so a stack of the enclosing forms'
    # (matrix to the page, visible clip on the page) is enough to carry every child out to the page.
    stack: list[tuple[tuple, Bounds | None]] = [(IDENTITY, None)]
    for obj in page.get_objects(textpage=textpage):
        del stack[obj.level + 1 :]
        to_page, clip = stack[obj.level]
        clip = _intersect(clip, _clip_bounds(obj, to_page))
        if obj.type == pdfium_c.FPDF_PAGEOBJ_FORM:
            stack.append((_compose(to_page, obj.get_matrix().get()), clip))
            continue
        visible = _intersect(clip, _transform(obj.get_bounds(), to_page))
        if visible is None or visible == EMPTY:
            continue
        left, bottom, right, top = visible
        box = (left / MM, (height - top) / MM, (right - left) / MM, (top - bottom) / MM)
        # pdfium ends some texts with a space it guesses from the gap to the next; it is not drawn.
        text = obj.extract().strip() if obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT else ""
        points = _path_points(obj, to_page, height) if obj.type == pdfium_c.FPDF_PAGEOBJ_PATH else ()
        yield Drawn(number, KINDS.get(obj.type, "object"), text, box, obj.level, points)


def _path_points(obj, to_page, height: float) -> tuple[tuple[float, float], ...]:
    """Return the points of a path object (its segments' ends and control points) on the page, in mm."""
    matrix = _compose(to_page, obj.get_matrix().get())
    points = []
    for index in range(pdfium_c.FPDFPath_CountSegments(obj)):
        segment = pdfium_c.FPDFPath_GetPathSegment(obj, index)
        x, y = ctypes.c_float(), ctypes.c_float()
        pdfium_c.FPDFPathSegment_GetPoint(segment, x, y)
        px, py = _apply(matrix, x.value, y.value)
        points.append((px / MM, (height - py) / MM))
    return tuple(points)


def _transform(bounds: Bounds, matrix) -> Bounds:
    left, bottom, right, top = bounds
    points = [_apply(matrix, x, y) for x in (left, right) for y in (bottom, top)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _clip_bounds(obj, to_page) -> Bounds | None:
    """Return the bounding box on the page of an object's clip path, or None when nothing clips it."""
    clip = pdfium_c.FPDFPageObj_GetClipPath(obj)
    if not clip:
        return None
    boxes = []
    for path in range(pdfium_c.FPDFClipPath_CountPaths(clip)):
        points = []
        for index in range(pdfium_c.FPDFClipPath_CountPathSegments(clip, path)):
            segment = pdfium_c.FPDFClipPath_GetPathSegment(clip, path, index)
            x, y = ctypes.c_float(), ctypes.c_float()
            pdfium_c.FPDFPathSegment_GetPoint(segment, x, y)
            points.append((x.value, y.value))
        if points:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            boxes.append(_transform((min(xs), min(ys), max(xs), max(ys)), to_page))
    # Several clip paths are all in force at once: what is visible lies inside every one of them.
    found = None
    for box in boxes:
        found = _intersect(found, box)
    return found


def _intersect(a: Bounds | None, b: Bounds | None) -> Bounds | None:
    """Return the overlap of two boxes, where None stands for no limit (no clip) and EMPTY for nothing."""
    if a is None:
        return b
    if b is None:
        return a
    left, bottom, right, top = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    return EMPTY if left > right or bottom > top else (left, bottom, right, top)
