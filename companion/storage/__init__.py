"""Where tables live: the seed, options and append-only action log of each table, and its snapshots.

This package is the companion's only code that speaks SQL. ``base.py`` says what every store promises;
``sql.py`` keeps those promises once in SQL; ``sqlite.py`` (the embedded default, a file's path) and
``postgres.py`` (a ``postgresql://`` URL, shared by several worker processes) bring the connections;
``migrations.py`` is the schema's history. Every write commits before it returns: a change the server
has acknowledged is stored.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import click
from flask import current_app, g
from flask.cli import with_appcontext

from companion.storage.base import (
    SchemaTooNewError,
    Snapshot,
    StaleVersionError,
    Store,
    StoreError,
    TableRecord,
    Viewer,
)
from companion.storage.targets import is_postgres_url, shown

__all__ = [
    "SchemaTooNewError",
    "Snapshot",
    "StaleVersionError",
    "Store",
    "StoreError",
    "TableRecord",
    "Viewer",
    "close_stores",
    "close_thread_stores",
    "connect",
    "get_db",
    "init_app",
    "is_postgres_url",
    "open_store",
    "shown",
    "thread_store",
    "version_feed",
]


def connect(target: str | Path, fsync: bool = False, pool_size: int = 10) -> Store:
    """Return the store at an SQLite file's path or a ``postgresql://`` URL, leaving its schema as it is."""
    if is_postgres_url(target):
        from companion.storage.postgres import PostgresStore  # psycopg is loaded only for a PostgreSQL store

        return PostgresStore(str(target), pool_size=pool_size)
    from companion.storage.sqlite import SqliteStore

    Path(target).parent.mkdir(parents=True, exist_ok=True)
    return SqliteStore(target, fsync=fsync)


def open_store(target: str | Path, fsync: bool = False) -> Store:
    """Open the store at a path or URL, creating or migrating its schema.

    Refused, with nothing written: another program's database, a damaged file, a newer pnpkit's schema.
    """
    store = connect(target, fsync)
    try:
        store.check_intact()
        store.migrate()
    except BaseException:
        store.close()
        raise
    return store


_per_thread = threading.local()
_per_process: dict[tuple[str, int], Store] = {}
_feeds: dict[tuple[str, int], object] = {}  # the VersionFeed of each PostgreSQL database, per process
_per_process_guard = threading.Lock()


def get_db() -> Store:
    """Return this request's store, opened lazily (see ``thread_store``)."""
    if "db" not in g:
        config = current_app.config
        g.db = thread_store(config["DATABASE"], config.get("FSYNC", False), config.get("DATABASE_POOL_SIZE", 10))
    return g.db


def thread_store(target: str, fsync: bool = False, pool_size: int = 10) -> Store:
    """Return this thread's store of a database, opened on first use; usable outside a request too.

    An SQLite store is kept per thread for the next requests: opening one costs more than most
    requests, and closing the last connection to a WAL database checkpoints it every time. A PostgreSQL
    store is one pool per process, shared by its threads; a process forked from this one opens its own.
    """
    if is_postgres_url(target):
        key = (target, os.getpid())
        with _per_process_guard:
            if key not in _per_process:
                _per_process[key] = connect(target, pool_size=pool_size)
            return _per_process[key]
    stores = _per_thread.__dict__.setdefault("stores", {})
    if target not in stores:
        stores[target] = connect(target, fsync=fsync)
    return stores[target]


def version_feed(target: str):
    """Return this process's feed of the versions a PostgreSQL database announces (None for an SQLite file)."""
    if not is_postgres_url(target):
        return None
    from companion.storage.versionfeed import VersionFeed

    key = (target, os.getpid())
    with _per_process_guard:
        if key not in _feeds:
            _feeds[key] = VersionFeed(target)
        return _feeds[key]


def close_thread_stores() -> None:
    """Close the current thread's SQLite connections (tests that delete their database file call this)."""
    for store in _per_thread.__dict__.pop("stores", {}).values():
        store.close()


def close_stores(target: str | None = None) -> None:
    """Close this thread's SQLite stores and this process's PostgreSQL pools (of ``target`` only, if given)."""
    close_thread_stores()
    with _per_process_guard:
        for key in [key for key in _per_process if target is None or key[0] == target]:
            _per_process.pop(key).close()
        for key in [key for key in _feeds if target is None or key[0] == target]:
            _feeds.pop(key).close()


@click.command("init-db")
@with_appcontext
def init_db_command():
    """Create the companion's database (or bring an older one's schema up to date)."""
    open_store(current_app.config["DATABASE"]).close()
    click.echo(f"Database ready: {shown(current_app.config['DATABASE'])}")


def init_app(app) -> None:
    """Create or migrate the schema and register the init-db command."""
    open_store(app.config["DATABASE"]).close()
    app.cli.add_command(init_db_command)
