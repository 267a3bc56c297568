"""Full random games per second on one core: whole games, chance drawn from the seed, every
decision a uniformly random legal action, no logging. Prints the figures; asserts nothing.

    python bench/engine.py [--games N] [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.simulate import RandomBot, play_game
from games import get_game


def games_per_second(game, count: int, seed: int) -> float:
    """Play ``count`` random games and return the rate."""
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in game.seats}
    start = time.perf_counter()
    for number in range(count):
        play_game(game, seed + number, bots)
    return count / (time.perf_counter() - start)


def main() -> None:
    """Print the rate of each game, best and median of several runs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    game = get_game("avcw")
    games_per_second(game, 50, 0)  # warm caches (rules data, listings) before timing
    rates = [games_per_second(game, args.games, 1000 * run) for run in range(args.repeat)]
    print(
        f"A Very Civil Whist: {max(rates):.0f} random games/s (best of {args.repeat} runs of {args.games}; "
        f"median {statistics.median(rates):.0f}), one process on one core"
    )


if __name__ == "__main__":
    main()
