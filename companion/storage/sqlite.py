"""The embedded store: the tables of one SQLite file, through one connection per thread.

Writers of one process queue on a lock and then take SQLite's write lock (BEGIN IMMEDIATE); in WAL mode
readers never wait for them. Another program holding the file's lock is waited for BUSY_SECONDS, then
the request is answered "busy" (StoreBusyError), having changed nothing. A file is checked to be pnpkit's
(companion.storage.mark) before the connection changes anything in it, WAL mode included.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path

from companion.storage import mark, migrations
from companion.storage.base import DamagedDatabaseError, StoreBusyError, StoreError, StoreInUseError
from companion.storage.sql import SqlStore
from engine.i18n import N_

BUSY_SECONDS = 3.0  # how long a request waits for another program's lock on the file before it is answered busy
BUSY = N_("The table's store is busy (another program holds it): try again in a moment.")

_held: dict[str, object] = {}  # path -> the open lock file this process holds (kept open for its whole life)


def hold_alone(path: str | Path) -> bool:
    """Take an SQLite file's serving lock for the rest of this process; return False where locks do not exist.

    One server process a file: holding it, the process makes every change itself, so its copies of the
    tables never need to ask the file for their version. A second server on the same file is refused
    (StoreInUseError) rather than answered from copies the first one changes under it. The operating
    system lets go of the lock when the process ends, however it ends (kill -9 included).
    """
    try:
        import fcntl
    except ImportError:  # not on this platform: the tables then check the stored version on every request
        return False
    lock_path = f"{Path(path).resolve()}.serving"
    if lock_path in _held:
        return True
    Path(lock_path).parent.mkdir(parents=True, exist_ok=True)
    handle = open(lock_path, "a")  # noqa: SIM115 (kept open while the process lives: that is the lock)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        raise StoreInUseError(
            N_(
                "Another pnpkit serve is already using %(database)s: stop it first, or choose another file with "
                "--db (several processes share a PostgreSQL database instead: --workers N --db postgresql://...)."
            ),
            database=str(path),
        ) from None
    _held[lock_path] = handle
    return True


class SqliteStore(SqlStore):
    """The tables of one SQLite file, through one connection."""

    migrations = migrations.SQLITE
    errors = (sqlite3.DatabaseError,)

    def __init__(self, path: str | Path, fsync: bool = False):
        self.path = self.description = str(path)
        # isolation_level=None: transactions are opened explicitly with BEGIN IMMEDIATE below.
        self.connection = sqlite3.connect(
            self.path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False
        )
        self.connection.row_factory = sqlite3.Row
        try:
            self._again(lambda: self._open(fsync))
        except BaseException:
            self.connection.close()
            raise

    def _open(self, fsync: bool) -> None:
        """Check that the file is pnpkit's (or empty), then set the connection up (WAL: the first write)."""
        self._refuse_foreign(self.connection)
        # Turning a new file to WAL takes it whole, and two connections doing so at once may meet in a deadlock
        # SQLite answers at once ("database is locked"), whatever the busy timeout: one thread of ours at a time.
        with _write_lock(self.path):
            self.connection.execute("PRAGMA journal_mode=WAL")
        # In WAL mode a commit has reached the operating system before it returns, so a killed or
        # restarted server loses nothing it acknowledged (NORMAL). FULL also waits for the disk
        # (fsync) on every commit, which survives a power cut too but costs milliseconds per action.
        self.connection.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
        self.connection.execute("PRAGMA foreign_keys=ON")

    def close(self) -> None:
        """Close the connection."""
        self.connection.close()

    def check_intact(self) -> None:
        """Raise DamagedDatabaseError when SQLite's own check finds the file damaged (cut short, say)."""
        # Every page is read (a few milliseconds for a table at home's file): once a process, before any write.
        found = self._again(lambda: self.connection.execute("PRAGMA quick_check").fetchone()[0])
        if found != "ok":
            raise self._damaged(found)

    def _damaged(self, problem: str) -> DamagedDatabaseError:
        return DamagedDatabaseError(
            N_(
                "%(database)s cannot be read as an SQLite database (%(problem)s): it may be cut short, or another "
                "kind of file. pnpkit left it untouched: choose another file with --db."
            ),
            database=self.description,
            problem=problem[:200],
        )

    def _columns(self, db) -> dict[str, tuple[str, ...]]:
        return mark.sqlite_columns(db)

    def _application_id(self, db) -> int:
        return db.execute("PRAGMA application_id").fetchone()[0]

    def _explained(self, error: BaseException) -> StoreError | None:
        name = getattr(error, "sqlite_errorname", "")
        if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
            return StoreBusyError(BUSY)
        if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
            return self._damaged(str(error))
        return None

    def _write(self):
        return _Transaction(self.connection, _write_lock(self.path))

    @contextmanager
    def _read(self, consistent: bool = False):
        if not consistent:
            yield self.connection
            return
        self.connection.execute("BEGIN")  # deferred: a read transaction, one moment of the file for every statement
        try:
            yield self.connection
        finally:
            self.connection.execute("COMMIT")

    def _has_table(self, db, name: str) -> bool:
        row = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone()
        return row is not None


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any error, one writer of the process at a time."""

    def __init__(self, connection: sqlite3.Connection, lock: threading.Lock):
        self.connection = connection
        self.lock = lock

    def __enter__(self) -> sqlite3.Connection:
        # Writers queue on a lock rather than on SQLite's busy handler, which polls with growing sleeps.
        self.lock.acquire()
        try:
            self.connection.execute("BEGIN IMMEDIATE")
        except BaseException:
            self.lock.release()
            raise
        return self.connection

    def __exit__(self, kind, error, trace) -> None:
        try:
            self.connection.execute("ROLLBACK" if kind else "COMMIT")
        finally:
            self.lock.release()


_write_locks: dict[str, threading.Lock] = {}
_write_locks_guard = threading.Lock()


def _write_lock(path: str) -> threading.Lock:
    """Return the process-wide write lock of a database file."""
    with _write_locks_guard:
        return _write_locks.setdefault(path, threading.Lock())
