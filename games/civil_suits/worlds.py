"""Civil Suits as one seat may imagine it: the other hands, passes and civil suits it has not seen, dealt anew."""

from __future__ import annotations

from engine.cards import SUITS
from engine.worlds import new_seed, redeal
from games.civil_suits.checks import evaluate
from games.civil_suits.data import SEATS
from games.civil_suits.playout import playout_action

__all__ = ["determinize", "evaluate", "playout_action", "seats"]


def seats(state) -> tuple[str, ...]:
    """Return the seats at the table."""
    return SEATS


def determinize(state, seat: str, rng):
    """Return a copy of the state in which all that ``seat`` cannot see is dealt again at random."""
    world = state.clone()
    world.seed = new_seed(rng)
    own = SEATS.index(seat)
    others = [s for s in range(4) if s != own]
    world.hands[own].sort()
    # Cards chosen for a pass wait outside the hand until handed over: they are one more hidden pile.
    passing = [s for s in others if world.passes[s] is not None and not isinstance(world.passes[s], int)]
    passes = [list(world.passes[s]) for s in passing]
    kinds = world.t.suit
    refused = [*(world.voids[s] for s in others), *(set() for _ in passing)]
    redeal(rng, [*(world.hands[s] for s in others), *passes], refused, kinds.__getitem__)
    for s, cards in zip(passing, passes, strict=True):
        world.passes[s] = tuple(cards)
    seen = {own, *state.peeks[own], *state.claimed_peeks[own]}
    for s in others:
        if s not in seen and world.suits[s] is not None:
            world.suits[s] = SUITS[int(rng.random() * len(SUITS))]
    return world
