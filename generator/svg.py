"""The SVG back end: renders a drawing with svgwrite, in millimetres, for editing in Inkscape.

The viewBox is the drawing's size in mm, so one user unit is one millimetre, as in the geometry. Texts keep
the line breaks the fitting chose (one <text> per line), name the font family the PDF embeds, and turn
kerning off so lines are exactly as wide as they were measured.
"""

from __future__ import annotations

import functools
import itertools
from pathlib import Path

import svgwrite

from generator import fontfiles
from generator.geometry import MM_PER_PT, Circle, Drawing, Group, Line, Place, Rect, Style, Text
from generator.geometry import Path as PathItem

ANCHORS = {"left": "start", "center": "middle", "right": "end"}


def svg_text(drawing: Drawing, css_class: str | None = None) -> str:
    """Return the SVG document of a drawing as text.

    With ``css_class`` the document carries that class instead of its own inline style, for a page
    whose Content-Security-Policy refuses inline styles: the page's stylesheet then turns kerning off.
    """
    document = svgwrite.Drawing(
        size=(f"{_num(drawing.width)}mm", f"{_num(drawing.height)}mm"),
        viewBox=f"0 0 {_num(drawing.width)} {_num(drawing.height)}",
        profile="full",
        debug=False,
    )
    if css_class:
        document.attribs["class"] = css_class
    else:
        document.attribs["style"] = "font-kerning:none"
    _Renderer(document).draw_items(drawing.items, document)
    return document.tostring()


def svg_layer(drawing: Drawing, name: str) -> str:
    """Return a drawing as one SVG group, its clip paths named after ``name``, to lay over a same-sized document.

    The live board lays a new layer of pieces for every version of a table, and most of its items are
    the same as in the version before: each item is written once (``_layer_item``) and its text reused.
    """
    defs: dict[str, str] = {}
    bodies = []
    for item in drawing.items:
        item_defs, body = _layer_item(item, name)
        defs.update(item_defs)
        bodies.append(body)
    return f'<g><defs>{"".join(defs.values())}</defs><g id="{name}">{"".join(bodies)}</g></g>'


@functools.lru_cache(maxsize=32768)
def _layer_item(item, prefix: str) -> tuple[tuple[tuple[str, str], ...], str]:
    """Return one item of a layer as SVG text, and its clip paths as (id, text) pairs.

    Its clip paths are named after their boxes, not numbered, so that an item's text is the same
    whichever layer it is in, and two items clipped to the same box share one definition.
    """
    document = svgwrite.Drawing(profile="full", debug=False)
    holder = document.g()
    _Renderer(document, prefix, clip_names=_box_name).draw_items((item,), holder)
    defs = tuple((element.get_id(), element.tostring()) for element in document.defs.elements)
    return defs, "".join(element.tostring() for element in holder.elements)


def _box_name(box) -> str:
    """Return a clip path's name made from its box (in hundredths of a millimetre)."""
    return "clip" + "_".join(str(round(value * 100)) for value in box)


def svg_with_layer(document_text: str, layer: str) -> str:
    """Return an SVG document with a layer (from ``svg_layer``) drawn last, on top."""
    end = document_text.rindex("</svg>")
    return document_text[:end] + layer + document_text[end:]


def write_svg(drawing: Drawing, target: str | Path) -> None:
    """Write a drawing to an SVG file."""
    Path(target).write_text('<?xml version="1.0" encoding="utf-8"?>\n' + svg_text(drawing), encoding="utf-8")


def _num(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def _paint(style: Style) -> dict:
    paint = {"fill": style.fill or "none"}
    if style.stroke:
        paint["stroke"] = style.stroke
        paint["stroke_width"] = _num(style.width)
        if style.dash:
            paint["stroke_dasharray"] = ",".join(_num(value) for value in style.dash)
    return paint


def _path_data(commands) -> str:
    return " ".join(command + " ".join(_num(value) for value in args) for command, *args in commands)


class _Renderer:
    """Adds primitives to one SVG document, numbering its clip paths."""

    def __init__(self, document: svgwrite.Drawing, prefix: str = "", clip_names=None):
        self.document = document
        self.prefix = prefix  # keeps clip path ids apart when layers are combined in one document
        numbers = itertools.count(1)
        # A clip path's name within the prefix: numbered in a document, or as clip_names(box) says.
        self.clip_name = clip_names or (lambda box: f"clip{next(numbers)}")

    def draw_items(self, items, parent) -> None:
        """Add primitives to a parent element."""
        for item in items:
            getattr(self, "_draw_" + type(item).__name__)(item, parent)

    def _clipped_group(self, box, parent, id: str | None = None):
        group = self.document.g(id=id) if id else self.document.g()
        if box:
            clip = self.document.defs.add(self.document.clipPath(id=f"{self.prefix}{self.clip_name(box)}"))
            clip.add(self.document.rect(insert=box[:2], size=box[2:]))
            group["clip-path"] = f"url(#{clip.get_id()})"
        parent.add(group)
        return group

    def _draw_Rect(self, item: Rect, parent) -> None:
        extra = {"rx": _num(item.radius), "ry": _num(item.radius)} if item.radius else {}
        if item.id:
            extra["id"] = item.id
        parent.add(
            self.document.rect(
                insert=(_num(item.x), _num(item.y)), size=(_num(item.w), _num(item.h)), **extra, **_paint(item.style)
            )
        )

    def _draw_Line(self, item: Line, parent) -> None:
        parent.add(
            self.document.line(
                start=(_num(item.x1), _num(item.y1)), end=(_num(item.x2), _num(item.y2)), **_paint(item.style)
            )
        )

    def _draw_Circle(self, item: Circle, parent) -> None:
        parent.add(self.document.circle(center=(_num(item.cx), _num(item.cy)), r=_num(item.r), **_paint(item.style)))

    def _draw_Path(self, item: PathItem, parent) -> None:
        parent.add(self.document.path(d=_path_data(item.commands), **_paint(item.style)))

    def _draw_Text(self, item: Text, parent) -> None:
        family, weight, style = fontfiles.css_font(item.font)
        group = self.document.g(
            font_family=family,
            font_size=_num(item.size * MM_PER_PT),
            font_weight=weight,
            font_style=style,
            fill=item.colour,
            text_anchor=ANCHORS[item.align],
        )
        x = _num(item.anchor_x())
        for line, baseline in zip(item.lines, item.baselines, strict=True):
            group.add(self.document.text(line, x=[x], y=[_num(baseline)]))
        parent.add(group)

    def _draw_Group(self, item: Group, parent) -> None:
        self.draw_items(item.items, self._clipped_group(item.clip, parent, item.id))

    def _draw_Place(self, item: Place, parent) -> None:
        outer = self._clipped_group(item.clip, parent) if item.clip else parent
        parts = [f"translate({_num(item.dx)},{_num(item.dy)})"]
        if item.scale != 1:
            parts.append(f"scale({_num(item.scale)})")
        if item.rotate:
            parts.append(f"rotate({_num(item.rotate)})")
        inner = self.document.g(transform=" ".join(parts))
        outer.add(inner)
        self.draw_items(item.drawing.items, inner)
