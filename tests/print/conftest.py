"""Fixtures of the print tests: every game's kit built once per session, in each language, on both papers."""

from __future__ import annotations

import pytest

from engine.i18n import translations
from games import get_kit_maker
from generator.build import BuildOptions, build
from generator.kits import takes_four_colour
from generator.paper import papers_for


@pytest.fixture(scope="session")
def built_kits(tmp_path_factory):
    """Return {(game, locale): the folder of the game's kit built in that language}, each built when first used."""
    return _BuiltKits(tmp_path_factory.mktemp("kits"))


@pytest.fixture(scope="session")
def variant_kits(tmp_path_factory):
    """Return {(game, locale): the folder of the game's kit built with every build variant on at once}.

    The variants combine, so one kit per game and language covers them all: the ink saver, the four-colour
    deck (for a game whose deck has suits), registration marks and fold sheets.
    """
    return _BuiltKits(tmp_path_factory.mktemp("variant-kits"), variants=True)


class _BuiltKits(dict):
    def __init__(self, root, variants: bool = False):
        super().__init__()
        self.root, self.variants = root, variants

    def __missing__(self, key):
        game, locale = key
        tr = translations(locale)
        out = self.root / game / locale
        maker = get_kit_maker(game)
        if self.variants:
            suited = {"four_colour": True} if takes_four_colour(maker) else {}
            kit = maker(None, tr, ink_saver=True, **suited)
            extras = {"ink_saver": True, "registration": True, "fold": True}
        else:
            kit, extras = maker(None, tr), {}
        options = BuildOptions(papers=tuple(papers_for("both")), out=out, language=locale, **extras)
        build(kit, options, tr, progress=False)
        self[key] = out
        return out
