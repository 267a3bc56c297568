"""Attacks and combat (part IV): alternate cards, shock and rout, bust over 21, the triangle, held
terrain, where the cards go, the battle deck's passes, the empty reserve, matching doctrines, odds."""

from fractions import Fraction

import pytest

from games.seventeen21.combat import combat_loser, fighting_arm
from games.seventeen21.odds import next_card_odds
from tests.games.seventeen21.helpers import GAME, N, S, T, act, battle, c, cs, doctrine, move, refused

NORTH = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]}
SOUTH = {"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]}
# Doctrines that cost 7 or more, so the low battle cards of these tests trigger none of them.
HIGH = {
    "north_doctrines": ("grand_battery", "field_redoubts", "guard_counter_attack"),
    "south_doctrines": ("cavalry_reserve", "seydlitz_charge", "oblique_order"),
}


def _combat(units=("L1", "H1"), targets=("L3", "G1"), **kwargs):
    """Return a battle at the first card of North's first declared attack."""
    options = {**HIGH, **kwargs}
    options.setdefault("north_reserve", ["J5", "U5", "L15"])
    options.setdefault("south_reserve", ["J6", "U6", "L16"])
    options.setdefault("deck", ("J1", "J2", "J3", "J4", "D3", "D4", "L11", "L12", "A6", "D5", "J8"))
    state = battle(north=options.pop("north", NORTH), south=options.pop("south", SOUTH), **options)
    act(GAME, state, do="attack", seat=N, units=cs(*units), targets=cs(*targets))
    return state


def _call(state, seat, code):
    act(GAME, state, do="call", seat=seat)
    act(GAME, state, do="draw", card=c(code))


def test_the_attacker_plays_first_and_the_sides_alternate():
    state = _combat()
    with refused(state, "not the turn of South"):
        act(GAME, state, do="stand", seat=S)
    act(GAME, state, do="play", seat=N, card=c("J5"))
    assert state.actor == 1 and state.played == [cs("J5"), []]
    _call(state, S, "J2")
    assert state.played == [cs("J5"), cs("J2")] and state.actor == 0
    with refused(state, "not in your reserve"):
        act(GAME, state, do="play", seat=N, card=c("J6"))


def test_a_pass_is_final_and_the_other_side_plays_on_alone():
    state = _combat()
    act(GAME, state, do="stand", seat=N)
    _call(state, S, "J2")
    assert state.actor == 1
    _call(state, S, "J3")
    assert state.actor == 1 and state.stood == [True, False]


def test_rulebook_example_cohesion_4_is_shocked_by_the_fifth_card_and_routs_on_the_sixth():
    state = _combat()
    act(GAME, state, do="stand", seat=N)
    for code in ("J1", "J2", "J3", "D3"):
        _call(state, S, code)
    assert c("L3") not in state.shocked  # four cards on Cohesion 4
    _call(state, S, "D4")  # the fifth card: 13 in all
    assert c("L3") in state.shocked
    _call(state, S, "J4")  # ruling shock-counting: the sixth card shocks again, so it routs
    assert c("L3") in state.routs[1] and state.combat[0] == c("H1")  # the combat is over; the next begins


def test_terrain_fighting_raises_cohesion_in_that_wing():
    state = _combat(units=("H1", "L1"), targets=("G1", "L3"), wings=("hamlet", "plains", "woods"))
    # Plains: cavalry +1 when fighting there, held or not.
    assert state.cohesion(c("H1"), 0, 1) == T.base_cohesion[c("H1")] + 1
    assert state.cohesion(c("G1"), 1, 1) == T.base_cohesion[c("G1")]


def test_terrain_holding_counts_only_for_the_holder():
    state = _combat(wings=("hamlet", "plains", "woods"))
    assert state.cohesion(c("L1"), 0, 0) == 4
    state.held[0] = 0
    assert state.cohesion(c("L1"), 0, 0) == 5 and state.cohesion(c("L3"), 1, 0) == 4


def test_busting_over_21_routs_the_unit_and_the_enemy_holds_the_contested_terrain():
    state = _combat()
    act(GAME, state, do="stand", seat=N)
    for code in ("L11", "L12", "A6"):
        _call(state, S, code)
    assert state.combat[1] == c("L3")  # 18
    _call(state, S, "D5")  # 23: bust
    assert c("L3") in state.routs[1] and state.held[0] == 0
    assert state.field[1][0] == cs("L4")  # contested still, held all the same


@pytest.mark.parametrize(
    ("arms", "totals", "loser"),
    [
        (("infantry", "artillery"), (8, 7), 1),  # INF shocks ART with more
        (("artillery", "infantry"), (7, 8), 0),
        (("cavalry", "infantry"), (9, 8), 1),  # CAV shocks INF with more
        (("artillery", "cavalry"), (5, 4), 1),  # ART shocks CAV with more
        (("infantry", "cavalry"), (9, 8), None),  # every other case needs 3 more
        (("infantry", "cavalry"), (11, 8), 1),
        (("infantry", "infantry"), (10, 8), None),
        (("cavalry", "cavalry"), (5, 8), 0),
        (("dragoons", "artillery"), (6, 5), 1),  # dragoons are infantry against artillery
        (("dragoons", "infantry"), (6, 5), 1),  # and cavalry against infantry
        (("dragoons", "cavalry"), (6, 5), None),  # and cavalry against cavalry
        (("dragoons", "dragoons"), (6, 5), None),  # ruling dragoons-against-dragoons
        (("dragoons", "dragoons"), (9, 6), 1),
    ],
)
def test_the_triangle_after_both_pass(arms, totals, loser):
    assert combat_loser(arms, totals) == loser


def test_dragoons_count_as_infantry_against_artillery_and_cavalry_otherwise():
    assert fighting_arm("dragoons", "artillery") == "infantry"
    assert fighting_arm("dragoons", "infantry") == fighting_arm("dragoons", "cavalry") == "cavalry"


def test_both_pass_the_loser_is_shocked_or_routs_if_already_shocked():
    state = _combat()
    act(GAME, state, do="play", seat=N, card=c("L15"))  # 8
    act(GAME, state, do="stand", seat=S)
    act(GAME, state, do="stand", seat=N)
    assert c("L3") in state.shocked  # 8 to 0
    state = _combat()
    state.shocked.add(c("L3"))
    act(GAME, state, do="play", seat=N, card=c("L15"))
    act(GAME, state, do="stand", seat=S)
    act(GAME, state, do="stand", seat=N)
    assert c("L3") in state.routs[1]


def test_after_combat_reserve_cards_go_to_the_rout_pile_and_deck_cards_to_the_discard():
    state = _combat()
    act(GAME, state, do="play", seat=N, card=c("J5"))
    _call(state, S, "J2")
    act(GAME, state, do="stand", seat=N)
    act(GAME, state, do="stand", seat=S)
    assert c("J5") in state.routs[0] and c("J2") in state.discard
    assert state.combat == [c("H1"), c("G1"), 0]  # the second attack begins


def test_a_wing_left_to_one_side_is_held_by_it():
    state = _combat()
    move(state, cs("L4"), state.routs[1])
    state.shocked.add(c("L3"))
    act(GAME, state, do="play", seat=N, card=c("L15"))
    act(GAME, state, do="stand", seat=S)
    act(GAME, state, do="stand", seat=N)
    assert state.field[1][0] == [] and state.held[0] == 0


def test_the_deck_runs_out_is_rebuilt_from_the_discard_and_the_battle_ends_after_the_second_pass():
    state = _combat()
    move(state, [card for card in state.deck if card != c("J2")], state.discard)
    act(GAME, state, do="stand", seat=N)
    _call(state, S, "J2")
    assert state.deck_passes == 1 and state.deck == []
    lines = act(GAME, state, do="call", seat=S)
    assert "shuffled into a new battle deck" in str(lines[0]) and len(state.deck) > 40
    state.deck_passes = 1
    move(state, [card for card in state.deck if card != c("J3")], state.discard)
    act(GAME, state, do="draw", card=c("J3"))
    assert state.deck_passes == 2 and not state.is_terminal()  # the turn still ends first
    act(GAME, state, do="stand", seat=S)
    while not state.is_terminal():
        seat = ("north", "south")[state.actor]
        act(GAME, state, do="stand", seat=seat)
    assert state.turn == 1 and state.deck_passes == 2


def test_three_decks_lengthens_the_battle():
    state = _combat(options={"three_decks": True})
    assert state.battle_length() == 3
    assert _combat(options={"four_decks": True}).battle_length() == 4


def test_calling_from_an_empty_deck_and_discard_is_refused():
    state = _combat()
    move(state, list(state.deck) + list(state.discard), state.boxed[0])
    with refused(state, "both empty"):
        act(GAME, state, do="call", seat=N)


def test_an_empty_reserve_after_combat_loses_half_the_rout_pile_rounded_up():
    state = _combat(north_reserve=["L15"])
    move(state, [card for card in state.hands[0] if card != c("L15")], state.routs[0])
    act(GAME, state, do="play", seat=N, card=c("L15"))
    act(GAME, state, do="stand", seat=S)
    act(GAME, state, do="stand", seat=N)
    pile = len(state.routs[0])
    assert state.step == "lose" and state.loss == [0, (pile + 1) // 2, 1]
    act(GAME, state, do="lose")
    assert len(state.hands[0]) == pile // 2 and state.routs[0] == []
    assert GAME.check_invariants(state) == []


def test_a_battle_card_matching_a_doctrine_cost_offers_it_free_to_its_owner_only():
    state = _combat()
    act(GAME, state, do="stand", seat=N)
    _call(state, S, "J8")  # an 8: North's Grand Battery and South's Cavalry Reserve both cost 8
    assert state.step == "trigger" and state.triggers == [0, 1]
    with refused(state, "pay no cards"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("grand_battery"), pay=cs("J5"))
    with refused(state, "costs 10"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("field_redoubts"))
    act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("grand_battery"))
    assert doctrine("grand_battery") in state.active[0] and state.actor == 1
    act(GAME, state, do="decline", seat=S)
    assert state.step == "combat" and state.actor == 1 and state.active[1] == []


def test_odds_of_the_next_battle_card_from_what_is_known():
    state = _combat(options={"odds": True})
    act(GAME, state, do="stand", seat=N)
    for code in ("L11", "L12", "A6"):
        _call(state, S, code)  # 18: any card over 3 busts
    rows = {row["unit"]: row for row in next_card_odds(state, 0)}
    unseen = [T.value[card] for card in range(92) if card not in _known(state, 0)]
    assert rows[c("L3")]["bust"] == Fraction(sum(1 for v in unseen if v > 3), len(unseen))
    assert rows[c("L3")]["shock"] == 0
    view = state.view("north")
    assert view["odds"][1]["bust"] == pytest.approx(float(rows[c("L3")]["bust"]))


def _known(state, side):
    from games.seventeen21.odds import known_cards

    return known_cards(state, side)


def test_an_attack_on_a_unit_already_routed_lapses():
    state = _combat(units=("L1", "L2"), targets=("L3", "L3"))
    state.shocked.add(c("L3"))
    act(GAME, state, do="play", seat=N, card=c("L15"))  # 8 to 0: L3, already shocked, routs
    act(GAME, state, do="stand", seat=S)
    lines = act(GAME, state, do="stand", seat=N)
    assert c("L3") in state.routs[1] and state.combat is None
    assert any("the attack on it lapses" in str(line) for line in lines) and state.actor == 1
