"""The companion: a Flask app that referees a game from the players' phones on the local network.

``create_app`` follows Flask's tutorial: configuration, then each resource's ``init_app``, then one
blueprint per concern (pages, api). ``pnpkit serve`` runs it in granian's worker processes
(companion.serving).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import platformdirs
from flask import Flask, render_template, request
from flask_compress import Compress
from jinja2 import ChoiceLoader, FileSystemLoader, PrefixLoader
from werkzeug.exceptions import HTTPException

import templates
from companion import i18n, ratelimits, storage
from companion.checks import ForbiddenActionError
from companion.hosts import own_names
from companion.kitbuilds import KitBuilder
from companion.plugins import refereed_games
from companion.polling import VersionPoll
from companion.security import (
    CrossSiteError,
    WrongHostError,
    add_security_headers,
    check_host,
    check_target,
    csrf_token,
)
from companion.service import LinkReplacedError, TableService
from companion.storage.base import StoreBusyError
from companion.webfonts import default_cache_dir
from engine.errors import PnpkitError
from engine.i18n import N_, Message, render
from engine.plugins import installed_game

TEMPLATES = templates.FOLDER
ERROR_TEXTS = {
    400: N_("The request is not valid."),
    403: N_("This request is not allowed."),
    404: N_("There is nothing at this address: the link may be mistyped, or the table may not exist."),
    405: N_("This address does not accept that kind of request."),
    413: N_("The request is too large."),
    414: N_("The address is too long."),
}

# flask-compress: answers, pages, scripts and drawings in brotli or gzip (WOFF2 fonts are compressed already).
# The version poll never reaches Flask (companion.polling) and is too small to compress anyway.
COMPRESSION = {
    "COMPRESS_MIMETYPES": ["application/json", "image/svg+xml", "text/html", "text/css", "text/javascript"],
    "COMPRESS_MIN_SIZE": 500,  # below that, the headers cost more than compressing saves
    "COMPRESS_BR_LEVEL": 1,  # answers of a few kilobytes: 4 % larger than at 4, made in a third of the time
    "COMPRESS_ALGORITHM": ["br", "gzip"],
    "COMPRESS_ALGORITHM_STREAMING": ["br", "deflate"],  # files sent as they are read (scripts, styles)
    # Files answer If-None-Match again after compressing (flask-compress adds the encoding to their ETags).
    "COMPRESS_STREAMING_ENDPOINT_CONDITIONAL": ["static", "pages.game_file"],
}


def default_database() -> Path:
    """Return where tables are kept unless told otherwise: the user's data folder."""
    return Path(platformdirs.user_data_dir("pnpkit")) / "companion.sqlite3"


def create_app(test_config: dict | None = None) -> Flask:
    """Create the companion app; ``test_config`` overrides the configuration (tests, the serve command)."""
    app = Flask(__name__, template_folder=str(TEMPLATES))
    app.config.from_mapping(
        DATABASE=str(default_database()),
        MAX_CONTENT_LENGTH=16 * 1024,  # an action is a few hundred bytes; nothing larger is ever needed
        SESSION_COOKIE_SAMESITE="Strict",
        SESSION_COOKIE_HTTPONLY=True,
        PUBLIC_URL=None,
        RULES={},  # game name -> another copy of its rules.yaml to use (serve --rules)
        POLL_MS=1000,
        MAX_LIVE_TABLES=200,  # tables kept replayed in memory; the others are loaded from the database on demand
        STORE_SHARED=True,  # other processes may change the tables: read the stored version on every request
        MAX_MEMORY_MB=512,  # the bytes those tables may hold together (companion.footprint); None: no bound
        IDLE_MINUTES=30,  # a table nobody asked about for this long is let go (it stays in the database)
        FINISHED_MINUTES=5,  # the same for a game that is over
        SNAPSHOT_EVERY=32,  # a table's state is stored after every this many actions, so loading replays fewer
        APP_BUDGET=None,  # an app seat's search per move: playouts (int) or seconds (float); None: the bot's default
        ALLOWED_HOSTS=(),  # names this server answers to besides its own (DNS-rebinding protection)
        CACHE_DIR=default_cache_dir(),  # what is made once and kept across restarts (the board's fonts); None: memory
        OFFERED_GAMES=None,  # the games that loaded, as `pnpkit serve` found them; None: found on first use
        KIT_DIR=None,  # the kits built from the Print page; None: "kits" in CACHE_DIR (a temporary folder without)
        BUILT_KITS=None,  # a folder `pnpkit build` wrote kits into (GAME/LOCALE): offered as they are when up to date
        STRANGER_LIMITS=ratelimits.STRANGER_LIMITS,  # per client, on what needs no link (companion.ratelimits)
        **COMPRESSION,
    )
    if test_config:
        app.config.update(test_config)
    # The games offered: as `pnpkit serve` found them, else found on first use (loading every game's referee and
    # kit takes a second or two, which a start that prints the QR code at once does not wait for).
    offered = app.config["OFFERED_GAMES"]
    app.extensions["pnpkit_games"] = None if offered is None else list(offered)
    app.jinja_loader = _template_loader()
    app.json.sort_keys = False
    Compress(app)  # first: its after-request step then runs last, on the finished answer
    storage.init_app(app)
    if not app.config.get("SECRET_KEY"):
        store = storage.open_store(app.config["DATABASE"])
        app.config["SECRET_KEY"] = store.secret_key()
        store.close()
    hub = app.extensions["pnpkit_tables"] = _table_service(app.config)
    names = app.config["HOST_NAMES"] = _host_names(app.config)
    app.wsgi_app = VersionPoll(app.wsgi_app, hub, names)
    ratelimits.init_app(app)  # in front of everything: a client past its limit costs next to nothing more
    i18n.init_app(app)
    app.jinja_env.globals["csrf_token"] = csrf_token
    app.extensions["pnpkit_kits"] = KitBuilder(
        _kit_dir(app.config), app.config["RULES"], prebuilt=app.config["BUILT_KITS"]
    )

    from companion import api, assets, hoststatus, offline, pages, photos, printing, rulespage, webapp  # noqa: F401 (hoststatus: its route)

    app.register_blueprint(pages.bp)
    app.register_blueprint(printing.bp)
    app.register_blueprint(assets.bp)
    app.register_blueprint(api.bp)
    app.register_blueprint(photos.bp)
    app.register_blueprint(webapp.bp)
    app.register_blueprint(offline.bp)
    if app.config.get("AUTHORITY_DIR"):  # serve --https: the trust page here too, saying this phone trusts it
        from companion import trust
        from companion.tls import load_authority

        app.extensions["pnpkit_authority"] = load_authority(Path(app.config["AUTHORITY_DIR"]))
        app.register_blueprint(trust.bp)
    app.register_blueprint(rulespage.bp)
    app.before_request(check_target)
    app.before_request(lambda: check_host(names))
    app.after_request(add_security_headers)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(CrossSiteError, _cross_site)
    app.register_error_handler(WrongHostError, _wrong_host)
    app.register_error_handler(StoreBusyError, _busy_page)
    app.register_error_handler(PnpkitError, _refused_page)
    return app


def _table_service(config) -> TableService:
    """Make the live tables with the configured bounds on their count, bytes and idle time."""
    megabytes = config["MAX_MEMORY_MB"]
    database, fsync = config["DATABASE"], config.get("FSYNC", False)
    return TableService(
        config["MAX_LIVE_TABLES"],
        max_bytes=None if megabytes is None else int(megabytes * 1024 * 1024),
        idle_seconds=config["IDLE_MINUTES"] * 60,
        finished_seconds=config["FINISHED_MINUTES"] * 60,
        snapshot_every=config["SNAPSHOT_EVERY"],
        app_budget=config.get("APP_BUDGET"),
        store=lambda: storage.thread_store(database, fsync),
        shared=config["STORE_SHARED"],
        feed=storage.version_feed(database) if config["STORE_SHARED"] else None,
    )


def _kit_dir(config) -> Path:
    """Return the folder of the kits built on demand: KIT_DIR, else "kits" in the cache folder."""
    if config["KIT_DIR"]:
        return Path(config["KIT_DIR"])
    if config["CACHE_DIR"]:
        return Path(config["CACHE_DIR"]) / "kits"
    return Path(tempfile.mkdtemp(prefix="pnpkit-kits-"))


def _template_loader() -> ChoiceLoader:
    """Load the shared templates, and ``<game>/...`` from the folder of each game's phone texts."""
    folders = {name: FileSystemLoader(installed_game(name).texts_file().parent) for name in refereed_games()}
    return ChoiceLoader([FileSystemLoader(TEMPLATES), PrefixLoader(folders)])


def _host_names(config) -> frozenset[str]:
    """Return the names the server answers to: its own, the public URL's, and those allowed in the configuration."""
    public = urlsplit(config["PUBLIC_URL"] or "").hostname
    return own_names((*config["ALLOWED_HOSTS"], *([public] if public else [])))


def _http_error(error: HTTPException):
    """Answer an HTTP error as JSON under /api/ and as a page elsewhere, in the request's language."""
    message = Message(ERROR_TEXTS.get(error.code, N_("The request failed.")))
    # The error's own headers that a client needs (a 405's Allow names the methods that work).
    headers = {name: value for name, value in error.get_headers() if name.lower() == "allow"}
    if request.path.startswith("/api/"):
        from companion.api import error_body

        codes = {404: "not_found", 405: "method_not_allowed", 413: "too_large", 414: "too_long"}
        response, status = error_body(error.code or 500, codes.get(error.code, "bad_request"), message)
        response.headers.update(headers)
        return response, status
    text = render(message, i18n.current_translations())
    return render_template("companion/error.html", status=error.code, text=text), error.code, headers


def _wrong_host(error: WrongHostError):
    """Answer a request for another host name with 400, as JSON under /api/ and as a page elsewhere."""
    if request.path.startswith("/api/"):
        from companion.api import error_body

        return error_body(400, "wrong_host", error.reason, "Host")
    text = render(error.reason, i18n.current_translations())
    return render_template("companion/error.html", status=400, text=text), 400


def _refused_page(error: PnpkitError):
    """Answer a refusal on a page (the API answers its own): 410 for a replaced link, 403, else 400."""
    status = 410 if isinstance(error, LinkReplacedError) else 403 if isinstance(error, ForbiddenActionError) else 400
    text = render(error.reason, i18n.current_translations())
    return render_template("companion/error.html", status=status, text=text), status


def _busy_page(error: StoreBusyError):
    """Answer a page the store could not serve in time with 503, saying to try again."""
    text = render(error.reason, i18n.current_translations())
    return render_template("companion/error.html", status=503, text=text), 503, {"Retry-After": "2"}


def _cross_site(error: CrossSiteError):
    text = render(error.reason, i18n.current_translations())
    return render_template("companion/error.html", status=403, text=text), 403
