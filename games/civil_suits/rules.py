"""Civil Suits' rules on the engine: the game state, what is legal, and what each action does.

The state is mutable for speed: ``apply_action`` first checks the whole action against the rules
(raising IllegalActionError and changing nothing), then applies it. Cards are ints (engine.cards;
the jokers 52 and 53 are the Minions); seats are 0 to 3 clockwise (north, east, south, west)
inside, their names at the edges.

Physical play: hands dealt unseen count cards the app does not know; a card played from them is
checked against every card the app knows about and every suit the player said they lack. The
tricks themselves may go unentered: the players then enter their piles at the round's end
(``tally``), and the app scores what they entered, as their word.
"""

from __future__ import annotations

from collections import Counter

from engine.cards import SUIT_NAMES, SUITS
from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.game import CHANCE, SIMULTANEOUS, TERMINAL, Outcome
from engine.i18n import N_, Message, all_of, nmessage, one_of
from engine.rng import draw
from engine.state import RulesState
from engine.unseen import first_unfillable
from games.civil_suits import claims, moves, scoring, views
from games.civil_suits.actions import (
    AnswerPeek,
    Challenge,
    ChooseSuit,
    Deal,
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
from games.civil_suits.data import MINION, SEATS, Tables
from games.civil_suits.steps import CHANCE_STEPS, POWER_INDEX, POWER_STEPS, SIMULTANEOUS_STEPS, STEP_TEXT

SEAT_INDEX = {name: index for index, name in enumerate(SEATS)}
ALL_KINDS = frozenset((*SUITS, MINION))
ACTION_NAMES = {
    Deal: N_("dealing"),
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
_CHALLENGER_TEXT = N_("Only an Ace, Jack, Queen or King can be a Challenger.")


class CivilSuitsState(RulesState):
    """The whole state of one game of Civil Suits."""

    views = views
    action_names = ACTION_NAMES
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

    def current_player(self) -> str:
        """Return the seat to act, CHANCE, SIMULTANEOUS (secret choices, pile entries) or TERMINAL."""
        step = self.step
        if step == "over":
            return TERMINAL
        if step in CHANCE_STEPS:
            return CHANCE
        if step in SIMULTANEOUS_STEPS:
            return SIMULTANEOUS
        return SEATS[self.actor]

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

    # ----------------------------------------------------------------- chance

    def sampled_outcome(self):
        """Return the current chance node's action with its outcome drawn from the seed."""
        if self.step != "deal":
            raise illegal(N_("Nothing is to be drawn now."))
        order = draw(self.seed, self.draws, list(range(54)), 54)
        hands = [[], [], [], []]
        for index, card in enumerate(order):
            hands[(self.dealer + 1 + index) % 4].append(card)
        return Deal(*(tuple(hand) for hand in hands))

    def resolve(self, action):
        """Return the action with any chance outcome it leaves open drawn from the seed (for logging)."""
        if self.step == "deal" and type(action) is Deal and action == _OPEN_DEAL:
            return self.sampled_outcome()
        return action

    def _deal(self, action: Deal, lines: list) -> None:
        if self.step != "deal":
            raise self._does_not_fit(action)
        sizes = self.t.dealt_sizes(self.dealer)
        given = (action.north, action.east, action.south, action.west)
        if action.unseen:
            if any(hand is not None for hand in given):
                raise InvalidActionError(N_("An unseen deal cannot also list cards."))
            self.unknown = list(sizes)
        else:
            if all(hand is None for hand in given):
                action = self.sampled_outcome()
                given = (action.north, action.east, action.south, action.west)
            if any(hand is None for hand in given):
                raise illegal(N_("Enter all four hands, or none."))
            cards = [card for hand in given for card in hand]
            if len(set(cards)) != len(cards):
                raise illegal(N_("The same card was entered twice."))
            for seat in range(4):
                if len(given[seat]) != sizes[seat]:
                    raise IllegalActionError(
                        nmessage(
                            "%(seat)s is dealt %(count)d card, not %(given)d.",
                            "%(seat)s is dealt %(count)d cards, not %(given)d.",
                            sizes[seat],
                            seat=self.name(seat),
                            given=len(given[seat]),
                        )
                    )
            self.hands = [list(hand) for hand in given]
        self.dealt = list(sizes)
        self.draws += 1
        if lines is not None:
            lines.append(
                Message(
                    N_("Round %(round)d: %(seat)s dealt; %(first)s and %(second)s hold 14 cards, the others 13."),
                    round=self.round,
                    seat=self.name(self.dealer),
                    first=self.name((self.dealer + 1) % 4),
                    second=self.name((self.dealer + 2) % 4),
                )
            )
        self.step = "suit"
        self.actor = None

    # ----------------------------------------------------------------- civil suits and passing

    def _choose_suit(self, action: ChooseSuit, lines: list) -> None:
        seat = self._seat(action.seat)
        if self.step != "suit":
            raise self._does_not_fit(action)
        if self.suits[seat] is not None:
            raise illegal(N_("%(seat)s has already chosen a civil suit this round."), seat=self.name(seat))
        self.suits[seat] = action.suit
        if lines is not None:
            lines.append(Message(N_("%(seat)s chose a civil suit in secret."), seat=self.name(seat)))
        if None not in self.suits:
            self.step = "pass"
            self.passes = [None, None, None, None]
            if lines is not None:
                for giver, receiver, count in self.pass_plan():
                    lines.append(
                        nmessage(
                            "%(giver)s passes %(count)d card to %(receiver)s.",
                            "%(giver)s passes %(count)d cards to %(receiver)s.",
                            count,
                            giver=self.name(giver),
                            receiver=self.name(receiver),
                        )
                    )

    def pass_plan(self) -> tuple[tuple[int, int, int], ...]:
        """Return this round's passes as (giver, receiver, count)."""
        return self.t.pass_plan(self.round, self.dealer)

    def pass_count(self, seat: int) -> int:
        """Return how many cards a seat passes this round (0 when it passes none)."""
        return self.t.pass_counts(self.round, self.dealer)[seat]

    def _pass(self, action: Pass, lines: list) -> None:
        seat = self._seat(action.seat)
        if self.step != "pass":
            raise self._does_not_fit(action)
        count = self.pass_count(seat)
        if not count:
            raise illegal(N_("%(seat)s passes no cards this round."), seat=self.name(seat))
        if self.passes[seat] is not None:
            raise illegal(N_("%(seat)s has already passed this round."), seat=self.name(seat))
        if action.cards is None:
            if self.unknown[seat] < count:
                raise illegal(N_("The app knows this hand; enter the cards passed."))
            self.unknown[seat] -= count
            self.passes[seat] = count
        else:
            cards = list(action.cards)
            if len(cards) != count or len(set(cards)) != count:
                raise IllegalActionError(
                    nmessage(
                        "%(seat)s passes exactly %(count)d card.",
                        "%(seat)s passes exactly %(count)d different cards.",
                        count,
                        seat=self.name(seat),
                    )
                )
            self._check_cards_in_hand(seat, cards)
            for card in cards:
                self._take_from_hand(seat, card)
            self.passes[seat] = tuple(cards)
        if lines is not None:
            lines.append(Message(N_("%(seat)s chose the cards to pass."), seat=self.name(seat)))
        if all(self.passes[giver] is not None for giver, _, _ in self.pass_plan()):
            self._hand_over(lines)

    def _hand_over(self, lines: list) -> None:
        """Give every pending pass to its receiver at once, then start the round's tricks."""
        for giver, receiver, _ in self.pass_plan():
            passed = self.passes[giver]
            if isinstance(passed, int):
                self.unknown[receiver] += passed
            else:
                self.hands[receiver].extend(passed)
        self.passes = [None, None, None, None]
        if lines is not None:
            lines.append(Message(N_("The passed cards were handed over.")))
        if self.round == 1 and self.t.rules.first_trick.offer:
            self.first_trick = True
            self._start_trick(self.dealer, lines)
            self.offer = 0
            if lines is not None:
                lines.append(Message(N_("%(seat)s may lead the first trick, or decline."), seat=self.name(self.dealer)))
        else:
            self.first_trick = self.round == 1
            leader = (self.dealer + 1) % 4 if self.last_taker is None else self.last_taker
            self._start_trick(self._holder_from(leader), lines)

    # ----------------------------------------------------------------- cards in hands

    def hand_size(self, seat: int) -> int:
        """Return how many cards a seat holds, seen or not."""
        return len(self.hands[seat]) + self.unknown[seat]

    def placed_cards(self) -> set[int]:
        """Return every card whose place the app knows (not among the unseen cards of a hand)."""
        placed = set(self.carry) | set(self.set_aside)
        for seat in range(4):
            placed.update(self.hands[seat])
            placed.update(self.taken[seat])
            passed = self.passes[seat]
            if passed is not None and not isinstance(passed, int):
                placed.update(passed)
        placed.update(card for _, card in self.trick)
        return placed

    def _check_cards_in_hand(self, seat: int, cards: list[int], voids: set | None = None) -> None:
        """Raise unless the seat holds these cards (seen, or possibly among its unseen cards)."""
        hand = self.hands[seat]
        unseen = [card for card in cards if card not in hand]
        if not unseen:
            return
        placed = self.placed_cards()
        refused = self.voids[seat] | (voids or set())
        for card in unseen:
            if not self.unknown[seat] or card in placed:
                raise illegal(N_("%(seat)s does not hold the %(card)s."), seat=self.name(seat), card=self.label(card))
            if self.t.suit[card] in refused:
                raise illegal(
                    N_("%(seat)s said earlier they held no such card, so they cannot play the %(card)s now."),
                    seat=self.name(seat),
                    card=self.label(card),
                )
        if len(unseen) > self.unknown[seat]:
            raise illegal(N_("%(seat)s does not hold all of these cards."), seat=self.name(seat))
        self._check_unseen(seat, unseen, voids)

    def _check_unseen(self, seat: int, shown: list[int], voids: set | None = None) -> None:
        """Raise if showing these unseen cards (and lacking ``voids``) leaves no way to share out the rest."""
        capacity = list(self.unknown)
        capacity[seat] -= len(shown)
        refused = [set(v) for v in self.voids]
        refused[seat] |= voids or set()
        placed = self.placed_cards() | set(shown)
        pool = Counter(self.t.suit[card] for card in range(54) if card not in placed)
        stuck = first_unfillable(capacity, refused, pool)
        if stuck is not None:
            raise illegal(
                N_("That cannot be: with the cards seen so far, the unseen cards of %(seat)s could not all be dealt."),
                seat=self.name(stuck),
            )

    def unseen_fits(self, seat: int, card: int, lacking: frozenset | None = None) -> bool:
        """Tell whether the seat could show this card (and lack ``lacking``) without contradicting the cards seen."""
        try:
            self._check_unseen(seat, [] if card in self.hands[seat] else [card], lacking)
        except IllegalActionError:
            return False
        return True

    @staticmethod
    def lacking_under(banned) -> frozenset:
        """Return what a player lacks who says every card they hold is of a banned suit."""
        return ALL_KINDS - set(banned)

    def _take_from_hand(self, seat: int, card: int) -> None:
        """Remove a played card from its hand (a seen card, or one of the unseen)."""
        hand = self.hands[seat]
        if card in hand:
            hand.remove(card)
        else:
            self.unknown[seat] -= 1

    def holds_other(self, seat: int, banned) -> bool | None:
        """Tell whether a seat holds a card outside the banned suits: True, False, or None (only unseen cards could)."""
        suit = self.t.suit
        for card in self.hands[seat]:
            if suit[card] not in banned:
                return True
        if self.unknown[seat] and not ALL_KINDS - set(banned) <= self.voids[seat]:
            return None
        return False

    # ----------------------------------------------------------------- tricks

    def _holder_from(self, seat: int) -> int:
        """Return the first seat from this one clockwise that holds cards."""
        for step in range(4):
            candidate = (seat + step) % 4
            if self.hands[candidate] or self.unknown[candidate]:
                return candidate
        return seat

    def _start_trick(self, leader: int, lines: list) -> None:
        self._clear_trick()
        self.leader = leader
        self.step = "play"
        self.actor = leader
        self.to_play = self._holders_after(leader)

    def _holders_after(self, seat: int) -> list[int]:
        """Return the seats after this one, clockwise, that hold cards."""
        hands, unknown = self.hands, self.unknown
        return [s for s in ((seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4) if hands[s] or unknown[s]]

    def _play(self, action: Play, lines: list) -> None:
        seat, step = SEAT_INDEX.get(action.seat), self.step
        if seat != self.actor or (step != "play" and step != "replace"):
            seat = self._expect(("play", "replace"), action)  # raises with the reason
        card = action.card
        hand = self.hands[seat]
        if card in hand and card < 52 and not self.bans and step == "play" and action.ban is None:
            # The common case, kept cheap for random play: a suited card from a known hand, nothing banned.
            hand.remove(card)
            self.trick.append((seat, card))
            if lines is not None:
                lines.append(Message(N_("%(seat)s played the %(card)s."), seat=self.name(seat), card=self.label(card)))
            if self.offer is not None:
                self._lead_after_offer(seat)
            if self.to_play:
                self.actor = self.to_play.pop(0)
            else:
                self._next_card(lines)
            return
        self._check_play(seat, card, action.ban)
        self._take_from_hand(seat, card)
        trick = self.trick
        if step == "replace":
            index = next(i for i, (owner, old) in enumerate(trick) if owner == seat and self.t.suit[old] in self.bans)
            old = trick.pop(index)[1]
            hand.append(old)
            self.to_replace.pop(0)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(seat)s took back the %(old)s and played the %(card)s."),
                        seat=self.name(seat),
                        old=self.label(old),
                        card=self.label(card),
                    )
                )
        elif lines is not None:
            lines.append(Message(N_("%(seat)s played the %(card)s."), seat=self.name(seat), card=self.label(card)))
        trick.append((seat, card))
        if self.offer is not None:
            self._lead_after_offer(seat)
        if action.ban is not None:
            self._ban(seat, action.ban, lines)
        self._next_card(lines)

    def _check_play(self, seat: int, card: int, ban: str | None) -> None:
        """Raise unless the seat may put this card (and ban) into the trick now; record a claim it makes."""
        t = self.t
        kind = t.suit[card]
        if card not in self.hands[seat]:
            self._check_cards_in_hand(seat, [card])
        if kind == MINION:
            if self.first_trick and not t.rules.first_trick.minions:
                raise illegal(N_("No Minion may be played in the first trick of the game."))
        elif ban is not None:
            raise illegal(N_("Only the player of a Minion may ban a suit."))
        if not self.bans or kind not in self.bans:
            return
        if self.step == "replace":
            raise illegal(
                N_("The %(card)s is of a banned suit: replace it with a card of another suit, or a Minion."),
                card=self.label(card),
            )
        others = self.holds_other(seat, self.bans)
        if others:
            raise IllegalActionError(
                nmessage(
                    "%(suits)s is banned from this trick and %(seat)s holds other cards.",
                    "%(suits)s are banned from this trick and %(seat)s holds other cards.",
                    len(self.bans),
                    suits=all_of(_suit(suit) for suit in self.bans),
                    seat=self.name(seat),
                )
            )
        if others is None:
            # The player says they hold nothing else; the app holds them to it for the round.
            lacking = self.lacking_under(self.bans)
            self._check_unseen(seat, [] if card in self.hands[seat] else [card], lacking)
            self.voids[seat] |= lacking

    def _lead_after_offer(self, seat: int) -> None:
        """The first trick's lead was taken: play goes on clockwise from whoever led."""
        self.offer = None
        self.leader = seat
        self.to_play = self._holders_after(seat)

    def _ban(self, seat: int, suit: str, lines: list) -> None:
        """A Minion bans a suit: every player with a card of a banned suit in the trick must replace it if they can."""
        if suit not in self.bans:
            self.bans.append(suit)
        if lines is not None:
            lines.append(
                Message(N_("%(seat)s banned %(suit)s from this trick."), seat=self.name(seat), suit=_suit(suit))
            )
        for owner, card in self.trick:
            if self.t.suit[card] not in self.bans or owner in self.to_replace:
                continue
            if self.holds_other(owner, self.bans) is False:
                if lines is not None:
                    lines.append(
                        Message(
                            N_("%(seat)s keeps the %(card)s: they hold no card of another suit."),
                            seat=self.name(owner),
                            card=self.label(card),
                        )
                    )
                continue
            self.to_replace.append(owner)

    def _next_card(self, lines: list) -> None:
        """Ask for the next card of the trick: a replacement first, then the next player; else finish the trick."""
        if self.to_replace:
            self.step = "replace"
            self.actor = self.to_replace[0]
        elif self.to_play:
            self.step = "play"
            self.actor = self.to_play.pop(0)
        else:
            self._trick_complete(lines)

    def _decline(self, action: Decline, lines: list) -> None:
        seat = self._expect(("play", "challenge", *POWER_STEPS), action)
        step = self.step
        if step == "play":
            if self.offer is None:
                raise illegal(N_("%(seat)s must play a card."), seat=self.name(seat))
            if self.offer >= 4:
                raise illegal(N_("Everyone declined, so %(seat)s must lead the first trick."), seat=self.name(seat))
            self.offer += 1
            if lines is not None:
                lines.append(Message(N_("%(seat)s declined to lead."), seat=self.name(seat)))
            nxt = (seat + 1) % 4 if self.offer < 4 else (self.dealer + 1) % 4
            self.actor = self.leader = nxt
            self.to_play = self._holders_after(nxt)
            if self.offer >= 4 and lines is not None:
                lines.append(Message(N_("All four declined: %(seat)s must lead."), seat=self.name(nxt)))
            return
        if lines is not None:
            if step == "challenge":
                lines.append(Message(N_("%(seat)s added no Challenger."), seat=self.name(seat)))
            else:
                lines.append(
                    Message(N_("%(seat)s did not use %(power)s."), seat=self.name(seat), power=self.t.power_names[step])
                )
        if step == "challenge":
            self._next_challenger(lines)
        else:
            self._next_power(lines)

    def _keep(self, action: Keep, lines: list) -> None:
        seat = self._expect(("replace",), action)
        if self.holds_other(seat, self.bans) is not None:
            raise illegal(N_("%(seat)s holds a card of another suit and must play it instead."), seat=self.name(seat))
        lacking = self.lacking_under(self.bans)
        self._check_unseen(seat, [], lacking)
        self.voids[seat] |= lacking
        self.to_replace.pop(0)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s keeps their card: they say they hold no card of another suit."), seat=self.name(seat)
                )
            )
        self._next_card(lines)

    def _trick_complete(self, lines: list) -> None:
        """Every card is down: a tie opens the Challengers, two Champions open the attack, else the trick is taken."""
        strength = self.t.strength
        top, tied = 0, False
        for _, card in self.trick:
            value = strength[card]
            if value > top:
                top, tied = value, False
            elif value == top:
                tied = True
        if top == 14:  # a Minion: no Challengers, no attack; the newest Minion takes the trick
            self._take_trick(lines)
            return
        if tied and not self.challenged:
            self.challenged = True
            holders = [self.leader, *self._holders_after(self.leader)]
            self.challengers = [s for s in holders if self.hands[s] or self.unknown[s]]
            if lines is not None:
                lines.append(Message(N_("The highest cards tie: each player may add one Challenger.")))
            if self.challengers:
                self.step = "challenge"
                self.actor = self.challengers.pop(0)
                return
        self._attack(lines)

    def _challenge(self, action: Challenge, lines: list) -> None:
        seat = self._expect(("challenge",), action)
        card = action.card
        if not self.t.champion[card]:
            raise illegal(_CHALLENGER_TEXT)
        if card not in self.hands[seat]:
            self._check_cards_in_hand(seat, [card])
        self._take_from_hand(seat, card)
        self.trick.append((seat, card))
        if lines is not None:
            lines.append(
                Message(N_("%(seat)s added the %(card)s as a Challenger."), seat=self.name(seat), card=self.label(card))
            )
        self._next_challenger(lines)

    def _next_challenger(self, lines: list) -> None:
        if self.challengers:
            self.actor = self.challengers.pop(0)
        else:
            self._attack(lines)

    def _attack(self, lines: list) -> None:
        """Two or more Champions in a trick without a Minion may attack it: find the Champion of each power."""
        t = self.t
        champion = t.champion
        champions = [(seat, card) for seat, card in self.trick if champion[card]]
        if len(champions) < 2 or any(card >= 52 for _, card in self.trick):  # 52 and 53: the Minions
            self._take_trick(lines)
            return
        self.champions = {}
        for power in POWER_STEPS:
            index = POWER_INDEX[power]
            values = [t.powers[card][index] for _, card in champions]
            best = max(values)
            if values.count(best) == 1:
                self.champions[power] = champions[values.index(best)][0]
        self.powers_due = [(power, self.champions[power]) for power in POWER_STEPS if power in self.champions]
        if lines is not None:
            won = [
                Message(N_("%(power)s to %(seat)s"), power=t.power_names[power], seat=self.name(seat))
                for power, seat in self.powers_due
            ]
            if won:
                lines.append(Message(N_("The Champions attack the trick: %(list)s."), list=won))
            else:
                lines.append(Message(N_("The Champions attack the trick, but every power is tied.")))
        self._next_power(lines)

    def _next_power(self, lines: list) -> None:
        if self.powers_due:
            power, seat = self.powers_due.pop(0)
            self.step = power
            self.actor = seat
        else:
            self._take_trick(lines)

    def _peek(self, action: Peek, lines: list) -> None:
        if self.step == "tally":
            self._claimed_peek(action, lines)
            return
        seat = self._expect(("intel",), action)
        target = self._opponent(seat, action.target)
        self.peeks[seat].append(target)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s, Champion of Intelligence, looked at the civil suit of %(target)s."),
                    seat=self.name(seat),
                    target=self.name(target),
                )
            )
        self._next_power(lines)

    def _opponent(self, seat: int, name: str) -> int:
        target = SEAT_INDEX.get(name)
        if target is None or target == seat:
            raise illegal(N_("Name an opponent: %(seats)s."), seats=one_of(self.name(s) for s in range(4) if s != seat))
        return target

    def _claimed_peek(self, action: Peek, lines: list) -> None:
        seat = self._seat(action.seat)
        if self.tallies[seat] is not None:
            raise illegal(N_("%(seat)s has already entered their cards for this round."), seat=self.name(seat))
        claims.claim(self, seat, self._opponent(seat, action.target), lines)

    def _answer_peek(self, action: AnswerPeek, lines: list) -> None:
        if self.step != "tally":
            raise self._does_not_fit(action)
        claims.answer(self, action, lines)

    def _magic(self, action: Magic, lines: list) -> None:
        seat = self._expect(("magic",), action)
        if action.minus_one == (action.remove is not None):
            raise illegal(N_("Magic does one thing: take one demerit off, or set cards of the trick aside."))
        if action.minus_one:
            self.magic_minus[seat] += 1
            if lines is not None:
                lines.append(
                    Message(N_("%(seat)s used Magic to take one demerit off their score."), seat=self.name(seat))
                )
        else:
            remove = list(action.remove)
            in_trick = [card for _, card in self.trick]
            if not self.is_trick_followed():
                raise illegal(N_("No trick follows this one in the round, so no cards can be set aside."))
            if not remove or len(set(remove)) != len(remove) or any(card not in in_trick for card in remove):
                raise illegal(N_("Set aside one or more different cards of this trick."))
            if len(remove) >= len(in_trick):
                raise illegal(N_("At least one card must stay in the trick for its taker."))
            self.trick = [(owner, card) for owner, card in self.trick if card not in remove]
            self.set_aside = remove
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(seat)s used Magic to set aside %(cards)s for whoever takes the next trick."),
                        seat=self.name(seat),
                        cards=[self.label(card) for card in remove],
                    )
                )
        self._next_power(lines)

    def is_trick_followed(self) -> bool:
        """Tell whether another trick (perhaps a last player's own cards) follows the current one this round."""
        return any(self.hands[s] or self.unknown[s] for s in range(4))

    def _trump(self, action: Trump, lines: list) -> None:
        seat = self._expect(("might",), action)
        self.trump = action.suit
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s, Champion of Might, named %(suit)s trump for this trick."),
                    seat=self.name(seat),
                    suit=_suit(action.suit),
                )
            )
        self._next_power(lines)

    def trick_taker(self) -> int:
        """Return who takes the trick: the highest trump if any, else the highest card, the last played on a tie."""
        suit, strength, trump = self.t.suit, self.t.strength, self.trump
        best_seat, best = None, -1
        if trump is not None:
            for seat, card in self.trick:
                if suit[card] == trump and strength[card] > best:
                    best_seat, best = seat, strength[card]
            if best_seat is not None:
                return best_seat
        for seat, card in self.trick:
            if strength[card] >= best:
                best_seat, best = seat, strength[card]
        return best_seat

    def _take_trick(self, lines: list) -> None:
        taker = self.trick_taker()
        taken = self.taken[taker]
        for _, card in self.trick:
            taken.append(card)
        if self.carry:
            taken.extend(self.carry)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s took the trick: %(cards)s."),
                    seat=self.name(taker),
                    cards=[self.label(card) for _, card in self.trick] + [self.label(card) for card in self.carry],
                )
            )
        self.carry = self.set_aside
        self.last_taker = taker
        self.trick_no += 1
        self.first_trick = False
        hands, unknown = self.hands, self.unknown
        holders = [s for s in range(4) if hands[s] or unknown[s]]
        if len(holders) >= 2:
            leader = taker if hands[taker] or unknown[taker] else self._holder_from(taker)
            self._start_trick(leader, lines)
            return
        self._clear_trick()
        if holders:
            self._last_holder_takes(holders[0], lines)
        self._end_round(lines)

    def _last_holder_takes(self, seat: int, lines: list) -> None:
        """The only player with cards takes them, and any cards set aside, as the round's last trick."""
        cards = list(self.hands[seat])
        if self.unknown[seat]:
            # Every other card's place is known, so the unseen ones are exactly the cards placed nowhere.
            placed = self.placed_cards()
            cards += [card for card in range(54) if card not in placed]
        cards += self.carry
        self.taken[seat].extend(cards)
        self.hands[seat], self.unknown[seat], self.carry = [], 0, []
        self.last_taker = seat
        if lines is not None:
            lines.append(
                Message(N_("%(seat)s alone holds cards and takes them as the last trick."), seat=self.name(seat))
            )

    # ----------------------------------------------------------------- tricks not entered

    def _end_tricks(self, action: EndTricks, lines: list) -> None:
        seat = self._seat(action.seat)
        if self.step != "play" or self.trick:
            raise illegal(N_("The tricks can be left unentered only between tricks."))
        self.tracking = False
        self.unentered = claims.count_unentered(self)
        self._clear_trick()
        self.step = "tally"
        self.actor = None
        if lines is not None:
            lines.append(
                Message(
                    N_(
                        "%(seat)s: the rest of the round is played without entering tricks; "
                        "each player enters the cards they took at its end."
                    ),
                    seat=self.name(seat),
                )
            )

    def _tally(self, action: Tally, lines: list) -> None:
        seat = self._seat(action.seat)
        if self.step != "tally":
            raise self._does_not_fit(action)
        if self.tallies[seat] is not None:
            raise illegal(N_("%(seat)s has already entered their cards for this round."), seat=self.name(seat))
        cards = list(action.cards)
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same card was entered twice."))
        magic = action.magic or 0
        if not 0 <= magic <= 54:
            raise illegal(N_("Magic can have taken off between 0 and 54 demerits, not %(count)d."), count=magic)
        missing = [card for card in self.taken[seat] if card not in cards]
        if missing:
            raise illegal(
                N_("%(seat)s took %(cards)s in the tricks entered: they belong in this pile too."),
                seat=self.name(seat),
                cards=[self.label(card) for card in missing],
            )
        # Other piles still pending are secret: an entry is checked against them only once all are in,
        # and then without saying whose pile a card is in.
        taken = {card: other for other in range(4) if other != seat for card in self.taken[other]}
        for card in cards:
            if card in taken:
                raise illegal(
                    N_("The %(card)s is already in the pile of %(other)s."),
                    card=self.label(card),
                    other=self.name(taken[card]),
                )
        pending = [s for s in range(4) if self.tallies[s] is None and s != seat]
        claimed = [s for s in range(4) if self.tallies[s] is not None and self.tallies[s][2]]
        if action.last and claimed:
            raise illegal(N_("%(other)s already said they took the last trick."), other=self.name(claimed[0]))
        # Whoever took the last trick leads the next round; after the last round nobody needs to say.
        if not pending and not claimed and not action.last and self.round < self.t.rules.rounds:
            raise illegal(N_("Someone took the last trick: say who."))
        self.tallies[seat] = (tuple(cards), magic, action.last)
        if lines is not None:
            lines.append(Message(N_("%(seat)s entered the cards they took."), seat=self.name(seat)))
        if not pending:
            problems = self._tally_problems(seat, cards)
            if problems:
                # The other piles are secret: no one phone is told where they disagree; every phone is,
                # and every player enters their pile again, as they would sort it out at the table.
                self.tallies = [None, None, None, None]
                if lines is not None:
                    lines.extend(problems)
                    lines.append(Message(N_("Every player enters the cards they took again.")))
                return
            self._close_tally(lines)

    def _tally_problems(self, seat: int, cards: list[int]) -> list[Message]:
        """Return what is wrong once all four piles are in: cards in two piles, cards in none."""
        elsewhere = self._entered_elsewhere(seat)
        problems = []
        twice = [card for card in cards if card in elsewhere]
        if twice:
            problems.append(
                nmessage(
                    "The piles do not add up: the %(cards)s is in two piles.",
                    "The piles do not add up: the %(cards)s are each in two piles.",
                    len(twice),
                    cards=all_of(self.label(card) for card in twice),
                )
            )
        left = [card for card in range(54) if card not in elsewhere and card not in cards]
        if left:
            problems.append(
                Message(
                    N_("Every card must be in someone's pile; nobody has entered %(cards)s."),
                    cards=[self.label(card) for card in left],
                )
            )
        return problems

    def _entered_elsewhere(self, seat: int) -> dict[int, int]:
        """Return card -> seat for every card another seat took in entered tricks or entered in its pile."""
        found = {}
        for other in range(4):
            if other == seat:
                continue
            for card in self.taken[other]:
                found[card] = other
            if self.tallies[other] is not None:
                for card in self.tallies[other][0]:
                    found[card] = other
        return found

    def _close_tally(self, lines: list) -> None:
        for seat in range(4):
            cards, magic, last = self.tallies[seat]
            self.taken[seat] = list(cards)
            self.magic_minus[seat] += magic
            if last:
                self.last_taker = seat
        self.hands = [[], [], [], []]
        self.unknown = [0, 0, 0, 0]
        self.carry = []
        self._end_round(lines)

    # ----------------------------------------------------------------- end of round and game

    def _end_round(self, lines: list) -> None:
        result = scoring.score_round(self.t, self.suits, self.taken, self.magic_minus)
        self.scores.append(result.scores)
        self.history.append(scoring.round_record(self, result))
        if lines is not None:
            lines.extend(scoring.round_lines(self, result))
        if self.round >= self.t.rules.rounds:
            self._finish(lines)
            return
        self.round += 1
        self.dealer = (self.dealer + 1) % 4
        self._new_round()
        self.step = "deal"
        self.actor = None

    def _finish(self, lines: list) -> None:
        totals = self.totals()
        low = min(totals)
        winners = tuple(SEATS[s] for s in range(4) if totals[s] == low)
        names = [self.name(SEATS.index(seat)) for seat in winners]
        if len(winners) == 1:
            reason = Message(N_("%(seat)s won with the fewest demerits: %(total)d."), seat=names[0], total=low)
            self.result = Outcome("fewest", winners[0], reason)
        else:
            reason = Message(N_("%(seats)s share the win with %(total)d demerits each."), seats=names, total=low)
            self.result = Outcome("fewest", None, reason, winners)
        self.step = "over"
        self.actor = None
        if lines is not None:
            lines.append(reason)


def _suit(suit: str) -> Message:
    return Message(SUIT_NAMES[suit])


_OPEN_DEAL = Deal()
CivilSuitsState.handlers = {
    Deal: CivilSuitsState._deal,
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
