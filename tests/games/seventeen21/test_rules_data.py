"""The rules data of 17(21): the reconstructed card lists, the counts that fit the rulebook's arithmetic,
the tables, the options, one ruling per unclear passage, and clear errors for bad data."""

from collections import Counter

import pytest
import yaml

from engine.errors import RulesDataError
from games.seventeen21.data import RULES_PATH, load
from tests.games.seventeen21.helpers import T


def _broken(tmp_path, change):
    data = yaml.safe_load(RULES_PATH.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(RulesDataError) as caught:
        load(path)
    return str(caught.value)


def test_the_unit_cards_are_seven_types_with_cohesion_and_values_1_to_11():
    rules = T.rules
    assert list(rules.units) == ["line", "elite", "light", "artillery", "horse", "hussars", "dragoons"]
    assert T.units == 92
    assert set(T.value) == set(range(1, 12))
    for unit in rules.units.values():
        assert unit.source == "reconstructed" and unit.cohesion >= 3


def test_the_counts_fit_the_rulebook_arithmetic():
    setup = T.rules.setup
    assert 2 * setup.army_dealt + setup.battle_deck == T.units == 92  # 40 dealt, "the remaining 52"
    assert setup.army_dealt - setup.army_discard == 14
    assert len(T.rules.doctrines) == 2 * setup.doctrines_dealt + setup.doctrine_deck == 16
    assert Counter(T.terrain_kind)["difficult_going"] == 3 and setup.set_aside == 2


def test_doctrines_have_costs_and_effects_and_cavalry_screen_is_named_by_the_rulebook():
    doctrines = {d.id: d for d in T.rules.doctrines}
    assert doctrines["cavalry_screen"].source == "rulebook"
    assert all(1 <= d.cost <= 11 for d in doctrines.values())
    assert {d.effect.kind for d in doctrines.values()} == {
        "rally", "shock", "recover", "enemy_discard", "deploy", "cohesion", "ignore_flank",
    }  # fmt: skip
    assert all(d.source == "reconstructed" for d in doctrines.values() if d.id != "cavalry_screen")


def test_terrain_says_fighting_or_holding_and_the_ford_holds_one():
    assert T.capacity[T.terrain_kind.index("ford")] == 1
    assert T.capacity[T.terrain_kind.index("plains")] == 2
    whens = {effect.when for spec in T.rules.terrain.values() for effect in spec.effects}
    assert whens == {"fighting", "holding"}


def test_tables_weather_grades_length_and_options():
    rules = T.rules
    assert rules.weather.trigger == [10, 11]
    assert rules.weather.fog.values == list(range(1, 9)) and rules.weather.rain.values == [9, 10, 11]
    assert [(g.min, g.max) for g in rules.victory] == [(1, 6), (7, 10), (11, None)]
    assert rules.battle.decks == 2
    assert set(rules.options) == {"three_decks", "four_decks", "advanced", "odds"}


def test_there_is_a_ruling_for_every_passage_the_research_lists():
    ids = {ruling.id for ruling in T.rules.rulings}
    assert {
        "shock-counting", "battle-end", "passing", "doctrine-payment", "matching-reveal", "army-discards",
        "first-player", "rain-terrain", "exposed-flank", "victory-points", "dragoons-against-dragoons",
        "deployment-cards", "target-choice", "weather-cards", "rout-without-reserve", "pursuit-won",
        "hussar-swap", "shocked-ability", "fog-doctrines", "attacks-lapse", "no-legal-action",
    } <= ids  # fmt: skip


def test_a_unit_count_that_breaks_the_arithmetic_is_a_clear_error(tmp_path):
    message = _broken(tmp_path, lambda data: data["units"]["line"]["values"].pop())
    assert "91 unit cards" in message and "need 92" in message and "units" in message


def test_a_doctrine_count_that_breaks_the_arithmetic_is_a_clear_error(tmp_path):
    message = _broken(tmp_path, lambda data: data["doctrines"].pop())
    assert "15 doctrines" in message


def test_a_gap_in_the_victory_grades_is_an_error(tmp_path):
    message = _broken(tmp_path, lambda data: data["victory"][1].update(min=8))
    assert "victory[1].min" in message


def test_weather_must_share_out_the_values(tmp_path):
    message = _broken(tmp_path, lambda data: data["weather"]["rain"]["values"].pop())
    assert "fog and rain" in message


def test_an_amount_on_an_effect_that_takes_none_is_an_error(tmp_path):
    message = _broken(tmp_path, lambda data: data["doctrines"][4]["effect"].update(amount=2))
    assert "doctrines[4].effect.amount" in message


def test_a_combat_value_out_of_range_names_its_line(tmp_path):
    message = _broken(tmp_path, lambda data: data["units"]["horse"]["values"].__setitem__(0, 12))
    assert "units.horse.values[0]" in message and "rules.yaml:" in message


def test_the_actions_that_reveal_a_card_are_declared():
    from games.seventeen21 import actions

    assert actions.Draw in actions.REVEALING_ACTIONS and actions.Place in actions.REVEALING_ACTIONS
    assert actions.Stand not in actions.REVEALING_ACTIONS and actions.Attack not in actions.REVEALING_ACTIONS
    assert actions.Discard not in actions.REVEALING_ACTIONS  # discards stay secret for good
