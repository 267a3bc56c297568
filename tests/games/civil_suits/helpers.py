"""Arranging Civil Suits situations for tests, the way a table would set them up.

``arrange`` puts a fresh state straight into trick play (hands, civil suits, who leads) while
keeping every card accounted for: cards no hand mentions go to the taken pile of ``rest_to``.
"""

from __future__ import annotations

from games.civil_suits.data import SEATS
from tests.helpers import act, cards, names, refused, rendered

N, E, S, W = SEATS

__all__ = ["E", "N", "S", "W", "act", "arrange", "cards", "hand", "names", "pile", "refused", "rendered", "trick"]


def arrange(
    game,
    *,
    hands,
    suits=None,
    leader=N,
    round=2,
    dealer=None,
    taken=None,
    rest_to=N,
    seed=0,
):
    """Return a state at the start of a trick, set up as described (round 2 unless told: no first-trick rules)."""
    state = game.new_initial_state(seed=seed)
    state.round = round
    state.dealer = SEATS.index(dealer) if dealer is not None else (round - 1) % 4
    state.dealt = list(game.tables.dealt_sizes(state.dealer))
    state.suits = list((suits or {N: "H", E: "H", S: "H", W: "H"})[seat] for seat in SEATS)
    held = set()
    for seat, listing in hands.items():
        state.hands[SEATS.index(seat)] = cards(*listing)
        held.update(state.hands[SEATS.index(seat)])
    for seat, listing in (taken or {}).items():
        state.taken[SEATS.index(seat)] = cards(*listing)
        held.update(state.taken[SEATS.index(seat)])
    state.taken[SEATS.index(rest_to)] += [card for card in range(54) if card not in held]
    state.first_trick = round == 1
    state._start_trick(SEATS.index(leader), None)
    return state


def hand(state, seat: str) -> list[str]:
    """Return a seat's known hand as sorted card names."""
    return sorted(names(state.hands[SEATS.index(seat)]))


def pile(state, seat: str) -> list[str]:
    """Return the cards a seat took this round as sorted names."""
    return sorted(names(state.taken[SEATS.index(seat)]))


def trick(state) -> list[tuple[str, str]]:
    """Return the trick on the table as (seat, card name) pairs in the order played."""
    return [(SEATS[seat], names([card])[0]) for seat, card in state.trick]


def first_trick_state(game):
    """Round 1 after the passes: North dealt, so North is offered the lead first."""
    state = game.new_initial_state(seed=11)
    act(game, state, do="deal")
    for seat, suit in zip(SEATS, "HSDC", strict=True):
        act(game, state, do="choose_suit", seat=seat, suit=suit)
    for giver, _, count in state.pass_plan():
        act(game, state, do="pass", seat=SEATS[giver], cards=names(state.hands[giver][:count]))
    return state
