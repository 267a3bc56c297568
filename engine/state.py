"""The half of a game state that every game shares: applying an action through the game's table of
handlers, refusing one that does not fit the step, and handing JSON, views and copies to its views module.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar, Self

from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.game import CHANCE, SIMULTANEOUS, TERMINAL, Outcome, resolve_options
from engine.i18n import N_, Message


class RulesState:
    """A game state's generic part: a subclass names its handlers, views module, action names and step texts.

    Subclasses set ``views`` (a module with ``view``, ``to_json`` and ``clone`` taking the state),
    ``action_names`` (action type -> translatable name), ``step_text`` (step -> translatable text of
    what the game waits for) and, once their methods exist, ``handlers`` (action type -> method taking
    the action and the list the log lines go to, or None when nothing is logged), and who acts:
    ``chance_steps`` (a draw is due), ``simultaneous_steps`` (secret choices made at once) and
    ``seat_order`` (the seats, indexed by ``actor``); ``worlds`` (a module with ``determinize``,
    ``evaluate`` and ``seats``, engine/search.py) lets a search bot take a seat.
    """

    views: ModuleType
    worlds: ModuleType
    action_names: dict[type, str]
    step_text: dict[str, str]
    handlers: dict[type, Any]
    # The seat whose phone sent the action being checked (None for a replay or a bot): refusals are
    # worded only in what it may know (engine.secrets).
    asker: str | None = None
    chance_steps: frozenset[str] = frozenset()
    simultaneous_steps: frozenset[str] = frozenset()
    seat_order: tuple[str, ...] = ()
    # The rule a step applies where no action of the step's own name says it (step -> the booklet statement's key):
    # an action that does not fit now is refused by the rule of what the game waits for (``_does_not_fit``).
    step_rules: ClassVar[dict[str, str]] = {}

    def __init__(self, tables, seed: int, options: dict | None, log: bool):
        """Start the parts every game has: tables, seed, options, the first round's deal, no actor, no result."""
        self.t = tables
        self.seed = seed
        self.options = resolve_options(tables.rules.options, options)
        self.draws = 0  # chance actions so far: with the seed, they fix every sampled draw
        self.round = 1
        self.step = "deal"
        self.actor: int | None = None
        self.result: Outcome | None = None
        self.log: list[Message] | None = [] if log else None

    def is_terminal(self) -> bool:
        """Tell whether the game is over."""
        return self.step == "over"

    def outcome(self) -> Outcome | None:
        """Return how the game ended, or None while it goes on."""
        return self.result

    def view(self, seat: str | None) -> dict:
        """Return what a seat (None: an onlooker) may see, JSON-ready."""
        return self.views.view(self, seat)

    def current_player(self) -> str:
        """Return the seat to act, CHANCE, SIMULTANEOUS (secret choices made at once) or TERMINAL."""
        step = self.step
        if step == "over":
            return TERMINAL
        if step in self.chance_steps:
            return CHANCE
        if step in self.simultaneous_steps:
            return SIMULTANEOUS
        return self.seat_order[self.actor]

    def to_json(self) -> dict:
        """Return the whole state, JSON-ready, secrets included."""
        return self.views.to_json(self)

    def clone(self) -> Self:
        """Return an independent copy (its log is not carried over)."""
        return self.views.clone(self)

    def sampled_outcome(self):
        """Return the draw due now as the app makes it from the seed; by default, the open draw resolved.

        A game whose ``resolve`` fills an open draw (a chance action with its cards left out) needs no
        more; one whose draws are made otherwise overrides this.
        """
        for action in self.legal_actions():
            drawn = self.resolve(action)
            if drawn != action:
                return drawn
        raise illegal(N_("Nothing is to be drawn now."))

    def is_place_known(self, card: int, seat: str | None) -> bool:
        """Tell whether a seat (None: an onlooker) may know where a card is; by default it knows no place."""
        return False

    def card_label(self, card: int) -> Message:
        """Return a card's translatable name."""
        return self.t.card_labels[card]

    def apply_action(self, action, asker: str | None = None) -> list[Message]:
        """Check an action against the rules, apply it and return its log lines.

        An illegal action raises IllegalActionError and leaves the state exactly as it was. ``asker``
        is the seat whose phone sent it: a refusal says nothing that seat may not know.
        """
        if asker is not None:
            self.asker = asker
            try:
                return self.apply_action(action)
            finally:
                self.asker = None
        handler = self.handlers.get(type(action))
        if handler is None:
            raise InvalidActionError(N_("That is not an action of this game."))
        try:
            if self.step == "over":
                raise illegal(N_("The game is over; no more actions are possible."))
            if self.log is None:
                # Without a log (bots, benchmarks) no message is built at all: handlers skip when lines is None.
                handler(self, action, None)
                return []
            lines: list[Message] = []
            handler(self, action, lines)
        except IllegalActionError as refusal:
            # A refusal names the rule it applies: its own, else its action's (what the asker sent, so it tells
            # nothing the asker may not know).
            if refusal.rule is None:
                refusal.rule = getattr(type(action), "rule", None)
            raise
        self.log.extend(lines)
        return lines

    def _does_not_fit(self, action) -> IllegalActionError:
        """Return the refusal of an action that is not the kind the current step waits for, naming the rule of
        that step (``step_rules``, else the rule of the action named as the step, else the action's own)."""
        rule = self.step_rules.get(self.step) or next(
            (kind.rule for kind in self.handlers if kind.kind == self.step), None
        )
        return illegal(
            N_("%(action)s does not fit now: the game is waiting for %(step)s."),
            rule=rule,
            action=Message(self.action_names[type(action)]),
            step=Message(self.step_text[self.step]),
        )


def copy_state(state, lists: tuple[str, ...], nested_lists: tuple[str, ...], nested_sets: tuple[str, ...]):
    """Return a copy of a state without its log that shares none of the named containers or its options.

    Much faster than a deep copy: everything else (ints, strings, tuples, the tables) is immutable
    or never changed in place, so the copy may share it.
    """
    copy = object.__new__(type(state))
    copy.__dict__.update(state.__dict__)
    for name in lists:
        setattr(copy, name, list(getattr(state, name)))
    for name in nested_lists:
        setattr(copy, name, [list(item) for item in getattr(state, name)])
    for name in nested_sets:
        setattr(copy, name, [set(item) for item in getattr(state, name)])
    copy.options = dict(state.options)
    copy.log = None
    return copy


def state_from_record(state_class, tables, data: dict, scalars=(), lists=(), nested=()):
    """Make a state with a stored record's seed and options and copy its plain fields (a views.from_json start).

    ``scalars`` are taken as they are, ``lists`` copied, ``nested`` copied as lists of lists; a game's
    views restore the rest. A broken record raises KeyError or ValueError, as from_json promises.
    """
    state = state_class(tables, seed=data["seed"], options=data["options"], log=False)
    for name in scalars:
        setattr(state, name, data[name])
    for name in lists:
        setattr(state, name, list(data[name]))
    for name in nested:
        setattr(state, name, [list(item) for item in data[name]])
    return state
