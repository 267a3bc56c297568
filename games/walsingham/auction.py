"""The auction of a Walsingham turn: two bids each, the bid tracker, the payments and the claims.

A mixin of WalsinghamState (rules.py). ``payments`` is a pure function so the player aid, the
phone's ledger and the tests share one reading of the payment rule.
"""

from __future__ import annotations

from engine.errors import illegal
from engine.i18n import N_, Message


def rank_bids(bids: list[int], bid_order: list[int]) -> list[int]:
    """Return the seats ranked for the tracker: highest bid first, a tie (only at £0) to the earlier bidder."""
    # sorted is stable, reversed too: seats listed in bid order stay in that order among equal bids.
    return sorted(bid_order, key=bids.__getitem__, reverse=True)


def payments(bids: list[int], tracker: list[int], lowest_gets: int) -> dict[int, int]:
    """Return what each seat pays the supply (negative: receives): top in full, bottom gets paid, rest half up."""
    owed = {}
    last = len(tracker) - 1
    for rank, seat in enumerate(tracker):
        if rank == 0:
            owed[seat] = bids[seat]
        elif rank == last:
            owed[seat] = -lowest_gets
        else:
            owed[seat] = (bids[seat] + 1) // 2
    return owed


class AuctionRules:
    """The auction's handlers and steps (mixed into WalsinghamState)."""

    def start_auction(self) -> None:
        """Open the turn's auction: everyone bids twice, clockwise from the start player."""
        n = self.players
        seats = list(range(n))
        order = seats[self.start :] + seats[: self.start]
        self.bids = [None] * n
        self.bid_order = order
        self.auction = order * 2
        self.tracker = []
        self.step = "bid"
        self.actor = order[0]

    def can_bid(self, seat: int, amount: int) -> bool:
        """Tell whether a seat may bid this amount at its current opportunity (the check _bid makes)."""
        return self._bid_refusal(seat, amount) is None

    def _bid_refusal(self, seat: int, amount: int):
        """Return the refusal of a bid (None when it is legal); depends only on public facts."""
        if amount < 0:
            return illegal(N_("A bid cannot be below £0."))
        if amount > self.cash[seat]:
            return illegal(
                N_("%(seat)s has only £%(cash)d to bid with."),
                rule="bid-money",
                seat=self.name(seat),
                cash=self.cash[seat],
            )
        own = self.bids[seat]
        if own is None:
            # The seat has not bid yet, so every bid on the table is another player's.
            if amount and amount in self.bids:
                return illegal(
                    N_("£%(amount)d has already been bid; choose another amount, or £0."),
                    rule="first-bid",
                    amount=amount,
                )
            return None
        if amount == own:
            return None
        if amount < own:
            return illegal(
                N_("A second bid cannot lower the first (your bid is £%(own)d)."), rule="second-bid", own=own
            )
        top = max([bid for other, bid in enumerate(self.bids) if other != seat and bid is not None], default=0)
        if amount <= top:
            return illegal(
                N_("A second bid keeps the first or beats every other bid: more than £%(top)d."),
                rule="second-bid",
                top=top,
            )
        return None

    def _bid(self, action, lines: list) -> None:
        seat = self._expect("bid", action)
        refusal = self._bid_refusal(seat, action.amount)
        if refusal is not None:
            raise refusal
        own = self.bids[seat]
        self.bids[seat] = action.amount
        self.auction.pop(0)
        if lines is not None:
            if own is None:
                text = N_("%(seat)s bids £%(amount)d.")
            elif own == action.amount:
                text = N_("%(seat)s keeps the bid at £%(amount)d.")
            else:
                text = N_("%(seat)s raises the bid to £%(amount)d.")
            lines.append(Message(text, seat=self.name(seat), amount=action.amount))
        if self.auction:
            self.actor = self.auction[0]
        else:
            self._settle(lines)

    def _settle(self, lines: list) -> None:
        """Rank the bids on the tracker, take the payments, and open the claims."""
        bids = self.bids
        self.tracker = rank_bids(bids, self.bid_order)
        owed = payments(bids, self.tracker, self.t.rules.money.lowest_bidder_gets)
        for seat, amount in owed.items():
            self.cash[seat] -= amount
            if amount > 0:
                self.paid_in += amount
            else:
                self.paid_out -= amount
        self.last_bids = list(bids)
        if lines is not None:
            lines.append(
                Message(
                    N_("The bid tracker: %(ranking)s."),
                    ranking=[
                        Message(N_("%(seat)s £%(amount)d"), seat=self.name(seat), amount=bids[seat])
                        for seat in self.tracker
                    ],
                )
            )
            for seat in self.tracker:
                amount = owed[seat]
                if amount < 0:
                    text = N_("%(seat)s bid lowest, pays nothing and receives £%(amount)d.")
                else:
                    text = N_("%(seat)s pays £%(amount)d.")
                lines.append(Message(text, seat=self.name(seat), amount=abs(amount)))
        self.claimers = self.tracker[:-1]
        self.step = "claim"
        self.actor = self.claimers[0]

    def _claim(self, action, lines: list) -> None:
        seat = self._expect("claim", action)
        t = self.t
        card = t.reward_index.get(action.reward)
        if card is None or card not in self.table:
            raise illegal(N_("%(card)s is not among this turn's Reward cards."), card=str(action.reward)[:40])
        if lines is not None:
            lines.append(Message(N_("%(seat)s claims %(card)s."), seat=self.name(seat), card=self.reward_label(card)))
        self.table.remove(card)
        tile = self.table_tiles.pop(card, None)
        if tile is not None:
            self.tiles[seat].append(tile)
        if t.reward_vp[card] or t.reward_intrigue[card]:
            self.kept[seat].append(card)
        else:
            self.discarded.append(card)
        self.claimers.pop(0)
        self.start_effect(seat, t.reward_effect[card], lines)

    def next_claim(self, lines: list) -> None:
        """Pass the claim to the next player on the tracker, or end the turn."""
        if self.claimers:
            self.step = "claim"
            self.actor = self.claimers[0]
        else:
            self.end_turn(lines)
