"""The board's fonts for the phones: the kit's own Source Sans Pro, as WOFF2 cut down to the glyphs it needs.

The live board is the printed drawing, whose texts were fitted with the kit's fonts, so the phones
get those fonts from this server (never from the internet). Each is subset with fontTools to the
characters of the shipped catalogs (every text the board draws comes through them) and the Latin
letters and punctuation names may use (a renamed commander), and compressed as WOFF2: about 18 KB
a face instead of about 240 KB of TTF.

A face's file name carries a digest of everything it is made from (the font file, the characters,
the fontTools version), so the phones may keep it for good; so does the style sheet that declares
the faces. A face is made at its first request and kept in memory, and on disk in the cache folder
(``CACHE_DIR``, by default the user's cache folder) so that a restart does not make it again.
"""

from __future__ import annotations

import functools
import hashlib
import io
import os
import tempfile
import threading
from pathlib import Path
from typing import NamedTuple

import platformdirs

from engine.i18n import available_locales, catalog_path, template_path
from generator import fontfiles as fonts  # the files' names only: no reportlab, so `pnpkit serve` starts sooner

# Besides the catalogs' characters: Basic Latin, Latin-1, Latin Extended-A, general punctuation, the euro, minus.
LATIN = (*range(0x20, 0x7F), *range(0xA0, 0x180), *range(0x2000, 0x2070), 0x20AC, 0x2212)
RECIPE = "woff2 subset 2"  # change it when the way faces are made changes: every digest changes with it


class WebFont(NamedTuple):
    """One face of the board's font as the phones get it: its role, file name and CSS weight and style."""

    role: str
    name: str
    weight: int
    style: str
    digest: str


# The family of the served faces. They are cut down from Source Sans Pro, so they take another name (the
# licence reserves the original's); the board's drawings name the original, and companion.css maps them.
WEB_FAMILY = "Pnpkit Board Sans"


def default_cache_dir() -> Path:
    """Return where made faces are kept unless told otherwise: pnpkit's folder of the user's cache."""
    return Path(platformdirs.user_cache_dir("pnpkit"))


@functools.cache
def web_fonts() -> dict[str, WebFont]:
    """Return every face by file name, each named after the digest of what it is made from."""
    characters = "".join(map(chr, _characters())).encode()
    faces = {}
    for role in fonts.ROLES:
        source = fonts.font_file(_sans(role))
        recipe = hashlib.sha256(source.read_bytes() + characters + f"{RECIPE} {_fonttools_version()}".encode())
        digest = recipe.hexdigest()[:20]
        _, weight, style = fonts.css_font(_sans(role))
        faces[f"{source.stem}.{digest}.woff2"] = WebFont(role, f"{source.stem}.{digest}.woff2", weight, style, digest)
    return faces


@functools.cache
def font_css() -> str:
    """Return the style sheet declaring every face under the web faces' own family name (companion.css uses it)."""
    family = WEB_FAMILY
    return "".join(
        f'@font-face {{ font-family: "{family}"; src: url("{face.name}") format("woff2"); '
        f"font-weight: {face.weight}; font-style: {face.style}; font-display: swap; }}\n"
        for face in web_fonts().values()
    )


@functools.cache
def css_name() -> str:
    """Return the file name of the faces' style sheet, after the digest of its text."""
    return f"fonts.{hashlib.sha256(font_css().encode()).hexdigest()[:20]}.css"


_made: dict[str, bytes] = {}
_making = threading.Lock()


def font_data(face: WebFont, cache_dir: Path | None) -> bytes:
    """Return a face as WOFF2: from memory, else from the cache folder, else made now (and kept in both)."""
    data = _made.get(face.name)
    if data is not None:
        return data
    with _making:  # faces take a few tenths of a second to make: make each once
        data = _made.get(face.name)
        if data is None:
            data = _read_cached(cache_dir, face.name)
            if data is None:
                data = _subset(face.role)
                _write_cached(cache_dir, face.name, data)
            _made[face.name] = data
    return data


def _subset(role: str) -> bytes:
    """Return a role's font cut down to the board's characters, as WOFF2."""
    from fontTools import subset  # the subsetter loads with the first font made, not with the server
    from fontTools.ttLib import TTFont

    options = subset.Options()
    font = TTFont(fonts.font_file(_sans(role)))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=_characters())
    subsetter.subset(font)
    _rename(font)
    font.flavor = "woff2"
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def _sans(role: str) -> str:
    """Return a role in the sans: the phones read every board in it, whatever face a game's printed kit has."""
    return f"{fonts.DEFAULT}/{role}"


def _rename(font) -> None:
    """Give a cut-down face a name of its own: the font's licence (SIL OFL) reserves "Source" for the original."""
    for record in font["name"].names:
        if record.nameID in (1, 3, 4, 6, 16, 17, 18, 21):
            text = record.toUnicode()
            record.string = text.replace(fonts.FAMILY, WEB_FAMILY).replace(
                fonts.FAMILY.replace(" ", ""), WEB_FAMILY.replace(" ", "")
            )


@functools.cache
def _characters() -> tuple[int, ...]:
    """Return the code points the faces keep: every character of the catalogs, and the Latin ones."""
    codes = set(LATIN)
    for path in (template_path(), *(catalog_path(locale) for locale in available_locales())):
        if path.exists():  # the source language has no catalog of its own
            codes.update(ord(char) for char in path.read_text(encoding="utf-8") if char >= " ")
    return tuple(sorted(codes))


def _read_cached(folder: Path | None, name: str) -> bytes | None:
    if folder is None:
        return None
    try:
        return (folder / "fonts" / name).read_bytes()
    except OSError:
        return None


def _write_cached(folder: Path | None, name: str, data: bytes) -> None:
    """Keep a made face on disk; a folder that cannot be written only means making it again after a restart."""
    if folder is None:
        return
    try:
        target = folder / "fonts"
        target.mkdir(parents=True, exist_ok=True)
        # Written whole under another name first: another process never reads half a face.
        with tempfile.NamedTemporaryFile(dir=target, delete=False) as temporary:
            temporary.write(data)
        os.replace(temporary.name, target / name)
    except OSError:
        return


def _fonttools_version() -> str:
    """Return the subsetter's release (a new one may subset otherwise, so it names the files too)."""
    from importlib.metadata import version

    return version("fonttools")
