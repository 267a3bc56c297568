"""The games the companion referees: each registers one module that turns its state into what phones show.

A game's companion module (``companion/<game>.py``) offers:

- ``side_name(game, seat)``: a seat's translatable name;
- ``view(game, state, seat, translations)``: what the seat may see (the game's own secrets filter);
- ``panel(game, state, seat)``: the "what now" panel as translatable messages;
- ``controls(game, state, seat, translations)``: what the seat's phone offers at this step;
- ``card_names(game, translations)``: every card's full name, for screen readers and tooltips;
- ``board_base(game, translations)`` and ``board_pieces(game, state, translations)``: the live board, a
  printed drawing of the kit with what the public view puts on it laid over it (companion/board.py);
- ``PHONE_PLURALS``: its page script's texts with a number (marked ``nN_``), which the page gets in
  every plural form of the viewer's language (companion.i18n.plural_forms).

Its page script, ``companion/static/<game>.js``, hands the shared core (``companion.js``) each step's
controls, the status lines and where the seat's hand is; its phone texts are ``templates/<game>/texts.html``.
The app itself knows no game's rules, seats or steps.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from flask import current_app

from engine.game import CHANCE
from games import get_game

# game name -> module with that game's panel and controls; adding a game means adding its line here.
PLUGINS = {"avcw": "companion.avcw", "civil_suits": "companion.civil_suits", "walsingham": "companion.walsingham"}


def plugin_for(game) -> ModuleType:
    """Return the companion module of an engine game."""
    return importlib.import_module(PLUGINS[game.name])


def refereed_games() -> list[str]:
    """Return the names of the games the companion can referee."""
    return list(PLUGINS)


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
