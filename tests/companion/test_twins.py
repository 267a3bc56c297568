"""The leak tests' replays (tests.companion.twins.Replays): a log replayed from a kept copy of the recorded game's
state leaves exactly the state, log lines included, that a replay from the start leaves, or is refused as it is."""

from __future__ import annotations

import random

import pytest

from companion.plugins import plugin_for
from engine.cards import format_card
from games import game_names, get_game
from tests.companion.twins import (
    CARDS,
    Replays,
    _replayed,
    find_twins,
    highest_number,
    recorded_game,
    seats_at,
    swap_cards,
)

SEED = 3


def _whole(state):
    return None if state is None else (state.to_json(), [line.to_json() for line in state.log])


@pytest.mark.parametrize("name", game_names())
def test_a_log_replayed_from_a_kept_copy_leaves_the_state_a_replay_from_the_start_leaves(name):
    game = get_game(name)
    log = recorded_game(game, SEED)
    replays, rng = Replays(game, log, SEED), random.Random(SEED)
    middle = len(log) // 2
    lengths = sorted({0, 1, Replays.EVERY - 1, Replays.EVERY, Replays.EVERY + 1, middle, len(log)})
    tried = [(SEED, log[:length]) for length in lengths] + [(SEED + 1, log[:middle])]  # another seed: from the start
    numbers = list(range(highest_number(game, log) + 1))
    for pool in (CARDS, numbers) if len(numbers) > 1 else (CARDS,):
        tried += [(SEED, swap_cards(game, log[:middle], *rng.sample(pool, 2))) for _ in range(12)]
    for seed, tried_log in tried * 2:  # twice: no replay changes a kept copy
        assert _whole(replays.state(tried_log, seed)) == _whole(_replayed(game, tried_log, seed))


def test_a_twin_whose_views_differ_where_the_rules_hide_everything_is_reported_as_a_leak(monkeypatch):
    """A leak planted in the views themselves (every seat shown every hand) is reported, not dropped as no twin."""
    game = get_game("trumps_of_kings")
    log = recorded_game(game, SEED)
    bought = next(number + 1 for number, item in enumerate(log) if item["do"] == "buy")
    role = next(seat for seat in seats_at(game) if seat != log[bought - 1]["seat"])
    replays = Replays(game, log, SEED)
    honest = []
    find_twins(game, log[:bought], SEED, role, random.Random(SEED), replays=replays, leaks=honest)
    assert honest == []
    plugin = plugin_for(game)
    real = plugin.view

    def leaking(game, state, seat, tr):
        shown = real(game, state, seat, tr)
        if seat is not None:  # a seat's phone is shown every kingdom's hand; the board still shows only what is public
            shown = {**shown, "planted": [format_card(card) for hand in state.hands for card in sorted(hand)]}
        return shown

    monkeypatch.setattr(plugin, "view", leaking)
    leaks = []
    find_twins(game, log[:bought], SEED, role, random.Random(SEED), replays=replays, leaks=leaks)
    assert any(kind == "a hidden card (buy)" for kind, *_ in leaks), leaks
