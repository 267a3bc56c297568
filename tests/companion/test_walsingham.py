"""Walsingham through the companion: four to six seats, each phone seeing only its own Loyalty and Secret cards,
the auction with the app as the bank, a Peek seen by the peeker alone, accusations in order and the final
reveal explained line by line; every answer to a seat is the same whatever the other seats hold."""

from __future__ import annotations

import json
import re

import pytest

from tests.companion.helpers import Table

SEATS = ("red", "green", "purple", "orange", "black")
HANDS = {"red": ["blue", "blue"], "green": ["yellow", "blue"], "purple": ["spy", "yellow"]}
HANDS |= {"orange": ["blue", "yellow"], "black": ["blue", "yellow"]}
# The same deal for Red, with the Spy elsewhere: Red's phone must not tell the two apart.
OTHER_HANDS = dict(HANDS, purple=["blue", "yellow"], black=["spy", "yellow"])
REVEAL = {"do": "reveal", "rewards": ["a10", "a01", "a07", "a04"], "tiles": ["blue_vp1-1", "yellow_in2-1"]}
BIDS = {"red": 6, "green": 3, "purple": 0, "orange": 2, "black": 1}


def walsingham(client, options=None) -> Table:
    return Table.create(client, options=options, game="walsingham")


def deal(table: Table, hands=HANDS) -> None:
    table.act("red", {"do": "deal_loyalty", "first": "red", **hands})


def auction(table: Table, bids=BIDS) -> None:
    table.act("red", REVEAL)
    for _ in range(2):
        for seat in SEATS:
            table.act(seat, {"do": "bid", "seat": seat, "amount": bids[seat]})


@pytest.mark.parametrize(("options", "seats"), [({}, 5), ({"four_players": True}, 4), ({"six_players": True}, 6)])
def test_a_table_seats_four_to_six_players_a_board_and_a_host(client, options, seats):
    table = walsingham(client, options)
    assert set(table.tokens) == {*("red", "green", "purple", "orange", "black", "white")[:seats], "board", "host"}
    host = client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)
    assert host.count("<svg") == seats + 1 and "Walsingham" in host
    page = client.get(f"/t/{table.tokens['red']}").get_data(as_text=True)
    assert "walsingham.js" in page and '"a07": "A sealed letter"' in page


def test_each_phone_shows_its_own_loyalty_cards_and_nobody_elses(client):
    table = walsingham(client)
    deal(table)
    assert table.state("purple")["view"]["players"]["purple"]["loyalty"] == ["spy", "yellow"]
    for role in ("red", "board", "host"):
        text = json.dumps(table.state(role))
        assert '"spy"' not in text.replace('"spy": null', "")


def test_the_auction_on_the_phones_with_the_app_as_the_bank(client):
    table = walsingham(client)
    deal(table)
    table.act("red", REVEAL)
    answer = table.state("red")
    assert answer["controls"]["acts"] and answer["controls"]["amounts"][:3] == [0, 1, 2]
    assert "Red bids (opportunity 1 of 2)" in answer["panel"]["instruction"]
    table.act("red", {"do": "bid", "seat": "red", "amount": 6})
    refused = table.send("green", {"do": "bid", "seat": "green", "amount": 6})
    assert refused.status_code != 200 and "£6 has already been bid" in refused.get_json()["error"]["message"]
    assert 6 not in table.state("green")["controls"]["amounts"]
    refused = table.send("purple", {"do": "bid", "seat": "purple", "amount": 0})
    assert refused.status_code == 403 or "not the turn" in refused.get_json()["error"]["message"]
    for seat in SEATS[1:]:
        table.act(seat, {"do": "bid", "seat": seat, "amount": BIDS[seat]})
    for seat in SEATS:
        table.act(seat, {"do": "bid", "seat": seat, "amount": BIDS[seat]})
    board = table.state("board")
    cash = {seat: info["cash"] for seat, info in board["view"]["players"].items()}
    assert cash == {"red": 9, "green": 13, "purple": 17, "orange": 14, "black": 14}
    assert [item["seat"] for item in board["view"]["tracker"]] == ["red", "green", "orange", "black", "purple"]
    assert "£6" in board["board_pieces"] and "£3" in board["board_pieces"]  # the markers on the live tracker


def peek_table(client, hands=HANDS) -> Table:
    table = walsingham(client)
    deal(table, hands)
    auction(table)
    table.act("red", {"do": "claim", "seat": "red", "reward": "a10"})
    table.act("red", {"do": "peek", "seat": "red", "target": "purple"})
    table.act("red", {"do": "shuffle"})
    return table


def test_a_peek_shows_the_peeker_one_card_and_tells_the_target_only_that_it_was_peeked(client):
    table = peek_table(client)
    assert table.state("red")["controls"]["face_down"] == 2
    assert "looking at one of your cards" in table.state("purple")["panel"]["instruction"]
    table.act("red", {"do": "look", "seat": "red", "slot": 0})
    seen = table.state("red")["view"]["seen"]
    assert len(seen) == 1 and seen[0]["target"] == "purple" and seen[0]["card"] in ("spy", "yellow")
    for role in ("purple", "green", "board"):
        answer = table.state(role)
        assert answer["view"]["seen"] == []
        assert answer["view"]["peeks"] == [{"turn": 1, "seat": "red", "target": "purple", "pile": "loyalty"}]


def _comparable(answer: dict) -> dict:
    answer = dict(answer)
    answer.pop("table")
    return answer


def test_every_other_phone_sees_the_same_wherever_the_spy_is(client):
    tables = [peek_table(client), peek_table(client, OTHER_HANDS)]
    for table in tables:
        table.act("red", {"do": "look", "seat": "red", "slot": 1})  # Red looks at Purple's card
    # Red looked at Purple, who holds the Spy in one table only: Red's own view differs just there.
    first, second = (_comparable(table.state("green")) for table in tables)
    assert first == second
    for role in ("orange", "board"):
        assert _comparable(tables[0].state(role)) == _comparable(tables[1].state(role))


def test_accusations_in_order_and_the_final_reveal_line_by_line(client):
    table = walsingham(client)
    deal(table)
    while table.state("board")["controls"]["step"] != "accuse":
        board = table.state("board")
        step = board["controls"]["step"]
        if step in ("reveal", "draw_secrets", "shuffle"):
            table.act("red", {"do": step})
            continue
        seat = board["view"]["to_act"][0]
        legal = table.state(seat)["legal"]
        # Whoever takes the Triple Agent gives it back, so the Spy of the deal stays the Spy.
        action = {"do": "discard_loyalty", "seat": seat, "card": "triple_agent"} if step == "discard" else legal[0]
        table.act(seat, action)
    accusers = table.state("board")["view"]["accusers"]
    assert sorted(accusers) == sorted(SEATS)
    for seat in accusers:
        assert table.state("board")["view"]["to_act"] == [seat]
        target = "purple" if seat != "purple" else "red"
        table.act(seat, {"do": "accuse", "seat": seat, "target": target})
    answer = table.state("green")
    scoring = answer["view"]["scoring"]
    assert scoring["spy"] == "purple" and scoring["rows"]["purple"]["items"][-1]["item"] == "spy_penalty"
    assert answer["view"]["players"]["purple"]["loyalty"] == ["spy", "yellow"]
    assert "The reveal: Purple is the Spy." in answer["log"]


def test_undo_takes_back_a_bid_and_a_claim_for_every_phone(client):
    table = walsingham(client)
    deal(table)
    table.act("red", REVEAL)
    before = _comparable(table.state("green"))
    table.act("red", {"do": "bid", "seat": "red", "amount": 6})
    assert table.undo("green").status_code == 403  # only the phone that made it takes an action back
    response = table.undo("red")
    assert response.status_code == 200
    after = _comparable(table.state("green"))
    assert after["view"] == before["view"] and after["controls"] == before["controls"]
    assert "Red undid the last action: Red bids £6." in after["undo"]["text"]
    for _ in range(2):
        for seat in SEATS:
            table.act(seat, {"do": "bid", "seat": seat, "amount": BIDS[seat]})
    cash = table.state("board")["view"]["players"]["red"]["cash"]
    table.act("red", {"do": "claim", "seat": "red", "reward": "a01"})
    assert table.undo("red").status_code == 200
    board = table.state("board")["view"]
    assert board["players"]["red"]["cash"] == cash and board["players"]["red"]["rewards"] == []
    assert [item["reward"] for item in board["table"]] == ["a10", "a01", "a07", "a04"]


def test_four_and_six_players_at_once_are_refused_with_a_reason(client):
    response = client.post(
        "/api/tables",
        json={"game": "walsingham", "options": {"four_players": True, "six_players": True}},
        headers={"X-Pnpkit": "1"},
    )
    assert response.status_code == 400
    assert "Choose four players or six players, not both." in response.get_json()["error"]["message"]


def test_a_phone_may_enter_the_rewards_and_tiles_drawn_at_the_table(client):
    table = walsingham(client)
    deal(table)
    entry = table.state("orange")["controls"]["entry"]
    assert entry["count"] == 4 and entry["tile_count"] == 2
    assert entry["rewards"] == [f"a{number:02d}" for number in range(1, 13)]
    kinds = {item["kind"]: item for item in entry["tiles"]}
    assert len(kinds) == 8 and kinds["blue_vp1"]["tiles"] == ["blue_vp1-1", "blue_vp1-2", "blue_vp1-3"]
    assert kinds["yellow_in2"]["text"] == "a yellow tile worth 2 Intrigue"
    assert table.state("board")["controls"]["entry"] is None  # the board only watches
    table.act("orange", REVEAL)
    assert table.state("orange")["controls"]["entry"] is None


@pytest.mark.parametrize("language", ["en", "pl", "de", "fr"])
def test_the_phones_show_every_amount_in_pounds_never_dollars(client, language):
    table = walsingham(client)
    deal(table)
    auction(table)
    refused = table.send("red", {"do": "bid", "seat": "red", "amount": 99})
    client.set_cookie("pnpkit_lang", language)
    for role in (*SEATS, "board", "host"):
        answer = json.dumps(table.state(role), ensure_ascii=False)
        assert "$" not in answer and "£" in answer, role  # the log's payments, the tracker, the ledger
    for role in (*SEATS, "board"):  # the host's page has no game texts
        page = client.get(f"/t/{table.tokens[role]}", headers={"Accept-Language": language}).get_data(as_text=True)
        texts = json.loads(re.search(r'id="game-texts">(.*?)</script>', page, re.S).group(1))
        assert "$" not in page and "$" not in json.dumps(texts, ensure_ascii=False), role
        assert "£" in texts["pounds"] and "£" in texts["ledger_line"], role  # the bid picker's amounts, the ledger
    assert "$" not in refused.get_data(as_text=True)
