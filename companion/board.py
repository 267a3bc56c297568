"""The live board as SVG: the print kit's own board drawing, with the pieces where the state puts them.

The board without pieces is the same for every table in a language, so it is drawn and written out
once per rules file and language (kept in the compiled tables' cache); each version of a table only
lays its pieces (a small drawing of the same size) over it. The pieces come from the onlookers'
view, so the board never shows a secret.
"""

from __future__ import annotations

from companion.plugins import plugin_for
from engine.i18n import translations
from generator.context import KitContext

BOARD_CLASS = "kit-drawing"  # companion.css turns kerning off for it: the pages refuse inline styles


def board_svg(game, state, locale: str | None) -> str:
    """Return the board of a game state as an SVG document, in the given language."""
    # The SVG back end (svgwrite and reportlab's font metrics, about a third of a second) loads with the first
    # board asked for, not when the server starts, so `pnpkit serve` shows its address and QR code sooner.
    from generator.svg import svg_layer, svg_text, svg_with_layer

    plugin = plugin_for(game)
    tr = translations(locale)
    key = ("companion board", tr)  # the catalog itself: a language's board is drawn once per catalog
    base = game.tables.cache.get(key)
    if base is None:
        base = game.tables.cache[key] = svg_text(plugin.board_base(game, tr), css_class=BOARD_CLASS)
    return svg_with_layer(base, svg_layer(plugin.board_pieces(game, state, tr), "pieces"))


def kit_context(tables, translations, make_theme) -> KitContext:
    """Return a game's print-kit drawing context for a rules file and language, made once (kept in its tables)."""
    key = ("kit context", translations)
    ctx = tables.cache.get(key)
    if ctx is None:
        ctx = tables.cache[key] = KitContext(tables, translations, make_theme(tables, ink_saver=False))
    return ctx
