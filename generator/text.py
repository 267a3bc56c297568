"""Fitting text into boxes: break into lines, shrink down to a minimum size, report what cannot fit.

Widths come from the metrics of the font that draws the text (``generator.fonts``), so a text that fits
here fits on paper. A text that does not fit even at its minimum size is still laid out (at that size)
and an ``Overflow`` names it, so a build can report every overflowing text of every component at once.
"""

from __future__ import annotations

from generator import fonts
from generator.geometry import MM_PER_PT, Box, Overflow, Text

SIZE_STEP = 0.25  # pt; how finely a text shrinks
SMALLEST_SIZE = 5.5  # pt; below this print stops being readable at arm's length


def fit_text(
    component: str,
    text: str,
    box: Box,
    role: str = "regular",
    size: float = 9.0,
    *,
    min_size: float | None = None,
    align: str = "left",
    valign: str = "top",
    colour: str = "#000000",
    leading: float = 1.15,
    wrap: bool = True,
) -> tuple[Text, Overflow | None]:
    """Lay ``text`` out in ``box`` at the largest size from ``size`` down to ``min_size`` at which it fits."""
    floor = min(size, SMALLEST_SIZE) if min_size is None else min_size
    paragraphs = [paragraph.split() for paragraph in text.split("\n")]
    unit = _unit_widths(paragraphs, role)
    ascent, descent = fonts.vertical_metrics(role)
    _, y, w, h = box
    current = size
    while True:
        lines = _break_lines(paragraphs, unit, w / current, wrap)
        needed = _block_height(len(lines or [""]), current, leading, ascent, descent)
        if lines is not None and needed <= h + 1e-9:
            overflow = None
            break
        if current - SIZE_STEP < floor - 1e-9:
            lines = lines or [" ".join(words) for words in paragraphs]
            widest = max(fonts.text_width(line, role, current) for line in lines)
            overflow = Overflow(
                component,
                text,
                f"needs {widest:.1f} x {needed:.1f} mm at {current:g} pt, the box is {w:.1f} x {h:.1f} mm",
            )
            break
        current -= SIZE_STEP
    missing = fonts.missing_glyphs(text, role)
    if missing and overflow is None:
        overflow = Overflow(component, text, f"the font has no glyph for {''.join(sorted(missing))!r}")
    top = y + {"top": 0.0, "middle": (h - needed) / 2, "bottom": h - needed}[valign]
    line_step = current * leading * MM_PER_PT
    first = top + ascent * current * MM_PER_PT
    baselines = tuple(first + index * line_step for index in range(len(lines)))
    return Text(text, box, tuple(lines), baselines, role, current, colour, align), overflow


def _block_height(count: int, size: float, leading: float, ascent: float, descent: float) -> float:
    """Height in mm of ``count`` lines: the steps between baselines plus one line's ascent and descent."""
    return ((count - 1) * leading + ascent + descent) * size * MM_PER_PT


def _unit_widths(paragraphs, role: str) -> dict[str, float]:
    """Widths in mm of every word and of a space at 1 pt (widths scale linearly with size; no kerning)."""
    words = {word for paragraph in paragraphs for word in paragraph} | {" "}
    return {word: fonts.text_width(word, role, 1.0) for word in words}


def _break_lines(paragraphs, unit: dict[str, float], width: float, wrap: bool) -> list[str] | None:
    """Greedy line breaking at a width in mm per pt of size; None when a word alone is too wide."""
    lines = []
    space = unit[" "]
    for words in paragraphs:
        if not wrap:
            line_width = sum(unit[word] for word in words) + space * max(len(words) - 1, 0)
            if line_width > width + 1e-9:
                return None
            lines.append(" ".join(words))
            continue
        current, current_width = [], 0.0
        for word in words:
            word_width = unit[word]
            if word_width > width + 1e-9:
                return None
            extra = word_width + (space if current else 0.0)
            if current and current_width + extra > width + 1e-9:
                lines.append(" ".join(current))
                current, current_width = [word], word_width
            else:
                current.append(word)
                current_width += extra
        lines.append(" ".join(current))
    return lines


def text_bottom(text: Text) -> float:
    """Return the y of the lowest point a fitted text's glyphs can reach (its last line's descent)."""
    _, descent = fonts.vertical_metrics(text.font)
    return text.baselines[-1] + descent * text.size * MM_PER_PT
