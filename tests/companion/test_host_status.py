"""The host page's view of its table (companion/hoststatus.py): the links and codes at this machine's address
now, which seat's phone is here, whom the table waits for and the step; for the host's link only; and the
service worker's script and the reconnecting shell (companion/offline.py)."""

from __future__ import annotations

import re

import pytest

from companion import create_app
from engine.game import CHANCE
from games import get_game
from tests.companion.helpers import PREPARATION, TEST_APP_SEAT, Table

LOOPBACK = {"Host": "127.0.0.1:8000"}


@pytest.fixture
def served(tmp_path, monkeypatch):
    """An app configured as ``pnpkit serve`` configures it: listening on every address, port 8000."""
    address = {"now": "192.168.1.5"}
    monkeypatch.setattr("companion.network.lan_address", lambda: address["now"])
    config = {"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "SECRET_KEY": "test", **TEST_APP_SEAT}
    config.update(CACHE_DIR=tmp_path / "cache", LISTEN_HOST="0.0.0.0", LISTEN_PORT=8000, SCHEME="http")
    config.update(ALLOWED_HOSTS=("192.168.1.5",))  # an address of this machine, in the test's make-believe
    app = create_app(config)
    return app, address


def status(client, table: Table, role: str = "host", headers=LOOPBACK):
    return client.get(f"/api/t/{table.tokens[role]}/host", headers=headers)


def test_a_new_address_gives_new_links_and_codes_on_the_host_page(served):
    app, address = served
    client = app.test_client()
    table = Table.create(client)
    page = client.get(f"/t/{table.tokens['host']}", headers=LOOPBACK).get_data(as_text=True)
    assert f"http://192.168.1.5:8000/t/{table.tokens['parliament']}" in page
    before = status(client, table).get_json()
    assert before["links"]["parliament"] == f"http://192.168.1.5:8000/t/{table.tokens['parliament']}"
    address["now"] = "192.168.1.9"  # the laptop slept and came back with another address
    after = status(client, table).get_json()
    assert after["links"]["parliament"] == f"http://192.168.1.9:8000/t/{table.tokens['parliament']}"
    assert after["codes"]["parliament"] != before["codes"]["parliament"]
    assert after["trust"] is None  # plain http: no trust page


def test_the_host_page_from_its_own_address_keeps_that_address(served):
    app, _ = served
    client = app.test_client()
    table = Table.create(client)
    links = status(client, table, headers={"Host": "192.168.1.5:8000"}).get_json()["links"]
    assert links["board"] == f"http://192.168.1.5:8000/t/{table.tokens['board']}"


def test_only_the_hosts_link_sees_the_status(served):
    app, _ = served
    client = app.test_client()
    table = Table.create(client)
    for role in ("parliament", "royalists", "board"):
        refused = status(client, table, role)
        assert refused.status_code == 403 and refused.get_json()["error"]["code"] == "forbidden"
    assert status(client, table).status_code == 200


def test_a_phone_is_here_while_it_polls_and_away_after_a_few_missed_polls(served):
    app, _ = served
    client = app.test_client()
    table = Table.create(client)
    presence = app.extensions["pnpkit_tables"].presence
    clock = {"now": 1000.0}
    presence.clock = lambda: clock["now"]
    here = {seat["role"]: seat["here"] for seat in status(client, table).get_json()["seats"]}
    assert here == {"parliament": False, "royalists": False}
    client.get(f"/api/t/{table.tokens['royalists']}/version")  # the royalists' phone polls
    seats = {seat["role"]: seat for seat in status(client, table).get_json()["seats"]}
    assert seats["royalists"]["here"] and not seats["parliament"]["here"]
    assert seats["royalists"]["text"].startswith("Phone connected")
    clock["now"] += 4.5  # within four polls of a second (at least five seconds)
    assert {s["role"]: s["here"] for s in status(client, table).get_json()["seats"]}["royalists"]
    clock["now"] += 1.0
    assert not {s["role"]: s["here"] for s in status(client, table).get_json()["seats"]}["royalists"]


def test_the_status_says_whom_the_table_waits_for_as_the_rules_do(served):
    app, _ = served
    client = app.test_client()
    table = Table.create(client)
    first = status(client, table).get_json()
    state = get_game("avcw").new_initial_state(seed=0)
    assert first["draw"] is (state.current_player() == CHANCE)
    table.play(PREPARATION)
    answer = status(client, table).get_json()
    for seat in answer["seats"]:
        assert seat["awaited"] is table.state(seat["role"])["controls"]["acts"], seat
    assert any(seat["awaited"] for seat in answer["seats"])
    board = table.state("board")["panel"]
    assert answer["step"] == f"Now: {board['headline']}. {board['who']}"  # what the onlookers' board shows


def test_the_status_carries_nothing_of_a_seats_hand(served):
    app, _ = served
    client = app.test_client()
    table = Table.create(client)
    table.play(PREPARATION)
    text = status(client, table).get_data(as_text=True)
    hand = table.state("parliament")["view"]["sides"]["parliament"]["hand"]
    assert hand and not [card for card in hand if re.search(rf'"{card}"', text)]
    assert set(status(client, table).get_json()) == {
        "version",
        "links",
        "codes",
        "trust",
        "step",
        "draw",
        "over",
        "seats",
    }


def test_the_service_worker_names_its_version_and_keeps_no_table(served):
    app, _ = served
    client = app.test_client()
    worker = client.get("/sw.js")
    assert worker.status_code == 200 and worker.mimetype == "text/javascript"
    text = worker.get_data(as_text=True)
    version = re.search(r'const VERSION = "([0-9a-f]{16})";', text).group(1)
    files = re.search(r"const FILES = (\[.*?\]);", text).group(1)
    assert "/static/companion.js" in files and "/games/avcw/avcw.js" in files
    assert "/api/" not in files and "/t/" not in files
    assert client.get("/sw.js").get_data(as_text=True) == text  # the same files: the same version
    assert version


def test_the_reconnecting_shell_speaks_each_language_and_only_known_ones(served):
    app, _ = served
    client = app.test_client()
    english = client.get("/offline/en").get_data(as_text=True)
    polish = client.get("/offline/pl").get_data(as_text=True)
    assert "Reconnecting…" in english and "Reconnecting…" not in polish and 'lang="pl"' in polish
    assert client.get("/offline/xx").status_code == 404
