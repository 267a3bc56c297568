"""A player's turn (part III): exactly one of deploying, a doctrine, attacks or a rout; the exposed flank
at the turn's start (IV.10); passing only when nothing is possible."""

from games.seventeen21.scoring import victory_points
from tests.games.seventeen21.helpers import GAME, N, S, act, battle, c, cs, doctrine, move, refused

NORTH = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]}
SOUTH = {"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]}


def _battle(**kwargs):
    kwargs.setdefault("north_reserve", ["J5", "U5", "L15"])
    kwargs.setdefault("south_reserve", ["J6", "U6", "L16"])
    return battle(north=kwargs.pop("north", NORTH), south=kwargs.pop("south", SOUTH), **kwargs)


def test_a_turn_is_one_action_then_the_other_side_plays():
    state = _battle()
    move(state, cs("L1"), state.routs[0])
    act(GAME, state, do="deploy", seat=N, units=cs("J5"), wings=["left"])
    assert c("J5") in state.field[0][0] and state.actor == 1 and state.step == "turn"
    with refused(state, "not the turn of North"):
        act(GAME, state, do="deploy", seat=N, units=cs("U5"), wings=["left"])


def test_deploy_up_to_two_units_into_free_places_only():
    state = _battle()
    with refused(state, "no room"):
        act(GAME, state, do="deploy", seat=N, units=cs("J5"), wings=["left"])
    move(state, cs("L1"), state.routs[0])
    with refused(state, "no room"):
        act(GAME, state, do="deploy", seat=N, units=cs("J5", "U5"), wings=["left", "left"])
    with refused(state, "Deploy 1 to 2 units"):
        act(GAME, state, do="deploy", seat=N, units=cs("J5", "U5", "L15"), wings=["left", "left", "left"])
    with refused(state, "not in your reserve"):
        act(GAME, state, do="deploy", seat=N, units=cs("J6"), wings=["left"])
    move(state, cs("A1"), state.routs[0])
    act(GAME, state, do="deploy", seat=N, units=cs("J5", "U5"), wings=["left", "right"])
    assert c("U5") in state.field[0][2]
    assert c("J5") not in state.routs[0]  # ruling deployment-cards: deployed cards stay on the field


def test_a_doctrine_is_paid_from_reserve_values_with_no_change_and_no_spare_card():
    state = _battle()
    platoon = doctrine("platoon_fire")  # cost 6: Cohesion +1 for line infantry
    with refused(state, "add up to 5; the doctrine costs 6"):
        act(GAME, state, do="doctrine", seat=N, doctrine=platoon, pay=cs("J5"))
    with refused(state, "Pay only the cards needed"):
        act(GAME, state, do="doctrine", seat=N, doctrine=platoon, pay=cs("L15", "J5"))
    with refused(state, "not one of your army's doctrines"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("seydlitz_charge"), pay=cs("L15"))
    assert state.cohesion(c("L1"), 0, 0) == 4
    act(GAME, state, do="doctrine", seat=N, doctrine=platoon, pay=cs("J5", "U5"))  # 5 + 5, both needed
    assert state.routs[0] == cs("J5", "U5") and state.cohesion(c("L1"), 0, 0) == 5
    act(GAME, state, do="rout", seat=S, unit=c("L3"), replacement=c("J6"))
    with refused(state, "already in force"):
        act(GAME, state, do="doctrine", seat=N, doctrine=platoon, pay=cs("L15"))


def test_rally_removes_the_shock_of_an_own_unit():
    state = _battle()
    step = doctrine("cadenced_step")
    with refused(state, "only a shocked unit can rally"):
        act(GAME, state, do="doctrine", seat=N, doctrine=step, pay=cs("J5"), target=c("H1"))
    state.shocked.add(c("H1"))
    with refused(state, "Name a unit of yours"):
        act(GAME, state, do="doctrine", seat=N, doctrine=step, pay=cs("J5"), target=c("G1"))
    act(GAME, state, do="doctrine", seat=N, doctrine=step, pay=cs("J5"), target=c("H1"))
    assert c("H1") not in state.shocked


def test_a_forced_discard_is_drawn_at_random_into_the_enemy_rout_pile():
    state = _battle()
    act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("pandour_screen"), pay=cs("J5"))
    assert state.step == "lose" and state.loss == [1, 1, 0]
    with refused(state, "is not in the reserve"):
        act(GAME, state, do="lose", cards=cs("U5"))
    act(GAME, state, do="lose", cards=cs("U6"))
    assert c("U6") in state.routs[1] and c("U6") not in state.hands[1] and state.actor == 1


def test_shock_recover_and_deploy_doctrines():
    doctrines = ("seydlitz_charge", "magazine_supply", "forced_march")
    state = _battle(
        north_doctrines=doctrines,
        south_doctrines=("grand_battery", "cavalry_reserve", "oblique_order"),
        north_reserve=["J5", "U5", "L15", "L24", "G7"],
    )
    with refused(state, "Name an enemy unit"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("seydlitz_charge"), pay=cs("G7"), target=c("H1"))
    act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("seydlitz_charge"), pay=cs("G7"), target=c("G1"))
    assert c("G1") in state.shocked
    act(GAME, state, do="rout", seat=S, unit=c("L3"), replacement=c("J6"))
    act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("magazine_supply"), pay=cs("L15"), cards=cs("G7"))
    assert c("G7") in state.hands[0] and c("L15") in state.routs[0]
    act(GAME, state, do="rout", seat=S, unit=c("L4"), replacement=c("U6"))
    move(state, cs("L1"), state.routs[0])
    with refused(state, "not in your reserve"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("forced_march"), pay=cs("U5"), cards=cs("U5"),
            wings=["left"])  # fmt: skip
    act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("forced_march"), pay=cs("U5"), cards=cs("J5"),
        wings=["left"])  # fmt: skip
    assert c("J5") in state.field[0][0]


def test_attacks_need_two_different_units_each_against_an_enemy_in_its_wing():
    state = _battle()
    with refused(state, "at least two attacks"):
        act(GAME, state, do="attack", seat=N, units=cs("L1"), targets=cs("L3"))
    with refused(state, "a different unit"):
        act(GAME, state, do="attack", seat=N, units=cs("L1", "L1"), targets=cs("L3", "L4"))
    with refused(state, "only attack an enemy unit in its own wing"):
        act(GAME, state, do="attack", seat=N, units=cs("L1", "H1"), targets=cs("G1", "G1"))
    with refused(state, "not one of your units"):
        act(GAME, state, do="attack", seat=N, units=cs("L3", "H1"), targets=cs("L1", "G1"))
    act(GAME, state, do="attack", seat=N, units=cs("H1", "L1", "A1"), targets=cs("G1", "L3", "D1"))
    # IV.1: fought in the order declared; the attacker plays first.
    assert state.combat == [c("H1"), c("G1"), 0] and state.step == "combat" and state.actor == 0
    assert state.attacks == [[c("L1"), c("L3"), 0], [c("A1"), c("D1"), 0]]


def test_a_rout_call_replaces_the_unit_from_the_reserve():
    state = _battle()
    with refused(state, "Name the reserve unit"):
        act(GAME, state, do="rout", seat=N, unit=c("L1"))
    with refused(state, "must come from your reserve"):
        act(GAME, state, do="rout", seat=N, unit=c("L1"), replacement=c("J6"))
    act(GAME, state, do="rout", seat=N, unit=c("L1"), replacement=c("J5"))
    assert state.field[0][0] == cs("L2", "J5") and state.routs[0] == cs("L1")


def test_a_rout_with_an_empty_reserve_needs_no_replacement_and_halves_the_rout_pile():
    state = _battle(north_reserve=[])
    move(state, list(state.hands[0]), state.boxed[0])
    move(state, cs("L15", "L16"), state.routs[0])
    act(GAME, state, do="rout", seat=N, unit=c("L1"))
    # IV.9: the reserve is empty, so half the rout pile (3 cards: 2, rounded up) is lost.
    assert state.step == "lose" and state.loss == [0, 2, 1]
    act(GAME, state, do="lose", cards=cs("L15", "L1"))
    assert state.hands[0] == cs("L16") and state.routs[0] == [] and {c("L15"), c("L1")} <= set(state.boxed[0])
    # The lost half leaves the game unseen: South learns only how many cards North holds.
    assert state.view(S)["sides"][N]["reserve"] is None and state.view(S)["sides"][N]["discarded"] is None


def test_an_exposed_flank_shocks_a_steady_centre_unit_of_the_owners_choice():
    state = _battle(first=S)
    move(state, cs("L1", "L2"), state.routs[0])
    act(GAME, state, do="rout", seat=S, unit=c("L3"), replacement=c("J6"))
    assert state.step == "flank" and state.actor == 0
    state.shocked.add(c("H2"))
    with refused(state, "steady unit of yours in the centre"):
        act(GAME, state, do="outflanked", seat=N, unit=c("H2"))
    act(GAME, state, do="outflanked", seat=N, unit=c("H1"))
    assert c("H1") in state.shocked and state.step == "turn"


def test_no_flank_shock_when_the_centre_is_already_shocked_or_under_cavalry_screen():
    state = _battle(first=S)
    move(state, cs("L1", "L2"), state.routs[0])
    state.shocked.update(cs("H1", "H2"))
    act(GAME, state, do="rout", seat=S, unit=c("L3"), replacement=c("J6"))
    assert state.step == "turn"
    screened = _battle(first=S, north_doctrines=("cavalry_screen", "platoon_fire", "pandour_screen"))
    screened.active[0].append(doctrine("cavalry_screen"))
    move(screened, cs("A1", "A2"), screened.routs[0])
    act(GAME, screened, do="rout", seat=S, unit=c("L3"), replacement=c("J6"))
    assert screened.step == "turn"


def test_passing_is_only_for_a_player_with_no_army_left_and_ends_the_battle():
    """Ruling no-legal-action: "The player passes and the battle ends with that turn; it is scored as usual (V.1)."

    Before it, two passes in a row ended the battle: the side left on the field had to call routs of its
    own units (III d, its only action with no enemy in reach) until it too was gone, and lost a won
    battle as a draw at 0 to 0.
    """
    state = _battle(first=S)
    with refused(state, "only for a player who cannot"):
        act(GAME, state, do="pass_turn", seat=S)
    move(state, [u for wing in state.field[1] for u in wing] + state.hands[1], state.boxed[1])
    state.held[1] = 0  # North holds the centre, where H1 and H2 stand
    points = victory_points(state)
    act(GAME, state, do="pass_turn", seat=S)
    assert state.is_terminal() and state.outcome().winner == N
    assert points[0] > 0 and victory_points(state) == points  # scored as it stood: North keeps its units
