"""Invariants every Trumps of Kings state keeps, and a plain evaluation for the greedy bot."""

from __future__ import annotations

from collections import Counter

from games.trumps_of_kings.data import NEUTRAL, NOBODY, PROVINCE, ROYAL, SEATS
from games.trumps_of_kings.mapfacts import LADDER, map_facts


def check_invariants(state) -> list[str]:
    """Return what is wrong with a state (an empty list for a sound one)."""
    t = state.t
    problems = []
    decks = t.decks(len(state.playing))
    held = Counter(state.deck) + Counter(state.discard) + Counter(card for _, card in state.table)
    for hand in state.hands:
        held += Counter(hand)
    if sum(state.unknown) > len(state.deck):
        problems.append("more cards are held unseen than the app has left unplaced")
    if held != Counter({card: decks for card in range(52)}):
        problems.append("the cards in the deck, the discards, the hands and on the table are not the whole deck")
    for k in range(len(SEATS)):
        if state.unknown[k] < 0:
            problems.append(f"{SEATS[k]} holds a negative count of unseen cards")
        if k not in state.playing and (state.hand_size(k) or state.gold[k]):
            problems.append(f"{SEATS[k]} has no player but holds cards or gold")
        if state.gold[k] < 0:
            problems.append(f"{SEATS[k]} has negative gold")
        counted = sum(
            t.value[p] for p in range(len(t.provinces)) if state.holder[p] == k and state.status[p] >= PROVINCE
        )
        if counted != state.value[k]:
            problems.append(f"{SEATS[k]}'s value is {state.value[k]} but its provinces are worth {counted}")
        if state.hand_limit(k) != counted + state.bonus[k]:
            problems.append(f"{SEATS[k]}'s hand limit is not the value of its provinces")
        if state.passes[k] > t.rules.campaign.passes:
            problems.append(f"{SEATS[k]} passed too often")
    for p in range(len(t.provinces)):
        if (state.status[p] == NEUTRAL) != (state.holder[p] == NOBODY):
            problems.append(f"{t.provinces[p]} is neutral yet held, or held yet neutral")
        if state.status[p] == ROYAL and t.home[p] != state.holder[p]:
            problems.append(f"{t.provinces[p]} is a Royal Province of a kingdom it did not begin with")
        if state.holder[p] not in (NOBODY, *state.playing):
            problems.append(f"{t.provinces[p]} is held by a kingdom with no player")
    top = t.rules.armies.maximum
    for a in range(len(t.armies)):
        size, at = state.army_size[a], state.army_at[a]
        if not 0 <= size <= top:
            problems.append(f"{t.armies[a]} has {size} elements, outside 0 to {top}")
        if (at == NOBODY) != (size == 0):
            problems.append(f"{t.armies[a]} is in the field with no elements, or off it with some")
        if size % t.rules.armies.step:
            problems.append(f"{t.armies[a]} has {size} elements, not whole steps")
    provinces = [b["province"] for b in state.battles]
    if len(set(provinces)) != len(provinces):
        problems.append("a province was invaded twice in one turn")
    for b in state.battles:
        if t.rules.armies.garrison + b["bonus"] > top:
            problems.append(f"the garrison of {t.provinces[b['province']]} is above {top}")
    if state.step in ("nominate", "offer", "struggle", "voyage", "retreat") and state.actor not in state.playing:
        problems.append(f"nobody acts at step {state.step}")
    if state.step in ("offer", "struggle") and (state.pending is None or not state.table):
        problems.append("a contest with nothing on the table")
    if not 1 <= state.round <= t.rules.campaign.turns:
        problems.append(f"turn {state.round} is outside the campaign")
    return problems


def evaluate(state, seat: str) -> float:
    """Score a state for a kingdom: its progress (score, diplomacy, invasions, discoveries) against its best rival's."""
    result = state.outcome()
    if result is not None:
        return 1000.0 if seat in result.winners else -1000.0
    k = SEATS.index(seat)
    ladder = map_facts(state).ladder
    rivals = max((_progress(state, o, ladder[o]) for o in state.playing if o != k), default=0.0)
    return _progress(state, k, ladder[k]) - 0.5 * rivals


def _progress(state, k: int, ladder: float) -> float:
    """Return a kingdom's progress, its provinces' worth on the ladder (``ladder``) among the rest."""
    t = state.t
    attacks = sum(t.value[b["province"]] for b in state.battles if b["attacker"] == k and b["result"] is None)
    armies = sum(state.army_size[a] for a in t.kingdom_armies[k])
    return (
        _pending_gain(state, k)
        + 3.0 * (state.score(k) - state.value[k])
        + ladder
        + 0.8 * attacks
        + 0.3 * len(state.found[k])
        + 0.15 * state.hand_size(k)
        + 0.05 * state.gold[k]
        + armies / 30
    )


def _pending_gain(state, k: int) -> float:
    """Return what a kingdom's nomination on the table is worth to it while its own card is on top."""
    action = state.pending
    if action is None or state.table[0][0] != k or state.table[-1][0] != k:
        return 0.0
    t = state.t
    kind = action.kind
    if kind == "diplomacy":
        p = t.province_index[action.province]
        return (LADDER[state.status[p] + 1] - LADDER[state.status[p]]) * t.value[p]
    if kind == "invade":
        return 0.8 * t.value[t.province_index[action.province]]
    if kind == "unrest":
        return 0.5 * t.value[t.province_index[action.province]]
    if kind == "discover":
        return 0.3
    return 0.2
