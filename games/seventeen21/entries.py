"""The hidden deals of 17(21) entered from the table: each player enters on their own phone the cards they
were dealt (11.4 the unit cards, 11.8 the doctrines), and the deal is made once both hands are in.

A phone may refuse an entry only for what its seat may know (the hand's size, a card twice, a card that
does not exist or is face up elsewhere), never because the other player entered that card: a real deck
deals no card twice, so two hands sharing a card mean a mistyped entry, and both enter again.
"""

from __future__ import annotations

from engine.errors import IllegalActionError, illegal
from engine.game import SIMULTANEOUS
from engine.i18n import N_, Message, nmessage
from engine.rng import draw
from games.seventeen21 import actions as a
from games.seventeen21.schema import SEATS

DEALS = ("deal", "deal_doctrines")


class EntryRules:
    """Private entry of the hands dealt at the table; mixed into the state."""

    def hands_dealt(self) -> list[list[int]] | None:
        """Return the hands the current deal fills (unit cards or doctrines), or None when no deal is due."""
        if self.step == "deal":
            return self.hands
        if self.step == "deal_doctrines":
            return self.doctrine_hands
        return None

    def is_entering(self) -> bool:
        """Tell whether a hidden deal is being entered: one player's hand is in, the other's not yet."""
        hands = self.hands_dealt()
        return hands is not None and any(hands)

    def current_player(self) -> str:
        """While a deal is being entered, the players still to enter their hands act in secret."""
        return SIMULTANEOUS if self.is_entering() else super().current_player()

    def seats_still_entering(self) -> list[str]:
        """Return the seats whose hand of the current deal is not entered yet (both before any entry)."""
        hands = self.hands_dealt()
        return [] if hands is None else [SEATS[s] for s in (0, 1) if not hands[s]]

    def refuse_while_entering(self) -> None:
        """Refuse the app's deal once a player has entered a hand dealt at the table."""
        hands = self.hands_dealt()
        for side in (0, 1):
            if hands and hands[side]:
                raise illegal(
                    N_("%(seat)s entered the cards dealt at the table: the other player enters theirs too."),
                    seat=self.name(side),
                )

    def entered_outcome(self):
        """Return the hand still to be entered as the seed would deal it (the leak tests' example of an entry)."""
        hands = self.hands_dealt()
        side = next(s for s in (0, 1) if not hands[s])
        if self.step == "deal":
            pool = [card for card in range(self.t.units) if card not in hands[1 - side]]
            size = self.t.rules.setup.army_dealt
        else:
            pool = [card for card in self.doctrine_deck if card not in hands[1 - side]]
            size = self.t.rules.setup.doctrines_dealt
        return a.Dealt(SEATS[side], tuple(draw(self.seed, self.draws, pool, size)[:size]))

    def private_entries(self, drawn) -> list:
        """Return a deal as the players enter it at the table, each their own hand (any other draw as it is)."""
        if isinstance(drawn, (a.Deal, a.DealDoctrines)) and drawn.north is not None:
            return [a.Dealt(SEATS[0], drawn.north), a.Dealt(SEATS[1], drawn.south)]
        return [drawn]

    def enter_dealt(self, action, lines) -> None:
        """11.4 or 11.8 from the table: a player's own hand, entered on their phone."""
        side = self.seat(action.seat)
        hands = self.hands_dealt()
        if hands is None:
            raise self._does_not_fit(action)
        if hands[side]:
            raise illegal(N_("%(seat)s has already entered the cards dealt."), seat=self.name(side))
        units = self.step == "deal"
        size = self.t.rules.setup.army_dealt if units else self.t.rules.setup.doctrines_dealt
        cards = list(action.cards)
        if len(cards) != size:
            raise IllegalActionError(
                nmessage(
                    "Enter the %(count)d card you were dealt, not %(given)d.",
                    "Enter the %(count)d cards you were dealt, not %(given)d.",
                    size,
                    given=len(cards),
                )
            )
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same card was entered twice."))
        for card in cards:
            if units:
                self.check_unit_number(card)
            elif not 0 <= card < len(self.t.doctrine_cost):
                raise illegal(N_("There is no doctrine %(card)d."), card=card)
            elif card in self.doctrine_out:  # face up or out of the game (fog): everyone knows
                raise illegal(N_("%(doctrine)s is not in the doctrine deck."), doctrine=self.t.doctrine_names[card])
        self._take_hand(side, cards, units, lines)

    def _take_hand(self, side: int, cards: list[int], units: bool, lines) -> None:
        """Keep an entered hand; once both are in, make the deal, or have both enter again if they share a card."""
        hands = self.hands_dealt()
        hands[side] = cards
        if lines is not None:
            lines.append(Message(N_("%(seat)s entered the cards dealt, in secret."), seat=self.name(side)))
        if not all(hands):
            return
        if set(hands[0]) & set(hands[1]):
            hands[0], hands[1] = [], []
            if lines is not None:
                lines.append(
                    Message(N_("A card was entered on both phones: each player checks their cards and enters again."))
                )
            return
        if units:
            self.finish_unit_deal(lines)
            return
        for card in (*hands[0], *hands[1]):
            self.doctrine_deck.remove(card)
        self.finish_doctrine_deal(lines)
