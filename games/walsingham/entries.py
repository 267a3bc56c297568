"""The printed cards dealt and drawn at the table, entered on the phones: a mixin of WalsinghamState (rules.py).

The Loyalty deal at the table: everyone enters their own two cards on their own phone, in secret. Each entry
is checked only against what its player may know (the deck has one Spy, no Triple Agent); whether the
entries add up (one Spy, every Loyal card but one) is checked once all are in, and if they do not, every
phone is told and everyone enters again, so that no phone learns another's cards from a refusal.

A Secret draw from the printed deck: the drawer enters the kinds of the cards drawn (copies of a kind are
alike), refused by name only for what the drawer may know (the copies printed, less those it keeps); any
other misfit gets one answer that names nothing.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from engine.errors import IllegalActionError, InvalidActionError, illegal
from engine.i18n import N_, Message, nmessage
from engine.rng import draw
from games.walsingham.data import SPY, TRIPLE_AGENT


class EntryRules:
    """The handlers of cards dealt and drawn at the table (mixed into WalsinghamState)."""

    # ----------------------------------------------------------------- the Loyalty deal

    def sampled_first(self) -> int:
        """Return the seat drawn from the seed to bid first in the first auction."""
        return draw(self.seed, self.draws + 2_000_000, list(range(self.players)), 1)[0]

    def _deal_at_table(self, action, lines: list) -> None:
        """Start the deal of the printed Loyalty cards: each player will enter their own two."""
        if any(hand is not None for hand in action[:6]):
            raise illegal(N_("Loyalty cards dealt at the table are entered by each player on their own phone."))
        first = self.sampled_first() if action.first is None else self.seat_of(action.first)
        self.entered = [[] for _ in range(self.players)]
        self.start = first
        self.draws += 1
        if lines is not None:
            lines.append(
                Message(N_("The Loyalty cards are dealt at the table: each player enters their two on their phone."))
            )
            lines.append(Message(N_("%(seat)s bids first."), seat=self.name(first)))
        self.step = "enter_loyalty"

    def loyalty_kinds(self) -> tuple[str, ...]:
        """Return the Loyalty cards a player may be dealt: the Loyal colours and the Spy."""
        return (*self.t.loyal_colours, SPY)

    def loyalty_hands(self) -> list[tuple[str, str]]:
        """Return every pair of Loyalty cards a player may enter (at most one Spy), as sorted pairs."""
        return [pair for pair in combinations_with_replacement(sorted(self.loyalty_kinds()), 2) if pair != (SPY, SPY)]

    def _enter_loyalty(self, action, lines: list) -> None:
        if self.step != "enter_loyalty":
            raise self._does_not_fit(action)
        seat = self.seat_of(action.seat)
        if self.entered[seat]:
            raise illegal(N_("You have entered your Loyalty cards; the others are still entering theirs."))
        cards = list(action.cards)
        for card in cards:
            if card == TRIPLE_AGENT:
                raise illegal(N_("The Triple Agent is set aside face up: nobody is dealt it."))
            if card not in self.loyalty_kinds():
                raise InvalidActionError(N_("There is no Loyalty card %(name)s."), name=str(card)[:40])
        if len(cards) != self.t.rules.loyalty.per_player:
            raise illegal(N_("Enter the two Loyalty cards you were dealt."))
        if cards.count(SPY) > 1:
            raise illegal(N_("The Loyalty deck holds one Spy: nobody is dealt two."))
        self.entered[seat] = sorted(cards)
        if lines is not None:
            lines.append(Message(N_("%(seat)s has entered their Loyalty cards."), seat=self.name(seat)))
        if all(self.entered):
            self._close_loyalty_entries(lines)

    def _close_loyalty_entries(self, lines: list) -> None:
        """With every hand entered: take the deal if it adds up, else ask every player to enter again."""
        n = self.players
        counts = Counter(card for hand in self.entered for card in hand)
        loyal = sorted(counts[colour] for colour in self.t.loyal_colours)
        if counts[SPY] == 1 and loyal == [n - 1, n] + [n] * (len(loyal) - 2):
            self.loyalty = [list(hand) for hand in self.entered]
            self.boxed = [next(colour for colour in self.t.loyal_colours if counts[colour] < n)]
            self.entered = [[] for _ in range(n)]
            if lines is not None:
                lines.append(Message(N_("Every player has entered their Loyalty cards.")))
            self.step = "reveal"
            return
        self.entered = [[] for _ in range(n)]
        if lines is not None:
            lines.append(
                Message(
                    N_(
                        "The Loyalty cards entered do not add up to the deck (one Spy and every Loyal card but one). "
                        "Everyone looks at their two cards again and enters them."
                    )
                )
            )

    # ----------------------------------------------------------------- Secret draws

    def secrets_due(self) -> int:
        """Return how many Secret cards the draw due now takes: three, fewer only when the deck runs short."""
        from_pool = min(3, len(self.secret_pool))
        return from_pool + min(3 - from_pool, len(self.secret_bottom))

    def secret_kinds_open(self, seat: int) -> dict[str, int]:
        """Return how many copies of each Secret kind a seat may know are unaccounted for: printed, less its own."""
        t = self.t
        held = Counter(t.secret_kind[card] for card in self.secrets[seat])
        return {kind: copies - held[kind] for kind, copies in t.secret_copies.items() if copies > held[kind]}

    def secret_entries(self, seat: int) -> list[tuple[str, ...]]:
        """Return every set of kinds the drawer may enter now, judged by what the drawer may know."""
        open_ = self.secret_kinds_open(seat)
        picks = combinations_with_replacement(sorted(open_), self.secrets_due())
        return [pick for pick in picks if all(pick.count(kind) <= open_[kind] for kind in set(pick))]

    def _check_secret_draws(self, way: str) -> None:
        """Refuse a Secret draw made the other way than the game's first: the app's draws and the printed deck's
        would part (a card the app drew still lies in the printed deck)."""
        if self.secret_draws == "table" and way == "app":
            raise illegal(N_("This table draws its Secret cards from the printed deck: take the top three there."))
        if self.secret_draws == "app" and way == "table":
            raise illegal(N_("The app draws this table's Secret cards: the printed Secret deck is not in play."))

    def _draw_at_table(self, action, lines: list) -> None:
        """Start a draw from the printed Secret deck: the drawer will enter the cards."""
        if action.cards is not None:
            raise illegal(N_("Secret cards drawn at the table are entered by the drawer on their own phone."))
        self.secret_draws = "table"
        self.draws += 1
        if lines is not None:
            lines.append(
                Message(N_("%(seat)s draws Secret cards from the printed deck, in secret."), seat=self.name(self.actor))
            )
        self.step = "enter_secrets"

    def _enter_secrets(self, action, lines: list) -> None:
        seat = self._expect("enter_secrets", action)
        t = self.t
        kinds = list(action.cards)
        for kind in kinds:
            if kind not in t.secret_copies:
                raise InvalidActionError(N_("There is no Secret card %(name)s."), name=str(kind)[:40])
        due = self.secrets_due()
        if len(kinds) != due:
            raise IllegalActionError(
                nmessage("Enter the %(count)d Secret card you drew.", "Enter the %(count)d Secret cards you drew.", due)
            )
        open_ = self.secret_kinds_open(seat)
        for kind, count in sorted(Counter(kinds).items()):
            if count > open_.get(kind, 0):
                raise illegal(
                    N_("You entered %(card)s more often than the deck has copies of it besides the ones you keep."),
                    card=t.secret_names[t.secret_kind.index(kind)],
                )
        cards = self._match_secrets(kinds)
        if cards is None:
            # Named by nothing: whether a kind is left depends on the others' Secret cards.
            raise illegal(N_("These cannot be the top Secret cards of the deck. Look at them again and enter them."))
        for card in cards:
            if card in self.secret_pool:
                self.secret_pool.remove(card)
            else:
                self.secret_bottom.remove(card)
        self.drawn = cards
        if lines is not None:
            lines.append(Message(N_("%(seat)s has entered the Secret cards drawn."), seat=self.name(seat)))
        self.step = "keep_secret"

    def _match_secrets(self, kinds: list[str]) -> list[int] | None:
        """Return the copies the entered kinds are (the deck's bottom ones when it is reached), or None if none fit."""
        t = self.t
        from_pool = min(3, len(self.secret_pool))
        bottom = self.secret_bottom[: len(kinds) - from_pool]
        wanted = Counter(kinds)
        wanted.subtract(t.secret_kind[card] for card in bottom)
        if any(count < 0 for count in wanted.values()):
            return None
        cards = []
        for kind, count in sorted(wanted.items()):
            copies = [card for card in sorted(self.secret_pool) if t.secret_kind[card] == kind][:count]
            if len(copies) < count:
                return None
            cards += copies
        return cards + bottom
