"""A language added for a test the way docs/translating.md says: ``pnpkit i18n init``, a catalog, one line.

The locale folder is a copy in a temporary folder (the project's own is never touched), and
``engine.i18n.LOCALE_DIR`` points at it for the test.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from babel.messages.pofile import read_po, write_po
from click.testing import CliRunner

import engine.i18n
from pnpkit.cli import main


def marked(text: str) -> str:
    """A stand-in translation that shows it went through the catalog: «text»."""
    return f"«{text}»"


def add_language(monkeypatch, tmp_path: Path, code: str, name: str, translate: Callable[[str], str] = marked) -> Path:
    """Add a language with every text translated by ``translate`` to a copy of the locale folder; return the copy."""
    folder = tmp_path / "locale"
    shutil.copytree(engine.i18n.LOCALE_DIR, folder, ignore=shutil.ignore_patterns("*.mo"))
    monkeypatch.setattr(engine.i18n, "LOCALE_DIR", folder)
    started = CliRunner().invoke(main, ["i18n", "init", code])
    assert started.exit_code == 0, started.output
    path = engine.i18n.catalog_path(code)
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=code)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, str):
            message.string = translate(message.id)
        else:  # every plural form from the English plural, which has every placeholder of the text
            message.string = tuple(translate(message.id[1]) for _ in range(catalog.num_plurals))
    with path.open("wb") as handle:
        write_po(handle, catalog)
    with (folder / engine.i18n.LANGUAGES_FILE).open("a", encoding="utf-8") as handle:
        handle.write(f"{code}: {name}\n")
    return folder
