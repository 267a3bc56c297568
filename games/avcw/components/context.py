"""The drawing context of A Very Civil Whist's kit: the generator's KitContext, with this game's tables and theme."""

from __future__ import annotations

from generator.context import KitContext

__all__ = ["KitContext"]
