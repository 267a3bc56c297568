"""Civil Suits' rules on the engine: the game state, what is legal, and what each action does.

The state is mutable for speed: ``apply_action`` first checks the whole action against the rules
(raising IllegalActionError and changing nothing), then applies it. Cards are ints (engine.cards;
the jokers 52 and 53 are the Minions); seats are 0 to 3 clockwise (north, east, south, west)
inside, their names at the edges.

Physical play: hands dealt unseen count cards the app does not know; a card played from them is
checked against every card the app knows about and every suit the player said they lack. The
tricks themselves may go unentered: the players then enter their piles at the round's end
(``tally``), and the app scores what they entered, as their word.

Each part of a round, as the rulebook orders it, is a module of its own whose class the state mixes
in: ``dealing`` (the deal, civil suits, passing), ``tricks`` (tricks, bans, Challengers), ``powers``
(Intelligence, Magic, Might) and ``round_end`` (piles entered, scoring, the result); ``hands`` (known
and unseen cards) serves them all. This module keeps who acts, the checks every action shares, and
the table of handlers.
"""

from __future__ import annotations

from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from engine.state import RulesState
from games.civil_suits import moves, views, worlds
from games.civil_suits.actions import (
    AnswerPeek,
    Challenge,
    ChooseSuit,
    Deal,
    Dealt,
    Decline,
    EndTricks,
    Keep,
    Magic,
    Pass,
    Peek,
    Play,
    Tally,
    Trump,
)
from games.civil_suits.data import SEAT_INDEX, SEATS, Tables
from games.civil_suits.dealing import DealingRules
from games.civil_suits.hands import HandRules
from games.civil_suits.powers import PowerRules
from games.civil_suits.round_end import RoundEndRules
from games.civil_suits.steps import CHANCE_STEPS, SIMULTANEOUS_STEPS, STEP_TEXT
from games.civil_suits.tricks import TrickRules

ACTION_NAMES = {
    Deal: N_("dealing"),
    Dealt: N_("entering the cards dealt"),
    ChooseSuit: N_("choosing a civil suit"),
    Pass: N_("passing cards"),
    Play: N_("playing a card"),
    Decline: N_("declining"),
    Challenge: N_("adding a Challenger"),
    Keep: N_("keeping a banned card"),
    Trump: N_("naming a trump suit"),
    Peek: N_("looking at a civil suit"),
    AnswerPeek: N_("answering a claimed look at a civil suit"),
    Magic: N_("using Magic"),
    EndTricks: N_("playing on without entering tricks"),
    Tally: N_("entering the cards taken"),
}


# The rule each step applies where no action of its own name says it (engine.state.RulesState.step_rules).
STEP_RULES = {"intel": "intel", "might": "might", "replace": "tricks", "suit": "civil-suit"}


class CivilSuitsState(DealingRules, HandRules, TrickRules, PowerRules, RoundEndRules, RulesState):
    """The whole state of one game of Civil Suits."""

    views = views
    worlds = worlds
    step_rules = STEP_RULES
    action_names = ACTION_NAMES
    chance_steps = CHANCE_STEPS
    simultaneous_steps = SIMULTANEOUS_STEPS
    seat_order = SEATS
    step_text = STEP_TEXT

    def __init__(self, tables: Tables, seed: int = 0, options: dict | None = None, log: bool = True):
        super().__init__(tables, seed, options, log)
        self.dealer = tables.first_dealer
        self.scores: list[list[int]] = []  # one row of four round scores per finished round
        self.history: list[dict] = []  # per finished round: revealed suits and the scoring's details
        self.last_taker: int | None = None
        self._new_round()

    def _new_round(self) -> None:
        """Clear everything that lasts one round."""
        self.hands: list[list[int]] = [[], [], [], []]
        self.unknown = [0, 0, 0, 0]
        self.voids: list[set[str]] = [set(), set(), set(), set()]
        self.dealt = [0, 0, 0, 0]
        self.entered: list = [None, None, None, None]  # hands entered at the deal, until all four are in
        self.suits: list[str | None] = [None, None, None, None]
        self.passes: list = [None, None, None, None]  # pending: a tuple of cards, or a count when unseen
        self.taken: list[list[int]] = [[], [], [], []]
        self.magic_minus = [0, 0, 0, 0]
        self.peeks: list[list[int]] = [[], [], [], []]
        self.claimed_peeks: list[list[int]] = [[], [], [], []]  # looks claimed after end_tricks, confirmed
        self.claims: list[tuple[int, int]] = []  # (claimant, target): looks claimed, waiting for the target
        self.unentered = 0  # tricks left unentered at end_tricks: the most looks that may be claimed
        self.tallies: list = [None, None, None, None]
        self.tracking = True
        self.trick_no = 0
        self.first_trick = False
        self.carry: list[int] = []
        self._clear_trick()

    def _clear_trick(self) -> None:
        self.trick: list[tuple[int, int]] = []  # (seat, card) in the order played, replacements last
        self.leader: int | None = None
        self.to_play: list[int] = []
        self.offer: int | None = None  # declines so far while the first trick's lead is offered round
        self.bans: list[str] = []
        self.to_replace: list[int] = []
        self.challenged = False
        self.challengers: list[int] = []
        self.powers_due: list[tuple[str, int]] = []
        self.champions: dict[str, int] = {}
        self.trump: str | None = None
        self.set_aside: list[int] = []

    # ----------------------------------------------------------------- who acts

    def seats_to_act(self) -> list[str]:
        """Return the seats that may act now (several while secret choices are pending)."""
        step = self.step
        if step == "suit":
            return [SEATS[s] for s in range(4) if self.suits[s] is None]
        if step == "pass":
            return [SEATS[s] for s in range(4) if self.passes[s] is None and self.pass_count(s)]
        if step == "tally":
            answering = {target for _, target in self.claims}
            return [SEATS[s] for s in range(4) if self.tallies[s] is None or s in answering]
        if step == "over" or step in CHANCE_STEPS:
            return []
        return [SEATS[self.actor]]

    def returns(self) -> dict[str, float]:
        """Return +1 for each winner and -1 for the others (0 each while the game goes on)."""
        if self.result is None:
            return dict.fromkeys(SEATS, 0.0)
        winners = self.result.winners
        return {seat: (1.0 if seat in winners else -1.0) for seat in SEATS}

    def totals(self) -> list[int]:
        """Return each seat's total of demerits over the finished rounds."""
        return [sum(row[s] for row in self.scores) for s in range(4)]

    # The bots' hottest call, bound directly: see moves.legal_actions.
    legal_actions = moves.legal_actions

    # ----------------------------------------------------------------- applying

    def _seat(self, name: str) -> int:
        seat = SEAT_INDEX.get(name)
        if seat is None:
            raise InvalidActionError(N_("There is no seat called %(seat)s."), seat=str(name)[:40])
        return seat

    def _expect(self, steps, action) -> int:
        """Check that the action fits the current step and that its seat is the one to act; return the seat."""
        seat = SEAT_INDEX.get(action.seat)
        if seat is not None and seat == self.actor and self.step in steps:
            return seat
        if self.step not in steps:
            raise self._does_not_fit(action)
        seat = self._seat(action.seat)
        raise illegal(
            N_("It is not the turn of %(seat)s: the game is waiting for %(other)s."),
            seat=self.t.seat_names[seat],
            other=self.t.seat_names[self.actor],
        )

    def name(self, seat: int) -> Message:
        """Return a seat's translatable name."""
        return self.t.seat_names[seat]

    def label(self, card: int) -> Message:
        """Return a card's translatable name."""
        return self.t.card_labels[card]


CivilSuitsState.handlers = {
    Deal: CivilSuitsState._deal,
    Dealt: CivilSuitsState._dealt,
    ChooseSuit: CivilSuitsState._choose_suit,
    Pass: CivilSuitsState._pass,
    Play: CivilSuitsState._play,
    Decline: CivilSuitsState._decline,
    Challenge: CivilSuitsState._challenge,
    Keep: CivilSuitsState._keep,
    Trump: CivilSuitsState._trump,
    Peek: CivilSuitsState._peek,
    AnswerPeek: CivilSuitsState._answer_peek,
    Magic: CivilSuitsState._magic,
    EndTricks: CivilSuitsState._end_tricks,
    Tally: CivilSuitsState._tally,
}
