"""The listing of a turn's legal plays (games/seventeen21/moves.py, listings.py): every legal play once,
the larger ones too (two units deployed, any number of cards paid or taken back, any number of
attacks in any order), counted in known positions; every listed play accepted, every other refused."""

import random
from itertools import combinations, permutations, product

import pytest

from engine.errors import IllegalActionError, InvalidActionError
from games.seventeen21 import actions as a
from games.seventeen21 import moves
from games.seventeen21.listings import Declarations, Payments
from tests.games.seventeen21.helpers import GAME, N, T, act, battle, c, cs, doctrine, move, refused

NORTH = {"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]}
SOUTH = {"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]}
RESERVE = ["J1", "J2", "J3", "J4", "J5"]  # combat values 1, 2, 3, 4 and 5


def _battle(doctrines=("platoon_fire", "cadenced_step", "pandour_screen"), options=None, deck=()):
    """A battle at North's first turn, North's reserve exactly J1-J5 (the rest of it put on the discard)."""
    state = battle(
        north=NORTH, south=SOUTH, north_reserve=RESERVE, north_doctrines=doctrines, options=options, deck=deck
    )
    move(state, [card for card in state.hands[0] if card not in cs(*RESERVE)], state.discard)
    assert sorted(state.hands[0]) == cs(*RESERVE)
    return state


def kinds(state, kind) -> list:
    """Return the listed actions of one kind (the listing read through, as a bot may)."""
    listing = state.legal_actions(N)
    return [listing[i] for i in range(len(listing)) if isinstance(listing[i], kind)]


def is_accepted(state, action) -> bool:
    """Tell whether the engine accepts an action (tried on a copy)."""
    try:
        state.clone().apply_action(action)
    except (IllegalActionError, InvalidActionError):
        return False
    return True


def test_a_full_turn_lists_every_payment_and_every_declaration_of_two_to_six_attacks():
    state = _battle()
    # Attacks: six units with two targets each; k of them in any order, k from 2 to 6
    # (120 + 960 + 5760 + 23040 + 46080 = 75960 declarations).
    declarations = sum(_ordered(6, k) * 2**k for k in range(2, 7))
    assert len(moves.declarations(state, 0, N)) == declarations
    # Platoon Fire (6) from 1-5: 1+5, 2+4, 2+5, 3+4, 3+5, 4+5 and 1+2+3; Pandour Screen (2): 2, 3, 4, 5;
    # Cadenced Step (3) has no shocked unit to rally; no wing has room; 6 units x 5 replacements to rout.
    listing = state.legal_actions(N)
    assert len(listing) == 7 + 4 + declarations + 30
    assert len(kinds(_small(state), a.Attack)) == 24 + 48  # see the next test's position
    platoon = sorted(action.pay for action in kinds(state, a.Doctrine) if action.doctrine == doctrine("platoon_fire"))
    values = sorted(tuple(sorted(T.value[card] for card in pay)) for pay in platoon)
    assert values == [(1, 2, 3), (1, 5), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5)]
    rng = random.Random(5)
    sample = [listing[rng.randrange(len(listing))] for _ in range(200)]
    assert all(is_accepted(state, action) for action in sample)
    assert max(len(action.units) for action in sample if isinstance(action, a.Attack)) >= 5


def _ordered(n: int, k: int) -> int:
    """Return the ordered choices of k units out of n."""
    count = 1
    for i in range(k):
        count *= n - i
    return count


def _small(state):
    """North keeps one unit per wing (L1, H1, A1), the others routed."""
    small = state.clone()
    move(small, cs("L2", "H2", "A2"), small.routs[0])
    return small


def test_every_payment_listed_is_accepted_and_every_other_set_of_cards_refused():
    state = _battle()
    platoon = doctrine("platoon_fire")
    listed = {action.pay for action in kinds(state, a.Doctrine) if action.doctrine == platoon}
    hand = cs(*RESERVE)
    for size in range(len(hand) + 1):
        for pay in combinations(hand, size):
            action = a.Doctrine(N, platoon, pay)
            assert is_accepted(state, action) == (pay in listed), pay
    act(GAME, state, do="doctrine", seat=N, doctrine=platoon, pay=cs("J1", "J2", "J3"))  # three cards, 1+2+3
    assert sorted(state.routs[0]) == cs("J1", "J2", "J3") and state.cohesion(c("L1"), 0, 0) == 5


def test_a_payment_not_listed_is_refused_with_its_reason():
    state = _battle()
    with refused(state, "Pay only the cards needed"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("platoon_fire"), pay=cs("J1", "J2", "J4"))
    with refused(state, "add up to 3; the doctrine costs 6"):
        act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("platoon_fire"), pay=cs("J1", "J2"))


@pytest.mark.parametrize("advanced", [False, True])
def test_every_declaration_listed_is_accepted_and_every_other_refused(advanced):
    state = _small(_battle(options={"advanced": advanced}))
    listed = {(action.units, action.targets, action.special) for action in kinds(state, a.Attack)}
    # L1 has 2 targets; H1 (pursuit) and A1 (bombard) 2, or 4 with their abilities: two units in either
    # order, or all three in any order.
    ways = {"L1": 2, "H1": 4 if advanced else 2, "A1": 4 if advanced else 2}
    pairs = sum(ways[x] * ways[y] for x, y in combinations(ways, 2))
    assert len(listed) == len(kinds(state, a.Attack)) == 2 * pairs + 6 * ways["L1"] * ways["H1"] * ways["A1"]
    targets = [*cs("L3", "L4", "G1", "G2", "D1", "D2"), -1]
    tried = 0
    for count in (1, 2, 3):
        for units in permutations(cs("L1", "H1", "A1"), count):
            for aims in product(targets, repeat=count):
                for flags in product((False, True) if advanced else (False,), repeat=count):
                    special = tuple(unit for unit, flag in zip(units, flags, strict=True) if flag)
                    action = a.Attack(N, units, aims, special)
                    assert is_accepted(state, action) == ((units, aims, special) in listed), action
                    tried += 1
    assert tried > 10 * len(listed)


def test_three_attacks_declared_are_fought_in_the_order_given():
    state = _battle()
    act(GAME, state, do="attack", seat=N, units=cs("A1", "L1", "H2"), targets=cs("D2", "L3", "G1"))
    assert state.step == "combat" and state.combat[:2] == cs("A1", "D2")
    assert state.attacks == [[c("L1"), c("L3"), 0], [c("H2"), c("G1"), 0]]


def test_deploying_two_units_lists_every_pair_with_every_fitting_pair_of_wings():
    state = _battle()
    move(state, cs("L1", "L2", "A1"), state.routs[0])  # room: 2 on the left, 1 on the right
    deploys = {tuple(zip(action.units, action.wings, strict=True)) for action in kinds(state, a.Deploy)}
    # One unit: 5 x 2 wings; two units: 10 pairs x (left+left, left+right, right+left).
    assert len(deploys) == 5 * 2 + 10 * 3
    hand = cs(*RESERVE)
    for count in (1, 2, 3):
        for units in permutations(hand, count):
            for wings in product(("left", "centre", "right"), repeat=count):
                action = a.Deploy(N, units, wings)
                canonical = tuple(sorted(zip(units, wings, strict=True)))
                assert is_accepted(state, action) == (canonical in deploys), action
    act(GAME, state, do="deploy", seat=N, units=cs("J1", "J2"), wings=["left", "left"])
    assert state.field[0][0] == cs("J1", "J2")


def test_a_deploying_doctrine_lists_each_payment_with_the_deployments_of_the_cards_left():
    state = _battle(doctrines=("oblique_order", "coup_d_oeil", "pandour_screen"))
    move(state, cs("L1", "L2", "A1"), state.routs[0])  # room: 2 on the left, 1 on the right
    oblique = doctrine("oblique_order")  # cost 7, deploys up to 2
    plays = [action for action in kinds(state, a.Doctrine) if action.doctrine == oblique]
    # Payments of 7 from 1-5: 2+5, 3+4, 3+5, 4+5 (3 cards left: 3 x 2 + 3 x 3 = 15 deployments each)
    # and 1+2+4 (2 cards left: 2 x 2 + 1 x 3 = 7).
    assert len(plays) == len(set(plays)) == 4 * 15 + 7
    assert all(not set(play.pay) & set(play.cards) for play in plays)
    assert all(is_accepted(state, play) for play in plays)
    act(GAME, state, do="doctrine", seat=N, doctrine=oblique, pay=cs("J1", "J2", "J4"), cards=cs("J3", "J5"),
        wings=["left", "right"])  # fmt: skip
    assert state.field[0][0] == [c("J3")] and c("J5") in state.field[0][2]


def test_a_recovering_doctrine_lists_every_set_of_up_to_its_amount_of_rout_pile_cards():
    state = _battle(doctrines=("oblique_order", "coup_d_oeil", "pandour_screen"))
    move(state, cs("L1", "L2", "A1", "A2"), state.routs[0])
    coup = doctrine("coup_d_oeil")  # cost 5, takes back up to 2
    plays = [action for action in kinds(state, a.Doctrine) if action.doctrine == coup]
    # Payments of 5 from 1-5: 5, 1+4, 2+3, 2+4, 3+4; uses: 4 single cards and 6 pairs of the rout pile.
    assert len(plays) == len(set(plays)) == 5 * (4 + 6)
    assert all(is_accepted(state, play) for play in plays)
    with refused(state, "Take back 1 to 2 cards"):
        act(GAME, state, do="doctrine", seat=N, doctrine=coup, pay=cs("J5"), cards=cs("L1", "L2", "A1"))


def test_a_matched_doctrine_lists_its_free_uses_of_several_cards():
    state = _battle(doctrines=("oblique_order", "coup_d_oeil", "pandour_screen"), deck=("L8",))
    move(state, cs("L2", "A2", "H2"), state.routs[0])
    act(GAME, state, do="attack", seat=N, units=cs("L1", "H1"), targets=cs("L3", "G1"))
    act(GAME, state, do="call", seat=N)
    act(GAME, state, do="draw", card=c("L8"))  # a 5: Coup d'oeil's cost
    assert state.step == "trigger" and state.actor == 0
    listing = state.legal_actions(N)
    free = [listing[i] for i in range(len(listing))]
    assert free[-1] == a.Decline(N)
    # Coup d'oeil: 3 single cards and 3 pairs of the rout pile, nothing paid.
    assert len(free) == 3 + 3 + 1 and all(action.pay == () for action in free[:-1])
    assert all(is_accepted(state, action) for action in free)
    act(GAME, state, do="doctrine", seat=N, doctrine=doctrine("coup_d_oeil"), cards=cs("L2", "A2"))
    assert {c("L2"), c("A2")} <= set(state.hands[0])


def test_payments_and_declarations_unrank_to_distinct_plays():
    payments = Payments(range(10), T.value, 11)  # L1-L10: values 1 2 2 3 3 4 4 5 5 5
    found = set(payments)
    assert len(found) == len(payments) > 30
    for pay in found:
        values = [T.value[card] for card in pay]
        assert sum(values) >= 11 > sum(values) - min(values)
    entries = [(unit, target, 0) for unit in range(4) for target in (10, 11)]
    declarations = Declarations(entries, tuple)
    assert len(set(declarations)) == len(declarations) == sum(_ordered(4, k) * 2**k for k in (2, 3, 4))
