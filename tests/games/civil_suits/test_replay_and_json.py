"""Replays and JSON: an entered deal and a sampled one replay alike, every state round-trips through JSON,
and a restored state plays on identically."""

import json
import random

import pytest

from engine.game import deciding_seat
from engine.replay import replay
from engine.simulate import RandomBot, play_game


def random_game(game, seed, record=None):
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in game.seats}
    return play_game(game, seed, bots, record=record, log=True)


@pytest.mark.parametrize("seed", [1, 2])
def test_sampled_and_entered_deals_replay_to_the_same_state(civil, seed):
    recorded = []
    final = random_game(civil, seed, recorded)
    explicit = replay(civil, [civil.action_to_json(a) for a in recorded], seed=seed)
    assert explicit.state.to_json() == final.to_json()
    open_deals = [{"do": "deal"} if a.kind == "deal" else civil.action_to_json(a) for a in recorded]
    sampled = replay(civil, open_deals, seed=seed)
    assert sampled.state.to_json() == final.to_json()
    assert [str(line) for line in sampled.lines] == [str(line) for line in final.log]
    assert explicit.state.is_terminal() and civil.check_invariants(explicit.state) == []


@pytest.mark.parametrize("seed", [11, 12])
def test_every_state_round_trips_through_json(civil, seed):
    rng = random.Random(seed)
    state = civil.new_initial_state(seed=seed)
    while not state.is_terminal():
        data = state.to_json()
        restored = civil.state_from_json(json.loads(json.dumps(data)))
        assert restored.to_json() == data
        assert restored.view("north") == state.view("north")
        seat = deciding_seat(state)
        if seat is None:
            action = state.resolve(state.legal_actions()[0])
        else:
            choices = state.legal_actions(seat)
            action = choices[rng.randrange(len(choices))]
        state.apply_action(action)
        restored.apply_action(action)
        assert restored.to_json() == state.to_json(), "a restored state must play on identically"
        clone = state.clone()
        assert clone.to_json() == state.to_json()


def test_every_action_writes_and_reads_back(civil):
    recorded = []
    random_game(civil, 3, recorded)
    kinds = set()
    for action in recorded:
        data = civil.action_to_json(action)
        assert civil.action_from_json(json.loads(json.dumps(data))) == action
        kinds.add(data["do"])
    assert {"deal", "choose_suit", "pass", "play", "decline"} <= kinds


def test_a_clone_is_independent(civil):
    state = civil.new_initial_state(seed=4)
    state.apply_action(state.resolve(state.legal_actions()[0]))
    copy = state.clone()
    copy.apply_action(copy.legal_actions("north")[0])
    assert state.suits[0] is None and copy.suits[0] is not None
