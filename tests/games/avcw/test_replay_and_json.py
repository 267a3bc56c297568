"""A Very Civil Whist's copies and views: a copy is independent, and a side's view keeps the other side's
secrets (replays and JSON round trips of every game: tests/games/test_every_game_replay_and_json.py)."""

import random

from tests.helpers import random_choice, random_game


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
