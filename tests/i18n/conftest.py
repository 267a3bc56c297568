"""Fixtures of the localization tests: the kit drawn once in every shipped language and in the pseudo-locale."""

from __future__ import annotations

import pytest

from engine.i18n import available_locales, translations
from engine.pseudo import PSEUDO_LOCALE

# Every language the kit is checked in: the shipped ones and the pseudo-locale, which is longer than any.
KIT_LOCALES = [*available_locales(), PSEUDO_LOCALE]


@pytest.fixture(scope="session")
def localized_kits():
    """Return {locale: the kit's drawings in that language}, drawn once per test session."""
    from games.avcw.components import make_kit

    return {locale: make_kit(None, translations(locale)) for locale in KIT_LOCALES}
