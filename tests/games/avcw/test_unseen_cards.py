"""Physical play: cards dealt or turned up without being entered, and what the app can still check."""

from engine.cards import format_card
from tests.games.avcw.helpers import P, R, act, refused


def physical_prep(avcw):
    state = avcw.new_initial_state(seed=9)
    act(avcw, state, do="deal", unseen=True)
    act(avcw, state, do="draw_event", card="KC")
    act(avcw, state, do="draw_event", card="JH")
    act(avcw, state, do="choose_trump", side=R, suit="S")
    return state


def test_an_unseen_deal_counts_cards_it_does_not_know(avcw):
    state = physical_prep(avcw)
    assert state.unknown == [8, 8] and state.hands == [[], []] and state.deck_unknown == 8
    assert state.view(P)["sides"][P]["hand_count"] == 8
    assert avcw.check_invariants(state) == []


def test_planning_tricks_without_entered_cards_need_the_winner(avcw):
    state = physical_prep(avcw)
    act(avcw, state, do="reveal", unseen=True)
    act(avcw, state, do="lead", side=R)
    with refused(state, "say which side won"):
        act(avcw, state, do="follow", side=P)
    act(avcw, state, do="follow", side=P, winner=P)
    act(avcw, state, do="pick", side=P)
    assert state.unknown == [8, 8] and state.last_trick == 0
    assert avcw.check_invariants(state) == []


def test_entered_planning_cards_become_known(avcw):
    state = physical_prep(avcw)
    act(avcw, state, do="reveal", cards=["9H", "4C"])
    act(avcw, state, do="lead", side=R, card="8S")
    act(avcw, state, do="follow", side=P, card="6S")
    act(avcw, state, do="pick", side=R, card="9H")
    assert [format_card(c) for c in state.hands[1]] == ["9H"] and state.unknown == [7, 7]
    with refused(state, "not in the action deck"):
        act(avcw, state, do="reveal", cards=["8S", "5C"])  # the 8 of Spades was played
    assert avcw.check_invariants(state) == []


def test_an_unseen_card_cannot_be_one_the_app_knows_elsewhere(avcw):
    state = physical_prep(avcw)
    act(avcw, state, do="reveal", cards=["9H", "4C"])
    act(avcw, state, do="lead", side=R, card="8S")
    with refused(state, "do not hold the 8 of Spades"):
        act(avcw, state, do="follow", side=P, card="8S")
    with refused(state, "do not hold the 10 of Hearts"):
        act(avcw, state, do="follow", side=P, card="10H")


def test_a_shown_void_is_held_against_later_plays(avcw):
    state = physical_prep(avcw)
    act(avcw, state, do="reveal", cards=["9H", "4C"])
    act(avcw, state, do="lead", side=R, card="8S")
    act(avcw, state, do="follow", side=P, card="6D")  # Parliament shows it holds no Spades
    act(avcw, state, do="pick", side=R, card="9H")
    assert "S" in state.voids[0]
    act(avcw, state, do="reveal", cards=["9C", "4H"])
    act(avcw, state, do="lead", side=P, card="5H")
    act(avcw, state, do="follow", side=R, card="9H", winner=None)
    act(avcw, state, do="pick", side=R, card="9C")
    act(avcw, state, do="reveal", cards=["8C", "4D"])
    act(avcw, state, do="lead", side=R, card="7D")
    with refused(state, "showed earlier that they held no Spades"):
        act(avcw, state, do="follow", side=P, card="7S")
    act(avcw, state, do="follow", side=P, card="8D")


def test_unseen_reveals_forget_the_decks_order(avcw):
    state = avcw.new_initial_state(seed=9)
    act(avcw, state, do="deal")
    act(avcw, state, do="draw_event")
    act(avcw, state, do="draw_event")
    act(avcw, state, do="choose_trump", side=state.view(None)["foreign_leader"], suit="H")
    act(avcw, state, do="reveal", unseen=True)
    assert state.deck == [] and state.deck_unknown == 6 and state.table_unknown == 2
    assert avcw.check_invariants(state) == []


def test_a_play_that_would_leave_the_unseen_cards_impossible_is_refused(avcw):
    from tests.games.avcw.helpers import arrange, cards

    state = arrange(avcw, hands={P: [], R: []}, actor=R, trump="H")
    left = cards("6D", "7S")
    state.discard = [c for c in state.t.action_cards if c not in left]
    state.unknown = [1, 1]
    state.voids[0] = {"S"}  # Parliament showed it holds no Spades, so its unseen card is the 6 of Diamonds
    with refused(state, "could not all be dealt"):
        act(avcw, state, do="attack", side=R, track="south", card="6D")
    assert [(a.track, a.card) for a in state.legal_actions() if a.kind == "attack"] == [("midlands", cards("7S")[0])]
    act(avcw, state, do="attack", side=R, track="midlands", card="7S")
    assert [a.card for a in state.legal_actions()] == cards("6D")
