"""A Very Civil Whist's rules on the engine: the game state, what is legal, and what each action does.

The state is mutable for speed: ``apply_action`` first checks the whole action against the rules
(raising IllegalActionError and changing nothing), then applies it. Cards are ints (engine.cards);
sides are 0 (Parliament) and 1 (Royalists) inside, their names at the edges.

Hands may hold cards the app has not seen: when the players deal or draw physical cards without
entering them, a hand counts ``unknown`` cards. A card played from them is checked against every
card the app knows about, and a side that declared itself void in a suit (by not following) may
not later show a card of it from those unknown cards.

Each part of a round, as the rulebook orders it, is a module of its own whose class the state mixes
in: ``preparation`` (deal, events, trump), ``planning`` (planning tricks, leaders placed),
``action_phase`` (attacks, casualties, support, assets) and ``round_end``; ``hands`` (known and
unseen cards) and ``tracks`` (moving markers and what they win) serve them all. This module keeps
who acts, the checks every action shares, and the table of handlers.
"""

from __future__ import annotations

from engine.errors import InvalidActionError, illegal
from engine.game import SIMULTANEOUS
from engine.i18n import N_
from engine.rng import draw
from engine.state import RulesState
from games.avcw import moves, views, worlds
from games.avcw.action_phase import ActionRules
from games.avcw.actions import (
    Attack,
    Casualty,
    ChooseTrump,
    Deal,
    Dealt,
    Defend,
    DrawEvent,
    Follow,
    Influence,
    Lead,
    Pick,
    PlaceLeaders,
    PlayAsset,
    Reveal,
    Support,
)
from games.avcw.data import SIDE_INDEX, SIDES, Tables
from games.avcw.hands import HandRules
from games.avcw.planning import PlanningRules
from games.avcw.preparation import PreparationRules
from games.avcw.round_end import RoundEndRules
from games.avcw.steps import CHANCE_STEPS, STEP_PHASE, STEP_TEXT
from games.avcw.tracks import TrackRules

# Each names an action for "%(action)s does not fit now: the game is waiting for %(step)s."
ACTION_NAMES = {
    # TRANSLATORS: this and the next 13 texts name an action.
    # They fill %(action)s in "%(action)s does not fit now: the game is waiting for %(step)s."
    Deal: N_("dealing"),
    Dealt: N_("entering the cards dealt"),
    DrawEvent: N_("drawing an event"),
    Influence: N_("foreign influence"),
    ChooseTrump: N_("choosing trump"),
    Reveal: N_("revealing planning cards"),
    Lead: N_("leading"),
    Follow: N_("following"),
    Pick: N_("picking a card"),
    PlaceLeaders: N_("placing leaders"),
    Attack: N_("an attack"),
    Defend: N_("defending"),
    Casualty: N_("a casualty draw"),
    Support: N_("raising support"),
    PlayAsset: N_("playing an asset"),
}


# The rule each step applies where no action of its own name says it (engine.state.RulesState.step_rules).
STEP_RULES = {"event": "events", "place": "leaders", "turn": "actions", "trump": "trump"}


class AvcwState(HandRules, PreparationRules, PlanningRules, ActionRules, TrackRules, RoundEndRules, RulesState):
    """The whole state of one game of A Very Civil Whist."""

    views = views
    worlds = worlds
    step_rules = STEP_RULES
    action_names = ACTION_NAMES
    chance_steps = CHANCE_STEPS
    simultaneous_steps = frozenset({"place"})
    seat_order = SIDES
    step_text = STEP_TEXT

    def __init__(self, tables: Tables, seed: int = 0, options: dict | None = None, log: bool = True):
        super().__init__(tables, seed, options, log)
        t = tables
        self.fronts = [track.start for track in t.tracks]
        self.support = [track.start for track in t.support]
        self.trump: str | None = None
        self.hands: list[list[int]] = [[], []]
        self.unknown = [0, 0]
        self.voids: list[set[str]] = [set(), set()]
        self.deck = list(t.action_cards)
        self.deck_unknown = 0
        self.discard: list[int] = []
        self.discard_unknown = 0
        self.event_deck = list(t.event_cards)
        self.events_out: list[int] = []
        self.casualty_deck = list(t.casualty_cards)
        self.bonus_board = list(t.bonus_cards)
        self.bonus_area: list[list[int]] = [[], []]
        self.removed: list[int] = []
        self.leaders = [[ld.index for ld in t.leaders if ld.side == side and ld.start] for side in (0, 1)]
        self.dead: list[int] = []
        self.placed: list[dict[int, int]] = [{}, {}]
        self.pending: list[dict[int, int] | None] = [None, None]
        self.entered: list[list[int] | None] = [None, None]  # hands entered at the deal, until both are in
        self.assets: list[list[int]] = [[], []]
        self.assets_used: list[int] = []
        self.claimed: set[tuple] = set()
        self.events_drawn = 0
        self.influence_used = False
        self.pending_event: int | None = None
        self.table: list[int] = []
        self.table_unknown = 0
        self.planning_first: int | None = None
        self.trick_no = 0
        self.lead_card: int | None = None
        self.attack: tuple | None = None
        self.last_trick: int | None = None

    # ----------------------------------------------------------------- who acts

    def seats_to_act(self) -> list[str]:
        """Return the sides that may act now (both while leader placements are pending)."""
        player = self.current_player()
        if player == SIMULTANEOUS:
            return [SIDES[side] for side in (0, 1) if self.pending[side] is None]
        return [player] if player in SIDE_INDEX else []

    def returns(self) -> dict[str, float]:
        """Return +1 for the winner and -1 for the loser (0 each while the game goes on)."""
        if self.result is None or self.result.winner is None:
            return dict.fromkeys(SIDES, 0.0)
        return {side: (1.0 if side == self.result.winner else -1.0) for side in SIDES}

    def phase(self) -> str:
        """Return "preparation", "action" or "over"."""
        return STEP_PHASE[self.step]

    def foreign_leader(self) -> int:
        """Return the side ahead on the track that decides trump."""
        track = self.t.tracks[self.t.trump_track]
        return track.leading_side(self.fronts[track.index])

    # The bots' hottest call, bound directly: see moves.legal_actions.
    legal_actions = moves.legal_actions

    # ----------------------------------------------------------------- applying

    def _expect(self, step: str, action, side_name: str | None) -> int | None:
        """Check that the action fits the current step and actor; return the acting side."""
        if self.step == step and step != "place":
            if side_name is None:
                return None
            side = SIDE_INDEX.get(side_name)
            if side is not None and side == self.actor:
                return side
        return self._refuse_or_place(step, action, side_name)

    def _refuse_or_place(self, step: str, action, side_name: str | None) -> int | None:
        """The slow path of _expect: explain a refusal, or admit a side's secret placement."""
        if self.step != step:
            raise self._does_not_fit(action)
        side = SIDE_INDEX.get(side_name)
        if side is None:
            raise InvalidActionError(N_("There is no side called %(side)s."), side=side_name)
        if step == "place":
            if self.pending[side] is not None:
                raise illegal(
                    N_("%(side)s have already placed their leaders this round."), side=self.t.side_names[side]
                )
            return side
        raise illegal(
            N_("It is not the turn of %(side)s: the game is waiting for %(other)s."),
            side=self.t.side_names[side],
            other=self.t.side_names[self.actor],
        )

    def _draw(self, population: list, k: int) -> list:
        """Return the k cards the seeded generator draws from a pile at this chance node.

        The draw depends on (seed, number of chance actions so far); every chance action, entered
        or sampled, counts one, so both kinds of log replay to the same state.
        """
        return draw(self.seed, self.draws, population, k)[:k]

    def sampled_outcome(self):
        """Return the current chance node's action with its outcome drawn from the seed."""
        step, size = self.step, self.t.rules.play.hand_size
        if step == "deal":
            cards = self._draw(self.deck, 2 * size)
            return Deal(tuple(cards[:size]), tuple(cards[size:]))
        if step == "event":
            return DrawEvent(self._draw(self.event_deck, 1)[0])
        if step == "reveal":
            if self.deck_unknown:
                raise illegal(
                    N_("The action deck is on the table: enter the two cards turned up, or mark them unseen.")
                )
            return Reveal(tuple(self._draw(self.deck, 2)))
        if step == "casualty":
            return Casualty(tuple(self._draw(self.casualty_deck, self.t.rules.play.casualty_draw)))
        raise illegal(N_("Nothing is to be drawn now."))

    def resolve(self, action):
        """Return the action with any chance outcome it leaves open drawn from the seed (for logging)."""
        # Compare by type too: NamedTuples of different kinds compare equal when their fields do.
        open_draw = _OPEN_DRAWS.get(self.step)
        if open_draw is not None and type(action) is type(open_draw) and action == open_draw:
            return self.sampled_outcome()
        return action


_OPEN_DRAWS = {"deal": Deal(), "event": DrawEvent(), "reveal": Reveal(), "casualty": Casualty()}
AvcwState.handlers = {
    Deal: AvcwState._deal,
    Dealt: AvcwState._dealt,
    DrawEvent: AvcwState._draw_event,
    Influence: AvcwState._influence,
    ChooseTrump: AvcwState._choose_trump,
    Reveal: AvcwState._reveal,
    Lead: AvcwState._lead,
    Follow: AvcwState._follow,
    Pick: AvcwState._pick,
    PlaceLeaders: AvcwState._place_leaders,
    Attack: AvcwState._attack,
    Defend: AvcwState._defend,
    Casualty: AvcwState._casualty,
    Support: AvcwState._support,
    PlayAsset: AvcwState._play_asset,
}
