"""Moving markers on A Very Civil Whist's tracks: war fronts, foreign support, the rewards of spaces, event effects."""

from __future__ import annotations

from engine.cards import format_card
from engine.i18n import N_, Message
from games.avcw.data import PARLIAMENT, suit_name


class TrackRules:
    """Moves of the fronts and support markers and what they win; mixed into AvcwState."""

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
                    lines.append(Message(N_("Trump is now %(suit)s."), suit=suit_name(suit)))
