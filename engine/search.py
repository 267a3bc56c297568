"""A bot that may take a seat at a real table: it searches on worlds built only from what its seat sees.

Determinised Monte Carlo search: every playout deals the cards the seat cannot see again at random
(the game's ``worlds`` module, engine/worlds.py), picks one of the seat's candidate actions by UCB1,
plays on with random actions (chance drawn from the world's own seed) for a few decisions and scores
the position reached: a finished game by who won, an unfinished one by how the seat's evaluation (the
greedy bot's) ranks among every seat's. The action tried most often is chosen. Nothing of the real
state reaches the search but what the seat's view holds, so twin states that differ only in what the
seat cannot see give the same choice from the same generator.
"""

from __future__ import annotations

import math
import random
import time

from engine.errors import PnpkitError
from engine.game import deciding_seat

DEFAULT_PLAYOUTS = 400  # per decision; the time limit below usually ends the search first on a slow game
DEFAULT_SECONDS = 0.8  # the default's wall-clock limit, under the one second a seat may take
DEPTH = 16  # decisions played after the candidate before the position is scored
CANDIDATES = 32  # a longer listing (17(21)'s deployments) is searched on this many actions sampled from it
EXPLORATION = 0.7  # UCB1's constant for values in [0, 1]


class SearchBot:
    """Chooses by determinised Monte Carlo search, reading only what its seat may see.

    ``budget`` is the number of playouts per decision; ``seconds`` (None: no limit) ends the search
    sooner by the clock, which makes a choice depend on the machine's speed: a test gives None.
    """

    def __init__(
        self,
        rng: random.Random,
        budget: int = DEFAULT_PLAYOUTS,
        seconds: float | None = DEFAULT_SECONDS,
        depth: int = DEPTH,
        candidates: int = CANDIDATES,
    ):
        self.rng = rng
        self.budget = budget
        self.seconds = seconds
        self.depth = depth
        self.candidates = candidates

    def choose(self, state, seat: str):
        """Return the seat's action that did best over ``budget`` playouts on worlds consistent with its view."""
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        rng = self.rng
        if len(actions) > self.candidates:
            actions = [actions[index] for index in sorted(rng.sample(range(len(actions)), self.candidates))]
        worlds = state.worlds
        visits, totals = [0] * len(actions), [0.0] * len(actions)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for playout in range(self.budget):
            if deadline is not None and playout and time.perf_counter() > deadline:
                break
            world = worlds.determinize(state, seat, rng)
            pick = _ucb(visits, totals, playout)
            try:
                world.apply_action(actions[pick])
                value = self._playout(world, seat, worlds.evaluate)
            except PnpkitError:
                value = 0.0  # the world refused the action: count it as a loss there rather than stop
            visits[pick] += 1
            totals[pick] += value
        best = max(range(len(actions)), key=lambda i: (visits[i], totals[i]))
        return actions[best]

    def _playout(self, world, seat: str, evaluate) -> float:
        """Play on at random for ``depth`` decisions and return the seat's value of where it ends, in [0, 1]."""
        random_ = self.rng.random
        decisions = 0
        while not world.is_terminal() and decisions < self.depth:
            mover = deciding_seat(world)
            if mover is None:
                world.apply_action(world.legal_actions()[0])  # a draw from the world's seed
                continue
            actions = world.legal_actions(mover)
            world.apply_action(actions[int(random_() * len(actions))])
            decisions += 1
        return leaf_value(world, seat, evaluate)


def _ucb(visits: list[int], totals: list[float], played: int) -> int:
    """Return the candidate to try next: each once in turn, then the highest upper confidence bound."""
    for index, count in enumerate(visits):
        if count == 0:
            return index
    log_played = math.log(played)
    return max(
        range(len(visits)),
        key=lambda i: totals[i] / visits[i] + EXPLORATION * math.sqrt(log_played / visits[i]),
    )


def leaf_value(world, seat: str, evaluate) -> float:
    """Return a position's worth to a seat in [0, 1]: its share of the win, or its evaluation's rank among the seats."""
    if world.is_terminal():
        outcome = world.outcome()
        winners = outcome.winners if outcome is not None else ()
        if not winners:
            return 0.5
        return 1.0 / len(winners) if seat in winners else 0.0
    mine = evaluate(world, seat)
    others = [evaluate(world, other) for other in world.worlds.seats(world) if other != seat]
    if not others:
        return 0.5
    return sum(1.0 if mine > score else 0.5 if mine == score else 0.0 for score in others) / len(others)
