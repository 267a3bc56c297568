"""Where tables live: the seed, options and append-only action log of each table, in SQLite.

This is the companion's only module that speaks SQL, so another database can be added by writing
one more class with the same methods. A table's ``version`` counts every accepted change (actions
and undos alike), so a request made against an older version is recognised as stale. Every write
commits before it returns: a change the server has acknowledged is on disk.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import click
from flask import current_app, g
from flask.cli import with_appcontext

SCHEMA = """
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,
    locale TEXT NOT NULL,  -- '' when each phone reads its own language
    version INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS viewers (
    token TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES tables(id),
    role TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS viewers_by_table ON viewers(table_id);
CREATE TABLE IF NOT EXISTS replaced_tokens (  -- links the host replaced: they answer "replaced", not "unknown"
    token TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES tables(id),
    role TEXT NOT NULL,
    at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    action TEXT NOT NULL,
    seat TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS notes (  -- log lines about undo requests and answers, woven into the game's log
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    position INTEGER NOT NULL,  -- how many of the game's log lines came before it
    note TEXT NOT NULL,  -- a message as JSON
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS undo_requests (  -- at most one pending request per table
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    request TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS undos (
    table_id TEXT NOT NULL REFERENCES tables(id),
    version INTEGER NOT NULL,
    seat TEXT NOT NULL,
    action TEXT NOT NULL,
    lines TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (table_id, version)
);
"""


class StaleVersionError(Exception):
    """The table moved on since the version a request was made against."""


@dataclass
class TableRecord:
    """Everything stored about one table: replaying ``actions`` from ``seed`` rebuilds its state."""

    id: str
    game: str
    seed: int
    options: dict
    locale: str
    version: int
    actions: list[dict] = field(default_factory=list)
    viewers: dict[str, str] = field(default_factory=dict)  # role -> token
    last_undo: dict | None = None
    actors: list[str] = field(default_factory=list)  # the role that sent each action, in the log's order
    notes: list = field(default_factory=list)  # (game log lines before it, message JSON): undo requests, answers
    undo_request: dict | None = None  # a pending request to take back the last action (companion.undo)


@dataclass(frozen=True)
class Viewer:
    """Who holds a token: a seat (a side's name), "board" (onlookers) or "host", at one table."""

    token: str
    table_id: str
    role: str


class SqliteStore:
    """The tables of one SQLite file, through one connection."""

    def __init__(self, path: str | Path, fsync: bool = False):
        self.path = str(path)
        # isolation_level=None: transactions are opened explicitly with BEGIN IMMEDIATE below.
        self.connection = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
        self.connection.row_factory = sqlite3.Row
        self.connection.execute("PRAGMA journal_mode=WAL")
        # In WAL mode a commit has reached the operating system before it returns, so a killed or
        # restarted server loses nothing it acknowledged (NORMAL). FULL also waits for the disk
        # (fsync) on every commit, which survives a power cut too but costs milliseconds per action.
        self.connection.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
        self.connection.execute("PRAGMA foreign_keys=ON")

    def close(self) -> None:
        """Close the connection."""
        self.connection.close()

    def create_schema(self) -> None:
        """Create the tables if this is a new file."""
        self.connection.executescript(SCHEMA)

    def _write(self):
        return _Transaction(self.connection, _write_lock(self.path))

    def secret_key(self) -> str:
        """Return the key that signs session cookies, made once per database so restarts keep it."""
        with self._write() as db:
            row = db.execute("SELECT value FROM settings WHERE name = 'secret_key'").fetchone()
            if row is not None:
                return row["value"]
            key = secrets.token_hex(32)
            db.execute("INSERT INTO settings (name, value) VALUES ('secret_key', ?)", (key,))
            return key

    def create_table(self, game: str, seed: int, options: dict, locale: str, roles: tuple[str, ...]) -> TableRecord:
        """Store a new table with an unguessable token per role; return its record."""
        table_id = secrets.token_urlsafe(9)
        viewers = {role: secrets.token_urlsafe(18) for role in roles}
        with self._write() as db:
            db.execute(
                "INSERT INTO tables (id, game, seed, options, locale, version, created) VALUES (?, ?, ?, ?, ?, 0, ?)",
                (table_id, game, seed, json.dumps(options, sort_keys=True), locale, time.time()),
            )
            db.executemany(
                "INSERT INTO viewers (token, table_id, role) VALUES (?, ?, ?)",
                [(token, table_id, role) for role, token in viewers.items()],
            )
        return TableRecord(table_id, game, seed, dict(options), locale, 0, [], viewers)

    def find_viewer(self, token: str) -> Viewer | None:
        """Return who holds a token, or None for an unknown one."""
        row = self.connection.execute("SELECT token, table_id, role FROM viewers WHERE token = ?", (token,)).fetchone()
        return None if row is None else Viewer(row["token"], row["table_id"], row["role"])

    def is_replaced(self, token: str) -> bool:
        """Return whether a token was a link the host has since replaced."""
        row = self.connection.execute("SELECT 1 FROM replaced_tokens WHERE token = ?", (token,)).fetchone()
        return row is not None

    def replace_token(self, table_id: str, role: str) -> tuple[str, str]:
        """Give a role of a table a new token, ending the old one; return (old token, new token)."""
        new = secrets.token_urlsafe(18)
        with self._write() as db:
            row = db.execute("SELECT token FROM viewers WHERE table_id = ? AND role = ?", (table_id, role)).fetchone()
            if row is None:
                raise LookupError(role)
            db.execute("UPDATE viewers SET token = ? WHERE token = ?", (new, row["token"]))
            db.execute(
                "INSERT INTO replaced_tokens (token, table_id, role, at) VALUES (?, ?, ?, ?)",
                (row["token"], table_id, role, time.time()),
            )
        return row["token"], new

    def table_version(self, table_id: str) -> int | None:
        """Return a table's stored version (one primary-key read), or None when there is no such table."""
        row = self.connection.execute("SELECT version FROM tables WHERE id = ?", (table_id,)).fetchone()
        return None if row is None else row[0]

    def load_table(self, table_id: str) -> TableRecord | None:
        """Return a table with its whole action log, or None when there is no such table."""
        db = self.connection
        row = db.execute("SELECT * FROM tables WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            return None
        rows = db.execute("SELECT action, seat FROM actions WHERE table_id = ? ORDER BY number", (table_id,)).fetchall()
        actions = [json.loads(item["action"]) for item in rows]
        viewers = {
            item["role"]: item["token"]
            for item in db.execute("SELECT role, token FROM viewers WHERE table_id = ?", (table_id,))
        }
        undo = db.execute(
            "SELECT * FROM undos WHERE table_id = ? ORDER BY version DESC LIMIT 1", (table_id,)
        ).fetchone()
        notes = [
            (item["position"], json.loads(item["note"]))
            for item in db.execute("SELECT position, note FROM notes WHERE table_id = ? ORDER BY number", (table_id,))
        ]
        request = db.execute("SELECT request FROM undo_requests WHERE table_id = ?", (table_id,)).fetchone()
        last_undo = None
        if undo is not None:
            last_undo = {
                "version": undo["version"],
                "seat": undo["seat"],
                "action": json.loads(undo["action"]),
                "lines": json.loads(undo["lines"]),
            }
        return TableRecord(
            row["id"],
            row["game"],
            row["seed"],
            json.loads(row["options"]),
            row["locale"],
            row["version"],
            actions,
            viewers,
            last_undo,
            [item["seat"] for item in rows],
            notes,
            None if request is None else json.loads(request["request"]),
        )

    def append_action(self, table_id: str, version: int, action: dict, seat: str) -> int:
        """Append an accepted action if the table is still at ``version``; return the new version."""
        with self._write() as db:
            self._bump(db, table_id, version)
            # One statement, not a count then an insert: each SQLite call gives up Python's GIL, and
            # under load getting it back is what a writer holding the write lock waits for.
            db.execute(
                "INSERT INTO actions (table_id, number, action, seat, at) "
                "SELECT ?, COALESCE(MAX(number), 0) + 1, ?, ?, ? FROM actions WHERE table_id = ?",
                (table_id, json.dumps(action, sort_keys=True), seat, time.time(), table_id),
            )
        return version + 1

    def note_undo(self, table_id: str, version: int | None, notes: list, request: dict | None) -> int | None:
        """Store log notes about an undo and the pending request (None: none); count it as a change at ``version``.

        With ``version`` None the notes join the change just made (the undo itself) and nothing is counted.
        """
        with self._write() as db:
            if version is not None:
                self._bump(db, table_id, version)
            db.executemany(
                "INSERT INTO notes (table_id, number, position, note) "
                "SELECT ?, COALESCE(MAX(number), 0) + 1, ?, ? FROM notes WHERE table_id = ?",
                [(table_id, position, json.dumps(note), table_id) for position, note in notes],
            )
            db.execute("DELETE FROM undo_requests WHERE table_id = ?", (table_id,))
            if request is not None:
                db.execute(
                    "INSERT INTO undo_requests (table_id, request) VALUES (?, ?)", (table_id, json.dumps(request))
                )
        return None if version is None else version + 1

    def remove_last_action(self, table_id: str, version: int, seat: str, lines: list) -> int:
        """Remove the newest action (keeping a note of the undo) if the table is at ``version``."""
        with self._write() as db:
            self._bump(db, table_id, version)
            row = db.execute(
                "SELECT number, action FROM actions WHERE table_id = ? ORDER BY number DESC LIMIT 1", (table_id,)
            ).fetchone()
            if row is None:
                raise LookupError("nothing to undo")
            db.execute("DELETE FROM actions WHERE table_id = ? AND number = ?", (table_id, row["number"]))
            db.execute(
                "INSERT INTO undos (table_id, version, seat, action, lines, at) VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, version + 1, seat, row["action"], json.dumps(lines), time.time()),
            )
        return version + 1

    @staticmethod
    def _bump(db, table_id: str, version: int) -> None:
        # The version check and the increment are one statement, so two writers can never both pass.
        cursor = db.execute("UPDATE tables SET version = version + 1 WHERE id = ? AND version = ?", (table_id, version))
        if cursor.rowcount != 1:
            raise StaleVersionError(table_id)


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


def open_store(path: str | Path) -> SqliteStore:
    """Open (and if new, create) the database at ``path``."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    store = SqliteStore(path)
    store.create_schema()
    return store


_per_thread = threading.local()


def get_db() -> SqliteStore:
    """Return this request's store, opened lazily (this thread's connection: see ``thread_store``)."""
    if "db" not in g:
        g.db = thread_store(current_app.config["DATABASE"], current_app.config.get("FSYNC", False))
    return g.db


def thread_store(path: str, fsync: bool = False) -> SqliteStore:
    """Return this thread's store of a database, opened on first use; usable outside a request too.

    Each worker thread keeps its connection for the next requests: opening one costs more than
    most requests, and closing the last connection to a WAL database checkpoints it every time.
    """
    stores = _per_thread.__dict__.setdefault("stores", {})
    store = stores.get(path)
    if store is None:
        store = stores[path] = SqliteStore(path, fsync=fsync)
    return store


def close_thread_stores() -> None:
    """Close the current thread's connections (tests that delete their database file call this)."""
    for store in _per_thread.__dict__.pop("stores", {}).values():
        store.close()


@click.command("init-db")
@with_appcontext
def init_db_command():
    """Create the companion's database file if it does not exist yet."""
    open_store(current_app.config["DATABASE"]).close()
    click.echo(f"Database ready: {current_app.config['DATABASE']}")


def init_app(app) -> None:
    """Create the schema and register the init-db command."""
    open_store(app.config["DATABASE"]).close()
    app.cli.add_command(init_db_command)
