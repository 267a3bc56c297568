"""Seconds per decision of the search bot at its default budget, per game: the median and the maximum.

The search bot takes one seat (moving round the table from game to game) against random bots; every
call of its ``choose`` is timed, on one core, including decisions with a single legal action (answered
at once). The default budget has a time limit, so the maximum says whether a seat ever waits over it.

With ``--budget N`` the bot searches N playouts a decision instead, with no time limit, and the decisions
it searched (those with more than one legal action) are timed in CPU time too, which other work on the
machine changes far less than the wall clock: their median, their 90th percentile, and the playouts a
median one would fit in 20 ms (bench/bots.py's small budgets come from these).

    python bench/decision_time.py [--games 3] [--game avcw] [--budget 20]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots import GAMES, table_seats

from engine.search import DEFAULT_PLAYOUTS, DEFAULT_SECONDS, SearchBot
from engine.simulate import RandomBot, play_game
from games import get_game

SLICE = 0.020  # seconds: the decision time the small budgets are sized to (the example)


class TimedBot:
    """Wraps a bot and keeps the seconds each of its choices took, and the CPU seconds of those it searched."""

    def __init__(self, bot):
        self.bot = bot
        self.seconds: list[float] = []
        self.searched: list[float] = []  # CPU seconds of the choices among more than one legal action

    def choose(self, state, seat: str):
        """Return the wrapped bot's choice, timing it."""
        start, cpu = time.perf_counter(), time.process_time()
        action = self.bot.choose(state, seat)
        self.seconds.append(time.perf_counter() - start)
        if len(state.legal_actions(seat)) > 1:
            self.searched.append(time.process_time() - cpu)
        return action


def decision_seconds(name: str, games: int, seed: int, budget: int | None = None) -> tuple[list[float], list[float]]:
    """Play ``games`` games with the search bot in one seat (``budget`` playouts, None: the default).

    Return the seconds of each of its decisions, and the CPU seconds of each it searched.
    """
    game = get_game(name)
    seats = table_seats(game)
    spent: list[float] = []
    searched: list[float] = []
    for number in range(games):
        rng = random.Random(seed + number)
        timed = TimedBot(SearchBot(rng, budget=budget))
        bots = {seat: RandomBot(rng) for seat in game.seats}
        bots[seats[number % len(seats)]] = timed
        play_game(game, seed + number, bots)
        spent += timed.seconds
        searched += timed.searched
    return spent, searched


def playouts_in_slice(budget: int, cpu_seconds: list[float]) -> int:
    """Return the playouts a median searched decision would fit in ``SLICE``, its time taken as proportional."""
    return round(budget * SLICE / statistics.median(cpu_seconds))


def main() -> None:
    """Print the median and maximum seconds per decision of each game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, help="playouts per decision, no time limit (default: the default budget)")
    args = parser.parse_args()
    if args.budget is None:
        budget = f"default budget: {DEFAULT_PLAYOUTS} playouts, at most {DEFAULT_SECONDS} s"
    else:
        budget = f"budget: {args.budget} playouts a decision, no time limit"
    print(f"{budget}; load {os.getloadavg()[0]:.2f}")
    searching = "" if args.budget is None else f" {'searched':>8} {'CPU median s':>12} {'CPU p90 s':>9} {'in 20 ms':>8}"
    print(f"{'game':16} {'decisions':>9} {'median s':>9} {'max s':>7}{searching}")
    for name in args.game or GAMES:
        spent, searched = decision_seconds(name, args.games, args.seed, args.budget)
        line = f"{name:16} {len(spent):>9} {statistics.median(spent):9.3f} {max(spent):7.3f}"
        if args.budget is not None and searched:
            p90 = statistics.quantiles(searched, n=10)[-1] if len(searched) > 1 else searched[0]
            line += f" {len(searched):>8} {statistics.median(searched):12.4f} {p90:9.4f}"
            line += f" {playouts_in_slice(args.budget, searched):>8}"
        print(line)


if __name__ == "__main__":
    main()
