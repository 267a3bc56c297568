"""Civil Suits' powers: after a trick, the Champions of Intelligence, Magic and Might in turn."""

from __future__ import annotations

from engine.errors import illegal
from engine.i18n import N_, Message, one_of
from games.civil_suits.actions import (
    Magic,
    Peek,
    Trump,
)
from games.civil_suits.data import SEAT_INDEX, suit_name
from games.civil_suits.steps import POWER_INDEX, POWER_STEPS


class PowerRules:
    """The three powers a Champion may use; mixed into CivilSuitsState."""

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
        target = self._opponent(seat, action.target)
        self.claimed_peeks[seat].append(target)
        if lines is not None:
            lines.append(
                Message(
                    N_(
                        "%(seat)s says they won Intelligence in a trick and looked at the civil suit of %(target)s "
                        "(the players' word: the app did not see that trick)."
                    ),
                    seat=self.name(seat),
                    target=self.name(target),
                )
            )

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
                    suit=suit_name(action.suit),
                )
            )
        self._next_power(lines)
