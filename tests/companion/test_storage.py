"""The table store: what is acknowledged is on disk, versions guard every write, and the default place."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import create_app, default_database
from companion.storage import StaleVersionError, open_store
from tests.companion.helpers import PREPARATION, Table


def test_a_new_app_on_the_same_file_replays_every_table(app, tmp_path):
    client = app.test_client()
    table = Table.create(client)
    table.play(PREPARATION)
    before = table.state("parliament")
    again = create_app({"TESTING": True, "DATABASE": app.config["DATABASE"]})
    revived = Table(again.test_client(), table.tokens, table.id)
    after = revived.state("parliament")
    assert after == before
    assert revived.undo("royalists").status_code == 200  # and the game goes on from there
    assert revived.version() == len(PREPARATION) + 1


def test_a_second_server_on_the_same_file_cannot_make_a_double_move(app):
    """Two processes on one file (which serve never does) still cannot both pass one version."""
    first = Table.create(app.test_client())
    other_app = create_app({"TESTING": True, "DATABASE": app.config["DATABASE"]})
    second = Table(other_app.test_client(), first.tokens, first.id)
    assert second.state("parliament")["version"] == 0  # the second app has now cached version 0
    first.act("parliament", PREPARATION[0][1])
    response = second.send("royalists", PREPARATION[0][1], version=0)
    assert response.status_code == 409
    assert second.state("board")["version"] == 1  # it reloaded the table from the file


def test_the_store_refuses_a_stale_version(tmp_path):
    store = open_store(tmp_path / "t.sqlite3")
    record = store.create_table("avcw", 1, {}, "en", ("parliament", "royalists", "board", "host"))
    assert store.append_action(record.id, 0, {"do": "deal"}, "parliament") == 1
    with pytest.raises(StaleVersionError):
        store.append_action(record.id, 0, {"do": "deal"}, "parliament")
    assert store.remove_last_action(record.id, 1, "royalists", []) == 2
    with pytest.raises(LookupError):
        store.remove_last_action(record.id, 2, "royalists", [])
    loaded = store.load_table(record.id)
    assert loaded.version == 2 and loaded.actions == [] and loaded.last_undo["seat"] == "royalists"
    assert store.load_table("nope") is None and store.find_viewer("nope") is None


def test_the_secret_key_is_made_once_per_database(tmp_path):
    path = tmp_path / "t.sqlite3"
    assert open_store(path).secret_key() == open_store(path).secret_key()


def test_init_db_command_creates_the_file(runner, app):
    Path(app.config["DATABASE"]).unlink()
    result = runner.invoke(args=["init-db"])
    assert result.exit_code == 0 and "Database ready" in result.output
    assert Path(app.config["DATABASE"]).exists()


def test_tables_live_in_the_users_data_folder_by_default(monkeypatch, tmp_path):
    monkeypatch.setattr("platformdirs.user_data_dir", lambda name: str(tmp_path / name))
    assert default_database() == tmp_path / "pnpkit" / "companion.sqlite3"
