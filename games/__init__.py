"""The games that ship with pnpkit, one folder each. pnpkit finds every game, these and any other
installed package's, through the ``pnpkit.games`` entry points (engine/plugins.py)."""

from engine.plugins import UnknownGameError, game_names, get_game, get_kit_maker

__all__ = ["UnknownGameError", "game_names", "get_game", "get_kit_maker"]
