"""Whether a kit is up to date: a digest of everything its build reads, kept in a stamp file in the kit's folder.

The inputs of a kit are its rules file, its game's folder (code, components, templates, data), the engine and
the generator, the catalogs of its language, the versions of the libraries that draw and write it, and the
build options. ``pnpkit build --if-changed`` skips a kit whose stamp holds the same digest and whose files are
all still there. This module imports nothing heavy (no reportlab, no game), so that a build with nothing to do
stays fast.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from importlib import metadata
from pathlib import Path

import engine
import engine.i18n
import generator

STAMP_FILE = ".pnpkit-kit.json"
ENGINE_DIR = Path(engine.__file__).resolve().parent
GENERATOR_DIR = Path(generator.__file__).resolve().parent
# Bumped when what goes into the digest changes, so every older stamp is out of date.
STAMP_VERSION = 1
# The libraries whose versions change the written files: fonts and their metrics, the PDF, SVG and PNG writers,
# and the coastlines some maps are drawn from and the library that simplifies them.
KIT_LIBRARIES = (
    "font-source-sans-pro",
    "reportlab",
    "rl_accel",
    "svgwrite",
    "pypdfium2",
    "pillow",
    "basemap-data",
    "shapely",
)


def _digest(data: bytes = b"") -> hashlib.blake2b:
    return hashlib.blake2b(data, digest_size=16)


def file_digest(path: Path) -> str:
    """Return the digest of one file's contents ("missing" when there is no such file)."""
    try:
        return _digest(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return "missing"


def tree_digest(folder: Path, skip: tuple[Path, ...] = ()) -> str:
    """Return the digest of every file under a folder (names and contents); caches, hidden files and skip left out."""
    digest = _digest()
    for path in _files(folder, frozenset(skip)):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(b"\0")
        digest.update(_digest(path.read_bytes()).digest())
    return digest.hexdigest()


def _files(folder: Path, skip: frozenset[Path]) -> list[Path]:
    """Return the files under a folder in a fixed order, without __pycache__, compiled or hidden files."""
    found = []
    with os.scandir(folder) as entries:
        for entry in sorted(entries, key=lambda entry: entry.name):
            path = Path(entry.path)
            if entry.name.startswith(".") or entry.name == "__pycache__" or path in skip:
                continue
            if entry.is_dir():
                found += _files(path, skip)
            elif not entry.name.endswith((".pyc", ".pyo")):
                found.append(path)
    return found


def shared_digest() -> str:
    """Return the digest of what every kit reads: the engine and generator code, languages, template, libraries."""
    locale_dir = engine.i18n.LOCALE_DIR
    parts = {
        "stamp": STAMP_VERSION,
        "python": list(sys.version_info[:2]),
        # The catalogs are left out of the engine's code: each kit reads its own language's (kit_digest).
        "engine": tree_digest(ENGINE_DIR, skip=(ENGINE_DIR / "locale",)),
        "generator": tree_digest(GENERATOR_DIR),
        "languages": file_digest(locale_dir / engine.i18n.LANGUAGES_FILE),
        "template": file_digest(engine.i18n.template_path()),
        "libraries": {name: _version(name) for name in KIT_LIBRARIES},
    }
    return _digest(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def _version(distribution: str) -> str | None:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None


def catalog_files(locale: str) -> list[Path]:
    """Return the catalog files of a kit's language (what kit_digest reads of it)."""
    return [engine.i18n.catalog_path(locale, suffix) for suffix in (".po", ".mo")]


def kit_digest(shared: str, game: str, rules_path: Path | None, locale: str, options: dict) -> str:
    """Return the digest of one kit's inputs: what all kits share, its game's folder (``game``, its tree_digest),
    its rules, the catalog of its language and its options."""
    parts = {
        "shared": shared,
        "game": game,
        "rules": file_digest(rules_path) if rules_path is not None else "shipped",
        "catalog": [file_digest(path) for path in catalog_files(locale)],
        "locale": locale,
        "options": options,
    }
    return _digest(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def is_up_to_date(out: Path, digest: str) -> bool:
    """Tell whether the kit in ``out`` was built from these inputs and every file it wrote is still there."""
    try:
        stamp = json.loads((out / STAMP_FILE).read_text(encoding="utf-8"))
        return stamp["inputs"] == digest and all(
            (out / path).stat().st_size == size for path, size in stamp["files"].items()
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False  # no stamp, an unreadable one, or a file gone: build again


def write_stamp(out: Path, digest: str, files: dict[str, int]) -> None:
    """Record the inputs a kit was built from and the files (path: size) it wrote; replaced whole, never half."""
    text = json.dumps({"inputs": digest, "files": files}, indent=1, sort_keys=True)
    partial = out / f"{STAMP_FILE}.partial"
    partial.write_text(text + "\n", encoding="utf-8")
    partial.replace(out / STAMP_FILE)
