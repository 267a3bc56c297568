"""One contract for every store, run on SQLite and on PostgreSQL: tables, tokens, versions, undo, snapshots, schema.

The ``store`` and ``database`` fixtures (tests/companion/conftest.py) run each test once per kind of store.
"""

from __future__ import annotations

import sqlite3
import threading
from collections import Counter
from contextlib import closing
from pathlib import Path

import pytest

from companion import create_app, default_database
from companion.storage import (
    SchemaTooNewError,
    Snapshot,
    StaleVersionError,
    Viewer,
    connect,
    is_postgres_url,
    open_store,
)
from companion.storage.migrations import POSTGRES_TABLES
from tests.companion.helpers import PREPARATION, Table

ROLES = ("parliament", "royalists", "board", "host")
SEED = 2**62 + 7  # seeds are 63-bit

# The schema exactly as the releases before schema versions created it (companion/storage.py then).
LEGACY_SQLITE_SCHEMA = """
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


def new_table(store, locale: str = ""):
    """Store a table of A Very Civil Whist."""
    return store.create_table("avcw", SEED, {"foreign_influence": True}, locale, ROLES)


def snapshot(actions: int) -> Snapshot:
    """Return a small snapshot covering ``actions`` actions (the store does not read it)."""
    return Snapshot(actions, {"covers": actions}, [{"msgid": f"line {actions}", "params": {}}], {"version": actions})


def test_a_new_table_is_stored_with_a_token_per_role(store):
    record = new_table(store, "de")
    loaded = store.load_table(record.id)
    assert (loaded.game, loaded.seed, loaded.options, loaded.locale, loaded.version) == (
        "avcw",
        SEED,
        {"foreign_influence": True},
        "de",
        0,
    )
    assert loaded.viewers == record.viewers and set(loaded.viewers) == set(ROLES)
    assert (loaded.actions, loaded.actors, loaded.notes, loaded.last_undo, loaded.snapshot) == ([], [], [], None, None)
    for role, token in record.viewers.items():
        assert store.find_viewer(token) == Viewer(token, record.id, role)
    assert store.table_version(record.id) == 0
    assert store.load_table("nope") is None and store.find_viewer("nope") is None
    assert store.table_version("nope") is None and not store.is_replaced("nope")


def test_actions_are_appended_in_order_with_who_sent_each(store):
    record = new_table(store)
    assert store.append_action(record.id, 0, {"do": "deal"}, "parliament") == 1
    assert store.append_action(record.id, 1, {"do": "draw_event", "card": "JC"}, "royalists") == 2
    loaded = store.load_table(record.id)
    assert loaded.actions == [{"do": "deal"}, {"do": "draw_event", "card": "JC"}]
    assert loaded.actors == ["parliament", "royalists"]
    assert loaded.version == store.table_version(record.id) == 2


def test_a_run_of_actions_is_appended_in_one_change_after_those_already_there(store):
    record = new_table(store)
    store.append_action(record.id, 0, {"do": "deal"}, "parliament")
    run = [({"do": "draw_event", "card": "JC"}, "royalists"), ({"do": "draw_event", "card": "KH"}, "parliament")]
    assert store.append_actions(record.id, 1, run) == 3
    assert store.append_actions(record.id, 3, []) == 3  # nothing to append: nothing changes
    loaded = store.load_table(record.id)
    assert loaded.actions == [{"do": "deal"}, *(action for action, _ in run)]
    assert loaded.actors == ["parliament", "royalists", "parliament"] and store.table_version(record.id) == 3
    with pytest.raises(StaleVersionError):  # at a version the table has left, none of the run is appended
        store.append_actions(record.id, 1, run)
    assert store.load_table(record.id).actions == loaded.actions
    assert store.append_action(record.id, 3, {"do": "deal"}, "royalists") == 4  # numbered on from the run


def test_the_new_actions_after_a_count_of_them_come_with_the_version_in_one_read(store):
    record = new_table(store)
    sent = [{"do": "deal"}, {"do": "draw_event", "card": "JC"}, {"do": "draw_event", "card": "KH"}]
    for version, (action, seat) in enumerate(zip(sent, ("parliament", "royalists", "parliament"), strict=True)):
        store.append_action(record.id, version, action, seat)
    store.save_snapshot(record.id, 3, Snapshot(3, {"state": 1}, [], {"version": 3}))
    changes = store.load_new_actions(record.id, 1)
    assert changes.actions == sent[1:] and changes.actors == ["royalists", "parliament"]
    assert changes.version == 3
    nothing_new = store.load_new_actions(record.id, 3)
    assert (nothing_new.version, nothing_new.actions, nothing_new.actors) == (3, [], [])
    store.replace_token(record.id, "board")  # a change that is no action: the version moves on, the actions not
    assert store.load_new_actions(record.id, 3).version == 4
    assert store.load_new_actions("no-such-table", 0) is None


def test_every_change_names_the_version_it_was_made_against(store):
    record = new_table(store)
    store.append_action(record.id, 0, {"do": "deal"}, "parliament")
    with pytest.raises(StaleVersionError):
        store.append_action(record.id, 0, {"do": "deal"}, "royalists")
    with pytest.raises(StaleVersionError):
        store.remove_last_action(record.id, 0, "parliament", [])
    with pytest.raises(StaleVersionError):
        store.note_undo(record.id, 2, [(1, {"msgid": "asked"})], {"seat": "parliament"})
    with pytest.raises(StaleVersionError):
        store.append_action("nope", 0, {"do": "deal"}, "parliament")
    loaded = store.load_table(record.id)  # a refused change changed nothing
    assert (loaded.version, loaded.actions, loaded.notes, loaded.undo_request) == (1, [{"do": "deal"}], [], None)


def test_an_undo_removes_the_newest_action_and_keeps_a_note_of_it(store):
    record = new_table(store)
    store.append_action(record.id, 0, {"do": "deal"}, "parliament")
    store.append_action(record.id, 1, {"do": "draw_event", "card": "JC"}, "royalists")
    lines = [{"msgid": "drawn", "params": {}}]
    assert store.remove_last_action(record.id, 2, "royalists", lines) == 3
    loaded = store.load_table(record.id)
    assert loaded.actions == [{"do": "deal"}] and loaded.actors == ["parliament"] and loaded.version == 3
    expected = {"version": 3, "seat": "royalists", "action": {"do": "draw_event", "card": "JC"}, "lines": lines}
    assert loaded.last_undo == expected
    assert store.append_action(record.id, 3, {"do": "draw_event", "card": "QC"}, "royalists") == 4
    assert store.load_table(record.id).actions[-1] == {"do": "draw_event", "card": "QC"}  # numbered on
    store.remove_last_action(record.id, 4, "royalists", [])
    store.remove_last_action(record.id, 5, "parliament", [])
    with pytest.raises(LookupError):
        store.remove_last_action(record.id, 6, "parliament", [])
    assert store.table_version(record.id) == 6  # the refused undo is not counted


def test_undo_notes_and_requests_are_stored_as_a_change_or_with_one(store):
    record = new_table(store)
    store.append_action(record.id, 0, {"do": "deal"}, "parliament")
    request = {"seat": "parliament", "asked_at": 2, "version": 2, "lines": [], "agreed": []}
    asked = (4, {"msgid": "asked", "params": {"seat": "Parliament"}})
    assert store.note_undo(record.id, 1, [asked], request) == 2
    loaded = store.load_table(record.id)
    assert loaded.notes == [asked] and loaded.undo_request == request and loaded.version == 2
    agreed, taken = (4, {"msgid": "agreed", "params": {}}), (3, {"msgid": "taken back", "params": {}})
    assert store.note_undo(record.id, None, [agreed, taken], None) is None  # joins a change: not counted
    loaded = store.load_table(record.id)
    assert loaded.notes == [asked, agreed, taken] and loaded.undo_request is None and loaded.version == 2


def test_a_replaced_token_ends_the_old_link(store):
    record = new_table(store)
    old, new, version = store.replace_token(record.id, "board")
    assert old == record.viewers["board"] and new != old and version == 1
    assert store.find_viewer(old) is None and store.is_replaced(old)
    assert store.find_viewer(new) == Viewer(new, record.id, "board") and not store.is_replaced(new)
    loaded = store.load_table(record.id)
    # A change of the table, though not of the game: counted, so every process holding it learns of the new link.
    assert loaded.viewers["board"] == new and loaded.version == 1
    with pytest.raises(LookupError):
        store.replace_token(record.id, "nobody")


def test_the_secret_key_is_made_once_per_database(database):
    with open_store(database) as first, open_store(database) as second:
        key = first.secret_key()
        assert second.secret_key() == key and len(key) == 64


def test_of_two_connections_appending_at_one_version_only_one_wins(database):
    with open_store(database) as first, open_store(database) as second:
        record = new_table(first)
        for version in range(6):
            barrier = threading.Barrier(2)
            results = []

            def append(store, seat, version=version, barrier=barrier, results=results):
                barrier.wait()
                try:
                    results.append(store.append_action(record.id, version, {"do": "deal", "by": seat}, seat))
                except StaleVersionError:
                    results.append("stale")

            threads = [
                threading.Thread(target=append, args=(store, seat))
                for store, seat in ((first, "parliament"), (second, "royalists"))
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert Counter(results) == {version + 1: 1, "stale": 1}
        loaded = second.load_table(record.id)
        assert loaded.version == 6 and len(loaded.actions) == 6
        assert [action["by"] for action in loaded.actions] == loaded.actors


def test_a_snapshot_is_kept_only_for_the_version_it_was_taken_at(store):
    record = new_table(store)
    for version in range(3):
        store.append_action(record.id, version, {"do": "deal"}, "parliament")
    assert not store.save_snapshot(record.id, 2, snapshot(2))  # the table has moved on: refused
    assert store.latest_snapshot(record.id) is None
    assert store.save_snapshot(record.id, 3, snapshot(3))
    assert store.save_snapshot(record.id, 3, snapshot(3))  # again (a retried write): the same one
    assert store.latest_snapshot(record.id) == snapshot(3)
    assert store.latest_snapshot(record.id, at_most=2) is None
    assert store.load_table(record.id).snapshot == snapshot(3)
    assert store.table_version(record.id) == 3  # a snapshot is no change of the table


def test_only_the_two_newest_snapshots_are_kept(store):
    record = new_table(store)
    for version in range(4):
        store.append_action(record.id, version, {"do": "deal"}, "parliament")
        store.save_snapshot(record.id, version + 1, snapshot(version + 1))
    assert store.latest_snapshot(record.id, at_most=2) is None
    assert store.latest_snapshot(record.id, at_most=3) == snapshot(3)
    assert store.latest_snapshot(record.id) == snapshot(4)


def test_an_undo_deletes_the_snapshots_that_cover_the_action_it_removes(store):
    record = new_table(store)
    for version in range(4):
        store.append_action(record.id, version, {"do": "deal"}, "parliament")
        if version % 2:
            store.save_snapshot(record.id, version + 1, snapshot(version + 1))
    store.remove_last_action(record.id, 4, "parliament", [])
    assert store.latest_snapshot(record.id) == snapshot(2)
    assert store.load_table(record.id).snapshot == snapshot(2)
    store.remove_last_action(record.id, 5, "parliament", [])
    assert store.latest_snapshot(record.id) == snapshot(2)  # it covers only the two actions left
    store.remove_last_action(record.id, 6, "parliament", [])
    assert store.latest_snapshot(record.id) is None


def test_a_new_database_gets_the_newest_schema(store):
    assert store.schema_version() == len(store.migrations) == 5


def test_a_table_keeps_the_seats_the_app_plays(store):
    record = store.create_table("avcw", SEED, {}, "", ("parliament", "board", "host"), ("royalists",))
    assert record.app_seats == ("royalists",) and "royalists" not in record.viewers
    assert store.load_table(record.id).app_seats == ("royalists",)
    assert store.app_seats_of(record.id) == ("royalists",)
    assert store.load_table(new_table(store).id).app_seats == () and store.app_seats_of("none") == ()


def _make_version_1(database: str) -> None:
    """Make a database as the releases before schema versions did, with one table and one action in it."""
    if is_postgres_url(database):
        with connect(database) as raw, raw._write() as db:
            for statement in POSTGRES_TABLES:
                db.execute(statement)
    else:
        with closing(sqlite3.connect(database)) as db:
            db.executescript(LEGACY_SQLITE_SCHEMA)
    with connect(database) as raw, raw._write() as db:
        db.execute(
            "INSERT INTO tables (id, game, seed, options, locale, version, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
            ("old", "avcw", SEED, "{}", "", 1, 0.0),
        )
        db.execute("INSERT INTO viewers (token, table_id, role) VALUES (?, ?, ?)", ("old-board-token", "old", "board"))
        db.execute(
            "INSERT INTO actions (table_id, number, action, seat, at) VALUES (?, ?, ?, ?, ?)",
            ("old", 1, '{"do": "deal"}', "parliament", 0.0),
        )


def test_a_database_made_before_schema_versions_is_version_1_and_is_migrated(database):
    _make_version_1(database)
    with connect(database) as untouched:
        assert untouched.schema_version() == 1
    with open_store(database) as store:
        assert store.schema_version() == len(store.migrations) == 5
        loaded = store.load_table("old")
        assert loaded.actions == [{"do": "deal"}] and loaded.version == 1 and loaded.seed == SEED
        assert loaded.app_seats == ()  # a table made before app seats: people play every seat
        assert store.find_viewer("old-board-token") == Viewer("old-board-token", "old", "board")
        assert store.append_action("old", 1, {"do": "draw_event"}, "royalists") == 2
        assert store.save_snapshot("old", 2, snapshot(2))
        with store._read() as db:
            rows = db.execute("SELECT version FROM schema_versions ORDER BY version").fetchall()
        assert [row["version"] for row in rows] == [1, 2, 3, 4, 5]
    with open_store(database) as again:  # opening a current database changes nothing
        assert again.schema_version() == 5 and again.load_table("old").version == 2


def test_a_database_newer_than_this_code_is_refused(database):
    with open_store(database) as store, store._write() as db:
        db.execute("INSERT INTO schema_versions (version, applied) VALUES (?, ?)", (6, 0.0))
    with pytest.raises(SchemaTooNewError, match="schema version 6, but this pnpkit knows versions up to 5"):
        open_store(database)


def test_workers_starting_at_once_apply_each_migration_once(database):
    barrier = threading.Barrier(3)
    versions, errors = [], []

    def start():
        barrier.wait()
        try:
            with open_store(database) as store:
                versions.append(store.schema_version())
        except Exception as error:  # the assertion below names it
            errors.append(error)

    threads = [threading.Thread(target=start) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and versions == [5, 5, 5]
    with connect(database) as store, store._read() as db:
        rows = db.execute("SELECT version FROM schema_versions ORDER BY version").fetchall()
    assert [row["version"] for row in rows] == [1, 2, 3, 4, 5]


def test_a_new_app_on_the_same_database_replays_every_table(database):
    first = create_app({"TESTING": True, "DATABASE": database})
    table = Table.create(first.test_client())
    table.play(PREPARATION)
    before = table.state("parliament")
    again = create_app({"TESTING": True, "DATABASE": database})
    revived = Table(again.test_client(), table.tokens, table.id)
    assert revived.state("parliament") == before
    assert revived.undo("royalists").status_code == 200  # and the game goes on from there
    assert revived.version() == len(PREPARATION) + 1


def test_a_second_server_on_the_same_database_cannot_make_a_double_move(database):
    """Two processes on one database (several workers on PostgreSQL) still cannot both pass one version."""
    app = create_app({"TESTING": True, "DATABASE": database})
    first = Table.create(app.test_client())
    other_app = create_app({"TESTING": True, "DATABASE": database})
    second = Table(other_app.test_client(), first.tokens, first.id)
    assert second.state("parliament")["version"] == 0  # the second app has now cached version 0
    first.act("parliament", PREPARATION[0][1])
    response = second.send("royalists", PREPARATION[0][1], version=0)
    assert response.status_code == 409
    assert second.state("board")["version"] == 1  # it reloaded the table from the database


def test_init_db_command_creates_the_database(tmp_path):
    database = tmp_path / "tables.sqlite3"
    app = create_app({"TESTING": True, "DATABASE": str(database)})
    database.unlink()
    result = app.test_cli_runner().invoke(args=["init-db"])
    assert result.exit_code == 0 and f"Database ready: {database}" in result.output
    assert database.exists()
    with open_store(database) as store:
        assert store.schema_version() == 5


def test_init_db_command_never_prints_a_password(postgres_url):
    secret_url = postgres_url.replace("postgresql://postgres@", "postgresql://postgres:hunter2@", 1)
    app = create_app({"TESTING": True, "DATABASE": secret_url})
    result = app.test_cli_runner().invoke(args=["init-db"])
    assert result.exit_code == 0 and "Database ready: postgresql://postgres:***@" in result.output
    assert "hunter2" not in result.output


def test_tables_live_in_the_users_data_folder_by_default(monkeypatch, tmp_path):
    monkeypatch.setattr("platformdirs.user_data_dir", lambda name: str(tmp_path / name))
    assert default_database() == tmp_path / "pnpkit" / "companion.sqlite3"


def test_the_sqlite_store_makes_its_folder(tmp_path):
    with open_store(tmp_path / "new" / "folder" / "t.sqlite3") as store:
        assert store.schema_version() == 5
    assert Path(tmp_path / "new" / "folder" / "t.sqlite3").exists()


def test_a_tables_links_are_read_in_one_order_whatever_the_rows_order(store):
    # A replaced link's row moves in PostgreSQL: read in the rows' order, two identical tables would differ.
    record = store.create_table("avcw", SEED, {}, "", ("royalists", "parliament", "host", "board"))
    assert list(record.viewers) == ["royalists", "parliament", "host", "board"]  # as the roles were given
    store.replace_token(record.id, "board")
    store.replace_token(record.id, "host")
    assert list(store.load_table(record.id).viewers) == ["board", "host", "parliament", "royalists"]
