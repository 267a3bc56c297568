"""A Very Civil Whist as one side may imagine it: the other hand, the decks' order and a face-down placement anew."""

from __future__ import annotations

from engine.cards import CARD_SUIT
from engine.worlds import new_seed, redeal
from games.avcw.checks import evaluate
from games.avcw.data import SIDES

__all__ = ["determinize", "evaluate", "seats"]


def seats(state) -> tuple[str, ...]:
    """Return the sides at the table."""
    return SIDES


def determinize(state, seat: str, rng):
    """Return a copy of the state in which all that ``seat`` cannot see is dealt again at random."""
    world = state.clone()
    world.seed = new_seed(rng)
    own = SIDES.index(seat)
    other = 1 - own
    world.hands[own].sort()
    redeal(rng, [world.hands[other], world.deck], [world.voids[other], set()], CARD_SUIT.__getitem__)
    redeal(rng, [world.event_deck])
    redeal(rng, [world.casualty_deck])
    if world.pending[other]:  # leaders placed face down: the other side chooses again in this world
        world.pending[other] = None
    return world
