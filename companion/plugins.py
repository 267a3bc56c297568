"""The games the companion referees: every installed game whose plug-in names a referee module.

A game's referee module (``games/<game>/referee.py``, named by its plug-in, engine/plugins.py) offers:

- ``side_name(game, seat)``: a seat's translatable name;
- ``view(game, state, seat, translations)``: what the seat may see (the game's own secrets filter);
- ``panel(game, state, seat)``: the "what now" panel as translatable messages;
- ``controls(game, state, seat, translations)``: what the seat's phone offers at this step;
- ``card_names(game, translations)``: every card's full name, for screen readers and tooltips;
- ``board_base(game, translations)`` and ``board_pieces(game, state, translations)``: the live board, a
  printed drawing of the kit with what the public view puts on it laid over it (companion/board.py);
- ``seats_at_table(game, state)`` (optional): the seats taken at this table, when a game's options leave
  some empty (Trumps of Kings' kingdoms without a player); the host page shows only their links;
- ``PHONE_PLURALS``: its page script's texts with a number (marked ``nN_``), which the page gets in
  every plural form of the viewer's language (companion.i18n.plural_forms).

Its page script (``games/<game>/static/<game>.js``) hands the shared core (``companion.js``) each step's
controls, the status lines and where the seat's hand is (and optionally ``always``: controls shown
whoever's turn it is, such as Trumps of Kings' commanders' names); its phone texts are a Jinja template
(``games/<game>/templates/texts.html``). The app serves both from the game's own folder and knows no
game's rules, seats or steps.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import ModuleType

from flask import current_app

from engine.errors import PnpkitError
from engine.game import CHANCE
from engine.i18n import N_, Message, render
from engine.plugins import game_names, get_game, installed_game

log = logging.getLogger(__name__)


def plugin_for(game) -> ModuleType:
    """Return the referee module of an engine game."""
    return installed_game(game.name).referee()


def refereed_games() -> list[str]:
    """Return the names of the installed games the companion can referee."""
    return [name for name in game_names() if installed_game(name).has_referee()]


def loadable_games(rules: dict[str, str] | None = None) -> tuple[list[str], dict[str, PnpkitError]]:
    """Return the refereed games whose every part loads (game, referee, page files, kit), and why each other fails.

    A game is offered only when all of it loads: a plug-in that cannot import a module, say, would otherwise be
    on the home page with a refusal waiting behind it for whoever picks it.
    """
    offered, failed = [], {}
    for name in game_names():
        try:
            installed = installed_game(name)
            if not installed.has_referee():
                continue
            installed.make_game((rules or {}).get(name))
            installed.referee()
            installed.script_file()
            installed.texts_file()
            if installed.plugin.kit is not None:
                installed.kit_maker()  # the live board is drawn by the kit's components
        except PnpkitError as error:
            failed[name] = error
        else:
            offered.append(name)
    return offered, failed


def offered_games() -> list[str]:
    """Return the games this app offers: the installed games whose every part loads (found once, failures logged)."""
    offered = current_app.extensions["pnpkit_games"]
    if offered is None:  # not found by `pnpkit serve` before the app was made: find them now, once
        offered, failed = loadable_games(current_app.config.get("RULES"))
        for name, error in failed.items():
            log.warning("%s is not offered: %s", name, render(error.reason))
        current_app.extensions["pnpkit_games"] = offered
    return offered


def table_game(name: str):
    """Return the engine game of that name on the rules this server was started with (``serve --rules``)."""
    return get_game(name, current_app.config.get("RULES", {}).get(name))


def seat_controls(state, seats: tuple[str, ...], seat: str | None) -> tuple[int | None, dict]:
    """Return the viewing seat's index (None for an onlooker) and the controls every game starts from.

    ``acts``: the seat has a decision due; ``chance``: a draw is due, which any seated phone may enter.
    """
    own = seats.index(seat) if seat in seats else None
    acts = own is not None and seat in state.seats_to_act()
    chance = own is not None and state.current_player() == CHANCE
    return own, {"step": state.step, "acts": acts, "chance": chance}


def whose_move(state, seat: str | None, at_a_draw: Message, names: Callable) -> Message:
    """Say who acts now, as one phone sees it: any phone at a draw (``at_a_draw``), this one, or the seats waited for.

    ``names`` turns the seats to act into one message ("Red and Blue", "Prussia or Austria").
    """
    if state.current_player() == CHANCE:
        return at_a_draw
    to_act = state.seats_to_act()
    if seat in to_act:
        return Message(N_("Your move."))
    return Message(N_("Waiting for %(seats)s."), seats=names(to_act))


def seats_at_table(game, state) -> tuple[str, ...]:
    """Return the seats taken at a table: every seat of the game, unless its referee names fewer.

    Some games seat only some of their seats (Walsingham's four to six colours, Trumps of Kings' kingdoms
    with a player): only those get links, and only those are asked to agree to an undo.
    """
    named = getattr(plugin_for(game), "seats_at_table", None)
    return tuple(game.seats if named is None else named(game, state))
