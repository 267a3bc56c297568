"""Civil Suits' deal and passing: the cards dealt, each player's secret civil suit, the cards passed."""

from __future__ import annotations

from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.i18n import N_, Message, nmessage
from engine.rng import draw
from games.civil_suits.actions import (
    ChooseSuit,
    Deal,
    Dealt,
    Pass,
)

_OPEN_DEAL = Deal()


class DealingRules:
    """Dealing, choosing civil suits and passing; mixed into CivilSuitsState."""

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
        # The table chose another way to deal: the hands entered so far are set aside, once the deal is accepted
        # (a refused one leaves them as they were).
        aside = any(entry is not None for entry in self.entered)
        first_line = None if lines is None else len(lines)
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
        if aside:
            self.entered = [None, None, None, None]
            if lines is not None:
                lines.insert(first_line, Message(N_("The hands entered so far were set aside.")))
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

    def _dealt(self, action: Dealt, lines: list) -> None:
        """A player enters the hand they were dealt at the table; once all four are in, the deal is made."""
        seat = self._seat(action.seat)
        if self.step != "deal":
            raise self._does_not_fit(action)
        if self.entered[seat] is not None:
            raise illegal(N_("%(seat)s has already entered their cards."), seat=self.name(seat))
        size = self.t.dealt_sizes(self.dealer)[seat]
        cards = list(action.cards)
        if len(cards) != size:
            raise IllegalActionError(
                nmessage(
                    "%(seat)s is dealt %(count)d card, not %(given)d.",
                    "%(seat)s is dealt %(count)d cards, not %(given)d.",
                    size,
                    seat=self.name(seat),
                    given=len(cards),
                )
            )
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same card was entered twice."))
        self.entered[seat] = cards
        if lines is not None:
            lines.append(Message(N_("%(seat)s entered the cards they were dealt at the table."), seat=self.name(seat)))
        if None in self.entered:
            return
        hands, self.entered = self.entered, [None, None, None, None]
        if len({card for hand in hands for card in hand}) != 54:
            # Someone tapped a wrong card; which one, only the hands together could tell: all enter again.
            if lines is not None:
                lines.append(Message(N_("A card was entered on two phones: everyone enters their cards again.")))
            return
        self._deal(Deal(*(tuple(hand) for hand in hands)), lines)

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
