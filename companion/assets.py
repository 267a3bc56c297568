"""What never changes at an address: the board's fonts, named after their content.

Each address carries a digest of what it serves, so a new font gets a new address and a phone may
keep what it fetched for good (``Cache-Control: immutable``). An address whose digest is not the
current one gets 404, never older content.
"""

from __future__ import annotations

from flask import Blueprint, Response, abort, current_app

from companion import webfonts

bp = Blueprint("assets", __name__)

FOREVER = "public, max-age=31536000, immutable"


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
