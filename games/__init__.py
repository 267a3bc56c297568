"""The games pnpkit serves. Each lives in its own folder and is registered here by name."""

from __future__ import annotations

import importlib
from pathlib import Path

from engine.errors import PnpkitError
from engine.i18n import N_

# name -> "module:class" of the game's engine Game; adding a game means adding its line here.
REGISTRY = {
    "avcw": "games.avcw.game:AvcwGame",
    "civil_suits": "games.civil_suits.game:CivilSuitsGame",
    "walsingham": "games.walsingham.game:WalsinghamGame",
}
# name -> "module:function" that draws the game's print-and-play kit (see generator.kit.Kit).
KITS = {
    "avcw": "games.avcw.components:make_kit",
    "civil_suits": "games.civil_suits.components:make_kit",
    "walsingham": "games.walsingham.components:make_kit",
}


class UnknownGameError(PnpkitError, LookupError):
    """The named game is not registered."""


def game_names() -> list[str]:
    """Return the registered game names."""
    return list(REGISTRY)


def get_game(name: str, rules_path: str | Path | None = None):
    """Return the engine Game of a registered game, on its shipped rules or another copy."""
    target = REGISTRY.get(name)
    if target is None:
        raise UnknownGameError(
            N_("Unknown game %(name)s; known games: %(known)s."), name=name, known=", ".join(REGISTRY)
        )
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)(rules_path)


def get_kit_maker(name: str):
    """Return the function that draws a registered game's kit: ``make_kit(rules_path, tr, ink_saver)``."""
    target = KITS.get(name)
    if target is None:
        raise UnknownGameError(N_("Game %(name)s has no print-and-play kit."), name=name)
    module_name, function_name = target.split(":")
    return getattr(importlib.import_module(module_name), function_name)
