"""Walsingham as an engine Game: its rules tables, state, actions and checks."""

from __future__ import annotations

from engine.game import RulesGame
from games.walsingham import checks, views
from games.walsingham.actions import CHANCE_ACTIONS, CODEC
from games.walsingham.data import tables_for
from games.walsingham.rules import WalsinghamState


class WalsinghamGame(RulesGame):
    """The game of Walsingham on one rules file; its seats are the six colours, of which a table uses 4 to 6."""

    name = "walsingham"
    seats = ("red", "green", "purple", "orange", "black", "white")
    chance_actions = CHANCE_ACTIONS
    codec = CODEC
    state_class = WalsinghamState
    load_tables = staticmethod(tables_for)
    read_state = staticmethod(views.from_json)
    checks = checks
    seat_field = "seat"
