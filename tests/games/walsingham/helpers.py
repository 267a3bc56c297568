"""Arranging Walsingham situations for tests, the way a table would: entered deals, reveals and bids."""

from __future__ import annotations

from games import get_game
from tests.helpers import act, refused, rendered

GAME = get_game("walsingham")
RED, GREEN, PURPLE, ORANGE, BLACK, WHITE = GAME.seats
# Five players: five blue and four yellow Loyal cards dealt (one yellow returned), and the Spy with Purple.
HANDS = {
    RED: ["blue", "blue"],
    GREEN: ["yellow", "blue"],
    PURPLE: ["spy", "yellow"],
    ORANGE: ["blue", "yellow"],
    BLACK: ["blue", "yellow"],
}
DECK_A = [f"a{number:02d}" for number in range(1, 13)]

__all__ = ["BLACK", "GAME", "GREEN", "ORANGE", "PURPLE", "RED", "WHITE", "act", "refused", "rendered"]


def start(hands=None, first=RED, options=None, seed=0):
    """Return a state after an entered Loyalty deal, waiting for the first reveal."""
    state = GAME.new_initial_state(seed=seed, options=options)
    act(GAME, state, do="deal_loyalty", first=first, **(hands or HANDS))
    return state


def reveal(state, rewards, tiles=("blue_vp1-1", "yellow_in2-1")):
    """Reveal the named Reward cards, with tiles on the first two; return the log lines."""
    return act(GAME, state, do="reveal", rewards=list(rewards), tiles=list(tiles))


def bid_round(state, first_bids: dict, second_bids: dict | None = None):
    """Make every player's two bids in turn order: first bids, then second (keeping the first unless told)."""
    lines = []
    second_bids = second_bids or {}
    for _ in range(2 * state.players):
        seat = state.seats[state.actor]
        amount = first_bids[seat] if state.bids[state.actor] is None else second_bids.get(seat, state.bids[state.actor])
        lines += act(GAME, state, do="bid", seat=seat, amount=amount)
    return lines


def at_claims(first_bids, rewards=DECK_A[:4], first=RED, hands=None, options=None):
    """Return a state with the first turn revealed and bid as told, waiting for the first claim."""
    state = start(hands=hands, first=first, options=options)
    reveal(state, rewards)
    bid_round(state, first_bids)
    return state


def claim_plain(state):
    """Claim cards for the remaining claimers, resolving any instruction the simplest way."""
    while state.step in ("claim", "draw_secrets", "keep_secret", "peek", "shuffle", "look", "discard"):
        action = (
            state.legal_actions()[0]
            if state.step in ("draw_secrets", "shuffle")
            else state.legal_actions(state.seats[state.actor])[0]
        )
        state.apply_action(action)


def play_turn(state, first_bids=None):
    """Play one whole turn: a sampled reveal, the bids (£0 each unless told), and plain claims."""
    act(GAME, state, do="reveal")
    bid_round(state, first_bids or dict.fromkeys(state.seats, 0))
    claim_plain(state)
