"""One action tried ahead on a copy of a world: what the greedy bot and the search bot both weigh their choices by."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import PnpkitError


def tried(world, action, seat: str, evaluate: Callable[[object, str], float]) -> tuple[object, float] | None:
    """Return a copy of a world after an action and the seat's value of it; None when the world refuses the action."""
    trial = world.clone()
    try:
        trial.apply_action(action)
    except PnpkitError:
        return None
    return trial, evaluate(trial, seat)
