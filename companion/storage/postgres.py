"""The shared store: the tables in a PostgreSQL database, for several worker processes at once.

Each process keeps one pool of connections (psycopg_pool) for all its threads. A connection the server
dropped (a restart, a killed backend) is found when used: the pool is checked, its dead connections are
replaced, and the read or write is tried again, a bounded number of times; a write whose COMMIT went
unanswered is first looked for (``SqlStore._change``), so it is neither lost nor made twice.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import cache

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool, PoolClosed, PoolTimeout

from companion.storage import migrations
from companion.storage.base import StoreBusyError, StoreError
from companion.storage.sql import SqlStore
from companion.storage.sqlite import BUSY
from companion.storage.targets import shown

SCHEMA_LOCK = 0x706E706B6974  # "pnpkit": the advisory lock held while migrating
LOCK_TIMEOUT = "3s"  # how long a statement waits for a lock another session holds, then it is answered busy


class PostgresStore(SqlStore):
    """The tables of one PostgreSQL database, through a pool of connections."""

    migrations = migrations.POSTGRES
    attempts = 4
    # A lost or refused connection, a server shutting down: worth another try on a new connection. No
    # connection free (or made) within the pool's timeout, or a closed pool, has waited long enough.
    transient = (psycopg.OperationalError,)
    final = (PoolTimeout, PoolClosed, psycopg.errors.LockNotAvailable)
    errors = (psycopg.Error, PoolTimeout, PoolClosed)

    def __init__(self, url: str, pool_size: int = 10, timeout: float = 10.0):
        self.description = shown(url)
        self.pool = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_size,
            timeout=timeout,  # seconds a request waits for a free (or new) connection
            kwargs={"autocommit": True, "row_factory": dict_row},  # transactions are opened explicitly below
            configure=_configure,
            name="pnpkit",
            open=True,
        )

    def close(self) -> None:
        """Close the pool and its connections."""
        self.pool.close()

    @contextmanager
    def _write(self):
        with self.pool.connection() as connection, connection.transaction():
            yield _Connection(connection)

    @contextmanager
    def _read(self, consistent: bool = False):
        with self.pool.connection() as connection:
            if not consistent:
                yield _Connection(connection)
                return
            with connection.transaction():
                connection.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                yield _Connection(connection)

    def _has_table(self, db, name: str) -> bool:
        return db.execute("SELECT to_regclass(?) IS NOT NULL AS present", (name,)).fetchone()["present"]

    def _columns(self, db) -> dict[str, tuple[str, ...]]:
        rows = db.execute(
            "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "ORDER BY table_name, ordinal_position"
        ).fetchall()
        found: dict[str, tuple[str, ...]] = {}
        for row in rows:
            found[row["table_name"]] = (*found.get(row["table_name"], ()), row["column_name"])
        return found

    def _explained(self, error: BaseException) -> StoreError | None:
        # Another session's lock (a LOCK TABLE, a long transaction) held past LOCK_TIMEOUT: answered busy, not hung.
        return StoreBusyError(BUSY) if isinstance(error, psycopg.errors.LockNotAvailable) else None

    def _lock_schema(self, db) -> None:
        db.execute("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))

    def _recover(self) -> None:
        # Tests every idle connection and replaces the dead ones, so the next try gets a live one.
        self.pool.check()


def _configure(connection: psycopg.Connection) -> None:
    """Set up a new connection of the pool: no statement waits longer than LOCK_TIMEOUT for another's lock."""
    connection.execute(f"SET lock_timeout = '{LOCK_TIMEOUT}'")


class _Connection:
    """A psycopg connection that takes the stores' shared SQL, with ``?`` placeholders."""

    def __init__(self, connection: psycopg.Connection):
        self.connection = connection

    def execute(self, query: str, params: tuple | None = None) -> psycopg.Cursor:
        """Run one statement; return its cursor."""
        return self.connection.execute(_placeholders(query), params)

    def executemany(self, query: str, rows: list) -> psycopg.Cursor:
        """Run one statement for each row of parameters."""
        cursor = self.connection.cursor()
        cursor.executemany(_placeholders(query), rows)
        return cursor


@cache
def _placeholders(query: str) -> str:
    """Return a statement with psycopg's placeholders (the shared SQL holds no other ? or %)."""
    return query.replace("?", "%s")
