"""Replays and JSON: entered and sampled draws replay alike, every state round-trips through JSON."""

import json
import random

import pytest

from engine.game import deciding_seat
from engine.replay import replay
from engine.simulate import RandomBot, play_game


def random_choice(state, rng):
    """Return a random legal action of whoever decides now, or the due draw resolved from the seed."""
    seat = deciding_seat(state)
    if seat is None:
        return state.resolve(state.legal_actions()[0])
    choices = state.legal_actions(seat)
    return choices[rng.randrange(len(choices))]


def random_game(avcw, seed, record=None):
    rng = random.Random(seed)
    bots = {seat: RandomBot(rng) for seat in avcw.seats}
    return play_game(avcw, seed, bots, record=record, log=True)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_sampled_and_entered_draws_replay_to_the_same_state(avcw, seed):
    recorded = []
    final = random_game(avcw, seed, recorded)
    explicit = replay(avcw, [avcw.action_to_json(a) for a in recorded], seed=seed)
    assert explicit.state.to_json() == final.to_json()
    # The same log with every draw left to the seed gives the same game.
    open_draws = [
        {"do": a.kind} if a.kind in ("deal", "draw_event", "reveal", "casualty") else avcw.action_to_json(a)
        for a in recorded
    ]
    sampled = replay(avcw, open_draws, seed=seed)
    assert sampled.state.to_json() == final.to_json()
    assert [str(line) for line in sampled.lines] == [str(line) for line in final.log]


def test_the_same_log_with_another_seed_is_another_game_or_refused(avcw):
    recorded = []
    random_game(avcw, 5, recorded)
    explicit = replay(avcw, recorded, seed=999)
    assert explicit.state.is_terminal(), "explicit outcomes do not depend on the seed"


@pytest.mark.parametrize("seed", [11, 12])
def test_every_state_round_trips_through_json(avcw, seed):
    rng = random.Random(seed)
    state = avcw.new_initial_state(seed=seed)
    while not state.is_terminal():
        data = state.to_json()
        text = json.dumps(data)
        restored = avcw.state_from_json(json.loads(text))
        assert restored.to_json() == data
        action = random_choice(state, rng)
        state.apply_action(action)
        restored.apply_action(action)
        assert restored.to_json() == state.to_json(), "a restored state must play on identically"


def test_clone_is_independent(avcw):
    state = random_game(avcw, 21)
    copy = state.clone()
    copy.hands[0].append(1)
    copy.fronts[0] = 0
    assert state.to_json() != copy.to_json()
    assert avcw.state_from_json(state.to_json()).to_json() == state.to_json()


def test_views_never_show_the_other_sides_secrets(avcw):
    rng = random.Random(8)
    state = avcw.new_initial_state(seed=8)
    while not state.is_terminal():
        for seat in avcw.seats:
            other = next(s for s in avcw.seats if s != seat)
            view = state.view(seat)
            assert view["sides"][other]["hand"] is None
            assert view["sides"][other]["my_placement"] is None
            assert view["sides"][seat]["hand"] is not None
        public = state.view(None)
        assert all(public["sides"][s]["hand"] is None for s in avcw.seats)
        action = random_choice(state, rng)
        state.apply_action(action)


def test_a_pending_placement_is_secret_until_both_have_placed(avcw):
    rng = random.Random(3)
    state = avcw.new_initial_state(seed=3)
    while state.step != "place":
        state.apply_action(random_choice(state, rng))
    placement = state.legal_actions("royalists")[0]
    state.apply_action(placement)
    assert state.view("parliament")["sides"]["royalists"]["my_placement"] is None
    assert state.view("parliament")["sides"]["royalists"]["placed"] == {}
    assert state.view("royalists")["sides"]["royalists"]["my_placement"] == dict(placement.leaders)
    assert state.view(None)["sides"]["royalists"]["placed"] == {}


def test_resolving_an_open_draw_of_another_kind_leaves_it_to_be_refused(avcw):
    from games.avcw.actions import Casualty, DrawEvent

    state = avcw.new_initial_state(seed=1)
    assert DrawEvent() == Casualty(), "NamedTuples of different kinds compare equal: resolve must check the type"
    assert state.resolve(DrawEvent()) is not None and type(state.resolve(DrawEvent())) is DrawEvent
    assert type(state.resolve(avcw.action_from_json({"do": "deal"}))).__name__ == "Deal"
    assert state.resolve(avcw.action_from_json({"do": "deal"})).parliament is not None
