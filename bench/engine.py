"""Full random games per second on one core (and Trumps of Kings' strategic turns): chance drawn from the seed, every
decision a uniformly random legal action, no logging. Prints the figures; asserts nothing.

Beside pnpkit's games it measures, in the same run, OpenSpiel's C++ Hearts ("hearts" in pyspiel)
played the same way from Python: chance outcomes sampled by their probabilities, every decision
uniformly random over the legal actions. OpenSpiel is a benchmark-only dependency (PyPI package
``open_spiel``), never part of pnpkit's install; without it the comparison says so.

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

from engine.game import deciding_seat
from engine.simulate import RandomBot, play_game
from games import get_game

SEVENTEEN21_GOAL = 300  # random battles per second on one core


def games_per_second(game, count: int, seed: int) -> float:
    """Play ``count`` random games and return the rate."""
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in game.seats}
    start = time.perf_counter()
    for number in range(count):
        play_game(game, seed + number, bots)
    return count / (time.perf_counter() - start)


def strategic_turns_per_second(game, campaigns: int, seed: int) -> tuple[float, float]:
    """Play random Trumps of Kings campaigns of five kingdoms; return strategic turns and whole turns per second.

    A strategic turn is one kingdom's turn in the strategic phase: its purchases, then a nomination
    with the whole trump contest over it (and a voyage's further zones), or a pass. Draws, battles
    and everything else in the campaign are played and timed too.
    """
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in game.seats}
    turns = 0
    start = time.perf_counter()
    for number in range(campaigns):
        state = game.new_initial_state(seed=seed + number, log=False)
        while not state.is_terminal():
            seat = deciding_seat(state)
            action = state.legal_actions()[0] if seat is None else bots[seat].choose(state, seat)
            if state.step == "nominate" and action.kind != "buy" and action.kind != "recruit":
                turns += 1
            state.apply_action(action)
    seconds = time.perf_counter() - start
    return turns / seconds, campaigns * game.rules.campaign.turns / seconds


def openspiel_rate(pyspiel, count: int, seed: int) -> float:
    """Play ``count`` random games of OpenSpiel's Hearts and return the rate."""
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(_sample(state.chance_outcomes(), rng))
            else:
                actions = state.legal_actions()
                state.apply_action(actions[int(rng.random() * len(actions))])
    return count / (time.perf_counter() - start)


def _sample(outcomes, rng: random.Random):
    """Draw a chance outcome by its probability (uniform ones, the deal's, without a running sum)."""
    first = outcomes[0][1]
    if all(probability == first for _, probability in outcomes):
        return outcomes[int(rng.random() * len(outcomes))][0]
    point, total = rng.random(), 0.0
    for action, probability in outcomes:
        total += probability
        if point < total:
            return action
    return outcomes[-1][0]


def best_of(measure, repeat: int) -> tuple[float, float]:
    """Return the best and the median rate of several runs."""
    rates = [measure(run) for run in range(repeat)]
    return max(rates), statistics.median(rates)


def main() -> None:
    """Print the rate of each game, best and median of several runs, and the comparison with OpenSpiel."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per run for pnpkit's games")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rates = {}
    for name, title in (("avcw", "A Very Civil Whist"), ("civil_suits", "Civil Suits"), ("17-21", "17(21)")):
        game = get_game(name)
        games_per_second(game, 30, 0)  # warm caches (rules data, listings) before timing
        best, median = best_of(lambda run, game=game: games_per_second(game, args.games, 1000 * run), args.repeat)
        rates[name] = best
        print(
            f"{title}: {best:.0f} random games/s (best of {args.repeat} runs of {args.games}; "
            f"median {median:.0f}), one process on one core"
        )
    verdict = "met" if rates["17-21"] >= SEVENTEEN21_GOAL else "not met"
    print(f"  17(21) random battles/s against its goal of at least {SEVENTEEN21_GOAL}: {verdict}")
    kings = get_game("trumps_of_kings")
    strategic_turns_per_second(kings, 1, 0)
    campaigns = max(1, args.games // 100)
    runs = [strategic_turns_per_second(kings, campaigns, 1000 * run) for run in range(args.repeat)]
    best = max(runs)
    verdict = "met" if best[0] >= 1000 else "not met"
    print(
        f"Trumps of Kings, five kingdoms: {best[0]:.0f} random strategic turns/s (goal at least 1,000: {verdict}); "
        f"{best[1]:.0f} whole campaign turns/s (best of {args.repeat} runs of {campaigns} campaigns)"
    )
    rounds = get_game("civil_suits").rules.rounds
    print(f"  a Civil Suits game is {rounds} deals: {rates['civil_suits'] * rounds:.0f} deals/s")
    try:
        import pyspiel
    except ImportError:
        print("OpenSpiel Hearts: not measured, `import pyspiel` fails (pip install open_spiel to compare)")
        return
    openspiel_rate(pyspiel, 50, 0)
    best, median = best_of(lambda run: openspiel_rate(pyspiel, 4 * args.games, 1000 * run), args.repeat)
    print(
        f"OpenSpiel Hearts (C++ through pyspiel, one deal per game): {best:.0f} random games/s "
        f"(best of {args.repeat} runs of {4 * args.games}; median {median:.0f})"
    )
    ratio = rates["civil_suits"] / best
    # OpenSpiel's Hearts game is one deal and a Civil Suits game is four, so both ratios are shown,
    # each against the goal of a third: game for game as the figures come, and deal for deal.
    for unit, value in (("game for game", ratio), ("deal for deal", ratio * rounds)):
        verdict = "met" if value >= 1 / 3 else "not met"
        print(f"Civil Suits / OpenSpiel Hearts, {unit}: {value:.2f} (goal at least 0.33: {verdict})")


if __name__ == "__main__":
    main()
