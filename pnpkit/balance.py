"""The balance report's figures: games played by bots on every core, and what they came to.

Each game is played from its seed alone (the bots' random numbers come from ``random.Random(seed)``, made
in the order of the game's seats), so a figure of the report can be checked by playing that seed again.
A share of the games (``calibration``) seats the chosen bot against random bots only, which says how strong
the bot is: a bot no better than chance wins its fair share there.
"""

from __future__ import annotations

import importlib
import json
import math
import multiprocessing
import os
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from engine.i18n import Message
from engine.plugins import get_game
from engine.simulate import make_bot, play_game

Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval


@dataclass(frozen=True)
class Batch:
    """What to play: a game (on another copy of its rules, perhaps), its options, the bot, the seeds."""

    game: str
    games: int
    seed: int = 1
    bot: str = "random"
    options: dict = field(default_factory=dict)
    rules_path: Path | None = None
    budget: float | None = None

    def calibration_games(self) -> int:
        """Return how many games measure the bot against random bots (none when the bot is random)."""
        return 0 if self.bot == "random" else max(2, self.games // 4)


def wilson(wins: int, games: int) -> tuple[float, float]:
    """Return the 95 % Wilson interval of a rate of wins (0, 1 for no games)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = rate + Z95**2 / (2 * games)
    spread = Z95 * math.sqrt(rate * (1 - rate) / games + Z95**2 / (4 * games**2))
    scale = 1 + Z95**2 / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


_GAMES: dict = {}  # each worker's loaded games, by (name, rules path)


def play_one(batch: Batch, seed: int, bot_seat: str | None = None) -> dict:
    """Play one game of the batch from its seed; return its record (winners, first to decide, length, figures).

    With ``bot_seat`` the batch's bot plays only that seat and random bots the others (a calibration game).
    """
    key = (batch.game, batch.rules_path)
    game = _GAMES.get(key) or _GAMES.setdefault(key, get_game(batch.game, batch.rules_path))
    rng = random.Random(seed)
    bots = {}
    for seat in game.seats:
        name = batch.bot if bot_seat in (None, seat) else "random"
        bots[seat] = make_bot(name, game, rng, batch.budget)
    actions: list = []
    state = play_game(game, seed, bots, options=batch.options, record=actions)
    deciders = [seat for seat in map(game.action_seat, actions) if seat is not None]
    returns = state.returns()
    in_play = [seat for seat, value in returns.items() if value != 0] or list(game.seats)
    outcome = state.outcome()
    return {
        "seed": seed,
        "winners": list(outcome.winners if outcome else ()),
        "seats": in_play,
        "first": deciders[0] if deciders else None,
        "decisions": len(deciders),
        "rounds": getattr(state, "round", 0),
        "figures": _figures(game, state),
        "bot_seat": bot_seat,
    }


def game_figures_module(game):
    """Return the game's balance module (``games/<game>/balance.py``: FIGURES and figures), or None."""
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        return importlib.import_module(f"{package}.balance")
    except ModuleNotFoundError:
        return None


def _figures(game, state) -> dict:
    module = game_figures_module(game)
    if module is None:
        return {}
    return {
        name: [(_json(category), series) for category, series in pairs] for name, pairs in module.figures(state).items()
    }


def _json(category):
    return category.to_json() if isinstance(category, Message) else category


def _play_many(job: tuple) -> list[dict]:
    batch, seeds, bot_seats = job
    return [play_one(batch, seed, seat) for seed, seat in zip(seeds, bot_seats, strict=True)]


def collect(batch: Batch, processes: int | None = None) -> tuple[list[dict], list[dict]]:
    """Play the batch on every core; return the records of its games and of its calibration games."""
    game = get_game(batch.game, batch.rules_path)
    seeds = list(range(batch.seed, batch.seed + batch.games))
    calibration = batch.calibration_games()
    extra = list(range(batch.seed + batch.games, batch.seed + batch.games + calibration))
    plan = [(seed, None) for seed in seeds] + [(seed, game.seats[n % len(game.seats)]) for n, seed in enumerate(extra)]
    workers = max(1, min(processes or os.cpu_count() or 1, len(plan)))
    chunks = [plan[index::workers] for index in range(workers)]
    jobs = [(batch, [seed for seed, _ in chunk], [seat for _, seat in chunk]) for chunk in chunks if chunk]
    if workers == 1:
        results = [_play_many(job) for job in jobs]
    else:
        context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else None)
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            results = list(pool.map(_play_many, jobs))
    records = sorted((record for chunk in results for record in chunk), key=lambda record: record["seed"])
    return [r for r in records if r["bot_seat"] is None], [r for r in records if r["bot_seat"] is not None]


@dataclass
class SeatRate:
    """A seat's wins in the games it played, with the 95 % interval of its rate."""

    seat: str
    wins: int
    games: int

    @property
    def rate(self) -> float:
        """Return the share of its games the seat won."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """Return the 95 % interval of the rate."""
        return wilson(self.wins, self.games)


def seat_rates(seats, records: list[dict]) -> list[SeatRate]:
    """Return each seat's wins over the games it played (a shared win counts for every winner)."""
    return [
        SeatRate(
            seat,
            sum(seat in record["winners"] for record in records),
            sum(seat in record["seats"] for record in records),
        )
        for seat in seats
    ]


def first_player_edge(records: list[dict]) -> tuple[int, int, float]:
    """Return (wins of the first seat to decide, games, that seat's fair share of wins on average)."""
    decided = [record for record in records if record["first"] is not None]
    wins = sum(record["first"] in record["winners"] for record in decided)
    fair = sum(1 / len(record["seats"]) for record in decided) / len(decided) if decided else 0.0
    return wins, len(decided), fair


def bot_strength(records: list[dict]) -> tuple[int, int, float]:
    """Return (wins of the bot's seat, calibration games, the fair share of a seat) over the calibration games."""
    wins = sum(record["bot_seat"] in record["winners"] for record in records)
    fair = sum(1 / len(record["seats"]) for record in records) / len(records) if records else 0.0
    return wins, len(records), fair


def figure_counts(records: list[dict]) -> dict[str, Counter]:
    """Return each telling figure's counts of (category, winning seat or None), over every game."""
    counts: dict[str, Counter] = {}
    for record in records:
        for name, pairs in record["figures"].items():
            counter = counts.setdefault(name, Counter())
            counter.update((_key(category), series) for category, series in pairs)
    return counts


def _key(category) -> str:
    """Return a category (a message's JSON, or a plain label) as a hashable key: its JSON text."""
    return json.dumps(category, sort_keys=True, ensure_ascii=False)


def category_message(key: str) -> Message | str:
    """Return the category a key of figure_counts stands for (a message, or a plain label)."""
    category = json.loads(key)
    return Message.from_json(category) if isinstance(category, dict) else category
