"""The overlaps that are designed: where one printed element is meant to lie over another, by component kind.

A drawing's kind is its name up to the first hyphen (card-AH is a card, rook-royalists a rook). Each entry
names the kind of drawing that may lie over another kind, and why; the overlap rule
(generator.preflight.overlap) lets exactly these pass.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.preflight.ink import Drawn


@dataclass(frozen=True)
class Overlay:
    """A designed overlay: an element of a drawing of kind ``upper`` lying over one of a drawing of kind ``lower``."""

    upper: str  # the kind of the drawing the upper element is drawn in (its innermost form)
    lower: str  # the kind of the drawing the lower element is drawn in
    why: str


# A set-up drawing shows the pieces standing on the board, as they do at the table: a piece hides what it
# stands on. Nothing else is meant to lie over anything.
PIECES = ("knight", "rook", "queen", "king", "leader", "asset", "army", "status", "marker", "tile")
DESIGNED: tuple[Overlay, ...] = tuple(
    Overlay(piece, board, "a piece stands on its space in a set-up drawing")
    for piece in PIECES
    for board in ("board", "map", "tracks")
)


def drawing_kind(item: Drawn) -> str:
    """Return the kind of the drawing an object is drawn in: its innermost form's name up to the first hyphen."""
    return item.forms[-1].split("-")[0] if item.forms else "page"


def is_designed(upper: Drawn, lower: Drawn) -> bool:
    """Tell whether an overlap of two elements (``upper`` painted later) is declared in ``DESIGNED``."""
    pair = (drawing_kind(upper), drawing_kind(lower))
    return any((overlay.upper, overlay.lower) == pair for overlay in DESIGNED)
