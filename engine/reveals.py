"""Whether an action shows the table something a seat could not see before: its type's declaration, or a scoring.

Each action type declares once what it reveals (``engine.actions``: NEVER, ALWAYS, SECRET). A secret
choice reveals when it is the last of its step (the step moves on); any action that ends a round or the
game reveals too, since a scoring shows what was hidden (civil suits, piles, casualties).
"""

from __future__ import annotations

from engine.actions import ALWAYS, SECRET
from engine.game import SIMULTANEOUS


def is_revealing(state, action) -> bool:
    """Tell whether applying a legal action to this state would show information some seat did not have."""
    declared = type(action).reveals
    if declared == ALWAYS:
        return True
    after = state.clone()
    after.apply_action(action)
    if after.round != state.round or after.is_terminal():
        return True
    return declared == SECRET and (after.step != state.step or after.current_player() != SIMULTANEOUS)
