"""Walsingham's printed cards entered through the companion: each phone enters its own Loyalty cards, the app
learns the Spy from the Spy's own phone only, wrong entries are refused with a reason and change nothing, and
no other phone can tell what a player entered (its answers, refusals included, are the same byte for byte)."""

from __future__ import annotations

import json

from tests.companion.helpers import Table

SEATS = ("red", "green", "purple", "orange", "black")
HANDS = {"red": ["blue", "blue"], "green": ["blue", "yellow"], "purple": ["spy", "yellow"]}
HANDS |= {"orange": ["blue", "yellow"], "black": ["blue", "yellow"]}


def dealt_at_table(client) -> Table:
    table = Table.create(client, game="walsingham")
    table.act("red", {"do": "deal_loyalty", "unseen": True, "first": "red"})
    return table


def enter(table: Table, seat: str, cards: list[str]) -> dict:
    return table.act(seat, {"do": "enter_loyalty", "seat": seat, "cards": cards})


def masked(table: Table, role: str, path: str = "/state") -> bytes:
    data = table.client.get(f"/api/t/{table.tokens[role]}{path}").get_data()
    for token in table.tokens.values():
        data = data.replace(token.encode(), b"TOKEN")
    return data.replace(table.id.encode(), b"TABLE")


def test_each_phone_is_offered_its_own_entry_and_the_spy_is_learned_from_the_spys_phone_only(client):
    table = dealt_at_table(client)
    for seat in SEATS:
        controls = table.state(seat)["controls"]
        assert controls["acts"] and [item["card"] for item in controls["loyalty_entry"]["cards"]] == [
            "blue",
            "yellow",
            "spy",
        ]
        assert {item["card"]: item["most"] for item in controls["loyalty_entry"]["cards"]}["spy"] == 1
    first, *rest = HANDS
    enter(table, first, HANDS[first])
    for seat in SEATS:  # every phone says who has entered, never what
        entries = table.state(seat)["controls"]["entries"]
        assert entries["entered"] == [first] and entries["set_aside"] is None
    for seat in rest:
        enter(table, seat, HANDS[seat])
    assert table.state("purple")["view"]["players"]["purple"]["loyalty"] == ["spy", "yellow"]
    for role in ("red", "green", "orange", "black", "board", "host"):
        assert '"spy"' not in json.dumps(table.state(role)["view"]["players"])


def test_a_phone_enters_only_its_own_cards(client):
    table = dealt_at_table(client)
    version = table.version()
    response = table.send("red", {"do": "enter_loyalty", "seat": "purple", "cards": ["blue", "blue"]})
    assert response.status_code in (403, 422) and table.version() == version


def test_wrong_entries_are_refused_with_a_reason_and_change_nothing(client):
    table = dealt_at_table(client)
    version = table.version()
    cases = {
        ("spy", "spy"): (422, "The Loyalty deck holds one Spy: nobody is dealt two."),
        ("green", "blue"): (400, "There is no Loyalty card green."),  # a card not in the deck: malformed
        ("triple_agent", "blue"): (422, "The Triple Agent is set aside face up: nobody is dealt it."),
    }
    for cards, (status, reason) in cases.items():
        response = table.send("red", {"do": "enter_loyalty", "seat": "red", "cards": list(cards)})
        assert (response.status_code, response.get_json()["error"]["message"]) == (status, reason)
    enter(table, "red", ["blue", "blue"])
    response = table.send("red", {"do": "enter_loyalty", "seat": "red", "cards": ["blue", "yellow"]})
    assert response.status_code == 422  # its two cards are accounted for already
    assert "You have entered your Loyalty cards" in response.get_json()["error"]["message"]
    assert table.version() == version + 1


def test_two_spies_entered_on_two_phones_are_told_to_every_phone_alike_and_everyone_enters_again(client):
    table = dealt_at_table(client)
    for seat, hand in dict(HANDS, red=["blue", "spy"]).items():
        enter(table, seat, hand)
    lines = {seat: table.state(seat)["log"][-1] for seat in SEATS}
    assert len(set(json.dumps(line) for line in lines.values())) == 1
    assert "do not add up" in json.dumps(lines["red"])
    assert all(table.state(seat)["controls"]["loyalty_entry"] for seat in SEATS)
    for seat, hand in HANDS.items():
        enter(table, seat, hand)
    assert table.state("board")["view"]["step"] == "reveal"


def test_no_other_phone_can_tell_what_a_player_entered(client):
    """Purple enters the Spy at one table and a Loyal pair at the other: Red sees, and is refused, alike."""
    twins = [dealt_at_table(client), dealt_at_table(client)]
    enter(twins[0], "purple", ["spy", "yellow"])
    enter(twins[1], "purple", ["blue", "yellow"])
    for table in twins:
        enter(table, "green", ["blue", "yellow"])
    for role in ("red", "orange", "board"):
        assert masked(twins[0], role) == masked(twins[1], role)
        assert masked(twins[0], role, "/log") == masked(twins[1], role, "/log")
    # Every wrong entry Red might try to read Purple's cards by: a second Spy, too many cards, junk.
    probes = [["spy", "spy"], ["triple_agent", "spy"], ["purple"], ["blue", "blue", "blue"], ["spy"]]
    answers = []
    for table in twins:
        answers.append([])
        for cards in probes:
            response = table.send("red", {"do": "enter_loyalty", "seat": "red", "cards": cards})
            answers[-1].append((response.status_code, response.get_json()))
    assert answers[0] == answers[1] and all(status >= 400 for status, _ in answers[0])
