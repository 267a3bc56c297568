"""Walsingham's auction: two opportunities each from the start player, the bid rules, the tracker, the
payments with exact figures, the claims in tracker order, the next start player and the stipends."""

import random

from games.walsingham.auction import payments, rank_bids
from tests.games.walsingham.helpers import (
    BLACK,
    GAME,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    act,
    at_claims,
    bid_round,
    play_turn,
    refused,
    rendered,
    reveal,
    start,
)
from tests.helpers import random_choice


def test_everyone_bids_twice_clockwise_from_the_start_player():
    state = start(first=PURPLE)
    reveal(state, ["a01", "a02", "a04", "a05"])
    order = []
    for _ in range(10):
        seat = state.seats[state.actor]
        order.append(seat)
        act(GAME, state, do="bid", seat=seat, amount=0)
    assert order == [PURPLE, ORANGE, BLACK, RED, GREEN] * 2
    assert state.step == "claim"


def test_only_the_player_to_bid_may_bid():
    state = start()
    reveal(state, ["a01", "a02", "a04", "a05"])
    with refused(state, "not the turn of Green"):
        act(GAME, state, do="bid", seat=GREEN, amount=3)


def test_a_first_bid_is_any_amount_not_yet_bid_and_zero_may_repeat():
    state = start()
    reveal(state, ["a01", "a02", "a04", "a05"])
    act(GAME, state, do="bid", seat=RED, amount=5)
    with refused(state, "£5 has already been bid"):
        act(GAME, state, do="bid", seat=GREEN, amount=5)
    act(GAME, state, do="bid", seat=GREEN, amount=0)
    act(GAME, state, do="bid", seat=PURPLE, amount=0)
    with refused(state, "only £15 to bid with"):
        act(GAME, state, do="bid", seat=ORANGE, amount=16)
    with refused(state, "below £0"):
        act(GAME, state, do="bid", seat=ORANGE, amount=-1)
    act(GAME, state, do="bid", seat=ORANGE, amount=15)


def test_a_second_bid_keeps_the_first_or_beats_every_other_bid():
    state = start()
    reveal(state, ["a01", "a02", "a04", "a05"])
    for seat, amount in ((RED, 5), (GREEN, 3), (PURPLE, 0), (ORANGE, 7), (BLACK, 2)):
        act(GAME, state, do="bid", seat=seat, amount=amount)
    with refused(state, "more than £7"):
        act(GAME, state, do="bid", seat=RED, amount=6)
    with refused(state, "cannot lower"):
        act(GAME, state, do="bid", seat=RED, amount=0)
    lines = act(GAME, state, do="bid", seat=RED, amount=8)
    assert rendered(lines) == "Red raises the bid to £8."
    lines = act(GAME, state, do="bid", seat=GREEN, amount=3)
    assert rendered(lines) == "Green keeps the bid at £3."
    assert [a.amount for a in state.legal_actions(PURPLE)] == [0, 9, 10, 11, 12, 13, 14, 15]


def test_the_payments_top_pays_in_full_bottom_receives_two_others_half_rounded_up():
    state = at_claims({RED: 8, GREEN: 3, PURPLE: 0, ORANGE: 7, BLACK: 2})
    assert [state.seats[s] for s in state.tracker] == [RED, ORANGE, GREEN, BLACK, PURPLE]
    # Red pays 8 in full; Orange half of 7 rounded up, 4; Green 2; Black 1; Purple nothing and gets £2.
    assert state.cash == [15 - 8, 15 - 2, 15 + 2, 15 - 4, 15 - 1]
    assert state.paid_in == 15 and state.paid_out == 75 + 2


def test_payments_as_a_function_with_exact_figures():
    bids = [9, 1, 4, 0, 3, 6]
    tracker = rank_bids(bids, [0, 1, 2, 3, 4, 5])
    assert tracker == [0, 5, 2, 4, 1, 3]
    assert payments(bids, tracker, 2) == {0: 9, 5: 3, 2: 2, 4: 2, 1: 1, 3: -2}


def test_a_tie_at_zero_goes_to_the_earlier_bidder():
    state = at_claims(dict.fromkeys((RED, GREEN, PURPLE, ORANGE, BLACK), 0), first=PURPLE)
    assert [state.seats[s] for s in state.tracker] == [PURPLE, ORANGE, BLACK, RED, GREEN]
    assert state.cash == [15, 17, 15, 15, 15]
    assert state.view(None)["tracker"][0] == {"seat": PURPLE, "bid": 0}


def test_claims_follow_the_tracker_and_the_lowest_bidder_claims_nothing():
    state = at_claims({RED: 8, GREEN: 3, PURPLE: 0, ORANGE: 7, BLACK: 2}, rewards=["a01", "a02", "a04", "a05"])
    with refused(state, "not the turn of Orange"):
        act(GAME, state, do="claim", seat=ORANGE, reward="a01")
    with refused(state, "not among this turn's Reward cards"):
        act(GAME, state, do="claim", seat=RED, reward="a06")
    lines = act(GAME, state, do="claim", seat=RED, reward="a02")
    assert rendered(lines) == "Red claims Harbour dues (with a yellow tile worth 2 Intrigue)."
    assert state.tiles[0] == [GAME.tables.tile_index["yellow_in2-1"]]
    for seat, card in ((ORANGE, "a01"), (GREEN, "a04"), (BLACK, "a05")):
        act(GAME, state, do="claim", seat=seat, reward=card)
    assert state.step == "reveal" and state.round == 2
    assert state.kept[2] == [] and state.tiles[2] == []  # Purple bid lowest
    assert state.start == 0  # Red, the highest bidder, starts the next auction


def test_claimed_cards_with_icons_stay_face_up_and_others_are_discarded():
    state = at_claims({RED: 4, GREEN: 3, PURPLE: 0, ORANGE: 2, BLACK: 1}, rewards=["a10", "a01", "a04", "a05"])
    act(GAME, state, do="claim", seat=RED, reward="a10")  # a Peek without icons
    act(GAME, state, do="peek", seat=RED, target=GREEN)
    act(GAME, state, do="shuffle")
    act(GAME, state, do="look", seat=RED, slot=0)
    act(GAME, state, do="claim", seat=GREEN, reward="a01")
    assert state.discarded == [GAME.tables.reward_index["a10"]]
    assert state.kept[1] == [GAME.tables.reward_index["a01"]]


def test_the_stipend_is_paid_once_when_deck_a_and_once_when_deck_b_run_out():
    state = start()
    cash = []
    for _ in range(9):
        before = list(state.cash)
        play_turn(state)
        # Every bid is £0: only the lowest bidder's £2 and the stipends change the money.
        cash.append(sum(state.cash) - sum(before) - 2)
    assert cash == [0, 0, 50, 0, 0, 50, 0, 0, 0]
    assert state.stipends == ["A", "B"]
    assert "Deck A is used up: every player receives a stipend of £10." in rendered(state.log)


def test_nine_turns_then_the_endgame():
    state = start()
    for _ in range(9):
        play_turn(state)
    assert state.step == "accuse" and state.round == 9
    assert not any(state.decks.values())


def test_bids_are_public():
    state = start()
    reveal(state, ["a01", "a02", "a04", "a05"])
    bid_round(state, {RED: 1, GREEN: 2, PURPLE: 3, ORANGE: 4, BLACK: 5})
    for seat in (None, RED, BLACK):
        assert state.view(seat)["players"][ORANGE]["last_bid"] == 4


def test_the_listed_bids_are_exactly_the_amounts_the_rules_accept():
    """The bots' listing of first and second bids matches the bid rule amount for amount, £-1 to cash + 1."""
    state = start()
    reveal(state, ["a01", "a02", "a04", "a05"])
    for seat, amount in ((RED, 5), (GREEN, 0), (PURPLE, 15), (ORANGE, 1), (BLACK, 0), (RED, 5), (GREEN, 0)):
        actor = state.actor
        listed = [action.amount for action in state.legal_actions(state.seats[actor])]
        accepted = [bid for bid in range(-1, state.cash[actor] + 2) if state.can_bid(actor, bid)]
        assert listed == accepted
        assert [listed[index] for index in range(-len(listed), 0)] == listed  # indexed from the end too
        act(GAME, state, do="bid", seat=seat, amount=amount)


def test_the_listed_bids_match_the_bid_rule_at_every_bid_of_random_games():
    """Every first bid, keep and raise of 30 random games (four to six players): listed exactly when accepted."""
    compared = raises = 0
    for seed in range(30):
        options = ({}, {"four_players": True}, {"six_players": True})[seed % 3]
        state = GAME.new_initial_state(seed=seed, options=options, log=False)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.step == "bid":
                actor = state.actor
                listed = [action.amount for action in state.legal_actions(state.seats[actor])]
                accepted = [bid for bid in range(-1, state.cash[actor] + 2) if state.can_bid(actor, bid)]
                assert listed == accepted, (seed, state.bids, state.cash[actor])
                compared += 1
                raises += state.bids[actor] is not None and len(listed) > 1
            state.apply_action(random_choice(state, rng))
    assert compared == 10 * 9 * 2 * (5 + 4 + 6) and raises > 100  # every bid of every turn; many raises
