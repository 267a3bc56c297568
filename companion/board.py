"""The live board as SVG: the print kit's own board drawing, with the pieces where the state puts them.

The board without pieces (its base) is the same for every table in a language, so it is drawn and
written out once per rules file and language (kept in the compiled tables' cache) and served at an
address named after its content (``/board/<game>/<locale>/<digest>.svg``), which a phone fetches
once and keeps. Each version of a table only lays its pieces (a small drawing of the same size) over
it: answers carry that layer, and the page puts it into the base drawing just before its end, as
``board_svg`` does here. The pieces come from the onlookers' view, so the board never shows a secret.
"""

from __future__ import annotations

import hashlib
import threading
from typing import NamedTuple

from flask import url_for

from companion.plugins import plugin_for
from engine.i18n import translations
from generator.context import KitContext

BOARD_CLASS = "kit-drawing"  # companion.css turns kerning off for it: the pages refuse inline styles
PIECES = "pieces"  # the id of the pieces' group, and the prefix of its clip paths' ids
_DRAWING = threading.Lock()  # held while a board base is drawn (board_base)


class BoardBase(NamedTuple):
    """A board's base drawing in one language, and the digest of its text that names its address."""

    svg: str
    digest: str


def board_base(game, locale: str | None) -> BoardBase:
    """Return the board of a game without pieces, in a language: drawn once per rules file and catalog."""
    tr = translations(locale)
    key = ("companion board", tr)  # the catalog itself: a language's board is drawn once per catalog
    base = game.tables.cache.get(key)
    if base is not None:
        return base
    # One thread draws a board; the others asking for it meanwhile wait for that drawing. A map's labels take
    # a second or more to place, and every phone of a busy server asking at once drew it again, each holding
    # the interpreter: polls of every table waited for seconds.
    with _DRAWING:
        base = game.tables.cache.get(key)
        if base is not None:
            return base
        # The SVG back end (svgwrite and reportlab's font metrics, about a third of a second) loads with the first
        # board asked for, not when the server starts, so `pnpkit serve` shows its address and QR code sooner.
        from generator.svg import svg_text

        svg = svg_text(plugin_for(game).board_base(game, tr), css_class=BOARD_CLASS)
        # The content, not the game's name: another copy of the rules (serve --rules) draws another board.
        digest = hashlib.sha256(svg.encode()).hexdigest()[:20]
        base = game.tables.cache[key] = BoardBase(svg, digest)
        return base


def base_url(game, locale: str) -> str:
    """Return the address of a game's board base in a language; it changes whenever the drawing does."""
    return url_for("assets.board_base_drawing", game=game.name, locale=locale, digest=board_base(game, locale).digest)


def pieces_layer(game, state, locale: str | None) -> str:
    """Return the pieces of a game state as an SVG group to lay over the board's base, in a language."""
    from generator.svg import svg_layer

    return svg_layer(plugin_for(game).board_pieces(game, state, translations(locale)), PIECES)


def board_svg(game, state, locale: str | None) -> str:
    """Return the board of a game state as one SVG document, in a language: the base with the pieces on top."""
    return with_pieces(game, locale, pieces_layer(game, state, locale))


def with_pieces(game, locale: str | None, pieces: str) -> str:
    """Return the board's base in a language with a pieces layer drawn last, as the page puts them together."""
    from generator.svg import svg_with_layer

    return svg_with_layer(board_base(game, locale).svg, pieces)


def kit_context(tables, translations, make_theme) -> KitContext:
    """Return a game's print-kit drawing context for a rules file and language, made once (kept in its tables)."""
    key = ("kit context", translations)
    ctx = tables.cache.get(key)
    if ctx is None:
        ctx = tables.cache[key] = KitContext(tables, translations, make_theme(tables, ink_saver=False))
    return ctx
