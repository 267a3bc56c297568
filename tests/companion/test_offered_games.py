"""A game whose plug-in fails to load is left out of every menu and refused like an unknown game, its reason
logged once at start-up; the games that load are served as ever."""

from __future__ import annotations

import logging

import pytest
from click.testing import CliRunner

from companion import create_app
from companion.plugins import offered_games
from engine.plugins import InstalledGame, PluginError, installed_game
from pnpkit.cli import main
from tests.companion.helpers import API_HEADERS
from tests.companion.server import free_port
from tests.companion.test_cli import stand_in_server

BROKEN = "walsingham"
REASON = "No module named 'a_missing_package'"


@pytest.fixture
def broken_referee(monkeypatch):
    """Make one game's referee module fail to import, as a plug-in whose package lacks a dependency does."""
    referee = InstalledGame.referee

    def failing(self):
        if self.name == BROKEN:
            raise PluginError("Game plug-in %(name)s cannot be loaded: %(error)s", name=self.name, error=REASON)
        return referee(self)

    monkeypatch.setattr(InstalledGame, "referee", failing)


def test_a_game_that_fails_to_load_is_not_offered_and_its_reason_is_logged(broken_referee, tmp_path, caplog):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "CACHE_DIR": tmp_path / "cache"})
    client = app.test_client()
    with caplog.at_level(logging.WARNING, logger="companion"):
        listed = [entry["game"] for entry in client.get("/api/games").get_json()["games"]]
        client.get("/")  # found once: not logged again
    said = [record.getMessage() for record in caplog.records if BROKEN in record.getMessage()]
    assert len(said) == 1 and REASON in said[0] and "\n" not in said[0]
    assert BROKEN not in listed and {"avcw", "civil_suits", "17-21", "trumps_of_kings"} <= set(listed)
    assert f'value="{BROKEN}"' not in client.get("/").get_data(as_text=True)
    refused = client.post("/api/tables", json={"game": BROKEN}, headers=API_HEADERS)
    assert refused.status_code == 400 and refused.get_json()["error"]["where"] == "game"
    assert client.post("/api/tables", json={"game": "avcw"}, headers=API_HEADERS).status_code == 201


def test_every_shipped_game_loads_whole():
    app = create_app({"TESTING": True, "DATABASE": ":memory:", "CACHE_DIR": None})
    with app.app_context():
        assert {"avcw", "civil_suits", "17-21", "trumps_of_kings", "walsingham"} <= set(offered_games())
    assert installed_game(BROKEN).has_referee()


def test_serve_names_a_game_it_cannot_offer_in_one_line_and_serves_the_others(broken_referee, monkeypatch, tmp_path):
    started = stand_in_server(monkeypatch)
    result = CliRunner().invoke(main, ["serve", "--port", str(free_port()), "--db", str(tmp_path / "t.db"), "--quiet"])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.output.splitlines() if BROKEN in line]
    assert lines == [f"pnpkit companion: {BROKEN} is not offered: Game plug-in {BROKEN} cannot be loaded: {REASON}"]
    assert (
        BROKEN not in started["app"].extensions["pnpkit_games"] and "avcw" in started["app"].extensions["pnpkit_games"]
    )
