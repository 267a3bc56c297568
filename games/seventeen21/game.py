"""17(21) as an engine Game: its rules tables, state, actions and checks."""

from __future__ import annotations

from engine.game import RulesGame
from games.seventeen21 import checks, views
from games.seventeen21.actions import CHANCE_ACTIONS, CODEC
from games.seventeen21.data import GAME_NAME, tables_for
from games.seventeen21.schema import SEATS
from games.seventeen21.state import Seventeen21State


class Seventeen21Game(RulesGame):
    """The game of 17(21) on one rules file."""

    name = GAME_NAME
    seats = SEATS
    chance_actions = CHANCE_ACTIONS
    codec = CODEC
    state_class = Seventeen21State
    load_tables = staticmethod(tables_for)
    read_state = staticmethod(views.from_json)
    checks = checks
    seat_field = "seat"
