"""Civil Suits as an engine Game: its rules tables, state, actions and checks."""

from __future__ import annotations

from engine.game import RulesGame
from games.civil_suits import checks, views
from games.civil_suits.actions import CHANCE_ACTIONS, CODEC
from games.civil_suits.data import SEATS, tables_for
from games.civil_suits.rules import CivilSuitsState


class CivilSuitsGame(RulesGame):
    """The game of Civil Suits on one rules file."""

    name = "civil_suits"
    seats = SEATS
    chance_actions = CHANCE_ACTIONS
    codec = CODEC
    state_class = CivilSuitsState
    load_tables = staticmethod(tables_for)
    read_state = staticmethod(views.from_json)
    checks = checks
    seat_field = "seat"
