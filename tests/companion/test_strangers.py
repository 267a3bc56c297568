"""What anyone on the network reaches without a link is cheap, and limited per client; a table's phones never are.

The Print page and its kits' status answer from what is worked out once (the code folders are hashed when
a build starts or ends, not on every request: that cost 130 ms of CPU a page); past its limit a client gets
429 with Retry-After in its language, while a seat's page and calls are never counted. What four looping
strangers do to a phone's answer times is bench/strangers.py's to measure.
"""

from __future__ import annotations

import pytest

from companion import create_app
from companion import kitbuilds as kitbuilds_module
from companion.printing import kit_games
from companion.ratelimits import TOO_MANY
from engine.i18n import Message, render, translations
from tests.companion.helpers import TEST_APP_SEAT, Table
from tests.companion.test_print_page import GAME, _make


def _counting(monkeypatch, name: str) -> list:
    calls = []
    original = getattr(kitbuilds_module, name)
    monkeypatch.setattr(kitbuilds_module, name, lambda *args, **kw: calls.append(args) or original(*args, **kw))
    return calls


def test_the_print_page_hashes_the_code_once_and_again_only_when_a_build_starts_or_ends(app, monkeypatch):
    client = app.test_client()
    shared, folders = _counting(monkeypatch, "shared_digest"), _counting(monkeypatch, "tree_digest")
    for _ in range(3):
        assert client.get("/print?kit_locale=de&paper=letter").status_code == 200
        assert client.get(f"/print/{GAME}/de/letter/status").get_json()["state"] == "missing"
    assert len(shared) == 1 and len(folders) == len(kit_games())  # each folder once, for every kit of the page
    _make(client)  # a build starts and ends: what it changes is worked out again
    app.extensions["pnpkit_kits"].wait_idle()
    assert client.get(f"/print/{GAME}/de/letter/status").get_json()["state"] == "ready"
    counted = len(shared), len(folders)
    for _ in range(3):
        assert client.get("/print?kit_locale=de&paper=letter").status_code == 200
        assert client.get(f"/print/{GAME}/de/letter/status").get_json()["state"] == "ready"
    assert (len(shared), len(folders)) == (counted[0], counted[1] + len(kit_games()) - 1)  # the other games' once


@pytest.fixture
def limited(tmp_path):
    """Return an app that lets each client five requests a minute to what needs no link."""
    config = {"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "SECRET_KEY": "test", **TEST_APP_SEAT}
    return create_app({**config, "CACHE_DIR": tmp_path / "cache", "STRANGER_LIMITS": "5 per minute"})


def test_a_client_past_its_limit_gets_429_in_its_language_and_a_table_s_phones_are_never_counted(limited):
    stranger = limited.test_client()
    stranger.environ_base["REMOTE_ADDR"] = "192.0.2.6"  # a device on the network (this machine is never counted)
    table = Table.create(stranger)  # one of the five: a new table needs no link
    for path in ("/", "/print", "/api/games", "/static/companion.css"):
        assert stranger.get(path).status_code == 200
    refused = stranger.get("/print", headers={"Accept-Language": "de"})
    assert refused.status_code == 429 and 1 <= int(refused.headers["Retry-After"]) <= 60
    assert refused.get_data(as_text=True) == render(Message(TOO_MANY), translations("de"))
    assert refused.get_data(as_text=True) != TOO_MANY  # said in the asker's language
    api = stranger.get("/api/games")
    assert api.status_code == 429 and api.get_json()["error"]["code"] == "too_many"
    assert stranger.get("/no/such/page").status_code == 429  # any address without a link is counted
    for _ in range(20):  # the same device's seat: its page, its polls and its moves are never refused
        assert stranger.get(f"/t/{table.tokens['parliament']}").status_code == 200
        assert table.state("parliament")["version"] == 0
        assert stranger.get(f"/api/t/{table.tokens['board']}/version").status_code == 200
    other = limited.test_client()
    other.environ_base["REMOTE_ADDR"] = "192.0.2.7"  # another device keeps its own count
    assert other.get("/print").status_code == 200
    own = limited.test_client()  # the server's own machine (the host's browser on the laptop) is never counted
    assert all(own.get("/print").status_code == 200 for _ in range(8))
