"""Whose database it is: the mark a pnpkit database carries, checked before anything is written to it.

From schema version 5 a pnpkit database carries a table of its own, ``pnpkit_schema``, and an SQLite file
also SQLite's ``application_id`` (``PRAGMA application_id``, a number in the file's header that tools such
as ``file`` read). A database that holds nothing is ours to make. One without the mark is ours only when
its tables and their columns are exactly those of an earlier version of our schema (what the releases
before the mark made); a database holding anything else, or a marked one holding tables our schema never
had, is another program's: it is refused, naming it, and left as it was.
"""

from __future__ import annotations

import sqlite3
from functools import cache

from companion.storage import migrations
from companion.storage.base import ForeignDatabaseError
from companion.storage.migrations import APPLICATION_ID, MARK_TABLE
from engine.i18n import N_

VERSIONS_TABLE = "schema_versions"
SHOWN_TABLES = 8  # a message names at most this many of a foreign database's tables


@cache
def known_schemas() -> tuple[dict[str, tuple[str, ...]], ...]:
    """Return the tables (and their columns, in order) of each version of our schema, version 1 first.

    They are made by applying our own migrations to an SQLite database in memory, so they cannot drift from
    what the migrations make; both dialects make the same tables with the same columns.
    """
    schemas = []
    with sqlite3.connect(":memory:") as db:
        for statements in migrations.SQLITE:
            for statement in statements:
                db.execute(statement)
            schemas.append(sqlite_columns(db))
    return tuple(schemas)


def sqlite_columns(db) -> dict[str, tuple[str, ...]]:
    """Return an SQLite database's tables and views, each with its columns in order (SQLite's own left out)."""
    names = [
        row[0]
        for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'"
        ).fetchall()
    ]
    return {
        name: tuple(row[0] for row in db.execute("SELECT name FROM pragma_table_info(?) ORDER BY cid", (name,)))
        for name in names
    }


def refuse_foreign(description: str, found: dict[str, tuple[str, ...]], application_id: int = 0) -> None:
    """Raise ForeignDatabaseError unless a database of these tables (and application id) is pnpkit's or empty."""
    if application_id not in (0, APPLICATION_ID):
        raise ForeignDatabaseError(
            N_(
                "%(database)s belongs to another program (its SQLite application id is %(id)d): pnpkit left it "
                "untouched. Choose another file with --db."
            ),
            database=description,
            id=application_id,
        )
    if not found:
        return  # a new or empty database: ours to make
    schemas = known_schemas()
    if application_id == APPLICATION_ID or MARK_TABLE in found:
        ours = {name for schema in schemas for name in schema} | {VERSIONS_TABLE}
        strange = sorted(set(found) - ours)
        if strange:
            raise ForeignDatabaseError(
                N_(
                    "%(database)s holds tables pnpkit did not make (%(tables)s): pnpkit left it untouched. "
                    "Choose another file or database with --db."
                ),
                database=description,
                tables=_listed(strange),
            )
        return
    tables = {name: columns for name, columns in found.items() if name != VERSIONS_TABLE}
    versions_ok = found.get(VERSIONS_TABLE, ("version", "applied")) == ("version", "applied")
    if versions_ok and any(tables == schema for schema in schemas):
        return  # made by a release before the mark: exactly one of our schemas, marked when migrated
    raise ForeignDatabaseError(
        N_(
            "%(database)s is not a pnpkit database: its tables (%(tables)s) are not those pnpkit makes. pnpkit "
            "left it untouched: choose another file or database with --db."
        ),
        database=description,
        tables=_listed(sorted(found)),
    )


def _listed(names: list[str]) -> str:
    shown = ", ".join(names[:SHOWN_TABLES])
    return shown + (", ..." if len(names) > SHOWN_TABLES else "")
