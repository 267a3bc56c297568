"""The preparation phase, step by step, as the rulebook orders it."""

import pytest

from engine.cards import format_card
from engine.game import CHANCE, SIMULTANEOUS
from games.avcw.actions import Deal, DrawEvent
from tests.games.avcw.helpers import P, R, act, cards, front, hand, refused, rendered

HANDS = {
    P: ["4H", "5H", "6H", "7H", "4D", "5D", "6D", "7D"],
    R: ["4S", "5S", "6S", "7S", "4C", "5C", "6C", "7C"],
}


def dealt(avcw, **options):
    state = avcw.new_initial_state(seed=3, options=options or None)
    act(avcw, state, do="deal", parliament=HANDS[P], royalists=HANDS[R])
    return state


def to_trump(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="KC")  # Oxford Parliament: Royalist support +1
    act(avcw, state, do="draw_event", card="JH")  # Hull: North front towards Parliament
    return state


def to_planning(avcw, trump="S"):
    state = to_trump(avcw)
    act(avcw, state, do="choose_trump", side=R, suit=trump)
    return state


def test_the_deal_gives_eight_each_and_leaves_eight(avcw):
    state = dealt(avcw)
    assert hand(state, P) == set(HANDS[P]) and len(state.deck) == 8
    assert state.step == "event" and state.current_player() == CHANCE


def test_a_sampled_deal_is_eight_distinct_action_cards_each(avcw):
    state = avcw.new_initial_state(seed=11)
    state.apply_action(Deal())
    assert [len(h) for h in state.hands] == [8, 8]
    assert len(set(state.hands[0]) | set(state.hands[1]) | set(state.deck)) == 24
    assert all(state.t.role[c] == "action" for c in state.hands[0] + state.hands[1])


def test_an_entered_deal_must_be_action_cards_from_the_deck(avcw):
    state = avcw.new_initial_state()
    with refused(state, "not in the action deck"):
        act(avcw, state, do="deal", parliament=["10H", *HANDS[P][1:]], royalists=HANDS[R])
    with refused(state, "twice"):
        act(avcw, state, do="deal", parliament=HANDS[P], royalists=[HANDS[P][0], *HANDS[R][1:]])
    with refused(state, "8 cards"):
        act(avcw, state, do="deal", parliament=HANDS[P][:7], royalists=[*HANDS[R], HANDS[P][7]])


def test_two_events_resolve_one_at_a_time_and_leave_the_game(avcw):
    state = dealt(avcw)
    lines = act(avcw, state, do="draw_event", card="KC")
    assert "Oxford Parliament" in rendered(lines) and "Support of Royalists moved to 6" in rendered(lines)
    assert state.step == "event"
    act(avcw, state, do="draw_event", card="JH")
    assert front(state, "north") == "newcastle"
    assert {format_card(c) for c in state.events_out} == {"KC", "JH"}
    assert len(state.event_deck) == 10
    assert state.step == "trump" and state.current_player() == R


def test_an_event_card_already_drawn_cannot_come_again(avcw):
    state = dealt(avcw)
    act(avcw, state, do="draw_event", card="KC")
    with refused(state, "not in the event deck"):
        act(avcw, state, do="draw_event", card="KC")
    with refused(state, "not in the event deck"):
        act(avcw, state, do="draw_event", card="7H")


def test_an_event_can_grant_an_asset(avcw):
    state = dealt(avcw)
    lines = act(avcw, state, do="draw_event", card="QC")
    assert [state.t.assets[i].id for i in state.assets[1]] == ["irish_regiments"]
    assert "Irish Regiments" in rendered(lines)


def test_trump_is_chosen_by_the_side_leading_on_foreign_support(avcw):
    state = to_trump(avcw)
    with refused(state, "not the turn of Parliament"):
        act(avcw, state, do="choose_trump", side=P, suit="H")
    act(avcw, state, do="choose_trump", side=R, suit="C")
    assert state.trump == "C" and state.step == "reveal"


def test_four_planning_tricks_with_alternating_leads(avcw):
    state = to_planning(avcw)
    leaders = []
    plays = [("8H", "9C"), ("9H", "8C"), ("8D", "9S"), ("9D", "8S")]
    for number, revealed in enumerate(plays):
        act(avcw, state, do="reveal", cards=list(revealed))
        leader = state.current_player()
        leaders.append(leader)
        state.apply_action(state.legal_actions()[0])  # lead
        state.apply_action(state.legal_actions()[0])  # a legal follow
        winner = state.current_player()
        act(avcw, state, do="pick", side=winner, card=revealed[0])
        assert revealed[0] in hand(state, winner) and revealed[1] in hand(state, P if winner == R else R)
        assert state.trick_no == number + 1
    # Royalists lead on Foreign Support, so they lead tricks 1 and 3; leads alternate, not by winner.
    assert leaders == [R, P, R, P]
    assert [len(h) for h in state.hands] == [8, 8]
    assert state.step == "place" and state.current_player() == SIMULTANEOUS


def test_planning_follow_must_follow_when_able(avcw):
    state = to_planning(avcw, trump="S")
    act(avcw, state, do="reveal", cards=["9H", "9D"])
    act(avcw, state, do="lead", side=R, card="7C")
    act(avcw, state, do="follow", side=P, card="4H")
    assert state.current_player() == R, "a Heart cannot beat the led Club when Spades are trump"
    act(avcw, state, do="pick", side=R, card="9H")
    act(avcw, state, do="reveal", cards=["8H", "8D"])
    act(avcw, state, do="lead", side=P, card="5H")
    with refused(state, "must follow suit"):
        act(avcw, state, do="follow", side=R, card="4S")  # Royalists now hold the 9 of Hearts


def test_the_winner_picks_one_of_the_two_revealed_cards(avcw):
    state = to_planning(avcw)
    act(avcw, state, do="reveal", cards=["9H", "9D"])
    act(avcw, state, do="lead", side=R, card="7S")
    act(avcw, state, do="follow", side=P, card="4H")
    with refused(state, "one of the two revealed"):
        act(avcw, state, do="pick", side=R, card="8H")
    with refused(state, "not the turn of Parliament"):
        act(avcw, state, do="pick", side=P, card="9H")


def place_ready(avcw):
    state = to_planning(avcw)
    for revealed in (("8H", "9C"), ("9H", "8C"), ("8D", "9S"), ("9D", "8S")):
        act(avcw, state, do="reveal", cards=list(revealed))
        state.apply_action(state.legal_actions()[0])  # lead
        state.apply_action(state.legal_actions()[0])  # a legal follow
        act(avcw, state, do="pick", side=state.current_player(), card=revealed[0])
    return state


def test_leaders_are_placed_in_secret_then_revealed_together(avcw):
    state = place_ready(avcw)
    lines = act(
        avcw, state, do="place_leaders", side=R, leaders={"north": "newcastle", "midlands": "rupert", "south": "hopton"}
    )
    assert "face down" in rendered(lines) and "rupert" not in rendered(lines).lower()
    assert state.placed == [{}, {}], "nothing is revealed before both sides have placed"
    parliament_view = state.view(P)
    assert parliament_view["sides"][R]["my_placement"] is None
    assert parliament_view["sides"][R]["placement_done"] is True
    with refused(state, "already placed"):
        act(
            avcw,
            state,
            do="place_leaders",
            side=R,
            leaders={"north": "wilmot", "midlands": "rupert", "south": "hopton"},
        )
    lines = act(
        avcw,
        state,
        do="place_leaders",
        side=P,
        leaders={"north": "fairfax", "midlands": "essex", "south": "manchester"},
    )
    assert "Prince Rupert (Midlands)" in rendered(lines) and "Earl of Essex (Midlands)" in rendered(lines)
    assert state.step == "turn" and state.current_player() == R


def test_a_side_places_as_many_leaders_as_it_can(avcw):
    state = place_ready(avcw)
    with refused(state, "must place 3 leaders"):
        act(avcw, state, do="place_leaders", side=R, leaders={"north": "newcastle", "midlands": "rupert"})
    with refused(state, "beside the Hearts, Spades and Diamonds tracks only"):
        act(
            avcw,
            state,
            do="place_leaders",
            side=R,
            leaders={"north": "newcastle", "midlands": "rupert", "foreign": "hopton"},
        )
    with refused(state, "not an available leader"):
        act(
            avcw,
            state,
            do="place_leaders",
            side=P,
            leaders={"north": "cromwell", "midlands": "essex", "south": "manchester"},
        )


def test_a_side_with_fewer_leaders_leaves_boxes_empty(avcw):
    state = place_ready(avcw)
    state.leaders[0] = [avcw.tables.leader_index["essex"]]
    act(avcw, state, do="place_leaders", side=P, leaders={"south": "essex"})
    assert state.pending[0] == {avcw.tables.track_index["south"]: avcw.tables.leader_index["essex"]}


def test_a_side_without_leaders_does_not_wait(avcw):
    state = place_ready(avcw)
    state.leaders[0] = []
    state.pending[0] = {}
    act(
        avcw, state, do="place_leaders", side=R, leaders={"north": "newcastle", "midlands": "rupert", "south": "hopton"}
    )
    assert state.step == "turn"


def test_claimed_bonus_cards_join_the_hand_at_the_end_of_preparation(avcw):
    state = place_ready(avcw)
    ten = cards("10S")[0]
    state.bonus_board.remove(ten)
    state.bonus_area[1].append(ten)
    act(
        avcw, state, do="place_leaders", side=R, leaders={"north": "newcastle", "midlands": "rupert", "south": "hopton"}
    )
    assert "10S" not in hand(state, R)
    lines = act(
        avcw,
        state,
        do="place_leaders",
        side=P,
        leaders={"north": "fairfax", "midlands": "essex", "south": "manchester"},
    )
    assert "10S" in hand(state, R) and len(state.hands[1]) == 9
    assert "bonus cards into hand" in rendered(lines)


def test_round_two_rebuilds_the_action_deck_but_keeps_bonus_cards_out(avcw):
    from tests.games.avcw.helpers import arrange

    state = arrange(avcw, hands={P: ["9H"], R: ["4S", "10S"]}, actor=P)
    act(avcw, state, do="attack", side=P, track="north", card="9H")
    act(avcw, state, do="defend", side=R, card="4S")
    assert state.round == 2 and state.step == "deal"
    assert sorted(state.deck) == sorted(state.t.action_cards)
    assert [format_card(c) for c in state.bonus_area[1]] == ["10S"], "an unplayed bonus card goes beside the board"
    assert state.hands == [[], []]


def test_events_draw_in_rounds_after_the_first(avcw):
    state = avcw.new_initial_state(seed=5)
    state.apply_action(Deal())
    state.apply_action(DrawEvent())
    state.apply_action(DrawEvent())
    assert len(state.event_deck) == 10


@pytest.mark.parametrize("suit", ["H", "S", "D", "C"])
def test_any_suit_may_be_trump(avcw, suit):
    state = to_trump(avcw)
    act(avcw, state, do="choose_trump", side=R, suit=suit)
    assert state.trump == suit
