"""Every game's checklist lists, besides what the kit makes, all the equipment its rules need and the kit does not
print (the rules data's ``equipment``): Trumps of Kings' die, coins or cubes and miniatures among them."""

from __future__ import annotations

import pytest

from engine.plugins import get_game
from tests.i18n.conftest import KIT_GAMES
from tests.kitcache import drawn_kit
from tests.kitchecks import pdf_words


@pytest.mark.parametrize("locale", ["en", "de"])
@pytest.mark.parametrize("game", KIT_GAMES)
def test_the_checklist_lists_every_piece_of_equipment_the_rules_need(built_kits_of_the_run, game, locale):
    kit, (out, _) = drawn_kit(game, locale), built_kits_of_the_run.built(game, locale)
    words = " ".join(pdf_words(out / "a4" / "checklist.pdf").split())
    rules = get_game(game).rules
    assert len(kit.equipment) == len(rules.equipment)
    for item, line in zip(rules.equipment, kit.equipment, strict=True):
        assert line.count == (item.count or 0)
        expected = f"{item.count} × {line.label}" if item.count else line.label
        assert " ".join(expected.split()) in words, (game, expected)


def test_trumps_of_kings_needs_a_die_coins_or_cubes_and_miniatures():
    names = " ".join(item.name for item in get_game("trumps_of_kings").rules.equipment)
    rules = get_game("trumps_of_kings").rules
    assert f"{'six' if rules.discoveries.die == 6 else rules.discoveries.die}-sided die" in names
    assert "coins or cubes" in names and "miniature" in names
