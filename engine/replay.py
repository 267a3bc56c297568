"""Rebuilding a game from its seed, options and action log: the log is the truth, state is derived."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from engine import jsontext
from engine.actions import SECRET
from engine.errors import InvalidActionError, PnpkitError
from engine.i18n import N_, Message
from engine.jsontext import DuplicateKeyError
from engine.reveals import is_quiet_choice, step_mark


class ReplayError(PnpkitError, ValueError):
    """A line of an action log is malformed or illegal; ``line`` is its 1-based number."""

    def __init__(self, line: int, reason: Message):
        self.line = line
        self.cause = reason
        super().__init__(N_("line %(line)d: %(reason)s"), line=line, reason=reason)


@dataclass
class ReplayResult:
    """The state after a replay, with every log line and the resolved actions (outcomes filled in).

    ``quiet_tail`` is how many of the last actions were secret choices that left their step going on
    with one seat fewer to choose (engine.reveals): choices of different seats, made in any order.
    """

    state: object
    lines: list
    actions: list
    quiet_tail: int = 0


def replay(
    game, actions: Iterable, seed: int = 0, options: dict | None = None, start=None, first: int = 1
) -> ReplayResult:
    """Apply actions from the start of a game (or to ``start``); raise ReplayError naming the first bad one's line.

    Items may be engine actions, their JSON objects, or ``read_jsonl`` output (where None stands
    for a skipped line, so that numbers stay those of the file). ``start`` is a state to go on from
    (``restore_state``), changed in place; ``first`` is the line number of the first item.
    """
    state = game.new_initial_state(seed=seed, options=options) if start is None else start
    lines, applied, quiet = [], [], 0
    for number, item in enumerate(actions, start=first):
        if item is None:
            continue
        try:
            if isinstance(item, _BadLine):
                raise InvalidActionError(N_("not valid JSON: %(problem)s"), problem=item.problem)
            action = game.action_from_json(item) if isinstance(item, dict) else item
            secret = type(action).reveals == SECRET
            mark = step_mark(state) if secret else None  # only secret choices can be quiet: a cheap look otherwise
            lines.extend(state.apply_action(action))
        except PnpkitError as error:
            raise ReplayError(number, error.reason) from error
        applied.append(action)
        quiet = quiet + 1 if secret and is_quiet_choice(mark, state) else 0
    return ReplayResult(state, lines, applied, quiet)


def restore_state(game, data: dict, lines: list):
    """Return the state ``State.to_json`` wrote, with its log lines (``Message.to_json``) so it can go on logging."""
    state = game.state_from_json(data)
    state.log = [Message.from_json(line) for line in lines]
    return state


def read_jsonl(text: str) -> list:
    """Read one JSON object per line; blank lines and lines starting with # are skipped.

    A line that names a key twice is refused as one that is not JSON (engine.jsontext).

    Skipped lines stay as None so errors name the line of the file; a line that is not JSON
    is kept as a marker that ``replay`` refuses when its turn comes.
    """
    items = []
    for raw in text.splitlines():
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            items.append(None)
            continue
        try:
            items.append(jsontext.loads(stripped))
        except DuplicateKeyError as error:
            items.append(_BadLine(error.reason))
        except json.JSONDecodeError as error:
            items.append(_BadLine(error.msg))
    return items


class _BadLine:
    def __init__(self, problem: str | Message):
        self.problem = problem
