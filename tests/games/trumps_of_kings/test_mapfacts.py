"""The map's facts: a kingdom's nominations on the map, counted not listed, and its provinces' worth, per map."""

from __future__ import annotations

import random

from engine.simulate import RandomBot
from games import get_game
from games.trumps_of_kings import mapfacts
from games.trumps_of_kings.actions import Diplomacy, Unrest
from games.trumps_of_kings.checks import evaluate
from games.trumps_of_kings.data import ALLY, CLIENT, NOBODY, PROVINCE, SEATS
from games.trumps_of_kings.mapfacts import LADDER, map_facts
from games.trumps_of_kings.moves import cards_for
from tests.games.trumps_of_kings.arrange import arrange

GAME = get_game("trumps_of_kings")


def nomination_states(seed: int, count: int) -> list:
    """Return copies of the states at which a kingdom nominated in a random game, up to ``count``."""
    state, rng, found = GAME.new_initial_state(seed=seed), random.Random(seed), []
    bot = RandomBot(rng)
    while not state.is_terminal() and len(found) < count:
        actor = state.current_player()
        if state.step == "nominate":
            found.append(state.clone())
        action = state.legal_actions()[0] if actor not in SEATS else bot.choose(state, actor)
        state.apply_action(action)
    return found


def walked_targets(state) -> list:
    """Return the kingdom to act's diplomacy and unrest nominations by a walk over the provinces, in the map's order."""
    k, t = state.actor, state.t
    name = SEATS[k]
    hearts, unrest = cards_for(state, k, "diplomacy"), cards_for(state, k, "unrest")
    listed = []
    for p, status in enumerate(state.status):
        holder = state.holder[p]
        if holder == NOBODY or (holder == k and status in (ALLY, CLIENT)):
            listed += [Diplomacy(name, card, t.provinces[p]) for card in hearts]
        elif holder != k and status in (ALLY, CLIENT, PROVINCE):
            listed += [Unrest(name, card, t.provinces[p]) for card in unrest]
    return listed


def test_the_nominations_on_the_map_are_those_of_a_walk_over_its_provinces_in_its_order():
    states = nomination_states(3, 60) + nomination_states(4, 60)
    assert any(state.value[state.actor] for state in states)  # kingdoms that hold provinces: unrest and own allies
    for state in states:
        listing = state.legal_actions()
        listed = [action for action in listing if type(action) in (Diplomacy, Unrest)]
        assert listed == walked_targets(state)
        assert len(listing) == len(list(listing))
        assert [listing[index] for index in range(len(listing))] == list(listing)  # taken one by one, the same
        again = state.legal_actions()
        assert [again[index] for index in reversed(range(len(again)))] == list(reversed(listing))


def test_a_kingdom_without_the_cards_has_no_nomination_on_the_map():
    state = arrange(GAME, {"hands": {"austria": ["KS"], "prussia": ["2C"]}})
    assert not any(type(action) in (Diplomacy, Unrest) for action in state.legal_actions())


def test_the_ladder_worth_is_each_kingdoms_walk_over_its_provinces():
    for state in nomination_states(5, 30):
        t = state.t
        for k in state.playing:
            walked = sum(LADDER[state.status[p]] * t.value[p] for p in range(len(t.provinces)) if state.holder[p] == k)
            assert map_facts(state).ladder[k] == walked


def test_a_changed_map_has_its_own_facts_and_a_copy_shares_them():
    state = arrange(GAME, {"hands": {"austria": ["2H", "3H"]}})
    facts, copy = map_facts(state), state.clone()
    assert map_facts(copy) is facts
    before = evaluate(state, "austria")
    neutral = state.status.index(0)
    state._set_status(neutral, ALLY, SEATS.index("austria"))
    assert map_facts(state) is not facts and map_facts(copy) is facts
    assert map_facts(state).ladder[0] == facts.ladder[0] + LADDER[ALLY] * state.t.value[neutral]
    assert evaluate(state, "austria") > before


def test_the_maps_remembered_are_forgotten_past_a_limit(monkeypatch):
    monkeypatch.setattr(mapfacts, "MOST", 3)
    state = arrange(GAME, {})
    GAME.tables.cache.pop("map facts", None)
    for p in range(5):
        state._set_status(p, ALLY, SEATS.index("austria"))
        map_facts(state)
        assert len(GAME.tables.cache["map facts"]) <= 3
