"""Walsingham as one player may imagine it: the others' Loyalty and Secret cards and the decks' order dealt anew."""

from __future__ import annotations

from engine.worlds import new_seed, redeal
from games.walsingham.checks import evaluate
from games.walsingham.effects import LOYALTY

__all__ = ["GUIDE", "determinize", "evaluate", "seats"]

# The search bot's playouts move each player by the best of this many random actions (engine/search.py):
# random playouts misjudge this game's positions; guided ones won 33 % to 47 % of 100 games
# against greedy at 20 playouts.
GUIDE = 3


def seats(state) -> tuple[str, ...]:
    """Return the colours at the table."""
    return tuple(state.seats)


def determinize(state, seat: str, rng):
    """Return a copy of the state in which all that ``seat`` cannot see is dealt again at random.

    A Loyalty card the seat saw by peeking stays with the player it saw it with.
    """
    world = state.clone()
    world.seed = new_seed(rng)
    own = state.seats.index(seat)
    others = [s for s in range(world.players) if s != own]
    world.loyalty[own].sort()
    world.secrets[own].sort()
    _redeal_loyalty(world, own, others, rng)
    drawn = [] if world.actor == own else [world.drawn]  # cards drawn by another, not yet chosen from
    redeal(rng, [*(world.secrets[s] for s in others), world.secret_pool, world.secret_bottom, *drawn])
    for deck in sorted(world.decks):
        redeal(rng, [world.decks[deck]])
    redeal(rng, [world.tile_pool])
    for s in others:
        world.seen[s] = []  # what the others saw is theirs alone
    if world.order:  # the peeked cards lie face down, shuffled: shuffle this world's cards
        world.order = world._peeked_pile()
        rng.shuffle(world.order)
    return world


def _redeal_loyalty(world, own: int, others: list[int], rng) -> None:
    """Deal the others' Loyalty cards and the boxed one again, keeping with each player what the seat saw there."""
    pool = sorted(card for pile in (*(world.loyalty[s] for s in others), world.boxed) for card in pile)
    fixed = {s: [] for s in others}
    for _, target, pile, card in world.seen[own]:
        if pile == LOYALTY and target in fixed and card in pool and len(fixed[target]) < len(world.loyalty[target]):
            pool.remove(card)
            fixed[target].append(card)
    free = [[None] * (len(world.loyalty[s]) - len(fixed[s])) for s in others]
    boxed = [None] * len(world.boxed)
    rng.shuffle(pool)
    for pile in [*free, boxed]:
        for index in range(len(pile)):
            pile[index] = pool.pop()
    for s, cards in zip(others, free, strict=True):
        world.loyalty[s] = sorted([*fixed[s], *cards])
    world.boxed = boxed
