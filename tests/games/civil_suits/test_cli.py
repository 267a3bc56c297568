"""The command line on Civil Suits: rules (and a broken copy), replay, simulate and demo."""

import json

import yaml

from games.civil_suits.data import RULES_PATH
from tests.test_cli import run


def test_rules_json_has_the_champions_and_rulings():
    result = run("rules", "civil_suits", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["champions"]["cards"]["KS"] == {"intel": 1, "might": 5, "magic": 2, "source": "reconstructed"}
    assert {ruling["id"] for ruling in data["rulings"]} >= {"first-trick", "minion-ban", "nearest-short"}


def test_a_broken_copy_of_the_rules_names_file_line_and_path(tmp_path):
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["champions"]["cards"]["KS"]["might"] = 12
    data["champions"]["cards"]["KC"] = dict(data["champions"]["cards"]["KD"])
    del data["scoring"]["minion"]
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    result = run("rules", "civil_suits", "--rules", str(path))
    assert result.exit_code == 1
    assert "champions.cards.KS.might" in result.output and "scoring.minion" in result.output
    assert "rules.yaml:" in result.output


def test_cross_checks_of_the_rules(tmp_path):
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["champions"]["cards"]["KC"] = dict(data["champions"]["cards"]["KD"])
    data["passing"]["rounds"] = data["passing"]["rounds"][:3]
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    result = run("rules", "civil_suits", "--rules", str(path))
    assert result.exit_code == 1
    assert "KC has the same three values as KD" in result.output or "KD has the same three values" in result.output
    assert "one passing entry per round" in result.output


def test_a_changed_value_in_the_rules_changes_the_game(tmp_path):
    from games import get_game

    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    data["scoring"]["minion"] = 9
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    game = get_game("civil_suits", path)
    assert game.tables.demerits["H"][52] == 9


def test_replay_prints_the_public_state_without_secrets(tmp_path):
    log = tmp_path / "game.jsonl"
    log.write_text('{"do": "deal"}\n{"do": "choose_suit", "seat": "east", "suit": "S"}\n', encoding="utf-8")
    result = run("replay", "civil_suits", str(log), "--seed", "4")
    assert result.exit_code == 0
    state = json.loads(result.output)
    assert state["seats"]["east"]["suit_chosen"] and state["seats"]["east"]["civil_suit"] is None
    assert all(seat["hand"] is None for seat in state["seats"].values())


def test_replay_names_the_bad_line(tmp_path):
    log = tmp_path / "game.jsonl"
    log.write_text('{"do": "deal"}\n\n{"do": "play", "seat": "north", "card": "7H"}\n', encoding="utf-8")
    result = run("replay", "civil_suits", str(log))
    assert result.exit_code == 1 and "line 3" in result.output and "does not fit now" in result.output


def test_simulate_and_demo():
    result = run("simulate", "civil_suits", "--games", "5", "--seed", "3")
    assert result.exit_code == 0 and "5 games of civil_suits" in result.output and "west" in result.output
    result = run("demo", "civil_suits", "--seed", "2")
    assert result.exit_code == 0 and "Round 4 is over; the civil suits are revealed." in result.output
