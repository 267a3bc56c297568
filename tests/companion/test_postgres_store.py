"""PostgreSQL's own promises: a connection the server dropped is found and replaced, and a write cut off during
its COMMIT is neither lost, nor refused as stale, nor made twice."""

from __future__ import annotations

import threading
import time
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
from psycopg_pool import PoolTimeout

from companion.storage import open_store, shown
from companion.storage.postgres import PostgresStore
from tests.pgproxy import CommitLosingProxy

ROLES = ("parliament", "royalists", "board", "host")
HOLD = 7  # the advisory lock the test trigger waits for while a COMMIT runs

# A trigger that runs at COMMIT (deferred) and waits there for an advisory lock the test holds.
HOLDING_COMMITS = (
    f"""CREATE FUNCTION hold_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_advisory_xact_lock_shared({HOLD}); RETURN NULL; END $$""",
    """CREATE CONSTRAINT TRIGGER hold_commit AFTER INSERT ON actions DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION hold_commit()""",
)


def terminate_backends(url: str, condition: str = "TRUE") -> int:
    """End the server processes of every other connection to the database (that meet ``condition``)."""
    with psycopg.connect(url, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity "  # waits until each has exited
            f"WHERE datname = current_database() AND pid <> pg_backend_pid() AND {condition}"
        ).fetchall()
    return len(rows)


def test_dropped_connections_are_found_and_replaced_between_reads_and_writes(postgres_url):
    with open_store(postgres_url) as store:
        record = store.create_table("avcw", 1, {}, "", ROLES)
        assert store.append_action(record.id, 0, {"do": "deal"}, "parliament") == 1
        assert terminate_backends(postgres_url) >= 1  # the pool's idle connection is dead now
        assert store.append_action(record.id, 1, {"do": "draw_event"}, "royalists") == 2
        terminate_backends(postgres_url)
        assert store.table_version(record.id) == 2
        terminate_backends(postgres_url)
        assert store.load_table(record.id).actions == [{"do": "deal"}, {"do": "draw_event"}]
        terminate_backends(postgres_url)
        assert store.find_viewer(record.viewers["board"]).role == "board"


def test_a_write_whose_connection_dies_during_commit_is_made_once(postgres_url):
    with open_store(postgres_url) as store:
        record = store.create_table("avcw", 1, {}, "", ROLES)
        with store._write() as db:
            for statement in HOLDING_COMMITS:
                db.execute(statement)
        with psycopg.connect(postgres_url, autocommit=True) as holder:
            holder.execute("SELECT pg_advisory_lock(%s)", (HOLD,))
            outcome = []
            writer = threading.Thread(
                target=lambda: outcome.append(store.append_action(record.id, 0, {"do": "deal"}, "parliament"))
            )
            writer.start()
            waiting = "wait_event_type = 'Lock' AND wait_event = 'advisory'"
            deadline = time.monotonic() + 30
            while not terminate_backends(postgres_url, waiting):  # the COMMIT is waiting: end its connection
                assert time.monotonic() < deadline, "the COMMIT never started waiting"
                time.sleep(0.01)
            holder.execute("SELECT pg_advisory_unlock(%s)", (HOLD,))
            writer.join(60)
        assert outcome == [1]  # tried again on a new connection, and acknowledged
        loaded = store.load_table(record.id)
        assert loaded.version == 1 and loaded.actions == [{"do": "deal"}]


def test_a_write_whose_commit_answer_is_lost_is_found_done_not_stale_or_doubled(postgres_url):
    with open_store(postgres_url) as direct:
        record = direct.create_table("avcw", 1, {}, "", ROLES)
    proxy = CommitLosingProxy(postgres_url)
    try:
        with open_store(proxy.url) as store:
            for version, change in enumerate(("append", "note", "undo")):
                proxy.lose_next_commit_answer()
                if change == "append":
                    assert store.append_action(record.id, version, {"do": "deal"}, "parliament") == version + 1
                elif change == "note":
                    assert store.note_undo(record.id, version, [(0, {"msgid": "asked"})], None) == version + 1
                else:
                    assert store.remove_last_action(record.id, version, "parliament", []) == version + 1
                assert proxy.cuts == version + 1  # the answer really was lost, after the server committed
            proxy.lose_next_commit_answer()
            old, new, counted = store.replace_token(record.id, "board")
            assert proxy.cuts == 4 and counted == 4
            loaded = store.load_table(record.id)
    finally:
        proxy.close()
    assert loaded.version == 4 and loaded.actions == [] and len(loaded.notes) == 1
    assert loaded.last_undo["action"] == {"do": "deal"}
    assert old == record.viewers["board"] and loaded.viewers["board"] == new


def test_a_store_whose_server_is_out_of_reach_fails_after_one_wait_for_a_connection(postgres_url):
    parts = urlsplit(postgres_url)
    url = urlunsplit(parts._replace(netloc="nobody@" + parts.netloc.rpartition("@")[2]))
    store = PostgresStore(url, timeout=0.5)  # a user the server refuses: no connection can ever be made
    try:
        with pytest.raises(PoolTimeout):
            store.table_version("any")
        with pytest.raises(PoolTimeout):
            store.append_action("any", 0, {"do": "deal"}, "parliament")
        assert store.pool.get_stats()["requests_num"] == 2  # one wait each: a wait that timed out is not tried again
    finally:
        store.close()


@pytest.mark.parametrize(
    ("url", "printed"),
    [
        ("postgresql://ann:s3cret@db.example:5433/games", "postgresql://ann:***@db.example:5433/games"),
        ("postgres://ann@db.example/games?password=s3cret&sslmode=require", "?password=***&sslmode=require"),
        ("postgresql://ann:p%40ss@db.example/games", "postgresql://ann:***@db.example/games"),
        ("postgresql:///games?host=/run/postgresql", "postgresql:///games?host=/run/postgresql"),
        ("tables.sqlite3", "tables.sqlite3"),
    ],
)
def test_a_database_is_printed_without_its_password(url, printed):
    assert printed in shown(url) and "s3cret" not in shown(url) and "p%40ss" not in shown(url)
