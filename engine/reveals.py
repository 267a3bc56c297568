"""Whether an action shows the table something a seat could not see before: its type's declaration, or a scoring.

Each action type declares once what it reveals (``engine.actions``: NEVER, ALWAYS, SECRET). A secret
choice reveals unless it leaves its step going on with one seat fewer to choose (the last one moves the
step on and shows the choices); any action that ends a round or the game reveals too, since a scoring
shows what was hidden (civil suits, piles, casualties).
"""

from __future__ import annotations

from engine.actions import ALWAYS, SECRET
from engine.game import SIMULTANEOUS


def step_mark(state) -> tuple:
    """Return what a quiet secret choice must keep: the round, the step and the seats still to choose."""
    return (state.round, state.step, frozenset(state.seats_to_act()))


def is_quiet_choice(mark: tuple, after) -> bool:
    """Tell whether a change left its step going on with exactly one seat fewer to choose, and nothing else.

    The last secret choice of a step moves the step on and shows the choices; one that sends every seat
    back to choose again has shown why.
    """
    round_, step, before = mark
    now = frozenset(after.seats_to_act())
    same_step = after.round == round_ and after.step == step and after.current_player() == SIMULTANEOUS
    return same_step and now < before and len(now) == len(before) - 1


def is_revealing(state, action) -> bool:
    """Tell whether applying a legal action to this state would show information some seat did not have."""
    declared = type(action).reveals
    if declared == ALWAYS:
        return True
    after = state.clone()
    after.apply_action(action)
    if after.round != state.round or after.is_terminal():
        return True
    return declared == SECRET and not is_quiet_choice(step_mark(state), after)
