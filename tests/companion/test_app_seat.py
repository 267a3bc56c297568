"""Seats the app plays: whole games against it through the API, its moves stored and replayed, undo, restarts."""

from __future__ import annotations

import json
import random

import pytest

from companion import create_app
from companion.appseat import APP, check_human_action, draws, next_action, refused
from companion.storage import get_db
from engine.errors import IllegalActionError
from engine.game import CHANCE
from engine.replay import replay
from games import get_game
from tests.companion.helpers import API_HEADERS, TEST_APP_SEAT, Table

# One person against the app, or three people and the app: every game, a seat of it to the app.
APP_TABLES = {
    "avcw": ["royalists"],
    "civil_suits": ["west"],
    "17-21": ["south"],
    "walsingham": ["purple"],
    "trumps_of_kings": ["spain"],
    "high-card": ["second"],  # the sample game: no procedure in its data, the app plays it all the same
}


def _hub(app):
    return app.extensions["pnpkit_tables"]


def _live(app, table: Table):
    with app.test_request_context():
        return _hub(app).table(table.id)


def _human_move(app, table: Table, rng: random.Random):
    """Return (role, action JSON) for a person's phone to send now: a legal choice, or the draw due left to the app."""
    live = _live(app, table)
    state, game = live.state, live.game
    if state.current_player() == CHANCE:
        return table.seats()[0], game.action_to_json(state.legal_actions()[0])
    seat = next(seat for seat in state.seats_to_act() if seat in table.seats())
    actions = [a for a in state.legal_actions(seat) if type(a).kind not in refused(game)]
    return seat, game.action_to_json(actions[rng.randrange(len(actions))])


def play_to_the_end(app, table: Table, seed: int, most: int = 3000) -> int:
    """Play a table's people at random through the API until the game is over; return the actions sent."""
    rng = random.Random(seed)
    for sent in range(most):
        if _live(app, table).state.is_terminal():
            return sent
        role, action = _human_move(app, table, rng)
        table.act(role, action)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", sorted(APP_TABLES))
def test_people_play_a_whole_game_against_the_app(app, client, name):
    table = Table.create(client, game=name, app_seats=APP_TABLES[name])
    assert not set(APP_TABLES[name]) & set(table.tokens)  # the app's seats have no link
    play_to_the_end(app, table, seed=5)
    live = _live(app, table)
    record = live.record
    assert APP in record.actors and record.app_seats == tuple(APP_TABLES[name])
    game = live.game
    for data, actor in zip(record.actions, record.actors, strict=True):
        action = game.action_from_json(data)
        seat = game.action_seat(action)
        # Every move of an app seat is the app's, and no phone ever acted for it.
        assert (seat in APP_TABLES[name]) <= (actor == APP)
        assert actor == APP or actor in table.tokens
        if seat is None and type(action).kind in draws(game):
            assert actor == APP  # the draws where the app's cards lie are the app's
    # The stored log is the game: it replays to the very state the table holds.
    replayed = replay(game, record.actions, seed=record.seed).state
    assert replayed.to_json() == live.state.to_json()
    assert replayed.is_terminal()


def test_the_phones_say_what_the_app_did_and_what_to_do_with_its_cards(client):
    table = Table.create(client, game="avcw", app_seats=["royalists"])
    answer = table.state("parliament")
    assert answer["app_moves"].startswith("The app: ")  # it dealt as soon as the table was made
    page = client.get(f"/t/{table.tokens['parliament']}").get_data(as_text=True)
    assert "The app plays Royalists: what to do with its cards" in page
    assert "take them from the stock" in page
    host = client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)
    assert "The app plays this seat: it has no link." in host


def test_the_host_cannot_make_a_link_for_a_seat_the_app_plays(client):
    table = Table.create(client, game="avcw", app_seats=["royalists"])
    response = client.post(f"/api/t/{table.tokens['host']}/links", json={"role": "royalists"}, headers=API_HEADERS)
    assert response.status_code == 400 and "royalists" not in json.dumps(response.get_json().get("links", {}))


def test_a_table_refuses_app_seats_it_does_not_have_or_every_seat(client):
    for seats in (["nobody"], ["parliament", "royalists"]):
        response = client.post("/api/tables", json={"game": "avcw", "app_seats": seats}, headers=API_HEADERS)
        assert response.status_code == 400 and response.get_json()["error"]["where"] == "app_seats"


def test_the_home_form_hands_seats_to_the_app(client):
    home = client.get("/").get_data(as_text=True)
    assert 'name="app_seat" value="west" data-game="civil_suits"' in home
    token = home.split('name="csrf_token" value="')[1].split('"')[0]
    form = {"csrf_token": token, "game": "civil_suits", "app_seat": ["west", "royalists"]}
    response = client.post("/tables", data=form)
    assert response.status_code == 303
    host = client.get(response.headers["Location"]).get_data(as_text=True)
    assert 'data-role="west"' in host and "The app plays this seat" in host and 'id="link-west"' not in host


def test_people_cannot_make_the_draws_the_app_makes_or_leave_cards_unseen():
    game = get_game("avcw")
    state = game.new_initial_state(seed=1)
    deal = state.legal_actions()[0]
    with pytest.raises(IllegalActionError, match="the app makes this draw"):
        check_human_action(game, state, ("royalists",), deal)
    check_human_action(game, state, (), deal)  # a table of people deals as it likes
    civil = get_game("civil_suits")
    with pytest.raises(IllegalActionError, match="every card must be entered"):
        check_human_action(
            civil,
            civil.new_initial_state(seed=1),
            ("west",),
            civil.action_from_json({"do": "end_tricks", "seat": "north"}),
        )


def _to_app_reply(app, table: Table, rng: random.Random) -> tuple[str, int]:
    """Play until a person's action is answered by the app; return that person and the actions before theirs."""
    for _ in range(400):
        role, action = _human_move(app, table, rng)
        before = len(_live(app, table).record.actions)
        table.act(role, action)
        actors = _live(app, table).record.actors
        if len(actors) > before + 1 and actors[before] == role and actors[-1] == APP:
            return role, before
    raise AssertionError("the app never answered")


def test_an_undo_takes_back_the_persons_move_with_the_apps_answer(app, client):
    table = Table.create(client, game="avcw", app_seats=["royalists"])
    role, before = _to_app_reply(app, table, random.Random(3))
    state_before = replay(
        get_game("avcw"), _live(app, table).record.actions[:before], seed=_live(app, table).record.seed
    )
    assert client.get(f"/api/t/{table.tokens[role]}/state").get_json()["can_undo"]
    response = table.undo(role)
    assert response.status_code == 200, response.get_data(as_text=True)
    live = _live(app, table)
    assert len(live.record.actions) == before  # the app's answer went with the move it answered
    assert live.state.to_json() == state_before.state.to_json()
    assert "undid the last action" in table.state(role)["undo"]["text"]
    # It is the person's move again: the app does not play on by itself, and the table replays the same.
    with app.test_request_context():
        _hub(app).hub._tables.clear()
    assert _live(app, table).state.to_json() == state_before.state.to_json()


def test_with_other_people_at_the_table_an_undo_over_the_apps_move_asks_them(app, client):
    table = Table.create(client, game="civil_suits", app_seats=["west"])
    rng = random.Random(8)
    for _ in range(400):  # until a card of a person is answered by a card of the app
        role, before = _to_app_reply(app, table, rng)
        actions = _live(app, table).record.actions
        if any(item["do"] == "play" for item in actions[before + 1 :]):
            break
    response = table.undo(role)
    assert response.status_code == 200
    request = table.state("board")["undo_request"]
    others = [seat for seat in ("north", "east", "south") if seat != role]
    assert request and sorted(request["waiting"]) == sorted(others)  # the app is never asked
    for seat in others:
        table.answer_undo(seat, True)
    assert len(_live(app, table).record.actions) == before


def test_a_restart_with_the_app_due_plays_on_at_the_first_poll(tmp_path):
    database = str(tmp_path / "tables.sqlite3")
    first = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test", **TEST_APP_SEAT})
    table = Table.create(first.test_client(), game="avcw", app_seats=["royalists"])
    rng = random.Random(4)
    # A person's move stored, and the server stopped before the app answered it: written to the store alone.
    while True:
        live = _live(first, table)
        role, action = _human_move(first, table, rng)
        trial = live.state.clone()
        trial.apply_action(live.state.resolve(live.game.action_from_json(action)))
        if "royalists" in trial.seats_to_act():
            break
        table.act(role, action)
    with first.test_request_context():
        stored = live.game.action_to_json(live.state.resolve(live.game.action_from_json(action)))
        version = get_db().append_action(table.id, live.version, stored, role)
    second = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "test", **TEST_APP_SEAT})
    client = second.test_client()
    polled = client.get(f"/api/t/{table.tokens['parliament']}/version").get_json()["version"]
    assert polled > version  # the app answered at the first poll after the restart
    record = _live(second, table).record
    assert record.actors[-1] == APP and record.actions[len(record.actions) - (polled - version) - 1] == stored


def test_a_move_of_the_app_the_rules_refuse_leaves_the_persons_move_accepted(app, client, monkeypatch):
    table = Table.create(client, game="avcw", app_seats=["royalists"])
    rng = random.Random(6)
    while True:  # up to a person's move after which the app is due
        live = _live(app, table)
        role, action = _human_move(app, table, rng)
        trial = live.state.clone()
        trial.apply_action(live.state.resolve(live.game.action_from_json(action)))
        if "royalists" in trial.seats_to_act():
            break
        table.act(role, action)
    before = len(live.record.actions)
    refused = get_game("avcw").action_from_json({"do": "pick", "side": "royalists", "card": "AS"})
    monkeypatch.setattr("companion.appseat.next_action", lambda *args: refused)  # a bot at fault
    assert table.send(role, action).status_code == 200
    assert len(_live(app, table).record.actions) == before + 1  # stored, and the app waits to try again
    monkeypatch.undo()
    with app.test_request_context():
        _hub(app).hub._tables.clear()
    assert _live(app, table).record.actors[-1] == APP  # loaded again, the app moved


def test_a_fault_of_the_search_is_logged_and_the_app_plays_at_random_that_once(monkeypatch, caplog):
    from companion.appseat import next_action
    from engine.search import SearchBot

    def broken(self, state, seat):
        raise IndexError("action index out of range")

    monkeypatch.setattr(SearchBot, "choose", broken)
    game = get_game("avcw")
    state = game.new_initial_state(seed=5)
    while state.current_player() == CHANCE:
        state.apply_action(state.legal_actions()[0])
    seat = state.seats_to_act()[0]
    choice = next_action(game, state, (seat,), seed=5, count=0, budget=8)
    assert choice in state.legal_actions(seat)
    assert "The app's search failed" in caplog.text and "IndexError" in caplog.text


def _battle_for_silesia(kingdoms: list[str]):
    """Return a Trumps of Kings state at the battle for Silesia (Prussia attacks, Austria defends), no spade held."""
    from games.trumps_of_kings.data import SEATS
    from tests.games.trumps_of_kings.arrange import arrange

    game = get_game("trumps_of_kings")
    before = {"kingdoms": kingdoms, "phase": "tactical", "armies": {"austria_1": {"at": "silesia"}}}
    state = arrange(game, {**before, "battles": [{"province": "silesia", "attacker": "prussia", "army": "prussia_1"}]})
    assert state.step == "battles" and sorted(state.seats_to_act()) == ["austria", "prussia"]
    assert all(not state.hands[SEATS.index(k)] for k in ("austria", "prussia"))  # no terrain to play: results only
    return game, state


def test_the_app_never_enters_the_result_of_its_kingdoms_battle_against_a_person():
    game, state = _battle_for_silesia(["prussia", "austria"])
    for app_seat in ("prussia", "austria"):  # attacking, then defending
        for count in range(20):
            assert next_action(game, state, (app_seat,), seed=count, count=count, budget=20) is None
    assert {type(a).kind for a in state.legal_actions("austria")} == {"result"}  # the person's phone enters it


def test_a_battle_between_two_app_kingdoms_gets_a_result_drawn_at_random():
    game, state = _battle_for_silesia(["prussia", "austria", "france"])
    results = [
        next_action(game, state, ("prussia", "austria"), seed=count, count=count, budget=20) for count in range(40)
    ]
    assert all(type(result).kind == "result" and result in state.legal_actions(result.seat) for result in results)
    # Neither side is favoured, as the search (playing for the seat that reports) would favour its own.
    assert {result.winner for result in results} == {"attacker", "defender"}
