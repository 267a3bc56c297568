"""Games are plug-ins: the sample game under tests/sample_game, a package of its own with one entry point,
is found by every command with no edit outside its folder; a broken plug-in gets a clear error."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest
from click.testing import CliRunner

from companion import create_app
from companion.cli import parse_rules_files
from engine import plugins
from engine.errors import PnpkitError
from engine.i18n import render
from engine.plugins import (
    GamePlugin,
    PluginError,
    UnknownGameError,
    game_names,
    get_game,
    get_kit_maker,
    installed_game,
)
from generator.cli import build_command
from pnpkit.cli import main
from tests.conftest import SAMPLE_SITE

SAMPLE_FOLDER = Path(__file__).resolve().parent / "sample_game" / "high_card"


def test_the_shipped_games_and_the_sample_are_found_through_their_entry_points(sample_game):
    assert {"avcw", "civil_suits", sample_game} <= set(game_names())
    found = installed_game(sample_game)
    installed = Path(os.environ[SAMPLE_SITE]) / "high_card"  # installed for real, a copy of the sample's folder
    assert found.package == "high_card"
    assert found.folder == installed  # its user-facing name differs from its package and folder
    assert found.script_file() == installed / "static" / "high_card.js"
    assert found.texts_file() == installed / "templates" / "texts.html"
    assert found.texts_file().read_bytes() == (SAMPLE_FOLDER / "templates" / "texts.html").read_bytes()
    assert installed_game("avcw").referee().__name__ == "games.avcw.referee"


def test_rules_finds_the_sample_game(runner, sample_game):
    result = runner.invoke(main, ["rules", sample_game, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["game"] == sample_game and data["deck"] == ["AS", "KS", "QS", "JS", "10S", "9S"]


def test_demo_writes_a_log_that_replay_reads(runner, sample_game, tmp_path):
    demo = runner.invoke(main, ["demo", sample_game, "--seed", "4", "--jsonl"])
    assert demo.exit_code == 0, demo.output
    lines = demo.output.splitlines()
    assert lines[0] == "# pnpkit demo high-card --seed 4"
    assert json.loads(lines[1])["do"] == "deal" and len(json.loads(lines[1])["first"]) == 3
    log = tmp_path / "game.jsonl"
    log.write_text(demo.output, encoding="utf-8")
    # The deal is written with its cards, so the log replays the same game under any seed.
    replayed = runner.invoke(main, ["replay", sample_game, str(log), "--seed", "99", "--lines"])
    assert replayed.exit_code == 0, replayed.output
    story = runner.invoke(main, ["demo", sample_game, "--seed", "4"])
    assert replayed.output == story.output
    assert story.output.splitlines()[-1].endswith("takes the trick.")


def test_demo_log_of_a_shipped_game_replays_to_its_end(runner, tmp_path):
    demo = runner.invoke(main, ["demo", "civil_suits", "--seed", "2", "--jsonl"])
    log = tmp_path / "civil.jsonl"
    log.write_text(demo.output, encoding="utf-8")
    replayed = runner.invoke(main, ["replay", "civil_suits", str(log), "--lines"])
    assert replayed.exit_code == 0, replayed.output
    story = runner.invoke(main, ["demo", "civil_suits", "--seed", "2"])
    assert replayed.output == story.output and "won with the fewest demerits" in story.output


def test_replay_names_the_bad_line_of_a_sample_game_log(runner, sample_game, tmp_path):
    log = tmp_path / "bad.jsonl"
    log.write_text('{"do": "deal"}\n{"do": "play", "seat": "second", "card": "AS"}\n', encoding="utf-8")
    result = runner.invoke(main, ["replay", sample_game, str(log)])
    assert result.exit_code == 1
    assert "line 2: It is not your turn." in result.output


def test_build_finds_the_sample_game_and_prints_its_kit(runner, sample_game, tmp_path):
    out = tmp_path / "kit"
    result = runner.invoke(main, ["build", sample_game, "--paper", "a4", "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    assert {"deck.pdf", "checklist.pdf", "calibration.pdf"} <= {path.name for path in (out / "a4").iterdir()}
    assert sorted(path.stem for path in (out / "svg" / "cards").glob("*.svg")) == sorted(
        ["AS", "KS", "QS", "JS", "10S", "9S", "back"]
    )


def test_simulate_plays_the_sample_game(runner, sample_game):
    result = runner.invoke(main, ["simulate", sample_game, "--games", "50", "--bot", "greedy"])
    assert result.exit_code == 0, result.output
    assert "50 games of high-card" in result.output


def test_every_command_lists_the_sample_game_among_its_choices(runner, sample_game):
    for command in ("rules", "replay", "simulate", "demo", "build"):
        result = runner.invoke(main, [command, "--help"])
        assert sample_game in result.output, command


# ----------------------------------------------------------------- broken plug-ins


@pytest.fixture
def fake_games(monkeypatch):
    """Install made-up entry points (name -> value) in place of the real ones, for this test only."""

    def install(**points):
        entries = {name: [EntryPoint(name, value, plugins.GROUP)] for name, value in points.items()}
        monkeypatch.setattr(plugins, "_entry_points", lambda: entries)
        plugins.installed_game.cache_clear()

    yield install
    plugins.installed_game.cache_clear()


# Plug-in objects for the fake entry points to name.
NOT_A_PLUGIN = {"game": "avcw"}
WRONG_NAME = GamePlugin(game="games.avcw.game:AvcwGame")
BAD_TARGET = GamePlugin(game="games.avcw.game.AvcwGame")
MISSING_CLASS = GamePlugin(game="games.avcw.game:NoSuchGame")
MISSING_MODULE = GamePlugin(game=".nowhere:Game", referee=".nowhere")
MISSING_SCRIPT = GamePlugin(game="games.avcw.game:AvcwGame", referee=".referee", script="static/gone.js")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("no_such_package.game:plugin", "Game plug-in broken (no_such_package.game:plugin) cannot be loaded: "),
        ("tests.test_plugins:NOT_A_PLUGIN", "Game plug-in broken: tests.test_plugins:NOT_A_PLUGIN is not a GamePlugin"),
        ("tests.test_plugins:WRONG_NAME", "its engine Game is named 'avcw'; name it 'broken', as its entry point."),
        ("tests.test_plugins:BAD_TARGET", "field game is 'games.avcw.game.AvcwGame'; write it as module:name."),
        ("tests.test_plugins:MISSING_CLASS", "the module games.avcw.game has no NoSuchGame (field game)."),
        ("tests.test_plugins:MISSING_MODULE", "the module .nowhere (field game) cannot be imported: No module named"),
    ],
)
def test_a_broken_plugin_is_named_with_what_is_wrong(fake_games, value, expected):
    fake_games(broken=value)
    with pytest.raises(PluginError) as caught:
        get_game("broken")
    assert expected in render(caught.value.reason)


def test_a_missing_part_of_a_plugin_is_named(fake_games):
    fake_games(broken="tests.test_plugins:MISSING_SCRIPT", bare="tests.test_plugins:WRONG_NAME")
    with pytest.raises(
        PluginError, match=r"Game plug-in broken: the file .*static/gone\.js \(field script\) does not exist"
    ):
        installed_game("broken").script_file()
    with pytest.raises(UnknownGameError, match="Game bare has no print-and-play kit"):
        installed_game("bare").kit_maker()
    with pytest.raises(UnknownGameError, match="Game bare has no phone referee"):
        installed_game("bare").referee()


def test_two_packages_offering_one_name_are_refused(monkeypatch):
    entries = {
        "twice": [EntryPoint("twice", "a:plugin", plugins.GROUP), EntryPoint("twice", "b:plugin", plugins.GROUP)]
    }
    monkeypatch.setattr(plugins, "_entry_points", lambda: entries)
    with pytest.raises(PluginError, match="Several installed packages offer a game named twice: a:plugin, b:plugin"):
        plugins.installed_game("twice")


def test_an_unknown_game_lists_the_installed_ones(runner):
    with pytest.raises(UnknownGameError, match="Unknown game chess; known games: 17-21, avcw, civil_suits"):
        get_game("chess")
    result = runner.invoke(main, ["rules", "chess"])
    assert result.exit_code == 2 and "'chess' is not one of" in result.output


def test_the_command_line_reports_a_broken_plugin_without_a_traceback(runner, fake_games, monkeypatch):
    fake_games(avcw="tests.test_plugins:MISSING_CLASS")
    result = runner.invoke(main, ["rules", "avcw"])
    assert result.exit_code == 1
    assert result.output.startswith("error: Game plug-in avcw: the module games.avcw.game has no NoSuchGame")
    assert isinstance(result.exception, SystemExit)


def test_plugin_errors_are_pnpkit_errors():
    assert issubclass(PluginError, PnpkitError) and issubclass(UnknownGameError, PnpkitError)


def test_serve_takes_another_copy_of_the_sample_games_rules(sample_game, tmp_path):
    copy = tmp_path / "rules.yaml"
    copy.write_text((SAMPLE_FOLDER / "rules.yaml").read_text(encoding="utf-8").replace("High Card", "Top Card"))
    assert parse_rules_files((f"{sample_game}={copy}",)) == {sample_game: str(copy.resolve())}
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "SECRET_KEY": "t", "RULES": {}})
    app.config["RULES"] = {sample_game: str(copy)}
    titles = {entry["game"]: entry["title"] for entry in app.test_client().get("/api/games").get_json()["games"]}
    assert titles[sample_game] == "Top Card"


def test_the_users_environment_lists_only_the_shipped_games():
    """The sample game is installed for the tests only: pnpkit run as ``make run`` runs it does not offer it."""
    environment = {name: value for name, value in os.environ.items() if name not in ("PYTHONPATH", SAMPLE_SITE)}
    listed = subprocess.run(
        [sys.executable, "-m", "pnpkit", "rules", "--help"], env=environment, capture_output=True, text=True, check=True
    ).stdout
    assert "avcw" in listed and "walsingham" in listed
    assert "high-card" not in listed


def test_build_all_reports_a_broken_plugin_and_builds_the_other_kits(fake_games, sample_game, tmp_path):
    fake_games(broken="no_such_package.game:plugin", **{sample_game: "high_card:plugin"})
    command = build_command(game_names(), get_kit_maker)
    result = CliRunner().invoke(command, ["all", "--paper", "a4", "--out", str(tmp_path), "--quiet"])
    assert result.exit_code == 1
    assert "error: broken: Game plug-in broken (no_such_package.game:plugin) cannot be loaded" in result.output
    assert (tmp_path / sample_game / "en" / "a4" / "checklist.pdf").is_file()
