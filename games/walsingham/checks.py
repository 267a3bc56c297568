"""Invariants every Walsingham state keeps, and a plain evaluation for the greedy bot."""

from __future__ import annotations

from collections import Counter

from games.walsingham.data import SPY, TRIPLE_AGENT
from games.walsingham.endgame import card_items, score_game


def check_invariants(state) -> list[str]:
    """Return what is wrong with a state (an empty list for a sound one)."""
    problems = []
    t = state.t
    n = state.players
    if any(cash < 0 for cash in state.cash):
        problems.append(f"negative cash: {state.cash}")
    if sum(state.cash) != state.paid_out - state.paid_in:
        problems.append(f"money not conserved: {sum(state.cash)} held, {state.paid_out - state.paid_in} paid out net")
    rewards = [*state.table, *state.discarded, *(c for deck in state.decks.values() for c in deck)]
    rewards += [card for kept in state.kept for card in kept]
    expected = sorted(card for cards in t.decks_for(n).values() for card in cards)
    if sorted(rewards) != expected:
        problems.append("Reward cards lost or duplicated")
    tiles = [*state.tile_pool, *state.table_tiles.values(), *(tile for held in state.tiles for tile in held)]
    if sorted(tiles) != list(range(len(t.tile_ids))):
        problems.append("tiles lost or duplicated")
    secrets = [*state.secret_pool, *state.secret_bottom, *state.drawn, *(c for held in state.secrets for c in held)]
    if sorted(secrets) != list(range(len(t.secret_ids))):
        problems.append("Secret cards lost or duplicated")
    loyalty = Counter(card for cards in state.loyalty for card in cards) + Counter(state.boxed)
    if state.step not in ("deal", "enter_loyalty"):
        expected_loyalty = Counter({colour: n for colour in t.loyal_colours})
        expected_loyalty[SPY] = 1
        if state.triple_agent_taken is not None:
            expected_loyalty[TRIPLE_AGENT] = 1
        if loyalty != expected_loyalty:
            problems.append(f"Loyalty cards lost or duplicated: {dict(loyalty)}")
        for seat, cards in enumerate(state.loyalty):
            if len(cards) != 2 and not (state.step == "discard" and seat == state.actor):
                problems.append(f"seat {seat} holds {len(cards)} Loyalty cards")
    if state.step in ("bid", "claim") and state.table and len(state.table) + len(state.claimers) == 0:
        problems.append("a turn with cards but nobody to claim them")
    if not 1 <= state.round <= t.rules.turns:
        problems.append(f"turn {state.round} is out of the game")
    if state.is_terminal() and (any(deck for deck in state.decks.values()) or state.table):
        problems.append("the game ended with Reward cards left")
    return problems


def evaluate(state, seat: str) -> float:
    """Score a state for a seat: its VP and Intrigue as they would score now, and a little cash."""
    index = state.seats.index(seat)
    result = state.outcome()
    if result is not None:
        return 1000.0 if seat in result.winners else -1000.0
    t = state.t
    items = card_items(t, state.kept[index], state.tiles[index], state.secrets[index])
    vp = sum([vp for _, vp, _ in items])
    intrigue = sum([intrigue for key, _, intrigue in items if key != "secrets"])  # what the table sees
    spy = SPY in state.loyalty[index] and TRIPLE_AGENT not in state.loyalty[index]
    return vp + (1.0 if spy else 0.5) * intrigue + 0.1 * state.cash[index]


__all__ = ["check_invariants", "evaluate", "score_game"]
