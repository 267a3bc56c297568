"""The JSON API, route by route: tables, tokens, actions, versions, undo, errors."""

from __future__ import annotations

import json
import sqlite3

import pytest

from engine.i18n import available_locales
from tests.companion.helpers import ACTIONS, API_HEADERS, CASUALTY_SAFE, DEAL, PREPARATION, Table


def test_games_lists_avcw_with_its_option(client):
    data = client.get("/api/games").get_json()
    avcw = next(game for game in data["games"] if game["game"] == "avcw")
    assert avcw["options"]["foreign_influence"]["default"] is False
    assert data["locales"] == available_locales()


def test_create_table_gives_four_distinct_unguessable_links(client):
    response = client.post("/api/tables", json={"options": {"foreign_influence": True}}, headers=API_HEADERS)
    assert response.status_code == 201
    links = response.get_json()["links"]
    assert set(links) == {"parliament", "royalists", "board", "host"}
    tokens = [url.rsplit("/", 1)[1] for url in links.values()]
    assert len(set(tokens)) == 4 and all(len(token) >= 24 for token in tokens)


KINGDOMS = ("austria", "bavaria", "england", "france", "prussia", "russia", "spain", "sweden", "turkey")


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"options": {"no_such_rule": True}}, "options"),
        ({"game": "trumps_of_kings", "options": dict.fromkeys(KINGDOMS, False) | {"austria": True}}, "options"),
        ({"game": "walsingham", "options": {"four_players": True, "six_players": True}}, "options"),
        ({"options": {"foreign_influence": "yes"}}, "options.foreign_influence"),
        ({"locale": "xx"}, "locale"),
        ({"game": "chess"}, "game"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_create_table_refuses_bad_bodies_saying_where(client, body, where):
    response = client.post("/api/tables", json=body, headers=API_HEADERS)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["code"] == "invalid" and error["message"] and error["where"] == where


def test_viewer_info_gives_links_to_the_host_only(table, client):
    host = client.get(f"/api/t/{table.tokens['host']}").get_json()
    assert host["role"] == "host" and set(host["links"]) == {"parliament", "royalists", "board", "host"}
    seat = client.get(f"/api/t/{table.tokens['parliament']}").get_json()
    assert seat["role"] == "parliament" and "links" not in seat


def test_a_new_table_waits_for_the_deal(table):
    state = table.state("parliament")
    assert state["version"] == 0 and state["seat"] == "parliament"
    assert state["view"]["step"] == "deal"
    assert state["panel"]["who"] == "Either phone may enter the draw."
    assert state["controls"]["chance"] is True
    assert table.state("board")["controls"]["chance"] is False


def test_an_action_moves_the_version_and_returns_its_log_lines(table):
    answer = table.act("parliament", DEAL)
    assert answer["version"] == 1
    assert answer["lines"] == ["Action cards were shuffled and dealt: 8 to each side."]
    assert answer["view"]["sides"]["parliament"]["hand"] == sorted(DEAL["parliament"], key=_card_order)
    assert table.version() == 1


def _card_order(code):
    from engine.cards import parse_card

    return parse_card(code)


def test_a_draw_left_to_the_app_is_stored_with_its_outcome(table, app):
    table.act("royalists", {"do": "deal"})
    answer = table.act("parliament", {"do": "draw_event"})
    drawn = answer["controls"]["event"]["card"]
    with sqlite3.connect(app.config["DATABASE"]) as db:
        rows = [json.loads(row[0]) for row in db.execute("SELECT action FROM actions ORDER BY number")]
    assert len(rows[0]["parliament"]) == 8 and len(rows[0]["royalists"]) == 8
    assert rows[1] == {"do": "draw_event", "card": drawn}


def test_a_stale_request_gets_409_with_the_fresh_state_and_never_a_double_move(table):
    table.act("parliament", DEAL)
    first = table.send("royalists", {"do": "draw_event", "card": "JC"}, version=1)
    again = table.send("royalists", {"do": "draw_event", "card": "JC"}, version=1)
    assert first.status_code == 200
    assert again.status_code == 409
    body = again.get_json()
    assert body["error"]["code"] == "stale" and body["version"] == 2
    assert body["state"]["version"] == 2 and body["state"]["view"]["events_out"] == ["JC"]
    assert table.version() == 2


def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing(table):
    table.play(PREPARATION[:1])
    before = table.state("board")
    response = table.send("royalists", {"do": "draw_event", "card": "7H"})
    assert response.status_code == 422
    assert response.get_json()["error"]["message"] == "The 7 of Hearts is not in the event deck."
    assert table.state("board") == before


def test_a_card_the_side_does_not_hold_is_refused(table):
    table.play(PREPARATION)
    response = table.send("royalists", {"do": "attack", "side": "royalists", "track": "north", "card": "7H"})
    assert response.status_code == 422
    assert response.get_json()["error"]["message"] == "Royalists do not hold the 7 of Hearts."
    assert table.state("royalists")["view"]["step"] == "turn"


@pytest.mark.parametrize(
    ("action", "fragment"),
    [
        ({"do": "dance"}, "Unknown action 'dance'"),
        ({"do": "draw_event", "card": "ZZ"}, "ZZ is not a card"),
        ({"do": "deal", "colour": "red"}, "has no field colour"),
        ({"card": "7H"}, "Unknown action None"),
    ],
)
def test_a_malformed_action_gets_400_naming_the_problem(table, action, fragment):
    response = table.send("parliament", action)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert fragment in error["message"] and error["where"] == "action"
    assert table.version() == 0


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"action": {"do": "deal"}}, "version"),
        ({"version": "0", "action": {"do": "deal"}}, "version"),
        ({"version": -1, "action": {"do": "deal"}}, "version"),
        ({"version": 0, "action": "deal"}, "action"),
        ({"version": 0, "action": {"do": "deal"}, "extra": 1}, "extra"),
    ],
)
def test_a_malformed_body_gets_400_saying_where(table, client, body, where):
    response = client.post(f"/api/t/{table.tokens['parliament']}/actions", json=body, headers=API_HEADERS)
    assert response.status_code == 400
    assert response.get_json()["error"]["where"] == where
    assert table.version() == 0


@pytest.mark.parametrize("path", ["/version", "/state"])
@pytest.mark.parametrize("seen", ["-1", "x", "1e3", "9999999999"])
def test_a_malformed_seen_version_gets_400_saying_where(table, client, path, seen):
    table.state("parliament")  # the table is in memory: the poll's fast path passes it on to the route
    response = client.get(f"/api/t/{table.tokens['parliament']}{path}?seen={seen}")
    assert response.status_code == 400 and response.get_json()["error"]["where"] == "seen"


def test_a_question_saying_what_the_phone_has_seen_is_answered(table, client):
    table.play(PREPARATION[:3])
    for path in ("/version", "/state"):
        assert client.get(f"/api/t/{table.tokens['parliament']}{path}?seen=3").get_json()["version"] == 3


def test_a_body_that_is_not_an_object_gets_400(table, client):
    response = client.post(f"/api/t/{table.tokens['parliament']}/actions", json=[1, 2], headers=API_HEADERS)
    assert response.status_code == 400 and response.get_json()["error"]["where"] == "body"


def test_a_huge_body_gets_413_and_changes_nothing(table, client):
    body = {"version": 0, "action": {"do": "deal"}, "padding": "x" * 20_000}
    response = client.post(f"/api/t/{table.tokens['parliament']}/actions", json=body, headers=API_HEADERS)
    assert response.status_code == 413
    assert response.get_json()["error"]["code"] == "too_large"
    assert table.version() == 0


@pytest.mark.parametrize("path", ["/version", "/state"])
def test_an_address_too_long_gets_414_saying_so(table, client, path):
    """The poll's fast path too: it leaves a too-long address to the app, which refuses it."""
    response = client.get(f"/api/t/{table.tokens['parliament']}{path}?seen=0&pad={'x' * 8200}")
    assert response.status_code == 414
    assert response.get_json()["error"] == {"code": "too_long", "message": "The address is too long."}
    assert client.get(f"/api/t/{table.tokens['parliament']}{path}?seen=0&pad={'x' * 8000}").status_code == 200


def test_a_seat_cannot_act_for_the_other_side(table):
    table.play(PREPARATION[:3])
    response = table.send("parliament", {"do": "choose_trump", "side": "royalists", "suit": "H"})
    assert response.status_code == 403
    assert response.get_json()["error"]["message"] == "This phone plays for Parliament; it cannot act for another seat."
    assert table.version() == 3


def test_the_board_and_the_host_cannot_act_or_undo(table):
    for role in ("board", "host"):
        assert table.send(role, DEAL).status_code == 403
    table.act("parliament", DEAL)
    for role in ("board", "host"):
        assert table.undo(role).status_code == 403
    assert table.version() == 1


def test_it_is_not_your_turn_is_refused_with_the_reason(table):
    table.play(PREPARATION[:3])
    response = table.send("parliament", {"do": "choose_trump", "side": "parliament", "suit": "H"})
    assert response.status_code == 422
    assert "not the turn of Parliament" in response.get_json()["error"]["message"]


def test_undo_of_a_draw_waits_for_the_other_phone_and_both_phones_are_told(table):
    table.play(PREPARATION[:3])
    before = table.state("board")
    assert "Parliament gained the asset Eastern Association." in before["log"]
    # The event drawn was shown to the table: Parliament, who entered it, may only ask.
    assert table.undo("royalists").status_code == 403
    asked = table.undo("parliament").get_json()
    assert asked["version"] == 4 and asked["view"]["events_out"] == ["JC", "KH"] and not asked["can_undo"]
    request = table.state("royalists")["undo_request"]
    assert request["can_answer"] and request["waiting"] == ["royalists"]
    assert request["text"].startswith("Parliament asks to take back: Event: The Eastern Association")
    assert "Parliament asked to take back their last action" in table.state("board")["log"][-1]
    assert table.state("parliament")["undo_request"]["can_answer"] is False
    answer = table.answer_undo("royalists", True).get_json()
    assert answer["version"] == 5
    assert answer["view"]["events_out"] == ["JC"] and answer["view"]["step"] == "event"
    assert "Parliament gained the asset Eastern Association." not in answer["log"]
    for role in ("parliament", "royalists", "board"):
        seen = table.state(role)
        assert seen["undo"]["seat"] == "parliament" and seen["undo_request"] is None
        assert seen["undo"]["text"].startswith("Parliament undid the last action: Event: The Eastern Association")
        assert seen["log"][-2:] == ["Royalists agreed to the undo.", "Parliament took back their last action."]
    # The next change clears the note, and the undone draw can be made again.
    table.act("parliament", {"do": "draw_event", "card": "KH"})
    assert table.state("parliament")["undo"] is None


def test_undo_needs_confirmation_a_fresh_version_and_something_to_undo(table):
    assert table.undo("parliament").status_code == 422
    table.act("parliament", DEAL)
    assert table.undo("parliament", confirm=False).status_code == 400
    stale = table.undo("parliament", version=0)
    assert stale.status_code == 409 and stale.get_json()["state"]["version"] == 1
    assert table.version() == 1


def test_the_log_and_the_board_routes(table, client):
    table.play(PREPARATION[:2])
    log = client.get(f"/api/t/{table.tokens['royalists']}/log").get_json()
    assert log["version"] == 2 and "Event: Queen Henrietta Maria (Jack of Clubs)." in log["lines"]
    board = client.get(f"/api/t/{table.tokens['board']}/board.svg")
    assert board.status_code == 200 and board.mimetype == "image/svg+xml"
    svg = board.get_data(as_text=True)
    assert svg.startswith("<svg") and 'id="pieces"' in svg, "the printed board with the pieces laid over it"
    assert 'id="space-foreign-copenhagen"' in svg and "Copenhagen" in svg


@pytest.mark.parametrize("path", ["", "/version", "/state", "/log", "/board.svg"])
def test_unknown_tokens_get_404_json(client, path):
    response = client.get(f"/api/t/not-a-real-token-at-all{path}")
    assert response.status_code == 404
    assert response.get_json()["error"]["code"] == "not_found"


@pytest.mark.parametrize("path", ["/actions", "/undo"])
def test_unknown_tokens_get_404_on_changes(client, path):
    response = client.post(f"/api/t/not-a-real-token-at-all{path}", json={"version": 0}, headers=API_HEADERS)
    assert response.status_code == 404


def test_unknown_api_address_gets_404_json_and_wrong_method_405(client):
    assert client.get("/api/nowhere").get_json()["error"]["code"] == "not_found"
    response = client.get("/api/tables")
    assert response.status_code == 405 and response.get_json()["error"]["code"] == "method_not_allowed"


def test_casualty_odds_are_shown_before_the_test(table, app):
    table.play(PREPARATION + ACTIONS)
    answer = table.state("royalists")
    with app.app_context():
        live = app.extensions["pnpkit_tables"].table(table.id)
        odds = live.state.casualty_odds()
    assert answer["controls"]["casualty"] == {
        "leader": "Earl of Essex",
        "rating": 5,
        "fraction": str(odds),
        "percent": round(float(odds) * 100, 1),
    }
    assert f"the chance of losing this leader is {odds}" in answer["panel"]["instruction"]
    assert answer["controls"]["picker"]["count"] == 2
    table.act(*CASUALTY_SAFE)


CHANCE_ACTIONS = {"deal": "deal", "event": "draw_event", "reveal": "reveal", "casualty": "casualty"}


def test_a_whole_game_through_the_api_ends_with_its_reason(client):
    import random

    table = Table.create(client)
    rng = random.Random(4)
    for _ in range(2000):
        answer = table.state("parliament")
        if answer["view"]["outcome"]:
            break
        if answer["controls"]["chance"]:
            table.act(rng.choice(["parliament", "royalists"]), {"do": CHANCE_ACTIONS[answer["controls"]["step"]]})
            continue
        seat = answer["view"]["to_act"][0]
        table.act(seat, rng.choice(table.state(seat)["legal"]))
    final = table.state("board")
    assert final["view"]["outcome"] is not None
    assert final["panel"]["who"] == "The game is over."
    assert final["panel"]["instruction"] == final["view"]["outcome"]["reason"]
    assert final["log"][-1] == final["view"]["outcome"]["reason"]


def test_foreign_influence_lets_the_foreign_support_leader_cancel_an_event(client):
    table = Table.create(client, options={"foreign_influence": True})
    table.act("parliament", DEAL)
    answer = table.act("parliament", {"do": "draw_event", "card": "JS"})
    assert answer["view"]["step"] == "influence" and answer["controls"]["event"]["pending"] is True
    assert table.state("royalists")["controls"]["acts"] is True  # the Royalists lead on Foreign Support
    refused = table.send("parliament", {"do": "influence", "side": "parliament", "cancel": True})
    assert refused.status_code == 422 and "not the turn of Parliament" in refused.get_json()["error"]["message"]
    answer = table.act("royalists", {"do": "influence", "side": "royalists", "cancel": True})
    assert "Royalists used their foreign influence to cancel the event." in answer["lines"]
    assert answer["view"]["fronts"]["foreign"] == "hamburg" and answer["view"]["fronts"]["midlands"] == "nottingham"


def test_an_engine_fault_changes_nothing_and_the_table_is_replayed_from_its_log(table, app, monkeypatch):
    table.act("parliament", DEAL)
    with app.app_context():
        live = app.extensions["pnpkit_tables"].table(table.id)

    def faulty(action, asker=None):
        live.state.round = 99  # a fault half-way through a change
        raise RuntimeError("engine fault")

    monkeypatch.setattr(live.state, "apply_action", faulty)
    with pytest.raises(RuntimeError):
        table.send("royalists", {"do": "draw_event", "card": "JC"})
    state = table.state("board")
    assert state["version"] == 1 and state["view"]["round"] == 1 and state["view"]["step"] == "event"
    table.act("royalists", {"do": "draw_event", "card": "JC"})
