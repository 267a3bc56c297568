"""The Print page: every game's kit in a chosen language and paper, built on demand, its files offered for download.

The page asks the app's ``KitBuilder`` (companion/kitbuilds.py) where each kit stands. A kit that is ready
lists its PDFs, the checklist first and each deck's fold layout beside it; one that is not offers a button
that queues it, and while it builds the page shows the files written so far (its script polls the status
call; without the script, reloading the page shows the same). Files are served from the builder's folder
only, by the names the kit's stamp lists.
"""

from __future__ import annotations

from flask import Blueprint, abort, current_app, redirect, render_template, request, send_file, url_for

from companion.i18n import current_locale
from companion.kitbuilds import BUILDING, QUEUED, KitBuilder
from companion.security import check_form
from engine.i18n import available_locales
from engine.plugins import game_names, get_game, installed_game
from generator.paper import HOME_PAPERS

bp = Blueprint("printing", __name__)


def builder() -> KitBuilder:
    """Return the app's kit builder."""
    return current_app.extensions["pnpkit_kits"]


def kit_games() -> list[str]:
    """Return the installed games that have a kit."""
    return [name for name in game_names() if installed_game(name).plugin.kit is not None]


def _choice(locale: str | None, paper: str | None) -> tuple[str, str]:
    """Return the asked-for language and paper, or the page's language and A4."""
    locale = locale if locale in available_locales() else current_locale()
    return locale, paper if paper in HOME_PAPERS else "a4"


def _checked(game: str, locale: str, paper: str) -> None:
    if game not in kit_games() or locale not in available_locales() or paper not in HOME_PAPERS:
        abort(404)


@bp.get("/print")
def print_page():
    """Show each game's kit in the chosen language and paper: its files, or its progress, or a button to build it."""
    locale, paper = _choice(request.args.get("kit_locale"), request.args.get("paper"))
    kits = []
    for name in kit_games():
        progress = builder().status(name, locale, paper)
        kits.append(
            {
                "name": name,
                "title": get_game(name).rules.title,
                "progress": progress,
                "busy": progress.state in (QUEUED, BUILDING),
                "files": builder().files(name, locale, paper) if progress.state == "ready" else [],
            }
        )
    papers = {key: paper_of.name for key, paper_of in HOME_PAPERS.items()}
    return render_template("companion/print.html", kits=kits, kit_locale=locale, paper=paper, papers=papers)


@bp.post("/print")
def build_kit():
    """Queue a game's kit from the page's form, then show the page again at that game."""
    check_form()
    game, locale, paper = (request.form.get(field, "") for field in ("game", "kit_locale", "paper"))
    _checked(game, locale, paper)
    builder().request(game, locale, paper)
    return redirect(url_for("printing.print_page", kit_locale=locale, paper=paper, _anchor=f"kit-{game}"), code=303)


@bp.get("/print/<game>/<locale>/<paper>/status")
def kit_status(game, locale, paper):
    """Answer where a kit stands, as JSON: the page's script polls it while the kit builds."""
    _checked(game, locale, paper)
    return builder().status(game, locale, paper).as_json()


@bp.get("/print/<game>/<locale>/<paper>/<name>")
def kit_file(game, locale, paper, name):
    """Send one PDF of a built kit (named as its stamp lists it; nothing else under the kit folder)."""
    _checked(game, locale, paper)
    path = builder().file_path(game, locale, paper, name)
    if path is None or not path.is_file():
        abort(404)
    return send_file(path, mimetype="application/pdf", download_name=f"{game}-{locale}-{name}", conditional=True)
