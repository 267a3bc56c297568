"""Helpers every game's tests share: card names, actions in their JSON form, refusals that change nothing,
random games and random choices, and the command line run on logs and rules files."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from engine.cards import format_card, parse_card
from engine.errors import IllegalActionError, InvalidActionError
from engine.game import deciding_seat
from engine.simulate import RandomBot, play_game
from pnpkit.cli import main


def cards(*names: str) -> list[int]:
    """Return card numbers from their names."""
    return [parse_card(name) for name in names]


def names(card_numbers) -> list[str]:
    """Return the names of card numbers."""
    return [format_card(card) for card in card_numbers]


def act(game, state, **fields):
    """Apply an action given as JSON fields (``do="play", seat="north", ...``); return its log lines."""
    return state.apply_action(game.action_from_json(fields))


def rendered(lines) -> str:
    """Return log lines as one English text."""
    return "\n".join(str(line) for line in lines)


@contextlib.contextmanager
def refused(state, match: str | None = None):
    """Expect an illegal or invalid action that leaves the state exactly as it was."""
    before = state.to_json()
    with pytest.raises((IllegalActionError, InvalidActionError)) as caught:
        yield caught
    assert state.to_json() == before, "a refused action changed the state"
    assert str(caught.value.reason), "a refusal must give a reason"
    if match is not None:
        assert match in str(caught.value.reason), str(caught.value.reason)


def random_game(game, seed: int, record: list | None = None):
    """Play a whole game of random legal actions with logging on; return its final state."""
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in game.seats}
    return play_game(game, seed, bots, record=record, log=True)


def random_choice(state, rng: random.Random):
    """Return a random legal action of whoever decides now, or the due draw resolved from the seed."""
    seat = deciding_seat(state)
    if seat is None:
        return state.resolve(state.legal_actions()[0])
    choices = state.legal_actions(seat)
    return choices[rng.randrange(len(choices))]


def run(*args: str):
    """Run the command line with these arguments; return click's result (exceptions are not caught)."""
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def run_replay(tmp_path: Path, game: str, log: str, *args: str):
    """Write an action log and replay it with the command line."""
    path = tmp_path / "game.jsonl"
    path.write_text(log, encoding="utf-8")
    return run("replay", game, str(path), *args)


def rules_copy(tmp_path: Path, rules_path: Path, edit: Callable[[dict], None]) -> Path:
    """Write a copy of a rules file changed by ``edit`` (which changes the data in place); return its path."""
    data = yaml.safe_load(rules_path.read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path
