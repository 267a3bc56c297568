"""A Very Civil Whist's rules on the engine: the game state, what is legal, and what each action does.

The state is mutable for speed: ``apply_action`` first checks the whole action against the rules
(raising IllegalActionError and changing nothing), then applies it. Cards are ints (engine.cards);
sides are 0 (Parliament) and 1 (Royalists) inside, their names at the edges.

Hands may hold cards the app has not seen: when the players deal or draw physical cards without
entering them, a hand counts ``unknown`` cards. A card played from them is checked against every
card the app knows about, and a side that declared itself void in a suit (by not following) may
not later show a card of it from those unknown cards.
"""

from __future__ import annotations

from collections import Counter

from engine.cards import CARD_SUIT, SUIT_NAMES, format_card
from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.game import CHANCE, SIMULTANEOUS, TERMINAL, Outcome
from engine.i18n import N_, Message, nmessage
from engine.odds import draw_sum_odds
from engine.rng import draw
from engine.secrets import refuse_cards_not_in
from engine.state import RulesState
from engine.tricks import follower_wins
from games.avcw import moves, views
from games.avcw.actions import (
    Attack,
    Casualty,
    ChooseTrump,
    Deal,
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
from games.avcw.data import PARLIAMENT, SIDES, Tables
from games.avcw.steps import CHANCE_STEPS, STEP_PHASE, STEP_TEXT

SIDE_INDEX = {name: index for index, name in enumerate(SIDES)}
# Each names an action for "%(action)s does not fit now: the game is waiting for %(step)s."
ACTION_NAMES = {
    # TRANSLATORS: this and the next 13 texts name an action.
    # They fill %(action)s in "%(action)s does not fit now: the game is waiting for %(step)s."
    Deal: N_("dealing"),
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


class AvcwState(RulesState):
    """The whole state of one game of A Very Civil Whist."""

    views = views
    action_names = ACTION_NAMES
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

    def current_player(self) -> str:
        """Return the side to act, CHANCE, SIMULTANEOUS (secret placement) or TERMINAL."""
        step = self.step
        if step == "over":
            return TERMINAL
        if step in CHANCE_STEPS:
            return CHANCE
        if step == "place":
            return SIMULTANEOUS
        return SIDES[self.actor]

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

    # ----------------------------------------------------------------- cards and hands

    def _known_elsewhere(self, card: int) -> bool:
        """Tell whether the app knows where a card is (so it cannot be one of a hand's unseen cards)."""
        if card == self.lead_card and self.step == "follow":
            return True
        if self.attack is not None and card == self.attack[2]:
            return True
        return any(card in pile for pile in (self.hands[0], self.hands[1], self.deck, self.discard, self.table))

    def is_place_known(self, card: int, seat: str | None) -> bool:
        """Tell whether a seat may know where a card is: in its own hand, or anywhere but a hand or the action deck."""
        side = SIDE_INDEX.get(seat)
        if side is not None and card in self.hands[side]:
            return True
        # Only action cards are ever dealt face down; the others are drawn, gained or played in view.
        if self.t.role[card] != "action":
            return True
        attacking = self.attack is not None and card == self.attack[2]
        return attacking or card == self.lead_card or card in self.discard or card in self.table

    def _check_in_hand(self, side: int, card: int) -> None:
        """Raise unless the side holds the card, or it may be one of the side's unseen cards."""
        if card in self.hands[side]:
            return
        if self.unknown[side] and self.t.role[card] == "action" and not self._known_elsewhere(card):
            if CARD_SUIT[card] in self.voids[side]:
                raise illegal(
                    N_("%(side)s showed earlier that they held no %(suit)s, so they cannot play the %(card)s now."),
                    side=self.t.side_names[side],
                    suit=_suit_name(CARD_SUIT[card]),
                    card=self.t.card_labels[card],
                )
            return
        raise illegal(
            N_("%(side)s do not hold the %(card)s."), side=self.t.side_names[side], card=self.t.card_labels[card]
        )

    def _take_from_hand(self, side: int, card: int, void: str | None = None) -> None:
        """Remove a played card from its hand (a seen card, or one of the unseen) and record a void it showed."""
        hand = self.hands[side]
        if card in hand:
            hand.remove(card)
        else:
            self.unknown[side] -= 1
        if void is not None:
            self.voids[side].add(void)

    def hand_size(self, side: int) -> int:
        """Return how many cards a side holds, seen or not."""
        return len(self.hands[side]) + self.unknown[side]

    def holds_suit(self, side: int, suit: str) -> bool | None:
        """Tell whether a side holds a suit: True, False, or None when only its unseen cards could."""
        for card in self.hands[side]:
            if CARD_SUIT[card] == suit:
                return True
        if self.unknown[side] and suit not in self.voids[side]:
            return None
        return False

    def _check_unseen(self, side: int | None, cards: list[int], void: str | None = None) -> None:
        """Raise if showing these cards (and this void) leaves no way to share out the unseen cards.

        Unseen cards in the two hands must be action cards the app has not placed, outside each
        hand's shown voids; the deck and discard take any. By Hall's theorem that is possible
        exactly when each hand, and the two together, can be filled from the cards they accept.
        """
        if not (self.unknown[0] or self.unknown[1]):
            return
        capacity = list(self.unknown)
        voids = [set(self.voids[0]), set(self.voids[1])]
        if side is not None:
            capacity[side] -= sum(1 for card in cards if card not in self.hands[side])
            if void is not None:
                voids[side].add(void)
        if not capacity[0] and not capacity[1]:
            return
        counts = Counter(CARD_SUIT[c] for c in self.t.action_cards if c not in cards and not self._known_elsewhere(c))
        accepted = [sum(n for suit, n in counts.items() if suit not in voids[s]) for s in (0, 1)]
        either = sum(n for suit, n in counts.items() if suit not in voids[0] or suit not in voids[1])
        if capacity[0] > accepted[0] or capacity[1] > accepted[1] or capacity[0] + capacity[1] > either:
            raise illegal(
                N_("That cannot be: with the cards seen so far, the unseen cards of %(side)s could not all be dealt."),
                side=self.t.side_names[side if side is not None else 0 if capacity[0] > accepted[0] else 1],
            )

    def unseen_fits(self, side: int, card: int, void: str | None = None) -> bool:
        """Tell whether the side could show this card (and void) without contradicting the cards seen."""
        try:
            if self.unknown[0] or self.unknown[1]:
                self._check_unseen(side, [card], void)
        except IllegalActionError:
            return False
        return True

    def _check_follow(self, side: int, card: int, lead_suit: str) -> bool:
        """Raise if the card breaks must-follow; return True when it declares a void."""
        if CARD_SUIT[card] == lead_suit:
            return False
        holds = self.holds_suit(side, lead_suit)
        if holds:
            raise illegal(
                N_("%(side)s must follow suit: they hold %(suit)s."),
                side=self.t.side_names[side],
                suit=_suit_name(lead_suit),
            )
        return holds is None

    def _put_played(self, side: int, card: int | None) -> None:
        """Send a played card away: a bonus card to its side's play area, others to the discard."""
        if card is None:
            self.discard_unknown += 1
        elif self.t.role[card] == "bonus":
            self.bonus_area[side].append(card)
        else:
            self.discard.append(card)

    # ----------------------------------------------------------------- preparation

    def _deal(self, action: Deal, lines: list) -> None:
        self._expect("deal", action, None)
        size = self.t.rules.play.hand_size
        if action.unseen:
            if action.parliament or action.royalists:
                raise InvalidActionError(N_("An unseen deal cannot also list cards."))
            self.deck, self.deck_unknown = [], len(self.deck) - 2 * size
            self.unknown = [size, size]
            if lines is not None:
                lines.append(
                    nmessage(
                        "The players dealt %(count)d action card to each side.",
                        "The players dealt %(count)d action cards to each side.",
                        size,
                    )
                )
        else:
            if action.parliament is None and action.royalists is None:
                drawn = self._draw(self.deck, 2 * size)
                hands = [drawn[:size], drawn[size:]]
            else:
                hands = [list(action.parliament or ()), list(action.royalists or ())]
                # TRANSLATORS: fills %(source)s in "The %(card)s is not in %(source)s."
                self._check_drawn(hands[0] + hands[1], self.deck, 2 * size, N_("the action deck"))
                for side in (0, 1):
                    if len(hands[side]) != size:
                        raise IllegalActionError(
                            nmessage("Each side is dealt %(count)d card.", "Each side is dealt %(count)d cards.", size)
                        )
            dealt = set(hands[0]) | set(hands[1])
            self.deck = [card for card in self.deck if card not in dealt]
            self.hands = hands
            if lines is not None:
                lines.append(Message(N_("Action cards were shuffled and dealt: %(count)d to each side."), count=size))
        self.draws += 1
        self.step = "event" if self.t.rules.play.events_per_round else "trump"
        if self.step == "trump":
            self.actor = self.foreign_leader()

    def _check_drawn(self, cards: list, source: list, count: int, source_name: str) -> None:
        """Raise unless ``cards`` are ``count`` distinct cards all in ``source``."""
        if len(cards) != count:
            raise IllegalActionError(
                nmessage(
                    "Exactly %(count)d card must be drawn here.", "Exactly %(count)d cards must be drawn here.", count
                )
            )
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same card was entered twice."))
        refuse_cards_not_in(self, cards, source, source_name)

    def _draw_event(self, action: DrawEvent, lines: list) -> None:
        self._expect("event", action, None)
        if action.card is None:
            card = self._draw(self.event_deck, 1)[0]
        else:
            card = action.card
            self._check_drawn([card], self.event_deck, 1, N_("the event deck"))
        self.event_deck.remove(card)
        self.draws += 1
        event = self.t.events[card]
        if lines is not None:
            lines.append(Message(N_("Event: %(title)s (%(card)s)."), title=event.title, card=self.t.card_labels[card]))
        if self.options["foreign_influence"] and not self.influence_used:
            self.pending_event = card
            self.step = "influence"
            self.actor = self.foreign_leader()
            return
        self._resolve_event(card, lines)

    def _influence(self, action: Influence, lines: list) -> None:
        side = self._expect("influence", action, action.side)
        card = self.pending_event
        self.pending_event = None
        if action.cancel:
            self.influence_used = True
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s used their foreign influence to cancel the event."), side=self.t.side_names[side]
                    )
                )
            self._move_front(self.t.trump_track, 1 - side, 1, lines)
            self.events_out.append(card)
            self._after_event()
        else:
            self._resolve_event(card, lines)

    def _resolve_event(self, card: int, lines: list) -> None:
        self._apply_effects(self.t.events[card].effects, None, lines)
        self.events_out.append(card)
        self._after_event()

    def _after_event(self) -> None:
        self.events_drawn += 1
        if self.events_drawn < self.t.rules.play.events_per_round:
            self.step = "event"
        else:
            self.step = "trump"
            self.actor = self.foreign_leader()

    def _choose_trump(self, action: ChooseTrump, lines: list) -> None:
        side = self._expect("trump", action, action.side)
        if action.suit not in self.t.rules.trump_suits:
            raise illegal(N_("%(suit)s is not on the trump track."), suit=action.suit)
        self.trump = action.suit
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s chose %(suit)s as trump."), side=self.t.side_names[side], suit=_suit_name(action.suit)
                )
            )
        self.planning_first = side
        self.trick_no = 0
        self._next_planning_trick()

    def _next_planning_trick(self) -> None:
        if self.trick_no < self.t.rules.play.planning_tricks:
            self.step = "reveal"
        else:
            self.step = "place"
            self.pending = [None if self.leaders[side] else {} for side in (0, 1)]
            if self.pending[0] is not None and self.pending[1] is not None:
                self._reveal_leaders([])

    def _reveal(self, action: Reveal, lines: list) -> None:
        self._expect("reveal", action, None)
        number = self.trick_no + 1
        if action.unseen:
            if action.cards:
                raise InvalidActionError(N_("Unseen cards cannot also be listed."))
            if self.deck_unknown + len(self.deck) < 2:
                raise illegal(N_("The action deck has fewer than two cards."))
            # Unseen cards may be any of the deck's cards, so the app stops tracking which remain.
            self.deck_unknown += len(self.deck) - 2
            self.deck = []
            self.table, self.table_unknown = [], 2
            if lines is not None:
                lines.append(
                    Message(N_("Planning trick %(number)d: two action cards were turned face up."), number=number)
                )
        else:
            if action.cards is None:
                if self.deck_unknown:
                    raise illegal(
                        N_("The action deck is on the table: enter the two cards turned up, or mark them unseen.")
                    )
                cards = self._draw(self.deck, 2)
            else:
                cards = list(action.cards)
                pool = (
                    self.deck
                    if not self.deck_unknown
                    else [c for c in self.t.action_cards if c in self.deck or not self._known_elsewhere(c)]
                )
                self._check_drawn(cards, pool, 2, N_("the action deck"))
                if self.deck_unknown:
                    self._check_unseen(None, cards)
            for card in cards:
                if card in self.deck:
                    self.deck.remove(card)
                else:
                    self.deck_unknown -= 1
            self.table, self.table_unknown = cards, 0
            if lines is not None:
                lines.append(
                    Message(
                        N_("Planning trick %(number)d: the %(first)s and the %(second)s were turned face up."),
                        number=number,
                        first=self.t.card_labels[cards[0]],
                        second=self.t.card_labels[cards[1]],
                    )
                )
        self.draws += 1
        self.step = "lead"
        self.actor = self.planning_first if self.trick_no % 2 == 0 else 1 - self.planning_first

    def _lead(self, action: Lead, lines: list) -> None:
        side = self._expect("lead", action, action.side)
        if action.card is None:
            if not self.unknown[side]:
                raise illegal(N_("The app knows this hand; enter the card played."))
            self.unknown[side] -= 1
            if lines is not None:
                lines.append(Message(N_("%(side)s led a card."), side=self.t.side_names[side]))
        else:
            self._check_in_hand(side, action.card)
            if self.unknown[0] or self.unknown[1]:
                self._check_unseen(side, [action.card])
            self._take_from_hand(side, action.card)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s led the %(card)s."),
                        side=self.t.side_names[side],
                        card=self.t.card_labels[action.card],
                    )
                )
        self.lead_card = action.card
        self.step = "follow"
        self.actor = 1 - side

    def _follow(self, action: Follow, lines: list) -> None:
        side = self._expect("follow", action, action.side)
        leader, card, lead = 1 - side, action.card, self.lead_card
        declares_void = False
        if card is None:
            if not self.unknown[side]:
                raise illegal(N_("The app knows this hand; enter the card played."))
        else:
            self._check_in_hand(side, card)
            if lead is not None:
                declares_void = self._check_follow(side, card, CARD_SUIT[lead])
            if self.unknown[0] or self.unknown[1]:
                self._check_unseen(side, [card], CARD_SUIT[lead] if declares_void else None)
        if card is None or lead is None:
            if action.winner not in SIDE_INDEX:
                raise illegal(N_("A card of this trick was not entered, so say which side won it."))
            winner = SIDE_INDEX[action.winner]
        else:
            v = self.t.value
            winner = side if follower_wins(CARD_SUIT[lead], v[lead], CARD_SUIT[card], v[card], self.trump) else leader
            if action.winner is not None and SIDE_INDEX.get(action.winner) != winner:
                raise illegal(N_("By the cards entered, %(side)s won this trick."), side=self.t.side_names[winner])
        if card is None:
            self.unknown[side] -= 1
            if lines is not None:
                lines.append(Message(N_("%(side)s played a card."), side=self.t.side_names[side]))
        else:
            self._take_from_hand(side, card, CARD_SUIT[lead] if declares_void else None)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s played the %(card)s."), side=self.t.side_names[side], card=self.t.card_labels[card]
                    )
                )
        self._put_played(leader, lead)
        self._put_played(side, card)
        self.last_trick = winner
        if lines is not None:
            lines.append(Message(N_("%(side)s won the planning trick."), side=self.t.side_names[winner]))
        self.step = "pick"
        self.actor = winner

    def _pick(self, action: Pick, lines: list) -> None:
        side = self._expect("pick", action, action.side)
        if self.table_unknown:
            if action.card is not None:
                raise illegal(N_("The revealed cards were not entered, so the pick cannot name one."))
            self.unknown[0] += 1
            self.unknown[1] += 1
            self.voids = [set(), set()]
            if lines is not None:
                lines.append(Message(N_("%(side)s took one of the revealed cards."), side=self.t.side_names[side]))
        else:
            if action.card not in self.table:
                raise illegal(N_("Pick one of the two revealed cards."))
            other = self.table[1] if self.table[0] == action.card else self.table[0]
            self.hands[side].append(action.card)
            self.hands[1 - side].append(other)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s took the %(card)s; %(other_side)s took the %(other)s."),
                        side=self.t.side_names[side],
                        card=self.t.card_labels[action.card],
                        other_side=self.t.side_names[1 - side],
                        other=self.t.card_labels[other],
                    )
                )
        self.table, self.table_unknown = [], 0
        self.trick_no += 1
        self._next_planning_trick()

    def _place_leaders(self, action: PlaceLeaders, lines: list) -> None:
        side = self._expect("place", action, action.side)
        placement = {}
        for track_name, leader_name in action.leaders:
            track = self.t.track_index.get(track_name)
            leader = self.t.leader_index.get(leader_name)
            if track is None or track not in self.t.leader_tracks:
                raise illegal(
                    N_("Leaders go beside the Hearts, Spades and Diamonds tracks only, not %(track)s."),
                    track=track_name if track is None else self.t.tracks[track].name,
                )
            if leader is None or leader not in self.leaders[side]:
                raise illegal(
                    N_("%(leader)s is not an available leader of %(side)s."),
                    leader=leader_name if leader is None else self.t.leaders[leader].name,
                    side=self.t.side_names[side],
                )
            placement[track] = leader
        if len(set(placement.values())) != len(placement):
            raise illegal(N_("A leader can stand beside one track only."))
        needed = min(len(self.leaders[side]), len(self.t.leader_tracks))
        if len(placement) != needed:
            raise IllegalActionError(
                nmessage(
                    "%(side)s must place %(count)d leader, one per track.",
                    "%(side)s must place %(count)d leaders, one per track.",
                    needed,
                    side=self.t.side_names[side],
                )
            )
        self.pending[side] = placement
        if lines is not None:
            lines.append(Message(N_("%(side)s placed their leaders face down."), side=self.t.side_names[side]))
        if self.pending[0] is not None and self.pending[1] is not None:
            self._reveal_leaders(lines)

    def _reveal_leaders(self, lines: list) -> None:
        self.placed = [self.pending[0], self.pending[1]]
        self.pending = [None, None]
        for side in (0, 1):
            if self.placed[side] and lines is not None:
                listing = [
                    Message(
                        N_("%(leader)s (%(track)s)"),
                        leader=self.t.leaders[leader].name,
                        track=self.t.tracks[track].name,
                    )
                    for track, leader in sorted(self.placed[side].items())
                ]
                lines.append(
                    Message(
                        N_("%(side)s revealed their leaders: %(list)s."), side=self.t.side_names[side], list=listing
                    )
                )
        for side in (0, 1):
            if self.bonus_area[side]:
                cards = self.bonus_area[side]
                self.hands[side].extend(cards)
                if lines is not None:
                    lines.append(
                        Message(
                            N_("%(side)s took their bonus cards into hand: %(cards)s."),
                            side=self.t.side_names[side],
                            cards=[self.t.card_labels[c] for c in cards],
                        )
                    )
                self.bonus_area[side] = []
        self.step = "turn"
        self.actor = self.foreign_leader()
        if lines is not None:
            lines.append(Message(N_("The action phase began; %(side)s act first."), side=self.t.side_names[self.actor]))

    # ----------------------------------------------------------------- action phase

    def active_leader(self, side: int, track: int) -> int | None:
        """Return the side's leader whose ability works when it attacks this track, if any."""
        leader = self.placed[side].get(track)
        if leader is None or track in self.placed[1 - side]:
            return None
        return leader

    def may_lead_on(self, side: int, track: int, card: int) -> tuple[bool, bool]:
        """Tell whether the card may attack the track, and whether doing so declares a void."""
        suit, track_suit = CARD_SUIT[card], self.t.tracks[track].suit
        if suit == track_suit:
            return True, False
        leader = self.active_leader(side, track)
        if leader is not None and self.t.leaders[leader].any_suit:
            return True, False
        if suit == self.trump:
            holds = self.holds_suit(side, track_suit)
            if holds is False:
                return True, False
            if holds is None:
                return True, True
        return False, False

    def _check_trick_asset(self, side: int, asset_name: str, track: int, role: str) -> int:
        asset = self.t.asset_index.get(asset_name)
        if asset is None or asset not in self.assets[side]:
            raise illegal(
                N_("%(asset)s is not an asset %(side)s hold."), asset=asset_name, side=self.t.side_names[side]
            )
        spec = self.t.assets[asset]
        if role == "attack" and not spec.on_attack:
            raise illegal(N_("%(asset)s cannot be committed when attacking."), asset=spec.name)
        if role == "reaction" and not spec.on_reaction:
            raise illegal(N_("%(asset)s cannot be committed when defending."), asset=spec.name)
        attacker = side if role == "attack" else 1 - side
        cancels = spec.cancel_leader and self.active_leader(attacker, track) is not None
        if spec.value_by_track[track] == 0 and not cancels:
            raise illegal(N_("%(asset)s would have no effect in this trick."), asset=spec.name)
        return asset

    def _attack(self, action: Attack, lines: list) -> None:
        side = self._expect("turn", action, action.side)
        track = self.t.track_index.get(action.track)
        if track is None:
            raise InvalidActionError(N_("There is no track called %(track)s."), track=action.track)
        card = action.card
        self._check_in_hand(side, card)
        allowed, declares_void = self.may_lead_on(side, track, card)
        if not allowed:
            suit = self.t.tracks[track].suit
            raise illegal(
                N_("An attack on the %(track)s track needs a %(suit)s card, or a trump when holding no %(suit)s."),
                track=self.t.tracks[track].name,
                suit=_suit_name(suit),
            )
        if self.unknown[0] or self.unknown[1]:
            self._check_unseen(side, [card], self.t.tracks[track].suit if declares_void else None)
        asset = None if action.asset is None else self._check_trick_asset(side, action.asset, track, "attack")
        self._take_from_hand(side, card, self.t.tracks[track].suit if declares_void else None)
        self.attack = (side, track, card, asset)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s attacked the %(track)s track with the %(card)s."),
                    side=self.t.side_names[side],
                    track=self.t.tracks[track].name,
                    card=self.t.card_labels[card],
                )
            )
        if asset is not None:
            self._use_asset(side, asset, lines)
        self.step = "defend"
        self.actor = 1 - side

    def _use_asset(self, side: int, asset: int, lines: list) -> None:
        self.assets[side].remove(asset)
        self.assets_used.append(asset)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s committed %(asset)s."), side=self.t.side_names[side], asset=self.t.assets[asset].name
                )
            )

    def attack_values(self, defend_card: int, defend_asset: int | None) -> tuple[int, int]:
        """Return the attacking and defending values of the current attack with modifiers."""
        attacker, track, card, asset = self.attack
        t = self.t
        attack_value = t.value[card]
        leader = self.active_leader(attacker, track)
        if leader is not None and not (defend_asset is not None and t.assets[defend_asset].cancel_leader):
            attack_value += t.leaders[leader].value_by_track[track]
        if asset is not None:
            attack_value += t.assets[asset].value_by_track[track]
        defend_value = t.value[defend_card]
        if defend_asset is not None:
            defend_value += t.assets[defend_asset].value_by_track[track]
        return attack_value, defend_value

    def _defend(self, action: Defend, lines: list) -> None:
        side = self._expect("defend", action, action.side)
        attacker, track, lead, _ = self.attack
        card = action.card
        self._check_in_hand(side, card)
        declares_void = self._check_follow(side, card, CARD_SUIT[lead])
        if self.unknown[0] or self.unknown[1]:
            self._check_unseen(side, [card], CARD_SUIT[lead] if declares_void else None)
        asset = None if action.asset is None else self._check_trick_asset(side, action.asset, track, "reaction")
        self._take_from_hand(side, card, CARD_SUIT[lead] if declares_void else None)
        t = self.t
        if lines is not None:
            lines.append(
                Message(N_("%(side)s defended with the %(card)s."), side=t.side_names[side], card=t.card_labels[card])
            )
        if asset is not None:
            self._use_asset(side, asset, lines)
        attack_value, defend_value = self.attack_values(card, asset)
        defender_won = follower_wins(CARD_SUIT[lead], attack_value, CARD_SUIT[card], defend_value, self.trump)
        winner = side if defender_won else attacker
        self.last_trick = winner
        if lines is not None:
            lines.append(
                Message(
                    N_("%(attacker)s %(attack)d against %(defender)s %(defence)d: %(winner)s won the trick."),
                    attacker=t.side_names[attacker],
                    attack=attack_value,
                    defender=t.side_names[side],
                    defence=defend_value,
                    winner=t.side_names[winner],
                )
            )
        self._put_played(attacker, lead)
        self._put_played(side, card)
        if not defender_won:
            self.attack = None
            self._move_front(track, attacker, 1, lines)
            self._end_action(attacker, lines)
        elif self.placed[attacker].get(track) is not None:
            self.step = "casualty"
            self.actor = None
        else:
            self.attack = None
            self._end_action(attacker, lines)

    def casualty_odds(self):
        """Return the exact chance (a Fraction) that the leader under test falls, or None."""
        if self.step != "casualty":
            return None
        attacker, track = self.attack[0], self.attack[1]
        leader = self.t.leaders[self.placed[attacker][track]]
        values = [self.t.value[card] for card in self.casualty_deck]
        return draw_sum_odds(values, self.t.rules.play.casualty_draw, leader.rating)

    def _casualty(self, action: Casualty, lines: list) -> None:
        self._expect("casualty", action, None)
        count = self.t.rules.play.casualty_draw
        if action.cards is None:
            cards = self._draw(self.casualty_deck, count)
        else:
            cards = list(action.cards)
            self._check_drawn(cards, self.casualty_deck, count, N_("the casualty deck"))
        self.draws += 1
        attacker, track = self.attack[0], self.attack[1]
        leader_index = self.placed[attacker][track]
        leader = self.t.leaders[leader_index]
        total = sum(self.t.value[card] for card in cards)
        if lines is not None:
            lines.append(
                Message(
                    N_("Casualty test for %(leader)s (rating %(rating)d): %(cards)s, total %(total)d."),
                    leader=leader.name,
                    rating=leader.rating,
                    cards=[self.t.card_labels[c] for c in cards],
                    total=total,
                )
            )
        if total > leader.rating:
            del self.placed[attacker][track]
            self.leaders[attacker].remove(leader_index)
            self.dead.append(leader_index)
            if lines is not None:
                lines.append(Message(N_("%(leader)s fell and left the game."), leader=leader.name))
        else:
            if lines is not None:
                lines.append(Message(N_("%(leader)s survived."), leader=leader.name))
        self.attack = None
        self._end_action(attacker, lines)

    def _support(self, action: Support, lines: list) -> None:
        side = self._expect("turn", action, action.side)
        card = action.card
        self._check_in_hand(side, card)
        table = self.t.support[side]
        position = self.support[side]
        if CARD_SUIT[card] not in self.t.side_suits[side]:
            raise illegal(
                N_("Support of %(side)s rises only with cards of their own suits."), side=self.t.side_names[side]
            )
        if position == len(table.values) - 1:
            raise illegal(N_("Support of %(side)s is already at the top of its track."), side=self.t.side_names[side])
        if self.t.value[card] <= table.values[position]:
            raise illegal(
                N_("The %(card)s is not higher than the current support of %(value)d."),
                card=self.t.card_labels[card],
                value=table.values[position],
            )
        if self.unknown[0] or self.unknown[1]:
            self._check_unseen(side, [card])
        self._take_from_hand(side, card)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s played the %(card)s to raise their support."),
                    side=self.t.side_names[side],
                    card=self.t.card_labels[card],
                )
            )
        self._put_played(side, card)
        self._move_support(side, 1, lines)
        self._end_action(side, lines)

    def _play_asset(self, action: PlayAsset, lines: list) -> None:
        side = self._expect("turn", action, action.side)
        asset = self.t.asset_index.get(action.asset)
        if asset is None or asset not in self.assets[side]:
            raise illegal(
                N_("%(asset)s is not an asset %(side)s hold."), asset=action.asset, side=self.t.side_names[side]
            )
        spec = self.t.assets[asset]
        if not spec.as_action:
            raise illegal(N_("%(asset)s is committed to a trick, not played as an action."), asset=spec.name)
        needs_suit = any(effect[0] == "set_trump" for effect in spec.effects)
        if needs_suit and action.suit is None:
            raise illegal(N_("Name the new trump suit."))
        if needs_suit and action.suit == self.trump:
            raise illegal(N_("%(suit)s is already trump."), suit=_suit_name(action.suit))
        if not needs_suit and action.suit is not None:
            raise illegal(N_("%(asset)s does not take a suit."), asset=spec.name)
        if not self._effects_would_change(spec.effects):
            raise illegal(N_("%(asset)s would have no effect now."), asset=spec.name)
        self.assets[side].remove(asset)
        self.assets_used.append(asset)
        if lines is not None:
            lines.append(Message(N_("%(side)s played %(asset)s."), side=self.t.side_names[side], asset=spec.name))
        self._apply_effects(spec.effects, action.suit, lines)
        self._end_action(side, lines)

    def _effects_would_change(self, effects) -> bool:
        for effect in effects:
            kind = effect[0]
            if kind == "set_trump":
                return True
            if kind == "move_front":
                _, track, toward, steps = effect
                if self._front_target(track, toward, steps) != self.fronts[track]:
                    return True
            if kind == "move_support":
                _, side, steps = effect
                if self._support_target(side, steps) != self.support[side]:
                    return True
        return False

    def _end_action(self, acted: int, lines: list) -> None:
        """Close a side's action: the round ends when a hand is empty, else the other side acts."""
        hands, unknown = self.hands, self.unknown
        if not (hands[0] or unknown[0]) or not (hands[1] or unknown[1]):
            self._end_round(lines)
        else:
            self.step = "turn"
            self.actor = 1 - acted

    # ----------------------------------------------------------------- moving markers

    def _front_target(self, track: int, toward: int, steps: int) -> int:
        last = len(self.t.tracks[track].space_ids) - 1
        position = self.fronts[track] + (-steps if toward == PARLIAMENT else steps)
        return max(0, min(last, position))

    def _move_front(self, track: int, toward: int, steps: int, lines: list) -> None:
        target = self._front_target(track, toward, steps)
        table = self.t.tracks[track]
        direction = -1 if toward == PARLIAMENT else 1
        while self.fronts[track] != target:
            self.fronts[track] += direction
            position = self.fronts[track]
            if lines is not None:
                lines.append(
                    Message(
                        N_("The front on the %(track)s track moved to %(space)s."),
                        track=table.name,
                        space=table.space_names[position],
                    )
                )
            lost = self.t.bonus_lost_at.get((track, position))
            if lost is not None:
                self._lose_bonus_card(lost, lines)
            reward = table.rewards[position]
            if reward is not None:
                self._claim(reward, lines)

    def _support_target(self, side: int, steps: int) -> int:
        table = self.t.support[side]
        if steps < 0 and not table.can_decrease:
            return self.support[side]
        return max(0, min(len(table.values) - 1, self.support[side] + steps))

    def _move_support(self, side: int, steps: int, lines: list) -> None:
        target = self._support_target(side, steps)
        table = self.t.support[side]
        while self.support[side] != target:
            rising = target > self.support[side]
            self.support[side] += 1 if rising else -1
            if lines is not None:
                lines.append(
                    Message(
                        N_("Support of %(side)s moved to %(value)d."),
                        side=self.t.side_names[side],
                        value=table.values[self.support[side]],
                    )
                )
            reward = table.rewards[self.support[side]]
            if rising and reward is not None:
                self._claim(reward, lines)

    def _claim(self, reward: tuple, lines: list) -> None:
        """Give a bonus space's reward to its side, the first time only."""
        if reward in self.claimed:
            return
        kind, item = reward
        t = self.t
        if kind == "card":
            if item in self.removed:
                return
            self.claimed.add(reward)
            side = t.bonus_side[item]
            self.bonus_board.remove(item)
            self.bonus_area[side].append(item)
            title = t.rules.cards.bonus[format_card(item)].title
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s claimed the %(card)s (%(title)s)."),
                        side=t.side_names[side],
                        card=t.card_labels[item],
                        title=Message(title, context="avcw"),
                    )
                )
        elif kind == "asset":
            self.claimed.add(reward)
            self._gain_asset(item, lines)
        else:
            self.claimed.add(reward)
            side = t.leaders[item].side
            if item not in self.leaders[side] and item not in self.dead:
                self.leaders[side].append(item)
                if lines is not None:
                    lines.append(
                        Message(
                            N_("%(side)s gained the leader %(leader)s."),
                            side=t.side_names[side],
                            leader=t.leaders[item].name,
                        )
                    )

    def _gain_asset(self, asset: int, lines: list) -> None:
        side = self.t.assets[asset].side
        if asset in self.assets[side] or asset in self.assets_used:
            return
        self.assets[side].append(asset)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s gained the asset %(asset)s."),
                    side=self.t.side_names[side],
                    asset=self.t.assets[asset].name,
                )
            )

    def _lose_bonus_card(self, card: int, lines: list) -> None:
        for pile in (self.bonus_board, self.bonus_area[0], self.bonus_area[1], self.hands[0], self.hands[1]):
            if card in pile:
                pile.remove(card)
                self.removed.append(card)
                if lines is not None:
                    lines.append(Message(N_("The %(card)s left the game."), card=self.t.card_labels[card]))
                return

    def _apply_effects(self, effects, suit: str | None, lines: list) -> None:
        for effect in effects:
            kind = effect[0]
            if kind == "move_front":
                _, track, toward, steps = effect
                if self._front_target(track, toward, steps) == self.fronts[track] and lines is not None:
                    lines.append(
                        Message(
                            N_("The front on the %(track)s track cannot move further."),
                            track=self.t.tracks[track].name,
                        )
                    )
                self._move_front(track, toward, steps, lines)
            elif kind == "move_support":
                _, side, steps = effect
                if self._support_target(side, steps) == self.support[side] and lines is not None:
                    lines.append(Message(N_("Support of %(side)s cannot move further."), side=self.t.side_names[side]))
                self._move_support(side, steps, lines)
            elif kind == "gain_asset":
                self._gain_asset(effect[1], lines)
            elif kind == "set_trump":
                self.trump = suit
                if lines is not None:
                    lines.append(Message(N_("Trump is now %(suit)s."), suit=_suit_name(suit)))

    # ----------------------------------------------------------------- end of round and game

    def fronts_in_victory(self, side: int) -> int:
        """Return how many war fronts stand in the side's victory spaces."""
        return sum(1 for track in self.t.tracks if track.victory[self.fronts[track.index]] == side)

    def meets_victory(self, side: int) -> bool:
        """Tell whether the side meets the end-of-round victory condition."""
        support = self.t.support[side]
        return support.victory[self.support[side]] and self.fronts_in_victory(side) >= self.t.rules.play.fronts_to_win

    def _end_round(self, lines: list) -> None:
        t = self.t
        self.placed = [{}, {}]
        if lines is not None:
            lines.append(Message(N_("Round %(round)d ended; the leaders came off the tracks."), round=self.round))
        winners = [side for side in (0, 1) if self.meets_victory(side)]
        if len(winners) == 1:
            side = winners[0]
            self._finish(
                "victory",
                side,
                nmessage(
                    "%(side)s won: their support and %(count)d front stands in their victory spaces.",
                    "%(side)s won: their support and %(count)d fronts stand in their victory spaces.",
                    self.fronts_in_victory(side),
                    side=t.side_names[side],
                ),
                lines,
            )
            return
        if self.round >= t.rules.rounds:
            counts = [self.fronts_in_victory(0), self.fronts_in_victory(1)]
            if counts[0] != counts[1]:
                side = 0 if counts[0] > counts[1] else 1
                self._finish(
                    "fronts",
                    side,
                    Message(
                        N_(
                            "After the last round %(side)s won with more fronts in their victory spaces "
                            "(%(count)d to %(other)d)."
                        ),
                        side=t.side_names[side],
                        count=counts[side],
                        other=counts[1 - side],
                    ),
                    lines,
                )
            elif self.last_trick is not None:
                side = self.last_trick
                self._finish(
                    "last_trick",
                    side,
                    Message(
                        N_(
                            "Fronts in victory spaces were tied at %(count)d; %(side)s won the last trick and the game."
                        ),
                        side=t.side_names[side],
                        count=counts[0],
                    ),
                    lines,
                )
            else:
                self._finish("draw", None, Message(N_("The game ended in a draw: no trick was ever played.")), lines)
            return
        if len(winners) == 2 and lines is not None:
            lines.append(Message(N_("Both sides met the victory condition, so the war goes on.")))
        self.round += 1
        if lines is not None:
            lines.append(Message(N_("Round %(round)d began."), round=self.round))
        self._rebuild_action_deck()
        self.step = "deal"
        self.actor = None
        self.events_drawn = 0
        self.influence_used = False

    def _rebuild_action_deck(self) -> None:
        for side in (0, 1):
            for card in self.hands[side]:
                if self.t.role[card] == "bonus":
                    self.bonus_area[side].append(card)
            self.hands[side] = []
        self.deck = [card for card in self.t.action_cards]
        self.deck_unknown = 0
        self.discard, self.discard_unknown = [], 0
        self.unknown = [0, 0]
        self.voids = [set(), set()]

    def _finish(self, termination: str, side: int | None, reason: Message, lines: list) -> None:
        self.result = Outcome(termination, None if side is None else SIDES[side], reason)
        self.step = "over"
        self.actor = None
        if lines is not None:
            lines.append(reason)


def _suit_name(suit: str) -> Message:
    return Message(SUIT_NAMES[suit])


_OPEN_DRAWS = {"deal": Deal(), "event": DrawEvent(), "reveal": Reveal(), "casualty": Casualty()}
AvcwState.handlers = {
    Deal: AvcwState._deal,
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
