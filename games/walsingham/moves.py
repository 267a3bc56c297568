"""Listing the legal actions of Walsingham, for bots, tests and the companion's pickers."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import LazySequence
from games.walsingham.actions import (
    NOBODY,
    Accuse,
    Bid,
    Claim,
    DealLoyalty,
    DiscardLoyalty,
    DrawSecrets,
    KeepSecret,
    Look,
    Peek,
    Reveal,
    Shuffle,
)

_CHANCE_DRAWS = {
    "deal": [DealLoyalty()],
    "reveal": [Reveal()],
    "draw_secrets": [DrawSecrets()],
    "shuffle": [Shuffle()],
}


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a draw offers its open chance action."""
    step = state.step
    if step == "bid":  # the most frequent listing, dispatched first
        actor = state.actor
        name = state.seats[actor]
        if seat is not None and seat != name:
            return []
        return BidListing(state, actor, name)
    if step == "claim":  # the next most frequent
        name = state.seats[state.actor]
        if seat is not None and seat != name:
            return []
        ids = state.t.reward_ids
        return [_new_tuple(Claim, (name, ids[card])) for card in state.table]
    chance = _CHANCE_DRAWS.get(step)
    if chance is not None:
        return chance if seat is None else []
    if step == "over":
        return []
    actor = state.actor
    name = state.seats[actor]
    if seat is not None and seat != name:
        return []
    return _BY_STEP[step](state, actor, name)


def bid_amounts(state, seat: int) -> list[int]:
    """Return every amount the seat may bid now, lowest first."""
    return BidListing(state, seat, state.seats[seat]).amounts()


class BidListing(LazySequence):
    """A seat's legal bids, lowest first, each built only when taken: the listing random games make most.

    A first bid may be any amount from $0 to the seat's cash but those another player has bid ($0 may
    repeat); a second keeps the first, or beats every other bid up to the seat's cash. Neither the bids
    nor their amounts are listed: an index is turned into its amount.
    """

    __slots__ = ("_low", "_own", "_seat", "_size", "_taken")
    _noun = "bid"

    def __init__(self, state, actor: int, name: str):
        cash = state.cash[actor]
        bids = state.bids
        own = bids[actor]
        self._seat, self._own = name, own
        if own is None:
            # The seat has no bid yet, so every bid on the table is another's first bid: those above $0
            # differ (the rule _bid checks), and $0 may repeat.
            self._taken = taken = sorted([bid for bid in bids if bid and bid <= cash])
            self._size = cash + 1 - len(taken)
        else:
            # A second bid: every seat has bid once, and a raise beats every bid, the seat's own too.
            top = max(bids)
            self._low = top + 1
            self._size = 1 + max(cash - top, 0)

    def amounts(self) -> list[int]:
        """Return every amount of the listing, lowest first."""
        return [bid.amount for bid in self]

    def __getitem__(self, index):
        if type(index) is int and 0 <= index < self._size:  # the bots' hot path, so all in one call
            own = self._own
            if own is None:
                for taken in self._taken:  # at most five: step over each taken amount at or below the answer
                    if index >= taken:
                        index += 1
                    else:
                        break
                return _new_tuple(Bid, (self._seat, index))
            return _new_tuple(Bid, (self._seat, self._low + index - 1 if index else own))
        return super().__getitem__(index)  # a negative index or a slice

    def _item(self, index: int) -> Bid:
        return self[index]

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    __hash__ = None


_new_tuple = tuple.__new__


# Every listing but the bids has at most six actions (the claims' too): a plain list of them is cheaper to build and to
# index than an ActionList, and the bots take one from each.


def _keeps(state, actor, name):
    ids = state.t.secret_ids
    return [_new_tuple(KeepSecret, (name, ids[card])) for card in state.drawn]


def _peeks(state, actor, name):
    seats = state.seats
    return [_new_tuple(Peek, (name, seats[s])) for s in range(state.players) if state.can_target(actor, s)]


def _looks(state, actor, name):
    return [_new_tuple(Look, (name, slot)) for slot in range(len(state.order))]


def _discards(state, actor, name):
    return [_new_tuple(DiscardLoyalty, (name, card)) for card in sorted(set(state.loyalty[actor]))]


def _accusations(state, actor, name):
    return [_new_tuple(Accuse, (name, target)) for target in (*(s for s in state.seats if s != name), NOBODY)]


_BY_STEP = {
    "keep_secret": _keeps,
    "peek": _peeks,
    "look": _looks,
    "discard": _discards,
    "accuse": _accusations,
}
