"""The overlaps that are designed: where one printed element is meant to lie over another, by component kind.

A component's kind is its drawing's name up to the first hyphen (card-AH is a card, booklet-page-3 a booklet
page). Each entry names the kind, which pairs of elements may overlap there and why; the overlap rule
(generator.preflight.overlap) lets exactly these pass.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.preflight.ink import Drawn


@dataclass(frozen=True)
class Overlay:
    """A designed overlay: in components of ``kind``, an element of ``upper`` lying over one of ``lower``."""

    kind: str
    upper: str  # "text" or "mark"
    lower: str  # "text", "mark" or "box"
    why: str


DESIGNED: tuple[Overlay, ...] = ()


def component_kind(item: Drawn) -> str:
    """Return the kind of the component an object lies in: its outermost drawing's name up to the first hyphen."""
    return item.component.split("-")[0]


def is_designed(upper: Drawn, upper_role: str, lower: Drawn, lower_role: str) -> bool:
    """Tell whether an overlap of two elements of one component is declared in ``DESIGNED``."""
    kind = component_kind(upper)
    return kind == component_kind(lower) and any(
        overlay.kind == kind and overlay.upper == upper_role and overlay.lower == lower_role for overlay in DESIGNED
    )
