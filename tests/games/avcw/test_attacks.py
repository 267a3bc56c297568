"""Attacking a war track: which card may lead, how the trick is won, what the front and leaders do."""

from fractions import Fraction

from tests.games.avcw.helpers import P, R, act, arrange, front, hand, refused, rendered


def test_attack_with_a_card_of_the_tracks_suit(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5H", "9D"]}, trump="S")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    assert state.step == "defend" and state.current_player() == R


def test_attack_needs_the_tracks_suit_when_held(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5H"]}, trump="S")
    with refused(state, "needs a Hearts card, or a trump"):
        act(avcw, state, do="attack", side=P, track="north", card="4S")


def test_attack_with_trump_only_when_void_in_the_tracks_suit(avcw):
    state = arrange(avcw, hands={P: ["4S", "6D"], R: ["5H", "9D"]}, trump="S")
    act(avcw, state, do="attack", side=P, track="north", card="4S")
    assert state.step == "defend" and "4S" not in hand(state, P)
    state = arrange(avcw, hands={P: ["6D", "4C"], R: ["5H"]}, trump="S")
    with refused(state, "needs a Hearts card"):
        act(avcw, state, do="attack", side=P, track="north", card="6D")


def test_a_side_with_only_one_suit_must_attack_that_track(avcw):
    state = arrange(avcw, hands={P: ["4C", "5C"], R: ["5H"]}, trump="S")
    tracks = {action.track for action in state.legal_actions() if action.kind == "attack"}
    assert tracks == {"foreign"}
    assert all(action.kind == "attack" for action in state.legal_actions()), "passing is not allowed"


def test_attacking_a_track_already_won_is_allowed(avcw):
    state = arrange(avcw, hands={P: ["4C", "5C"], R: ["9C"]}, fronts={"foreign": "dublin"})
    act(avcw, state, do="attack", side=P, track="foreign", card="5C")
    act(avcw, state, do="defend", side=R, card="9C")
    assert front(state, "foreign") == "dublin"


def test_defender_must_follow_the_led_suit(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5H", "9D"]}, trump="D")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    with refused(state, "must follow suit"):
        act(avcw, state, do="defend", side=R, card="9D")


def test_winning_attacker_moves_the_front_one_space(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5H", "9D"]}, trump="S")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    lines = act(avcw, state, do="defend", side=R, card="5H")
    assert front(state, "north") == "newcastle"
    assert "Parliament won the trick" in rendered(lines)
    assert state.current_player() == R, "the other side acts next"


def test_winning_defender_leaves_the_front_where_it_is(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["9H", "9D"]}, trump="S")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    act(avcw, state, do="defend", side=R, card="9H")
    assert front(state, "north") == "york" and state.step == "turn"


def test_trump_beats_the_led_suit_and_ties_go_to_the_attacker(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["4D", "9S"]}, trump="D")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    act(avcw, state, do="defend", side=R, card="4D")
    assert front(state, "north") == "york"
    # A tie, made by a leader's bonus: Newcastle adds 2 in the North to a 7 against a 9.
    state = arrange(
        avcw, hands={R: ["7H", "5S"], P: ["9H", "4S"]}, trump="S", actor=R, placed={R: {"north": "newcastle"}}
    )
    act(avcw, state, do="attack", side=R, track="north", card="7H")
    lines = act(avcw, state, do="defend", side=P, card="9H")
    assert "Royalists 9 against Parliament 9" in rendered(lines)
    assert front(state, "north") == "leeds"


def test_a_leaders_bonus_applies_only_when_attacking(avcw):
    state = arrange(
        avcw, hands={P: ["6H", "4S"], R: ["7H", "5S"]}, trump="S", actor=P, placed={R: {"north": "newcastle"}}
    )
    act(avcw, state, do="attack", side=P, track="north", card="6H")
    lines = act(avcw, state, do="defend", side=R, card="7H")
    assert "Parliament 6 against Royalists 7" in rendered(lines)


def test_a_defending_leader_on_the_same_track_cancels_the_ability(avcw):
    state = arrange(
        avcw,
        hands={R: ["7H", "5S"], P: ["8H", "4S"]},
        trump="S",
        actor=R,
        placed={R: {"north": "newcastle"}, P: {"north": "fairfax"}},
    )
    act(avcw, state, do="attack", side=R, track="north", card="7H")
    lines = act(avcw, state, do="defend", side=P, card="8H")
    assert "Royalists 7 against Parliament 8" in rendered(lines)


def test_any_suit_leader_lets_any_card_attack_his_track(avcw):
    state = arrange(avcw, hands={P: ["4S", "9C"], R: ["5H", "6H"]}, trump="D", placed={P: {"north": "manchester"}})
    act(avcw, state, do="attack", side=P, track="north", card="9C")
    act(avcw, state, do="defend", side=R, card="5H")
    assert front(state, "north") == "newcastle", "the Hearts defence cannot beat the led Club"
    # On another track he gives nothing, and an opposing leader beside him cancels it.
    state = arrange(avcw, hands={P: ["4S", "9C"], R: ["5H"]}, trump="D", placed={P: {"south": "manchester"}})
    with refused(state, "needs a Hearts card"):
        act(avcw, state, do="attack", side=P, track="north", card="9C")
    state = arrange(
        avcw, hands={P: ["4S", "9C"], R: ["5H"]}, trump="D", placed={P: {"north": "manchester"}, R: {"north": "rupert"}}
    )
    with refused(state, "needs a Hearts card"):
        act(avcw, state, do="attack", side=P, track="north", card="9C")


def test_attacker_commits_an_asset_then_defender_reacts(avcw):
    state = arrange(
        avcw,
        hands={R: ["6S", "4C"], P: ["7S", "8S"]},
        trump="H",
        actor=R,
        assets={R: ["irish_regiments"], P: ["london_trained_bands"]},
    )
    act(avcw, state, do="attack", side=R, track="midlands", card="6S", asset="irish_regiments")
    lines = act(avcw, state, do="defend", side=P, card="7S", asset="london_trained_bands")
    assert "Royalists 8 against Parliament 9" in rendered(lines)
    assert state.assets == [[], []]
    assert {state.t.assets[i].id for i in state.assets_used} == {"irish_regiments", "london_trained_bands"}


def test_assets_are_used_only_when_allowed(avcw):
    state = arrange(
        avcw,
        hands={R: ["6S", "4C"], P: ["7S", "8S"]},
        trump="H",
        actor=R,
        assets={R: ["oxford_mint"], P: ["london_trained_bands", "the_fleet"]},
    )
    with refused(state, "cannot be committed when attacking"):
        act(avcw, state, do="attack", side=R, track="midlands", card="6S", asset="oxford_mint")
    with refused(state, "not an asset Royalists hold"):
        act(avcw, state, do="attack", side=R, track="midlands", card="6S", asset="london_trained_bands")
    act(avcw, state, do="attack", side=R, track="midlands", card="6S")
    with refused(state, "cannot be committed when defending"):
        act(avcw, state, do="defend", side=P, card="7S", asset="the_fleet")


def test_scoutmaster_cancels_the_attacking_leader(avcw):
    state = arrange(
        avcw,
        hands={R: ["7S", "4C"], P: ["8S", "4H"]},
        trump="H",
        actor=R,
        placed={R: {"midlands": "rupert"}},
        assets={P: ["scoutmaster"]},
    )
    act(avcw, state, do="attack", side=R, track="midlands", card="7S")
    lines = act(avcw, state, do="defend", side=P, card="8S", asset="scoutmaster")
    assert "Royalists 7 against Parliament 8" in rendered(lines)
    assert state.step == "casualty", "the cancelled leader was still present, so he is tested"


def test_scoutmaster_without_a_leader_to_cancel_is_refused(avcw):
    state = arrange(avcw, hands={R: ["7S", "4C"], P: ["8S", "4H"]}, trump="H", actor=R, assets={P: ["scoutmaster"]})
    act(avcw, state, do="attack", side=R, track="midlands", card="7S")
    with refused(state, "no effect"):
        act(avcw, state, do="defend", side=P, card="8S", asset="scoutmaster")


def test_track_bound_asset_bonus(avcw):
    state = arrange(avcw, hands={R: ["6H", "4C"], P: ["8H", "5S"]}, trump="S", actor=R, assets={R: ["stanley"]})
    act(avcw, state, do="attack", side=R, track="north", card="6H", asset="stanley")
    lines = act(avcw, state, do="defend", side=P, card="8H")
    assert "Royalists 8 against Parliament 8" in rendered(lines), "Stanley gives 2 in the North"
    assert front(state, "north") == "leeds"


def test_a_lost_attack_with_a_leader_present_tests_him(avcw):
    state = arrange(
        avcw, hands={R: ["5S", "4C"], P: ["8S", "4H"]}, trump="H", actor=R, placed={R: {"midlands": "rupert"}}
    )
    act(avcw, state, do="attack", side=R, track="midlands", card="5S")
    act(avcw, state, do="defend", side=P, card="8S")
    assert state.step == "casualty" and state.casualty_odds() == Fraction(2, 3)
    assert state.view(P)["casualty_odds"] == {"fraction": "2/3", "percent": 66.7}
    lines = act(avcw, state, do="casualty", cards=["3H", "AS"])
    assert "total 4" in rendered(lines) and "Prince Rupert fell" in rendered(lines)
    rupert = state.t.leader_index["rupert"]
    assert rupert in state.dead and rupert not in state.leaders[1] and state.placed[1] == {}
    assert sorted(state.casualty_deck) == sorted(state.t.casualty_cards), "casualty cards go back"
    assert state.current_player() == P


def test_a_leader_survives_a_low_draw(avcw):
    state = arrange(
        avcw, hands={P: ["5S", "4C"], R: ["8S", "4H"]}, trump="H", actor=P, placed={P: {"midlands": "essex"}}
    )
    act(avcw, state, do="attack", side=P, track="midlands", card="5S")
    act(avcw, state, do="defend", side=R, card="8S")
    assert state.casualty_odds() == Fraction(1, 11)
    lines = act(avcw, state, do="casualty", cards=["3H", "2S"])
    assert "Earl of Essex survived" in rendered(lines)
    assert state.t.leader_index["essex"] in state.leaders[0]


def test_casualty_cards_must_come_from_the_casualty_deck(avcw):
    state = arrange(
        avcw, hands={P: ["5S", "4C"], R: ["8S", "4H"]}, trump="H", actor=P, placed={P: {"midlands": "essex"}}
    )
    act(avcw, state, do="attack", side=P, track="midlands", card="5S")
    act(avcw, state, do="defend", side=R, card="8S")
    with refused(state, "not in the casualty deck"):
        act(avcw, state, do="casualty", cards=["4H", "2S"])
    with refused(state, "Exactly 2 cards"):
        act(avcw, state, do="casualty", cards=["3H"])


def test_no_casualty_test_without_a_leader_or_after_a_win(avcw):
    state = arrange(avcw, hands={P: ["5S", "4C"], R: ["8S", "4H"]}, trump="H", actor=P, placed={P: {"north": "essex"}})
    act(avcw, state, do="attack", side=P, track="midlands", card="5S")
    act(avcw, state, do="defend", side=R, card="8S")
    assert state.step == "turn"


def test_playing_a_card_you_do_not_hold_is_refused(avcw):
    state = arrange(avcw, hands={P: ["5S", "4C"], R: ["8S", "4H"]}, trump="H")
    with refused(state, "do not hold the 9 of Spades"):
        act(avcw, state, do="attack", side=P, track="midlands", card="9S")
    with refused(state, "not the turn of Royalists"):
        act(avcw, state, do="attack", side=R, track="midlands", card="8S")
    with refused(state, "no track called"):
        act(avcw, state, do="attack", side=P, track="wales", card="5S")
    assert hand(state, P) == {"5S", "4C"}
