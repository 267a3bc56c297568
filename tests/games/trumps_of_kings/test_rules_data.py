"""Trumps of Kings' rules data: what it holds, that reconstructions are marked, and that the cross-checks
catch a broken map or army with a clear error naming file, line and path."""

import json

import pytest

from engine.errors import RulesDataError
from games.trumps_of_kings.data import RULES_PATH, load, tables_for
from games.trumps_of_kings.schema import KINGDOMS
from tests.helpers import rules_copy, run

RULES = load()


def test_nine_kingdoms_each_with_an_ability_and_royal_armies_of_15():
    assert tuple(RULES.kingdoms) == KINGDOMS
    armies = {name: len(kingdom.armies) for name, kingdom in RULES.kingdoms.items()}
    assert armies == {
        "austria": 3, "bavaria": 1, "england": 2, "france": 3, "prussia": 2,
        "russia": 2, "spain": 2, "sweden": 1, "turkey": 2,
    }  # fmt: skip
    assert RULES.armies.royal_start == 15 and RULES.armies.maximum == 24 and RULES.armies.garrison == 12
    assert RULES.armies.step == 3 and RULES.armies.fit_to_fight == 12
    assert RULES.kingdoms["sweden"].ability.land_seas == ["baltic"]
    prussia = RULES.kingdoms["prussia"].ability.substitutes[0]
    assert (prussia.from_, prussia.as_, prussia.uses, prussia.per_turn) == (["H"], "C", ["invade"], None)


def test_hand_limits_are_the_values_of_the_royal_provinces():
    values = {}
    for spec in RULES.provinces.values():
        if spec.royal:
            values[spec.royal] = values.get(spec.royal, 0) + spec.value
    assert values == {
        "austria": 10, "france": 11, "england": 7, "prussia": 6, "russia": 7,
        "spain": 6, "sweden": 5, "bavaria": 3, "turkey": 8,
    }  # fmt: skip


def test_the_map_has_twelve_sea_zones_and_about_seventy_five_areas_all_reconstructed():
    assert len(RULES.seas) == 12 and 70 <= len(RULES.provinces) <= 80
    assert all(spec.source == "reconstructed" for spec in RULES.provinces.values())
    assert all(spec.source == "reconstructed" for spec in RULES.seas.values())
    for section in (RULES.economy, RULES.campaign, RULES.discoveries, RULES.victory, RULES.deck):
        assert section.source == "reconstructed"


def test_the_diplomacy_ladder_and_every_passage_of_the_research_notes_has_a_ruling():
    assert list(RULES.status) == ["neutral", "ally", "client", "province", "royal"]
    ids = {ruling.id for ruling in RULES.rulings}
    assert {
        "draw-up-to", "invasion-client-after-battle", "invasion-lock", "ace-high", "equal-does-not-trump",
        "jokers-removed", "two-decks", "passes-total", "one-nomination-a-turn", "same-suit-trumps",
        "abilities-own-actions", "naval-retrump", "naval-landing", "rival-diplomacy", "attacked-retreat",
        "elements-count", "garrison-resets", "clients-no-value", "spain-treasury", "russia-discovery",
        "rotation", "discovery-duplicate",
    } <= ids  # fmt: skip


def test_the_tables_join_the_baltic_coasts_for_sweden_only():
    t = tables_for()
    finland, pomerania = t.province_index["finland"], t.province_index["swedish_pomerania"]
    assert pomerania in t.land_reach[KINGDOMS.index("sweden")][finland]
    assert pomerania not in t.land_reach[KINGDOMS.index("russia")][finland]
    assert t.strength[0] == 14 and t.strength[12] == 13  # the Ace is high


def _broken(tmp_path, edit):
    path = rules_copy(tmp_path, RULES_PATH, edit)
    with pytest.raises(RulesDataError) as caught:
        load(path)
    return "\n".join(caught.value.problems)


def test_a_one_sided_border_is_named(tmp_path):
    text = _broken(tmp_path, lambda data: data["provinces"]["saxony"]["borders"].append("portugal"))
    assert "provinces.saxony.borders: portugal does not list saxony among its borders" in text
    assert "rules.yaml:" in text


def test_an_unreachable_province_and_an_unknown_sea_are_named(tmp_path):
    def edit(data):
        data["provinces"]["ireland"]["seas"] = []
        data["provinces"]["sicily"]["seas"] = ["ionian"]

    text = _broken(tmp_path, edit)
    assert "not reachable by land or sea from the others: ireland" in text
    assert "provinces.sicily.seas: no sea zone 'ionian'" in text


def test_an_army_outside_its_kingdom_and_a_wrong_ability_are_named(tmp_path):
    def edit(data):
        data["kingdoms"]["bavaria"]["armies"][0]["start"] = "saxony"
        data["kingdoms"]["prussia"]["ability"]["substitutes"][0]["uses"] = ["diplomacy"]
        data["armies"]["promotion"] = [3, 1]

    text = _broken(tmp_path, edit)
    assert "kingdoms.bavaria.armies[0].start: 'saxony' is not a Royal Province of bavaria" in text
    assert "diplomacy is played as H, not C" in text
    assert "armies.promotion: the victories for each skill level must rise" in text


def test_rules_json_from_the_command_line():
    result = run("rules", "trumps_of_kings", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["provinces"]["silesia"]["royal"] == "austria"
