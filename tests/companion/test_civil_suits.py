"""Civil Suits through the companion: four seats, secret civil suits, passes and peeks, a round played and
scored through the API, and every response scanned for what another seat must not see."""

from __future__ import annotations

import re

from tests.companion.helpers import API_HEADERS, Table
from tests.companion.test_security import _normalised, assert_no_card_in, responses_to

SEATS = ("north", "east", "south", "west")
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
# North deals: East and South, on the dealer's left, get 14 cards.
DEAL = {
    "do": "deal",
    "north": [r + "C" for r in RANKS],
    "east": [r + "D" for r in RANKS] + ["JK1"],
    "south": [r + "H" for r in RANKS] + ["JK2"],
    "west": [r + "S" for r in RANKS],
}
SUITS = {"north": "C", "east": "D", "south": "H", "west": "S"}
PASSES = {"north": ["2C", "3C", "4C"], "east": ["2D", "3D", "4D"], "south": ["2H", "3H", "4H", "5H"]}
PASSES["west"] = ["2S", "3S", "4S", "5S"]


def civil_table(client) -> Table:
    return Table.create(client, game="civil_suits")


def through_passes(table: Table, suits=SUITS, passes=PASSES) -> None:
    table.act("north", DEAL)
    for seat in SEATS:
        table.act(seat, {"do": "choose_suit", "seat": seat, "suit": suits[seat]})
    for seat in SEATS:
        table.act(seat, {"do": "pass", "seat": seat, "cards": passes[seat]})


def test_a_table_has_four_seats_a_board_and_a_host(client):
    table = civil_table(client)
    assert set(table.tokens) == {*SEATS, "board", "host"}
    host = client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)
    assert host.count("<svg") == 5  # a QR code for each seat and for the board
    for name in ("North", "East", "South", "West", "Civil Suits"):
        assert name in host
    seat_page = client.get(f"/t/{table.tokens['east']}").get_data(as_text=True)
    assert "civil_suits.js" in seat_page and '"JK1": "Minion 1"' in seat_page and "<title>East" in seat_page


def test_the_home_page_and_the_games_list_offer_both_games(client):
    page = client.get("/").get_data(as_text=True)
    assert "A Very Civil Whist" in page and "Civil Suits" in page
    games = client.get("/api/games").get_json()["games"]
    # Every installed game, in alphabetical order (the sample game under tests/ is installed too).
    names = [game["game"] for game in games]
    assert names == sorted(names) and {"avcw", "civil_suits"} <= set(names)
    response = client.post("/api/tables", json={"game": "chess"}, headers=API_HEADERS)
    assert response.status_code == 400 and response.get_json()["error"]["where"] == "game"


def test_the_app_says_who_passes_to_whom_and_who_leads(client):
    table = civil_table(client)
    table.act("north", DEAL)
    for seat in SEATS:
        table.act(seat, {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]})
    panel = table.state("north")["panel"]["instruction"]
    assert "Pass 3 cards face down to East" in panel and "4 from West" in panel
    assert "Pass 4 cards face down to West" in table.state("south")["panel"]["instruction"]
    for seat in SEATS:
        table.act(seat, {"do": "pass", "seat": seat, "cards": PASSES[seat]})
    assert "North may lead it, or decline" in table.state("board")["panel"]["instruction"]
    assert table.state("north")["controls"]["can_decline_lead"]


def test_a_seat_cannot_act_for_another(client):
    table = civil_table(client)
    table.act("north", DEAL)
    response = table.send("east", {"do": "choose_suit", "seat": "north", "suit": "H"})
    assert response.status_code == 403 and "plays for East" in response.get_json()["error"]["message"]
    response = table.send("board", {"do": "choose_suit", "seat": "north", "suit": "H"})
    assert response.status_code == 403


def test_illegal_plays_get_a_reason_and_change_nothing(client):
    table = civil_table(client)
    through_passes(table)
    version = table.version()
    response = table.send("north", {"do": "play", "seat": "north", "card": "JK1"})
    assert response.status_code == 422 and "does not hold" in response.get_json()["error"]["message"]
    assert table.version() == version


def test_hands_suits_and_passes_reach_no_other_phone(client):
    table = civil_table(client)
    table.act("north", DEAL)
    table.act("north", {"do": "choose_suit", "seat": "north", "suit": "C"})
    for seat in ("east", "south", "west"):
        table.act(seat, {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]})
    table.act("north", {"do": "pass", "seat": "north", "cards": PASSES["north"]})
    north_hand = set(table.state("north")["view"]["seats"]["north"]["hand"])
    assert north_hand and table.state("north")["view"]["seats"]["north"]["my_pass"] == PASSES["north"]
    for role in ("east", "south", "west", "board", "host"):
        texts = responses_to(client, table, role)
        assert_no_card_in(texts, north_hand | set(PASSES["north"]))
    assert table.state("east")["view"]["seats"]["north"]["civil_suit"] is None


def _seen_by(client, tables, role):
    return [_normalised(responses_to(client, t, role), t) for t in tables]


def test_north_sees_the_same_whatever_east_chose_in_secret(client):
    """Non-interference: two tables that differ only in East's civil suit look identical to North and the board."""
    tables = []
    for east_suit in ("D", "S"):
        table = civil_table(client)
        table.act("north", DEAL)
        table.act("east", {"do": "choose_suit", "seat": "east", "suit": east_suit})
        table.act("south", {"do": "choose_suit", "seat": "south", "suit": "H"})
        tables.append(table)
    assert table.state("east")["view"]["seats"]["east"]["civil_suit"] == "S"
    for role in ("north", "board"):  # (the host page's QR codes differ by table, so it is scanned above instead)
        seen = _seen_by(client, tables, role)
        assert seen[0] == seen[1], role


def test_north_sees_the_same_whatever_east_passes(client):
    tables = []
    for east_pass in (["2D", "3D", "4D"], ["5D", "6D", "JK1"]):
        table = civil_table(client)
        table.act("north", DEAL)
        for seat in SEATS:
            table.act(seat, {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]})
        table.act("east", {"do": "pass", "seat": "east", "cards": east_pass})
        tables.append(table)
    for role in ("north", "west", "board"):
        seen = _seen_by(client, tables, role)
        assert seen[0] == seen[1], role


def _to_the_attack(table: Table) -> None:
    """Play the first trick so that two Champions attack it: North leads the King of Clubs, East the Queen."""
    through_passes(table)
    table.act("north", {"do": "play", "seat": "north", "card": "KC"})
    table.act("east", {"do": "play", "seat": "east", "card": "QD"})
    table.act("south", {"do": "play", "seat": "south", "card": "6H"})
    table.act("west", {"do": "play", "seat": "west", "card": "6S"})


def test_a_champion_of_intelligence_sees_one_suit_on_their_own_phone_only(client):
    table = civil_table(client)
    _to_the_attack(table)
    # KC (2, 5, 1) against QD (1, 3, 4): Intelligence and Might to North, Magic to East.
    state = table.state("north")
    assert state["controls"]["step"] == "intel" and "Champion of Intelligence" in state["panel"]["instruction"]
    table.act("north", {"do": "peek", "seat": "north", "target": "west"})
    assert table.state("north")["view"]["seats"]["west"]["civil_suit"] == "S"
    for role in ("east", "south", "board"):
        assert table.state(role)["view"]["seats"]["west"]["civil_suit"] is None
    for role in ("east", "south", "board", "host"):
        for _, text in responses_to(client, table, role):
            assert not re.search(r'"civil_suit":\s*"S"', text), role


def test_magic_and_might_through_the_api(client):
    table = civil_table(client)
    _to_the_attack(table)
    table.act("north", {"do": "decline", "seat": "north"})
    table.act("east", {"do": "magic", "seat": "east", "minus_one": True})
    table.act("north", {"do": "trump", "seat": "north", "suit": "H"})
    board = table.state("board")
    assert board["view"]["seats"]["south"]["taken"] and "6H" in board["view"]["seats"]["south"]["taken"]
    assert board["view"]["seats"]["east"]["magic_minus"] == 1


def test_a_round_without_entered_tricks_is_scored_from_the_piles_and_shown_on_the_board(client):
    table = civil_table(client)
    through_passes(table)
    table.act("north", {"do": "end_tricks", "seat": "north"})
    piles = {
        "north": DEAL["north"],  # all the Clubs: North shoots the moon in its civil suit
        "east": DEAL["east"],
        "south": DEAL["south"],
        "west": DEAL["west"],
    }
    table.act("east", {"do": "tally", "seat": "east", "cards": piles["east"], "magic": 1})
    table.act("south", {"do": "tally", "seat": "south", "cards": piles["south"]})
    table.act("west", {"do": "tally", "seat": "west", "cards": piles["west"], "last": True})
    answer = table.act("north", {"do": "tally", "seat": "north", "cards": piles["north"]})
    record = answer["view"]["history"][0]
    assert record["suits"] == SUITS and record["tracked"] is False
    # Everyone took their whole civil suit: four moons; Clubs with Spades and Diamonds with Hearts are
    # together, so each takes 13 off; East's Minion costs nothing after a moon; Magic takes one more off.
    assert record["scores"] == {"north": -13, "east": -14, "south": -13, "west": -13}
    board = table.board()
    assert "−14" in board and "moon" in board
    assert answer["view"]["round"] == 2 and answer["view"]["dealer"] == "east"
