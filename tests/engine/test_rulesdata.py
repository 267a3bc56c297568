"""Loading rules data: every fault names the file, the line, the path inside the data and the problem."""

import copy

import pytest
import yaml

from engine.errors import RulesDataError
from games import get_game
from games.avcw.data import RULES_PATH, load

SHIPPED = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))


def write(tmp_path, data, name="rules.yaml"):
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def problems_of(path) -> list[str]:
    with pytest.raises(RulesDataError) as caught:
        load(path)
    return caught.value.problems


def test_the_shipped_rules_load():
    rules = load()
    assert rules.game == "avcw" and len(rules.leaders) == 8 and len(rules.assets) == 9


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(RulesDataError) as caught:
        load(tmp_path / "nope.yaml")
    assert caught.value.path.endswith("nope.yaml")
    assert caught.value.problems == ["the file does not exist"]


def test_broken_yaml_gives_the_line(tmp_path):
    path = tmp_path / "rules.yaml"
    path.write_text("game: avcw\ntracks: [unclosed\nplay: {}\n", encoding="utf-8")
    (problem,) = problems_of(path)
    assert problem.startswith("rules.yaml:") and "not valid YAML" in problem


LINE_21 = "    suits: [H, D]              # support cards and bonus cards of this side\n"


@pytest.mark.parametrize(
    "broken",
    [
        "    suits [H, D]\n",  # a key without its colon: found out only where line 22 starts
        "    suits: [H, D\n",  # an unclosed bracket: found out at line 22's colon
        "    suits: {H: 1, D\n",  # the same in a flow mapping
        "   suits: [H, D]\n",  # indented one space too little
        "\tsuits: [H, D]\n",  # a tab, which YAML does not indent with
        "    suits: [H, D]: x\n",  # a second colon
        "    - suits\n",  # a list item in a mapping
        "    suits: *nope\n",  # an alias of no anchor
    ],
)
def test_a_syntax_error_on_line_21_of_a_rules_file_is_reported_on_line_21(tmp_path, broken):
    lines = RULES_PATH.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[20] == LINE_21
    path = tmp_path / "rules.yaml"
    path.write_text("".join([*lines[:20], broken, *lines[21:]]), encoding="utf-8")
    (problem,) = problems_of(path)
    assert problem.startswith("rules.yaml:21: not valid YAML: ")


def test_a_quote_left_open_is_reported_where_it_opens_not_at_the_end_of_the_file(tmp_path):
    lines = RULES_PATH.read_text(encoding="utf-8").splitlines(keepends=True)
    path = tmp_path / "rules.yaml"
    unclosed = [*lines[:20], '    suits: "H, D\n', "  royalists:\n", "    name: Royalists\n"]
    path.write_text("".join(unclosed), encoding="utf-8")
    (problem,) = problems_of(path)
    assert problem.startswith("rules.yaml:21: not valid YAML: ")


def test_a_key_given_twice_in_a_rules_file_is_refused_naming_both_lines(tmp_path):
    lines = RULES_PATH.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[20] == LINE_21 and lines[22] == "    name: Royalists\n"
    # Parliament's suits given again on line 22; the Royalists' name again on line 25 (lines 23 and 24 follow it).
    twice = [*lines[:21], "    suits: [S, C]\n", *lines[21:23], "    name: Roundheads\n", *lines[23:]]
    path = tmp_path / "rules.yaml"
    path.write_text("".join(twice), encoding="utf-8")
    assert problems_of(path) == [
        "rules.yaml:22: sides.parliament.suits: given twice (first on line 21)",
        "rules.yaml:25: sides.royalists.name: given twice (first on line 24)",
    ]


def test_a_wrong_value_names_path_and_line(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["leaders"]["rupert"]["casualty_rating"] = 9
    path = write(tmp_path, data)
    (problem,) = problems_of(path)
    assert "leaders.rupert.casualty_rating" in problem and "less than or equal to 5" in problem
    line = int(problem.split(":")[1])
    assert "casualty_rating: 9" in path.read_text().splitlines()[line - 1]


def test_a_misspelt_field_is_an_error_not_a_default(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["leaders"]["rupert"]["casualty_ratng"] = data["leaders"]["rupert"].pop("casualty_rating")
    problems = problems_of(write(tmp_path, data))
    assert any("leaders.rupert.casualty_ratng: unknown field" in p for p in problems)
    assert any("leaders.rupert.casualty_rating: required field is missing" in p for p in problems)


def test_cross_references_are_checked(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["events"]["QH"]["effects"] = [{"kind": "gain_asset", "asset": "dragoons"}]
    problems = problems_of(write(tmp_path, data))
    assert any("events.QH.effects[0].asset: no asset 'dragoons'" in p for p in problems)
    # the Covenanters are now given by nothing
    assert any("assets.covenanters" in p and "exactly one event or bonus space" in p for p in problems)


def test_a_bonus_card_must_be_given_by_a_space(tmp_path):
    data = copy.deepcopy(SHIPPED)
    del data["tracks"]["north"]["spaces"][1]["bonus"]
    problems = problems_of(write(tmp_path, data))
    assert any("cards.bonus.10H" in p and "exactly one bonus space" in p for p in problems)


def test_parliament_support_cannot_be_lowered_by_an_event(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["events"]["KD"]["effects"] = [{"kind": "move_support", "side": "parliament", "steps": -1}]
    problems = problems_of(write(tmp_path, data))
    assert any("events.KD.effects[0].steps: the support of parliament can never decrease" in p for p in problems)


def test_the_trump_track_needs_a_leader_on_every_space(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["tracks"]["foreign"]["spaces"].insert(3, {"id": "madrid", "name": "Madrid"})
    problems = problems_of(write(tmp_path, data))
    assert any("tracks.foreign.spaces" in p and "even number" in p for p in problems)


def test_every_fault_is_listed_at_once(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["leaders"]["rupert"]["casualty_rating"] = 0
    data["tracks"]["north"]["suit"] = "X"
    data["rounds"] = "four"
    assert len(problems_of(write(tmp_path, data))) == 3


def test_nothing_is_built_from_a_bad_file(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["play"]["hand_size"] = 9
    with pytest.raises(RulesDataError) as caught:
        get_game("avcw", write(tmp_path, data))
    assert any("play" in p and "action cards" in p for p in caught.value.problems)


def test_a_copy_with_other_facts_changes_the_game(tmp_path):
    data = copy.deepcopy(SHIPPED)
    data["leaders"]["rupert"]["casualty_rating"] = 5
    data["tracks"]["north"]["spaces"][2]["name"] = "Gateshead"
    game = get_game("avcw", write(tmp_path, data))
    assert game.rules.leaders["rupert"].casualty_rating == 5
    assert str(game.tables.tracks[0].space_names[2]) == "Gateshead"
