"""The versions PostgreSQL announces: a worker keeps them and answers from them, never below what a phone has seen,
and forgets them when its listening connection is lost (companion/storage/versionfeed.py)."""

from __future__ import annotations

import pytest

from companion.storage import open_store
from companion.storage.versionfeed import VersionFeed
from tests.companion.helpers import wait_for
from tests.companion.test_postgres_store import terminate_backends
from tests.companion.test_storage import new_table


class CountedReads:
    """A store's version read that counts how often the feed had to read."""

    def __init__(self, store, table_id: str):
        self.store, self.table_id, self.count = store, table_id, 0

    def __call__(self):
        self.count += 1
        return self.store.table_version(self.table_id)


@pytest.fixture
def feed_and_store(postgres_url):
    """A listening feed and a store (another worker's writes, say) on one new database."""
    store = open_store(postgres_url)
    feed = VersionFeed(postgres_url)
    wait_for(feed.is_listening, "the feed listens")
    yield feed, store
    feed.close()
    store.close()


def test_a_change_made_elsewhere_is_announced_and_answered_without_reading_the_store(feed_and_store):
    feed, store = feed_and_store
    table = new_table(store)
    read = CountedReads(store, table.id)
    assert feed.version(table.id, read, seen=0) == 0 and read.count == 1  # first asked: read, then kept
    assert feed.version(table.id, read, seen=0) == 0 and read.count == 1
    store.append_action(table.id, 0, {"do": "deal"}, "parliament")  # another worker's change
    wait_for(lambda: feed.version(table.id, read, seen=0) == 1, "the change is announced")
    assert read.count == 1, "known from the announcement, not read"


def test_a_phone_that_has_seen_a_newer_version_is_answered_from_the_store(feed_and_store):
    feed, store = feed_and_store
    table = new_table(store)
    read = CountedReads(store, table.id)
    feed.version(table.id, read, seen=0)
    feed.close()  # no more announcements: the feed keeps 0 while the store moves on
    wait_for(lambda: not feed.is_listening(), "the feed stops")
    store.append_action(table.id, 0, {"do": "deal"}, "parliament")
    # A phone told version 1 by the worker that stored it never gets 0 from this one, nor does a question that
    # does not say what it has seen.
    assert feed.version(table.id, read, seen=1) == 1
    assert feed.version(table.id, read, seen=None) == 1


def test_what_was_kept_is_forgotten_when_the_listening_connection_is_lost(feed_and_store, postgres_url):
    feed, store = feed_and_store
    table = new_table(store)
    read = CountedReads(store, table.id)
    feed.version(table.id, read, seen=0)
    assert terminate_backends(postgres_url, "query LIKE '%LISTEN%' OR state = 'idle'") >= 1
    wait_for(feed.is_listening, "the feed listens again")
    store.append_action(table.id, 0, {"do": "deal"}, "parliament")
    # Announcements made while it was not listening are lost: it reads rather than trust what it kept.
    before = read.count
    assert feed.version(table.id, read, seen=0) == 1 and read.count == before + 1
    store.append_action(table.id, 1, {"do": "deal"}, "parliament")
    wait_for(lambda: feed.version(table.id, read, seen=0) == 2, "announcements flow again")
    assert read.count == before + 1


def test_another_programs_announcement_on_the_channel_is_ignored(feed_and_store, postgres_url):
    import psycopg

    feed, store = feed_and_store
    table = new_table(store)
    read = CountedReads(store, table.id)
    feed.version(table.id, read, seen=0)
    with psycopg.connect(postgres_url, autocommit=True) as other:
        other.execute("SELECT pg_notify('pnpkit_versions', 'not a version')")
        other.execute("SELECT pg_notify('pnpkit_versions', %s)", (f"{table.id} 7",))
    wait_for(lambda: feed.version(table.id, read, seen=0) == 7, "the well-formed announcement is taken")
    assert feed.is_listening()
