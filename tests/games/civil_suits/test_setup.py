"""The rulebook's deal, civil suits and passing: who gets 14 cards, secret suits, and each round's passes."""

import pytest

from engine.game import CHANCE, SIMULTANEOUS
from games.civil_suits.data import SEATS
from tests.games.civil_suits.helpers import E, N, S, W, act, hand, names, refused


def dealt(game, seed=5):
    state = game.new_initial_state(seed=seed)
    act(game, state, do="deal")
    return state


def test_the_deal_gives_all_54_cards_and_14_to_the_two_players_left_of_the_dealer(civil):
    state = dealt(civil)
    assert state.current_player() == SIMULTANEOUS and state.step == "suit"
    sizes = {seat: len(state.hands[i]) for i, seat in enumerate(SEATS)}
    assert sizes == {N: 13, E: 14, S: 14, W: 13}  # North deals first; East and South sit on the left
    everything = [card for hand_ in state.hands for card in hand_]
    assert sorted(everything) == list(range(54))  # the two Minions included
    assert civil.check_invariants(state) == []


def test_an_entered_deal_must_give_each_seat_its_count(civil):
    state = civil.new_initial_state()
    assert state.current_player() == CHANCE
    order = names(range(54))
    good = {N: order[:13], E: order[13:27], S: order[27:41], W: order[41:]}
    with refused(state, "North is dealt 13 cards, not 14"):
        act(civil, state, do="deal", north=order[:14], east=order[14:27], south=order[27:41], west=order[41:])
    with refused(state, "Enter all four hands"):
        act(civil, state, do="deal", north=good[N])
    with refused(state, "twice"):
        act(civil, state, do="deal", north=good[N], east=good[E], south=good[S], west=[*good[W][:-1], "AC"])
    act(civil, state, do="deal", **{seat: cards for seat, cards in good.items()})
    assert hand(state, N) == sorted(good[N])


def test_each_player_chooses_a_civil_suit_in_secret_once(civil):
    state = dealt(civil)
    act(civil, state, do="choose_suit", seat=E, suit="S")
    assert state.view(E)["seats"][E]["civil_suit"] == "S"
    for seat in (N, S, W, None):
        assert state.view(seat)["seats"][E]["civil_suit"] is None
        assert state.view(seat)["seats"][E]["suit_chosen"] is True
    with refused(state, "already chosen"):
        act(civil, state, do="choose_suit", seat=E, suit="H")
    assert set(state.seats_to_act()) == {N, S, W}


def choose_all(game, state, suits="HSDC"):
    for seat, suit in zip(SEATS, suits, strict=True):
        act(game, state, do="choose_suit", seat=seat, suit=suit)


@pytest.mark.parametrize(
    ("round_number", "expected"),
    [
        # Left: each passes as many as the receiver must receive (3 to a player dealt 14, 4 to one dealt 13).
        (1, [(N, E, 3), (E, S, 3), (S, W, 4), (W, N, 4)]),
        # Round 2, East deals (South and West hold 14): passes go right.
        (2, [(N, W, 3), (E, N, 4), (S, E, 4), (W, S, 3)]),
        # Round 3, South deals (West and North hold 14): across.
        (3, [(N, S, 4), (E, W, 3), (S, N, 3), (W, E, 4)]),
        # Round 4, West deals (North and East hold 14): one card to the neighbour dealt 13.
        (4, [(N, W, 1), (E, S, 1)]),
    ],
)
def test_the_passes_of_each_round(civil, round_number, expected):
    dealer = (round_number - 1) % 4
    plan = civil.tables.pass_plan(round_number, dealer)
    assert [(SEATS[g], SEATS[r], n) for g, r, n in plan] == expected


def test_every_player_ends_the_passing_with_13_or_14_cards(civil):
    for round_number in range(1, 5):
        dealer = (round_number - 1) % 4
        sizes = list(civil.tables.dealt_sizes(dealer))
        for giver, receiver, count in civil.tables.pass_plan(round_number, dealer):
            sizes[giver] -= count
            sizes[receiver] += count
        assert sorted(sizes) == [13, 13, 14, 14]


def test_passes_are_secret_until_everyone_has_passed_then_handed_over_together(civil):
    state = dealt(civil)
    choose_all(civil, state)
    north_pass = sorted(names(state.hands[0][:3]))
    act(civil, state, do="pass", seat=N, cards=north_pass)
    assert state.view(N)["seats"][N]["my_pass"] == north_pass
    assert state.view(E)["seats"][N]["my_pass"] is None and state.view(E)["seats"][N]["passed"]
    assert not set(north_pass) & set(hand(state, E))
    with refused(state, "already passed"):
        act(civil, state, do="pass", seat=N, cards=names(state.hands[0][:3]))
    with refused(state, "exactly 3 different cards"):
        act(civil, state, do="pass", seat=E, cards=names(state.hands[1][:4]))
    with refused(state, "does not hold"):
        act(civil, state, do="pass", seat=E, cards=[*names(state.hands[1][:2]), north_pass[0]])
    act(civil, state, do="pass", seat=E, cards=names(state.hands[1][:3]))
    act(civil, state, do="pass", seat=S, cards=names(state.hands[2][:4]))
    act(civil, state, do="pass", seat=W, cards=names(state.hands[3][:4]))
    assert set(north_pass) <= set(hand(state, E))
    assert [state.hand_size(s) for s in range(4)] == [14, 14, 13, 13]
    assert state.step == "play" and civil.check_invariants(state) == []


def test_the_fourth_round_passes_only_from_the_players_dealt_fourteen(civil):
    state = civil.new_initial_state(seed=2)
    state.round, state.dealer = 4, 3
    act(civil, state, do="deal")
    choose_all(civil, state)
    assert set(state.seats_to_act()) == {N, E}
    with refused(state, "passes no cards"):
        act(civil, state, do="pass", seat=S, cards=names(state.hands[2][:1]))
    act(civil, state, do="pass", seat=N, cards=names(state.hands[0][:1]))
    act(civil, state, do="pass", seat=E, cards=names(state.hands[1][:1]))
    assert [state.hand_size(s) for s in range(4)] == [13, 13, 14, 14]


def test_the_deal_moves_one_seat_left_each_round_and_the_game_has_four_rounds(civil):
    import random

    from engine.simulate import RandomBot, play_game

    rng = random.Random(4)
    state = play_game(civil, 4, {seat: RandomBot(rng) for seat in SEATS})
    assert [record["dealer"] for record in state.history] == [N, E, S, W]
    assert len(state.scores) == 4 and state.is_terminal()
