"""Snapshots of live tables, so that loading a table costs a snapshot read and a short replay, not its whole log.

A snapshot is derived data and never the truth: it is written every ``TableService.snapshot_every`` accepted
actions, after the action is committed (a failed write is logged, never the action's failure); an undo
deletes every snapshot covering the action it removes in the same transaction; and one made on other
rules data or by other code (the engine's or the game's, whose state it wrote) is not used. Loading
replays the actions after it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging

from companion.storage import Snapshot, TableRecord
from engine.plugins import installed_game
from engine.replay import ReplayResult, replay, restore_state
from generator.stamp import ENGINE_DIR, tree_digest

log = logging.getLogger(__name__)


def take(live) -> Snapshot:
    """Return a snapshot of a live table as it is now."""
    state = live.state
    # The changes since commuting_since are quiet secret choices, the log's last actions: at most its quiet tail.
    quiet = 0 if live.commuting_since is None else live.version - live.commuting_since
    meta = {"version": live.version, "quiet_tail": quiet, "rules": rules_mark(live.game)}
    return Snapshot(len(live.record.actions), state.to_json(), [line.to_json() for line in state.log], meta)


def save(store, live) -> None:
    """Store a snapshot of a live table; a failure is logged, never raised (the action it follows is stored)."""
    try:
        store.save_snapshot(live.record.id, live.version, take(live))
    except Exception:
        log.warning("could not store a snapshot of table %s at version %d", live.record.id, live.version, exc_info=True)


def replayed(game, record: TableRecord, count: int, snapshot: Snapshot | None) -> ReplayResult:
    """Return a table replayed to its first ``count`` actions, from ``snapshot`` when it serves.

    Its ``quiet_tail`` counts the log's last quiet secret choices (engine.replay), the snapshot's own
    included when every action replayed after it was one.
    """
    start, done = None, 0
    if snapshot is not None and snapshot.actions <= count and snapshot.meta.get("rules") == rules_mark(game):
        try:
            start, done = restore_state(game, snapshot.state, snapshot.lines), snapshot.actions
        except (KeyError, ValueError, TypeError, IndexError):
            log.warning("snapshot %d of table %s is unreadable; replaying its log", snapshot.actions, record.id)
    result = replay(
        game, record.actions[done:count], seed=record.seed, options=record.options, start=start, first=done + 1
    )
    if start is not None and result.quiet_tail == count - done:
        result.quiet_tail += snapshot.meta.get("quiet_tail", 0)
    return result


def rules_mark(game) -> str:
    """Return what a snapshot must have been made with to be used: this code and the game's rules data."""
    rules = getattr(game, "rules", None)  # a RulesGame's validated data, one object per rules file read
    key = (game.name, id(rules))
    known = _marks.get(key)
    if known is None or known[0] is not rules:
        data = game.rules_json() if hasattr(game, "rules_json") else None
        digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]
        known = _marks[key] = (rules, f"{_code_mark(game.name)}:{game.name}:{digest}")
    return known[1]


@functools.cache
def _code_mark(name: str) -> str:
    """Return a digest of the engine's and the game's code (read once per process): a state is theirs to read.

    A version number would not do: a table's snapshot may be read by code changed since without a release.
    """
    folder = installed_game(name).folder
    return f"{tree_digest(ENGINE_DIR)[:12]}{tree_digest(folder)[:12]}"


_marks: dict[tuple[str, int], tuple[object, str]] = {}  # (game, id of its rules data) -> (that data, mark)
