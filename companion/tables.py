"""The tables in memory: each a replayed copy of a stored table, kept while it is used and let go when it is not.

The stored log is the truth (companion.storage); a copy in memory is a cache that makes a poll cost a
dictionary look-up, never a replay. This module only keeps the copies: finding one, keeping one loaded,
letting one go (idle, over the bounds, or no longer matching the store). Bringing a copy to the stored
version is companion.catchup's; changing a table is the pass of companion.service.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field

from companion.footprint import table_footprint
from companion.storage import TableRecord, Viewer

ONLOOKER_ROLES = ("board", "host")


@dataclass
class LiveTable:
    """One table in memory: its stored record, the replayed state, and answers cached for this version."""

    record: TableRecord
    game: object
    state: object
    lock: threading.Lock = field(default_factory=threading.Lock)
    answers: dict = field(default_factory=dict)  # what is made once per version (emptied by every change)
    rendered_log: dict = field(default_factory=dict)  # locale -> its LogCache (companion.answerlog)
    # (seat, locale) -> the latest answer built, and the text of the one before (companion.answers).
    heads: dict = field(default_factory=dict)
    earlier: dict = field(default_factory=dict)
    # The oldest version from which every change was a secret choice of the step still going on: a secret
    # choice sent against any of those versions is accepted (secret choices of different seats commute).
    # Kept up to date by each change; worked out from the stored log when a table is loaded (commuting_since).
    commuting_since: int | None = None  # None: none commute (set when a table is made or loaded)
    last_used: float = field(default_factory=time.monotonic)
    footprint: tuple | None = None  # (what it was worked out for, bytes): companion.footprint
    # (the version after them, their log lines): what the app did in its latest run of moves, for the phones.
    app_moves: tuple[int, list] | None = None
    # Set by a step of a change when this copy may no longer be the stored table (an engine fault left it
    # half-changed, a write failed, another process changed the table first): the change lets it go at its end.
    spoiled: bool = False

    @property
    def version(self) -> int:
        """Return the number of changes accepted so far (actions and undos)."""
        return self.record.version


class TableHub:
    """The live tables of one app, kept in memory and let go again to keep memory bounded.

    A table in memory is only a replayed copy: its log is on disk, and the next request for it loads
    it again, so nothing accepted is lost. Tables are let go, least recently used first, when there are
    more than ``max_tables`` of them or they hold more than ``max_bytes`` together (companion.footprint),
    and each one once it has been idle ``idle_seconds`` (``finished_seconds`` for a game that is over).
    ``on_let_go(table_id)`` is told of each table let go for those reasons.
    """

    SWEEP_EVERY = 1.0  # seconds between two looks for idle tables and the memory bound

    def __init__(
        self,
        max_tables: int = 200,
        max_bytes: int | None = None,
        idle_seconds: float = 30 * 60,
        finished_seconds: float = 5 * 60,
        on_let_go: Callable[[str], None] | None = None,
    ):
        self.max_tables = max_tables
        self.max_bytes = max_bytes
        self.idle_seconds = idle_seconds
        self.finished_seconds = finished_seconds
        self.on_let_go = on_let_go
        self._tables: OrderedDict[str, LiveTable] = OrderedDict()  # least recently used first
        self._viewers: dict[str, Viewer] = {}  # tokens of the tables in memory only
        self._loading = threading.Lock()
        self._next_sweep = 0.0

    def get(self, table_id: str) -> LiveTable | None:
        """Return the copy of a table in memory, if there is one (as it is: the caller checks its version)."""
        return self._tables.get(table_id)

    def viewer(self, token: str) -> Viewer | None:
        """Return who holds a token of a table in memory (None for any other token)."""
        return self._viewers.get(token)

    def loaded(self, table_id: str, load: Callable[[], LiveTable]) -> LiveTable:
        """Return the table in memory, or keep the copy ``load()`` makes: one thread loads a table at a time."""
        with self._loading:
            live = self._tables.get(table_id)
            if live is None:
                live = load()
                self._keep(live)
        return live

    def keep(self, live: LiveTable) -> None:
        """Put a table just made in memory, leaving out the least recently used ones."""
        with self._loading:
            self._keep(live)

    def touch(self, live: LiveTable) -> None:
        """Count a table as used now: it is let go last."""
        live.last_used = time.monotonic()
        # KeyError: left out by another thread meanwhile; it is replayed on its next request.
        with suppress(KeyError):
            self._tables.move_to_end(live.record.id)

    def forget(self, live: LiveTable) -> None:
        """Let go of a copy that no longer matches the store (not a fresher one loaded since): it is loaded again."""
        with self._loading:
            if self._tables.get(live.record.id) is live:
                del self._tables[live.record.id]
                self._drop_viewers(live)

    def replace_token(self, old: str, new: Viewer | None) -> None:
        """Stop knowing a replaced link's token, and know the new one (``new``: None when the copy is let go)."""
        self._viewers.pop(old, None)  # the poll's fast path must not answer the old link either
        if new is not None:
            self._viewers[new.token] = new

    def is_loaded(self, table_id: str) -> bool:
        """Return whether a table is in memory now."""
        return table_id in self._tables

    def loaded_count(self) -> int:
        """Return how many tables are in memory now."""
        return len(self._tables)

    def loaded_bytes(self) -> int:
        """Return the estimated bytes the tables in memory hold together."""
        return sum(table_footprint(live) for live in list(self._tables.values()))

    def sweep(self, now: float | None = None) -> None:
        """Let go of idle and finished tables, then of the least recently used while memory is over its bound."""
        now = time.monotonic() if now is None else now
        with self._loading:
            for table_id, live in list(self._tables.items()):
                idle = now - live.last_used
                if idle > self.idle_seconds or (idle > self.finished_seconds and live.state.is_terminal()):
                    self._let_go(table_id)
            self._bound()

    def maybe_sweep(self) -> None:
        """Sweep at most once a second, from whichever request comes by."""
        now = time.monotonic()
        if now >= self._next_sweep:
            self._next_sweep = now + self.SWEEP_EVERY
            self.sweep(now)

    def _keep(self, live: LiveTable) -> None:
        """Put a table in memory (the caller holds ``_loading``), leaving out the least recently used ones."""
        self._tables[live.record.id] = live
        self._viewers.update(
            (token, Viewer(token, live.record.id, role)) for role, token in live.record.viewers.items()
        )
        self._bound()

    def _bound(self) -> None:
        """Let go of the least recently used tables while over the count or the bytes (caller holds ``_loading``)."""
        while len(self._tables) > self.max_tables:
            self._let_go(next(iter(self._tables)))
        if self.max_bytes is None:
            return
        # A copy of the order: requests move tables to its end meanwhile, without taking ``_loading``.
        kept = list(self._tables.items())
        sizes = {table_id: table_footprint(live) for table_id, live in kept}
        total = sum(sizes.values())
        for table_id, _ in kept[:-1]:  # the table just used stays, whatever its size
            if total <= self.max_bytes:
                break
            total -= sizes[table_id]
            self._let_go(table_id)

    def _let_go(self, table_id: str) -> None:
        live = self._tables.pop(table_id, None)
        if live is not None:
            self._drop_viewers(live)
        if self.on_let_go is not None:
            self.on_let_go(table_id)

    def _drop_viewers(self, live: LiveTable) -> None:
        for token in live.record.viewers.values():
            self._viewers.pop(token, None)


def in_table_order(game, viewers: dict[str, str]) -> dict[str, str]:
    """Return a table's links in one order, fresh or loaded: its seats in the game's order, then the onlookers'."""
    order = {role: place for place, role in enumerate((*game.seats, *ONLOOKER_ROLES))}
    return dict(sorted(viewers.items(), key=lambda item: order.get(item[0], len(order))))
