"""Trumps of Kings as an engine Game: its rules tables, state, actions and checks."""

from __future__ import annotations

from engine.game import RulesGame
from games.trumps_of_kings import checks, views
from games.trumps_of_kings.actions import CHANCE_ACTIONS, CODEC
from games.trumps_of_kings.data import SEATS, tables_for
from games.trumps_of_kings.rules import TrumpsOfKingsState


class TrumpsOfKingsGame(RulesGame):
    """The campaign of Trumps of Kings on one rules file; its seats are the nine kingdoms."""

    name = "trumps_of_kings"
    seats = SEATS
    chance_actions = CHANCE_ACTIONS
    codec = CODEC
    state_class = TrumpsOfKingsState
    load_tables = staticmethod(tables_for)
    read_state = staticmethod(views.from_json)
    checks = checks
    seat_field = "seat"
