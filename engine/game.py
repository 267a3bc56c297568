"""The protocol every game follows: a Game makes States; a State knows whose turn it is, what is
legal, applies actions and says how the game ended. Modelled on OpenSpiel's Python games.

Chance is an action: at a chance node ``current_player()`` is CHANCE and the state accepts a
chance action carrying the outcome (cards the players drew and entered) or none, in which case
the state samples it from its seeded generator. Both are logged the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from engine.errors import InvalidActionError
from engine.i18n import N_, Message, render

CHANCE = "chance"
SIMULTANEOUS = "simultaneous"
TERMINAL = "terminal"


@dataclass(frozen=True)
class Outcome:
    """How a game ended: why (a translatable reason) and who won (None for a draw or a shared win).

    ``shared`` names every winner when several share the win (then ``winner`` is None).
    """

    termination: str
    winner: str | None
    reason: Message
    shared: tuple[str, ...] = ()

    @property
    def winners(self) -> tuple[str, ...]:
        """Return every seat that won: the winner, or those sharing the win, or none for a draw."""
        return (self.winner,) if self.winner is not None else self.shared

    def to_json(self) -> dict:
        """Return the outcome as JSON data, its reason kept as a message to render in any language."""
        return {
            "termination": self.termination,
            "winner": self.winner,
            "shared": list(self.shared),
            "reason": self.reason.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict) -> Outcome:
        """Return the outcome that ``to_json`` wrote."""
        return cls(data["termination"], data["winner"], Message.from_json(data["reason"]), tuple(data["shared"]))

    def to_view(self, translations=None) -> dict:
        """Return what a reader is shown of the outcome: who won and why, in the reader's language."""
        return {
            "termination": self.termination,
            "winner": self.winner,
            "winners": list(self.winners),
            "reason": render(self.reason, translations),
        }


def resolve_options(specs: dict, options: dict | None) -> dict:
    """Merge table options over the rules' defaults (name -> OptionSpec); refuse unknown or non-boolean ones."""
    merged = {name: spec.default for name, spec in specs.items()}
    for name, value in (options or {}).items():
        if name not in merged:
            raise InvalidActionError(N_("Unknown option %(name)s."), name=name)
        if not isinstance(value, bool):
            raise InvalidActionError(N_("Option %(name)s must be true or false."), name=name)
        merged[name] = value
    return merged


def deciding_seat(state) -> str | None:
    """Return the seat whose decision is due (the first of those with a secret choice pending), or None for chance."""
    player = state.current_player()
    if player in (CHANCE, TERMINAL):
        return None
    return state.seats_to_act()[0] if player == SIMULTANEOUS else player


class State(Protocol):
    """What every game state offers to the command line, the bots and the companion."""

    def current_player(self) -> str:
        """Return the seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""

    def seats_to_act(self) -> list[str]:
        """Return every seat that may act now (several while secret choices are pending)."""

    def legal_actions(self, seat: str | None = None) -> list:
        """Return the actions the seat (or whoever acts now) may take."""

    def apply_action(self, action) -> list[Message]:
        """Apply a legal action and return its log lines; raise and change nothing otherwise."""

    def is_terminal(self) -> bool:
        """Tell whether the game is over."""

    def outcome(self) -> Outcome | None:
        """Return how the game ended, or None while it goes on."""

    def returns(self) -> dict[str, float]:
        """Return each seat's result: +1 for a win, -1 for a loss, 0 otherwise."""

    def view(self, seat: str | None) -> dict[str, Any]:
        """Return what a seat (None: an onlooker) may see, JSON-ready."""

    def to_json(self) -> dict[str, Any]:
        """Return the whole state, JSON-ready, secrets included."""

    def clone(self) -> State:
        """Return an independent copy."""


class Game(Protocol):
    """A game on the engine: its name, its rules data and how to start and read its actions."""

    name: str
    seats: tuple[str, ...]

    def new_initial_state(self, seed: int = 0, options: dict | None = None) -> State:
        """Return the state at the start of a game."""

    def state_from_json(self, data: dict) -> State:
        """Rebuild a state from ``State.to_json`` output."""

    def action_from_json(self, data: dict):
        """Read an action from its JSON form (raise InvalidActionError when malformed)."""

    def action_to_json(self, action) -> dict:
        """Write an action in its JSON form."""

    def action_seat(self, action) -> str | None:
        """Return the seat an action is made for (None for a chance action anyone may enter)."""


class RulesGame:
    """A Game made from one rules file: a subclass only names its parts, and this class wires them.

    Subclasses set ``name``, ``seats``, ``chance_actions``, ``codec`` (an ActionCodec),
    ``state_class``, and as static methods ``load_tables`` (rules path or None -> compiled tables)
    and ``read_state`` (state class, tables, JSON -> state); ``checks`` (a module with ``check_invariants`` and
    ``evaluate``) and ``seat_field`` (the action attribute that names the acting seat).
    """

    name: str
    seats: tuple[str, ...]
    chance_actions: tuple = ()
    codec: Any
    state_class: type
    load_tables: Callable[[str | None], Any]
    read_state: Callable[[type, Any, dict], Any]
    checks: Any
    seat_field = "seat"

    def __init__(self, rules_path: str | Path | None = None):
        self.tables = self.load_tables(None if rules_path is None else str(Path(rules_path).resolve()))
        self.rules = self.tables.rules

    def new_initial_state(self, seed: int = 0, options: dict | None = None, log: bool = True):
        """Return the state at the start of a game, set up as the rules data says."""
        return self.state_class(self.tables, seed=seed, options=options, log=log)

    def state_from_json(self, data: dict):
        """Rebuild a state from ``State.to_json`` output."""
        return self.read_state(self.state_class, self.tables, data)

    def action_from_json(self, data):
        """Read an action from its JSON form (InvalidActionError when malformed)."""
        return self.codec.from_json(data)

    def action_to_json(self, action) -> dict:
        """Write an action in its JSON form."""
        return self.codec.to_json(action)

    def action_seat(self, action) -> str | None:
        """Return the seat an action is made for (None for a chance action anyone may enter)."""
        return getattr(action, self.seat_field, None)

    def check_invariants(self, state) -> list[str]:
        """Return what is wrong with a state (empty when sound)."""
        return self.checks.check_invariants(state)

    def evaluate(self, state, seat: str) -> float:
        """Score a state for a seat, for the greedy bot."""
        return self.checks.evaluate(state, seat)

    def rules_json(self) -> dict:
        """Return the validated rules data as JSON."""
        return self.rules.model_dump(mode="json")
