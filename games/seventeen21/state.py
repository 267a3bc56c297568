"""17(21)'s state on the engine: who acts, where every card is, and the scheduler that moves the battle on.

The rules themselves are split as the rulebook is: setup.py (II, the set-up), turn.py (III, a
turn's four actions and the doctrines), combat.py (IV and VI, attacks, combat and the advanced
abilities) and scoring.py (V, winning the day). The state is mutable for speed: each handler
checks the whole action first (raising IllegalActionError and changing nothing), then applies it
and calls ``advance``, which finds the next thing the battle waits for.

Sides are 0 (north) and 1 (south) inside, wings 0 to 2 (left, centre, right); names at the edges.
"""

from __future__ import annotations

from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from engine.state import RulesState
from games.seventeen21 import actions as a
from games.seventeen21 import moves, views, worlds
from games.seventeen21.chance import ChanceRules
from games.seventeen21.combat import CombatRules
from games.seventeen21.data import Tables
from games.seventeen21.entries import DEALS, EntryRules
from games.seventeen21.odds import known_cards
from games.seventeen21.schema import SEATS, WINGS
from games.seventeen21.scoring import finish_battle
from games.seventeen21.setup import SetupRules
from games.seventeen21.steps import CHANCE_STEPS, SIMULTANEOUS_STEPS, STEP_TEXT
from games.seventeen21.turn import TurnRules

SEAT_INDEX = {name: index for index, name in enumerate(SEATS)}
WING_INDEX = {name: index for index, name in enumerate(WINGS)}
ACTION_NAMES = {
    a.RevealTerrain: N_("revealing the terrain"),
    a.Deal: N_("dealing the armies"),
    a.Weather: N_("revealing a card for the weather"),
    a.DealDoctrines: N_("dealing the doctrines"),
    a.DrawTerrain: N_("drawing a terrain card"),
    a.Draw: N_("drawing a battle card"),
    a.Lose: N_("losing cards at random"),
    a.Dealt: N_("entering the cards dealt"),
    a.Discard: N_("discarding unit cards"),
    a.KeepDoctrines: N_("choosing doctrines"),
    a.Place: N_("deploying face down"),
    a.SwapTerrain: N_("swapping a terrain"),
    a.ChooseFirst: N_("choosing who starts"),
    a.Outflanked: N_("shocking an outflanked unit"),
    a.Deploy: N_("deploying units"),
    a.Doctrine: N_("activating a doctrine"),
    a.Attack: N_("declaring attacks"),
    a.Rout: N_("calling a rout"),
    a.PassTurn: N_("passing the turn"),
    a.Play: N_("playing a reserve card"),
    a.Call: N_("calling a battle card"),
    a.Stand: N_("passing in combat"),
    a.Decline: N_("letting a doctrine go"),
}


# The rule each step applies where no action of its own name says it (engine.state.RulesState.step_rules).
STEP_RULES = {
    "combat": "move-play",
    "first": "first-player",
    "flank": "flank",
    "keep": "doctrines",
    "swap": "terrain-swap",
    "trigger": "free-doctrine",
    "turn": "turns",
}


class Seventeen21State(EntryRules, SetupRules, TurnRules, CombatRules, ChanceRules, RulesState):
    """The whole state of one battle of 17(21)."""

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
        self.step = "reveal_terrain"
        n_terrain = len(tables.terrain_kind)
        self.terrain_deck = [card for card in range(n_terrain) if card not in tables.set_aside]
        self.set_aside = list(tables.set_aside)
        self.terrain_out: list[int] = []
        self.wings: list[int] = []
        self.held: list[int | None] = [None, None, None]
        self.hands: list[list[int]] = [[], []]  # the cards dealt, then the army, then the reserve
        self.boxed: list[list[int]] = [[], []]  # each army's cards out of the game unseen: discards, lost halves
        self.field: list[list[list[int]]] = [[[], [], []], [[], [], []]]
        self.placements: list = [None, None]  # a secret deployment until both are in
        self.shocked: set[int] = set()
        self.routs: list[list[int]] = [[], []]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.weather: str | None = None
        self.weather_cards: list[int] = []
        self.doctrine_deck = list(range(len(tables.doctrine_cost)))
        self.doctrine_hands: list[list[int]] = [[], []]
        self.kept: list = [None, None]  # secret choice of doctrines until both are in
        self.doctrines: list[list[int]] = [[], []]
        self.doctrine_out: list[int] = []
        self.active: list[list[int]] = [[], []]  # doctrines in force for the rest of the battle
        self.drawn_terrain: int | None = None
        self.swapper: int | None = None
        self.decider: int | None = None
        self.turn = 0
        self.player: int | None = None  # the side whose turn it is
        self.acted = False
        self.stalls = 0
        self.deck_passes = 0
        self.attacks: list[list[int]] = []  # [unit, target, special] still to resolve this turn
        self.won: list[list[int]] = []  # [wing, winning side, losing unit] of this turn's combats
        self.combat: list[int] | None = None  # [attacking unit, defending unit, attacking side]
        self.played: list[list[int]] = [[], []]  # cards on the attacker and the defender
        self.from_reserve: list[int] = []  # which of them came from a reserve
        self.stood = [False, False]
        self.phase = 0  # 0: the attacker's card, 1: the defender's
        self.combat_over = False
        self.caller: int | None = None
        self.triggers: list[int] = []  # sides still to decide on a matched doctrine
        self.trigger_value: int | None = None
        self.loss: list[int] | None = None  # [side, count, from the rout pile (1) or the reserve (0)]

    # ----------------------------------------------------------------- who acts

    def seats_to_act(self) -> list[str]:
        """Return the seats that may act now (both while secret choices are pending)."""
        step = self.step
        if step in DEALS:  # either player may enter the hand dealt to them, until both are in
            return self.seats_still_entering()
        if step == "discard":
            return [SEATS[s] for s in (0, 1) if len(self.boxed[s]) < self.t.rules.setup.army_discard]
        if step == "keep":
            return [SEATS[s] for s in (0, 1) if self.kept[s] is None]
        if step == "place":
            return [SEATS[s] for s in (0, 1) if self.placements[s] is None]
        if step == "first":
            return list(SEATS) if self.decider is None else [SEATS[self.decider]]
        if step == "over" or step in CHANCE_STEPS:
            return []
        return [SEATS[self.actor]]

    def returns(self) -> dict[str, float]:
        """Return +1 for the winner and -1 for the loser (0 each for a draw or while the battle goes on)."""
        if self.result is None or self.result.winner is None:
            return dict.fromkeys(SEATS, 0.0)
        return {seat: (1.0 if seat == self.result.winner else -1.0) for seat in SEATS}

    legal_actions = moves.legal_actions

    # ----------------------------------------------------------------- helpers

    def seat(self, name: str) -> int:
        """Return a side's number from its name; InvalidActionError for an unknown one."""
        side = SEAT_INDEX.get(name)
        if side is None:
            raise InvalidActionError(N_("There is no seat called %(seat)s."), seat=str(name)[:40])
        return side

    def wing(self, name: str) -> int:
        """Return a wing's number from its name; InvalidActionError for an unknown one."""
        wing = WING_INDEX.get(name)
        if wing is None:
            raise InvalidActionError(
                N_("There is no wing called %(wing)s; the wings are %(known)s."),
                wing=str(name)[:40],
                known=", ".join(WINGS),
            )
        return wing

    def expect(self, step: str, action) -> int:
        """Check that the action fits the step and that its seat is the one to act; return the side."""
        if self.step != step:
            raise self._does_not_fit(action)
        side = self.seat(action.seat)
        if side != self.actor:
            raise illegal(
                N_("It is not the turn of %(seat)s: the game is waiting for %(other)s."),
                seat=self.name(side),
                other=self.name(self.actor),
            )
        return side

    def name(self, side: int) -> Message:
        """Return a side's translatable name."""
        return self.t.seat_names[side]

    def unit(self, card: int) -> Message:
        """Return a unit card's translatable name."""
        return self.t.unit_label(card)

    def card_label(self, card: int) -> Message:
        """Return a unit card's translatable name (refusals of engine.secrets name unit cards)."""
        return self.t.unit_label(card)

    def is_place_known(self, card: int, seat: str | None) -> bool:
        """Tell whether a seat may know where a unit card is: its own, or face up (not the deck or another's hand)."""
        return card in known_cards(self, None if seat is None else SEAT_INDEX[seat])

    def check_unit_number(self, card) -> None:
        """Refuse a number that is no unit card."""
        if not 0 <= card < self.t.units:
            raise InvalidActionError(N_("There is no unit card %(card)d."), card=card)

    def place_of(self, unit: int) -> tuple[int, int] | None:
        """Return (side, wing) of a deployed unit, or None when it is not on the field."""
        for side in (0, 1):
            for wing in range(3):
                if unit in self.field[side][wing]:
                    return side, wing
        return None

    def cohesion(self, unit: int, side: int, wing: int) -> int:
        """Return a deployed unit's Cohesion with its terrain and its side's doctrines."""
        t = self.t
        kind = t.unit_type[unit]
        terrain = self.wings[wing]
        value = t.base_cohesion[unit] + t.fighting[terrain][kind]
        if self.held[wing] == side:
            value += t.holding[terrain][kind]
        for doctrine in self.active[side]:
            effect = t.doctrine_effect[doctrine]
            if effect.kind == "cohesion" and kind in effect.types:
                value += effect.amount
        return max(value, 1)

    def capacity(self, wing: int) -> int:
        """Return how many units per side a wing holds."""
        return self.t.capacity[self.wings[wing]]

    def battle_length(self) -> int:
        """Return how many times the battle deck runs out before the battle ends."""
        if self.options["four_decks"]:
            return 4
        if self.options["three_decks"]:
            return 3
        return self.t.rules.battle.decks

    # ----------------------------------------------------------------- the scheduler

    def advance(self, lines) -> None:
        """Move the battle on to the next thing it waits for: a loss, a trigger, a combat card, an attack, a turn."""
        while self.result is None:
            if self.loss is not None:
                self.step, self.actor = "lose", None
                return
            if self.triggers:
                self.step, self.actor = "trigger", self.triggers[0]
                return
            if self.combat is not None:
                if not self.combat_over:
                    self.step = "combat"
                    self.actor = self.combat[2] if self.phase == 0 else 1 - self.combat[2]
                    return
                self.end_combat(lines)
                continue
            if self.start_halving(lines):
                continue
            if self.attacks:
                self.start_attack(lines)
                continue
            if self.acted:
                self.end_turn(lines)
            else:
                self.step, self.actor = "turn", self.player
            return

    def end_turn(self, lines) -> None:
        """Close a turn: end the battle when the deck has run out often enough or a side had no army left to act with
        (ruling no-legal-action), else start the other side's turn."""
        self.won = []
        if self.deck_passes >= self.battle_length() or self.stalls:
            finish_battle(self, lines)
            return
        self.start_turn(1 - self.player, lines)

    def start_turn(self, side: int, lines) -> None:
        """Start a side's turn, with the exposed-flank check first (ruling exposed-flank)."""
        self.turn += 1
        self.player = self.actor = side
        self.acted = False
        if lines is not None:
            lines.append(Message(N_("Turn %(turn)d: %(seat)s."), turn=self.turn, seat=self.name(side)))
        self.step = "flank" if self.flank_victims(side) else "turn"

    def flank_victims(self, side: int) -> list[int]:
        """Return the steady centre units one of which an exposed flank shocks (empty when none must)."""
        field = self.field[side]
        if field[0] and field[2]:
            return []
        if any(self.t.doctrine_effect[d].kind == "ignore_flank" for d in self.active[side]):
            return []
        return [unit for unit in field[1] if unit not in self.shocked]


_H = Seventeen21State
Seventeen21State.handlers = {
    a.RevealTerrain: _H.reveal_terrain,
    a.Deal: _H.deal,
    a.Discard: _H.discard_units,
    a.Weather: _H.reveal_weather,
    a.DealDoctrines: _H.deal_doctrines,
    a.KeepDoctrines: _H.keep_doctrines,
    a.Place: _H.place,
    a.DrawTerrain: _H.draw_terrain,
    a.SwapTerrain: _H.swap_terrain,
    a.ChooseFirst: _H.choose_first,
    a.Outflanked: _H.outflanked,
    a.Deploy: _H.deploy,
    a.Doctrine: _H.activate_doctrine,
    a.Attack: _H.declare_attacks,
    a.Rout: _H.call_rout,
    a.PassTurn: _H.pass_turn,
    a.Play: _H.play_card,
    a.Call: _H.call_card,
    a.Draw: _H.draw_card,
    a.Stand: _H.stand,
    a.Decline: _H.decline,
    a.Lose: _H.lose_cards,
    a.Dealt: _H.enter_dealt,
}
