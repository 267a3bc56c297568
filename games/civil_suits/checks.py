"""Invariants every Civil Suits state keeps, and a plain evaluation for the greedy bot."""

from __future__ import annotations

from collections import Counter

from engine.cards import format_card
from games.civil_suits.data import SEATS
from games.civil_suits.scoring import score_round


def check_invariants(state) -> list[str]:
    """Return what is wrong with a state (an empty list for a sound one)."""
    problems = []
    known = [*state.carry, *state.set_aside, *(card for _, card in state.trick)]
    for seat in range(4):
        known += state.hands[seat] + state.taken[seat]
        passed = state.passes[seat]
        if passed is not None and not isinstance(passed, int):
            known += passed
        if state.unknown[seat] < 0:
            problems.append(f"{SEATS[seat]} has a negative count of unseen cards")
    twice = [format_card(card) for card, count in Counter(known).items() if count > 1]
    if twice:
        problems.append(f"cards in two places at once: {', '.join(twice)}")
    unseen = sum(state.unknown) + sum(p for p in state.passes if isinstance(p, int))
    if state.step not in ("deal", "tally", "over") and 54 - len(set(known)) != unseen:
        problems.append(f"{54 - len(set(known))} cards unaccounted for but {unseen} unseen cards counted")
    if state.step in ("play", "replace", "challenge", "intel", "magic", "might"):
        if state.actor is None:
            problems.append(f"nobody acts at step {state.step}")
        holders = sum(1 for s in range(4) if state.hand_size(s) or any(owner == s for owner, _ in state.trick))
        if holders < 2 and not state.trick:
            problems.append("a trick is due with fewer than two players holding cards")
    if len(state.scores) != len(state.history) or len(state.scores) > state.t.rules.rounds:
        problems.append("the score sheet and the round history disagree")
    if not 1 <= state.round <= state.t.rules.rounds:
        problems.append(f"round {state.round} is off the score sheet")
    if state.is_terminal() and len(state.scores) != state.t.rules.rounds:
        problems.append("the game ended before its last round")
    for seat in range(4):
        if len(state.trick) and sum(1 for owner, _ in state.trick if owner == seat) > 2:
            problems.append(f"{SEATS[seat]} has more than two cards in the trick")
    return problems


def evaluate(state, seat: str) -> float:
    """Score a state for a seat: the fewest demerits (total plus this round's pile so far) is best."""
    index = SEATS.index(seat)
    result = state.outcome()
    if result is not None:
        return 1000.0 if seat in result.winners else -1000.0 - state.totals()[index]
    totals = state.totals()
    if None in state.suits:
        return -float(totals[index])
    current = score_round(state.t, state.suits, state.taken, state.magic_minus).scores
    return -float(totals[index] + current[index]) + 0.25 * sum(current[s] for s in range(4) if s != index)
