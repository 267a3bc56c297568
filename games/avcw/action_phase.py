"""A Very Civil Whist's action phase: attacks and their defence, casualty tests, raising support and assets."""

from __future__ import annotations

from engine.cards import CARD_SUIT
from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from engine.odds import draw_sum_odds
from engine.tricks import follower_wins
from games.avcw.actions import (
    Attack,
    Casualty,
    Defend,
    PlayAsset,
    Support,
)
from games.avcw.data import suit_name


class ActionRules:
    """The action phase's actions; mixed into AvcwState."""

    def active_leader(self, side: int, track: int) -> int | None:
        """Return the side's leader whose ability works when it attacks this track, if any."""
        leader = self.placed[side].get(track)
        if leader is None or track in self.placed[1 - side]:
            return None
        return leader

    def may_lead_on(self, side: int, track: int, card: int) -> tuple[bool, bool]:
        """Tell whether the card may attack the track, and whether doing so declares a void."""
        suit, track_suit = CARD_SUIT[card], self.t.tracks[track].suit
        if suit == track_suit:
            return True, False
        leader = self.active_leader(side, track)
        if leader is not None and self.t.leaders[leader].any_suit:
            return True, False
        if suit == self.trump:
            holds = self.holds_suit(side, track_suit)
            if holds is False:
                return True, False
            if holds is None:
                return True, True
        return False, False

    def _check_trick_asset(self, side: int, asset_name: str, track: int, role: str) -> int:
        asset = self.t.asset_index.get(asset_name)
        if asset is None or asset not in self.assets[side]:
            raise illegal(
                N_("%(asset)s is not an asset %(side)s hold."), asset=asset_name, side=self.t.side_names[side]
            )
        spec = self.t.assets[asset]
        if role == "attack" and not spec.on_attack:
            raise illegal(N_("%(asset)s cannot be committed when attacking."), asset=spec.name)
        if role == "reaction" and not spec.on_reaction:
            raise illegal(N_("%(asset)s cannot be committed when defending."), asset=spec.name)
        attacker = side if role == "attack" else 1 - side
        cancels = spec.cancel_leader and self.active_leader(attacker, track) is not None
        if spec.value_by_track[track] == 0 and not cancels:
            raise illegal(N_("%(asset)s would have no effect in this trick."), asset=spec.name)
        return asset

    def _attack(self, action: Attack, lines: list) -> None:
        side = self._expect("turn", action, action.side)
        track = self.t.track_index.get(action.track)
        if track is None:
            raise InvalidActionError(N_("There is no track called %(track)s."), track=action.track)
        card = action.card
        self._check_in_hand(side, card)
        allowed, declares_void = self.may_lead_on(side, track, card)
        if not allowed:
            suit = self.t.tracks[track].suit
            raise illegal(
                N_("An attack on the %(track)s track needs a %(suit)s card, or a trump when holding no %(suit)s."),
                track=self.t.tracks[track].name,
                suit=suit_name(suit),
            )
        if self.unknown[0] or self.unknown[1]:
            self._check_unseen(side, [card], self.t.tracks[track].suit if declares_void else None)
        asset = None if action.asset is None else self._check_trick_asset(side, action.asset, track, "attack")
        self._take_from_hand(side, card, self.t.tracks[track].suit if declares_void else None)
        self.attack = (side, track, card, asset)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s attacked the %(track)s track with the %(card)s."),
                    side=self.t.side_names[side],
                    track=self.t.tracks[track].name,
                    card=self.t.card_labels[card],
                )
            )
        if asset is not None:
            self._use_asset(side, asset, lines)
        self.step = "defend"
        self.actor = 1 - side

    def _use_asset(self, side: int, asset: int, lines: list) -> None:
        self.assets[side].remove(asset)
        self.assets_used.append(asset)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s committed %(asset)s."), side=self.t.side_names[side], asset=self.t.assets[asset].name
                )
            )

    def attack_values(self, defend_card: int, defend_asset: int | None) -> tuple[int, int]:
        """Return the attacking and defending values of the current attack with modifiers."""
        attacker, track, card, asset = self.attack
        t = self.t
        attack_value = t.value[card]
        leader = self.active_leader(attacker, track)
        if leader is not None and not (defend_asset is not None and t.assets[defend_asset].cancel_leader):
            attack_value += t.leaders[leader].value_by_track[track]
        if asset is not None:
            attack_value += t.assets[asset].value_by_track[track]
        defend_value = t.value[defend_card]
        if defend_asset is not None:
            defend_value += t.assets[defend_asset].value_by_track[track]
        return attack_value, defend_value

    def _defend(self, action: Defend, lines: list) -> None:
        side = self._expect("defend", action, action.side)
        attacker, track, lead, _ = self.attack
        card = action.card
        self._check_in_hand(side, card)
        declares_void = self._check_follow(side, card, CARD_SUIT[lead])
        if self.unknown[0] or self.unknown[1]:
            self._check_unseen(side, [card], CARD_SUIT[lead] if declares_void else None)
        asset = None if action.asset is None else self._check_trick_asset(side, action.asset, track, "reaction")
        self._take_from_hand(side, card, CARD_SUIT[lead] if declares_void else None)
        t = self.t
        if lines is not None:
            lines.append(
                Message(N_("%(side)s defended with the %(card)s."), side=t.side_names[side], card=t.card_labels[card])
            )
        if asset is not None:
            self._use_asset(side, asset, lines)
        attack_value, defend_value = self.attack_values(card, asset)
        defender_won = follower_wins(CARD_SUIT[lead], attack_value, CARD_SUIT[card], defend_value, self.trump)
        winner = side if defender_won else attacker
        self.last_trick = winner
        if lines is not None:
            lines.append(
                Message(
                    N_("%(attacker)s %(attack)d against %(defender)s %(defence)d: %(winner)s won the trick."),
                    attacker=t.side_names[attacker],
                    attack=attack_value,
                    defender=t.side_names[side],
                    defence=defend_value,
                    winner=t.side_names[winner],
                )
            )
        self._put_played(attacker, lead)
        self._put_played(side, card)
        if not defender_won:
            self.attack = None
            self._move_front(track, attacker, 1, lines)
            self._end_action(attacker, lines)
        elif self.placed[attacker].get(track) is not None:
            self.step = "casualty"
            self.actor = None
        else:
            self.attack = None
            self._end_action(attacker, lines)

    def casualty_odds(self):
        """Return the exact chance (a Fraction) that the leader under test falls, or None."""
        if self.step != "casualty":
            return None
        attacker, track = self.attack[0], self.attack[1]
        leader = self.t.leaders[self.placed[attacker][track]]
        values = [self.t.value[card] for card in self.casualty_deck]
        return draw_sum_odds(values, self.t.rules.play.casualty_draw, leader.rating)

    def _casualty(self, action: Casualty, lines: list) -> None:
        self._expect("casualty", action, None)
        count = self.t.rules.play.casualty_draw
        if action.cards is None:
            cards = self._draw(self.casualty_deck, count)
        else:
            cards = list(action.cards)
            self._check_drawn(cards, self.casualty_deck, count, N_("the casualty deck"))
        self.draws += 1
        attacker, track = self.attack[0], self.attack[1]
        leader_index = self.placed[attacker][track]
        leader = self.t.leaders[leader_index]
        total = sum(self.t.value[card] for card in cards)
        if lines is not None:
            lines.append(
                Message(
                    N_("Casualty test for %(leader)s (rating %(rating)d): %(cards)s, total %(total)d."),
                    leader=leader.name,
                    rating=leader.rating,
                    cards=[self.t.card_labels[c] for c in cards],
                    total=total,
                )
            )
        if total > leader.rating:
            del self.placed[attacker][track]
            self.leaders[attacker].remove(leader_index)
            self.dead.append(leader_index)
            if lines is not None:
                lines.append(Message(N_("%(leader)s fell and left the game."), leader=leader.name))
        else:
            if lines is not None:
                lines.append(Message(N_("%(leader)s survived."), leader=leader.name))
        self.attack = None
        self._end_action(attacker, lines)

    def _support(self, action: Support, lines: list) -> None:
        side = self._expect("turn", action, action.side)
        card = action.card
        self._check_in_hand(side, card)
        table = self.t.support[side]
        position = self.support[side]
        if CARD_SUIT[card] not in self.t.side_suits[side]:
            raise illegal(
                N_("Support of %(side)s rises only with cards of their own suits."), side=self.t.side_names[side]
            )
        if position == len(table.values) - 1:
            raise illegal(N_("Support of %(side)s is already at the top of its track."), side=self.t.side_names[side])
        if self.t.value[card] <= table.values[position]:
            raise illegal(
                N_("The %(card)s is not higher than the current support of %(value)d."),
                card=self.t.card_labels[card],
                value=table.values[position],
            )
        if self.unknown[0] or self.unknown[1]:
            self._check_unseen(side, [card])
        self._take_from_hand(side, card)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s played the %(card)s to raise their support."),
                    side=self.t.side_names[side],
                    card=self.t.card_labels[card],
                )
            )
        self._put_played(side, card)
        self._move_support(side, 1, lines)
        self._end_action(side, lines)

    def _play_asset(self, action: PlayAsset, lines: list) -> None:
        side = self._expect("turn", action, action.side)
        asset = self.t.asset_index.get(action.asset)
        if asset is None or asset not in self.assets[side]:
            raise illegal(
                N_("%(asset)s is not an asset %(side)s hold."), asset=action.asset, side=self.t.side_names[side]
            )
        spec = self.t.assets[asset]
        if not spec.as_action:
            raise illegal(N_("%(asset)s is committed to a trick, not played as an action."), asset=spec.name)
        needs_suit = any(effect[0] == "set_trump" for effect in spec.effects)
        if needs_suit and action.suit is None:
            raise illegal(N_("Name the new trump suit."))
        if needs_suit and action.suit == self.trump:
            raise illegal(N_("%(suit)s is already trump."), suit=suit_name(action.suit))
        if not needs_suit and action.suit is not None:
            raise illegal(N_("%(asset)s does not take a suit."), asset=spec.name)
        if not self._effects_would_change(spec.effects):
            raise illegal(N_("%(asset)s would have no effect now."), asset=spec.name)
        self.assets[side].remove(asset)
        self.assets_used.append(asset)
        if lines is not None:
            lines.append(Message(N_("%(side)s played %(asset)s."), side=self.t.side_names[side], asset=spec.name))
        self._apply_effects(spec.effects, action.suit, lines)
        self._end_action(side, lines)

    def _effects_would_change(self, effects) -> bool:
        for effect in effects:
            kind = effect[0]
            if kind == "set_trump":
                return True
            if kind == "move_front":
                _, track, toward, steps = effect
                if self._front_target(track, toward, steps) != self.fronts[track]:
                    return True
            if kind == "move_support":
                _, side, steps = effect
                if self._support_target(side, steps) != self.support[side]:
                    return True
        return False

    def _end_action(self, acted: int, lines: list) -> None:
        """Close a side's action: the round ends when a hand is empty, else the other side acts."""
        hands, unknown = self.hands, self.unknown
        if not (hands[0] or unknown[0]) or not (hands[1] or unknown[1]):
            self._end_round(lines)
        else:
            self.step = "turn"
            self.actor = 1 - acted
