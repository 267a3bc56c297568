"""The schema's history: numbered migrations per dialect, applied in order, each in one transaction.

``schema_versions`` lists the migrations applied. A database made before it existed (its ``tables`` table
present, no version table) is version 1, the schema those releases created. Migrating takes the schema
lock first (PostgreSQL: an advisory lock; SQLite's write transaction is one already), so several workers
starting at once apply each migration once. A database newer than this code is refused, never touched.
"""

from __future__ import annotations

import time

from companion.storage.base import SchemaTooNewError
from engine.i18n import N_

VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_versions (version INTEGER PRIMARY KEY, applied DOUBLE PRECISION)"


def _version_1(create: str, seed: str, time_type: str) -> tuple[str, ...]:
    """Return version 1 of the schema in a dialect's words: how it creates a table, a seed's type, a time's type.

    On SQLite it is the schema the first releases created, statement for statement ("CREATE TABLE IF NOT
    EXISTS", 64-bit INTEGER, REAL); on PostgreSQL the same tables (BIGINT seeds, DOUBLE PRECISION times).
    """
    return (
        f"{create} settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
        f"""{create} tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    seed {seed} NOT NULL,
    options TEXT NOT NULL,
    locale TEXT NOT NULL,  -- '' when each phone reads its own language
    version INTEGER NOT NULL DEFAULT 0,
    created {time_type} NOT NULL
)""",
        f"""{create} viewers (
    token TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES tables(id),
    role TEXT NOT NULL
)""",
        f"{create.replace('TABLE', 'INDEX')} viewers_by_table ON viewers(table_id)",
        f"""{create} replaced_tokens (  -- links the host replaced: they answer "replaced", not "unknown"
    token TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES tables(id),
    role TEXT NOT NULL,
    at {time_type} NOT NULL
)""",
        f"""{create} actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    action TEXT NOT NULL,
    seat TEXT NOT NULL,
    at {time_type} NOT NULL,
    PRIMARY KEY (table_id, number)
)""",
        f"""{create} notes (  -- log lines about undo requests and answers, woven into the game's log
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    position INTEGER NOT NULL,  -- how many of the game's log lines came before it
    note TEXT NOT NULL,  -- a message as JSON
    PRIMARY KEY (table_id, number)
)""",
        f"""{create} undo_requests (  -- at most one pending request per table
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    request TEXT NOT NULL
)""",
        f"""{create} undos (
    table_id TEXT NOT NULL REFERENCES tables(id),
    version INTEGER NOT NULL,
    seat TEXT NOT NULL,
    action TEXT NOT NULL,
    lines TEXT NOT NULL,
    at {time_type} NOT NULL,
    PRIMARY KEY (table_id, version)
)""",
    )


SQLITE_TABLES = _version_1("CREATE TABLE IF NOT EXISTS", "INTEGER", "REAL")
POSTGRES_TABLES = _version_1("CREATE TABLE", "BIGINT", "DOUBLE PRECISION")

# Version 2, the same text in both dialects (SQLite reads DOUBLE PRECISION as REAL): snapshots, and the id of
# the change that last claimed each table, which tells a write whose commit went unanswered whether it landed.
SNAPSHOTS = (
    "ALTER TABLE tables ADD COLUMN last_change TEXT",
    """CREATE TABLE snapshots (
    table_id TEXT NOT NULL REFERENCES tables(id),
    actions INTEGER NOT NULL,  -- how many of the table's actions it covers
    state TEXT NOT NULL,  -- the game's State.to_json
    lines TEXT NOT NULL,  -- its log lines, each a Message.to_json
    meta TEXT NOT NULL,  -- a JSON object: what the live table adds (version, quiet_tail, rules)
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_id, actions)
)""",
)

# Version 3: the seats the app plays at each table (a JSON list of seat names; most tables have none).
APP_SEATS = ("ALTER TABLE tables ADD COLUMN app_seats TEXT NOT NULL DEFAULT '[]'",)

# Version 4: PostgreSQL announces every new version of a table ("<id> <version>" on pnpkit_versions), so that
# workers keep the versions of their tables without reading them for every poll (companion/storage/versionfeed.py).
# An SQLite file has one process serving it, which makes every change itself: nothing to announce.
ANNOUNCED_VERSIONS = (
    """CREATE FUNCTION pnpkit_announce_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('pnpkit_versions', NEW.id || ' ' || NEW.version);
    RETURN NULL;
END
$$""",
    """CREATE TRIGGER pnpkit_version_announced AFTER UPDATE OF version ON tables FOR EACH ROW
WHEN (OLD.version IS DISTINCT FROM NEW.version) EXECUTE FUNCTION pnpkit_announce_version()""",
)

# Version 5: the mark of a pnpkit database (checked by companion/storage/mark.py): a table of our own, and on
# SQLite the application id in the file's header, so that no other program's file is ever taken for ours.
APPLICATION_ID = 0x706E706B  # "pnpk" in ASCII, as SQLite's application ids are usually chosen
MARK_TABLE = "pnpkit_schema"
MARK = (f"CREATE TABLE {MARK_TABLE} (mark TEXT PRIMARY KEY)", f"INSERT INTO {MARK_TABLE} (mark) VALUES ('pnpkit')")
SQLITE_MARK = (*MARK, f"PRAGMA application_id = {APPLICATION_ID}")

SQLITE = (SQLITE_TABLES, SNAPSHOTS, APP_SEATS, (), SQLITE_MARK)
POSTGRES = (POSTGRES_TABLES, SNAPSHOTS, APP_SEATS, ANNOUNCED_VERSIONS, MARK)


def migrate(store) -> int:
    """Apply the store's pending migrations in order, one transaction each; return the schema version.

    A database that is not pnpkit's is refused before anything is written to it (companion.storage.mark).
    """
    return store._again(lambda: _migrate(store))


def _migrate(store) -> int:
    latest = len(store.migrations)
    while True:
        with store._write() as db:
            store._lock_schema(db)
            store._refuse_foreign(db)
            db.execute(VERSION_TABLE)
            current = recorded_version(store, db)
            refuse_newer(store, current)
            if current == latest:
                return current
            for statement in store.migrations[current]:
                db.execute(statement)
            db.execute("INSERT INTO schema_versions (version, applied) VALUES (?, ?)", (current + 1, time.time()))


def recorded_version(store, db) -> int:
    """Return the schema version of a database whose version table exists; record version 1 for an older one."""
    row = db.execute("SELECT MAX(version) AS version FROM schema_versions").fetchone()
    if row["version"] is not None:
        return row["version"]
    if not store._has_table(db, "tables"):
        return 0
    db.execute("INSERT INTO schema_versions (version, applied) VALUES (1, NULL)")  # NULL: made before versions
    return 1


def read_version(store, db) -> int:
    """Return the schema version of a database without changing it (0: empty)."""
    if store._has_table(db, "schema_versions"):
        row = db.execute("SELECT MAX(version) AS version FROM schema_versions").fetchone()
        if row["version"] is not None:
            return row["version"]
    return 1 if store._has_table(db, "tables") else 0


def refuse_newer(store, current: int) -> None:
    """Raise SchemaTooNewError when a database's schema is newer than this code knows."""
    latest = len(store.migrations)
    if current > latest:
        raise SchemaTooNewError(
            N_(
                "The database %(database)s has schema version %(found)d, but this pnpkit knows versions up to "
                "%(known)d: it was used by a newer pnpkit. Upgrade pnpkit, or choose another database with --db."
            ),
            database=store.description,
            found=current,
            known=latest,
        )
