"""What lets a phone keep a seat's page as an app on its home screen: a web app manifest per link, and its icons.

The icons are drawn here with Pillow (a playing card with a diamond on the kit's blue), so nothing is
fetched from anywhere; a seat's manifest opens that seat's own page, named after the seat and the game.
"""

from __future__ import annotations

import io
from functools import lru_cache

from flask import Blueprint, Response, abort, current_app, url_for

from companion.i18n import current_locale, current_translations, request_locale, use_locale
from companion.plugins import plugin_for
from engine.i18n import N_, Message, render

bp = Blueprint("webapp", __name__)

ICON_SIZES = (180, 192, 512)  # 180: iOS's home-screen icon; 192 and 512: what Android and Chromium ask for
BACKGROUND = "#efe9dc"  # the pages' paper colour (companion.css)
THEME = "#2a5d9f"  # the pages' blue
RED = "#b3202a"
ICON_CACHE = "public, max-age=86400"


@lru_cache(maxsize=len(ICON_SIZES))
def icon_png(size: int) -> bytes:
    """Return the app's icon as a PNG of ``size`` pixels square: a white card with a red diamond, on blue."""
    from PIL import Image, ImageDraw  # here, not at start-up: serve starts without the drawing libraries

    image = Image.new("RGB", (size, size), THEME)  # full bleed: a "maskable" icon may be cut to any shape
    draw = ImageDraw.Draw(image)
    unit = size / 16
    # The card sits inside the middle 80 %, the area a maskable icon keeps whatever its mask.
    card = (4.4 * unit, 2.6 * unit, 11.6 * unit, 13.4 * unit)
    draw.rounded_rectangle(card, radius=0.8 * unit, fill="white")
    middle_x, middle_y = 8 * unit, 8 * unit
    draw.polygon(
        [(middle_x, middle_y - 3 * unit), (middle_x + 2.2 * unit, middle_y), (middle_x, middle_y + 3 * unit),
         (middle_x - 2.2 * unit, middle_y)],
        fill=RED,
    )  # fmt: skip
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


@bp.get("/icons/<int:size>.png")
def icon(size):
    """Serve the app's icon at one of its sizes."""
    if size not in ICON_SIZES:
        abort(404)
    response = Response(icon_png(size), mimetype="image/png")
    response.headers["Cache-Control"] = ICON_CACHE
    return response


@bp.get("/t/<token>/manifest.webmanifest")
def manifest(token):
    """Serve a link's web app manifest: the app opens this seat's (or the board's) page, standing alone."""
    hub = current_app.extensions.get("pnpkit_tables")  # none on an https server's plain-http port (trust)
    found = hub and hub.viewer(token)  # a replaced link: LinkReplacedError, answered 410 saying so
    if not found or found.role == "host":
        abort(404)
    live = hub.table_for(found)
    use_locale(request_locale(live.record.locale))
    tr, plugin = current_translations(), plugin_for(live.game)
    title = render(Message(live.game.rules.title, context=live.game.name), tr)
    if found.role in live.game.seats:
        short = render(plugin.side_name(live.game, found.role), tr)
    else:
        short = render(Message(N_("Board")), tr)
    icons = [
        {"src": url_for("webapp.icon", size=size), "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
        for size in ICON_SIZES[1:]
        for purpose in ("any", "maskable")
    ]
    data = {
        "name": f"{short} · {title}",
        "short_name": short,
        "lang": current_locale(),
        "start_url": url_for("pages.viewer", token=token),
        "scope": url_for("pages.viewer", token=token),
        "display": "standalone",
        "orientation": "portrait",
        "background_color": BACKGROUND,
        "theme_color": THEME,
        "icons": icons,
    }
    response = current_app.json.response(data)
    response.mimetype = "application/manifest+json"
    return response
