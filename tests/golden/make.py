"""Record golden playthroughs: whole seeded games between greedy bots, with their full logs.

Run ``python -m tests.golden.make`` after a deliberate change of the rules, then review the diff of
tests/golden/avcw/ like any other change: each .jsonl is a replayable action log (its first line
names the seed and options) and each .log.txt the English log it must produce.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine.simulate import GreedyBot, play_game
from games import get_game

FOLDER = Path(__file__).parent / "avcw"
GAMES = [(1, {}), (2, {}), (3, {"foreign_influence": True})]


def header(seed: int, options: dict) -> str:
    """Return the comment line that opens a golden log."""
    return f"# seed={seed} options={json.dumps(options, sort_keys=True)}"


def record(seed: int, options: dict) -> tuple[str, str]:
    """Play one game and return (action log, English log text)."""
    game = get_game("avcw")
    rng = random.Random(seed)
    bots = {seat: GreedyBot(rng, game.evaluate) for seat in game.seats}
    actions: list = []
    state = play_game(game, seed, bots, options=options, record=actions, log=True)
    lines = [header(seed, options)] + [json.dumps(game.action_to_json(a)) for a in actions]
    return "\n".join(lines) + "\n", "\n".join(str(line) for line in state.log) + "\n"


def main() -> None:
    """Write every golden game."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    for seed, options in GAMES:
        actions, log = record(seed, options)
        (FOLDER / f"seed-{seed}.jsonl").write_text(actions, encoding="utf-8")
        (FOLDER / f"seed-{seed}.log.txt").write_text(log, encoding="utf-8")


if __name__ == "__main__":
    main()
