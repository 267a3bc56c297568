"""The app's moves, the step of a change that follows its commit: while the app is due, it moves and draws.

What the app chooses is companion.appseat's; each of its actions is committed as a person's is
(companion.commits), with ``APP`` as its actor. A pending undo request waits for the people's answers
first (companion.undo).
"""

from __future__ import annotations

from companion import appseat, commits, undo
from companion.checks import StaleRequestError
from companion.tables import LiveTable
from engine.errors import PnpkitError


def play(get_store, live: LiveTable, budget: int | float | None, snapshot_every: int) -> None:
    """Make the app's moves and draws while it is due (the caller holds the table's lock).

    ``get_store`` returns this thread's store, asked for only when the app moves.

    Another process that made the same move first makes this one stale: the copy is then spoiled (let go at the
    change's end) and replayed, with that move, on its next use.
    """
    record, start, moved = live.record, len(live.state.log), False
    for _ in range(appseat.MOST_IN_A_ROW):
        if undo.pending(live) is not None:
            break
        action = appseat.next_action(live.game, live.state, record.app_seats, record.seed, len(record.actions), budget)
        if action is None:
            break
        try:
            commits.commit(get_store(), live, action, appseat.APP, live.version, snapshot_every)
        except StaleRequestError:
            return  # another process moved for the app first: this copy is spoiled, and is replayed with it
        except PnpkitError:
            # The rules refused the app's choice (a fault of its bot): the person's move that came before stays
            # accepted, and the app tries again when the table is next loaded.
            live.spoiled = True
            return
        moved = True
    if moved:
        live.app_moves = (live.version, live.state.log[start:])
