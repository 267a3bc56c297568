"""17(21) as one army may imagine it: the other army's cards and choices, and the decks' order, dealt anew."""

from __future__ import annotations

from engine.worlds import new_seed, redeal
from games.seventeen21.checks import evaluate
from games.seventeen21.schema import SEATS

__all__ = ["DEPTH", "determinize", "evaluate", "seats"]

# The search bot scores a candidate where it leaves the battle, each time in another world (engine/search.py):
# random play after it (a rout called, cards thrown into a combat) says little of the battle, and against
# greedy play at 20 playouts the search won 0 of 100 games with 16 random decisions after each candidate,
# 8 of 20 with one, 14 of 20 with none.
DEPTH = 0


def seats(state) -> tuple[str, ...]:
    """Return the armies at the table."""
    return SEATS


def determinize(state, seat: str, rng):
    """Return a copy of the state in which all that ``seat`` cannot see is dealt again at random."""
    world = state.clone()
    world.seed = new_seed(rng)
    own = SEATS.index(seat)
    other = 1 - own
    for pile in (world.hands[own], world.boxed[own], world.doctrine_hands[own]):
        pile.sort()
    # Unit cards: the other reserve, its discards out of the game and the battle deck are one unseen pool.
    redeal(rng, [world.hands[other], world.boxed[other], world.deck])
    # Doctrines: the other's dealt hand, those set aside by both (face down) and the deck.
    redeal(rng, [world.doctrine_hands[other], world.doctrine_out, world.doctrine_deck])
    redeal(rng, [world.terrain_deck])
    # A choice the other made face down is made again in this world, from the other's dealt cards.
    world.kept[other] = None
    world.placements[other] = None
    return world
