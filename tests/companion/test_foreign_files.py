"""Another program's database is never touched; a locked or damaged one is said so in one line, never a traceback.

On both stores: a database holding tables pnpkit did not make is refused before anything is written to it,
an empty one is made ours (and marked), one made by an earlier pnpkit is recognised and marked, and a
database another program holds locked answers 503 "busy" within seconds, having changed nothing.
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from contextlib import closing, contextmanager
from pathlib import Path

import psycopg
import pytest
from click.testing import CliRunner

from companion import create_app
from companion.storage import connect, is_postgres_url, open_store
from companion.storage.base import DamagedDatabaseError, ForeignDatabaseError
from companion.storage.mark import APPLICATION_ID, MARK_TABLE
from companion.storage.sqlite import BUSY
from engine.i18n import Message, render, translations
from pnpkit.cli import main
from tests.companion.helpers import API_HEADERS, PREPARATION, Table


def _run(database: str, *statements: str) -> None:
    """Run statements on a database as another program would (not through pnpkit's store)."""
    if is_postgres_url(database):
        with psycopg.connect(database, autocommit=True) as db:
            for statement in statements:
                db.execute(statement)
    else:
        with closing(sqlite3.connect(database)) as db:
            for statement in statements:
                db.execute(statement)
            db.commit()


def _contents(database: str):
    """Return what a database holds, to compare before and after: a file's bytes (and its company), or its tables."""
    if is_postgres_url(database):
        with psycopg.connect(database) as db:
            return db.execute(
                "SELECT table_name, column_name FROM information_schema.columns "
                "WHERE table_schema = current_schema() ORDER BY 1, 2"
            ).fetchall()
    path = Path(database)
    beside = sorted(item.name for item in path.parent.iterdir() if item.name.startswith(path.name))
    return hashlib.sha256(path.read_bytes()).hexdigest(), beside


FOREIGN = {
    # The audit's two: a table named like ours of another shape (taken for an old pnpkit database, it was
    # altered), and tables of another program only (pnpkit's were added beside them).
    "tables": (
        "CREATE TABLE tables (id INTEGER PRIMARY KEY, name TEXT)",
        "INSERT INTO tables (id, name) VALUES (1, 'x')",
    ),
    "other": ("CREATE TABLE photos (id INTEGER PRIMARY KEY, taken REAL)", "CREATE TABLE albums (id INTEGER)"),
}


@pytest.mark.parametrize("kind", sorted(FOREIGN))
def test_a_database_of_another_program_is_refused_naming_it_and_left_as_it_was(database, kind):
    _run(database, *FOREIGN[kind])
    before = _contents(database)
    with pytest.raises(ForeignDatabaseError) as refused:
        open_store(database)
    reason = render(refused.value.reason)
    assert "\n" not in reason and "pnpkit left it untouched" in reason
    assert (database if not is_postgres_url(database) else "postgresql://") in reason
    assert ("tables" if kind == "tables" else "albums, photos") in reason
    assert _contents(database) == before
    with pytest.raises(ForeignDatabaseError):
        create_app({"TESTING": True, "DATABASE": database})  # the app refuses it the same way
    assert _contents(database) == before


def test_a_pnpkit_database_with_a_table_we_did_not_make_is_refused(database):
    open_store(database).close()
    _run(database, "CREATE TABLE notes_of_mine (x INTEGER)")
    before = _contents(database)
    with pytest.raises(ForeignDatabaseError, match=r"holds tables pnpkit did not make \(notes_of_mine\)"):
        open_store(database)
    assert _contents(database) == before


def _marks(store) -> tuple[int, bool]:
    with store._read() as db:
        return store._application_id(db), MARK_TABLE in store._columns(db)


def test_a_new_database_is_made_and_marked_as_pnpkit_s(database):
    with open_store(database) as store:
        application_id, marked = _marks(store)
    assert marked and application_id == (0 if is_postgres_url(database) else APPLICATION_ID)


def test_an_empty_file_is_ours(tmp_path):
    database = tmp_path / "empty.sqlite3"
    database.touch()
    with open_store(database) as store:
        assert _marks(store) == (APPLICATION_ID, True)


def test_a_database_made_by_the_release_before_the_mark_opens_and_is_marked(database):
    old = connect(database)
    old.migrations = old.migrations[:4]  # what the code before the mark made: schema version 4, no mark
    old.migrate()
    record = old.create_table("avcw", 7, {}, "", ("parliament", "royalists", "board", "host"))
    old.close()
    with open_store(database) as store:
        assert store.schema_version() == 5 and store.load_table(record.id).seed == 7
        assert _marks(store)[1]


def test_an_sqlite_file_of_another_application_is_refused_even_empty(tmp_path):
    database = str(tmp_path / "theirs.db")
    _run(database, "PRAGMA application_id = 1234")
    before = _contents(database)
    with pytest.raises(ForeignDatabaseError, match="application id is 1234"):
        open_store(database)
    assert _contents(database) == before


@contextmanager
def _locked(database: str):
    """Hold the database's write lock from another connection, as another program's long transaction would."""
    if is_postgres_url(database):
        with psycopg.connect(database) as db:
            db.execute("LOCK TABLE tables IN EXCLUSIVE MODE")  # reads go on; every change waits for it
            yield
            db.rollback()
    else:
        db = sqlite3.connect(database, isolation_level=None)
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
        finally:
            db.execute("ROLLBACK")
            db.close()


def test_a_database_locked_by_another_program_answers_503_busy_within_seconds_and_changes_nothing(database):
    client = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test"}).test_client()
    table = Table.create(client)
    table.act(*PREPARATION[0])
    before = table.state("board")
    role, action = PREPARATION[1]
    with _locked(database):
        started = time.monotonic()
        body = {"version": 1, "action": action}
        headers = {**API_HEADERS, "Accept-Language": "pl"}
        response = client.post(f"/api/t/{table.tokens[role]}/actions", json=body, headers=headers)
        waited = time.monotonic() - started
        assert response.status_code == 503 and response.headers["Retry-After"] == "2"
        error = response.get_json()["error"]
        assert error == {"code": "busy", "message": render(Message(BUSY), translations("pl"))}
        assert error["message"] != BUSY  # said in the phone's language
        assert waited < 6
        assert table.state("board") == before  # nothing half-written: the copy in memory is as stored
    assert table.state("board") == before
    assert table.send(role, action).status_code == 200  # once the lock is gone, the same move is taken
    assert table.version() == 2


def _serve(database: str):
    return CliRunner().invoke(main, ["serve", "--db", database, "--quiet", "--port", "1"])


def _one_line_exit_2(result, *words: str) -> None:
    lines = result.output.strip().splitlines()
    assert result.exit_code == 2 and len(lines) == 1 and lines[0].startswith("error: "), result.output
    assert "Traceback" not in result.output and all(word in lines[0] for word in words), lines[0]


@pytest.fixture
def no_server(monkeypatch):
    monkeypatch.setattr("companion.serving.serve", lambda *args: pytest.fail("the server must not start"))
    monkeypatch.setattr("companion.cli.check_can_listen", lambda host, port: None)


def test_serve_on_a_file_of_another_program_says_so_in_one_line_and_exits_2(tmp_path, no_server):
    database = str(tmp_path / "photos.db")
    _run(database, *FOREIGN["other"])
    before = _contents(database)
    _one_line_exit_2(_serve(database), database, "is not a pnpkit database")
    assert _contents(database) == before


def test_serve_on_a_locked_file_says_so_in_one_line_and_exits_2(tmp_path, no_server):
    database = str(tmp_path / "t.sqlite3")
    open_store(database).close()
    with _locked(database):
        started = time.monotonic()
        result = _serve(database)
        assert time.monotonic() - started < 10
    _one_line_exit_2(result, database, "is locked by another program")


@pytest.mark.parametrize("kind", ["cut short", "text"])
def test_serve_on_a_damaged_file_says_so_in_one_line_and_exits_2(tmp_path, no_server, kind):
    database = str(tmp_path / "t.sqlite3")
    if kind == "text":
        Path(database).write_text("name,score\nanne,3\n" * 200)
    else:
        with open_store(database) as store:
            for number in range(40):
                store.create_table("avcw", number, {"n": "x" * 500}, "", ("parliament", "board", "host"))
        _run(database, "PRAGMA wal_checkpoint(TRUNCATE)")
        whole = Path(database).read_bytes()
        Path(database).write_bytes(whole[: len(whole) // 2])
    before = _contents(database)
    with pytest.raises(DamagedDatabaseError):
        open_store(database)
    _one_line_exit_2(_serve(database), database, "cannot be read as an SQLite database")
    assert _contents(database) == before
