"""Each side enters the hand it was dealt at the table on its own phone; the deal is made once both are in."""

import json
import re

from engine.game import CHANCE
from engine.reveals import is_revealing
from games.avcw.data import SIDES
from tests.games.avcw.helpers import P, R, act, cards, refused, rendered

HANDS = {
    P: ["4H", "5H", "6H", "7H", "4D", "5D", "6D", "7D"],
    R: ["4S", "5S", "6S", "7S", "4C", "5C", "6C", "7C"],
}


def enter(avcw, state, side, hand=None):
    return act(avcw, state, do="dealt", side=side, cards=hand or HANDS[side])


def test_the_deal_is_made_with_both_hands_once_both_are_entered(avcw):
    state = avcw.new_initial_state(seed=3, log=True)
    lines = enter(avcw, state, P)
    assert "Parliament entered the cards they were dealt at the table." in rendered(lines)
    assert state.step == "deal" and state.current_player() == CHANCE  # still waiting for the Royalists
    lines = enter(avcw, state, R)
    assert "Action cards were shuffled and dealt: 8 to each side." in rendered(lines)
    assert state.step == "event"
    for side in (P, R):
        assert sorted(state.hands[SIDES.index(side)]) == sorted(cards(*HANDS[side]))
        assert state.unknown[SIDES.index(side)] == 0
    assert len(state.deck) == 8 and not set(state.deck) & set(cards(*HANDS[P], *HANDS[R]))


def test_an_entered_hand_is_shown_to_no_one_else(avcw):
    state = avcw.new_initial_state(seed=3, log=True)
    enter(avcw, state, P)
    for seat in (R, None):
        shown = json.dumps(state.view(seat))
        assert re.findall(r'"[4-9][HSDC]"', shown) == []  # no action card at all is named before the deal
        assert state.view(seat)["sides"][P]["hand_entered"] is True  # that it was entered is no secret
    assert state.view(P)["sides"][P]["hand_entered"] is True
    # The second entry makes the deal and shows each side its hand: an undo of it needs the other's agreement.
    assert is_revealing(state, avcw.action_from_json({"do": "dealt", "side": R, "cards": HANDS[R]}))


def test_a_card_entered_on_both_phones_sends_both_back_to_enter_again(avcw):
    state = avcw.new_initial_state(seed=3, log=True)
    enter(avcw, state, P)
    lines = enter(avcw, state, R, ["4H", *HANDS[R][1:]])  # the Royalists tapped the 4 of Hearts by mistake
    assert "A card was entered on both phones: both sides enter their cards again." in rendered(lines)
    assert state.step == "deal" and state.entered == [None, None] and state.hands == [[], []]
    enter(avcw, state, R)
    enter(avcw, state, P)
    assert state.step == "event"


def test_entries_that_do_not_fit_are_refused_with_a_reason(avcw):
    state = avcw.new_initial_state(seed=3, log=True)
    with refused(state, "Each side is dealt 8 cards."):
        enter(avcw, state, P, HANDS[P][:7])
    with refused(state, "The same card was entered twice."):
        enter(avcw, state, P, [*HANDS[P][:7], "4H"])
    with refused(state, "not in the action deck"):
        enter(avcw, state, P, [*HANDS[P][:7], "KH"])  # an event card, not an action card
    enter(avcw, state, P)
    with refused(state, "Parliament have already entered their cards."):
        enter(avcw, state, P)


def test_dealing_another_way_sets_the_entered_hands_aside(avcw):
    state = avcw.new_initial_state(seed=3, log=True)
    enter(avcw, state, P)
    lines = act(avcw, state, do="deal", unseen=True)
    assert "The hands entered so far were set aside." in rendered(lines)
    assert state.entered == [None, None] and state.unknown == [8, 8] and state.step == "event"


def test_an_entered_hand_survives_the_json_round_trip_and_a_copy(avcw):
    state = avcw.new_initial_state(seed=3, log=True)
    enter(avcw, state, P)
    again = avcw.state_from_json(state.to_json())
    copy = state.clone()
    for other in (again, copy):
        assert other.entered == state.entered
        enter(avcw, other, R)
        assert other.step == "event" and sorted(other.hands[0]) == sorted(cards(*HANDS[P]))
    assert state.entered[1] is None  # the copies share nothing with the original
