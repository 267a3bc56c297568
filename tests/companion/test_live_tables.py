"""Bounded memory: only the tables used last stay replayed in memory; any other is replayed from the database
on its next request, with every accepted action (and the latest undo) kept."""

from __future__ import annotations

import time

import pytest

from companion import create_app
from tests.companion.helpers import ACTIONS, PREPARATION, Table

LIMIT = 2


@pytest.fixture
def small_app(tmp_path):
    """Return an app that keeps two tables in memory."""
    config = {"TESTING": True, "DATABASE": str(tmp_path / "small.sqlite3"), "SECRET_KEY": "test"}
    return create_app({**config, "MAX_LIVE_TABLES": LIMIT})


def hub_of(app):
    return app.extensions["pnpkit_tables"].hub


def seen_by_everyone(table: Table) -> dict:
    """Return what each role sees, without what differs between two tables (their ids)."""
    seen = {}
    for role in table.tokens:
        answer = table.state(role)
        seen[role] = {key: value for key, value in answer.items() if key != "table"}
    return seen


def test_a_table_left_out_of_memory_and_replayed_keeps_every_accepted_action(small_app, client):
    hub = hub_of(small_app)
    small = small_app.test_client()
    table = Table.create(small)
    control = Table.create(client)  # the same script on an app that never leaves a table out
    others = [Table.create(small) for _ in range(LIMIT)]
    script = [*PREPARATION, *ACTIONS]
    evictions, extra = 0, 0  # extra: the undo and the action made again each move the version too
    for number, (role, action) in enumerate(script, start=1):
        # The other tables are used between every two actions, so the table is out of memory each time.
        for other in others:
            other.state("board")
        evictions += not hub.is_loaded(table.id)
        assert hub.loaded_count() <= LIMIT
        table.act(role, action)
        control.act(role, action)
        assert table.version() == number + extra
        if number == len(PREPARATION):  # an undo too, across reloads: asked, agreed, taken back, made again
            for other in others:
                other.state("board")
            assert table.undo(role).status_code == 200 and control.undo(role).status_code == 200
            # The last step of the preparation showed cards: the other seat must agree, after a reload too.
            agreeing = next(seat for seat in ("parliament", "royalists") if seat != role)
            for other in others:
                other.state("board")
            assert table.state(agreeing)["undo_request"] is not None
            assert table.answer_undo(agreeing, True).status_code == 200
            assert control.answer_undo(agreeing, True).status_code == 200
            for other in others:
                other.state("board")
            assert "undid the last action" in table.state("board")["undo"]["text"]
            table.act(role, action)
            control.act(role, action)
            extra = control.version() - number
            assert extra > 0
    assert evictions == len(script)
    assert table.version() == control.version() == len(script) + extra
    for other in others:
        other.state("board")
    assert not hub.is_loaded(table.id)
    assert seen_by_everyone(table) == seen_by_everyone(control)
    assert hub.is_loaded(table.id)


def test_the_poll_answers_for_a_table_out_of_memory_from_the_store_and_the_state_brings_it_back(small_app):
    client = small_app.test_client()
    table = Table.create(client)
    table.act(*PREPARATION[0])
    for _ in range(LIMIT):
        Table.create(client)
    assert not hub_of(small_app).is_loaded(table.id)
    # A poll reads the stored version and leaves the table out: with more tables in play than room, polls
    # that loaded tables would have them push each other out again and again.
    assert client.get(f"/api/t/{table.tokens['royalists']}/version").get_json() == {"version": 1}
    assert not hub_of(small_app).is_loaded(table.id)
    assert table.state("royalists")["version"] == 1
    assert hub_of(small_app).is_loaded(table.id)


def test_memory_holds_no_more_than_the_limit_however_many_tables_are_made(small_app):
    client = small_app.test_client()
    tables = [Table.create(client) for _ in range(10)]
    for table in tables:
        table.state("parliament")
        assert hub_of(small_app).loaded_count() <= LIMIT
    assert [hub_of(small_app).is_loaded(table.id) for table in tables] == [False] * 8 + [True] * 2


def _bounded_app(tmp_path, **config):
    base = {"TESTING": True, "DATABASE": str(tmp_path / "bounded.sqlite3"), "SECRET_KEY": "test"}
    return create_app({**base, "MAX_LIVE_TABLES": 1000, **config})


def test_memory_is_bounded_in_bytes_and_a_table_let_go_comes_back_whole(tmp_path):
    app = _bounded_app(tmp_path, MAX_MEMORY_MB=None)
    client, hub = app.test_client(), hub_of(app)
    tables = [Table.create(client) for _ in range(12)]
    for table in tables:
        table.play(PREPARATION)
        for role in table.tokens:
            table.state(role)
    assert hub.loaded_count() == len(tables)
    hub.max_bytes = int(hub.loaded_bytes() / len(tables) * 3.5)  # room for three such tables; the count allows 1000
    hub.sweep()
    assert hub.loaded_bytes() <= hub.max_bytes
    assert 2 <= hub.loaded_count() <= 4, "tables were let go for their bytes, not their count"
    first = tables[0]
    assert not hub.is_loaded(first.id)
    assert first.version() == len(PREPARATION)  # loaded again from the store, every action kept
    control = _bounded_app(tmp_path / "control").test_client()
    replayed = Table.create(control)
    replayed.play(PREPARATION)
    assert first.state("parliament")["view"] == replayed.state("parliament")["view"]


def test_idle_tables_and_finished_games_are_let_go_after_their_time(tmp_path, sample_game):
    app = _bounded_app(tmp_path, IDLE_MINUTES=30, FINISHED_MINUTES=5)
    client, hub = app.test_client(), hub_of(app)
    playing = Table.create(client)
    finished = Table.create(client, game=sample_game)
    finished.act("first", {"do": "deal", "first": ["AS", "QS", "10S"], "second": ["KS", "JS", "9S"]})
    for seat, card in (("first", "AS"), ("second", "9S"), ("first", "10S"), ("second", "KS"), ("second", "JS")):
        finished.act(seat, {"do": "play", "seat": seat, "card": card})
    finished.act("first", {"do": "play", "seat": "first", "card": "QS"})
    now = time.monotonic()
    hub.sweep(now + 4 * 60)
    assert hub.is_loaded(playing.id) and hub.is_loaded(finished.id)
    hub.sweep(now + 6 * 60)
    assert hub.is_loaded(playing.id) and not hub.is_loaded(finished.id)
    hub.sweep(now + 31 * 60)
    assert not hub.is_loaded(playing.id)
    assert finished.state("board")["view"]["outcome"]["winner"] == "first"  # loaded again when asked for
    assert hub.is_loaded(finished.id)
