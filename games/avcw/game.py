"""A Very Civil Whist as an engine Game: its rules tables, state, actions and checks."""

from __future__ import annotations

from engine.game import RulesGame
from games.avcw import checks, views
from games.avcw.actions import CHANCE_ACTIONS, CODEC
from games.avcw.data import SIDES, tables_for
from games.avcw.rules import AvcwState


class AvcwGame(RulesGame):
    """The game of A Very Civil Whist on one rules file."""

    name = "avcw"
    seats = SIDES
    chance_actions = CHANCE_ACTIONS
    codec = CODEC
    state_class = AvcwState
    load_tables = staticmethod(tables_for)
    read_state = staticmethod(views.from_json)
    checks = checks
    seat_field = "side"
