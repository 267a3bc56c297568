"""Civil Suits' hands: cards the app knows, cards it has not seen, and the suits a player has shown to lack."""

from __future__ import annotations

from collections import Counter

from engine.cards import SUITS
from engine.errors import IllegalActionError, illegal
from engine.i18n import N_
from engine.unseen import first_unfillable
from games.civil_suits.data import MINION

ALL_KINDS = frozenset((*SUITS, MINION))  # every suit and the Minions


class HandRules:
    """What a player may play from their hand, known or unseen cards alike; mixed into CivilSuitsState."""

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
