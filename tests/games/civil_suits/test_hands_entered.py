"""Each player enters the hand they were dealt at the table on their own phone; the deal is made once all four
are in, and if a card was entered on two phones everyone enters again."""

import json

from engine.cards import format_card
from tests.helpers import act, refused, rendered

SEATS = ("north", "east", "south", "west")


def hands_of(civil):
    """Return the four hands of the app's own deal for seed 5, as the players would find them (by seat)."""
    state = civil.new_initial_state(seed=5)
    deal = state.sampled_outcome()
    return {seat: [format_card(card) for card in getattr(deal, seat)] for seat in SEATS}


def test_the_deal_is_made_once_all_four_have_entered_their_hands(civil):
    hands = hands_of(civil)
    state = civil.new_initial_state(seed=5, log=True)
    for seat in SEATS[:3]:
        lines = act(civil, state, do="dealt", seat=seat, cards=hands[seat])
        assert f"{seat.title()} entered the cards they were dealt at the table." in rendered(lines)
        assert state.step == "deal"
    act(civil, state, do="dealt", seat="west", cards=hands["west"])
    assert state.step == "suit" and state.unknown == [0, 0, 0, 0]
    for index, seat in enumerate(SEATS):
        assert sorted(format_card(card) for card in state.hands[index]) == sorted(hands[seat])


def test_an_entered_hand_is_shown_to_no_other_seat(civil):
    hands = hands_of(civil)
    state = civil.new_initial_state(seed=5, log=True)
    act(civil, state, do="dealt", seat="north", cards=hands["north"])
    for seat in ("east", None):
        view = state.view(seat)
        assert view["seats"]["north"]["hand_entered"] is True and view["seats"]["north"]["hand"] is None
        assert not any(f'"{card}"' in json.dumps(view) for card in hands["north"])


def test_a_card_on_two_phones_sends_everyone_back_and_a_wrong_entry_is_refused(civil):
    hands = hands_of(civil)
    state = civil.new_initial_state(seed=5, log=True)
    with refused(state, "is dealt 13 cards, not 12."):
        act(civil, state, do="dealt", seat="north", cards=hands["north"][:12])
    with refused(state, "The same card was entered twice."):
        act(civil, state, do="dealt", seat="north", cards=[*hands["north"][:12], hands["north"][0]])
    act(civil, state, do="dealt", seat="north", cards=hands["north"])
    with refused(state, "North has already entered their cards."):
        act(civil, state, do="dealt", seat="north", cards=hands["north"])
    act(civil, state, do="dealt", seat="east", cards=hands["east"])
    act(civil, state, do="dealt", seat="south", cards=hands["south"])
    lines = act(civil, state, do="dealt", seat="west", cards=[hands["north"][0], *hands["west"][1:]])
    assert "A card was entered on two phones: everyone enters their cards again." in rendered(lines)
    assert state.step == "deal" and state.entered == [None] * 4 and state.hands == [[], [], [], []]


def test_dealing_another_way_sets_the_entries_aside_and_an_entry_survives_json_and_copies(civil):
    hands = hands_of(civil)
    state = civil.new_initial_state(seed=5, log=True)
    act(civil, state, do="dealt", seat="east", cards=hands["east"])
    again, copy = civil.state_from_json(state.to_json()), state.clone()
    assert again.entered == state.entered == copy.entered
    lines = act(civil, state, do="deal", unseen=True)
    assert "The hands entered so far were set aside." in rendered(lines) and state.entered == [None] * 4
    assert copy.entered[1] is not None  # the copy shares nothing with the original
