"""What never changes at an address: the boards' base drawings and the board's fonts, named after their content.

Each address carries a digest of what it serves, so a new drawing or font gets a new address and a
phone may keep what it fetched for good (``Cache-Control: immutable``): a table's answers then carry
only the board's pieces. An address whose digest is not the current one gets 404, never older content.
"""

from __future__ import annotations

from flask import Blueprint, Response, abort, current_app

from companion import webfonts
from companion.board import board_base
from companion.plugins import offered_games, table_game
from engine.i18n import is_known_locale

bp = Blueprint("assets", __name__)

FOREVER = "public, max-age=31536000, immutable"


@bp.get("/board/<game>/<locale>/<digest>.svg")
def board_base_drawing(game, locale, digest):
    """Serve a game's board without pieces in a language, at the address its answers name."""
    if game not in offered_games() or not is_known_locale(locale):
        abort(404)
    base = board_base(table_game(game), locale)
    if digest != base.digest:
        abort(404)
    return _forever(Response(base.svg, mimetype="image/svg+xml"))


@bp.get("/fonts/<name>")
def font(name):
    """Serve the board's fonts (WOFF2) and the style sheet that declares them (phones fetch nothing elsewhere)."""
    if name == webfonts.css_name():
        return _forever(Response(webfonts.font_css(), mimetype="text/css"))
    face = webfonts.web_fonts().get(name) or abort(404)
    cache_dir = current_app.config["CACHE_DIR"]
    return _forever(Response(webfonts.font_data(face, cache_dir), mimetype="font/woff2"))


def _forever(response: Response) -> Response:
    response.headers["Cache-Control"] = FOREVER
    return response
