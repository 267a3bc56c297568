"""Listing the legal actions of Walsingham, for bots, tests and the companion's pickers."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import ActionList, LazySequence
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
            return ActionList()
        return BidListing(name, bid_amounts(state, actor))
    chance = _CHANCE_DRAWS.get(step)
    if chance is not None:
        return chance if seat is None else []
    if step == "over":
        return []
    actor = state.actor
    name = state.seats[actor]
    actions = ActionList()
    if seat is not None and seat != name:
        return actions
    _BY_STEP[step](actions, state, actor, name)
    return actions


def bid_amounts(state, seat: int):
    """Return every amount the seat may bid now, lowest first (a sequence: a range, or amounts with gaps)."""
    cash = state.cash[seat]
    bids = state.bids
    own = bids[seat]
    if own is None:
        # The seat has no bid yet, so every bid on the table is another's; $0 may repeat.
        taken = sorted({bid for bid in bids if bid and bid <= cash})
        return AmountsBetween(cash, taken) if taken else range(cash + 1)
    return KeepOrRaise(own, _raises(state, seat, own))


class AmountsBetween(LazySequence):
    """The amounts from $0 to ``cash`` but the ``taken`` ones, each found from its index (no list is built).

    A first bid is the listing a random game makes most often; this keeps it as cheap as a range.
    """

    __slots__ = ("_size", "_taken")
    _noun = "amount"

    def __init__(self, cash: int, taken: list[int]):
        self._taken = taken  # sorted, each between 1 and cash
        self._size = cash + 1 - len(taken)

    def _item(self, index: int) -> int:
        for amount in self._taken:  # at most five: step over each taken amount at or below the answer
            if index >= amount:
                index += 1
            else:
                break
        return index


class KeepOrRaise(LazySequence):
    """A second bid's amounts: the first bid kept, then every raise (a range); no list is built."""

    __slots__ = ("_own", "_raises", "_size")
    _noun = "amount"

    def __init__(self, own: int, raises: range):
        self._own, self._raises = own, raises
        self._size = 1 + len(raises)

    def _item(self, index: int) -> int:
        return self._raises[index - 1] if index else self._own


class BidListing(LazySequence):
    """A seat's legal bids, one per amount, each built only when taken: the listing random games make most."""

    __slots__ = ("_amounts", "_seat", "_size")
    _noun = "bid"

    def __init__(self, seat: str, amounts):
        self._seat, self._amounts = seat, amounts
        self._size = len(amounts)

    def __getitem__(self, index):  # the bots' hot path: a plain index, checked by the amounts' own indexing
        if type(index) is int and index >= 0:
            return _new_tuple(Bid, (self._seat, self._amounts[index]))
        return super().__getitem__(index)

    def _item(self, index: int) -> Bid:
        return _new_tuple(Bid, (self._seat, self._amounts[index]))

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    __hash__ = None


_new_tuple = tuple.__new__


def _raises(state, seat: int, own: int) -> range:
    """Return the amounts of a second bid above the first: more than every other bid, up to the seat's cash."""
    top = 0
    for other, bid in enumerate(state.bids):
        if other != seat and bid is not None and bid > top:
            top = bid
    return range(max(top + 1, own + 1), state.cash[seat] + 1)


def _bids(actions, state, actor, name):
    actions.add(Bid, (name,), bid_amounts(state, actor))


def _claims(actions, state, actor, name):
    ids = state.t.reward_ids
    actions.add(Claim, (name,), [ids[card] for card in state.table])


def _keeps(actions, state, actor, name):
    ids = state.t.secret_ids
    actions.add(KeepSecret, (name,), [ids[card] for card in state.drawn])


def _peeks(actions, state, actor, name):
    targets = [state.seats[s] for s in range(state.players) if state.can_target(actor, s)]
    actions.add(Peek, (name,), targets)


def _looks(actions, state, actor, name):
    actions.add(Look, (name,), list(range(len(state.order))))


def _discards(actions, state, actor, name):
    actions.add(DiscardLoyalty, (name,), sorted(set(state.loyalty[actor])))


def _accusations(actions, state, actor, name):
    actions.add(Accuse, (name,), [*(s for s in state.seats if s != name), NOBODY])


_BY_STEP = {
    "bid": _bids,
    "claim": _claims,
    "keep_secret": _keeps,
    "peek": _peeks,
    "look": _looks,
    "discard": _discards,
    "accuse": _accusations,
}
