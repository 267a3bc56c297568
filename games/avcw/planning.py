"""A Very Civil Whist's planning tricks: two cards revealed, a trick to pick one, the leaders placed face down."""

from __future__ import annotations

from engine.cards import CARD_SUIT
from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.i18n import N_, Message, nmessage
from engine.tricks import follower_wins
from games.avcw.actions import (
    Follow,
    Lead,
    Pick,
    PlaceLeaders,
    Reveal,
)
from games.avcw.data import SIDE_INDEX


class PlanningRules:
    """The planning tricks and the placing of leaders; mixed into AvcwState."""

    def _next_planning_trick(self) -> None:
        if self.trick_no < self.t.rules.play.planning_tricks:
            self.step = "reveal"
        else:
            self.step = "place"
            self.pending = [None if self.leaders[side] else {} for side in (0, 1)]
            if self.pending[0] is not None and self.pending[1] is not None:
                self._reveal_leaders([])

    def _reveal(self, action: Reveal, lines: list) -> None:
        self._expect("reveal", action, None)
        number = self.trick_no + 1
        if action.unseen:
            if action.cards:
                raise InvalidActionError(N_("Unseen cards cannot also be listed."))
            if self.deck_unknown + len(self.deck) < 2:
                raise illegal(N_("The action deck has fewer than two cards."))
            # Unseen cards may be any of the deck's cards, so the app stops tracking which remain.
            self.deck_unknown += len(self.deck) - 2
            self.deck = []
            self.table, self.table_unknown = [], 2
            if lines is not None:
                lines.append(
                    Message(N_("Planning trick %(number)d: two action cards were turned face up."), number=number)
                )
        else:
            if action.cards is None:
                if self.deck_unknown:
                    raise illegal(
                        N_("The action deck is on the table: enter the two cards turned up, or mark them unseen.")
                    )
                cards = self._draw(self.deck, 2)
            else:
                cards = list(action.cards)
                pool = (
                    self.deck
                    if not self.deck_unknown
                    else [c for c in self.t.action_cards if c in self.deck or not self._known_elsewhere(c)]
                )
                self._check_drawn(cards, pool, 2, N_("the action deck"))
                if self.deck_unknown:
                    self._check_unseen(None, cards)
            for card in cards:
                if card in self.deck:
                    self.deck.remove(card)
                else:
                    self.deck_unknown -= 1
            self.table, self.table_unknown = cards, 0
            if lines is not None:
                lines.append(
                    Message(
                        N_("Planning trick %(number)d: the %(first)s and the %(second)s were turned face up."),
                        number=number,
                        first=self.t.card_labels[cards[0]],
                        second=self.t.card_labels[cards[1]],
                    )
                )
        self.draws += 1
        self.step = "lead"
        self.actor = self.planning_first if self.trick_no % 2 == 0 else 1 - self.planning_first

    def _lead(self, action: Lead, lines: list) -> None:
        side = self._expect("lead", action, action.side)
        if action.card is None:
            if not self.unknown[side]:
                raise illegal(N_("The app knows this hand; enter the card played."))
            self.unknown[side] -= 1
            if lines is not None:
                lines.append(Message(N_("%(side)s led a card."), side=self.t.side_names[side]))
        else:
            self._check_in_hand(side, action.card)
            if self.unknown[0] or self.unknown[1]:
                self._check_unseen(side, [action.card])
            self._take_from_hand(side, action.card)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s led the %(card)s."),
                        side=self.t.side_names[side],
                        card=self.t.card_labels[action.card],
                    )
                )
        self.lead_card = action.card
        self.step = "follow"
        self.actor = 1 - side

    def _follow(self, action: Follow, lines: list) -> None:
        side = self._expect("follow", action, action.side)
        leader, card, lead = 1 - side, action.card, self.lead_card
        declares_void = False
        if card is None:
            if not self.unknown[side]:
                raise illegal(N_("The app knows this hand; enter the card played."))
        else:
            self._check_in_hand(side, card)
            if lead is not None:
                declares_void = self._check_follow(side, card, CARD_SUIT[lead])
            if self.unknown[0] or self.unknown[1]:
                self._check_unseen(side, [card], CARD_SUIT[lead] if declares_void else None)
        if card is None or lead is None:
            if action.winner not in SIDE_INDEX:
                raise illegal(N_("A card of this trick was not entered, so say which side won it."))
            winner = SIDE_INDEX[action.winner]
        else:
            v = self.t.value
            winner = side if follower_wins(CARD_SUIT[lead], v[lead], CARD_SUIT[card], v[card], self.trump) else leader
            if action.winner is not None and SIDE_INDEX.get(action.winner) != winner:
                raise illegal(N_("By the cards entered, %(side)s won this trick."), side=self.t.side_names[winner])
        if card is None:
            self.unknown[side] -= 1
            if lines is not None:
                lines.append(Message(N_("%(side)s played a card."), side=self.t.side_names[side]))
        else:
            self._take_from_hand(side, card, CARD_SUIT[lead] if declares_void else None)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s played the %(card)s."), side=self.t.side_names[side], card=self.t.card_labels[card]
                    )
                )
        self._put_played(leader, lead)
        self._put_played(side, card)
        self.last_trick = winner
        if lines is not None:
            lines.append(Message(N_("%(side)s won the planning trick."), side=self.t.side_names[winner]))
        self.step = "pick"
        self.actor = winner

    def _pick(self, action: Pick, lines: list) -> None:
        side = self._expect("pick", action, action.side)
        if self.table_unknown:
            if action.card is not None:
                raise illegal(N_("The revealed cards were not entered, so the pick cannot name one."))
            self.unknown[0] += 1
            self.unknown[1] += 1
            self.voids = [set(), set()]
            if lines is not None:
                lines.append(Message(N_("%(side)s took one of the revealed cards."), side=self.t.side_names[side]))
        else:
            if action.card not in self.table:
                raise illegal(N_("Pick one of the two revealed cards."))
            other = self.table[1] if self.table[0] == action.card else self.table[0]
            self.hands[side].append(action.card)
            self.hands[1 - side].append(other)
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s took the %(card)s; %(other_side)s took the %(other)s."),
                        side=self.t.side_names[side],
                        card=self.t.card_labels[action.card],
                        other_side=self.t.side_names[1 - side],
                        other=self.t.card_labels[other],
                    )
                )
        self.table, self.table_unknown = [], 0
        self.trick_no += 1
        self._next_planning_trick()

    def _place_leaders(self, action: PlaceLeaders, lines: list) -> None:
        side = self._expect("place", action, action.side)
        placement = {}
        for track_name, leader_name in action.leaders:
            track = self.t.track_index.get(track_name)
            leader = self.t.leader_index.get(leader_name)
            if track is None or track not in self.t.leader_tracks:
                raise illegal(
                    N_("Leaders go beside the Hearts, Spades and Diamonds tracks only, not %(track)s."),
                    track=track_name if track is None else self.t.tracks[track].name,
                )
            if leader is None or leader not in self.leaders[side]:
                raise illegal(
                    N_("%(leader)s is not an available leader of %(side)s."),
                    leader=leader_name if leader is None else self.t.leaders[leader].name,
                    side=self.t.side_names[side],
                )
            placement[track] = leader
        if len(set(placement.values())) != len(placement):
            raise illegal(N_("A leader can stand beside one track only."))
        needed = min(len(self.leaders[side]), len(self.t.leader_tracks))
        if len(placement) != needed:
            raise IllegalActionError(
                nmessage(
                    "%(side)s must place %(count)d leader, one per track.",
                    "%(side)s must place %(count)d leaders, one per track.",
                    needed,
                    side=self.t.side_names[side],
                )
            )
        self.pending[side] = placement
        if lines is not None:
            lines.append(Message(N_("%(side)s placed their leaders face down."), side=self.t.side_names[side]))
        if self.pending[0] is not None and self.pending[1] is not None:
            self._reveal_leaders(lines)

    def _reveal_leaders(self, lines: list) -> None:
        self.placed = [self.pending[0], self.pending[1]]
        self.pending = [None, None]
        for side in (0, 1):
            if self.placed[side] and lines is not None:
                listing = [
                    Message(
                        N_("%(leader)s (%(track)s)"),
                        leader=self.t.leaders[leader].name,
                        track=self.t.tracks[track].name,
                    )
                    for track, leader in sorted(self.placed[side].items())
                ]
                lines.append(
                    Message(
                        N_("%(side)s revealed their leaders: %(list)s."), side=self.t.side_names[side], list=listing
                    )
                )
        for side in (0, 1):
            if self.bonus_area[side]:
                cards = self.bonus_area[side]
                self.hands[side].extend(cards)
                if lines is not None:
                    lines.append(
                        Message(
                            N_("%(side)s took their bonus cards into hand: %(cards)s."),
                            side=self.t.side_names[side],
                            cards=[self.t.card_labels[c] for c in cards],
                        )
                    )
                self.bonus_area[side] = []
        self.step = "turn"
        self.actor = self.foreign_leader()
        if lines is not None:
            lines.append(Message(N_("The action phase began; %(side)s act first."), side=self.t.side_names[self.actor]))
