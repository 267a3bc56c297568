"""Record golden playthroughs: whole seeded games between greedy bots, with their full logs.

Run ``python -m tests.golden.make [GAME]`` after a deliberate change of the rules, then review the
diff of tests/golden/<game>/ like any other change: each .jsonl is a replayable action log (its
first line names the seed and options) and each .log.txt the English log it must produce.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from engine.simulate import GreedyBot, play_game
from games import get_game

ROOT = Path(__file__).parent
# game -> the (seed, options) of each recorded game
GAMES = {
    "avcw": [(1, {}), (2, {}), (3, {"foreign_influence": True})],
    "civil_suits": [(1, {}), (2, {})],
    "17-21": [(1, {"advanced": True}), (4, {})],
    # Two kingdoms keep a greedy campaign (every choice tried on a copy) to seconds; seed 2 adds England.
    "trumps_of_kings": [
        (1, {"austria": True, "prussia": True, "england": False, "france": False, "spain": False}),
        (2, {"austria": True, "prussia": True, "england": True, "france": False, "spain": False}),
    ],
}


def folder(game: str) -> Path:
    """Return the folder of a game's golden playthroughs."""
    return ROOT / game


def header(seed: int, options: dict) -> str:
    """Return the comment line that opens a golden log."""
    return f"# seed={seed} options={json.dumps(options, sort_keys=True)}"


def record(name: str, seed: int, options: dict) -> tuple[str, str]:
    """Play one game and return (action log, English log text)."""
    game = get_game(name)
    rng = random.Random(seed)
    bots = {seat: GreedyBot(rng, game.evaluate) for seat in game.seats}
    actions: list = []
    state = play_game(game, seed, bots, options=options, record=actions, log=True)
    lines = [header(seed, options)] + [json.dumps(game.action_to_json(a)) for a in actions]
    return "\n".join(lines) + "\n", "\n".join(str(line) for line in state.log) + "\n"


def main(names: list[str]) -> None:
    """Write every golden game of the named games (all games when none is named)."""
    for name in names or GAMES:
        target = folder(name)
        target.mkdir(parents=True, exist_ok=True)
        for seed, options in GAMES[name]:
            actions, log = record(name, seed, options)
            (target / f"seed-{seed}.jsonl").write_text(actions, encoding="utf-8")
            (target / f"seed-{seed}.log.txt").write_text(log, encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
