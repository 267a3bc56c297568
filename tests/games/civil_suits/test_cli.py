"""The command line on Civil Suits: rules (and a broken copy), replay, simulate and demo (a bad line of every
game's log: tests/test_cli.py)."""

import json

from games.civil_suits.data import RULES_PATH
from tests.helpers import rules_copy, run, run_replay


def test_rules_json_has_the_champions_and_rulings():
    result = run("rules", "civil_suits", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["champions"]["cards"]["KS"] == {"intel": 1, "might": 5, "magic": 2, "source": "reconstructed"}
    assert {ruling["id"] for ruling in data["rulings"]} >= {"first-trick", "minion-ban", "nearest-short"}


def test_a_broken_copy_of_the_rules_names_file_line_and_path(tmp_path):
    def edit(data):
        data["champions"]["cards"]["KS"]["might"] = 12
        data["champions"]["cards"]["KC"] = dict(data["champions"]["cards"]["KD"])
        del data["scoring"]["minion"]

    path = rules_copy(tmp_path, RULES_PATH, edit)
    result = run("rules", "civil_suits", "--rules", str(path))
    assert result.exit_code == 1
    assert "champions.cards.KS.might" in result.output and "scoring.minion" in result.output
    assert "rules.yaml:" in result.output


def test_cross_checks_of_the_rules(tmp_path):
    def edit(data):
        data["champions"]["cards"]["KC"] = dict(data["champions"]["cards"]["KD"])
        data["passing"]["rounds"] = data["passing"]["rounds"][:3]

    path = rules_copy(tmp_path, RULES_PATH, edit)
    result = run("rules", "civil_suits", "--rules", str(path))
    assert result.exit_code == 1
    assert "KC has the same three values as KD" in result.output or "KD has the same three values" in result.output
    assert "one passing entry per round" in result.output


def test_a_changed_value_in_the_rules_changes_the_game(tmp_path):
    from games import get_game

    path = rules_copy(tmp_path, RULES_PATH, lambda data: data["scoring"].update(minion=9))
    game = get_game("civil_suits", path)
    assert game.tables.demerits["H"][52] == 9


def test_replay_prints_the_public_state_without_secrets(tmp_path):
    log = '{"do": "deal"}\n{"do": "choose_suit", "seat": "east", "suit": "S"}\n'
    result = run_replay(tmp_path, "civil_suits", log, "--seed", "4")
    assert result.exit_code == 0
    state = json.loads(result.output)
    assert state["seats"]["east"]["suit_chosen"] and state["seats"]["east"]["civil_suit"] is None
    assert all(seat["hand"] is None for seat in state["seats"].values())


def test_simulate_and_demo():
    result = run("simulate", "civil_suits", "--games", "5", "--seed", "3")
    assert result.exit_code == 0 and "5 games of civil_suits" in result.output and "west" in result.output
    result = run("demo", "civil_suits", "--seed", "2")
    assert result.exit_code == 0 and "Round 4 is over; the civil suits are revealed." in result.output
