"""The end of a round of A Very Civil Whist and of the game: victory spaces, the next round's deck, the result."""

from __future__ import annotations

from engine.game import Outcome
from engine.i18n import N_, Message, nmessage
from games.avcw.data import SIDES


class RoundEndRules:
    """The end of a round and of the game; mixed into AvcwState."""

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
