"""Tiny sheets for the preflight's own tests: a few primitives written to a PDF (reportlab, through generator.pdf)
and read back as the preflight reads a kit's."""

from __future__ import annotations

from pathlib import Path

from generator.geometry import Drawing, Text
from generator.pdf import write_pdf
from generator.preflight.sheets import Sheet, read_sheet

A4 = (210.0, 297.0)


def text(words: str, x: float, y: float, size: float = 10.0, colour: str = "#000000") -> Text:
    """A one-line text whose baseline is at y, left-aligned at x."""
    return Text(words, (x, y - size * 0.35, 80, size * 0.4), (words,), (y,), "regular", size, colour)


def sheet(tmp_path: Path, name: str, *pages, size=A4) -> Sheet:
    """Write pages (each a tuple of items) as the kit file ``name`` (e.g. a4/markers.pdf) and read it back."""
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    write_pdf([Drawing("page", *size, tuple(items)) for items in pages], path, "test")
    return read_sheet(path, tmp_path)
