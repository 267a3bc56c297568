"""The commit step of a change: an action applied to the copy in memory and stored, then noted on the copy.

The engine checks everything before it changes anything, so a refusal leaves the copy as it was. Only
after the store has accepted the action does the copy count it: its log, its actors, what commutes, its
answers made again, and every ``snapshot_every`` actions a snapshot (companion.snapshots). A copy that an
engine fault or a failed write may have left apart from the store is marked spoiled, and let go at the end
of the change (companion.service).
"""

from __future__ import annotations

from companion import snapshots
from companion.checks import stale
from companion.storage import StaleVersionError
from companion.tables import LiveTable
from engine.actions import SECRET
from engine.errors import PnpkitError
from engine.reveals import is_quiet_choice, step_mark


def commit(store, live: LiveTable, action, role: str, version: int, snapshot_every: int) -> None:
    """Apply one action for ``role`` and store it (the caller holds the table's lock and checked who acts)."""
    mark = step_mark(live.state)
    # Only the draw due now is filled in; any other (a stray "draw_event" during the deal, say)
    # goes to the rules as sent, which refuse it with their reason.
    action = live.state.resolve(action)
    try:
        # The engine checks everything before it changes anything: a refusal leaves the state as it was.
        live.state.apply_action(action, asker=role if role in live.game.seats else None)
    except PnpkitError:
        raise
    except Exception:
        live.spoiled = True  # an engine fault may have left the copy half-changed: replay it next time
        raise
    stored = live.game.action_to_json(action)
    try:
        live.record.version = store.append_action(live.record.id, live.version, stored, role)
    except BaseException as error:
        live.spoiled = True  # the memory copy is ahead of the disk: rebuild it from the log next time
        if isinstance(error, StaleVersionError):
            raise stale(version, version + 1) from error
        raise
    note_applied(live, action, mark, stored, role)
    if snapshot_every and len(live.record.actions) % snapshot_every == 0:
        snapshots.save(store, live)


def note_applied(live: LiveTable, action, mark, stored: dict, role: str) -> None:
    """Record an action just applied to a live table and counted in its version: its log, what commutes, answers."""
    live.record.actions.append(stored)
    live.record.actors.append(role)
    if type(action).reveals != SECRET or not is_quiet_choice(mark, live.state):
        live.commuting_since = live.version
    live.answers = {}
