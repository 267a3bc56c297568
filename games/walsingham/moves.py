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
    EnterLoyalty,
    EnterSecrets,
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
_TABLE_SECRET_DRAW = [DrawSecrets(unseen=True)]


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a draw offers its open chance action."""
    step = state.step
    if step == "enter_loyalty":
        return _loyalty_entries(state, seat)
    listing = _BY_STEP.get(step)
    if listing is None:  # a draw, or the end
        if step == "draw_secrets" and state.secret_draws == "table":
            return _TABLE_SECRET_DRAW if seat is None else []  # the printed deck is this game's Secret deck
        return _CHANCE_DRAWS[step] if seat is None and step != "over" else []
    actor = state.actor
    name = state.seats[actor]
    if seat is not None and seat != name:
        return []
    return listing(state, actor, name)


def bid_amounts(state, seat: int) -> list[int]:
    """Return every amount the seat may bid now, lowest first (none when it is not the seat's bid)."""
    return [bid.amount for bid in legal_actions(state, state.seats[seat])] if state.step == "bid" else []


class FirstBids(LazySequence):
    """A seat's legal first bids, lowest first, each built only when taken: the listing random games make most.

    A first bid may be any amount from £0 to the seat's cash but those another player has bid (£0 may
    repeat). The amounts are not listed either: an index is turned into its amount.
    """

    __slots__ = ("_seat", "_size", "_taken")
    _noun = "bid"

    def __init__(self, seat: str, cash: int, bids: list[int | None]):
        # The seat has no bid yet, so every bid on the table is another's first bid: those above £0
        # differ (the rule _bid checks), and £0 may repeat.
        taken = sorted(filter(None, bids))  # the bids above £0 (None is no bid yet), lowest first
        while taken and taken[-1] > cash:
            taken.pop()
        self._seat, self._taken, self._size = seat, taken, cash + 1 - len(taken)

    def __getitem__(self, index):
        if type(index) is int and 0 <= index < self._size:  # the bots' hot path, so all in one call
            for taken in self._taken:  # at most five: step over each taken amount at or below the answer
                if index >= taken:
                    index += 1
                else:
                    break
            return _new_tuple(Bid, (self._seat, index))
        return super().__getitem__(index)  # a negative index or a slice

    def _item(self, index: int) -> Bid:
        return self[index]

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    __hash__ = None


_new_tuple = tuple.__new__


# Every listing but a first bid's has at most a few actions: a plain list of them is cheaper to build and to index
# than an ActionList, and the bots take one from each.


def _bids(state, actor, name):
    bids = state.bids
    own = bids[actor]
    if own is None:
        return FirstBids(name, state.cash[actor], bids)
    # A second bid keeps the first or raises above every bid, the seat's own too (every seat has bid by
    # now). Mostly only keeping is possible, seldom more than a dozen raises: a list is cheapest.
    keep = _new_tuple(Bid, (name, own))
    top, cash = max(bids), state.cash[actor]
    if top >= cash:
        return [keep]
    return [keep, *[_new_tuple(Bid, (name, amount)) for amount in range(top + 1, cash + 1)]]


def _loyalty_entries(state, seat):
    """Return every pair of Loyalty cards the seat (None: each seat yet to enter) may enter, judged by its own cards."""
    seats = state.seats_to_act() if seat is None else [seat] if seat in state.seats_to_act() else []
    hands = state.loyalty_hands()
    return [_new_tuple(EnterLoyalty, (name, hand)) for name in seats for hand in hands]


def _secret_entries(state, actor, name):
    return [_new_tuple(EnterSecrets, (name, kinds)) for kinds in state.secret_entries(actor)]


def _claims(state, actor, name):
    ids = state.t.reward_ids
    return [_new_tuple(Claim, (name, ids[card])) for card in state.table]


def _keeps(state, actor, name):
    ids = state.t.secret_ids
    return [_new_tuple(KeepSecret, (name, ids[card])) for card in state.drawn]


def _peeks(state, actor, name):
    seats = state.seats
    return [_new_tuple(Peek, (name, seats[s])) for s in range(state.players) if state.can_target(actor, s)]


def _looks(state, actor, name):
    if state.order and state.order[0] is None:  # shuffled at the table: the peeker enters the card seen there
        kinds = state.seen_kinds(actor)
        return [_new_tuple(Look, (name, slot, card)) for slot in range(len(state.order)) for card in kinds]
    return [_new_tuple(Look, (name, slot, None)) for slot in range(len(state.order))]


def _discards(state, actor, name):
    return [_new_tuple(DiscardLoyalty, (name, card)) for card in sorted(set(state.loyalty[actor]))]


def _accusations(state, actor, name):
    others = [_new_tuple(Accuse, (name, seat)) for seat in state.seats if seat != name]
    return [*others, _new_tuple(Accuse, (name, NOBODY))]


_BY_STEP = {
    "bid": _bids,
    "claim": _claims,
    "enter_secrets": _secret_entries,
    "keep_secret": _keeps,
    "peek": _peeks,
    "look": _looks,
    "discard": _discards,
    "accuse": _accusations,
}
