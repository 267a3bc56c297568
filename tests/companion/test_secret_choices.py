"""Secret choices of different seats commute: one sent against an earlier version of the same step is accepted."""

from __future__ import annotations

from tests.companion.helpers import PREPARATION, Table

SEATS = ("north", "east", "south", "west")


def test_four_suits_chosen_against_one_version_are_all_accepted(client):
    table = Table.create(client, game="civil_suits")
    table.act("north", {"do": "deal"})
    version = table.version()
    for seat, suit in zip(SEATS, "HSDC", strict=True):
        response = table.send(seat, {"do": "choose_suit", "seat": seat, "suit": suit}, version=version)
        assert response.status_code == 200, response.get_data(as_text=True)
    assert table.state("board")["view"]["step"] == "pass"
    # Passes too; but once the step is over, a choice against a version of it is stale.
    version = table.version()
    for seat in SEATS:
        mine = table.state(seat)
        count = mine["controls"]["my_pass"]["count"] if mine["controls"].get("my_pass") else 0
        if not count:
            continue
        cards = mine["view"]["seats"][seat]["hand"][:count]
        response = table.send(seat, {"do": "pass", "seat": seat, "cards": cards}, version=version)
        assert response.status_code == 200, response.get_data(as_text=True)
    assert table.state("board")["view"]["step"] != "pass"
    late = table.send("north", {"do": "choose_suit", "seat": "north", "suit": "H"}, version=version)
    assert late.status_code == 409


def test_a_stale_request_that_is_not_a_secret_choice_still_gets_409(client):
    table = Table.create(client)
    table.play(PREPARATION[:1])
    version = table.version()
    table.act("royalists", PREPARATION[1][1])
    response = table.send("parliament", PREPARATION[2][1], version=version)
    assert response.status_code == 409 and table.version() == version + 1


def test_both_placements_against_one_version_are_accepted_and_revealed_together(client):
    table = Table.create(client)
    table.play(PREPARATION[:-2])
    version = table.version()
    for role, action in PREPARATION[-2:]:
        response = table.send(role, action, version=version)
        assert response.status_code == 200, response.get_data(as_text=True)
    sides = table.state("board")["view"]["sides"]
    assert sides["parliament"]["placed"] and sides["royalists"]["placed"]
    # The step is over: a placement against a version of it is stale.
    again = table.send("parliament", PREPARATION[-2][1], version=version)
    assert again.status_code == 409
