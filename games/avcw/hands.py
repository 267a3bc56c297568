"""A Very Civil Whist's hands: cards the app knows, cards it has not seen, and the voids a side has shown."""

from __future__ import annotations

from collections import Counter

from engine.cards import CARD_SUIT
from engine.errors import IllegalActionError, illegal
from engine.i18n import N_
from games.avcw.data import suit_name


class HandRules:
    """What a side may play from its hand, known or unseen cards alike; mixed into AvcwState."""

    def _known_elsewhere(self, card: int) -> bool:
        """Tell whether the app knows where a card is (so it cannot be one of a hand's unseen cards)."""
        if card == self.lead_card and self.step == "follow":
            return True
        if self.attack is not None and card == self.attack[2]:
            return True
        return any(card in pile for pile in (self.hands[0], self.hands[1], self.deck, self.discard, self.table))

    def _check_in_hand(self, side: int, card: int) -> None:
        """Raise unless the side holds the card, or it may be one of the side's unseen cards."""
        if card in self.hands[side]:
            return
        if self.unknown[side] and self.t.role[card] == "action" and not self._known_elsewhere(card):
            if CARD_SUIT[card] in self.voids[side]:
                raise illegal(
                    N_("%(side)s showed earlier that they held no %(suit)s, so they cannot play the %(card)s now."),
                    side=self.t.side_names[side],
                    suit=suit_name(CARD_SUIT[card]),
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
                suit=suit_name(lead_suit),
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
