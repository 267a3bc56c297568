"""What a user's install holds: the distributions requirements/run.txt pins, and which of them a module comes from.

The runtime (every command, game plug-in and the companion) may import only the standard library, pnpkit's own
packages and what run.txt holds; tests/install/ checks it two ways, by reading every import statement and by
importing every module with everything else out of reach (tests/install/only_run_lock.py).
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from functools import cache
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN_LOCK = ROOT / "requirements" / "run.txt"
RUNTIME_PACKAGES = ("engine", "games", "generator", "companion", "pnpkit", "templates")
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==")


def normalized(name: str) -> str:
    """Return a distribution's name as PEP 503 compares them (``Flask_Compress`` is ``flask-compress``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


@cache
def run_lock_distributions() -> frozenset[str]:
    """Return the normalized names of the distributions requirements/run.txt pins, pnpkit itself added."""
    names = {normalized(match.group(1)) for line in RUN_LOCK.read_text().splitlines() if (match := _PIN.match(line))}
    return frozenset(names | {"pnpkit"})


@cache
def _providers() -> dict[str, list[str]]:
    return packages_distributions()


def distributions_of(module: str) -> list[str]:
    """Return the normalized names of the installed distributions that provide a top-level module."""
    return [normalized(name) for name in _providers().get(module, [])]


def is_outside_run_lock(module: str, unprovided_is_outside: bool = True) -> bool:
    """Tell whether a top-level module comes from neither the standard library, pnpkit, nor run.txt's packages.

    A module no installed distribution provides counts as outside unless ``unprovided_is_outside`` is false: an
    import statement naming one needs a package nobody installed, while at import time such modules are the
    interpreter's own (``_sysconfigdata_...``).
    """
    if module in sys.stdlib_module_names or module in sys.builtin_module_names or module in RUNTIME_PACKAGES:
        return False
    dists = distributions_of(module)
    if not dists:
        return unprovided_is_outside
    return not any(name in run_lock_distributions() for name in dists)


def runtime_files() -> Iterator[Path]:
    """Yield every Python file of pnpkit's runtime packages."""
    for package in RUNTIME_PACKAGES:
        yield from sorted((ROOT / package).rglob("*.py"))


def imported_modules(path: Path) -> Iterator[tuple[int, str]]:
    """Yield (line, top-level module) of every absolute import a file makes, inside functions too."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name.partition(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.lineno, node.module.partition(".")[0]
