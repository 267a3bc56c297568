"""Invariants every A Very Civil Whist state keeps, and a plain evaluation for the greedy bot."""

from __future__ import annotations

from collections import Counter

from engine.cards import DECK_SIZE, JOKERS, format_card
from games.avcw.data import SIDES


def check_invariants(state) -> list[str]:
    """Return what is wrong with a state (an empty list for a sound one)."""
    t = state.t
    problems = []
    known = [
        *state.hands[0],
        *state.hands[1],
        *state.deck,
        *state.discard,
        *state.table,
        *state.event_deck,
        *state.events_out,
        *state.casualty_deck,
        *state.bonus_board,
        *state.bonus_area[0],
        *state.bonus_area[1],
        *state.removed,
        *JOKERS,
    ]
    if state.step == "follow" and state.lead_card is not None:
        known.append(state.lead_card)
    if state.pending_event is not None:
        known.append(state.pending_event)
    if state.step == "defend":
        known.append(state.attack[2])
    twice = [format_card(card) for card, count in Counter(known).items() if count > 1]
    if twice:
        problems.append(f"cards in two places at once: {', '.join(twice)}")
    unseen = sum(state.unknown) + state.deck_unknown + state.discard_unknown + state.table_unknown
    if state.step == "follow" and state.lead_card is None:
        unseen += 1
    missing = set(range(DECK_SIZE)) - set(known)
    if any(t.role[card] != "action" for card in missing):
        problems.append("a card other than an action card is unaccounted for")
    if len(missing) != unseen:
        problems.append(f"{len(missing)} cards unaccounted for but {unseen} unseen cards counted")
    for side in (0, 1):
        for card in state.hands[side]:
            if t.role[card] not in ("action", "bonus"):
                problems.append(f"{SIDES[side]} hold {format_card(card)}, which is not an action card")
        if state.unknown[side] < 0:
            problems.append(f"{SIDES[side]} have a negative count of unseen cards")
    if sorted(state.casualty_deck) != sorted(t.casualty_cards):
        problems.append("the casualty deck is not whole")
    for track in t.tracks:
        if not 0 <= state.fronts[track.index] < len(track.space_ids):
            problems.append(f"the front of {track.id} is off its track")
    for side in (0, 1):
        if not 0 <= state.support[side] < len(t.support[side].values):
            problems.append(f"the support of {SIDES[side]} is off its track")
        placed = state.placed[side]
        if any(leader not in state.leaders[side] for leader in placed.values()):
            problems.append(f"{SIDES[side]} have a leader on the board who is not theirs or is dead")
        if any(track not in t.leader_tracks for track in placed):
            problems.append(f"{SIDES[side]} have a leader beside a track without leader boxes")
    if set(state.dead) & set(state.leaders[0] + state.leaders[1]):
        problems.append("a dead leader is still available")
    assets = state.assets[0] + state.assets[1] + state.assets_used
    if len(assets) != len(set(assets)):
        problems.append("an asset is in two places")
    if not 1 <= state.round <= t.rules.rounds:
        problems.append(f"round {state.round} is off the round track")
    return problems


def evaluate(state, seat: str) -> float:
    """Score a state for a side: outcome first, then fronts, support, leaders, assets and cards."""
    side = SIDES.index(seat)
    result = state.outcome()
    if result is not None:
        return 1000.0 if result.winner == seat else -1000.0
    t = state.t
    score = 0.0
    for track in t.tracks:
        size = len(track.space_ids) - 1
        progress = state.fronts[track.index] / size
        score += 4 * (progress if side == 1 else 1 - progress)
        if track.victory[state.fronts[track.index]] == side:
            score += 3
    score += 2 * state.support[side] + (3 if t.support[side].victory[state.support[side]] else 0)
    score += 0.7 * len(state.leaders[side]) + 0.5 * len(state.assets[side]) + 0.1 * state.hand_size(side)
    return score
