"""The seat page's service worker and its "reconnecting" shell: what a phone on https shows when the Wi-Fi drops.

The worker (``/sw.js``, static/serviceworker.js with its version and files put in front) keeps the page
scripts, styles, icons and the shell, and nothing else: answers under /api/ and the pages of links are
never kept, and an action is never queued (a POST goes to the server or fails, as without the worker). A
seat's page that cannot be reached shows the shell instead of the browser's error page; the shell shows
the last state this link's page saw (kept by static/awake.js in this browser, under this link alone) and
comes back by itself when the server answers. The worker's version is a digest of every file it keeps
and of the shell's texts, so an upgrade of pnpkit reaches every phone at its next visit.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, render_template, url_for

from companion.i18n import use_locale
from companion.plugins import refereed_games
from engine.i18n import is_known_locale
from engine.plugins import installed_game

bp = Blueprint("offline", __name__)

STATIC = Path(__file__).resolve().parent / "static"
KEPT_STATIC = (
    "companion.css",
    "boardwindow.js",
    "companion.js",
    "awake.js",
    "offline.js",
    "keepawake.webm",
    "keepawake.mp4",
)
LOCALES = Path(__file__).resolve().parent.parent / "engine" / "locale"


@bp.get("/sw.js")
def service_worker():
    """Serve the service worker with its version and the files it keeps (at the root, so its scope is every page)."""
    version, files = _kept()
    head = f"const VERSION = {json.dumps(version)};\nconst FILES = {json.dumps(files)};\n"
    response = Response(head + (STATIC / "serviceworker.js").read_text(), mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"  # a phone asks for a new version at every visit
    return response


@bp.get("/offline/<locale>")
def shell(locale):
    """Serve the reconnecting shell in a language (the worker keeps it and shows it at a seat's address)."""
    if not is_known_locale(locale):
        abort(404)
    use_locale(locale)
    return render_template("companion/offline.html")


def _kept() -> tuple[str, list[str]]:
    """Return the worker's version and the addresses of the files it keeps (the digest is made once per process)."""
    files = [url_for("static", filename=name) for name in KEPT_STATIC]
    files += [url_for("webapp.icon", size=size) for size in (192, 512)]
    scripts = {name: installed_game(name).script_file() for name in refereed_games()}
    files += [url_for("pages.game_file", name=name, filename=path.name) for name, path in scripts.items()]
    return _digest(tuple(str(path) for path in scripts.values())), files


@lru_cache(maxsize=1)
def _digest(game_scripts: tuple[str, ...]) -> str:
    """Return a digest of every file the worker keeps and of what the shell says (its template, the catalogs)."""
    template = Path(current_app.template_folder) / "companion" / "offline.html"
    paths = sorted(STATIC.iterdir()) + [Path(path) for path in game_scripts] + [template]
    paths += sorted(LOCALES.glob("*/LC_MESSAGES/*.po"))
    digest = hashlib.sha256()
    for path in paths:
        if path.is_file():
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]
