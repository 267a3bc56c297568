"""A copy in memory at the stored version: the version read, the actions appended since applied, or a fresh load.

Any worker may answer any phone, so before one answers from its copy it knows the stored version: read
(one primary-key read), or as PostgreSQL announced it (companion/storage/versionfeed.py) when the phone says
the newest version it has seen. A copy behind by actions alone reads and applies only those; any other change
(an undo, a note, a link replaced) has the table loaded afresh, from its newest snapshot and a short replay.
"""

from __future__ import annotations

from companion import snapshots
from companion.commits import note_applied
from companion.plugins import table_game
from companion.tables import LiveTable, in_table_order
from engine.reveals import step_mark


def stored_version(get_store, feed, table_id: str, seen: int | None) -> int | None:
    """Return a table's version in the store: as announced, when the asker says it has seen no later one.

    ``get_store`` returns this thread's store; it is not called when the announced version answers.
    """

    def read():
        return get_store().table_version(table_id)

    return read() if feed is None else feed.version(table_id, read, seen)


def caught_up(get_store, feed, live: LiveTable, seen: int | None) -> bool:
    """Bring a copy in memory to the stored version; return False when it must be loaded again instead.

    The stored version is read as ``stored_version`` reads it (``seen``: the newest the phone says it has seen).

    When every change since the copy's version was an action appended (by another process, or the app
    there), only those actions are read and applied, as that process applied them: a table's catch-up
    costs its new actions, not its whole log and a replay. After an undo, or an undo asked or answered,
    the table is loaded again.
    """
    stored = stored_version(get_store, feed, live.record.id, seen)
    if stored == live.version:
        return True
    if stored is None or stored < live.version:
        return False
    with live.lock:
        if live.version == stored:  # another request caught it up meanwhile
            return True
        changes = get_store().load_new_actions(live.record.id, len(live.record.actions))
        # Only actions were added when the version moved on by as many as there are new actions; any other
        # change (an undo, a note, a link replaced) counts a version without one, and is loaded afresh.
        if changes is None or not changes.actions or changes.version - live.version != len(changes.actions):
            return False
        try:
            for stored_action, role in zip(changes.actions, changes.actors, strict=True):
                mark = step_mark(live.state)
                action = live.game.action_from_json(stored_action)
                live.state.apply_action(action)
                live.record.version += 1
                note_applied(live, action, mark, stored_action, role)
        except Exception:
            return False  # the caller lets this copy go: a stored action the engine refuses needs a replay
        return True


def loaded(store, table_id: str) -> LiveTable:
    """Return a table loaded from the store and replayed (from its newest snapshot); LookupError if there is none."""
    record = store.load_table(table_id)
    if record is None:
        raise LookupError(table_id)
    game = table_game(record.game)
    replayed = snapshots.replayed(game, record, len(record.actions), record.snapshot)
    record.viewers = in_table_order(game, record.viewers)
    record.snapshot = None  # used: the state holds it now, and a table in memory should not hold it twice
    take_back = record.last_undo["version"] if record.last_undo else None
    since = commuting_since(record.version, replayed.quiet_tail, take_back)
    return LiveTable(record, game, replayed.state, commuting_since=since)


def commuting_since(version: int, quiet_tail: int, last_take_back: int | None) -> int:
    """Return the version from which every change of a stored table was a quiet secret choice of the step going on.

    The store keeps no version per action: ``version`` counts every change (actions, undo requests and
    answers, take-backs), ``quiet_tail`` how many of the log's last actions were quiet secret choices
    (engine.replay). Those choices were its last changes, bar take-backs: while a step's choices go on, the
    last action is a quiet one, which shows nothing, so an undo of it is taken back at once (a request or
    an answer follows only an action that showed something, which ends the run). A take-back starts the
    run again at its version, as it does in memory. A count from a snapshot, short of the whole run, only
    moves the start later: a later start is always safe (at worst a choice gets 409 and is sent again).
    """
    since = version - quiet_tail
    return since if last_take_back is None else max(since, last_take_back)
