"""Seconds per decision of the search bot at its default budget, per game: the median and the maximum.

The search bot takes one seat (moving round the table from game to game) against random bots; every
call of its ``choose`` is timed, on one core, including decisions with a single legal action (answered
at once). The default budget has a time limit, so the maximum says whether a seat ever waits over it.

    python bench/decision_time.py [--games 3] [--game avcw]
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


class TimedBot:
    """Wraps a bot and keeps the seconds each of its choices took."""

    def __init__(self, bot):
        self.bot = bot
        self.seconds: list[float] = []

    def choose(self, state, seat: str):
        """Return the wrapped bot's choice, timing it."""
        start = time.perf_counter()
        action = self.bot.choose(state, seat)
        self.seconds.append(time.perf_counter() - start)
        return action


def decision_seconds(name: str, games: int, seed: int) -> list[float]:
    """Play ``games`` games with the default search bot in one seat; return the seconds of each of its decisions."""
    game = get_game(name)
    seats = table_seats(game)
    spent: list[float] = []
    for number in range(games):
        rng = random.Random(seed + number)
        timed = TimedBot(SearchBot(rng))
        bots = {seat: RandomBot(rng) for seat in game.seats}
        bots[seats[number % len(seats)]] = timed
        play_game(game, seed + number, bots)
        spent += timed.seconds
    return spent


def main() -> None:
    """Print the median and maximum seconds per decision of each game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"default budget: {DEFAULT_PLAYOUTS} playouts, at most {DEFAULT_SECONDS} s; load {os.getloadavg()[0]:.2f}")
    print(f"{'game':16} {'decisions':>9} {'median s':>9} {'max s':>7}")
    for name in args.game or GAMES:
        spent = decision_seconds(name, args.games, args.seed)
        print(f"{name:16} {len(spent):>9} {statistics.median(spent):9.3f} {max(spent):7.3f}")


if __name__ == "__main__":
    main()
