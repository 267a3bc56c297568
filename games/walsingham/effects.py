"""What a claimed Reward card does: Secret draws, Peeks at Loyalty cards, Snoops at Secret cards and the
Triple Agent. A mixin of WalsinghamState (rules.py).

A Peek or Snoop is three actions: the peeker names the target (public), the target's cards are
shuffled face down (chance; nobody sees the order), and the peeker picks a position and alone sees
the card there. The target learns only that they were peeked, as everyone does from the log.
"""

from __future__ import annotations

from collections import Counter

from engine.errors import InvalidActionError, illegal
from engine.i18n import N_, Message
from engine.rng import draw
from games.walsingham.data import SPY, TRIPLE_AGENT

LOYALTY, SECRETS = "loyalty", "secrets"


class EffectRules:
    """The handlers of the rewards' instructions (mixed into WalsinghamState)."""

    def start_effect(self, seat: int, effect: str, lines: list) -> None:
        """Carry out a claimed card's instruction, or go on to the next claim when it has none."""
        if effect == "secret":
            if self.secret_pool or self.secret_bottom:
                self.step = "draw_secrets"
                self.actor = seat
                return
            if lines is not None:
                lines.append(Message(N_("The Secret deck is empty: no Secret card to draw.")))
        elif effect == "peek":
            self.pile = LOYALTY
            self.step = "peek"
            self.actor = seat
            return
        elif effect == "snoop":
            if any(self.secrets[other] for other in range(self.players) if other != seat):
                self.pile = SECRETS
                self.step = "peek"
                self.actor = seat
                return
            if lines is not None:
                lines.append(Message(N_("Nobody else holds a Secret card: there is nothing to snoop on.")))
        elif effect == TRIPLE_AGENT:
            self.loyalty[seat].append(TRIPLE_AGENT)
            self.triple_agent_taken = seat
            self.step = "discard"
            self.actor = seat
            if lines is not None:
                lines.append(
                    Message(
                        N_("%(seat)s takes the Triple Agent card and must return one Loyalty card to the box."),
                        seat=self.name(seat),
                    )
                )
            return
        self.next_claim(lines)

    # ----------------------------------------------------------------- Secret cards

    def _draw_secrets(self, action, lines: list) -> None:
        if self.step != "draw_secrets":
            raise self._does_not_fit(action)
        self._check_secret_draws("table" if action.unseen else "app")
        if action.unseen:
            self._draw_at_table(action, lines)
            return
        if action.cards is None:
            cards = self._sampled_secrets()
        else:
            cards = self._numbers(action.cards, self.t.secret_index, N_("There is no Secret card %(name)s."))
            from_pool = min(3, len(self.secret_pool))
            expected = from_pool + min(3 - from_pool, len(self.secret_bottom))
            if (
                len(cards) != expected
                or len(set(cards)) != expected
                or any(card not in self.secret_pool for card in cards[:from_pool])
                or cards[from_pool:] != self.secret_bottom[: expected - from_pool]
            ):
                raise illegal(N_("Draw the top three Secret cards of the deck (fewer only when it runs short)."))
        self.secret_draws = "app"
        for card in cards:
            if card in self.secret_pool:
                self.secret_pool.remove(card)
            else:
                self.secret_bottom.remove(card)
        self.drawn = list(cards)
        self.draws += 1
        if lines is not None:
            lines.append(Message(N_("%(seat)s draws Secret cards in secret."), seat=self.name(self.actor)))
        self.step = "keep_secret"

    def _keep_secret(self, action, lines: list) -> None:
        seat = self._expect("keep_secret", action)
        card = self.t.secret_index.get(action.secret)
        if card is None or card not in self.drawn:
            raise illegal(N_("Keep one of the Secret cards you drew."))
        self.secrets[seat].append(card)
        self.drawn.remove(card)
        self.secret_bottom.extend(self.drawn)
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s keeps one Secret card and puts %(count)d under the deck."),
                    seat=self.name(seat),
                    count=len(self.drawn),
                )
            )
        self.drawn = []
        self.next_claim(lines)

    # ----------------------------------------------------------------- Peek and Snoop

    def can_target(self, seat: int, target: int) -> bool:
        """Tell whether a seat may peek (or snoop) at a target now."""
        return target != seat and (self.pile == LOYALTY or bool(self.secrets[target]))

    def _peek(self, action, lines: list) -> None:
        seat = self._expect("peek", action)
        target = self.seat_of(action.target)
        if target == seat:
            raise illegal(N_("Choose another player to peek at."))
        if not self.can_target(seat, target):
            raise illegal(N_("%(seat)s holds no Secret card to snoop on."), rule="effect-snoop", seat=self.name(target))
        self.target = target
        self.step = "shuffle"
        if lines is not None:
            text = (
                N_("%(seat)s peeks at the Loyalty cards of %(target)s.")
                if self.pile == LOYALTY
                else N_("%(seat)s snoops on the Secret cards of %(target)s.")
            )
            lines.append(Message(text, seat=self.name(seat), target=self.name(target)))

    def _peeked_pile(self) -> list:
        return list(self.loyalty[self.target] if self.pile == LOYALTY else self.secrets[self.target])

    def _pile_name(self, card) -> str:
        return card if self.pile == LOYALTY else self.t.secret_ids[card]

    def _shuffle(self, action, lines: list) -> None:
        if self.step != "shuffle":
            raise self._does_not_fit(action)
        pile = self._peeked_pile()
        if action.unseen:
            if action.order is not None:
                raise illegal(N_("Cards shuffled at the table lie in an order nobody knows: enter no order."))
            order = [None] * len(pile)  # face down at the table: the peeker enters what they see there
        elif action.order is None:
            order = draw(self.seed, self.draws, pile, len(pile))
        else:
            order = list(action.order)
            if Counter(order) != Counter(self._pile_name(card) for card in pile):
                raise illegal(N_("The shuffled cards must be exactly the cards being peeked at."))
            if self.pile == SECRETS:
                order = [self.t.secret_index[name] for name in order]
        self.order = order
        self.draws += 1
        if lines is not None:
            lines.append(Message(N_("%(seat)s shuffles the cards face down."), seat=self.name(self.target)))
        self.step = "look"

    def _look(self, action, lines: list) -> None:
        seat = self._expect("look", action)
        if not 0 <= action.slot < len(self.order):
            raise InvalidActionError(
                N_("Choose one of the %(count)d face-down cards (0 to %(last)d)."),
                count=len(self.order),
                last=len(self.order) - 1,
            )
        card = self.order[action.slot]
        if card is None:
            seen = self._seen_at_table(action.card)
        elif action.card is not None:
            raise illegal(N_("The app shuffled these cards: it shows you the card, you do not enter it."))
        else:
            seen = self._pile_name(card)
        self.seen[seat].append((self.round, self.target, self.pile, seen))
        self.peeks.append((self.round, seat, self.target, self.pile))
        if lines is not None:
            lines.append(
                Message(
                    N_("%(seat)s looked at one card of %(target)s."),
                    seat=self.name(seat),
                    target=self.name(self.target),
                )
            )
        self.order = []
        self.target = None
        self.pile = ""
        self.next_claim(lines)

    def seen_kinds(self, seat: int) -> tuple[str, ...]:
        """Return the printed cards the peeker may know the target could hold: Loyalty cards, or Secret kinds.

        Judged by what the peeker knows only: its own cards (the one Spy, copies of a Secret kind) and the
        public claim of the Triple Agent, never the target's own cards.
        """
        if self.pile == SECRETS:
            return tuple(self.secret_kinds_open(seat))
        kinds = [kind for kind in self.loyalty_kinds() if kind != SPY or SPY not in self.loyalty[seat]]
        return (*kinds, TRIPLE_AGENT) if self.triple_agent_taken == self.target else tuple(kinds)

    def _seen_at_table(self, card: str | None) -> str:
        """Return the printed card a peeker says they saw: any card of the pile's kinds, never checked against the
        target's own (a refusal would tell the peeker more than the one card seen)."""
        if card is None:
            raise illegal(N_("Enter the card you saw at the table."))
        t = self.t
        if self.pile == LOYALTY:
            names = {kind: t.loyal_text(kind) for kind in (*self.loyalty_kinds(), TRIPLE_AGENT)}
        else:
            names = {kind: t.secret_names[t.secret_kind.index(kind)] for kind in t.secret_copies}
        if card not in names:
            raise InvalidActionError(N_("There is no card %(name)s among the cards looked at."), name=str(card)[:40])
        if card not in self.seen_kinds(self.actor):
            raise illegal(N_("You know that %(card)s is not among these cards."), card=names[card])
        return card

    # ----------------------------------------------------------------- Triple Agent

    def _discard_loyalty(self, action, lines: list) -> None:
        seat = self._expect("discard", action)
        if action.card not in self.loyalty[seat]:
            raise illegal(N_("Return one of your own Loyalty cards."))
        self.loyalty[seat].remove(action.card)
        self.boxed.append(action.card)
        if lines is not None:
            lines.append(Message(N_("%(seat)s returns one Loyalty card to the box unseen."), seat=self.name(seat)))
        self.next_claim(lines)
