"""The games the companion referees: each registers one module that turns its state into what phones show.

A game's companion module offers ``side_name(game, side)``, ``panel(game, state, seat)``,
``controls(game, state, seat, translations)`` and ``phone_plurals(translations)`` (its page script's
texts with a number, in every form); the app itself knows no game's rules.
"""

from __future__ import annotations

import importlib
from types import ModuleType

# game name -> module with that game's panel and controls; adding a game means adding its line here.
PLUGINS = {"avcw": "companion.avcw"}


def plugin_for(game) -> ModuleType:
    """Return the companion module of an engine game."""
    return importlib.import_module(PLUGINS[game.name])


def refereed_games() -> list[str]:
    """Return the names of the games the companion can referee."""
    return list(PLUGINS)
