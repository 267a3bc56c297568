"""The JSON API: everything the pages do, for the pages themselves and any other client (docs/openapi.yaml).

Every change names the table version it was made against; a stale one gets 409 with the fresh
state and changes nothing. Errors are JSON objects that say what is wrong and where.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Annotated, Any, Literal

from flask import Blueprint, Response, current_app, g, jsonify, request, url_for
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, StrictInt, ValidationError

from companion.answerlog import LogPosition
from companion.answers import WHOLE, AnswerQuery, answer, answer_json, live_board
from companion.appseat import AppSeatsError
from companion.bodies import BodyError, read_json_object
from companion.checks import ForbiddenActionError, StaleRequestError
from companion.i18n import current_translations, request_locale, use_locale
from companion.plugins import offered_games, table_game
from companion.rulespage import rule_anchor
from companion.security import CrossSiteError, WrongHostError, check_api_call
from companion.service import LinkReplacedError
from companion.storage.base import StoreBusyError
from companion.undo import ForbiddenUndoError
from engine.errors import IllegalActionError, InvalidActionError, PnpkitError
from engine.i18n import N_, Message, available_locales, language_names, render
from engine.plugins import canonical_name

bp = Blueprint("api", __name__, url_prefix="/api")


def _whole_number(value: Any) -> Any:
    """Accept 312.0 as 312, as JSON Schema's "integer" does; refuse booleans, strings and fractions."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


Version = Annotated[StrictInt, BeforeValidator(_whole_number), Field(ge=0, le=10**9)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CreateTableRequest(Strict):
    game: Annotated[str, Field(max_length=40)] = "avcw"
    options: dict[Annotated[str, Field(max_length=40)], StrictBool] = Field(default_factory=dict, max_length=16)
    locale: Annotated[str, Field(max_length=16)] = ""  # empty: each phone reads its own language
    app_seats: list[Annotated[str, Field(max_length=40)]] = Field(default_factory=list, max_length=16)


class ActionRequest(Strict):
    version: Version
    action: dict[str, Any]


class UndoRequest(Strict):
    version: Version
    confirm: Literal[True]


class ReplaceLinkRequest(Strict):
    role: Annotated[str, Field(max_length=40)]


class UndoAnswer(Strict):
    version: Version
    accept: StrictBool


class AnswerParameters(BaseModel):
    """What a request that gets an answer says in its query (companion.answers.AnswerQuery)."""

    model_config = ConfigDict(extra="ignore")  # the query also carries lang
    log_count: Annotated[int, Field(ge=0, le=10**7)] | None = None
    log_fp: Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")] | None = None
    diff_from: Annotated[str, Field(pattern=r"^([0-9a-f]{16})?$")] | None = None
    legal: Literal["true", "false", "1", "0"] = "true"  # false: without the listing of legal actions
    seen: Annotated[int, Field(ge=0, le=10**9)] | None = None  # the newest version the phone has been told


class ApiError(Exception):
    """An error answered as JSON: HTTP status, a code, a translatable message and where it is.

    ``stale``: the table's version and the viewer's fresh answer (as the request asked it), for a 409.
    """

    def __init__(
        self, status: int, code: str, message: Message, where: str | None = None, stale: tuple[int, dict] | None = None
    ):
        super().__init__(code)
        self.status, self.code, self.message, self.where, self.stale = status, code, message, where, stale
        self.rule: str | None = None  # a refusal of the rules: the key of the booklet's statement it applies


@bp.before_request
def protect_changes():
    """Refuse cross-site calls to anything that changes a table."""
    if request.method not in ("GET", "HEAD", "OPTIONS"):
        check_api_call()


@bp.get("/games")
def games():
    """List the games the companion referees, their options and the languages on offer."""
    listing = []
    for name in offered_games():
        game = table_game(name)
        tr = current_translations()
        listing.append(
            {
                "game": name,
                "title": render(Message(game.rules.title, context=name), tr),
                "options": {
                    option: {"default": spec.default, "name": render(Message(spec.name, context=name), tr)}
                    for option, spec in game.rules.options.items()
                },
            }
        )
    return {"games": listing, "locales": available_locales(), "language_names": language_names()}


@bp.post("/tables")
def create_table():
    """Create a table; answer with the links for the host, each seat and the onlookers' board."""
    body = _body(CreateTableRequest)
    game = canonical_name(body.game)  # civil-suits is civil_suits: the table keeps the game's own name
    if game not in offered_games():
        raise ApiError(400, "invalid", Message(N_("There is no game %(game)s."), game=body.game), "game")
    if body.locale and body.locale not in available_locales():
        raise ApiError(400, "invalid", Message(N_("There is no language %(locale)s."), locale=body.locale), "locale")
    try:
        live = current_app.extensions["pnpkit_tables"].create(game, body.options, body.locale, app_seats=body.app_seats)
    except AppSeatsError as error:
        raise ApiError(400, "invalid", error.reason, "app_seats") from None
    except InvalidActionError as error:  # options the game refuses: unknown, or a choice it cannot be played with
        raise ApiError(400, "invalid", error.reason, "options") from None
    return jsonify(table_links(live.record)), 201


def table_links(record) -> dict:
    """Return a table's id and the full URL of each role's page."""
    return {
        "table": record.id,
        "links": {role: url_for("pages.viewer", token=token, _external=True) for role, token in record.viewers.items()},
    }


@bp.get("/t/<token>")
def viewer_info(token):
    """Say who a token belongs to; the host also gets every link of its table."""
    viewer, live = _viewer(token)
    info = {"table": live.record.id, "role": viewer.role, "version": live.version, "game": live.game.name}
    if viewer.role == "host":
        info.update(table_links(live.record))
    return info


@bp.get("/t/<token>/version")
def version(token):
    """Answer the table's version: the cheap question phones ask every second (a table left out stays out)."""
    hub = current_app.extensions["pnpkit_tables"]
    viewer = hub.viewer(token)  # a replaced link: LinkReplacedError
    if viewer is None:
        raise ApiError(404, "not_found", Message(N_("There is no table or seat with this link.")), "token")
    hub.wake(viewer.table_id)
    hub.presence.note(token)
    return {"version": hub.version_of(viewer.table_id, _query().seen)}


@bp.get("/t/<token>/state")
def state(token):
    """Answer everything the viewer may see now, sent as far as the phone lacks it (its query says what it holds)."""
    viewer, live = _viewer(token)
    return _revalidated(Response(answer_json(live, viewer, _asked()), mimetype="application/json"))


@bp.get("/t/<token>/log")
def log(token):
    """Answer the table's log in the viewer's language."""
    viewer, live = _viewer(token)
    full = answer(live, viewer)
    return _revalidated(jsonify({"version": full["version"], "lines": full["log"], "undo": full["undo"]}))


@bp.get("/t/<token>/board.svg")
def board(token):
    """Answer the live board as one SVG image: the base drawing with the pieces on it."""
    _, live = _viewer(token)
    return _revalidated(Response(live_board(live), mimetype="image/svg+xml"))


@bp.post("/t/<token>/actions")
def act(token):
    """Apply one action for the seat; a chance action without outcome is drawn by the app."""
    viewer, live = _viewer(token)
    body = _body(ActionRequest)
    asked = _asked()
    hub = current_app.extensions["pnpkit_tables"]
    with _refusals(hub, viewer, "action", asked):
        lines = hub.act(viewer, body.version, body.action, live)
    rendered = [render(line, current_translations()) for line in lines]
    return _answer(hub, viewer, asked, live, rendered)


@bp.post("/t/<token>/undo")
def undo(token):
    """Take back the seat's own last action, or ask every other seat to agree if it showed anything."""
    viewer, live = _viewer(token)
    body = _body(UndoRequest)
    asked = _asked()
    hub = current_app.extensions["pnpkit_tables"]
    with _refusals(hub, viewer, None, asked):
        hub.undo(viewer, body.version, live)
    return _answer(hub, viewer, asked, live)


@bp.post("/t/<token>/links")
def replace_link(token):
    """Give a seat (or the board) a new link at the host's request; the old link stops working."""
    viewer, _ = _viewer(token)
    body = _body(ReplaceLinkRequest)
    hub = current_app.extensions["pnpkit_tables"]
    with _refusals(hub, viewer, "role"):
        hub.replace_link(viewer, body.role)
    return table_links(hub.table_for(viewer).record)  # as stored: another process may have changed the table too


@bp.post("/t/<token>/undo/answer")
def answer_undo(token):
    """Accept or decline another seat's request to take back its last action."""
    viewer, live = _viewer(token)
    body = _body(UndoAnswer)
    asked = _asked()
    hub = current_app.extensions["pnpkit_tables"]
    with _refusals(hub, viewer, None, asked):
        hub.answer_undo(viewer, body.version, body.accept, live)
    return _answer(hub, viewer, asked, live)


def _answer(hub, viewer, asked: AnswerQuery, live, lines: list[str] | None = None) -> Response:
    """Answer a change with the viewer's new answer, sent as far as the phone lacks it (not kept by caches).

    The table is the copy the request changed (current with its own change), or the one loaded since.
    """
    body = answer_json(hub.current(viewer.table_id, live), viewer, asked, lines)
    return Response(body, mimetype="application/json")


def _revalidated(response: Response) -> Response:
    """Let the phone's browser keep an answer but ask again each time: 304 when it holds this very content.

    The ETag is a digest of the body, so it changes with everything the answer depends on (the table's
    version, the seat, the language, the log position asked for). It is weak: a compressed answer is
    the same content, so a phone that holds either encoding gets 304, before anything is compressed.
    """
    response.headers["Cache-Control"] = "private, no-cache"
    response.add_etag(weak=True)
    return response.make_conditional(request)


def _query() -> AnswerParameters:
    """Return the request's query, checked once per request (400 for a malformed one)."""
    if "query" not in g:
        try:
            g.query = AnswerParameters.model_validate(request.args.to_dict())
        except ValidationError as error:
            raise _invalid(error) from None
    return g.query


def _asked() -> AnswerQuery:
    """Return what the request's query says of the answer it wants: the log and answer it holds, the listing."""
    query = _query()
    has_log = query.log_count is not None and query.log_fp is not None
    log = LogPosition(query.log_count, query.log_fp) if has_log else None
    return AnswerQuery(log, query.diff_from, query.legal in ("true", "1"))


@contextmanager
def _refusals(hub, viewer, where: str | None, asked: AnswerQuery = WHOLE):
    """Answer a refused change as its API error: stale 409 (with the fresh state), 403, 400 or 422."""
    try:
        yield
    except StaleRequestError as error:
        live = hub.table_for(viewer)  # a link replaced meanwhile (a change too) gets 410, not the fresh state
        fresh = answer(live, viewer, asked)  # whole or as edits: the version is read apart
        raise ApiError(409, "stale", error.reason, "version", (live.version, fresh)) from None
    except (ForbiddenActionError, ForbiddenUndoError) as error:
        raise ApiError(403, "forbidden", error.reason, where) from None
    except InvalidActionError as error:
        raise ApiError(400, "invalid", error.reason, where) from None
    except IllegalActionError as error:
        refused = ApiError(422, "illegal", error.reason, where)
        refused.rule = error.rule
        raise refused from None


def _viewer(token: str):
    """Return the token's viewer and live table, speaking its language; 404 for an unknown token."""
    hub = current_app.extensions["pnpkit_tables"]
    viewer = hub.viewer(token)  # a replaced link: LinkReplacedError
    if viewer is None:
        raise ApiError(404, "not_found", Message(N_("There is no table or seat with this link.")), "token")
    # A question may be answered from the versions PostgreSQL announced when the phone says what it has seen; a
    # change always checks the store itself.
    live = hub.table_for(viewer, _query().seen if request.method == "GET" else None)
    use_locale(request_locale(live.record.locale))
    return viewer, live


def _body(model: type[BaseModel]):
    try:
        data = read_json_object(request.get_data(cache=True))
    except BodyError as error:
        raise ApiError(400, "invalid", error.reason, error.where) from None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise _invalid(error) from None


def _invalid(error: ValidationError) -> ApiError:
    """Return the API error of a request that does not validate: where, and what is wrong."""
    problem = error.errors()[0]
    where = ".".join(str(part) for part in problem["loc"]) or "body"
    return ApiError(
        400,
        "invalid",
        Message(N_("The request is not valid at %(where)s: %(problem)s"), where=where, problem=problem["msg"]),
        where,
    )


@bp.errorhandler(ApiError)
def api_error(error: ApiError):
    """Answer an API error as JSON."""
    return error_body(error.status, error.code, error.message, error.where, error.stale, error.rule)


@bp.errorhandler(CrossSiteError)
def cross_site(error: CrossSiteError):
    """Answer a refused cross-site call."""
    return error_body(403, "cross_site", error.reason)


@bp.errorhandler(LinkReplacedError)
def link_replaced(error: LinkReplacedError):
    """Answer a link the host has replaced with 410, saying so."""
    return error_body(410, "link_replaced", error.reason, "token")


@bp.errorhandler(WrongHostError)
def wrong_host(error: WrongHostError):
    """Answer a request for another host name (DNS rebinding)."""
    return error_body(400, "wrong_host", error.reason, "Host")


@bp.errorhandler(StoreBusyError)
def store_busy(error: StoreBusyError):
    """Answer a request the store could not take in time (another program holds its lock) with 503: try again."""
    response, status = error_body(503, "busy", error.reason)
    response.headers["Retry-After"] = "2"
    return response, status


@bp.errorhandler(PnpkitError)
def pnpkit_error(error: PnpkitError):
    """Answer any other pnpkit error (a bad option, say) as a bad request."""
    return error_body(400, "invalid", error.reason)


def error_body(
    status: int,
    code: str,
    message: Message,
    where: str | None = None,
    stale: tuple[int, dict] | None = None,
    rule: str | None = None,
):
    """Return the JSON error response every API error shares (a 409 with the table's version and fresh state; a
    refusal of the rules with the rules page's anchor of the rule it applies)."""
    body: dict[str, Any] = {"error": {"code": code, "message": render(message, current_translations())}}
    if where:
        body["error"]["where"] = where
    if rule:
        body["error"]["rule"] = rule_anchor(rule)
    if stale is not None:
        body["version"], body["state"] = stale
    return jsonify(body), status
