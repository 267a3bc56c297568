"""Reading back where every drawn object of a PDF lands: texts, paths, images, inside forms too, clips applied.

pdfium parses each page into objects (text, path, image, shading, form). A form's children have their bounds
in the form's own space, so they are carried out to the page through every enclosing form's matrix; each
object's clip path (in its container's space) cuts what of it is visible. An object clipped away entirely is
not drawn and is not reported. Bounds are pdfium's: a text's glyph boxes, a path with its stroke's width.
"""

from __future__ import annotations

import ctypes
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pypdfium2
import pypdfium2.raw as pdfium_c
from pypdf import PdfReader

from generator.preflight.placements import MM, _apply, _compose

KINDS = {
    pdfium_c.FPDF_PAGEOBJ_TEXT: "text",
    pdfium_c.FPDF_PAGEOBJ_PATH: "path",
    pdfium_c.FPDF_PAGEOBJ_IMAGE: "image",
    pdfium_c.FPDF_PAGEOBJ_SHADING: "shading",
    pdfium_c.FPDF_PAGEOBJ_FORM: "form",
}
IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Bounds = tuple[float, float, float, float]  # left, bottom, right, top in points, y up (PDF page space)
MAX_POINTS = 200  # points read of a path's outline at most (see _path_points)
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
    size: float = 0.0  # a text's font size in points as printed (every enclosing scale applied)
    fill: str | None = None  # "#rrggbb" of a text's glyphs or a filled path's paint, None when not filled
    stroked: bool = False  # a path drawn with a stroke
    forms: tuple[str, ...] = ()  # the drawings (forms) it lies in, outermost first, e.g. ("card-AH", "index-AH")
    scale: float = 1.0  # how much the enclosing forms shrink (<1) or enlarge what they place
    order: int = 0  # its place in the page's painting order: later objects lie over earlier ones
    turned: bool = False  # a text that runs up or down the page rather than across it
    frame: tuple[float, float, float, float] | None = None  # the outermost form's own box on the page, in mm
    whole: tuple[float, float, float, float] | None = None  # its box before a clip cut part of it away; None: uncut

    @property
    def component(self) -> str:
        """Return the drawing it belongs to, the outermost form (e.g. "card-AH"), or "page" when in none."""
        return self.forms[0] if self.forms else "page"

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


def drawn_objects(path, most_points: int | None = MAX_POINTS) -> Iterator[Drawn]:
    """Yield every visible drawn object of every page of a PDF (forms resolved into what they draw).

    ``most_points``: a path's outline is read at about this many points (None: every point, for a check of
    what a line crosses, where a thinned coast would cross what the real one misses).
    """
    names = FormNames(path)
    document = pypdfium2.PdfDocument(str(path))
    try:
        for index, page in enumerate(document):
            textpage = page.get_textpage()
            yield from _walk(page, textpage, index + 1, page.get_height(), names.page(index), most_points)
    finally:
        document.close()


class FormNames:
    """The names of the forms each content stream places, in the order it places them (read with pypdf).

    pdfium walks a page's objects in painting order but does not say which form a form object draws; the
    drawing's name (card-AH, board, booklet-page-3) is the form's name in the PDF, so the n-th form object
    pdfium finds in a stream is the n-th ``Do`` of that stream.
    """

    DO = re.compile(rb"/([^\s/\[\]()<>{}%]+)\s+Do\b")

    def __init__(self, path):
        self.reader = PdfReader(str(path))

    def page(self, index: int) -> _Stream:
        """Return the page's content stream as a node whose children are the forms it places."""
        page = self.reader.pages[index]
        contents = page.get_contents()  # a stream is a dictionary: an empty one is falsy, so test for None
        return _Stream(self, contents.get_data() if contents is not None else b"", page.get("/Resources"))

    def children(self, data: bytes, resources) -> list[tuple[str, _Stream | None]]:
        """Return each placed form of a stream: its drawing's name and its own stream."""
        xobjects = (resources.get_object() if resources is not None else {}).get("/XObject", {})
        found = []
        for match in self.DO.finditer(data):
            name = match.group(1).decode("latin-1")
            xobject = xobjects.get("/" + name)
            form = xobject.get_object() if xobject is not None else None
            # Images are placed by Do too, but pdfium reports them as images, not forms.
            if form is None or form.get("/Subtype") != "/Form":
                continue
            stream = _Stream(self, form.get_data(), form.get("/Resources"))
            stream.bbox = tuple(float(value) for value in form.get("/BBox", (0, 0, 0, 0)))
            found.append((drawing_name(name), stream))
        return found


class _Stream:
    def __init__(self, names: FormNames, data: bytes, resources):
        self.names, self.data, self.resources, self._children = names, data, resources, None
        self.bbox: tuple[float, ...] | None = None  # a form's own box, in its space

    def child(self, number: int) -> tuple[str, _Stream | None]:
        if self._children is None:
            self._children = self.names.children(self.data, self.resources)
        return self._children[number] if number < len(self._children) else ("form", None)


def drawing_name(form: str) -> str:
    """Return a drawing's name from its form's name in a PDF written by generator.pdf: D3-card-AH is card-AH."""
    return re.sub(r"^(FormXob\.)?D\d+-", "", form)


def _walk(page, textpage, number: int, height: float, content: _Stream, most_points: int | None) -> Iterator[Drawn]:
    # get_objects walks depth first and gives each object's nesting level, so a stack of the enclosing forms'
    # (matrix to the page, visible clip on the page, names, stream, forms met so far) carries every child out.
    stack: list[list] = [[IDENTITY, None, (), content, 0, None]]
    for order, obj in enumerate(page.get_objects(textpage=textpage)):
        del stack[obj.level + 1 :]
        to_page, clip, forms, stream, _, frame = stack[obj.level]
        clip = _intersect(clip, _clip_bounds(obj, to_page))
        if obj.type == pdfium_c.FPDF_PAGEOBJ_FORM:
            name, inner = stream.child(stack[obj.level][4]) if stream is not None else ("form", None)
            stack[obj.level][4] += 1
            matrix = _compose(to_page, obj.get_matrix().get())
            if frame is None and inner is not None and inner.bbox:
                left, bottom, right, top = _transform(inner.bbox, matrix)
                frame = (left / MM, (height - top) / MM, (right - left) / MM, (top - bottom) / MM)
            stack.append([matrix, clip, (*forms, name), inner, 0, frame])
            continue
        visible = _intersect(clip, _transform(obj.get_bounds(), to_page))
        if visible is None or visible == EMPTY:
            continue
        bounds = _transform(obj.get_bounds(), to_page)
        box, whole = _mm_box(visible, height), (_mm_box(bounds, height) if visible != bounds else None)
        kind = KINDS.get(obj.type, "object")
        scale = _scale(to_page)
        text, size, fill, stroked, points, turned = "", 0.0, None, False, (), False
        if kind == "text":
            # pdfium ends some texts with a space it guesses from the gap to the next; it is not drawn.
            text = obj.extract().strip()
            matrix = _compose(to_page, obj.get_matrix().get())
            size = _font_size(obj) * _scale(matrix)
            turned = abs(matrix[1]) > abs(matrix[0])
            fill = _colour(pdfium_c.FPDFPageObj_GetFillColor, obj)
        elif kind == "path":
            points = _path_points(obj, to_page, height, most_points)
            fill_mode, stroke = ctypes.c_int(), ctypes.c_int()
            pdfium_c.FPDFPath_GetDrawMode(obj, fill_mode, stroke)
            fill = _colour(pdfium_c.FPDFPageObj_GetFillColor, obj) if fill_mode.value else None
            stroked = bool(stroke.value)
        yield Drawn(
            number, kind, text, box, obj.level, points, size, fill, stroked, forms, scale, order, turned, frame, whole
        )


def _mm_box(bounds: Bounds, height: float) -> tuple[float, float, float, float]:
    """Return PDF bounds (points, y up) as a box in mm from the page's top-left."""
    left, bottom, right, top = bounds
    return left / MM, (height - top) / MM, (right - left) / MM, (top - bottom) / MM


def _scale(matrix) -> float:
    """Return the linear scale of a matrix (its area factor's square root), turns and flips aside."""
    return math.sqrt(abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]))


def _font_size(obj) -> float:
    size = ctypes.c_float()
    pdfium_c.FPDFTextObj_GetFontSize(obj, size)
    return size.value


def _colour(getter, obj) -> str | None:
    """Return an object's fill (or stroke) colour as "#rrggbb", None when fully transparent."""
    r, g, b, a = (ctypes.c_uint() for _ in range(4))
    if not getter(obj, r, g, b, a) or a.value == 0:
        return None
    return f"#{r.value:02x}{g.value:02x}{b.value:02x}"


def _path_points(obj, to_page, height: float, most_points: int | None) -> tuple[tuple[float, float], ...]:
    """Return the points of a path object (its segments' ends and control points) on the page, in mm.

    A long path (a coastline) is thinned to about MAX_POINTS points, every n-th kept: reading every point
    of every map costs more than all the rest, and the outline stays close enough to tell inside from out.
    """
    a, b, c, d, e, f = _compose(to_page, obj.get_matrix().get())
    count = pdfium_c.FPDFPath_CountSegments(obj)
    x, y = ctypes.c_float(), ctypes.c_float()
    points = []
    for index in range(0, count, max(1, count // most_points) if most_points else 1):
        pdfium_c.FPDFPathSegment_GetPoint(pdfium_c.FPDFPath_GetPathSegment(obj, index), x, y)
        px, py = x.value, y.value
        points.append(((a * px + c * py + e) / MM, (height - (b * px + d * py + f)) / MM))
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
