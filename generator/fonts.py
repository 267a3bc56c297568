"""The kit's fonts measured and embedded: reportlab's metrics of the font files (generator/fontfiles.py).

The PDF back end embeds a subset of each font it uses; text fitting measures with the same font files,
so what fits here fits on paper. A font is named by role ("bold", in the typeface being drawn) or by
typeface and role ("garamond/bold"); each function reads it as the latter, so its caches never mix faces.
"""

from __future__ import annotations

import functools
import hashlib
import string
from contextlib import contextmanager

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont as FontFile
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from generator.fontfiles import font_file, line_metrics, qualified
from generator.geometry import MM_PER_PT


def subset_tag(font_name: str, codes) -> str:
    """Return the six capital letters that tag a font subset, drawn from the font's name and the subset's glyphs.

    A PDF names each embedded subset TAG+FontName; two files whose subsets of one font differ must not share a
    tag, or a tool merging them takes one subset for the other and drops glyphs. The same subset gets the same
    tag, so a file is the same byte for byte each time it is built.
    """
    digest = hashlib.sha256(font_name.encode() + b"\0" + ",".join(map(str, codes)).encode()).digest()
    return "".join(string.ascii_uppercase[byte % 26] for byte in digest[:6])


class _TaggedFont(TTFont):
    """A TrueType font whose embedded subsets are tagged by their content (reportlab tags them all AAAAAA+)."""

    def addObjects(self, doc):  # reportlab calls it so
        subsets = list(self.state[doc].subsets) if doc in self.state else []
        with _subset_names(lambda n: subset_tag(self.face.name.decode("latin-1"), subsets[n]).encode()):
            super().addObjects(doc)


@contextmanager
def _subset_names(name_of):
    """Let reportlab name the subsets it is embedding by ``name_of(n)`` (its own function numbers them)."""
    numbered = ttfonts.SUBSETN
    ttfonts.SUBSETN = name_of
    try:
        yield
    finally:
        ttfonts.SUBSETN = numbered


def pdf_font(font: str) -> str:
    """Register a font's TTF with reportlab once per process and return its PDF font name."""
    return _pdf_name(qualified(font))


@functools.cache
def _pdf_name(font: str) -> str:
    return _registered(font_file(font))


@functools.cache
def _registered(path) -> str:
    """Register a TTF once, by its file: two roles of one file (a face without a semibold) are one PDF font."""
    name = path.stem
    pdfmetrics.registerFont(_TaggedFont(name, str(path)))
    return name


def text_width(text: str, font: str, size: float) -> float:
    """Return the advance width of a one-line text in mm at ``size`` points."""
    return pdfmetrics.stringWidth(text, pdf_font(font), size) * MM_PER_PT


def vertical_metrics(font: str) -> tuple[float, float]:
    """Return (ascent, descent) as fractions of the font size; descent is positive, below the baseline."""
    return _vertical_metrics(qualified(font))


@functools.cache
def _vertical_metrics(font: str) -> tuple[float, float]:
    own = line_metrics(font)
    if own is not None:
        return own
    face = pdfmetrics.getFont(pdf_font(font)).face
    return face.ascent / 1000, -face.descent / 1000


def ink_extent(text: str, font: str, size: float) -> tuple[float, float, float, float] | None:
    """Return the ink of a one-line text as (left, rise, right, drop) in mm, or None for a text with no ink.

    Left and right are from the text's start; rise is how far the ink reaches above the baseline, drop how far
    below it (accents and descenders included), measured on the glyphs' outlines as the text is set: each
    glyph after the advance widths of the ones before it, with no kerning (as reportlab sets it).
    """
    scale = size * MM_PER_PT / 1000
    font = qualified(font)
    advance, glyphs = 0.0, []
    for char in text:
        bounds = _glyph_bounds(font, char)
        if bounds is not None:
            x0, y0, x1, y1 = bounds
            glyphs.append((advance + x0 * scale, y1 * scale, advance + x1 * scale, -y0 * scale))
        advance += text_width(char, font, size)
    if not glyphs:
        return None
    lefts, rises, rights, drops = zip(*glyphs, strict=True)
    return min(lefts), max(rises), max(rights), max(drops)


@functools.cache
def _font_file(font: str) -> FontFile:
    return FontFile(str(font_file(font)))


@functools.cache
def _glyph_bounds(font: str, char: str) -> tuple[float, float, float, float] | None:
    """Return a character's outline bounds in thousandths of an em, None for a blank or missing glyph."""
    font = _font_file(font)
    name = font.getBestCmap().get(ord(char))
    if name is None:
        return None
    glyphs = font.getGlyphSet()
    pen = BoundsPen(glyphs)
    glyphs[name].draw(pen)
    scale = 1000 / font["head"].unitsPerEm
    return None if pen.bounds is None else tuple(value * scale for value in pen.bounds)


def missing_glyphs(text: str, font: str) -> set[str]:
    """Return the characters of ``text`` the font has no glyph for (spaces and line breaks aside)."""
    widths = _char_widths(qualified(font))
    return {char for char in text if char not in "\n" and ord(char) not in widths}


@functools.cache
def _char_widths(font: str) -> dict:
    return pdfmetrics.getFont(pdf_font(font)).face.charWidths
