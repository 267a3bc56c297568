"""Fixtures of the localization tests: every game's kit drawn once in each shipped language and the pseudo-locale."""

from __future__ import annotations

import pytest

from engine.i18n import available_locales
from engine.plugins import game_names, installed_game
from engine.pseudo import PSEUDO_LOCALE
from tests.kitcache import drawn_kit

# Every language the kit is checked in: the shipped ones and the pseudo-locale, which is longer than any.
KIT_LOCALES = [*available_locales(), PSEUDO_LOCALE]
# The games that ship with pnpkit (the sample game under tests/ is not translated).
KIT_GAMES = [name for name in game_names() if installed_game(name).package.startswith("games.")]


@pytest.fixture(scope="session")
def localized_kits():
    """Return {(game, locale): the game's kit in that language}, each drawn once per test process when first used."""
    return _Kits()


class _Kits:
    """The kits by (game, locale), each from drawn_kit, which draws it once per test process."""

    def __getitem__(self, key: tuple[str, str]):
        return drawn_kit(*key)
