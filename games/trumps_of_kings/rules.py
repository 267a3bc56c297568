"""Trumps of Kings' rules on the engine: the campaign state, whose turn it is, the draws, and a turn's flow.

The state is mutable for speed: every handler first checks the whole action (raising
IllegalActionError and changing nothing), then applies it. Kingdoms, provinces, sea zones and
armies are ints inside (data.Tables), their ids at the edges. The nominations and trump contests
are in ``contest.py`` and ``nominations.py``, the tactical phase in ``tactical.py``, the
commanders in ``commanders.py``.
"""

from __future__ import annotations

from engine.errors import InvalidActionError, illegal
from engine.game import Outcome
from engine.i18n import N_, Message, all_of
from engine.rng import draw
from engine.state import RulesState
from games.trumps_of_kings import moves, views, worlds
from games.trumps_of_kings.actions import (
    Buy,
    Cancel,
    Cut,
    Decline,
    Diplomacy,
    Discover,
    Draw,
    Invade,
    Land,
    Move,
    NameCommander,
    Pass,
    Recruit,
    Reinforce,
    Result,
    Retreat,
    Roll,
    Sail,
    Terrain,
    Treasury,
    Trump,
    Unrest,
)
from games.trumps_of_kings.commanders import CommanderRules
from games.trumps_of_kings.contest import ContestRules
from games.trumps_of_kings.data import CLIENT, NEUTRAL, NOBODY, PROVINCE, ROYAL, SEATS, Tables
from games.trumps_of_kings.steps import CHANCE_STEPS, STEP_TEXT
from games.trumps_of_kings.supply import SupplyRules
from games.trumps_of_kings.tactical import TacticalRules

SEAT_INDEX = {name: index for index, name in enumerate(SEATS)}
TURN_BEGINS = N_("Turn %(turn)d begins; the order of play is %(order)s.")  # the booklet's examples leave it out
ACTION_NAMES = {
    Cut: N_("the cut for the first kingdom"),
    Draw: N_("drawing cards"),
    Invade: N_("an invasion"),
    Diplomacy: N_("diplomacy"),
    Unrest: N_("unrest"),
    Sail: N_("naval movement"),
    Land: N_("landing"),
    Cancel: N_("turning the fleet back"),
    Reinforce: N_("reinforcing an army"),
    Treasury: N_("filling the Treasury"),
    Move: N_("a march"),
    Discover: N_("a card toward a Discovery"),
    Pass: N_("passing"),
    Buy: N_("buying a card"),
    Recruit: N_("replacing losses with gold"),
    Trump: N_("trumping"),
    Decline: N_("letting the action pass"),
    Roll: N_("the roll on the Discovery Chart"),
    Retreat: N_("a retreat"),
    Terrain: N_("the tactical spade"),
    Result: N_("a battle's result"),
    NameCommander: N_("naming a commander"),
}


# The rule each step applies where no action of its own name says it (engine.state.RulesState.step_rules).
STEP_RULES = {
    "battles": "battles",
    "discovery": "discoveries",
    "nominate": "nominate",
    "offer": "trumping",
    "struggle": "struggle",
    "voyage": "action-sail",
}


class TrumpsOfKingsState(SupplyRules, ContestRules, TacticalRules, CommanderRules, RulesState):
    """The whole state of one campaign of Trumps of Kings."""

    views = views
    worlds = worlds
    step_rules = STEP_RULES
    action_names = ACTION_NAMES
    chance_steps = CHANCE_STEPS
    simultaneous_steps = frozenset({"battles"})  # the battle results, entered at once
    seat_order = SEATS
    step_text = STEP_TEXT

    def __init__(self, tables: Tables, seed: int = 0, options: dict | None = None, log: bool = True):
        super().__init__(tables, seed, options, log)
        rules = tables.rules
        self.playing = tuple(k for k, name in enumerate(SEATS) if self.options[name])
        if not rules.players.min <= len(self.playing) <= rules.players.max:
            raise InvalidActionError(
                N_("A campaign needs %(low)d to %(high)d kingdoms with players; %(count)d were chosen."),
                low=rules.players.min,
                high=rules.players.max,
                count=len(self.playing),
            )
        self.step = "cut"
        self.order: list[int] = list(self.playing)
        decks = tables.decks(len(self.playing))
        self.deck: list[int] = [card for card in range(52) for _ in range(decks)]
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in SEATS]
        # Cards a kingdom drew from the physical deck without entering them: the app knows only how many.
        self.unknown = [0] * len(SEATS)
        self.gold = [rules.economy.start_gold] * len(SEATS)
        count = len(tables.provinces)
        self.status = [NEUTRAL] * count
        self.holder = [NOBODY] * count
        self.value = [0] * len(SEATS)
        for p, home in enumerate(tables.home):
            if home != NOBODY and home in self.playing:
                self._set_status(p, ROYAL, home)
        self.start_value = list(self.value)
        self.bonus = [0] * len(SEATS)  # hand limit gained by Discoveries
        armies = len(tables.armies)
        self.army_at = [
            tables.army_start[a] if tables.army_kingdom[a] in self.playing else NOBODY for a in range(armies)
        ]
        self.army_size = [rules.armies.royal_start if self.army_at[a] != NOBODY else 0 for a in range(armies)]
        self.army_wins = [0] * armies
        self.army_skill = [0] * armies  # skill levels gained by Discoveries
        self.commanders = list(tables.commanders)
        self.found: list[str] = ["" for _ in SEATS]  # suits played toward the next Discovery
        self.discoveries: list[list[int]] = [[] for _ in SEATS]  # faces of the chart rolled
        self._new_turn_parts()

    def _new_turn_parts(self) -> None:
        """Clear everything that lasts one turn."""
        self.passes = [0] * len(SEATS)
        self.used = [[0] * len(self.t.substitutions[k]) for k in range(len(SEATS))]
        self.to_draw: list[int] = []
        self.pending = None  # the nomination on the table
        self.pending_suit: str | None = None
        self.table: list[tuple[int, int]] = []  # (kingdom, card) played in the contest, in order
        self.asked: list[int] = []
        self.trumper: int | None = None
        self.voyage: dict | None = None
        self.battles: list[dict] = []
        self.retreats: list[int] = []
        self.rolling: int | None = None

    # ----------------------------------------------------------------- who acts

    def seats_to_act(self) -> list[str]:
        """Return the kingdoms that may act now: at the battles, those who may enter the next result."""
        step = self.step
        if step == "over" or step in CHANCE_STEPS:
            return []
        if step == "battles":
            return [SEATS[k] for k in self.result_enterers(self.open_battle())]
        return [SEATS[self.actor]]

    def returns(self) -> dict[str, float]:
        """Return +1 for each winner, -1 for the other kingdoms in play and 0 for kingdoms not in play."""
        if self.result is None:
            return dict.fromkeys(SEATS, 0.0)
        winners = self.result.winners
        return {name: (1.0 if name in winners else -1.0) if k in self.playing else 0.0 for k, name in enumerate(SEATS)}

    legal_actions = moves.legal_actions

    # ----------------------------------------------------------------- the board

    def _set_status(self, p: int, status: int, holder: int) -> None:
        """Change a province's status and holder, keeping each kingdom's counted value up to date."""
        old = self.holder[p]
        if old != NOBODY and self.status[p] >= PROVINCE:
            self.value[old] -= self.t.value[p]
        self.status[p] = status
        self.holder[p] = holder if status != NEUTRAL else NOBODY
        if holder != NOBODY and status >= PROVINCE:
            self.value[holder] += self.t.value[p]

    def hand_limit(self, k: int) -> int:
        """Return a kingdom's hand limit: the value of its Royal Provinces and Provinces, plus Discoveries."""
        return self.value[k] + self.bonus[k]

    def controls(self, k: int, p: int) -> bool:
        """Tell whether a province is the kingdom's own Royal Province, Province or Client (a march may enter)."""
        return self.holder[p] == k and self.status[p] >= CLIENT

    def is_royal_of(self, k: int, p: int) -> bool:
        """Tell whether a province is a Royal Province the kingdom holds."""
        return self.holder[p] == k and self.status[p] == ROYAL

    def name(self, k: int) -> Message:
        """Return a kingdom's translatable name."""
        return self.t.kingdom_names[k]

    def place(self, p: int) -> Message:
        """Return a province's translatable name."""
        return self.t.province_names[p]

    def label(self, card: int) -> Message:
        """Return a card's translatable name."""
        return self.t.card_labels[card]

    # ----------------------------------------------------------------- reading actions

    def _kingdom(self, name: str) -> int:
        k = SEAT_INDEX.get(name)
        if k is None:
            raise InvalidActionError(N_("There is no kingdom called %(seat)s."), seat=str(name)[:40])
        if k not in self.playing:
            raise illegal(N_("%(kingdom)s has no player in this campaign."), kingdom=self.name(k))
        return k

    def _province(self, name: str) -> int:
        p = self.t.province_index.get(name)
        if p is None:
            raise InvalidActionError(N_("There is no province called %(name)s."), name=str(name)[:40])
        return p

    def _army(self, name: str, k: int) -> int:
        a = self.t.army_index.get(name)
        if a is None:
            raise InvalidActionError(N_("There is no army called %(name)s."), name=str(name)[:40])
        if self.t.army_kingdom[a] != k:
            raise illegal(N_("That army is not one of %(kingdom)s's."), kingdom=self.name(k))
        if self.army_at[a] == NOBODY:
            raise illegal(N_("That army is no longer in the field."))
        return a

    def _expect(self, steps, action) -> int:
        """Check that the action fits the step and that its kingdom is the one to act; return the kingdom."""
        if self.step not in steps:
            raise self._does_not_fit(action)
        k = self._kingdom(action.seat)
        if k != self.actor:
            raise illegal(
                N_("It is not the turn of %(seat)s: the game is waiting for %(other)s."),
                seat=self.name(k),
                other=self.name(self.actor),
            )
        return k

    def _card_in_hand(self, k: int, card: int) -> None:
        if card >= 52:
            raise illegal(N_("Jokers are not used in this game."))
        # A card from unseen cards must be one the app does not know to be elsewhere.
        if card not in self.hands[k] and not (self.unknown[k] and card in self.deck):
            raise illegal(N_("%(kingdom)s does not hold the %(card)s."), kingdom=self.name(k), card=self.label(card))

    def spend(self, k: int, card: int) -> None:
        """Take a card a kingdom plays out of its hand: an entered card if it holds one, else one of its unseen."""
        if card in self.hands[k]:
            self.hands[k].remove(card)
        else:
            self.deck.remove(card)
            self.unknown[k] -= 1

    def hand_size(self, k: int) -> int:
        """Return how many cards a kingdom holds, entered or unseen."""
        return len(self.hands[k]) + self.unknown[k]

    def holding(self, k: int) -> list[int]:
        """Return the distinct cards a kingdom may play: its entered ones, and with unseen ones any unplaced card."""
        cards = set(self.hands[k])
        if self.unknown[k]:
            cards.update(self.deck)
        return sorted(cards)

    # ----------------------------------------------------------------- the flow of a turn

    def _start_turn(self, lines) -> None:
        """Pay each kingdom its income and let each draw, in this turn's order."""
        self._new_turn_parts()
        for k in self.playing:
            self.gold[k] += self.value[k]
        if lines is not None:
            lines.append(
                Message(
                    TURN_BEGINS,
                    turn=self.round,
                    order=all_of([self.name(k) for k in self.order]),
                )
            )
        self.step = "draw"
        self.to_draw = list(self.order)
        self._next_drawer(lines)

    def can_buy(self, k: int) -> bool:
        """Tell whether a kingdom may buy a card now: enough gold, room under its limit, a card left."""
        return (
            self.gold[k] >= self.t.rules.economy.card_price
            and self.hand_size(k) < self.hand_limit(k)
            and self.stock() + len(self.discard) > 0
        )

    def can_nominate(self, k: int) -> bool:
        """Tell whether a kingdom still takes turns to nominate: fewer than two passes and a card in hand.

        The sequence of play ends the strategic portion "once all players have passed twice or run out of
        cards": a kingdom holding no card is done for the turn, whatever gold it has (ruling out-of-cards).
        """
        return self.passes[k] < self.t.rules.campaign.passes and self.hand_size(k) > 0

    def turn_kingdom(self) -> int | None:
        """Return the kingdom whose turn for an action it is: the one to nominate, or the proposer until its
        nomination is settled (a purchase may come "prior to or following proposal of an action")."""
        if self.step in ("nominate", "voyage"):
            return self.actor
        if self.step in ("offer", "struggle"):
            return self.table[0][0]
        return None

    def advance(self, after: int | None, lines=None) -> None:
        """Give the turn to the next kingdom after ``after`` that still nominates; else begin the tactical phase."""
        order = self.order
        start = 0 if after is None else order.index(after) + 1
        for offset in range(len(order)):
            k = order[(start + offset) % len(order)]
            if self.can_nominate(k):
                self.step = "nominate"
                self.actor = k
                return
        self.actor = None
        self.begin_tactical(lines)

    def end_turn(self, lines) -> None:
        """Close the turn: the campaign ends after its last turn; otherwise the order rotates and a turn begins."""
        if self.round >= self.t.rules.campaign.turns:
            self._finish(lines)
            return
        self.round += 1
        self.order = [*self.order[1:], self.order[0]]
        self._start_turn(lines)

    def score(self, k: int) -> int:
        """Return a kingdom's campaign score: the value it gained, plus the bonus of each bonus province it owns."""
        bonus = sum(
            points
            for name, points in self.t.rules.victory.bonus.items()
            if self.holder[p := self.t.province_index[name]] == k and self.status[p] >= PROVINCE
        )
        return self.value[k] - self.start_value[k] + bonus

    def _finish(self, lines) -> None:
        scores = {k: self.score(k) for k in self.playing}
        best = max(scores.values())
        winners = [SEATS[k] for k in self.playing if scores[k] == best]
        self.step = "over"
        self.actor = None
        if len(winners) == 1:
            reason = Message(
                N_("%(kingdom)s gained the most, %(score)d."), kingdom=self.name(SEAT_INDEX[winners[0]]), score=best
            )
            self.result = Outcome("campaign_over", winners[0], reason)
        else:
            names = all_of([self.name(SEAT_INDEX[w]) for w in winners])
            reason = Message(N_("%(kingdoms)s gained the most, %(score)d each."), kingdoms=names, score=best)
            self.result = Outcome("campaign_over", None, reason, tuple(winners))
        if lines is not None:
            lines.append(Message(N_("The campaign is over: %(reason)s"), reason=reason))
            lines.append(Message(N_("%(names)s won."), names=all_of([self.name(SEAT_INDEX[w]) for w in winners])))

    # ----------------------------------------------------------------- passing and the Discovery roll

    def _pass(self, action: Pass, lines) -> None:
        k = self._expect(("nominate",), action)
        self.passes[k] += 1
        if lines is not None:
            lines.append(Message(N_("%(kingdom)s passes."), kingdom=self.name(k)))
        self.advance(k, lines)

    def _roll(self, action: Roll, lines) -> None:
        if self.step != "discovery":
            raise self._does_not_fit(action)
        die = self.t.rules.discoveries.die
        value = action.value if action.value is not None else draw(self.seed, self.draws, list(range(1, die + 1)), 1)[0]
        if not 1 <= value <= die:
            raise illegal(N_("The die shows 1 to %(die)d."), die=die)
        self.draws += 1
        self.apply_discovery(self.rolling, value, lines)


TrumpsOfKingsState.handlers = {
    Cut: TrumpsOfKingsState._cut,
    Draw: TrumpsOfKingsState._draw,
    Pass: TrumpsOfKingsState._pass,
    Buy: TrumpsOfKingsState._buy,
    Recruit: TrumpsOfKingsState._recruit,
    Roll: TrumpsOfKingsState._roll,
    **ContestRules.contest_handlers(),
    **TacticalRules.tactical_handlers(),
    **CommanderRules.commander_handlers(),
}
