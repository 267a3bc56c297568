"""The companion: a Flask app that referees a game from the players' phones on the local network.

``create_app`` follows Flask's tutorial: configuration, then each resource's ``init_app``, then one
blueprint per concern (pages, api). ``pnpkit serve`` runs it under waitress.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs
from flask import Flask, render_template, request
from jinja2 import ChoiceLoader, FileSystemLoader, PrefixLoader
from werkzeug.exceptions import HTTPException

import templates
from companion import i18n, storage
from companion.plugins import refereed_games
from companion.polling import VersionPoll
from companion.security import CrossSiteError, add_security_headers, csrf_token
from companion.tables import TableHub
from engine.i18n import N_, Message, render
from engine.plugins import installed_game

TEMPLATES = Path(templates.__file__).resolve().parent  # installed beside the code, also without -e
ERROR_TEXTS = {
    400: N_("The request is not valid."),
    403: N_("This request is not allowed."),
    404: N_("There is nothing at this address: the link may be mistyped, or the table may not exist."),
    405: N_("This address does not accept that kind of request."),
    413: N_("The request is too large."),
}


def default_database() -> Path:
    """Return where tables are kept unless told otherwise: the user's data folder."""
    return Path(platformdirs.user_data_dir("pnpkit")) / "companion.sqlite3"


def create_app(test_config: dict | None = None) -> Flask:
    """Create the companion app; ``test_config`` overrides the configuration (tests, the serve command)."""
    app = Flask(__name__, template_folder=str(TEMPLATES))
    app.jinja_loader = _template_loader()
    app.config.from_mapping(
        DATABASE=str(default_database()),
        MAX_CONTENT_LENGTH=16 * 1024,  # an action is a few hundred bytes; nothing larger is ever needed
        SESSION_COOKIE_SAMESITE="Strict",
        SESSION_COOKIE_HTTPONLY=True,
        PUBLIC_URL=None,
        RULES={},  # game name -> another copy of its rules.yaml to use (serve --rules)
        POLL_MS=1000,
    )
    if test_config:
        app.config.update(test_config)
    app.json.sort_keys = False
    storage.init_app(app)
    if not app.config.get("SECRET_KEY"):
        store = storage.open_store(app.config["DATABASE"])
        app.config["SECRET_KEY"] = store.secret_key()
        store.close()
    hub = app.extensions["pnpkit_tables"] = TableHub()
    app.wsgi_app = VersionPoll(app.wsgi_app, hub)
    i18n.init_app(app)
    app.jinja_env.globals["csrf_token"] = csrf_token

    from companion import api, pages

    app.register_blueprint(pages.bp)
    app.register_blueprint(api.bp)
    app.after_request(add_security_headers)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(CrossSiteError, _cross_site)
    return app


def _template_loader() -> ChoiceLoader:
    """Load the shared templates, and ``<game>/...`` from the folder of each game's phone texts."""
    folders = {name: FileSystemLoader(installed_game(name).texts_file().parent) for name in refereed_games()}
    return ChoiceLoader([FileSystemLoader(TEMPLATES), PrefixLoader(folders)])


def _http_error(error: HTTPException):
    """Answer an HTTP error as JSON under /api/ and as a page elsewhere, in the request's language."""
    message = Message(ERROR_TEXTS.get(error.code, N_("The request failed.")))
    if request.path.startswith("/api/"):
        from companion.api import error_body

        codes = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}
        return error_body(error.code or 500, codes.get(error.code, "bad_request"), message)
    text = render(message, i18n.current_translations())
    return render_template("companion/error.html", status=error.code, text=text), error.code


def _cross_site(error: CrossSiteError):
    text = render(error.reason, i18n.current_translations())
    return render_template("companion/error.html", status=403, text=text), 403
