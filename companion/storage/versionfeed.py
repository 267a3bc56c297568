"""Table versions as PostgreSQL announces them, so that a worker answers most polls without reading the store.

Every change of a table's version is announced on the ``pnpkit_versions`` channel by a trigger (migration 4):
the payload is the table's id and its new version. Each worker listens on a connection of its own, in a
thread, and keeps the versions of the tables it was asked about. A version it keeps is the stored one, or one
just behind it while an announcement is on its way (a millisecond or so). That is why a question says the
version its asker has already seen: when the kept version is older, the store is read, so no phone is ever
told an older version than one it has seen.

What is kept is trusted only while the listening connection lives: when it is lost (a restart of PostgreSQL,
a network fault) everything kept is forgotten, and until the feed listens again every question reads the store.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import psycopg

CHANNEL = "pnpkit_versions"
CHECK_EVERY = 2.0  # seconds without an announcement after which the connection is checked (a silent drop)
RETRY_AFTER = 1.0  # seconds before listening again after the connection was lost


class VersionFeed:
    """The versions of the tables a worker serves, kept up to date by PostgreSQL's announcements."""

    def __init__(self, url: str):
        self.url = url
        self._known: dict[str, int] = {}
        self._lock = threading.Lock()
        self._listening = 0  # how many times the feed has started listening; 0 while it is not listening
        self._closed = threading.Event()
        self._thread = threading.Thread(target=self._listen, name="pnpkit-versions", daemon=True)
        self._thread.start()

    def version(self, table_id: str, read: Callable[[], int | None], seen: int | None) -> int | None:
        """Return a table's version: as announced when that is at least ``seen``, else ``read()`` from the store.

        Without ``seen`` (an asker that does not say what it has seen) the store is read.
        """
        with self._lock:
            known = self._known.get(table_id) if self._listening else None
            listening = self._listening
        if known is not None and seen is not None and known >= seen:
            return known
        version = read()
        if version is not None and listening:
            self._keep(table_id, version, listening)
        return version

    def forget(self, table_id: str) -> None:
        """Stop keeping a table's version (the worker let the table go)."""
        with self._lock:
            self._known.pop(table_id, None)

    def is_listening(self) -> bool:
        """Tell whether the feed listens now, so that what it keeps is trusted."""
        return bool(self._listening)

    def close(self) -> None:
        """Stop listening (the thread ends at its next check)."""
        self._closed.set()

    def _keep(self, table_id: str, version: int, listening: int) -> None:
        """Keep a version read from the store, if the feed has listened all along since the read began.

        A read made while listening misses no later change: any commit after it is announced after it. The
        announcement may come first, so the higher of the two is kept (versions only grow).
        """
        with self._lock:
            if self._listening == listening:
                self._known[table_id] = max(self._known.get(table_id, version), version)

    def _heard(self, payload: str) -> None:
        """Take one announcement, "<table id> <version>", for a table the worker keeps."""
        table_id, _, number = payload.rpartition(" ")
        try:
            version = int(number)
        except ValueError:
            return  # not ours: another program's announcement on the channel
        with self._lock:
            if table_id in self._known:
                self._known[table_id] = max(self._known[table_id], version)

    def _listen(self) -> None:
        started = 0
        while not self._closed.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True) as connection:
                    connection.execute(f"LISTEN {CHANNEL}")
                    started += 1
                    with self._lock:
                        self._known.clear()
                        self._listening = started
                    while not self._closed.is_set():
                        heard = False
                        for notice in connection.notifies(timeout=CHECK_EVERY):
                            self._heard(notice.payload)
                            heard = True
                        if not heard:
                            connection.execute("SELECT 1")  # a dropped connection fails here, not silently
            except psycopg.Error:
                pass  # lost: forget what was kept and listen again
            finally:
                with self._lock:
                    self._listening = 0
                    self._known.clear()
            self._closed.wait(RETRY_AFTER)
