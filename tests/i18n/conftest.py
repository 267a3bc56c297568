"""Fixtures of the localization tests: every game's kit drawn once in each shipped language and the pseudo-locale."""

from __future__ import annotations

import pytest

from engine.i18n import available_locales, translations
from engine.pseudo import PSEUDO_LOCALE
from games import KITS, get_kit_maker

# Every language the kit is checked in: the shipped ones and the pseudo-locale, which is longer than any.
KIT_LOCALES = [*available_locales(), PSEUDO_LOCALE]
KIT_GAMES = list(KITS)


@pytest.fixture(scope="session")
def localized_kits():
    """Return {(game, locale): the game's kit in that language}, each drawn once per test session when first used."""
    return _Kits()


class _Kits(dict):
    def __missing__(self, key):
        game, locale = key
        kit = self[key] = get_kit_maker(game)(None, translations(locale))
        return kit
