"""Secret choices of different seats commute: one sent against an earlier version of the same step is accepted."""

from __future__ import annotations

import pytest

from companion import create_app
from companion.catchup import commuting_since
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


# ------------------------------------------------------------- after the table left memory


def _drop_from_memory(app, table: Table) -> None:
    """Leave the table out of the app's memory: its next request replays the stored log, as after a restart."""
    hub = app.extensions["pnpkit_tables"].hub
    hub.forget(hub._tables[table.id])
    assert not hub.is_loaded(table.id)


def _choose(table: Table, seat: str, version: int):
    return table.send(seat, {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]}, version=version)


SUITS = dict(zip(SEATS, "HSDC", strict=True))


def test_a_choice_against_a_version_of_its_step_is_accepted_after_the_table_left_memory(app, client):
    table = Table.create(client, game="civil_suits")
    table.act("north", {"do": "deal"})
    version = table.version()
    assert _choose(table, "north", version).status_code == 200
    _drop_from_memory(app, table)
    assert _choose(table, "east", version).status_code == 200  # made while North chose: the choices commute
    _drop_from_memory(app, table)
    for seat in ("south", "west"):
        assert _choose(table, seat, version).status_code == 200
    assert table.state("board")["view"]["step"] == "pass"


def test_a_choice_against_a_version_before_its_step_still_gets_409_after_the_table_left_memory(app, client):
    table = Table.create(client, game="civil_suits")
    table.act("north", {"do": "deal"})
    assert _choose(table, "north", table.version()).status_code == 200
    _drop_from_memory(app, table)
    before_the_deal = 0
    assert _choose(table, "east", before_the_deal).status_code == 409


def test_a_choice_against_a_version_of_its_step_is_accepted_by_a_new_app_on_the_same_database(app, client):
    table = Table.create(client, game="civil_suits")
    table.act("north", {"do": "deal"})
    version = table.version()
    assert _choose(table, "north", version).status_code == 200
    restarted = create_app(dict(app.config)).test_client()
    table = Table(restarted, table.tokens, table.id)
    for seat in ("east", "south", "west"):
        assert _choose(table, seat, version).status_code == 200, seat
    assert table.state("board")["view"]["step"] == "pass"


def test_a_reloaded_table_lets_the_same_choices_commute_as_the_one_that_stayed_in_memory(app, client):
    """After every change (choices, a quiet choice taken back, an undo declined, one agreed), a copy of the
    table loaded from the store accepts secret choices against exactly the versions the live copy accepts."""
    stays = app.extensions["pnpkit_tables"].hub  # the table lives here all along: every change is made through it
    other = create_app(dict(app.config))  # here it is loaded afresh from the store after every change
    reloads = other.extensions["pnpkit_tables"]
    table = Table.create(client, game="civil_suits")

    def compare() -> None:
        with other.app_context():
            if reloads.hub.is_loaded(table.id):
                reloads.hub.forget(reloads.hub._tables[table.id])
            assert reloads.table(table.id).commuting_since == stays._tables[table.id].commuting_since

    def choose(seat: str) -> None:
        table.act(seat, {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]})
        compare()

    def undo(seat: str, answers: dict[str, bool]) -> None:
        assert table.undo(seat).status_code == 200
        compare()
        for other_seat, accept in answers.items():
            assert table.answer_undo(other_seat, accept).status_code == 200
            compare()

    compare()
    table.act("north", {"do": "deal"})
    compare()
    choose("north")
    choose("east")
    undo("east", {})  # a quiet choice: taken back at once
    choose("east")
    choose("south")
    choose("west")  # the last: the suits are shown
    undo("west", {"north": False})  # asked, declined
    undo("west", {"north": True, "east": True, "south": True})  # asked, agreed: taken back
    assert table.state("board")["view"]["step"] == "suit"
    choose("west")
    assert table.state("board")["view"]["step"] == "pass"


@pytest.mark.parametrize(
    ("version", "quiet_tail", "take_back", "since"),
    [
        (7, 0, None, 7),  # the last change showed something: only the current version
        (7, 2, None, 5),  # two choices made since version 5
        (7, 2, 6, 6),  # one of them taken back at version 6: the run starts again there
        (7, 2, 3, 5),  # a take-back before the run changes nothing
        (7, 7, None, 0),  # every change a choice: since the table was made
    ],
)
def test_commuting_since_counts_back_from_the_version_over_the_quiet_choices(version, quiet_tail, take_back, since):
    assert commuting_since(version, quiet_tail, take_back) == since
