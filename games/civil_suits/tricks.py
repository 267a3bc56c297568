"""Civil Suits' tricks and bans: leading and following, Minions' bans, ties and Challengers, who takes a trick."""

from __future__ import annotations

from engine.errors import IllegalActionError, illegal
from engine.i18n import N_, Message, all_of, nmessage
from games.civil_suits.actions import (
    Challenge,
    Decline,
    Keep,
    Play,
)
from games.civil_suits.data import MINION, SEAT_INDEX, suit_name
from games.civil_suits.steps import POWER_STEPS

_CHALLENGER_TEXT = N_("Only an Ace, Jack, Queen or King can be a Challenger.")


class TrickRules:
    """Playing tricks, bans and Challengers; mixed into CivilSuitsState."""

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
                    suits=all_of(suit_name(suit) for suit in self.bans),
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
                Message(N_("%(seat)s banned %(suit)s from this trick."), seat=self.name(seat), suit=suit_name(suit))
            )
        for owner, card in self.trick:
            if self.t.suit[card] not in self.bans:
                continue
            if self.holds_other(owner, self.bans) is False:
                # A second ban may leave a player still due to replace with nothing else to play: they keep it too.
                if owner in self.to_replace:
                    self.to_replace.remove(owner)
                if lines is not None:
                    lines.append(
                        Message(
                            N_("%(seat)s keeps the %(card)s: they hold no card of another suit."),
                            seat=self.name(owner),
                            card=self.label(card),
                        )
                    )
                continue
            if owner not in self.to_replace:
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
