"""Bots and whole-game simulation on any engine game: random and one-ply greedy players."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.errors import PnpkitError
from engine.game import deciding_seat
from engine.i18n import N_


class InvariantError(PnpkitError, AssertionError):
    """A simulated game broke one of its game's invariants (a bug in the engine, not in the play)."""


class RandomBot:
    """Chooses uniformly among the legal actions."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self._random = rng.random  # bound once: choose is the hottest call of a random game

    def choose(self, state, seat: str):
        """Return a uniformly random legal action of the seat."""
        actions = state.legal_actions(seat)
        # random() scaled is uniform to 2**-53 and much cheaper than randrange on this hot path.
        return actions[int(self._random() * len(actions))]


class GreedyBot:
    """Tries every legal action on a copy and keeps the one its game's evaluation likes best.

    A listing longer than ``most`` (a secret deployment may have hundreds of thousands of choices)
    is tried on ``most`` actions sampled from it instead.
    """

    def __init__(self, rng: random.Random, evaluate: Callable[[object, str], float], most: int = 2000):
        self.rng = rng
        self.evaluate = evaluate
        self.most = most

    def choose(self, state, seat: str):
        """Return the legal action with the best evaluation after it, ties broken at random."""
        best, best_score = [], float("-inf")
        actions = state.legal_actions(seat)
        if len(actions) > self.most:
            actions = [actions[index] for index in sorted(self.rng.sample(range(len(actions)), self.most))]
        for action in actions:
            trial = state.clone()
            trial.apply_action(action)
            score = self.evaluate(trial, seat)
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return best[self.rng.randrange(len(best))]


BOTS = ("random", "greedy", "search")


def make_bot(name: str, game, rng: random.Random, budget: float | None = None):
    """Return a bot by name: "random", "greedy" (reads the whole state) or "search" (reads its seat's view only)."""
    if name == "random":
        return RandomBot(rng)
    if name == "greedy":
        return GreedyBot(rng, game.evaluate)
    if name == "search":
        # Imported here: the search is its own module, loaded only by those who play with it.
        from engine.search import SearchBot

        return SearchBot(rng) if budget is None else SearchBot(rng, budget=budget)
    raise ValueError(f"unknown bot {name!r}")


def play_game(
    game,
    seed: int,
    bots: dict,
    check: Callable | None = None,
    options: dict | None = None,
    record: list | None = None,
    log: bool = False,
):
    """Play one whole game with bots, sampling chance from the seed; return the final state.

    With ``record``, every action is appended to it with its chance outcome filled in, which makes
    a log that replays without the seed.
    """
    state = game.new_initial_state(seed=seed, options=options, log=log)
    # Bound once: a random game is hundreds of these calls, and the loop's own cost shows in the benchmark.
    is_terminal, legal_actions, apply_action = state.is_terminal, state.legal_actions, state.apply_action
    while True:
        seat = deciding_seat(state)
        if seat is None:  # a draw, or the end: only then is the end worth asking about
            if is_terminal():
                break
            action = legal_actions()[0]
        else:
            action = bots[seat].choose(state, seat)
        if record is not None:
            action = state.resolve(action)
            record.append(action)
        apply_action(action)
        if check is not None:
            problems = check(state)
            if problems:
                raise InvariantError(
                    N_("Game %(seed)d broke an invariant: %(problems)s"), seed=seed, problems="; ".join(problems)
                )
    return state


@dataclass
class Summary:
    """What a batch of simulated games came to.

    ``wins`` counts a shared win once for each of its winners, so the wins of all seats may add up to
    more than the games; ``shared`` counts the games whose win was shared, ``draws`` those nobody won.
    """

    games: int = 0
    wins: Counter = field(default_factory=Counter)
    shared: int = 0
    draws: int = 0
    rounds: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def games_per_second(self) -> float:
        """Return the rate of whole games played."""
        return self.games / self.seconds if self.seconds else 0.0


def simulate(
    game, games: int, seed: int, bot: str = "random", check: bool = True, options: dict | None = None
) -> Summary:
    """Play ``games`` games, seeds seed, seed+1, ...; every game is checked against its invariants."""
    rng = random.Random(seed)
    bots = {seat: make_bot(bot, game, rng) for seat in game.seats}
    checker = game.check_invariants if check else None
    summary = Summary()
    start = time.perf_counter()
    for number in range(games):
        state = play_game(game, seed + number, bots, checker, options)
        outcome = state.outcome()
        winners = outcome.winners if outcome else ()
        summary.wins.update(winners)
        summary.shared += len(winners) > 1
        summary.draws += not winners
        summary.rounds.append(getattr(state, "round", 0))
        summary.games += 1
    summary.seconds = time.perf_counter() - start
    return summary
