"""The kit's fonts measured and embedded: reportlab's metrics of the font files (generator/fontfiles.py).

The PDF back end embeds a subset of each font it uses; text fitting measures with the same font files,
so what fits here fits on paper.
"""

from __future__ import annotations

import functools

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from generator.fontfiles import font_file
from generator.geometry import MM_PER_PT


@functools.cache
def pdf_font(role: str) -> str:
    """Register a role's TTF with reportlab once per process and return its PDF font name."""
    path = font_file(role)
    name = path.stem
    pdfmetrics.registerFont(TTFont(name, str(path)))
    return name


def text_width(text: str, role: str, size: float) -> float:
    """Return the advance width of a one-line text in mm at ``size`` points."""
    return pdfmetrics.stringWidth(text, pdf_font(role), size) * MM_PER_PT


@functools.cache
def vertical_metrics(role: str) -> tuple[float, float]:
    """Return (ascent, descent) as fractions of the font size; descent is positive, below the baseline."""
    face = pdfmetrics.getFont(pdf_font(role)).face
    return face.ascent / 1000, -face.descent / 1000


def missing_glyphs(text: str, role: str) -> set[str]:
    """Return the characters of ``text`` the font has no glyph for (spaces and line breaks aside)."""
    widths = _char_widths(role)
    return {char for char in text if char not in "\n" and ord(char) not in widths}


@functools.cache
def _char_widths(role: str) -> dict:
    return pdfmetrics.getFont(pdf_font(role)).face.charWidths
