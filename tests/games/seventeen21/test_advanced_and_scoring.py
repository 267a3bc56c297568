"""The advanced abilities (part VI), winning the day (part V), and what each seat may see."""

import pytest

from games.seventeen21.scoring import finish_battle, grade_of, victory_points
from tests.games.seventeen21.helpers import GAME, N, S, T, act, battle, c, cs, move, refused

HIGH = {
    "north_doctrines": ("grand_battery", "field_redoubts", "guard_counter_attack"),
    "south_doctrines": ("cavalry_reserve", "seydlitz_charge", "oblique_order"),
}
NORTH = {"left": ["J1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "U2"]}
SOUTH = {"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "J3"]}


def _battle(advanced=True, **kwargs):
    return battle(
        north=kwargs.pop("north", NORTH),
        south=kwargs.pop("south", SOUTH),
        north_reserve=["J5", "U5", "L15"],
        south_reserve=["J6", "U6", "L16"],
        options={"advanced": advanced},
        **HIGH,
        **kwargs,
    )


def test_abilities_belong_to_the_advanced_rules():
    state = _battle(advanced=False)
    with refused(state, "advanced rules"):
        act(GAME, state, do="attack", seat=N, units=cs("A1", "L2"), targets=cs("D1", "L3"), special=cs("A1"))


def test_skirmish_shocks_the_light_infantry_and_costs_the_enemy_a_random_reserve_card():
    state = _battle()
    with refused(state, "give -1"):
        act(GAME, state, do="attack", seat=N, units=cs("J1", "L2"), targets=cs("L3", "L3"), special=cs("J1"))
    act(GAME, state, do="attack", seat=N, units=[c("J1"), c("L2")], targets=[-1, c("L3")], special=cs("J1"))
    assert c("J1") in state.shocked and state.step == "lose" and state.loss == [1, 1, 0]
    act(GAME, state, do="lose", cards=cs("L16"))
    assert c("L16") in state.routs[1]
    assert state.combat == [c("L2"), c("L3"), 0]  # the ability counted as one of the two attacks


def test_bombard_shocks_the_guns_and_an_enemy_in_the_same_wing():
    state = _battle()
    act(GAME, state, do="attack", seat=N, units=cs("A1", "L2"), targets=cs("D1", "L3"), special=cs("A1"))
    assert c("A1") in state.shocked and c("D1") in state.shocked


def test_hussars_hunt_only_light_infantry():
    state = _battle()
    with refused(state, "only light infantry"):
        act(GAME, state, do="attack", seat=N, units=cs("U2", "L2"), targets=cs("D1", "L3"), special=cs("U2"))
    act(GAME, state, do="attack", seat=N, units=cs("U2", "L2"), targets=cs("J3", "L3"), special=cs("U2"))
    assert c("U2") in state.shocked and c("J3") in state.shocked


def test_pursuit_needs_a_combat_won_in_its_wing_this_turn():
    state = _battle()
    act(GAME, state, do="attack", seat=N, units=cs("H1", "H2"), targets=cs("G1", "G1"), special=cs("H1"))
    assert c("H1") not in state.shocked  # ruling pursuit-won: no beaten enemy, the horse stays steady
    state = _battle()
    act(GAME, state, do="attack", seat=N, units=cs("H2", "H1"), targets=cs("G1", "G1"), special=cs("H1"))
    act(GAME, state, do="play", seat=N, card=c("U5"))  # 5 to 0: cavalry beats infantry with more
    act(GAME, state, do="stand", seat=S)
    act(GAME, state, do="stand", seat=N)
    # G1 was shocked by the loss; the pursuit shocks it again, so it routs.
    assert c("H1") in state.shocked and c("G1") in state.routs[1]


def test_pursuit_counts_a_win_on_totals_even_without_a_shock():
    state = _battle()
    act(GAME, state, do="attack", seat=N, units=cs("H2", "H1"), targets=cs("G1", "G1"), special=cs("H1"))
    act(GAME, state, do="stand", seat=N)
    act(GAME, state, do="stand", seat=S)  # 0 to 0: nobody won
    assert c("H1") not in state.shocked and c("G1") not in state.shocked


def test_a_shocked_unit_using_its_ability_routs_and_the_effect_still_applies():
    state = _battle()
    state.shocked.add(c("A1"))
    act(GAME, state, do="attack", seat=N, units=cs("A1", "L2"), targets=cs("D1", "L3"), special=cs("A1"))
    assert c("A1") in state.routs[0] and c("D1") in state.shocked


def test_victory_points_are_the_cohesion_of_units_in_held_terrain_shocked_included():
    state = _battle(wings=("hamlet", "plains", "woods"))
    state.held = [0, 1, None]
    state.shocked.add(c("L2"))
    # Hamlet held: infantry +1 (J1 3+1, L2 4+1); plains: no cavalry in South's centre.
    assert victory_points(state) == [4 + 5, 5 + 5]


@pytest.mark.parametrize(
    ("margin", "grade"),
    [(1, "Marginal victory"), (6, "Marginal victory"), (7, "Clear victory"), (10, "Clear victory"),
     (11, "Total victory"), (30, "Total victory"), (0, None)],
)  # fmt: skip
def test_the_grades_of_victory(margin, grade):
    found = grade_of(T.rules, margin)
    assert (found.name if found else None) == grade


def test_the_battle_ends_with_the_winner_and_the_grade():
    state = _battle()
    state.held = [0, None, None]
    lines = []
    finish_battle(state, lines)
    assert state.is_terminal() and state.outcome().winner == N
    assert str(lines[0]) == "North won the day by 7 points, 7 to 0: Clear victory."  # J1 3 + L2 4
    assert state.returns() == {N: 1.0, S: -1.0}


def test_a_margin_of_zero_is_a_draw():
    state = _battle()
    finish_battle(state, [])
    assert state.outcome().winner is None and state.returns() == {N: 0.0, S: 0.0}


def test_views_hide_the_other_reserve_and_show_the_table():
    state = _battle()
    north = state.view(N)
    assert north["sides"][N]["reserve"] == sorted(state.hands[0])
    assert north["sides"][S]["reserve"] is None and north["sides"][S]["reserve_count"] == 8
    assert state.view(None)["sides"][N]["reserve"] is None
    assert north["wings"][0]["units"][S][0]["card"] == c("L3")


def test_the_other_sides_secret_cards_never_change_what_a_seat_sees():
    one = _battle()
    other = _battle()
    swapped = other.deck[0]
    move(other, cs("L16"), other.deck)  # South holds another card instead: same count, other face
    move(other, [swapped], other.hands[1])
    assert one.view(N) == other.view(N)
    assert one.view(S) != other.view(S)
    with refused(one, "not in your reserve"):
        act(GAME, one, do="deploy", seat=N, units=cs("L16"), wings=["left"])
