"""The set-up (part II): terrain, armies and discards, weather, doctrines, secret deployment, the
hussars' swap and the first player; every draw entered or drawn by the app."""

import pytest

from engine.game import CHANCE, SIMULTANEOUS, deciding_seat
from tests.games.seventeen21.helpers import GAME, N, S, T, act, battle, c, cs, doctrine, refused, terrain

ARMY = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]}
ENEMY = {"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]}


def _dealt(seed=3):
    state = GAME.new_initial_state(seed=seed)
    act(GAME, state, do="reveal_terrain")
    act(GAME, state, do="deal")
    return state


def test_two_difficult_going_are_set_aside_and_three_wings_revealed():
    for seed in range(20):
        state = GAME.new_initial_state(seed=seed)
        assert state.current_player() == CHANCE
        act(GAME, state, do="reveal_terrain")
        assert len(state.wings) == 3
        assert not set(state.wings) & set(T.set_aside)
        assert len(state.terrain_deck) == 12 - 2 - 3


def test_revealing_a_set_aside_terrain_is_refused():
    state = GAME.new_initial_state()
    with refused(state, "not in the terrain deck"):
        act(GAME, state, do="reveal_terrain", cards=[T.set_aside[0], 0, 6])


def test_each_army_is_dealt_20_and_the_remaining_52_form_the_battle_deck():
    state = _dealt()
    assert [len(hand) for hand in state.hands] == [20, 20]
    assert len(state.deck) == 52
    assert state.current_player() == SIMULTANEOUS and state.seats_to_act() == [N, S]


def test_a_deal_of_the_wrong_size_is_refused():
    state = GAME.new_initial_state()
    act(GAME, state, do="reveal_terrain")
    with refused(state, "is dealt 20 unit cards, not 3"):
        act(GAME, state, do="deal", north=[0, 1, 2], south=list(range(10, 30)))


def test_discards_are_secret_and_leave_the_game():
    state = _dealt()
    thrown = sorted(state.hands[0])[:6]
    act(GAME, state, do="discard", seat=N, cards=thrown)
    assert state.view(S)["sides"][N]["discarded"] is None and state.view(S)["sides"][N]["has_discarded"]
    assert state.view(N)["sides"][N]["discarded"] == thrown
    assert len(state.hands[0]) == 14
    assert not set(thrown) & set(state.deck)  # ruling army-discards: they never reach the battle deck
    assert state.seats_to_act() == [S]


def test_discarding_the_wrong_number_or_twice_is_refused():
    state = _dealt()
    with refused(state, "exactly 6"):
        act(GAME, state, do="discard", seat=N, cards=sorted(state.hands[0])[:5])
    with refused(state, "not among the unit cards dealt to you"):
        act(GAME, state, do="discard", seat=N, cards=sorted(state.hands[1])[:6])
    act(GAME, state, do="discard", seat=N, cards=sorted(state.hands[0])[:6])
    with refused(state, "already discarded"):
        act(GAME, state, do="discard", seat=N, cards=sorted(state.hands[0])[:6])


def test_fair_weather_below_10():
    state = battle(north=ARMY, south=ENEMY, weather=("L5",))
    assert state.weather == "fair" and state.weather_cards == [c("L5")]
    assert c("L5") in state.discard  # ruling weather-cards


def test_fog_removes_cavalry_screen_and_leaves_five_doctrines():
    state = battle(north=ARMY, south=ENEMY, weather=("L20", "L8"))  # a 10, then a 5
    assert state.weather == "fog"
    assert doctrine("cavalry_screen") in state.doctrine_out
    assert len(state.doctrine_deck) == 5  # ruling: 15 doctrines, 10 dealt


def test_fog_stops_the_hussars_swap():
    state = battle(north={**ARMY, "centre": ["U1", "U2"]}, south=ENEMY, weather=("L20", "L8"))
    assert state.step == "turn" and state.drawn_terrain is None


def test_rain_turns_every_plains_wing_into_difficult_going():
    state = battle(north=ARMY, south=ENEMY, wings=("plains", "plains", "plains"), weather=("L24", "L19"))  # 11, 9
    assert state.weather == "rain"
    kinds = [T.terrain_kind[card] for card in state.wings]
    assert kinds == ["difficult_going"] * 3  # ruling rain-terrain: the third comes from the terrain deck
    assert all(T.terrain_kind[card] != "plains" for card in state.terrain_deck)


def test_doctrines_dealt_five_kept_three_revealed_together_and_six_left():
    state = _dealt()
    for seat in (N, S):
        act(GAME, state, do="discard", seat=seat, cards=sorted(state.hands[(N, S).index(seat)])[:6])
    act(GAME, state, do="weather", card=state.deck[0] if T.value[state.deck[0]] < 10 else c("L1"))
    act(GAME, state, do="deal_doctrines")
    assert [len(hand) for hand in state.doctrine_hands] == [5, 5] and len(state.doctrine_deck) == 6
    chosen = state.doctrine_hands[0][:3]
    act(GAME, state, do="keep_doctrines", seat=N, cards=chosen)
    assert state.view(S)["sides"][N]["doctrines"] == [] and state.view(S)["sides"][N]["my_choice"] is None
    with refused(state, "exactly 3"):
        act(GAME, state, do="keep_doctrines", seat=S, cards=state.doctrine_hands[1][:2])
    act(GAME, state, do="keep_doctrines", seat=S, cards=state.doctrine_hands[1][:3])
    assert state.view(S)["sides"][N]["doctrines"] == sorted(chosen)
    assert len(state.doctrine_out) == 4 and state.step == "place"


def _at_placement():
    state = _dealt(seed=5)
    for side, seat in enumerate((N, S)):
        act(GAME, state, do="discard", seat=seat, cards=sorted(state.hands[side])[:6])
    act(GAME, state, do="weather", card=next(card for card in state.deck if T.value[card] < 10))
    act(GAME, state, do="deal_doctrines")
    for side, seat in enumerate((N, S)):
        act(GAME, state, do="keep_doctrines", seat=seat, cards=state.doctrine_hands[side][:3])
    return state


def test_deployment_is_face_down_and_revealed_together():
    state = _at_placement()
    hand = sorted(state.hands[0])
    sizes = [state.capacity(w) for w in range(3)]
    wings = {"left": hand[: sizes[0]], "centre": hand[sizes[0] : sizes[0] + sizes[1]]}
    wings["right"] = hand[sizes[0] + sizes[1] : sum(sizes)]
    act(GAME, state, do="place", seat=N, **wings)
    assert state.field[0] == [[], [], []]
    assert state.view(S)["sides"][N]["my_placement"] is None and state.view(S)["sides"][N]["deployed"]
    assert all(not row["units"][N] for row in state.view(S)["wings"])
    other = sorted(state.hands[1])
    act(GAME, state, do="place", seat=S, left=other[: sizes[0]], centre=other[sizes[0] : sizes[0] + sizes[1]],
        right=other[sizes[0] + sizes[1] : sum(sizes)])  # fmt: skip
    assert state.field[0] == [list(wings["left"]), list(wings["centre"]), list(wings["right"])]
    assert len(state.hands[0]) == 14 - sum(sizes)


def test_every_wing_must_be_filled_and_the_ford_takes_one():
    state = battle(north=ARMY, south=ENEMY)  # to reach a known shape, then check the refusals on a fresh one
    assert state.step == "turn"
    fresh = _at_placement()
    hand = sorted(fresh.hands[0])
    with refused(fresh, "Deploy exactly"):
        act(GAME, fresh, do="place", seat=N, left=hand[:1], centre=hand[1:3], right=hand[3:5])
    north = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1"]}
    ford = battle(north=north, south={**ENEMY, "right": ["D1"]}, wings=("plains", "hamlet", "ford"))
    assert ford.capacity(2) == 1 and len(ford.field[0][2]) == 1


def test_the_player_with_most_hussars_may_swap_a_terrain():
    state = battle(north={**ARMY, "centre": ["U1", "U2"]}, south=ENEMY, swap=terrain("heights"))
    assert T.terrain_kind[state.wings[1]] == "hamlet"  # the helper declines the swap
    assert terrain("heights") in state.terrain_deck  # the drawn card went back


def test_the_swap_replaces_a_wing_and_a_ford_may_not_replace_a_full_wing():
    state = GAME.new_initial_state()
    helper_state = battle(north={**ARMY, "centre": ["U1", "U2"]}, south=ENEMY)
    assert helper_state.turn == 1
    # Rebuild the moment of the swap: same set-up, stopped before the decision.
    state = _swap_moment(terrain("ford"))
    with refused(state, "holds only 1 unit per side"):
        act(GAME, state, do="swap_terrain", seat=N, wing="left")
    act(GAME, state, do="swap_terrain", seat=N, wing=None)
    state = _swap_moment(terrain("heights"))
    with refused(state, "not the turn of South"):
        act(GAME, state, do="swap_terrain", seat=S, wing="left")
    act(GAME, state, do="swap_terrain", seat=N, wing="left")
    assert T.terrain_kind[state.wings[0]] == "heights" and terrain("plains") in state.terrain_deck


def _swap_moment(card):
    from tests.games.seventeen21 import helpers

    state = None
    original = helpers.act

    class Stop(Exception):
        pass

    def stopping(game, target, **fields):
        nonlocal state
        if fields.get("do") == "swap_terrain":
            state = target
            raise Stop
        return original(game, target, **fields)

    helpers.act = stopping
    try:
        helpers.battle(north={**ARMY, "centre": ["U1", "U2"]}, south=ENEMY, swap=card)
    except Stop:
        pass
    finally:
        helpers.act = original
    assert state.step == "swap" and state.drawn_terrain == card
    return state


def test_a_tie_in_hussars_means_no_swap():
    state = battle(north={**ARMY, "centre": ["U1", "H2"]}, south={**ENEMY, "centre": ["U3", "G2"]})
    assert state.step == "turn" and state.swapper is None


@pytest.mark.parametrize(
    ("north_centre", "south_centre", "decider"),
    [
        (["J1", "H1"], ["H2", "H3"], N),  # light infantry comes first in the list: 1 to 0
        (["H1", "H2"], ["U1", "G1"], N),  # no light, no artillery... horse 2 to 0
        (["L5", "L6"], ["G1", "L7"], S),  # elite decides before line
    ],
)
def test_the_first_listed_type_with_a_majority_decides_who_starts(north_centre, south_centre, decider):
    north = {"left": ["L1", "L2"], "centre": north_centre, "right": ["D3", "D4"]}
    south = {"left": ["L3", "L4"], "centre": south_centre, "right": ["D1", "D2"]}
    state = _first_moment(north, south)
    assert state.decider == (N, S).index(decider)
    other = S if decider == N else N
    with refused(state, "chooses who starts"):
        act(GAME, state, do="choose_first", seat=other, first=other)
    act(GAME, state, do="choose_first", seat=decider, first=other)
    assert state.step == "turn" and state.actor == (N, S).index(other)


def test_on_a_full_tie_the_younger_player_starts():
    same = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]}
    mirror = {"left": ["L3", "L4"], "centre": ["H3", "H4"], "right": ["A3", "A4"]}
    state = _first_moment(same, mirror)
    assert state.decider is None and state.seats_to_act() == [N, S]
    lines = act(GAME, state, do="choose_first", seat=N, first=S)
    assert "younger player, South, starts" in str(lines[0]) and state.actor == 1


def _first_moment(north, south):
    from tests.games.seventeen21 import helpers

    captured = {}
    original = helpers.act

    class Stop(Exception):
        pass

    def stopping(game, target, **fields):
        if fields.get("do") == "choose_first":
            captured["state"] = target
            raise Stop
        return original(game, target, **fields)

    helpers.act = stopping
    try:
        helpers.battle(north=north, south=south)
    except Stop:
        pass
    finally:
        helpers.act = original
    return captured["state"]


def test_sampled_set_up_accounts_for_every_card():
    state = GAME.new_initial_state(seed=11)
    while state.step not in ("turn", "flank"):
        seat = deciding_seat(state)
        state.apply_action(state.legal_actions(seat)[0] if seat else state.legal_actions()[0])
        assert GAME.check_invariants(state) == []
    assert sum(len(w) for w in state.field[0]) in (5, 6) and len(state.hands[0]) + sum(map(len, state.field[0])) == 14
    assert cs("L1")[0] in range(92)
