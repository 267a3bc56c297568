"""The search bot's strength, per game: its win rate against random and against greedy play, with 95 % intervals.

The search bot takes one seat and the opponent bot every other seat at the table; its seat moves round the
table from game to game (in a two-seat game: swapped half the time). A game counts as a win when it alone
won, shared when it shared the win, a draw when nobody won, else a loss; the win rate counts wins only,
and beside it stands the fair share (one over the seats) that a bot no better than the others would get.
Games run on every core (multiprocessing), each game from its own seed, so a run repeats exactly.

It measures at a small budget with ``--games`` games per pairing, then a shorter run at the default budget
(``--default-games``, under its default time limit). The small budget is about 20 ms a decision, stated in
playouts, with no time limit (so a run repeats on any machine): each game's ``SMALL_BUDGETS``, the playouts
a median searched decision fits in 20 ms of one core's CPU time here (``bench/decision_time.py --budget``,
November 2026). ``--budget`` sets one playout count for every game instead.

The greedy bot, like the search bot, reads only its own seat's view (engine/simulate.py). With
``--reference`` it also plays, against greedy, a greedy bot in the same seat (the seat's share when it is no
stronger); against random and against greedy, a search bot that sees every card (how far searching can go at
all: where it too stays under a goal, the game's luck keeps that goal out of reach); and the search bot against
greedy bots that see every card ("omni-greedy": the greedy bot as it was until November 2026, which tried its
actions on the real state; the figures measured against it before then compare with these).

    python bench/bots.py [--games 200] [--game avcw] [--against greedy] [--budget 40] [--default-games 20] [--reference]
    python bench/bots.py --game trumps_of_kings --option austria=false --option england=false --option spain=false

``--option`` sets a table option of the one game measured, as ``pnpkit balance`` does: above, France against
Prussia alone, where the fair share is a half.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import click

from engine.errors import PnpkitError
from engine.search import DEFAULT_PLAYOUTS, DEFAULT_SECONDS, SearchBot
from engine.simulate import GreedyBot, make_bot, play_game
from engine.worlds import new_seed
from games import get_game
from pnpkit.cli import parse_options

GAMES = ("avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings")
# Playouts per decision at the small budget: what a median searched decision fits in about 20 ms of CPU
# (19.9 to 21.6 ms at these counts, against random, 27 November 2026; Civil Suits, whose playouts follow its
# rules of thumb since then, 18.5 ms at load 1.2 and 20.6 ms at load 4.5). At 20 playouts a decision costs from
# 1 ms (17(21)) to about 10 ms (Walsingham, Trumps of Kings), so one count for all would be 20 ms in one game and
# far less in others. Trumps of Kings, whose playouts are four decisions deep and compared by halving since then,
# 15.3 ms a median decision at 60 playouts (quiet machine), under 20 ms: the 78 that fill the 20 ms won no more.
SMALL_BUDGETS = {"avcw": 140, "civil_suits": 120, "17-21": 400, "walsingham": 40, "trumps_of_kings": 60}
GOALS = {"random": 0.90, "greedy": 0.65}
OUTCOMES = ("win", "shared", "draw", "loss")


class OmniscientSearchBot(SearchBot):
    """The search bot given every card: its worlds are the real state with only the future draws unknown.

    Not a bot for a seat (it cheats): an upper bound on what search at this budget can win.
    """

    def world(self, state, seat: str):
        """Return the real state with a fresh seed for the draws to come."""
        world = state.clone()
        world.seed = new_seed(self.rng)
        return world


class OmniscientGreedyBot(GreedyBot):
    """The greedy bot given every card: it tries its actions on the real state.

    Not a bot for a seat (it cheats): the opponent earlier figures were measured against, kept to compare.
    """

    def worlds(self, state, seat: str) -> list:
        """Return the real state itself: its actions are tried on copies of it."""
        return [state]


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Return the Wilson score interval of a proportion (95 % by default)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    denominator = 1 + z * z / trials
    return max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator)


def table_seats(game, options: dict | None = None) -> tuple[str, ...]:
    """Return the seats taken at a table of the game with these options (None: its defaults)."""
    state = game.new_initial_state(seed=0, options=options)
    return state.worlds.seats(state)


def bench_bot(name: str, rng: random.Random, game, budget: int | None = None):
    """Return a bench bot by name: "search" (budget None: the default), "omniscient", "omni-greedy" or make_bot's."""
    if name == "search":
        return SearchBot(rng, budget=budget)
    if name == "omniscient":
        return OmniscientSearchBot(rng, budget=budget)
    if name == "omni-greedy":
        return OmniscientGreedyBot(rng, game.evaluate)
    return make_bot(name, game, rng)


def small_pairings(names, budget: int | None, reference: bool, opponents=tuple(GOALS)) -> list[tuple]:
    """Return the pairings played at the small budget: search vs each opponent, and with ``reference`` the bounds.

    ``budget`` None gives each game its own ``SMALL_BUDGETS``; a count is every game's.
    """
    small = {name: SMALL_BUDGETS[name] if budget is None else budget for name in names}
    pairings = [(name, "search", opponent, small[name]) for name in names for opponent in opponents]
    if reference:
        pairings += [(name, "greedy", "greedy", small[name]) for name in names]
        pairings += [(name, "omniscient", opponent, small[name]) for name in names for opponent in GOALS]
        pairings += [(name, "search", "omni-greedy", small[name]) for name in names]
    return pairings


def play_one(task: tuple) -> tuple:
    """Play one game of a pairing; return (task key, outcome for the hero, seconds)."""
    name, hero, opponent, budget, number, seed, options = task
    game = get_game(name)
    seats = table_seats(game, options)
    seat = seats[number % len(seats)]
    rng = random.Random(seed * 1_000_003 + number)
    bots = {other: bench_bot(opponent, rng, game) for other in game.seats}
    bots[seat] = bench_bot(hero, rng, game, budget)
    start = time.perf_counter()
    state = play_game(game, seed + number, bots, options=options)
    winners = state.outcome().winners
    outcome = ("win" if len(winners) == 1 else "shared") if seat in winners else ("loss" if winners else "draw")
    return (name, hero, opponent, budget), outcome, time.perf_counter() - start


def run(pairings: list[tuple], games: int, seed: int, workers: int, options: dict | None = None) -> dict:
    """Play every pairing ``games`` times on ``workers`` processes; return outcome counts and seconds per pairing."""
    tasks = [(*pairing, number, seed, options) for pairing in pairings for number in range(games)]
    counts: dict[tuple, Counter] = {pairing: Counter() for pairing in pairings}
    seconds: dict[tuple, float] = dict.fromkeys(pairings, 0.0)
    with multiprocessing.Pool(workers) as pool:
        for key, outcome, spent in pool.imap_unordered(play_one, tasks):
            counts[key][outcome] += 1
            seconds[key] += spent
    return {pairing: (counts[pairing], seconds[pairing]) for pairing in pairings}


def report(results: dict, options: dict | None = None) -> None:
    """Print one line per pairing: the outcomes, the win rate with its interval, the fair share and the goal."""
    print(
        f"{'game':16} {'bot':10} {'vs':11} {'budget':>8} {'games':>5} {'win':>4} {'shared':>6} {'draw':>4} "
        f"{'loss':>4}  {'win rate [95 % CI]':22} {'fair':>5} {'goal':>5} {'s/game':>7}"
    )
    for (name, hero, opponent, budget), (counts, seconds) in results.items():
        played = sum(counts.values())
        low, high = wilson(counts["win"], played)
        fair = 1 / len(table_seats(get_game(name), options))
        goal = f"{GOALS[opponent]:.0%}" if hero == "search" and budget is not None and opponent in GOALS else ""
        label = "default" if budget is None else str(budget)
        print(
            f"{name:16} {hero:10} {opponent:11} {label:>8} {played:>5} {counts['win']:>4} {counts['shared']:>6} "
            f"{counts['draw']:>4} {counts['loss']:>4}  {counts['win'] / played:6.1%} [{low:5.1%}, {high:5.1%}]"
            f" {fair:5.0%} {goal:>5} {seconds / played:7.2f}"
        )


def table_options(parser: argparse.ArgumentParser, pairs: list[str], names) -> dict | None:
    """Return the --option pairs as the game's options (None: none given); refuse them without one --game."""
    if not pairs:
        return None
    if len(names) != 1:
        parser.error("--option needs exactly one --game: options are a game's own")
    try:
        options = parse_options(tuple(pairs))
        table_seats(get_game(names[0]), options)  # a name the game does not know, or too few seats, is refused here
    except (click.BadParameter, PnpkitError) as error:
        parser.error(f"--option: {error.format_message() if isinstance(error, click.BadParameter) else error}")
    return options


def main() -> None:
    """Play the pairings the options ask for and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing at the small budget (0: none)")
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game (may be repeated)")
    parser.add_argument(
        "--budget", type=int, help="the small budget, playouts per decision, for every game (default: SMALL_BUDGETS)"
    )
    parser.add_argument("--default-games", type=int, default=20, help="games per pairing at the default budget")
    parser.add_argument(
        "--reference",
        action="store_true",
        help="also greedy vs greedy, all-seeing search vs both, search vs all-seeing greedy",
    )
    parser.add_argument("--against", action="append", choices=tuple(GOALS), help="only this opponent (may be repeated)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=true|false",
        help="a table option of the one --game (Trumps of Kings: which kingdoms play), as pnpkit balance takes it",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    names = args.game or GAMES
    options = table_options(parser, args.option, names)
    pairings = small_pairings(names, args.budget, args.reference, args.against or tuple(GOALS))
    print(f"load average before: {os.getloadavg()[0]:.2f}; {args.workers} workers")
    if args.games:
        if args.budget is None:
            print("small budget: the playouts of about 20 ms a decision (the budget column), no time limit")
        report(run(pairings, args.games, args.seed, args.workers, options), options)
    if args.default_games:
        print(f"\nat the default budget: {DEFAULT_PLAYOUTS} playouts, at most {DEFAULT_SECONDS} s a decision")
        defaults = [(name, "search", opponent, None) for name in names for opponent in args.against or GOALS]
        report(run(defaults, args.default_games, args.seed, args.workers, options), options)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
