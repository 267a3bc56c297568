"""Looks at civil suits claimed after the tricks went unentered: agreed by the player looked at, and bounded."""

from __future__ import annotations

from engine.cards import format_card
from engine.reveals import is_revealing
from tests.games.civil_suits.helpers import E, N, S, W, act, arrange, refused, rendered
from tests.games.civil_suits.test_physical_play import unseen_round


def _unentered(civil):
    state = unseen_round(civil)
    act(civil, state, do="end_tricks", seat=E)
    return state


def test_a_claimed_look_shows_the_suit_only_once_the_target_confirms_it(civil):
    state = _unentered(civil)
    lines = act(civil, state, do="peek", seat=W, target=E)
    assert "must confirm it on their phone" in rendered(lines)
    assert state.view(W)["seats"][E]["civil_suit"] is None
    assert state.view(None)["claims"] == [{"seat": W, "target": E}]
    assert E in state.seats_to_act()
    with refused(state, "No look at the civil suit of North"):
        act(civil, state, do="answer_peek", seat=N, claimant=W, agree=True)
    lines = act(civil, state, do="answer_peek", seat=E, claimant=W, agree=True)
    assert "East confirmed: West looked at their civil suit." in rendered(lines)
    assert state.view(W)["seats"][E]["civil_suit"] == "S"
    assert state.view(N)["seats"][E]["civil_suit"] is None and state.view(None)["claims"] == []


def test_a_look_not_confirmed_shows_nothing(civil):
    state = _unentered(civil)
    act(civil, state, do="peek", seat=W, target=E)
    lines = act(civil, state, do="answer_peek", seat=E, claimant=W)
    assert "did not confirm the claim of West; no civil suit was shown" in rendered(lines)
    assert state.view(W)["seats"][E]["civil_suit"] is None and state.view(None)["claims"] == []
    with refused(state, "No look at the civil suit of East"):
        act(civil, state, do="answer_peek", seat=E, claimant=W, agree=True)


def test_claims_never_outnumber_the_unentered_tricks_and_are_not_repeated(civil):
    # Two tricks are left to play when the tricks go unentered: two looks at most, whoever claims them.
    state = arrange(civil, hands={N: ["9H", "2H"], E: ["3D", "4D"], S: ["KD", "5D"], W: ["2C", "5C"]})
    act(civil, state, do="end_tricks", seat=N)
    assert state.view(None)["claims_left"] == 2
    act(civil, state, do="peek", seat=N, target=E)
    with refused(state, "North has already claimed a look at the civil suit of East"):
        act(civil, state, do="peek", seat=N, target=E)
    act(civil, state, do="answer_peek", seat=E, claimant=N, agree=True)
    with refused(state, "North has already claimed a look at the civil suit of East"):
        act(civil, state, do="peek", seat=N, target=E)
    act(civil, state, do="peek", seat=S, target=W)
    assert state.view(None)["claims_left"] == 0
    with refused(state, "2 tricks went unentered, and each gave one look at most"):
        act(civil, state, do="peek", seat=W, target=N)
    # A look not confirmed gives its place back.
    act(civil, state, do="answer_peek", seat=W, claimant=S)
    act(civil, state, do="peek", seat=W, target=N)


def test_the_last_pile_that_sends_everyone_back_to_enter_again_counts_as_showing_something(civil):
    state = _unentered(civil)
    everything = [format_card(card) for card in range(54)]
    for seat, cards in ((N, everything[:13]), (E, everything[13:26]), (S, everything[26:40])):
        action = civil.action_from_json({"do": "tally", "seat": seat, "cards": cards, "last": seat == E})
        assert not is_revealing(state, action), "a pile entered while others still enter shows nothing"
        state.apply_action(action)
    wrong = civil.action_from_json({"do": "tally", "seat": W, "cards": everything[39:53]})
    assert is_revealing(state, wrong)
