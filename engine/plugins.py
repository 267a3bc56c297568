"""The games pnpkit knows: every installed package's entry in the ``pnpkit.games`` entry-point group.

A game is one folder. Its package offers a ``GamePlugin`` that names the game's parts, and its
``pyproject.toml`` lists that object in the group, under the game's name as players type it::

    [project.entry-points."pnpkit.games"]
    avcw = "games.avcw:plugin"

A hyphen and an underscore are the same in a name as typed (``civil-suits`` is ``civil_suits``,
``17_21`` is ``17-21``); pnpkit itself always writes the entry point's own name.

Nothing is imported until a game is asked for, so listing the games stays fast; a plug-in that is
broken (cannot be imported, names a part that is not there, a Game of another name) raises
``PluginError`` saying which plug-in and what is wrong, and only when that game is used.
"""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from types import ModuleType

from engine.errors import PnpkitError
from engine.i18n import N_

GROUP = "pnpkit.games"


class UnknownGameError(PnpkitError, LookupError):
    """No installed game has that name."""


class PluginError(PnpkitError, ImportError):
    """An installed game's plug-in is broken: it cannot be loaded, or it names a part that is not there."""


@dataclass(frozen=True)
class GamePlugin:
    """What a game folder hands pnpkit; every part is named, and imported only when it is used.

    ``game`` is "module:Class" of its engine Game; ``kit`` is "module:function", the kit maker
    ``make_kit(rules_path, tr, ink_saver)``; ``referee`` is the module that turns a state into what
    phones show (docs/companion.md). A module name that starts with a dot is relative to the package
    that holds the plug-in. ``script`` (the phone page's script) and ``texts`` (the phone page's texts,
    a Jinja template) are files relative to the game's folder. A game without a printed kit or without
    a referee leaves ``kit``, or ``referee``, ``script`` and ``texts``, as None.
    """

    game: str
    kit: str | None = None
    referee: str | None = None
    script: str | None = None
    texts: str | None = None


@dataclass(frozen=True)
class InstalledGame:
    """A game found through its entry point: its name, its plug-in and the folder it lives in."""

    name: str
    plugin: GamePlugin
    package: str
    folder: Path

    def make_game(self, rules_path: str | Path | None = None):
        """Return the engine Game on its shipped rules, or on another copy of its rules.yaml."""
        game = self._load_object(self.plugin.game, "game")(rules_path)
        if getattr(game, "name", None) != self.name:
            raise PluginError(
                N_("Game plug-in %(name)s: its engine Game is named %(other)r; name it %(name)r, as its entry point."),
                name=self.name,
                other=getattr(game, "name", None),
            )
        return game

    def kit_maker(self):
        """Return the function that draws the game's print-and-play kit."""
        if self.plugin.kit is None:
            raise UnknownGameError(N_("Game %(name)s has no print-and-play kit."), name=self.name)
        return self._load_object(self.plugin.kit, "kit")

    def referee(self) -> ModuleType:
        """Return the game's referee module (what the companion shows each phone)."""
        if self.plugin.referee is None:
            raise UnknownGameError(N_("Game %(name)s has no phone referee."), name=self.name)
        return self._import(self.plugin.referee, "referee")

    def has_referee(self) -> bool:
        """Tell whether the companion can referee this game."""
        return self.plugin.referee is not None

    def script_file(self) -> Path:
        """Return the phone page's script of the game."""
        return self._file(self.plugin.script, "script")

    def texts_file(self) -> Path:
        """Return the phone page's texts (a Jinja template) of the game."""
        return self._file(self.plugin.texts, "texts")

    def _file(self, relative: str | None, part: str) -> Path:
        path = self.folder / relative if relative else None
        if path is None or not path.is_file():
            raise PluginError(
                N_("Game plug-in %(name)s: the file %(path)s (field %(part)s) does not exist."),
                name=self.name,
                part=part,
                path=str(path or self.folder),
            )
        return path

    def _import(self, module_name: str, part: str) -> ModuleType:
        try:
            return importlib.import_module(module_name, self.package if module_name.startswith(".") else None)
        except ImportError as error:
            raise PluginError(
                N_("Game plug-in %(name)s: the module %(target)s (field %(part)s) cannot be imported: %(error)s"),
                name=self.name,
                part=part,
                target=module_name,
                error=str(error),
            ) from error

    def _load_object(self, target: str, part: str):
        module_name, colon, attribute = target.partition(":")
        if not colon or not module_name or not attribute:
            raise PluginError(
                N_("Game plug-in %(name)s: field %(part)s is %(target)r; write it as module:name."),
                name=self.name,
                part=part,
                target=target,
            )
        module = self._import(module_name, part)
        try:
            return getattr(module, attribute)
        except AttributeError:
            raise PluginError(
                N_("Game plug-in %(name)s: the module %(module)s has no %(attribute)s (field %(part)s)."),
                name=self.name,
                module=module.__name__,
                attribute=attribute,
                part=part,
            ) from None


@functools.cache
def _entry_points() -> dict[str, list[EntryPoint]]:
    """Return the installed games' entry points by name (read once per process)."""
    found: dict[str, list[EntryPoint]] = {}
    for point in entry_points(group=GROUP):
        offers = found.setdefault(point.name, [])
        if point.value not in (other.value for other in offers):
            offers.append(point)
    return dict(sorted(found.items()))


def name_key(name: str) -> str:
    """Return what every spelling of a game's name shares: hyphens and underscores are the same."""
    return name.replace("-", "_")


def match_name(typed: str, names) -> str:
    """Return the name among ``names`` that ``typed`` spells, hyphen or underscore; ``typed`` itself if none does."""
    if typed in names:
        return typed
    key = name_key(typed)
    matches = [name for name in names if name_key(name) == key]
    return matches[0] if len(matches) == 1 else typed


def canonical_name(typed: str) -> str:
    """Return an installed game's own name (its entry point's) for a name as typed; an unknown name as typed."""
    return match_name(typed, _entry_points())


def forget_installed_games() -> None:
    """Forget the games found so far, so that a package installed since (the tests' sample game) is found."""
    _entry_points.cache_clear()
    installed_game.cache_clear()


def game_names() -> list[str]:
    """Return the names of the installed games, in alphabetical order (nothing is imported)."""
    return list(_entry_points())


def shipped_game_names() -> list[str]:
    """Return the names of the games pnpkit itself ships (not those of other installed packages)."""
    return [name for name, offers in _entry_points().items() if any(_is_pnpkit(point) for point in offers)]


def _is_pnpkit(point: EntryPoint) -> bool:
    """Whether an entry point is pnpkit's own (its distribution is this package)."""
    return point.dist is not None and point.dist.name == "pnpkit"


@functools.cache
def installed_game(name: str) -> InstalledGame:
    """Return an installed game's plug-in, loaded and checked, by the game's name (hyphen or underscore)."""
    name = canonical_name(name)
    offers = _entry_points().get(name)
    if not offers:
        raise UnknownGameError(
            N_("Unknown game %(name)s; known games: %(known)s."), name=name, known=", ".join(game_names())
        )
    if len(offers) > 1:
        raise PluginError(
            N_("Several installed packages offer a game named %(name)s: %(targets)s."),
            name=name,
            targets=", ".join(point.value for point in offers),
        )
    point = offers[0]
    try:
        plugin = point.load()
    except Exception as error:  # any failure while importing a third-party package is that plug-in's fault
        raise PluginError(
            N_("Game plug-in %(name)s (%(target)s) cannot be loaded: %(error)s"),
            name=name,
            target=point.value,
            error=f"{type(error).__name__}: {error}",
        ) from error
    if not isinstance(plugin, GamePlugin):
        raise PluginError(
            N_("Game plug-in %(name)s: %(target)s is not a GamePlugin (engine.plugins)."),
            name=name,
            target=point.value,
        )
    module = importlib.import_module(point.module)
    package = module.__name__ if hasattr(module, "__path__") else module.__package__
    return InstalledGame(name, plugin, package, Path(module.__file__).resolve().parent)


def get_game(name: str, rules_path: str | Path | None = None):
    """Return the engine Game of an installed game, on its shipped rules or another copy."""
    return installed_game(name).make_game(rules_path)


def get_kit_maker(name: str):
    """Return the function that draws an installed game's kit: ``make_kit(rules_path, tr, ink_saver)``."""
    return installed_game(name).kit_maker()
