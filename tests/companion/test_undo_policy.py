"""The undo policy, for every registered game: a seat takes back only its own last action, and never
information shown to any seat (a draw, a peek, the last of a step's secret choices, a scoring) unless
every other seat agrees on its own phone."""

from __future__ import annotations

import random

import pytest

from companion import create_app
from companion.plugins import plugin_for
from engine.i18n import translations
from engine.replay import replay
from engine.reveals import is_revealing
from games import game_names, get_game
from tests.companion.helpers import PREPARATION, Table, load_table
from tests.companion.twins import recorded_game

SEED = 5


@pytest.fixture
def app(database):
    """An app on each kind of store, an SQLite file and a PostgreSQL database: the undo policy holds on both."""
    return create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test"})


def _positions(game, log):
    """Yield (index, state before, action, author) for every action of a recorded game."""
    state = game.new_initial_state(seed=SEED)
    for index, item in enumerate(log):
        action = game.action_from_json(item)
        author = game.action_seat(action) or game.seats[0]
        yield index, state.clone(), action, author
        state.apply_action(action)


def _sample(game, log, revealing: bool, count: int):
    chosen = [p for p in _positions(game, log) if is_revealing(p[1], p[2]) == revealing]
    return random.Random(SEED).sample(chosen, min(count, len(chosen)))


@pytest.mark.parametrize("name", game_names())
def test_every_game_declares_what_each_action_reveals(name):
    game = get_game(name)
    declared = {kind: action_type.reveals for kind, action_type in game.codec.types.items()}
    print(f"\n{name} reveals: {declared}")
    assert set(declared.values()) <= {"never", "always", "secret"}
    # Every game draws or deals: something is always shown.
    assert "always" in declared.values()


@pytest.mark.parametrize("name", game_names())
def test_a_seat_takes_back_its_own_action_that_showed_nothing_and_no_one_elses(app, client, name):
    game = get_game(name)
    log = recorded_game(game, SEED)
    for index, _, _action, author in _sample(game, log, revealing=False, count=6):
        table = load_table(app, client, name, SEED, log[: index + 1])
        for other in table.seats():
            if other != author:
                refused = table.undo(other)
                assert refused.status_code == 403, refused.get_data(as_text=True)
                assert "Only the phone that made the last action" in refused.get_json()["error"]["message"]
        answer = table.undo(author).get_json()
        assert answer["undo_request"] is None and answer["undo"]["seat"] == author
        expected = replay(game, log[:index], seed=SEED).state
        assert answer["view"] == _view(app, name, expected, author)


def _view(app, name, state, seat):
    game = get_game(name)
    return plugin_for(game).view(game, state, seat, translations("en"))


@pytest.mark.parametrize("name", game_names())
def test_an_action_that_showed_something_is_taken_back_only_when_every_other_seat_agrees(app, client, name):
    game = get_game(name)
    log = recorded_game(game, SEED)
    for index, _, _action, author in _sample(game, log, revealing=True, count=5):
        table = load_table(app, client, name, SEED, log[: index + 1])
        others = [seat for seat in table.seats() if seat != author]
        asked = table.undo(author).get_json()
        assert asked["undo"] is None and asked["version"] == index + 2, "asked, not undone"
        assert table.undo(author).status_code == 422  # one request at a time
        for seat in others:
            request = table.state(seat)["undo_request"]
            assert request["can_answer"] and request["seat"] == author and request["waiting"] == others
        for role in ("board", "host"):
            assert table.state(role)["undo_request"]["can_answer"] is False
        assert table.answer_undo(author, True).status_code == 422, "the asker does not answer its own request"
        for number, seat in enumerate(others):
            answer = table.answer_undo(seat, True).get_json()
            if number < len(others) - 1:
                assert answer["undo_request"]["waiting"] == others[number + 1 :]
                assert table.answer_undo(seat, True).status_code == 422, "one agreement per seat"
        done = table.state("board")
        assert done["undo_request"] is None and done["undo"]["seat"] == author
        expected = replay(game, log[:index], seed=SEED).state
        assert done["view"] == _view(app, name, expected, None)
        assert done["log"][-1].endswith("took back their last action.")


@pytest.mark.parametrize("name", game_names())
def test_a_declined_request_takes_nothing_back_and_a_new_action_ends_a_request(app, client, name):
    game = get_game(name)
    log = recorded_game(game, SEED)
    index, _, _, author = _sample(game, log[:-1], revealing=True, count=1)[0]
    table = load_table(app, client, name, SEED, log[: index + 1])
    before = table.state("board")["view"]
    other = next(seat for seat in table.seats() if seat != author)
    table.undo(author)
    table.answer_undo(other, False)
    declined = table.state("board")
    assert declined["undo_request"] is None and declined["view"] == before
    assert declined["log"][-1].endswith("declined the undo; nothing was taken back.")
    assert table.answer_undo(other, True).status_code == 422, "no request waits any more"
    # A request ends when the game moves on.
    assert table.undo(author).get_json()["undo_request"] is not None
    follow = log[index + 1]
    table.act(game.action_seat(game.action_from_json(follow)) or game.seats[0], follow)
    assert table.state("board")["undo_request"] is None
    assert table.answer_undo(other, True).status_code == 422


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("where", ["whole game", "mid-game"])
def test_a_whole_game_cannot_be_undone_without_agreement(app, client, name, where):
    """Every seat presses undo until one must ask: nothing that showed anything is taken back.

    From the end of a whole game, and from the latest action of a game that showed nothing.
    """
    game = get_game(name)
    log = recorded_game(game, SEED)
    if where == "mid-game":
        log = log[
            : max(index for index, state, action, _ in _positions(game, log) if not is_revealing(state, action)) + 1
        ]
    table = load_table(app, client, name, SEED, log)
    undone, asked = 0, None
    while asked is None:
        for seat in table.seats():
            response = table.undo(seat)
            if response.status_code != 200:
                continue
            if response.get_json()["undo_request"] is not None:
                asked = seat  # asked, not done: the others have not agreed
                break
            undone += 1
            break
        else:
            pytest.fail("the last action's own seat could neither take it back nor ask")
    remaining = len(log) - undone
    assert table.state("board")["view"] == _view(app, name, replay(game, log[:remaining], seed=SEED).state, None)
    before_last = replay(game, log[: remaining - 1], seed=SEED).state
    assert is_revealing(before_last, game.action_from_json(log[remaining - 1]))
    # A mid-game log ends with an action that showed nothing, so one is always taken back: a short game
    # (the sample game has seven actions) may lose that one, never more.
    bound = max(2, len(log) // 4)
    assert undone < bound, f"{undone} of {len(log)} actions were taken back without agreement"
    assert undone >= 1 if where == "mid-game" else undone == 0
    print(
        f"\n{name}, {where}: {undone} of {len(log)} actions taken back, then one that showed something needed agreement"
    )


def test_a_placement_may_be_taken_back_until_the_second_one_reveals_both(table):
    """A Very Civil Whist: the first placement is still secret, so its side takes it back alone; not the second."""
    table.play(PREPARATION[:-1])
    assert table.undo("parliament").get_json()["undo"]["seat"] == "parliament"
    table.play(PREPARATION[-2:])
    assert table.undo("parliament").status_code == 403, "the Royalists placed last"
    asked = table.undo("royalists").get_json()
    assert asked["undo_request"]["seat"] == "royalists" and asked["view"]["sides"]["parliament"]["placed"]


def test_a_waiting_request_and_the_log_notes_survive_a_restart(app, client):
    table = Table.create(client)
    table.play(PREPARATION[:3])
    table.undo("parliament")
    again = create_app({"TESTING": True, "DATABASE": app.config["DATABASE"]})
    revived = Table(again.test_client(), table.tokens, table.id)
    request = revived.state("royalists")["undo_request"]
    assert request["seat"] == "parliament" and request["can_answer"]
    assert revived.answer_undo("royalists", True).get_json()["view"]["events_out"] == ["JC"]
    third = Table(
        create_app({"TESTING": True, "DATABASE": app.config["DATABASE"]}).test_client(), table.tokens, table.id
    )
    log = third.state("board")["log"]
    assert "Parliament asked to take back their last action" in log[-3]
    assert log[-2:] == ["Royalists agreed to the undo.", "Parliament took back their last action."]
