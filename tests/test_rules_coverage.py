"""The rules-coverage pages name only tests that exist, so the map from rule to test stays true."""

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted((ROOT / "docs" / "rules-coverage").glob("*.md"))
REFERENCE = re.compile(r"(?:(tests/[\w/]+\.py)|([\w]+\.py))?::(test_\w+)")


def functions_in(path: Path) -> set[str]:
    """Return the names of the test functions defined in a test file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


@pytest.mark.parametrize("page", PAGES, ids=[page.stem for page in PAGES])
def test_every_named_test_exists(page):
    game_folder = ROOT / "tests" / "games" / page.stem
    current_file = None
    named = 0
    for line in page.read_text(encoding="utf-8").splitlines():
        for full, short, name in REFERENCE.findall(line):
            if full or short:
                current_file = ROOT / full if full else game_folder / short
            assert current_file is not None and current_file.exists(), f"{page.name}: no test file for {name}"
            assert name in functions_in(current_file), f"{page.name}: {current_file.name} has no {name}"
            named += 1
    assert named > 20
