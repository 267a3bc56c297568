"""Replays and JSON for every game: entered and sampled draws replay alike, every state round-trips through
JSON and plays on identically, every action writes and reads back, and a copy is independent."""

import json
import random

import pytest

from engine.replay import replay, restore_state
from games import get_game
from tests.helpers import random_choice, random_game

NAMES = ["avcw", "civil_suits", "17-21", "trumps_of_kings", "walsingham"]
# game -> actions a random game of seed 3 is sure to use
USUAL_KINDS = {
    "avcw": {"deal", "draw_event", "reveal", "lead", "follow", "pick", "place_leaders", "attack", "defend"},
    "civil_suits": {"deal", "choose_suit", "pass", "play", "decline"},
    "17-21": {"reveal_terrain", "deal", "discard", "weather", "keep_doctrines", "place", "attack", "stand"},
    "trumps_of_kings": {"cut", "draw", "invade", "diplomacy", "move", "trump", "decline", "pass", "result"},
    "walsingham": {"deal_loyalty", "reveal", "bid", "claim", "accuse"},
}


@pytest.mark.parametrize(
    ("name", "seed"),
    [
        ("avcw", 1),
        ("avcw", 2),
        ("avcw", 3),
        ("civil_suits", 1),
        ("civil_suits", 2),
        ("17-21", 1),
        ("17-21", 2),
        ("trumps_of_kings", 1),
        ("trumps_of_kings", 2),
        ("walsingham", 1),
        ("walsingham", 2),
    ],
)
def test_sampled_and_entered_draws_replay_to_the_same_state(name, seed):
    game = get_game(name)
    recorded = []
    final = random_game(game, seed, recorded)
    explicit = replay(game, [game.action_to_json(a) for a in recorded], seed=seed)
    assert explicit.state.to_json() == final.to_json()
    assert explicit.state.is_terminal() and game.check_invariants(explicit.state) == []
    # The same log with every draw left to the seed gives the same game.
    chance = {action_type.kind for action_type in game.chance_actions}
    open_draws = [{"do": a.kind} if a.kind in chance else game.action_to_json(a) for a in recorded]
    sampled = replay(game, open_draws, seed=seed)
    assert sampled.state.to_json() == final.to_json()
    assert [str(line) for line in sampled.lines] == [str(line) for line in final.log]


@pytest.mark.parametrize("name", NAMES)
def test_the_same_log_with_another_seed_plays_to_the_end(name):
    game = get_game(name)
    recorded = []
    random_game(game, 5, recorded)
    explicit = replay(game, recorded, seed=999)
    assert explicit.state.is_terminal(), "explicit outcomes do not depend on the seed"


@pytest.mark.parametrize(("name", "seed"), [(name, seed) for name in NAMES for seed in (11, 12)])
def test_every_state_round_trips_through_json(name, seed):
    game = get_game(name)
    rng = random.Random(seed)
    state = game.new_initial_state(seed=seed)
    while not state.is_terminal():
        data = state.to_json()
        restored = game.state_from_json(json.loads(json.dumps(data)))
        assert restored.to_json() == data
        for seat in (*game.seats, None):
            assert restored.view(seat) == state.view(seat)
        action = random_choice(state, rng)
        state.apply_action(action)
        restored.apply_action(action)
        assert restored.to_json() == state.to_json(), "a restored state must play on identically"
        assert state.clone().to_json() == state.to_json()


@pytest.mark.parametrize(("name", "seed"), [(name, seed) for name in NAMES for seed in (13, 14)])
def test_a_state_restored_with_its_log_is_the_replayed_state_in_every_part(name, seed):
    """What a snapshot keeps (the state's JSON and its log lines) rebuilds everything a live table uses."""
    game = get_game(name)
    recorded = []
    final = random_game(game, seed, recorded)
    for cut in range(0, len(recorded), max(1, len(recorded) // 6)):
        replayed = replay(game, recorded[:cut], seed=seed).state
        data = json.loads(json.dumps(replayed.to_json()))
        lines = json.loads(json.dumps([line.to_json() for line in replayed.log]))
        restored = restore_state(game, data, lines)
        # Every attribute (the draws counter, the step, the round, the actor, caches...), not only the JSON.
        assert {key: value for key, value in vars(restored).items() if key != "log"} == {
            key: value for key, value in vars(replayed).items() if key != "log"
        }
        assert [str(line) for line in restored.log] == [str(line) for line in replayed.log]
        assert [line.to_json() for line in restored.log] == lines
        for seat in (*game.seats, None):
            assert list(restored.legal_actions(seat)[:200]) == list(replayed.legal_actions(seat)[:200])
        rest = replay(game, recorded[cut:], start=restored, first=cut + 1)
        assert rest.state is restored and rest.state.to_json() == final.to_json()
        assert [str(line) for line in restored.log] == [str(line) for line in final.log]


@pytest.mark.parametrize("name", NAMES)
def test_every_action_writes_and_reads_back(name):
    game = get_game(name)
    recorded = []
    random_game(game, 3, recorded)
    kinds = set()
    for action in recorded:
        data = game.action_to_json(action)
        assert game.action_from_json(json.loads(json.dumps(data))) == action
        kinds.add(data["do"])
    assert USUAL_KINDS[name] <= kinds


@pytest.mark.parametrize("name", NAMES)
def test_a_copy_plays_on_without_touching_its_original(name):
    game = get_game(name)
    rng = random.Random(6)
    state = game.new_initial_state(seed=6)
    while not state.is_terminal():
        before = state.to_json()
        copy = state.clone()
        copy.apply_action(random_choice(copy, rng))
        assert state.to_json() == before
        assert copy.to_json() != before
        state.apply_action(random_choice(state, rng))
