"""The house's imports: no module imports another that imports it back, and no layer imports one above it.

The layers, lowest first: the engine; the games, the generator and the companion (which may import each
other's modules: a game's kit draws with the generator, its referee module uses the companion's picker);
the command line (pnpkit/). Every import counts, a function's own included (an import made late to load
less is still an arrow). ``from package import name`` is an import of the module ``package.name`` when there
is one, else of the package itself.
"""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The project's packages and their layers: an import may point to its own layer or one below, never above.
LAYERS = {"engine": 0, "games": 1, "generator": 1, "companion": 1, "templates": 1, "pnpkit": 2}


def module_files(root: Path, packages) -> dict[str, Path]:
    """Return every module of the packages under ``root``, by its dotted name (a package by its folder's)."""
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports_of(name: str, path: Path, modules) -> set[str]:
    """Return the project's modules a module imports, anywhere in its code."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    targets = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package, one folder up for each dot past the first
                base = ".".join([*package[: len(package) - node.level + 1], *([base] if base else [])])
            for alias in node.names:
                targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    found = {_module_of(target, modules) for target in targets}
    return found - {None, name}


def _module_of(target: str, modules) -> str | None:
    """Return the project's module an imported name lies in (None for another package's)."""
    while target and target not in modules:
        target = target.rpartition(".")[0]
    return target or None


def import_graph(root: Path, packages) -> dict[str, set[str]]:
    """Return each module of the packages with the project's modules it imports."""
    modules = module_files(root, packages)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def upward_imports(graph: dict[str, set[str]], layers: dict[str, int]) -> list[str]:
    """Return every import of a module from a higher layer than its own, as "importer -> imported"."""
    layer = lambda module: layers[module.partition(".")[0]]  # noqa: E731
    return [
        f"{module} -> {target}"
        for module, targets in sorted(graph.items())
        for target in sorted(targets)
        if layer(target) > layer(module)
    ]


def import_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """Return one circle of imports (its modules, the first again at the end), or None when there is none."""
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as error:
        return list(reversed(error.args[1]))
    return None


def test_no_import_points_from_a_lower_layer_to_a_higher_one():
    assert upward_imports(import_graph(ROOT, LAYERS), LAYERS) == []


def test_no_modules_import_each_other_however_far_round():
    circle = import_circle(import_graph(ROOT, LAYERS))
    assert circle is None, "an import circle: " + " -> ".join(circle or ())


def test_every_module_of_the_project_is_read():
    """A package left out of LAYERS would go unchecked: every top-level package with modules is listed."""
    packages = {path.parent.name for path in ROOT.glob("*/__init__.py")} - {"tests", "bench"}
    assert packages <= set(LAYERS)


@pytest.fixture
def house(tmp_path):
    """A small project of three layers with every kind of import the checks read."""
    files = {
        "low/__init__.py": "",
        "low/core.py": "import os\nfrom low import util\n",
        "low/util.py": "def helper():\n    from . import core\n",  # a late, relative import back: a circle
        "mid/__init__.py": "from low.core import something\n",
        "mid/work.py": "from ..top import cli\n",  # relative, and upward
        "top/__init__.py": "",
        "top/cli.py": "import mid\nimport low\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return tmp_path


def test_the_checks_find_an_upward_import_and_a_circle(house):
    packages = {"low": 0, "mid": 1, "top": 2}
    graph = import_graph(house, packages)
    assert graph["top.cli"] == {"mid", "low"}
    assert graph["low.core"] == {"low.util"} and graph["low.util"] == {"low.core"}
    assert upward_imports(graph, packages) == ["mid.work -> top.cli"]
    circle = import_circle(graph)
    assert circle is not None and set(circle) == {"low.core", "low.util"} and circle[0] == circle[-1]


def test_the_checks_pass_a_house_without_either(house):
    (house / "low/util.py").write_text("def helper():\n    pass\n")
    (house / "mid/work.py").write_text("from low import util\n")
    packages = {"low": 0, "mid": 1, "top": 2}
    graph = import_graph(house, packages)
    assert upward_imports(graph, packages) == [] and import_circle(graph) is None
