"""A table another process changed: a copy in memory applies only the actions it lacks, and answers as a fresh load."""

from __future__ import annotations

import pytest

from companion import create_app
from tests.companion.helpers import API_HEADERS, PREPARATION, Table

ROLES = ("parliament", "royalists", "board")


def _app(database):
    return create_app({"TESTING": True, "DATABASE": database})


def _held(app, table: Table):
    """Return the copy of a table an app holds in memory (None: none)."""
    return app.extensions["pnpkit_tables"].hub.get(table.id)


def _as_fresh_load(database, table: Table) -> dict:
    """Return what every role is told by a new app, which loads the table from the store."""
    fresh = Table(_app(database).test_client(), table.tokens, table.id)
    return {role: fresh.state(role) for role in ROLES}


@pytest.fixture
def two_processes(database):
    """Two apps on one store, as two workers are, and a table made on the first and read on the second."""
    first_app, second_app = _app(database), _app(database)
    first = Table.create(first_app.test_client())
    second = Table(second_app.test_client(), first.tokens, first.id)
    return first_app, second_app, first, second


def test_a_copy_behind_catches_up_by_the_new_actions_only(database, two_processes, monkeypatch):
    first_app, second_app, first, second = two_processes
    first.play(PREPARATION[:3])
    assert second.state("parliament")["version"] == 3
    held = _held(second_app, second)
    first.play(PREPARATION[3:])
    store = second_app.extensions["pnpkit_tables"].store()
    # The whole log is never read again: the copy asks only for the actions after those it holds.
    monkeypatch.setattr(type(store), "load_table", lambda *_: pytest.fail("the table was loaded again"))
    answers = {role: second.state(role) for role in ROLES}
    assert _held(second_app, second) is held and held.version == len(PREPARATION)
    assert held.record.actions == _held(first_app, first).record.actions
    assert held.record.actors == _held(first_app, first).record.actors
    # Which secret choices still commute is worked out as the process that took the actions did.
    assert held.commuting_since == _held(first_app, first).commuting_since
    monkeypatch.undo()
    assert answers == _as_fresh_load(database, first)


def test_after_an_undo_elsewhere_the_copy_is_loaded_again(database, two_processes):
    _, second_app, first, second = two_processes
    first.play(PREPARATION[:4])
    assert second.state("parliament")["version"] == 4
    held = _held(second_app, second)
    assert first.undo("royalists").status_code == 200  # the trump choice, taken back at once
    answers = {role: second.state(role) for role in ROLES}
    assert _held(second_app, second) is not held  # an undo is not an appended action: the table was loaded again
    assert answers["board"]["version"] == 5
    assert answers == _as_fresh_load(database, first)


def test_a_copy_caught_up_goes_on_from_there(two_processes):
    _, _, first, second = two_processes
    first.play(PREPARATION[:2])
    second.state("board")
    first.play(PREPARATION[2:5])
    second.play(PREPARATION[5:])  # sent through the second process, against the version it caught up to
    assert first.state("board") == second.state("board")
    assert first.version() == len(PREPARATION)


def test_a_link_replaced_through_another_process_stops_working_there_at_once(two_processes):
    _, second_app, first, second = two_processes
    second.state("royalists")  # the second process holds the table, with the royalists' link
    old = first.tokens["royalists"]
    response = first.client.post(
        f"/api/t/{first.tokens['host']}/links", json={"role": "royalists"}, headers=API_HEADERS
    )
    assert response.status_code == 200
    assert second.version() == 1  # the new link is a change: the second process is told, and catches up
    for path in ("/state", ""):
        assert second.client.get(f"/api/t/{old}{path}").status_code == 410, path
    # Nor can the old link act there: refused as replaced, and nothing is stored.
    sent = second.client.post(
        f"/api/t/{old}/actions", json={"version": 1, "action": PREPARATION[0][1]}, headers=API_HEADERS
    )
    assert sent.status_code == 410 and sent.get_json()["error"]["code"] == "link_replaced"
    assert first.version() == 1 and second_app.extensions["pnpkit_tables"].store().load_table(first.id).actions == []
    assert second.client.get(f"/t/{old}").status_code == 410
    new = response.get_json()["links"]["royalists"].rsplit("/", 1)[1]
    assert second.client.get(f"/api/t/{new}/state").status_code == 200


def test_an_action_sent_against_the_version_before_a_link_was_replaced_is_stale(two_processes):
    _, _, first, second = two_processes
    version = second.version()
    replaced = first.client.post(
        f"/api/t/{first.tokens['host']}/links", json={"role": "royalists"}, headers=API_HEADERS
    )
    assert replaced.status_code == 200
    role, action = PREPARATION[0]
    sent = second.send(role, action, version=version)  # made before the new link: sent again at the fresh version
    assert sent.status_code == 409 and sent.get_json()["error"]["code"] == "stale"
    assert second.send(role, action).status_code == 200


def test_a_link_replaced_while_another_process_moves_lists_the_new_link_and_loads_the_table_again(
    two_processes, monkeypatch
):
    first_app, _, first, second = two_processes
    first.state("board")
    store = first_app.extensions["pnpkit_tables"].store()
    replace_token = store.replace_token

    def after_a_move_elsewhere(table_id, role):
        second.play(PREPARATION[:1])  # lands between the first process's look at the version and the new link
        return replace_token(table_id, role)

    monkeypatch.setattr(store, "replace_token", after_a_move_elsewhere)
    response = first.client.post(
        f"/api/t/{first.tokens['host']}/links", json={"role": "royalists"}, headers=API_HEADERS
    )
    assert response.status_code == 200
    new = response.get_json()["links"]["royalists"].rsplit("/", 1)[1]
    first.tokens["royalists"] = new
    assert first.version() == 2 and first.state("royalists")["version"] == 2
    assert first.state("board") == second.state("board")


def test_the_hosts_links_come_in_the_tables_order_on_every_process(two_processes):
    _, _, first, second = two_processes
    host = first.tokens["host"]
    fresh = first.client.get(f"/api/t/{host}").get_json()["links"]
    assert list(fresh) == ["parliament", "royalists", "board", "host"]  # the seats in the game's order, then onlookers
    first.client.post(f"/api/t/{host}/links", json={"role": "parliament"}, headers=API_HEADERS)
    loaded = second.client.get(f"/api/t/{host}").get_json()["links"]  # the second process loads it from the store
    assert list(loaded) == list(fresh)
