"""The kit's fonts: Source Sans Pro (SIL Open Font License), installed from PyPI with the project.

Each font is known by a role ("regular", "semibold", "bold", "italic"). The PDF back end embeds a subset
of each font it uses; text fitting measures with the same font files, so what fits here fits on paper.
"""

from __future__ import annotations

import functools
from pathlib import Path

import font_source_sans_pro
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from generator.geometry import MM_PER_PT

FAMILY = "Source Sans Pro"
FONT_DIR = Path(font_source_sans_pro.font_directory)
LICENSE_FILE = FONT_DIR / "LICENSE.txt"
# role -> (file, CSS weight, CSS style)
ROLES = {
    "regular": ("SourceSansPro-Regular.ttf", 400, "normal"),
    "semibold": ("SourceSansPro-Semibold.ttf", 600, "normal"),
    "bold": ("SourceSansPro-Bold.ttf", 700, "normal"),
    "italic": ("SourceSansPro-It.ttf", 400, "italic"),
}


class UnknownFontError(KeyError):
    """A drawing asked for a font role the kit does not ship."""


def font_file(role: str) -> Path:
    """Return the TTF file of a font role."""
    try:
        return FONT_DIR / ROLES[role][0]
    except KeyError:
        raise UnknownFontError(f"no font role {role!r}; roles are {', '.join(ROLES)}") from None


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


def css_font(role: str) -> tuple[str, int, str]:
    """Return (family, weight, style) of a role for SVG and CSS."""
    font_file(role)
    _, weight, style = ROLES[role]
    return FAMILY, weight, style
