"""The small printed mark of a reconstructed component: a hollow lozenge with a dot, drawn as paths.

Every component whose facts are reconstructed (not in the designer's rulebook) carries it, and the
booklet's sources page explains it. The mark is a group with the id ``reconstructed``, so tests and the
SVG can find it.
"""

from __future__ import annotations

from generator.geometry import Circle, Group, Style, polygon

MARK_ID = "reconstructed"


def reconstructed_mark(cx: float, cy: float, size: float, colour: str) -> Group:
    """Return the mark centred on (cx, cy), ``size`` mm tall."""
    half = size / 2
    outline = polygon(
        [(cx, cy - half), (cx + half * 0.72, cy), (cx, cy + half), (cx - half * 0.72, cy)],
        Style(stroke=colour, width=max(0.15, size * 0.08)),
    )
    return Group((outline, Circle(cx, cy, size * 0.12, Style(fill=colour))), id=MARK_ID)


def is_marked(items) -> bool:
    """Say whether a drawing's items (searched through groups and placed drawings) hold the mark."""
    for item in items:
        if getattr(item, "id", None) == MARK_ID:
            return True
        inner = getattr(item, "items", None) or getattr(getattr(item, "drawing", None), "items", None)
        if inner and is_marked(inner):
            return True
    return False


def mark_card(sketch, colour: str, framed: bool = False) -> None:
    """Put the mark in a poker card face's lower-left corner, inside the safe area (the index is lower right),
    and on a ``framed`` card inside its frame, clear of the frame's line."""
    from generator.cardface import BLEED, FRAME_INSET, SAFE, TRIM_HEIGHT

    inset = FRAME_INSET + 2.5 if framed else SAFE + 2.2
    sketch.add(reconstructed_mark(BLEED + inset, BLEED + TRIM_HEIGHT - inset - 0.4, 3.0, colour))


def is_reconstructed(item) -> bool:
    """Say whether an item of the rules data (a ``Sourced`` block) is marked reconstructed."""
    return getattr(item, "source", None) == "reconstructed"
