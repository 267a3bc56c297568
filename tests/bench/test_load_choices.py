"""The load benchmark's tables and its phones' choices, checked against the real app's answers."""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict

from load_choices import KINGDOMS, MIX, needs_listing, next_change, table_kinds

from tests.companion.helpers import API_HEADERS


def _create(client, game: str, options: dict) -> dict[str, str]:
    created = client.post("/api/tables", json={"game": game, "options": options}, headers=API_HEADERS)
    assert created.status_code == 201
    return {role: url.rsplit("/", 1)[1] for role, url in created.get_json()["links"].items()}


def _answer(client, token: str) -> dict:
    return client.get(f"/api/t/{token}/state").get_json()


def _send(client, token: str, change: tuple) -> int:
    _, suffix, body = change
    return client.post(f"/api/t/{token}{suffix}", json=body, headers=API_HEADERS).status_code


def test_the_mix_shares_out_the_five_games_equally_whatever_the_count():
    for count in (5, 12, 37, 120):
        games = Counter(game for game, _ in table_kinds(count, None))
        assert set(games) == {game for game, _ in MIX}
        assert max(games.values()) - min(games.values()) <= 1


def test_the_mix_keeps_its_first_tables_as_the_count_grows():
    assert table_kinds(200, None)[:37] == table_kinds(37, None)


def test_the_first_turn_of_the_mix_has_the_nine_kingdom_table():
    trumps = [options for game, options in table_kinds(5, None) if game == "trumps_of_kings"]
    assert trumps == [dict.fromkeys(KINGDOMS, True)]


def test_one_game_is_every_table_with_its_load_options():
    assert table_kinds(3, "trumps_of_kings") == [("trumps_of_kings", dict.fromkeys(KINGDOMS, True))] * 3
    assert table_kinds(2, "avcw") == [("avcw", {})] * 2


def test_the_mix_seats_every_player_count_of_every_game(client):
    phones = defaultdict(set)
    made = set()
    for game, options in table_kinds(120, None):  # 120 tables: every turn of every game's player counts
        if (game, json.dumps(options, sort_keys=True)) not in made:
            made.add((game, json.dumps(options, sort_keys=True)))
            phones[game].add(len(_create(client, game, options)) - 2)  # every role but the board and the host
    expected = {"avcw": {2}, "civil_suits": {4}, "17-21": {2}, "walsingham": {4, 5, 6}}
    assert phones == {**expected, "trumps_of_kings": set(range(2, 10))}


def test_only_the_drawing_phone_enters_a_draw_and_the_api_accepts_it(client):
    tokens = _create(client, "civil_suits", {})
    rng = random.Random(1)
    east = _answer(client, tokens["east"])
    assert next_change(east, "east", rng, "civil_suits", False) is None
    north = _answer(client, tokens["north"])
    assert not needs_listing(north)  # a draw needs no listing
    change = next_change(north, "north", rng, "civil_suits", False)
    assert change == ("action", "/actions", {"version": 0, "action": {"do": "deal"}})
    assert _send(client, tokens["north"], change) == 200


def test_a_seat_to_move_chooses_among_its_legal_actions_and_the_api_accepts_it(client):
    tokens = _create(client, "civil_suits", {})
    assert _send(client, tokens["north"], ("action", "/actions", {"version": 0, "action": {"do": "deal"}})) == 200
    east = _answer(client, tokens["east"])
    assert not needs_listing(east)
    assert needs_listing({key: value for key, value in east.items() if key != "legal"})  # as the page asks
    kind, suffix, body = next_change(east, "east", random.Random(1), "civil_suits", False)
    assert (kind, suffix, body["version"]) == ("action", "/actions", east["version"])
    assert body["action"] in east["legal"]
    assert _send(client, tokens["east"], (kind, suffix, body)) == 200


def test_a_phone_takes_back_its_action_only_when_it_decided_to_and_the_others_answer(client):
    tokens = _create(client, "civil_suits", {})
    rng = random.Random(1)
    assert _send(client, tokens["north"], ("action", "/actions", {"version": 0, "action": {"do": "deal"}})) == 200
    north = _answer(client, tokens["north"])
    assert next_change(north, "north", rng, "civil_suits", False)[0] == "action"
    change = next_change(north, "north", rng, "civil_suits", True)
    assert change == ("undo", "/undo", {"version": north["version"], "confirm": True})
    assert _send(client, tokens["north"], change) == 200  # the deal showed cards: the others are asked
    east = _answer(client, tokens["east"])
    kind, suffix, body = next_change(east, "east", rng, "civil_suits", False)
    assert (kind, suffix, sorted(body)) == ("undo", "/undo/answer", ["accept", "version"])
    assert _send(client, tokens["east"], (kind, suffix, body)) == 200
