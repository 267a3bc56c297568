"""The end of a round of Civil Suits: piles entered after tricks played unentered, the round scored, the result."""

from __future__ import annotations

from engine.errors import illegal
from engine.game import Outcome
from engine.i18n import N_, Message
from games.civil_suits import scoring
from games.civil_suits.actions import (
    EndTricks,
    Tally,
)
from games.civil_suits.data import SEATS


class RoundEndRules:
    """Tricks not entered, tallies, scoring and the game's end; mixed into CivilSuitsState."""

    def _end_tricks(self, action: EndTricks, lines: list) -> None:
        seat = self._seat(action.seat)
        if self.step != "play" or self.trick:
            raise illegal(N_("The tricks can be left unentered only between tricks."))
        self.tracking = False
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
        elsewhere = self._entered_elsewhere(seat)
        for card in cards:
            if card in elsewhere:
                raise illegal(
                    N_("The %(card)s is already in the pile of %(other)s."),
                    card=self.label(card),
                    other=self.name(elsewhere[card]),
                )
        pending = [s for s in range(4) if self.tallies[s] is None and s != seat]
        claimed = [s for s in range(4) if self.tallies[s] is not None and self.tallies[s][2]]
        if action.last and claimed:
            raise illegal(N_("%(other)s already said they took the last trick."), other=self.name(claimed[0]))
        if not pending:
            left = [card for card in range(54) if card not in elsewhere and card not in cards]
            if left:
                raise illegal(
                    N_("Every card must be in someone's pile; nobody has entered %(cards)s."),
                    cards=[self.label(card) for card in left],
                )
            # Whoever took the last trick leads the next round; after the last round nobody needs to say.
            if not claimed and not action.last and self.round < self.t.rules.rounds:
                raise illegal(N_("Someone took the last trick: say who."))
        self.tallies[seat] = (tuple(cards), magic, action.last)
        if lines is not None:
            lines.append(Message(N_("%(seat)s entered the cards they took."), seat=self.name(seat)))
        if not pending:
            self._close_tally(lines)

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
