"""Import every runtime module, load every game plug-in and make the companion, with only run.txt's packages in reach.

Run as a script (by tests/install/test_runtime_imports.py): an import of any other installed package (a test tool)
fails with its name and the distribution it comes from, as it would in a user's install. Prints nothing on success.
"""

from __future__ import annotations

import importlib
import importlib.abc
import pkgutil
import sys
from importlib.metadata import entry_points

from tests.install.runlock import RUNTIME_PACKAGES, distributions_of, is_outside_run_lock


class OutOfRunLock(importlib.abc.MetaPathFinder):
    """Refuses any top-level module that a user's install (requirements/run.txt) would not hold."""

    def find_spec(self, fullname, path=None, target=None):
        """Refuse a module outside the run lock; leave every other to the usual finders."""
        top = fullname.partition(".")[0]
        if "." not in fullname and is_outside_run_lock(top, unprovided_is_outside=False):
            dists = ", ".join(distributions_of(top)) or "no installed distribution"
            raise ModuleNotFoundError(f"No module named {top!r} in a user's install (it is from {dists})", name=top)
        return None


def main() -> None:
    """Import everything the runtime loads; raise on the first module that needs a package outside run.txt."""
    sys.meta_path.insert(0, OutOfRunLock())
    for package in RUNTIME_PACKAGES:
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, f"{package}."):
            if not info.name.endswith("__main__"):  # pnpkit.__main__ runs the command line
                importlib.import_module(info.name)
    from companion import create_app
    from engine.plugins import installed_game

    for point in entry_points(group="pnpkit.games"):
        game = installed_game(point.name)
        game.make_game()
        if game.plugin.kit is not None:
            game.kit_maker()
        if game.has_referee():
            game.referee()
    create_app({"TESTING": True, "DATABASE": ":memory:", "CACHE_DIR": None})


if __name__ == "__main__":
    main()
