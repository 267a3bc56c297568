"""Fixtures of the print tests: every game's kit built once per session, in each language, on both papers."""

from __future__ import annotations

import pytest

from engine.i18n import translations
from games import get_kit_maker
from generator.build import BuildOptions, build
from generator.paper import papers_for


@pytest.fixture(scope="session")
def built_kits(tmp_path_factory):
    """Return {(game, locale): the folder of the game's kit built in that language}, each built when first used."""
    return _BuiltKits(tmp_path_factory.mktemp("kits"))


class _BuiltKits(dict):
    def __init__(self, root):
        super().__init__()
        self.root = root

    def __missing__(self, key):
        game, locale = key
        tr = translations(locale)
        out = self.root / game / locale
        options = BuildOptions(papers=tuple(papers_for("both")), out=out, language=locale)
        build(get_kit_maker(game)(None, tr), options, tr, progress=False)
        self[key] = out
        return out
