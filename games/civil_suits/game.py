"""Civil Suits as an engine Game: start states, read actions and stored states."""

from __future__ import annotations

from pathlib import Path

from games.civil_suits import checks, views
from games.civil_suits.actions import CHANCE_ACTIONS, CODEC
from games.civil_suits.data import SEATS, tables_for
from games.civil_suits.rules import CivilSuitsState


class CivilSuitsGame:
    """The game of Civil Suits on one rules file."""

    name = "civil_suits"
    seats = SEATS
    chance_actions = CHANCE_ACTIONS

    def __init__(self, rules_path: str | Path | None = None):
        self.tables = tables_for(None if rules_path is None else str(Path(rules_path).resolve()))
        self.rules = self.tables.rules

    def new_initial_state(self, seed: int = 0, options: dict | None = None, log: bool = True) -> CivilSuitsState:
        """Return the state at the start of a game."""
        return CivilSuitsState(self.tables, seed=seed, options=options, log=log)

    def state_from_json(self, data: dict) -> CivilSuitsState:
        """Rebuild a state from ``CivilSuitsState.to_json`` output."""
        return views.from_json(CivilSuitsState, self.tables, data)

    def action_from_json(self, data):
        """Read an action from its JSON form (InvalidActionError when malformed)."""
        return CODEC.from_json(data)

    def action_to_json(self, action) -> dict:
        """Write an action in its JSON form."""
        return CODEC.to_json(action)

    def action_seat(self, action) -> str | None:
        """Return the seat an action is made for (None for a chance action anyone may enter)."""
        return getattr(action, "seat", None)

    def check_invariants(self, state) -> list[str]:
        """Return what is wrong with a state (empty when sound)."""
        return checks.check_invariants(state)

    def evaluate(self, state, seat: str) -> float:
        """Score a state for a seat, for the greedy bot."""
        return checks.evaluate(state, seat)

    def rules_json(self) -> dict:
        """Return the validated rules data as JSON."""
        return self.rules.model_dump(mode="json")
