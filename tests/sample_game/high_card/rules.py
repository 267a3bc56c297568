"""High Card on the engine: the deal, three tricks of one card each, and the Game that pnpkit loads.

Each trick: the leader plays a card, the other player answers; the card higher in the deck's order
takes the trick, and its player leads the next. Whoever takes more tricks wins.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import NamedTuple

from engine.actions import ALWAYS, ActionCodec, Card, Cards, Name, action
from engine.cards import card_label
from engine.errors import illegal
from engine.game import CHANCE, TERMINAL, Outcome, RulesGame
from engine.i18n import N_, Message
from engine.rng import draw
from engine.state import RulesState
from high_card import views
from high_card.data import SEATS, Tables, tables_for


@action("deal", reveals=ALWAYS)
class Deal(NamedTuple):
    """Chance: both hands, entered from the table, or left out for the app to deal."""

    first: Cards | None = None
    second: Cards | None = None


@action("play")
class Play(NamedTuple):
    """A card played to the trick."""

    seat: Name
    card: Card


CODEC = ActionCodec(Deal, Play)
ACTION_NAMES = {Deal: N_("dealing"), Play: N_("playing a card")}
STEP_TEXT = {"deal": N_("the deal"), "play": N_("a card to be played"), "over": N_("nothing: the game is over")}


class HighCardState(RulesState):
    """The whole state of one game of High Card."""

    views = views
    action_names = ACTION_NAMES
    step_text = STEP_TEXT

    def __init__(self, tables: Tables, seed: int = 0, options: dict | None = None, log: bool = True):
        super().__init__(tables, seed, options, log)
        self.hands: list[list[int]] = [[], []]
        self.tricks = [0, 0]
        self.trick: list[tuple[int, int]] = []  # (seat, card) in the order played
        self.leader = SEATS.index(tables.rules.first_leader)

    def current_player(self) -> str:
        """Return the seat to act, CHANCE for the deal, or TERMINAL."""
        if self.step == "over":
            return TERMINAL
        return CHANCE if self.step == "deal" else SEATS[self.actor]

    def seats_to_act(self) -> list[str]:
        """Return the seat that plays next (none during the deal or after the game)."""
        return [SEATS[self.actor]] if self.step == "play" else []

    def legal_actions(self, seat: str | None = None) -> list:
        """Return the open deal at the deal, else each card of the player to act."""
        if self.step == "deal":
            return [Deal()] if seat is None else []
        if self.step != "play" or seat not in (None, SEATS[self.actor]):
            return []
        return [Play(SEATS[self.actor], card) for card in self.hands[self.actor]]

    def returns(self) -> dict[str, float]:
        """Return +1 for the winner and -1 for the other (0 each while the game goes on or for a draw)."""
        winner = None if self.result is None else self.result.winner
        return {seat: 0.0 if winner is None else (1.0 if seat == winner else -1.0) for seat in SEATS}

    def resolve(self, action):
        """Return the action with the deal drawn from the seed when it leaves the hands open (for logging)."""
        if self.step == "deal" and action == Deal():
            size = self.t.rules.hand_size
            cards = draw(self.seed, self.draws, list(self.t.deck), 2 * size)
            return Deal(tuple(cards[:size]), tuple(cards[size : 2 * size]))
        return action

    def _deal(self, action: Deal, lines: list | None) -> None:
        if self.step != "deal":
            raise self._does_not_fit(action)
        dealt = self.resolve(action)
        size, cards = self.t.rules.hand_size, [*(dealt.first or ()), *(dealt.second or ())]
        if dealt.first is None or dealt.second is None:
            raise illegal(N_("Enter both hands, or neither for the app to deal."))
        if len(dealt.first) != size or len(dealt.second) != size:
            raise illegal(N_("Each hand holds %(count)d cards."), count=size)
        if len(set(cards)) != len(cards) or not set(cards) <= set(self.t.deck):
            raise illegal(N_("The hands must be different cards of this game's deck."))
        self.hands = [list(dealt.first), list(dealt.second)]
        self.draws += 1
        self.step, self.actor = "play", self.leader
        if lines is not None:
            lines.append(Message(N_("The cards are dealt.")))

    def _play(self, action: Play, lines: list | None) -> None:
        if self.step != "play":
            raise self._does_not_fit(action)
        seat = SEATS.index(action.seat) if action.seat in SEATS else None
        if seat != self.actor:
            raise illegal(N_("It is not your turn."))
        if action.card not in self.hands[seat]:
            raise illegal(N_("That card is not in your hand."))
        self.hands[seat].remove(action.card)
        self.trick.append((seat, action.card))
        if lines is not None:
            name = self.t.seat_names[seat]
            lines.append(Message(N_("%(seat)s plays %(card)s."), seat=name, card=card_label(action.card)))
        if len(self.trick) < 2:
            self.actor = 1 - seat
            return
        (first, led), (_, answer) = self.trick
        taker = first if self.t.beats(led, answer) else 1 - first
        self.tricks[taker] += 1
        # A taken trick is scored: each trick is a round, which the companion's undo never crosses unasked.
        self.round += 1
        self.trick, self.leader, self.actor = [], taker, taker
        if lines is not None:
            lines.append(Message(N_("%(seat)s takes the trick."), seat=self.t.seat_names[taker]))
        if not self.hands[0]:
            self._finish()

    def _finish(self) -> None:
        self.step, self.actor = "over", None
        first, second = self.tricks
        if first == second:
            self.result = Outcome("tricks", None, Message(N_("Both players took as many tricks.")))
            return
        winner = 0 if first > second else 1
        reason = Message(N_("%(seat)s took more tricks."), seat=self.t.seat_names[winner])
        self.result = Outcome("tricks", SEATS[winner], reason)


HighCardState.handlers = {Deal: HighCardState._deal, Play: HighCardState._play}


def check_invariants(state) -> list[str]:
    """Return what is wrong with a state (empty when sound)."""
    cards = [*state.hands[0], *state.hands[1], *(card for _, card in state.trick)]
    problems = ["a card is in two places"] if len(set(cards)) != len(cards) else []
    if sum(state.tricks) > state.t.rules.hand_size:
        problems.append("more tricks taken than played")
    return problems


def evaluate(state, seat: str) -> float:
    """Score a state for the greedy bot: tricks taken minus the other's."""
    own = SEATS.index(seat)
    return state.tricks[own] - state.tricks[1 - own]


class HighCardGame(RulesGame):
    """High Card on one rules file."""

    name = "high-card"
    seats = SEATS
    chance_actions = (Deal,)
    codec = CODEC
    state_class = HighCardState
    load_tables = staticmethod(tables_for)
    read_state = staticmethod(views.from_json)
    checks = SimpleNamespace(check_invariants=check_invariants, evaluate=evaluate)
