"""The store's methods, written once in the SQL that SQLite and PostgreSQL both speak.

A dialect (``sqlite.py``, ``postgres.py``) brings the connections: ``_write`` (one transaction), ``_read``
(reads, consistent across statements when asked), its migrations, which errors mean a lost connection
(``transient``) and how to recover from one. Statements use ``?`` placeholders.

Every change of a table first claims the table's row in one UPDATE: the version check and the increment
(or, for a change that is not counted, the row alone) and a fresh random id of the change, ``last_change``.
The claim is the row lock that orders writers, and the id answers the one question a lost connection
leaves open: did a write whose COMMIT went unanswered land? Reading the id back says so, so a retry never
reports an accepted change as stale and never makes it twice.
"""

from __future__ import annotations

import json
import secrets
import time
from contextlib import AbstractContextManager

from companion.storage import mark, migrations
from companion.storage.base import NewActions, Snapshot, StaleVersionError, StoreError, TableRecord, Viewer

SNAPSHOTS_KEPT = 2  # the newest two: an undo removes the newest one's last action, the other still serves


class SqlStore:
    """The tables of one SQL database; a subclass supplies the connections of its dialect."""

    migrations: tuple[tuple[str, ...], ...]
    description: str  # where the database is, safe to print (no password)
    attempts = 1  # tries of one read or write; more where a connection can be lost and found again
    transient: tuple[type[BaseException], ...] = ()
    final: tuple[type[BaseException], ...] = ()  # transient ones that already waited long enough: never retried
    errors: tuple[type[BaseException], ...] = ()  # the dialect's database errors, which ``_explained`` may name

    def close(self) -> None:
        """Give back the store's connections."""
        raise NotImplementedError

    def _write(self) -> AbstractContextManager:
        """Return a transaction: entered, a connection with ``execute``; committed on leaving, rolled back on error."""
        raise NotImplementedError

    def _read(self, consistent: bool = False) -> AbstractContextManager:
        """Return a connection for reads; ``consistent``: every statement sees the same moment."""
        raise NotImplementedError

    def _has_table(self, db, name: str) -> bool:
        """Tell whether the database has a table of this name."""
        raise NotImplementedError

    def _columns(self, db) -> dict[str, tuple[str, ...]]:
        """Return the database's tables (and views), each with its columns in order."""
        raise NotImplementedError

    def _application_id(self, db) -> int:
        """Return the number a file format keeps for the program it belongs to (0: none, or no such number)."""
        return 0

    def _explained(self, error: BaseException) -> StoreError | None:
        """Return the store error a database error means (busy, damaged), or None to let it go on as it is."""
        return None

    def check_intact(self) -> None:
        """Raise DamagedDatabaseError when the database is found damaged (a file cut short, say); else nothing."""

    def _refuse_foreign(self, db) -> None:
        """Raise ForeignDatabaseError unless the database is pnpkit's or empty (companion.storage.mark)."""
        found = self._columns(db)
        if mark.MARK_TABLE in found and migrations.read_version(self, db) > len(self.migrations):
            return  # a newer pnpkit's, whose new tables are its own: refused as newer, saying so
        mark.refuse_foreign(self.description, found, self._application_id(db))

    def _lock_schema(self, db) -> None:
        """Keep other processes from migrating until this transaction ends."""

    def _recover(self) -> None:
        """Make ready for another try after a lost connection."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def migrate(self) -> int:
        """Bring the schema to this code's version (refusing a newer one); return that version."""
        return migrations.migrate(self)

    def schema_version(self) -> int:
        """Return the version of the database's schema (0 for an empty database)."""
        return self._query(lambda db: migrations.read_version(self, db))

    def secret_key(self) -> str:
        """Return the key that signs session cookies, made once per database so restarts keep it."""
        key = secrets.token_hex(32)

        def write(db) -> str:
            # Another worker may make it at the same moment: the first one stored is everyone's.
            db.execute(
                "INSERT INTO settings (name, value) VALUES ('secret_key', ?) ON CONFLICT (name) DO NOTHING", (key,)
            )
            return db.execute("SELECT value FROM settings WHERE name = 'secret_key'").fetchone()["value"]

        return self._again(lambda: self._in_transaction(write))

    def create_table(
        self, game: str, seed: int, options: dict, locale: str, roles: tuple[str, ...], app_seats: tuple[str, ...] = ()
    ) -> TableRecord:
        """Store a new table with an unguessable token per role and the seats the app plays; return its record."""
        table_id = secrets.token_urlsafe(9)
        viewers = {role: secrets.token_urlsafe(18) for role in roles}

        def write(db, change: str) -> None:
            db.execute(
                "INSERT INTO tables (id, game, seed, options, locale, version, created, last_change, app_seats) "
                "VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)",
                (
                    table_id,
                    game,
                    seed,
                    json.dumps(options, sort_keys=True),
                    locale,
                    time.time(),
                    change,
                    json.dumps(list(app_seats)),
                ),
            )
            db.executemany(
                "INSERT INTO viewers (token, table_id, role) VALUES (?, ?, ?)",
                [(token, table_id, role) for role, token in viewers.items()],
            )

        self._change(table_id, write)
        return TableRecord(table_id, game, seed, dict(options), locale, 0, [], viewers, app_seats=tuple(app_seats))

    def app_seats_of(self, table_id: str) -> tuple[str, ...]:
        """Return the seats the app plays at a table (none for a table that is not there)."""
        row = self._one("SELECT app_seats FROM tables WHERE id = ?", (table_id,))
        return () if row is None else tuple(json.loads(row["app_seats"]))

    def find_viewer(self, token: str) -> Viewer | None:
        """Return who holds a token, or None for an unknown one."""
        row = self._one("SELECT token, table_id, role FROM viewers WHERE token = ?", (token,))
        return None if row is None else Viewer(row["token"], row["table_id"], row["role"])

    def is_replaced(self, token: str) -> bool:
        """Return whether a token was a link the host has since replaced."""
        return self._one("SELECT 1 AS found FROM replaced_tokens WHERE token = ?", (token,)) is not None

    def replace_token(self, table_id: str, role: str) -> tuple[str, str, int]:
        """Give a role of a table a new token, ending the old one, counted as a change; return (old, new, version)."""
        new = secrets.token_urlsafe(18)
        old, counted = [], []

        def write(db, change: str) -> None:
            self._claim(db, table_id, None, change)
            row = db.execute("SELECT token FROM viewers WHERE table_id = ? AND role = ?", (table_id, role)).fetchone()
            if row is None:
                raise LookupError(role)
            # Counted after the claim, in its transaction: the version every process then sees has the new links.
            db.execute("UPDATE tables SET version = version + 1 WHERE id = ?", (table_id,))
            counted.append(db.execute("SELECT version FROM tables WHERE id = ?", (table_id,)).fetchone()["version"])
            old.append(row["token"])
            db.execute("UPDATE viewers SET token = ? WHERE token = ?", (new, row["token"]))
            db.execute(
                "INSERT INTO replaced_tokens (token, table_id, role, at) VALUES (?, ?, ?, ?)",
                (row["token"], table_id, role, time.time()),
            )

        self._change(table_id, write)
        return old[-1], new, counted[-1]

    def table_version(self, table_id: str) -> int | None:
        """Return a table's version (None when there is no such table): one primary-key look-up."""
        row = self._one("SELECT version FROM tables WHERE id = ?", (table_id,))
        return None if row is None else row["version"]

    def load_table(self, table_id: str) -> TableRecord | None:
        """Return a table with its whole action log and newest snapshot, or None when there is no such table."""
        return self._query(lambda db: self._record(db, table_id), consistent=True)

    def load_new_actions(self, table_id: str, after: int) -> NewActions | None:
        """Return a table's version and its actions numbered ``after + 1`` on, read in one statement."""
        # One statement is one moment of the table in both stores, so no transaction is opened: a catch-up
        # is one round trip to PostgreSQL (it was nine), each of which gives up Python's lock and waits for it.
        rows = self._query(
            lambda db: db.execute(
                "SELECT t.version AS version, a.action AS action, a.seat AS seat FROM tables t "
                "LEFT JOIN actions a ON a.table_id = t.id AND a.number > ? WHERE t.id = ? ORDER BY a.number",
                (after, table_id),
            ).fetchall()
        )
        if not rows:
            return None
        found = [row for row in rows if row["action"] is not None]  # a table with none after: one row of NULLs
        return NewActions(
            rows[0]["version"], [json.loads(row["action"]) for row in found], [row["seat"] for row in found]
        )

    def append_action(self, table_id: str, version: int, action: dict, seat: str) -> int:
        """Append an accepted action if the table is still at ``version``; return the new version."""
        text = json.dumps(action, sort_keys=True)

        def write(db, change: str) -> None:
            self._claim(db, table_id, version, change)
            # One statement, not a count then an insert: each SQLite call gives up Python's GIL, and
            # under load getting it back is what a writer holding the write lock waits for.
            db.execute(
                "INSERT INTO actions (table_id, number, action, seat, at) "
                "SELECT ?, COALESCE(MAX(number), 0) + 1, ?, ?, ? FROM actions WHERE table_id = ?",
                (table_id, text, seat, time.time(), table_id),
            )

        self._change(table_id, write)
        return version + 1

    def append_actions(self, table_id: str, version: int, actions: list[tuple[dict, str]]) -> int:
        """Append (action, seat) pairs in order, in one change, if the table is still at ``version``; return the new
        version (moved on by as many).

        One transaction and one commit for them all: a table stored from a whole recorded log costs one change,
        not one a action.
        """
        texts = [(json.dumps(action, sort_keys=True), seat) for action, seat in actions]
        if not texts:
            return version

        def write(db, change: str) -> None:
            self._claim(db, table_id, version, change, count=len(texts))
            last = db.execute(
                "SELECT COALESCE(MAX(number), 0) AS last FROM actions WHERE table_id = ?", (table_id,)
            ).fetchone()["last"]
            at = time.time()
            db.executemany(
                "INSERT INTO actions (table_id, number, action, seat, at) VALUES (?, ?, ?, ?, ?)",
                [(table_id, last + number, text, seat, at) for number, (text, seat) in enumerate(texts, 1)],
            )

        self._change(table_id, write)
        return version + len(texts)

    def note_undo(self, table_id: str, version: int | None, notes: list, request: dict | None) -> int | None:
        """Store log notes about an undo and the pending request (None: none); count it as a change at ``version``.

        With ``version`` None the notes join the change just made (the undo itself) and nothing is counted.
        """

        def write(db, change: str) -> None:
            self._claim(db, table_id, version, change)
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

        self._change(table_id, write)
        return None if version is None else version + 1

    def remove_last_action(self, table_id: str, version: int, seat: str, lines: list) -> int:
        """Remove the newest action (keeping a note of the undo) if the table is at ``version``; return the new one.

        Snapshots that cover the removed action go in the same transaction.
        """

        def write(db, change: str) -> None:
            self._claim(db, table_id, version, change)
            row = db.execute(
                "SELECT number, action FROM actions WHERE table_id = ? ORDER BY number DESC LIMIT 1", (table_id,)
            ).fetchone()
            if row is None:
                raise LookupError("nothing to undo")
            db.execute("DELETE FROM actions WHERE table_id = ? AND number = ?", (table_id, row["number"]))
            # Numbers run 1, 2, 3...: the action removed was the row["number"]-th.
            db.execute("DELETE FROM snapshots WHERE table_id = ? AND actions >= ?", (table_id, row["number"]))
            db.execute(
                "INSERT INTO undos (table_id, version, seat, action, lines, at) VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, version + 1, seat, row["action"], json.dumps(lines), time.time()),
            )

        self._change(table_id, write)
        return version + 1

    def save_snapshot(self, table_id: str, version: int, snapshot: Snapshot) -> bool:
        """Keep a snapshot if the table is still at ``version`` (and its two newest only); return whether kept."""
        state, lines, meta = json.dumps(snapshot.state), json.dumps(snapshot.lines), json.dumps(snapshot.meta)

        def write(db) -> bool:
            # A snapshot is no change of the table, but it waits for the table's row like one: an undo that
            # removes an action it covers is ordered before it (and then it is refused) or after it (and
            # then deletes it).
            cursor = db.execute("UPDATE tables SET version = version WHERE id = ? AND version = ?", (table_id, version))
            if cursor.rowcount != 1:
                return False
            db.execute(
                "INSERT INTO snapshots (table_id, actions, state, lines, meta, at) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (table_id, actions) DO UPDATE "
                "SET state = excluded.state, lines = excluded.lines, meta = excluded.meta, at = excluded.at",
                (table_id, snapshot.actions, state, lines, meta, time.time()),
            )
            oldest_kept = db.execute(
                "SELECT actions FROM snapshots WHERE table_id = ? ORDER BY actions DESC LIMIT 1 OFFSET ?",
                (table_id, SNAPSHOTS_KEPT - 1),
            ).fetchone()
            if oldest_kept is not None:
                db.execute(
                    "DELETE FROM snapshots WHERE table_id = ? AND actions < ?", (table_id, oldest_kept["actions"])
                )
            return True

        return self._again(lambda: self._in_transaction(write))

    def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        """Return the newest snapshot of a table covering at most ``at_most`` actions (None: any)."""
        return self._query(lambda db: self._snapshot(db, table_id, at_most))

    def _record(self, db, table_id: str) -> TableRecord | None:
        """Read a table: its whole log and its newest snapshot."""
        row = db.execute(
            "SELECT id, game, seed, options, locale, version, app_seats FROM tables WHERE id = ?", (table_id,)
        ).fetchone()
        if row is None:
            return None
        rows = db.execute("SELECT action, seat FROM actions WHERE table_id = ? ORDER BY number", (table_id,)).fetchall()
        viewers = {
            item["role"]: item["token"]
            # By role: never in the order the database happens to keep its rows (a replaced link's row moves).
            for item in db.execute(
                "SELECT role, token FROM viewers WHERE table_id = ? ORDER BY role", (table_id,)
            ).fetchall()
        }
        undo = db.execute(
            "SELECT version, seat, action, lines FROM undos WHERE table_id = ? ORDER BY version DESC LIMIT 1",
            (table_id,),
        ).fetchone()
        notes = [
            (item["position"], json.loads(item["note"]))
            for item in db.execute(
                "SELECT position, note FROM notes WHERE table_id = ? ORDER BY number", (table_id,)
            ).fetchall()
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
            [json.loads(item["action"]) for item in rows],
            viewers,
            last_undo,
            [item["seat"] for item in rows],
            notes,
            None if request is None else json.loads(request["request"]),
            self._snapshot(db, table_id, None),
            tuple(json.loads(row["app_seats"])),
        )

    @staticmethod
    def _snapshot(db, table_id: str, at_most: int | None) -> Snapshot | None:
        query = "SELECT actions, state, lines, meta FROM snapshots WHERE table_id = ?"
        params: tuple = (table_id,)
        if at_most is not None:
            query, params = query + " AND actions <= ?", (table_id, at_most)
        row = db.execute(query + " ORDER BY actions DESC LIMIT 1", params).fetchone()
        if row is None:
            return None
        return Snapshot(row["actions"], json.loads(row["state"]), json.loads(row["lines"]), json.loads(row["meta"]))

    @staticmethod
    def _claim(db, table_id: str, version: int | None, change: str, count: int = 1) -> None:
        """Claim a table's row for a change: check it at ``version`` and count ``count`` (None: count nothing)."""
        # The version check and the increment are one statement, so two writers can never both pass.
        if version is None:
            cursor = db.execute("UPDATE tables SET last_change = ? WHERE id = ?", (change, table_id))
            if cursor.rowcount != 1:
                raise LookupError(table_id)
            return
        cursor = db.execute(
            "UPDATE tables SET version = version + ?, last_change = ? WHERE id = ? AND version = ?",
            (count, change, table_id, version),
        )
        if cursor.rowcount != 1:
            raise StaleVersionError(table_id)

    def _change(self, table_id: str, write) -> None:
        """Run ``write(db, change)`` in a transaction; after a lost connection, find out whether it landed.

        A change whose id is found was committed (its answer was what got lost), so it is done; one not
        found was rolled back with its connection, so it is tried again, a bounded number of times.
        """
        change = secrets.token_hex(12)
        tries = 0

        def run() -> None:
            nonlocal tries
            tries += 1
            if tries > 1 and self._landed(table_id, change):  # the lost attempt's commit was made after all
                return
            try:
                with self._write() as db:
                    write(db, change)
            except StaleVersionError:
                # The table moved on under a retry: perhaps moved on by the lost attempt itself, whose
                # commit a server still holding it finished after the first look.
                if tries > 1 and self._landed(table_id, change):
                    return
                raise

        self._again(run)

    def _landed(self, table_id: str, change: str) -> bool:
        """Tell whether a change of this id is the last one that claimed the table."""
        row = self._one("SELECT last_change FROM tables WHERE id = ?", (table_id,))
        return row is not None and row["last_change"] == change

    def _in_transaction(self, write):
        with self._write() as db:
            return write(db)

    def _one(self, query: str, params: tuple):
        return self._query(lambda db: db.execute(query, params).fetchone())

    def _query(self, read, consistent: bool = False):
        """Return ``read(db)`` on a connection for reads, again after a lost connection."""

        def run():
            with self._read(consistent) as db:
                return read(db)

        return self._again(run)

    def _again(self, run):
        """Return ``run()``, tried again after a lost connection, at most ``attempts`` times in all.

        A database error that means the store is busy or damaged is raised as the StoreError that says so.
        """
        attempt = 1
        while True:
            try:
                return run()
            except self.errors as error:
                explained = self._explained(error)
                if explained is not None:
                    raise explained from error
                if isinstance(error, self.final) or not isinstance(error, self.transient) or attempt >= self.attempts:
                    raise
                attempt += 1
                self._recover()
