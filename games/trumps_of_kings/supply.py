"""Cards and gold coming in: the cut, the draws up to the hand limit, purchases and replaced losses, and
the sampled outcomes of chance actions. A mixin of the campaign state."""

from __future__ import annotations

from engine.errors import illegal
from engine.i18n import N_, Message
from engine.rng import draw
from engine.secrets import refuse_cards_not_in
from games.trumps_of_kings.actions import Buy, Cut, Draw, Recruit, Roll
from games.trumps_of_kings.data import SEATS


class SupplyRules:
    """Chance outcomes, draws, purchases and replaced losses."""

    # ----------------------------------------------------------------- chance

    def sampled_outcome(self):
        """Return the current chance node's action with its outcome drawn from the seed."""
        if self.step == "cut":
            return Cut(SEATS[draw(self.seed, self.draws, list(self.playing), 1)[0]])
        if self.step == "draw":
            k = self.to_draw[0]
            pool, _ = self._draw_pool(self.draw_count(k))
            return Draw(
                SEATS[k],
                tuple(draw(self.seed, self.draws, pool, min(self.draw_count(k), len(pool)))[: self.draw_count(k)]),
            )
        if self.step == "discovery":
            return Roll(draw(self.seed, self.draws, list(range(1, self.t.rules.discoveries.die + 1)), 1)[0])
        raise illegal(N_("Nothing is to be drawn now."))

    def resolve(self, action):
        """Return the action with any chance outcome it leaves open drawn from the seed (for logging)."""
        kind = type(action)
        if kind is Cut and action.first is None and self.step == "cut":
            return self.sampled_outcome()
        if kind is Draw and action.cards is None and not action.unseen and self.step == "draw":
            return self.sampled_outcome()
        if kind is Roll and action.value is None and self.step == "discovery":
            return self.sampled_outcome()
        buyer = self.turn_kingdom()
        if kind is Buy and action.card is None and not action.unseen and buyer is not None and self.can_buy(buyer):
            pool, _ = self._draw_pool(1)
            return Buy(action.seat, draw(self.seed, self.draws, pool, 1)[0])
        return action

    def draw_count(self, k: int) -> int:
        """Return how many cards a kingdom draws now: up to its hand limit, as far as the cards go."""
        return max(0, min(self.hand_limit(k) - self.hand_size(k), self.stock() + len(self.discard)))

    def _check_mode(self, unseen: bool) -> None:
        """Refuse mixing entered and unseen hands: a kingdom holding unseen cards could play any card nobody has
        placed, so knowing that a card it names is in an entered hand would tell it that hand."""
        if unseen and any(self.hands):
            raise illegal(N_("The hands at this table are entered: let the app draw, or enter the cards drawn."))
        if not unseen and any(self.unknown):
            raise illegal(N_("The hands at this table are not entered: draw from the deck without entering the cards."))

    def stock(self) -> int:
        """Return how many cards the physical draw pile holds: the unplaced cards less those held unseen."""
        return len(self.deck) - sum(self.unknown)

    def _draw_pool(self, count: int) -> tuple[list[int], bool]:
        """Return the cards a draw of ``count`` comes from, and whether the discards are shuffled in first."""
        if self.stock() >= count:
            return self.deck, False
        return self.deck + self.discard, True

    def _take(self, k: int, cards, reshuffle: bool, unseen: int = 0) -> None:
        """Give a kingdom cards from the deck (the discards shuffled in first if need be), or ``unseen`` ones."""
        if reshuffle:
            self.deck.extend(self.discard)
            self.discard.clear()
        for card in cards:
            self.deck.remove(card)
        self.hands[k].extend(cards)
        self.unknown[k] += unseen

    def _check_drawn(self, cards, count: int) -> bool:
        """Check entered cards against the pile they come from; return whether the discards are shuffled in."""
        pool, reshuffle = self._draw_pool(count)
        if len(cards) != count:
            raise illegal(N_("This draw takes %(count)d cards; %(given)d were entered."), count=count, given=len(cards))
        if any(card >= 52 for card in cards):
            raise illegal(N_("Jokers are not used in this game."))
        # Another kingdom's hand is hidden: whether a card is in it or in the deck is told to nobody else.
        refuse_cards_not_in(self, cards, pool, N_("the deck"))
        return reshuffle

    def is_place_known(self, card: int, seat: str | None) -> bool:
        """Tell whether a seat may know where a card is: in its own hand, or anywhere but the deck or a hand."""
        own = SEATS.index(seat) if seat in SEATS else None
        if own is not None and card in self.hands[own]:
            return True
        return card not in self.deck and not any(card in hand for hand in self.hands)

    def _cut(self, action: Cut, lines) -> None:
        if self.step != "cut":
            raise self._does_not_fit(action)
        first = draw(self.seed, self.draws, list(self.playing), 1)[0] if action.first is None else None
        if first is None:
            first = self._kingdom(action.first)
        self.draws += 1
        at = self.playing.index(first)
        self.order = [*self.playing[at:], *self.playing[:at]]
        if lines is not None:
            lines.append(Message(N_("%(kingdom)s goes first."), kingdom=self.name(first)))
        self._start_turn(lines)

    def _draw(self, action: Draw, lines) -> None:
        if self.step != "draw":
            raise self._does_not_fit(action)
        k = self.to_draw[0] if action.seat is None else self._kingdom(action.seat)
        if k != self.to_draw[0]:
            raise illegal(N_("%(kingdom)s draws now."), kingdom=self.name(self.to_draw[0]))
        count = self.draw_count(k)
        self._check_mode(action.unseen)
        if action.unseen:
            if action.cards:
                raise illegal(N_("Cards drawn unseen are not entered."))
            cards, reshuffle = [], self.stock() < count
        elif action.cards is None:
            pool, reshuffle = self._draw_pool(count)
            cards = draw(self.seed, self.draws, pool, count)[:count]
        else:
            cards = list(action.cards)
            reshuffle = self._check_drawn(cards, count)
        self.draws += 1
        self._take(k, cards, reshuffle, count if action.unseen else 0)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(kingdom)s draws up to its hand limit of %(limit)d."),
                    kingdom=self.name(k),
                    limit=self.hand_limit(k),
                )
            )
        self.to_draw.pop(0)
        self._next_drawer(lines)

    def _next_drawer(self, lines=None) -> None:
        while self.to_draw and self.draw_count(self.to_draw[0]) == 0:
            self.to_draw.pop(0)
        if not self.to_draw:
            self.step = "nominate"
            self.actor = None
            self.advance(None, lines)

    def _buy(self, action: Buy, lines) -> None:
        k = self._buyer(action)
        if not self.can_buy(k):
            raise illegal(
                N_("%(kingdom)s cannot buy a card now: it needs %(price)d gold and room under its hand limit."),
                kingdom=self.name(k),
                price=self.t.rules.economy.card_price,
            )
        self._check_mode(action.unseen)
        if action.unseen:
            if action.card is not None:
                raise illegal(N_("Cards drawn unseen are not entered."))
            cards, reshuffle = [], self.stock() < 1
        elif action.card is None:
            pool, reshuffle = self._draw_pool(1)
            cards = draw(self.seed, self.draws, pool, 1)[:1]
        else:
            cards = [action.card]
            reshuffle = self._check_drawn(cards, 1)
        self.draws += 1
        self.gold[k] -= self.t.rules.economy.card_price
        self._take(k, cards, reshuffle, 1 if action.unseen else 0)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(kingdom)s buys a card for %(price)d gold."),
                    kingdom=self.name(k),
                    price=self.t.rules.economy.card_price,
                )
            )

    def _buyer(self, action: Buy) -> int:
        """Return the kingdom buying: the one whose turn for an action it is, before or after its proposal."""
        if self.step in ("offer", "struggle"):
            k = self._kingdom(action.seat)
            if k != self.turn_kingdom():
                raise self._does_not_fit(action)
            return k
        return self._expect(("nominate", "voyage"), action)

    def _recruit(self, action: Recruit, lines) -> None:
        k = self._expect(("nominate",), action)
        a = self._army(action.army, k)
        economy = self.t.rules.economy
        if self.gold[k] < economy.step_price:
            raise illegal(
                N_("%(kingdom)s needs %(price)d gold to replace losses."),
                kingdom=self.name(k),
                price=economy.step_price,
            )
        if self.army_size[a] + self.t.rules.armies.step > economy.replace_up_to:
            raise illegal(N_("Gold replaces losses only up to %(size)d elements."), size=economy.replace_up_to)
        self.gold[k] -= economy.step_price
        self.army_size[a] += self.t.rules.armies.step
        if lines is not None:
            lines.append(
                Message(
                    N_("%(kingdom)s pays %(price)d gold: %(commander)s's army has %(size)d elements."),
                    kingdom=self.name(k),
                    price=economy.step_price,
                    commander=self.commander(a),
                    size=self.army_size[a],
                )
            )
