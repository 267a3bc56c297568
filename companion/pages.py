"""The pages: the home page that creates tables, and one page per token (host, seat or onlookers' board).

Pages are thin: they carry the viewer's token and translated texts, and the script on them asks
the JSON API for everything else, exactly as any other client would.
"""

from __future__ import annotations

from flask import Blueprint, abort, current_app, redirect, render_template, request, send_from_directory, url_for

from companion.appseat import procedure
from companion.hoststatus import host_links, table_status
from companion.i18n import current_translations, plural_forms, request_locale, use_locale
from companion.plugins import offered_games, plugin_for, seats_at_table, table_game
from companion.security import check_form
from companion.webfonts import css_name
from engine.cards import RANKS, rank_index
from engine.i18n import Message, available_locales, nN_, render
from engine.plugins import canonical_name, installed_game

bp = Blueprint("pages", __name__)

# The shared page script's texts with a number; each game's module adds its own (PHONE_PLURALS).
PHONE_PLURALS = {
    "tap_cards": nN_("Tap {count} card", "Tap {count} cards"),
    "unseen_cards": nN_("+ {count} card not entered", "+ {count} cards not entered"),
}


DEFAULT_GAME = "avcw"  # the game the home page offers first, as the API's table creation does


@bp.get("/")
def home():
    """Show the form that creates a table (in the browser's language until a table has one)."""
    return render_template("companion/home.html", games=_games(), default_game=DEFAULT_GAME)


@bp.post("/tables")
def create_table():
    """Create a table from the home page's form and open its host page (the page's script uses the API instead)."""
    check_form()
    game = canonical_name(request.form.get("game", DEFAULT_GAME))
    locale = request.form.get("locale", "")  # empty: each phone reads its own language
    if game not in offered_games() or (locale and locale not in available_locales()):
        abort(400)
    options = {name: request.form.get(name) == "on" for name in _option_names(game)}
    # Every game's seat boxes share one name: keep those of the game chosen (the script sends only those).
    seats = set(table_game(game).seats)
    app_seats = [seat for seat in request.form.getlist("app_seat") if seat in seats]
    live = current_app.extensions["pnpkit_tables"].create(game, options, locale, app_seats=app_seats)
    return redirect(url_for("pages.viewer", token=live.record.viewers["host"]), code=303)


@bp.get("/games/<name>/<path:filename>")
def game_file(name, filename):
    """Serve a game's page script (and what sits beside it) from the game's own folder."""
    if name not in offered_games():
        abort(404)
    return send_from_directory(installed_game(name).script_file().parent, filename)


@bp.post("/t/<token>/links")
def replace_link(token):
    """Give a seat a new link from the host page's form, ending the old one; show the host page again."""
    check_form()
    hub = current_app.extensions["pnpkit_tables"]
    found = hub.viewer(token) or abort(404)
    role = request.form.get("role", "")
    hub.replace_link(found, role)  # refused: ForbiddenActionError (not the host) or InvalidActionError
    return redirect(url_for("pages.viewer", token=token, replaced=role, _anchor=f"link-{role}"), code=303)


@bp.get("/t/<token>")
def viewer(token):
    """Show the page of a token: the host's links and QR codes, a seat's referee, or the board."""
    hub = current_app.extensions["pnpkit_tables"]
    found = hub.viewer(token)  # a replaced link: LinkReplacedError, answered 410 saying so
    if found is None:
        abort(404)
    live = hub.table_for(found)
    use_locale(request_locale(live.record.locale))
    plugin, tr = plugin_for(live.game), current_translations()
    installed = installed_game(live.game.name)
    seat_names = {seat: render(plugin.side_name(live.game, seat), tr) for seat in live.game.seats}
    title = render(Message(live.game.rules.title, context=live.game.name), tr)
    if found.role == "host":
        seats = [seat for seat in seats_at_table(live.game, live.state) if seat not in live.record.app_seats]
        return render_template(
            "companion/host.html",
            token=token,
            **host_links(live),
            status=table_status(live),
            live=live,
            seats=seats,
            seat_names=seat_names,
            app_seats=live.record.app_seats,
            title=title,
            replaced=request.args.get("replaced"),
        )
    return render_template(
        "companion/table.html",
        token=token,
        role=found.role,
        is_seat=found.role in live.game.seats,
        seat_name=seat_names.get(found.role),
        title=title,
        game=live.game.name,
        fonts_css=url_for("assets.font", name=css_name()),
        game_script=url_for("pages.game_file", name=live.game.name, filename=installed.script_file().name),
        game_texts=f"{live.game.name}/{installed.texts_file().name}",
        card_names=plugin.card_names(live.game, tr),
        rank_labels=_rank_labels(tr),
        plurals=plural_forms({**PHONE_PLURALS, **plugin.PHONE_PLURALS}, tr),
        app_names=[seat_names[seat] for seat in live.record.app_seats],
        app_steps=_app_steps(live, tr),
    )


def _app_steps(live, tr) -> list[str]:
    """Return what the people do with the app's cards (the rules data's steps), at a table where the app plays."""
    data = procedure(live.game)
    if not live.record.app_seats or data is None:
        return []
    return [render(Message(step.text, context=live.game.name), tr) for step in data.steps]


def _rank_labels(tr) -> dict[str, str]:
    """Return the corner letter of each rank in the request's language, as the printed cards show it."""
    return {rank: render(rank_index(rank), tr) for rank in RANKS}


def _games() -> list[dict]:
    listing = []
    for name in offered_games():
        game = table_game(name)
        plugin, tr = plugin_for(game), current_translations()
        seats = [(seat, render(plugin.side_name(game, seat), tr)) for seat in game.seats]
        listing.append({"name": name, "title": game.rules.title, "options": game.rules.options, "seats": seats})
    return listing


def _option_names(game_name: str) -> list[str]:
    return list(table_game(game_name).rules.options)
