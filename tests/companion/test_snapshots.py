"""Snapshots: a table loaded from its newest snapshot and the actions after it is the table replayed from its
whole log, in every game and through undos, on both stores; and a snapshot never outlives what it covers."""

from __future__ import annotations

import json
import logging
import random
import sqlite3
from contextlib import closing

import pytest

from companion import create_app, undo
from companion.plugins import refereed_games, seats_at_table
from companion.service import TableService
from companion.storage import Viewer, get_db
from engine.game import deciding_seat
from engine.replay import ReplayError, replay
from engine.simulate import RandomBot
from tests.companion.helpers import PREPARATION, Table

EVERY = 3  # a snapshot after every 3 actions: many snapshots, and undos across them, in the shortest game too


@pytest.fixture
def hub(database):
    """Return the live tables of an app that snapshots every few actions, inside its app context."""
    app = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test", "SNAPSHOT_EVERY": EVERY})
    with app.app_context():
        yield app.extensions["pnpkit_tables"]


def seat_viewer(live, role: str) -> Viewer:
    """Return the viewer of a role's link at a live table."""
    return Viewer(live.record.viewers[role], live.record.id, role)


def play_randomly(hub, live, rng: random.Random, moves: int) -> None:
    """Make random legal moves through the hub as the phones would, taking the last one back now and then."""
    for _ in range(moves):
        if live.state.is_terminal():
            return
        if live.record.actions and rng.random() < 0.15:
            take_back(hub, live)
        else:
            act_once(hub, live, rng)


def act_once(hub, live, rng: random.Random) -> None:
    """Make one random legal move (or the draw due, as the app makes it) through the hub."""
    state = live.state
    seat = deciding_seat(state)
    action = state.resolve(state.legal_actions()[0]) if seat is None else RandomBot(rng).choose(state, seat)
    sender = live.game.action_seat(action) or seats_at_table(live.game, state)[0]
    hub.act(seat_viewer(live, sender), live.version, live.game.action_to_json(action))


def take_back(hub, live) -> None:
    """Undo the table's last action from its author's phone, with every other seat's agreement if it is asked."""
    hub.undo(seat_viewer(live, live.record.actors[-1]), live.version)
    request = undo.pending(live)
    if request is not None:
        for seat in undo.waiting_seats(live, request):
            hub.answer_undo(seat_viewer(live, seat), live.version, True)


def fully_replayed(game, table_id: str):
    """Return a table's state replayed from the start of its stored log, as before snapshots."""
    record = get_db().load_table(table_id)
    return replay(game, record.actions, seed=record.seed, options=record.options).state


def assert_same_table(game, state, expected) -> None:
    """Check that two states of a game are the same in their JSON, their log, every listing and every view."""
    assert state.to_json() == expected.to_json()
    assert _lines(state) == _lines(expected)
    for seat in (*seats_at_table(game, expected), None):
        mine, theirs = state.legal_actions(seat), expected.legal_actions(seat)
        assert len(mine) == len(theirs) and list(mine[:150]) == list(theirs[:150])
        assert state.view(seat) == expected.view(seat)


def _lines(state) -> tuple[list, list]:
    return json.loads(json.dumps([line.to_json() for line in state.log])), [str(line) for line in state.log]


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("name", refereed_games())
def test_a_table_loaded_from_its_snapshot_is_the_table_replayed_from_its_log(hub, name, seed):
    live = hub.create(name, {}, "", seed=seed)
    game = live.game
    rng = random.Random(seed)
    loaded_from_snapshots = 0
    for _ in range(4):
        play_randomly(hub, live, rng, 25)
        expected = fully_replayed(game, live.record.id)
        assert_same_table(game, live.state, expected)
        # Another worker (or a restart) loads the table: the newest snapshot and the actions after it.
        loaded_from_snapshots += get_db().latest_snapshot(live.record.id) is not None
        other = TableService(snapshot_every=EVERY)
        loaded = other.table(live.record.id)
        assert_same_table(game, loaded.state, expected)
        assert loaded.version == live.version and loaded.record.actors == live.record.actors
        if loaded.record.actions:  # an undo made on the loaded copy rebuilds from a snapshot too
            take_back(other, loaded)
            assert_same_table(game, loaded.state, fully_replayed(game, live.record.id))
            assert_same_table(game, TableService(snapshot_every=EVERY).table(live.record.id).state, loaded.state)
        hub, live = other, loaded  # play on where the table now is
    assert loaded_from_snapshots, "the game never reached a snapshot: play longer"


def test_an_undo_of_the_action_a_snapshot_covers_deletes_that_snapshot(hub):
    live = hub.create("avcw", {}, "", seed=4)
    rng = random.Random(4)
    while len(live.record.actions) < 2 * EVERY:
        act_once(hub, live, rng)
    assert get_db().latest_snapshot(live.record.id).actions == 2 * EVERY
    take_back(hub, live)
    assert get_db().latest_snapshot(live.record.id).actions == EVERY
    loaded = TableService(snapshot_every=EVERY).table(live.record.id)
    assert_same_table(live.game, loaded.state, fully_replayed(live.game, live.record.id))
    assert len(loaded.record.actions) == 2 * EVERY - 1


def test_loading_and_undo_replay_only_the_actions_after_the_snapshot(hub):
    live = hub.create("avcw", {}, "", seed=5)
    rng = random.Random(5)
    while len(live.record.actions) < 4 * EVERY + 1:
        act_once(hub, live, rng)
    previous = live.state.to_json()
    act_once(hub, live, rng)
    before = live.state.to_json()
    with get_db()._write() as db:  # spoil the first action: only a replay from the start would read it
        spoiled = ('{"do": "nonsense"}', live.record.id)
        db.execute("UPDATE actions SET action = ? WHERE table_id = ? AND number = 1", spoiled)
    other = TableService()
    loaded = other.table(live.record.id)
    assert loaded.state.to_json() == before
    take_back(other, loaded)  # the state before the last action comes from the snapshot before it
    assert loaded.state.to_json() == previous
    with get_db()._write() as db:  # a snapshot of other rules data (or of another release) is not used
        db.execute("UPDATE snapshots SET meta = ? WHERE table_id = ?", ('{"rules": "other"}', live.record.id))
    with pytest.raises(ReplayError, match="line 1"):
        TableService().table(live.record.id)


def test_a_failed_snapshot_write_never_fails_the_action(tmp_path, caplog):
    database = tmp_path / "tables.sqlite3"
    app = create_app({"TESTING": True, "DATABASE": str(database), "SECRET_KEY": "test", "SNAPSHOT_EVERY": 3})
    table = Table.create(app.test_client())
    with closing(sqlite3.connect(database)) as db:  # as a full disk would: the snapshot's INSERT fails
        db.execute("CREATE TRIGGER no_room BEFORE INSERT ON snapshots BEGIN SELECT RAISE(ABORT, 'disk full'); END")
        db.commit()
    with caplog.at_level(logging.WARNING, logger="companion.snapshots"):
        table.play(PREPARATION[:3])
    assert table.version() == 3 and "could not store a snapshot" in caplog.text
    with app.app_context():
        record = get_db().load_table(table.id)
    assert record.snapshot is None and len(record.actions) == 3


def test_secret_choices_still_commute_on_a_table_loaded_from_a_snapshot(database):
    config = {"TESTING": True, "DATABASE": database, "SECRET_KEY": "test", "SNAPSHOT_EVERY": 2}
    table = Table.create(create_app(config).test_client(), game="civil_suits")
    table.act("north", {"do": "deal"})
    version = table.version()
    table.send("north", {"do": "choose_suit", "seat": "north", "suit": "H"}, version=version)  # snapshot here
    other = Table(create_app(config).test_client(), table.tokens, table.id)  # another worker loads the table
    response = other.send("east", {"do": "choose_suit", "seat": "east", "suit": "S"}, version=version)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert other.version() == version + 2


def test_a_table_created_through_the_api_is_snapshotted_as_it_is_played(database):
    app = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test", "SNAPSHOT_EVERY": 4})
    table = Table.create(app.test_client())
    table.play(PREPARATION[:9])
    with app.app_context():
        snapshot = get_db().latest_snapshot(table.id)
    assert snapshot.actions == 8 and snapshot.meta["version"] == 8
