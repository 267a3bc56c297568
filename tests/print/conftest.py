"""Fixtures of the print tests: every game's kit, in each language, on both papers, built once per test run."""

from __future__ import annotations

import pytest

from tests.kitcache import ALL_VARIANTS, PLAIN, US_SHOP


@pytest.fixture(scope="session")
def built_kits(built_kits_of_the_run):
    """Return {(game, locale): the folder of the game's kit built in that language}, each built when first used."""
    return _Folders(built_kits_of_the_run, PLAIN)


@pytest.fixture(scope="session")
def variant_kits(built_kits_of_the_run):
    """Return {(game, locale): the folder of the game's kit built with every build variant on at once}.

    The variants combine, so one kit per game and language covers them all: the ink saver, the four-colour
    deck (for a game whose deck has suits), registration marks and fold sheets.
    """
    return _Folders(built_kits_of_the_run, ALL_VARIANTS)


@pytest.fixture(scope="session")
def us_kits(built_kits_of_the_run):
    """Return {(game, locale): the folder of the game's kit built at the US card size, print-shop files included}."""
    return _Folders(built_kits_of_the_run, US_SHOP)


class _Folders(dict):
    def __init__(self, kits, variant: str):
        super().__init__()
        self.kits, self.variant = kits, variant

    def __missing__(self, key):
        game, locale = key
        out, _ = self.kits.built(game, locale, variant=self.variant)
        self[key] = out
        return out
