"""Walsingham's set-up and reveal: the Loyalty deal, the Reward decks for four to six players, the tiles."""

from collections import Counter

import pytest

from engine.errors import InvalidActionError
from tests.games.walsingham.helpers import (
    BLACK,
    GAME,
    GREEN,
    HANDS,
    ORANGE,
    PURPLE,
    RED,
    WHITE,
    act,
    refused,
    rendered,
    reveal,
    start,
)


@pytest.mark.parametrize(("options", "players"), [({"four_players": True}, 4), ({}, 5), ({"six_players": True}, 6)])
def test_the_loyalty_deal_gives_two_cards_each_with_the_spy_and_one_loyal_card_returned(options, players):
    for seed in range(12):
        state = GAME.new_initial_state(seed=seed, options=options)
        act(GAME, state, do="deal_loyalty")
        assert state.players == players and len(state.seats) == players
        dealt = Counter(card for cards in state.loyalty for card in cards)
        assert all(len(cards) == 2 for cards in state.loyalty)
        assert dealt["spy"] == 1 and "triple_agent" not in dealt
        assert sorted([dealt["blue"], dealt["yellow"]]) == [players - 1, players]
        assert len(state.boxed) == 1 and dealt[state.boxed[0]] == players - 1


def test_the_triple_agent_is_set_aside_face_up_not_dealt():
    state = start()
    assert state.triple_agent_taken is None
    assert all("triple_agent" not in cards for cards in state.loyalty)
    assert state.view(None)["triple_agent"] is None


def test_an_entered_deal_must_be_a_true_loyalty_deck():
    state = GAME.new_initial_state()
    wrong = dict(HANDS, red=["spy", "blue"])  # two Spies
    with refused(state, "the Spy and every Loyal card but one"):
        act(GAME, state, do="deal_loyalty", first=RED, **wrong)
    with refused(state, "every player's two Loyalty cards"):
        act(GAME, state, do="deal_loyalty", red=["blue", "blue"])
    with refused(state, "Only the players at the table"):
        act(GAME, state, do="deal_loyalty", first=RED, white=["blue", "yellow"], **HANDS)
    with refused(state):
        act(GAME, state, do="deal_loyalty", first=WHITE, **HANDS)


def test_four_players_leave_the_5_plus_cards_out_and_six_add_the_reconstructed_ones():
    four = GAME.new_initial_state(options={"four_players": True})
    assert {deck: len(cards) for deck, cards in four.decks.items()} == {"A": 9, "B": 9, "C": 9}
    assert all(GAME.tables.reward_players[card] == 4 for cards in four.decks.values() for card in cards)
    six = GAME.new_initial_state(options={"six_players": True})
    assert {deck: len(cards) for deck, cards in six.decks.items()} == {"A": 15, "B": 15, "C": 15}
    with pytest.raises(InvalidActionError, match="not both"):
        GAME.new_initial_state(options={"four_players": True, "six_players": True})


def test_each_turn_reveals_one_card_per_player_but_one_and_two_tiles_on_the_first_two():
    state = start()
    lines = reveal(state, ["a03", "a01", "a07", "a10"], ["blue_vp2-1", "yellow_in1-2"])
    assert "Turn 1: deck A shows" in rendered(lines)
    view = state.view(None)
    assert view["table"] == [
        {"reward": "a03", "tile": "blue_vp2-1"},
        {"reward": "a01", "tile": "yellow_in1-2"},
        {"reward": "a07", "tile": None},
        {"reward": "a10", "tile": None},
    ]
    assert view["deck_counts"]["A"] == 8 and view["tiles_left"] == 16


def test_a_reveal_must_come_from_the_topmost_deck_with_the_right_counts():
    state = start()
    with refused(state, "deck A"):
        reveal(state, ["a01", "a02", "a03", "b01"])
    with refused(state, "4 different Reward cards"):
        reveal(state, ["a01", "a02", "a03"])
    with refused(state, "2 different tiles"):
        reveal(state, ["a01", "a02", "a03", "a04"], ["blue_vp1-1"])
    with refused(state):
        reveal(state, ["a01", "a02", "a03", "zz"])
    four = start(
        hands={RED: ["blue", "spy"], GREEN: ["yellow", "blue"], PURPLE: ["yellow", "blue"], ORANGE: ["yellow", "blue"]},
        options={"four_players": True},
    )
    with refused(four, "deck A"):
        reveal(four, ["a01", "a02", "a03"])  # a03 is marked 5+


def test_sampled_reveals_use_each_deck_for_three_turns():
    from tests.helpers import random_game

    state = random_game(GAME, 4)
    text = rendered(state.log)
    for turn, deck in ((1, "A"), (3, "A"), (4, "B"), (6, "B"), (7, "C"), (9, "C")):
        assert f"Turn {turn}: deck {deck} shows" in text
    assert "Turn 10" not in text


def test_start_money_is_15_each():
    state = start()
    assert state.cash == [15] * 5
    assert state.view(BLACK)["players"][BLACK]["cash"] == 15


def test_the_first_start_player_is_drawn_at_random_and_later_ones_are_the_top_bidders():
    firsts = set()
    for seed in range(30):
        state = GAME.new_initial_state(seed=seed)
        act(GAME, state, do="deal_loyalty")
        firsts.add(state.start)
    assert firsts == set(range(5))
    state = start(first=ORANGE)
    assert state.view(None)["start"] == ORANGE and state.view(None)["bid_order"] == []
    reveal(state, ["a01", "a02", "a04", "a05"])
    assert state.view(None)["bid_order"] == [ORANGE, BLACK, RED, GREEN, PURPLE]
