"""Trumps of Kings as one kingdom may imagine it: the other hands and the deck's order dealt anew."""

from __future__ import annotations

from engine.worlds import new_seed, redeal
from games.trumps_of_kings.checks import evaluate
from games.trumps_of_kings.data import SEATS

__all__ = ["DEPTH", "GUIDE", "ROOT", "determinize", "evaluate", "seats"]

# The search compares its candidates by sequential halving on shared worlds (engine/search.py): a campaign's
# playouts differ mostly by the deal and the battles' draws, which then fall alike on every candidate. Its
# playouts are four decisions deep (a nomination and the answers to it), each mover playing the better of two
# random actions. Against greedy, seed 1 (27 November 2026): UCB1 with 16 random decisions at 48 playouts 44.5 %
# of 200, halving so 58.6 % of 140, halving with these playouts at 60 (under the same 20 ms) 63.5 % of 200, and
# at 78 (the 20 ms in full) 59.0 %: the small budget's count stays 60. Searching longer on every card does no better
# (240 playouts, all-seeing: 51 % of 100), so its goal of 65 % is out of this search's reach (docs/companion.md).
ROOT = "halving"
GUIDE = 2
DEPTH = 4


def seats(state) -> tuple[str, ...]:
    """Return the kingdoms with a player."""
    return tuple(SEATS[k] for k in state.playing)


def determinize(state, seat: str, rng):
    """Return a copy of the state in which all that ``seat`` cannot see is dealt again at random."""
    world = state.clone()
    world.seed = new_seed(rng)
    own = SEATS.index(seat)
    world.hands[own].sort()
    redeal(rng, [*(world.hands[k] for k in range(len(SEATS)) if k != own), world.deck, world.discard])
    return world
