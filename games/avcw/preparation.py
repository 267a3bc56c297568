"""A Very Civil Whist's preparation phase: the deal, the events, foreign influence and the choice of trump."""

from __future__ import annotations

from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.i18n import N_, Message, nmessage
from engine.secrets import refuse_cards_not_in
from games.avcw.actions import (
    ChooseTrump,
    Deal,
    Dealt,
    DrawEvent,
    Influence,
)
from games.avcw.data import SIDE_INDEX, suit_name


class PreparationRules:
    """The preparation phase's actions; mixed into AvcwState."""

    def _deal(self, action: Deal, lines: list) -> None:
        self._expect("deal", action, None)
        size = self.t.rules.play.hand_size
        # The table chose another way to deal: the hands entered so far are set aside, once the deal is accepted
        # (a refused one leaves them as they were).
        aside = any(entry is not None for entry in self.entered)
        first_line = None if lines is None else len(lines)
        if action.unseen:
            if action.parliament or action.royalists:
                raise InvalidActionError(N_("An unseen deal cannot also list cards."))
            self.deck, self.deck_unknown = [], len(self.deck) - 2 * size
            self.unknown = [size, size]
            if lines is not None:
                lines.append(
                    nmessage(
                        "The players dealt %(count)d action card to each side.",
                        "The players dealt %(count)d action cards to each side.",
                        size,
                    )
                )
        else:
            if action.parliament is None and action.royalists is None:
                drawn = self._draw(self.deck, 2 * size)
                hands = [drawn[:size], drawn[size:]]
            else:
                hands = [list(action.parliament or ()), list(action.royalists or ())]
                # TRANSLATORS: fills %(source)s in "The %(card)s is not in %(source)s."
                self._check_drawn(hands[0] + hands[1], self.deck, 2 * size, N_("the action deck"))
                for side in (0, 1):
                    if len(hands[side]) != size:
                        raise IllegalActionError(
                            nmessage("Each side is dealt %(count)d card.", "Each side is dealt %(count)d cards.", size)
                        )
            dealt = set(hands[0]) | set(hands[1])
            self.deck = [card for card in self.deck if card not in dealt]
            self.hands = hands
            if lines is not None:
                lines.append(Message(N_("Action cards were shuffled and dealt: %(count)d to each side."), count=size))
        if aside:
            self.entered = [None, None]
            if lines is not None:
                lines.insert(first_line, Message(N_("The hands entered so far were set aside.")))
        self.draws += 1
        self.step = "event" if self.t.rules.play.events_per_round else "trump"
        if self.step == "trump":
            self.actor = self.foreign_leader()

    def _dealt(self, action: Dealt, lines: list) -> None:
        """A side enters the hand it was dealt at the table; once both are in, the deal is made with them."""
        if self.step != "deal":
            raise self._does_not_fit(action)
        side = self._side_named(action.side)
        if self.entered[side] is not None:
            raise illegal(N_("%(side)s have already entered their cards."), side=self.t.side_names[side])
        size = self.t.rules.play.hand_size
        cards = list(action.cards)
        if len(cards) != size:
            raise IllegalActionError(
                nmessage("Each side is dealt %(count)d card.", "Each side is dealt %(count)d cards.", size)
            )
        # The whole action deck is the source: a refusal says nothing about the other side's entry.
        self._check_drawn(cards, self.deck, size, N_("the action deck"))
        self.entered[side] = cards
        if lines is not None:
            lines.append(
                Message(N_("%(side)s entered the cards they were dealt at the table."), side=self.t.side_names[side])
            )
        if None in self.entered:
            return
        hands, self.entered = self.entered, [None, None]
        if set(hands[0]) & set(hands[1]):
            # Someone tapped a wrong card; which one, only the two hands together could tell: both enter again.
            if lines is not None:
                lines.append(Message(N_("A card was entered on both phones: both sides enter their cards again.")))
            return
        self._deal(Deal(parliament=tuple(hands[0]), royalists=tuple(hands[1])), lines)

    def _side_named(self, name: str) -> int:
        """Return the index of the side called ``name``, or refuse a name no side has."""
        side = SIDE_INDEX.get(name)
        if side is None:
            raise InvalidActionError(N_("There is no side called %(side)s."), side=name)
        return side

    def _check_drawn(self, cards: list, source: list, count: int, source_name: str) -> None:
        """Raise unless ``cards`` are ``count`` distinct cards all in ``source``."""
        if len(cards) != count:
            raise IllegalActionError(
                nmessage(
                    "Exactly %(count)d card must be drawn here.", "Exactly %(count)d cards must be drawn here.", count
                )
            )
        if len(set(cards)) != len(cards):
            raise illegal(N_("The same card was entered twice."))
        refuse_cards_not_in(self, cards, source, source_name)

    def _draw_event(self, action: DrawEvent, lines: list) -> None:
        self._expect("event", action, None)
        if action.card is None:
            card = self._draw(self.event_deck, 1)[0]
        else:
            card = action.card
            self._check_drawn([card], self.event_deck, 1, N_("the event deck"))
        self.event_deck.remove(card)
        self.draws += 1
        event = self.t.events[card]
        if lines is not None:
            lines.append(Message(N_("Event: %(title)s (%(card)s)."), title=event.title, card=self.t.card_labels[card]))
        if self.options["foreign_influence"] and not self.influence_used:
            self.pending_event = card
            self.step = "influence"
            self.actor = self.foreign_leader()
            return
        self._resolve_event(card, lines)

    def _influence(self, action: Influence, lines: list) -> None:
        side = self._expect("influence", action, action.side)
        card = self.pending_event
        self.pending_event = None
        if action.cancel:
            self.influence_used = True
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(side)s used their foreign influence to cancel the event."), side=self.t.side_names[side]
                    )
                )
            self._move_front(self.t.trump_track, 1 - side, 1, lines)
            self.events_out.append(card)
            self._after_event()
        else:
            self._resolve_event(card, lines)

    def _resolve_event(self, card: int, lines: list) -> None:
        self._apply_effects(self.t.events[card].effects, None, lines)
        self.events_out.append(card)
        self._after_event()

    def _after_event(self) -> None:
        self.events_drawn += 1
        if self.events_drawn < self.t.rules.play.events_per_round:
            self.step = "event"
        else:
            self.step = "trump"
            self.actor = self.foreign_leader()

    def _choose_trump(self, action: ChooseTrump, lines: list) -> None:
        side = self._expect("trump", action, action.side)
        if action.suit not in self.t.rules.trump_suits:
            raise illegal(N_("%(suit)s is not on the trump track."), suit=action.suit)
        self.trump = action.suit
        if lines is not None:
            lines.append(
                Message(
                    N_("%(side)s chose %(suit)s as trump."), side=self.t.side_names[side], suit=suit_name(action.suit)
                )
            )
        self.planning_first = side
        self.trick_no = 0
        self._next_planning_trick()
