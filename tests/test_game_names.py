"""A game's name may be typed with hyphens or underscores alike (civil-suits, 17_21), wherever it is typed:
every command, ``serve --rules GAME=PATH``, the API's new table and the home page's form. What pnpkit
writes back is always the game's own name, its entry point's."""

from __future__ import annotations

import json
import re

import pytest

from companion import create_app
from companion.cli import parse_rules_files
from engine.plugins import canonical_name, get_game, installed_game, match_name
from games.civil_suits.data import RULES_PATH as CIVIL_SUITS_RULES
from tests.companion.helpers import API_HEADERS
from tests.helpers import run, run_replay

# (as typed, the game's own name)
SPELLINGS = [("civil-suits", "civil_suits"), ("17_21", "17-21"), ("trumps-of-kings", "trumps_of_kings")]


@pytest.mark.parametrize(("typed", "own"), [*SPELLINGS, ("civil_suits", "civil_suits"), ("17-21", "17-21")])
def test_any_spelling_names_the_game_by_its_own_name(typed, own):
    assert canonical_name(typed) == own
    assert installed_game(typed).name == own
    assert get_game(typed).name == own


def test_a_name_that_is_no_game_stays_as_typed_and_an_exact_name_wins():
    assert canonical_name("chess") == "chess"
    assert match_name("a-b", ["a_b", "a-b"]) == "a-b"  # two games that differ only so: each by its own name
    assert match_name("a_b", ["a_b", "a-b"]) == "a_b"
    assert match_name("a-b", ["a_b"]) == "a_b"
    assert match_name("a_b_c", ["a-b_c", "a_b-c"]) == "a_b_c"  # neither: left for the caller to refuse


@pytest.mark.parametrize(("typed", "own"), SPELLINGS[:2])
def test_every_command_takes_either_spelling_and_writes_the_own_name(typed, own):
    rules = run("rules", typed, "--json")
    assert rules.exit_code == 0, rules.output
    assert json.loads(rules.output)["game"] == own
    simulated = run("simulate", typed, "--games", "1")
    assert simulated.exit_code == 0, simulated.output
    assert f" of {own}, " in simulated.output.splitlines()[0]


def test_demo_and_replay_take_either_spelling(tmp_path):
    demo = run("demo", "civil-suits", "--jsonl")
    assert demo.exit_code == 0, demo.output
    assert demo.output.startswith("# pnpkit demo civil_suits --seed 1\n")
    replayed = run_replay(tmp_path, "civil-suits", demo.output, "--lines")
    assert replayed.exit_code == 0, replayed.output
    assert replayed.output == run("demo", "civil_suits").output


def test_build_takes_either_spelling(tmp_path, sample_game):
    typed = sample_game.replace("-", "_")
    assert typed != sample_game
    result = run("build", typed, "--paper", "a4", "--out", str(tmp_path / "kit"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "kit" / "a4" / "checklist.pdf").is_file()


def test_a_misspelt_game_is_still_refused_with_the_own_names():
    result = run("rules", "civil--suits")
    assert result.exit_code == 2 and "'civil_suits'" in result.output and "'17-21'" in result.output


def test_serve_rules_takes_either_spelling():
    assert parse_rules_files((f"civil-suits={CIVIL_SUITS_RULES}",)) == {"civil_suits": str(CIVIL_SUITS_RULES)}


@pytest.fixture
def client(tmp_path):
    """Return a test client of an app on a fresh database file."""
    config = {"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test"}
    return create_app(config).test_client()


@pytest.mark.parametrize(("typed", "own"), SPELLINGS)
def test_the_api_makes_a_table_of_either_spelling_under_the_own_name(client, typed, own):
    created = client.post("/api/tables", json={"game": typed}, headers=API_HEADERS)
    assert created.status_code == 201, created.get_data(as_text=True)
    host = created.get_json()["links"]["host"].rsplit("/", 1)[1]
    assert client.get(f"/api/t/{host}").get_json()["game"] == own


def test_the_api_still_refuses_a_name_that_is_no_game(client):
    refused = client.post("/api/tables", json={"game": "civil-suit"}, headers=API_HEADERS)
    assert refused.status_code == 400 and refused.get_json()["error"]["where"] == "game"


def test_the_home_page_form_takes_either_spelling(client):
    token = re.search(r'name="csrf_token" value="([^"]+)"', client.get("/").get_data(as_text=True)).group(1)
    response = client.post("/tables", data={"csrf_token": token, "game": "civil-suits", "locale": "en"})
    assert response.status_code == 303
    host = response.headers["Location"].rsplit("/", 1)[1]
    assert client.get(f"/api/t/{host}").get_json()["game"] == "civil_suits"
