"""Fitting text into boxes: break into lines, shrink down to a minimum size, report what cannot fit.

Widths come from the metrics of the font that draws the text (``generator.fonts``), so a text that fits
here fits on paper. A text that does not fit even at its minimum size is still laid out (at that size)
and an ``Overflow`` names it, so a build can report every overflowing text of every component at once.
"""

from __future__ import annotations

import re

from generator import fontfiles, fonts
from generator.geometry import MM_PER_PT, Box, Overflow, Text

SIZE_STEP = 0.25  # pt; how finely a text shrinks
SMALLEST_SIZE = 5.5  # pt; below this print stops being readable at arm's length
LEGIBLE_SIZE = 6.0  # pt; the smallest type any printed component may carry (the kit preflight checks it)


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
    last_resort: float | None = None,
) -> tuple[Text, Overflow | None]:
    """Lay ``text`` out in ``box`` at the largest size from ``size`` down to ``min_size`` at which it fits.

    A text that fits no way at ``min_size``, even broken at its hyphens, shrinks on down to ``last_resort`` (when
    given) before it overflows: the floor a design keeps for its own words bends for a word too long to break.
    A text given a ``last_resort`` that its period face cannot fit even then is set in the fallback face (the
    sans, narrower than Caslon) when that fits it: a word of the pseudo-locale too long for a marker, rather than
    an overflow. Without one an overflow stays an overflow: a booklet's flow moves such a paragraph on.
    """
    options = dict(min_size=min_size, align=align, valign=valign, colour=colour, leading=leading, wrap=wrap)
    font = face_for(text.replace(SOFT_HYPHEN, ""), role)
    fitted, overflow = _fit(component, text, box, font, size, last_resort=last_resort, **options)
    fallback = fontfiles.in_typeface(font, fontfiles.FALLBACK)
    if overflow is not None and last_resort is not None and fallback != font:
        rescued = _fit(component, text, box, fallback, size, last_resort=last_resort, **options)
        if rescued[1] is None:
            return rescued
    return fitted, overflow


def _fit(
    component: str,
    text: str,
    box: Box,
    role: str,
    size: float,
    *,
    min_size: float | None,
    align: str,
    valign: str,
    colour: str,
    leading: float,
    wrap: bool,
    last_resort: float | None,
) -> tuple[Text, Overflow | None]:
    floor = min(size, SMALLEST_SIZE) if min_size is None else min_size
    # Lines break at plain spaces only: a no-break space (French puts one before a colon) holds its words together.
    # A soft hyphen (a translation's hint where a long word may break) shows as a hyphen only where it does.
    paragraphs = [[word for word in paragraph.split(" ") if word] for paragraph in text.split("\n")]
    unit = _unit_widths(paragraphs, role)
    ascent, descent = fonts.vertical_metrics(role)
    leading *= fontfiles.leading_scale(role)
    _, y, w, h = box

    def largest_fit(hyphens: bool, floor: float) -> tuple[float, list[str] | None, float, bool]:
        current = size
        while True:
            lines = _break_lines(paragraphs, unit, w / current, wrap, hyphens)
            needed = _block_height(len(lines or [""]), current, leading, ascent, descent)
            if lines is not None and needed <= h + 1e-9:
                return current, lines, needed, True
            if current - SIZE_STEP < floor - 1e-9:
                return current, lines, needed, False
            current -= SIZE_STEP

    # A text shrinks before it breaks a word at a hyphen; only what fits no other way is broken there.
    current, lines, needed, fits = largest_fit(False, floor)
    # Only what fits at the floor no way at all shrinks on to the last resort.
    for hyphens, lowest in ((True, floor), (True, last_resort)) if wrap else ((False, last_resort),):
        if fits or lowest is None:
            break
        attempt = largest_fit(hyphens, lowest)
        if attempt[3]:
            current, lines, needed, fits = attempt
    overflow = None
    if not fits:
        lines = lines or [" ".join(words) for words in paragraphs]
        widest = max(fonts.text_width(line, role, current) for line in lines)
        overflow = Overflow(
            component,
            text,
            f"needs {widest:.1f} x {needed:.1f} mm at {current:g} pt, the box is {w:.1f} x {h:.1f} mm",
        )
    lines = [_shown(line) for line in lines]
    missing = fonts.missing_glyphs(text.replace(SOFT_HYPHEN, ""), role)
    if missing and overflow is None:
        overflow = Overflow(component, text, f"the font has no glyph for {''.join(sorted(missing))!r}")
    top = y + {"top": 0.0, "middle": (h - needed) / 2, "bottom": h - needed}[valign]
    line_step = current * leading * MM_PER_PT
    first = top + ascent * current * MM_PER_PT
    baselines = tuple(first + index * line_step for index in range(len(lines)))
    return Text(text, box, tuple(lines), baselines, role, current, colour, align), overflow


def face_for(text: str, role: str) -> str:
    """Return the font (typeface/role) a text is set in: the role in the current typeface, or in the fallback
    face (the sans) when the typeface lacks one of the text's characters and the fallback has them all."""
    font = fontfiles.qualified(role)
    if fonts.missing_glyphs(text, font):
        fallback = fontfiles.in_typeface(font, fontfiles.FALLBACK)
        if not fonts.missing_glyphs(text, fallback):
            return fallback
    return font


def _block_height(count: int, size: float, leading: float, ascent: float, descent: float) -> float:
    """Height in mm of ``count`` lines: the steps between baselines plus one line's ascent and descent."""
    return ((count - 1) * leading + ascent + descent) * size * MM_PER_PT


def _unit_widths(paragraphs, role: str) -> dict[str, float]:
    """Widths in mm of every word, every piece of a hyphenated word and a space at 1 pt (no kerning); a piece
    ending in a soft hyphen is measured with the hyphen it shows at a line's end."""
    words = {word for paragraph in paragraphs for word in paragraph}
    pieces = {piece for word in words for piece in _pieces(word)}
    return {piece: fonts.text_width(_shown(piece), role, 1.0) for piece in words | pieces | {" "}}


def _pieces(word: str) -> list[str]:
    """Split a word after each hyphen or soft hyphen inside it, where a line may break ("Scoutmaster-", "General")."""
    return HYPHEN_BREAK.findall(word)


SOFT_HYPHEN = "\u00ad"
HYPHEN_BREAK = re.compile(r"[^-\u00ad]+(?:-+|\u00ad)(?=[^-\u00ad])|.+")


def _shown(line: str) -> str:
    """Return a line as printed: a soft hyphen that ends it shows as a hyphen, any other is left out."""
    if line.endswith(SOFT_HYPHEN):
        line = line[:-1] + "-"
    return line.replace(SOFT_HYPHEN, "")


def _break_lines(paragraphs, unit: dict[str, float], width: float, wrap: bool, hyphens: bool) -> list[str] | None:
    """Greedy line breaking at a width in mm per pt of size; None when a word alone is too wide.

    With ``hyphens``, a word too wide for a line also breaks after a hyphen inside it (a hyphenated
    title, a long compound of German).
    """
    lines = []
    space = unit[" "]
    for words in paragraphs:
        if not wrap:
            line_width = sum(unit[word] for word in words) + space * max(len(words) - 1, 0)
            if line_width > width + 1e-9:
                return None
            lines.append(" ".join(words))
            continue
        current, current_width = "", 0.0
        for word in words:
            pieces = [word] if not hyphens or unit[word] <= width + 1e-9 else _pieces(word)
            for index, piece in enumerate(pieces):
                piece_width = unit[piece]
                if piece_width > width + 1e-9:
                    return None
                gap = " " if current and index == 0 else ""
                extra = piece_width + (space if gap else 0.0)
                if current and current_width + extra > width + 1e-9:
                    lines.append(current)
                    current, current_width = piece, piece_width
                else:
                    current += gap + piece
                    current_width += extra
        lines.append(current)
    return lines


def text_bottom(text: Text) -> float:
    """Return the y of the lowest point a fitted text's glyphs can reach (its last line's descent)."""
    _, descent = fonts.vertical_metrics(text.font)
    return text.baselines[-1] + descent * text.size * MM_PER_PT


def text_top(text: Text) -> float:
    """Return the y of the highest point a fitted text's glyphs can reach (its first line's ascent)."""
    ascent, _ = fonts.vertical_metrics(text.font)
    return text.baselines[0] - ascent * text.size * MM_PER_PT


def centred_ink_height(text: Text) -> float:
    """Return the height of a box that holds a fitted text's ink when its lines are centred in it (valign middle):
    its lines' height, plus twice the most its ink reaches beyond them (a capital's accent, a long descender)."""
    top, bottom = text_top(text), text_bottom(text)
    beyond = 0.0
    for line, baseline in zip(text.lines, text.baselines, strict=True):
        ink = fonts.ink_extent(line, text.font, text.size)
        if ink is not None:
            beyond = max(beyond, top - (baseline - ink[1]), baseline + ink[3] - bottom)
    return bottom - top + 2 * beyond
