"""The PDF back end: renders drawings (pages in mm) with reportlab, fonts embedded and subset.

Each page is drawn in a user space of millimetres with y pointing down, so primitives go through as they
are. A drawing placed more than once (a card back, a card face on a sheet and again in a proof) becomes
one PDF form drawn once per document and referenced wherever it is placed.
"""

from __future__ import annotations

import functools
import io
import math
import pathlib
import re
from collections.abc import Sequence

from reportlab import rl_config
from reportlab.pdfgen import canvas

from engine.i18n import SOURCE_LOCALE
from generator import fonts
from generator.cmyk import TEXT, Inks, Use
from generator.geometry import MM_PER_PT, Circle, Drawing, Group, Line, Path, Place, Rect, Style, Text
from generator.pdfx import mark_pdfx

PT = 1 / MM_PER_PT  # points per mm
# Binary (zlib only) streams: ASCII85 on top makes files a quarter bigger and costs time, and only helps
# channels that cannot carry 8-bit data, which no printer driver or print shop is.
rl_config.useA85 = 0
FORM_PREFIX = "D"
CREATOR = "pnpkit"


def language_tag(locale: str) -> str:
    """Return the BCP 47 tag of a locale, as a PDF's /Lang wants it: pt_BR becomes pt-BR."""
    return locale.replace("_", "-")


def write_pdf(
    pages: Sequence[Drawing],
    target: str | pathlib.Path | io.BytesIO,
    title: str,
    bleed: float = 0.0,
    *,
    subject: str = "",
    language: str = SOURCE_LOCALE,
    inks: Inks | None = None,
) -> None:
    """Write the pages to one PDF file; with ``bleed`` each page's trim box lies that far inside it.

    ``title`` and ``subject`` (already in the reader's language) and ``language`` (a locale such as ``pl``)
    go into the document's information and catalog, where viewers, screen readers and search find them.
    With ``inks`` (generator/cmyk.py) every colour is drawn in the press's CMYK and the file is PDF/X-1a.
    """
    # The initial font is ours too, so no page names an unembedded standard font.
    pdf = canvas.Canvas(
        target if isinstance(target, io.BytesIO) else str(target),
        pageCompression=1,
        invariant=1,
        initialFontName=fonts.pdf_font("regular"),
        initialFontSize=10,
        lang=language_tag(language),
    )
    pdf.setTitle(title)
    pdf.setSubject(subject)
    pdf.setCreator(CREATOR)
    pdf.setAuthor("")  # a kit has no one author to name; reportlab would say "anonymous"
    if inks is not None:
        mark_pdfx(pdf, inks)
    renderer = _Renderer(pdf, inks)
    for drawing in _placed_drawings(pages):
        renderer.define_form(drawing)
    for page in pages:
        pdf.setPageSize((page.width * PT, page.height * PT))
        if bleed:
            pdf.setTrimBox(_points_box(bleed, bleed, page.width - bleed, page.height - bleed))
            pdf.setBleedBox(_points_box(0, 0, page.width, page.height))
        pdf.saveState()
        pdf.transform(PT, 0, 0, -PT, 0, page.height * PT)
        renderer.draw_items(page.items)
        pdf.restoreState()
        pdf.showPage()
    pdf.save()


def form_name(drawing: Drawing, number: int) -> str:
    """Return the PDF name of a drawing's form: a number plus its name, kept to letters, digits and -."""
    return f"{FORM_PREFIX}{number}-{re.sub(r'[^A-Za-z0-9-]', '-', drawing.name)}"


def _points_box(x0: float, y0: float, x1: float, y1: float) -> list[float]:
    return [round(value * PT, 3) for value in (x0, y0, x1, y1)]


def _placed_drawings(pages: Sequence[Drawing]) -> list[Drawing]:
    """Every drawing placed on the pages, each once, the placed ones before those that place them."""
    seen: dict[int, Drawing] = {}

    def visit(items):
        for item in items:
            if isinstance(item, Group):
                visit(item.items)
            elif isinstance(item, Place) and id(item.drawing) not in seen:
                visit(item.drawing.items)
                seen[id(item.drawing)] = item.drawing

    for page in pages:
        visit(page.items)
    return list(seen.values())


@functools.lru_cache(maxsize=256)
def _rgb(colour: str) -> tuple[float, float, float]:
    return tuple(int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))


def _extent_area(commands) -> float:
    """Return the area (mm²) of the box round a path's points: enough to tell a solid from a small mark."""
    xs = [value for _, *args in commands for value in args[0::2]]
    ys = [value for _, *args in commands for value in args[1::2]]
    return (max(xs) - min(xs)) * (max(ys) - min(ys)) if xs else 0.0


class _Renderer:
    """Draws primitives on one reportlab canvas, remembering which drawings are forms."""

    def __init__(self, pdf: canvas.Canvas, inks: Inks | None = None):
        self.pdf = pdf
        self.inks = inks
        self.forms: dict[int, str] = {}

    def define_form(self, drawing: Drawing) -> None:
        """Draw a drawing once as a form, in points with y up as forms expect."""
        name = form_name(drawing, len(self.forms))
        pdf = self.pdf
        pdf.beginForm(name, 0, 0, drawing.width * PT, drawing.height * PT)
        pdf.transform(PT, 0, 0, -PT, 0, drawing.height * PT)
        self.draw_items(drawing.items)
        pdf.endForm()
        self.forms[id(drawing)] = name

    def draw_items(self, items) -> None:
        """Draw primitives in the current mm, y-down user space."""
        for item in items:
            getattr(self, "_draw_" + type(item).__name__)(item)

    def _fill(self, colour: str, use: Use) -> None:
        if self.inks is None:
            self.pdf.setFillColorRGB(*_rgb(colour))
        else:
            self.pdf.setFillColorCMYK(*self.inks.cmyk(colour, use))

    def _paint(self, style: Style, area: float = 0.0) -> tuple[int, int]:
        """Set a style's paint; ``area`` (mm²) is what a fill covers, which decides a solid's black."""
        pdf = self.pdf
        if style.fill:
            self._fill(style.fill, Use("fill", area))
        if style.stroke:
            if self.inks is None:
                pdf.setStrokeColorRGB(*_rgb(style.stroke))
            else:
                pdf.setStrokeColorCMYK(*self.inks.cmyk(style.stroke, Use("line", style.width)))
            pdf.setLineWidth(style.width)
            pdf.setDash(list(style.dash) if style.dash else [])
        return int(style.stroke is not None), int(style.fill is not None)

    def _draw_Rect(self, item: Rect) -> None:
        stroke, fill = self._paint(item.style, item.w * item.h)
        if item.radius:
            self.pdf.roundRect(item.x, item.y, item.w, item.h, item.radius, stroke=stroke, fill=fill)
        else:
            self.pdf.rect(item.x, item.y, item.w, item.h, stroke=stroke, fill=fill)

    def _draw_Line(self, item: Line) -> None:
        self._paint(item.style)
        self.pdf.line(item.x1, item.y1, item.x2, item.y2)

    def _draw_Circle(self, item: Circle) -> None:
        stroke, fill = self._paint(item.style, math.pi * item.r * item.r)
        self.pdf.circle(item.cx, item.cy, item.r, stroke=stroke, fill=fill)

    def _draw_Path(self, item: Path) -> None:
        stroke, fill = self._paint(item.style, _extent_area(item.commands))
        path = self.pdf.beginPath()
        for command, *args in item.commands:
            if command == "M":
                path.moveTo(*args)
            elif command == "L":
                path.lineTo(*args)
            elif command == "C":
                path.curveTo(*args)
            else:
                path.close()
        self.pdf.drawPath(path, stroke=stroke, fill=fill)

    def _draw_Text(self, item: Text) -> None:
        pdf = self.pdf
        font = fonts.pdf_font(item.font)
        size = item.size * MM_PER_PT
        self._fill(item.colour, TEXT)
        anchor = item.anchor_x()
        text = pdf.beginText()
        text.setFont(font, size)
        for line, baseline in zip(item.lines, item.baselines, strict=True):
            if item.align == "left":
                x = anchor
            else:
                width = fonts.text_width(line, item.font, item.size)
                x = anchor - (width / 2 if item.align == "center" else width)
            # The text matrix flips y back so glyphs stand upright in the y-down page space.
            text.setTextTransform(1, 0, 0, -1, x, baseline)
            text.textOut(line)
        pdf.drawText(text)

    def _clip(self, box) -> None:
        path = self.pdf.beginPath()
        path.rect(*box)
        self.pdf.clipPath(path, stroke=0, fill=0)

    def _draw_Group(self, item: Group) -> None:
        pdf = self.pdf
        pdf.saveState()
        if item.clip:
            self._clip(item.clip)
        self.draw_items(item.items)
        pdf.restoreState()

    def _draw_Place(self, item: Place) -> None:
        pdf = self.pdf
        pdf.saveState()
        if item.clip:
            self._clip(item.clip)
        pdf.translate(item.dx, item.dy)
        if item.scale != 1:
            pdf.scale(item.scale, item.scale)
        if item.rotate:
            pdf.rotate(item.rotate)
        form = self.forms.get(id(item.drawing))
        if form is None:
            self.draw_items(item.drawing.items)
        else:
            # Forms live in points with y up: undo the page's mm, y-down space for the form's origin.
            pdf.translate(0, item.drawing.height)
            pdf.scale(MM_PER_PT, -MM_PER_PT)
            pdf.doForm(form)
        pdf.restoreState()
