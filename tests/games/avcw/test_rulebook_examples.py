"""The rulebook's own worked examples, each replayed on the engine (our rulings noted where they apply)."""

from engine.cards import format_card
from tests.games.avcw.helpers import P, R, act, arrange, front, hand, rendered, support_value


def test_trick_example_royalist_must_answer_with_a_lower_heart(avcw):
    # Parliament attacks the Hearts track; the Royalists hold Hearts, must play one, and a lower one loses.
    state = arrange(avcw, hands={P: ["8H", "4S"], R: ["5H", "4D", "9S"]}, trump="D")
    act(avcw, state, do="attack", side=P, track="north", card="8H")
    assert {a.card for a in state.legal_actions()} == {
        avcw.action_from_json({"do": "defend", "side": R, "card": "5H"}).card
    }
    act(avcw, state, do="defend", side=R, card="5H")
    assert front(state, "north") == "newcastle"


def test_trick_example_a_low_trump_wins_when_void_in_hearts(avcw):
    # Same attack; the Royalists hold no Hearts and play the 4 of Diamonds, trump, which wins.
    state = arrange(avcw, hands={P: ["8H", "4S"], R: ["4D", "9S"]}, trump="D")
    act(avcw, state, do="attack", side=P, track="north", card="8H")
    lines = act(avcw, state, do="defend", side=R, card="4D")
    assert "Royalists won the trick" in rendered(lines) and front(state, "north") == "york"


def test_war_track_example_newcastle_to_berwick_and_on_to_edinburgh(avcw):
    state = arrange(
        avcw, hands={P: ["8H", "9H", "4S"], R: ["5H", "6H", "4C"]}, trump="S", fronts={"north": "newcastle"}
    )
    act(avcw, state, do="attack", side=P, track="north", card="8H")
    act(avcw, state, do="defend", side=R, card="5H")
    assert front(state, "north") == "berwick"
    assert state.t.tracks[0].victory[state.fronts[0]] == 0, "Berwick is a Parliament victory space"
    act(avcw, state, do="attack", side=R, track="foreign", card="4C")
    act(avcw, state, do="defend", side=P, card="4S")
    act(avcw, state, do="attack", side=P, track="north", card="9H")
    act(avcw, state, do="defend", side=R, card="6H")
    assert front(state, "north") == "edinburgh"
    assert state.t.tracks[0].victory[state.fronts[0]] == 0, "Edinburgh is a buffer, still a victory space"


def test_war_track_example_a_lost_attack_leaves_the_front_and_tests_the_leader(avcw):
    state = arrange(
        avcw,
        hands={P: ["6H", "4S"], R: ["9H", "4C"]},
        trump="S",
        fronts={"north": "newcastle"},
        placed={P: {"north": "fairfax"}},
    )
    act(avcw, state, do="attack", side=P, track="north", card="6H")
    act(avcw, state, do="defend", side=R, card="9H")
    assert front(state, "north") == "newcastle" and state.step == "casualty"


def test_support_example_nine_of_spades_raises_six_to_seven_and_gives_stanley(avcw):
    state = arrange(avcw, hands={R: ["9S", "4C"], P: ["5H"]}, actor=R, support={R: 6})
    lines = act(avcw, state, do="support", side=R, card="9S")
    assert support_value(state, R) == 7
    assert [state.t.assets[i].id for i in state.assets[1]] == ["stanley"]
    assert "Stanley" in rendered(lines)
    assert state.current_player() == P, "Parliament cannot contest it"


def test_bonus_example_front_reaching_r3_on_spades_gives_the_ten_of_spades(avcw):
    state = arrange(
        avcw, hands={R: ["9S", "4C"], P: ["5S", "4H"]}, actor=R, trump="H", fronts={"midlands": "brentford"}
    )
    act(avcw, state, do="attack", side=R, track="midlands", card="9S")
    act(avcw, state, do="defend", side=P, card="5S")
    midlands = state.t.tracks[state.t.track_index["midlands"]]
    assert midlands.label(state.fronts[midlands.index]) == "R3"
    assert [format_card(c) for c in state.bonus_area[1]] == ["10S"]


def test_queen_henrietta_example_r2_to_r3_bonus_joins_the_hand_at_the_end_of_preparation(avcw):
    # Ruling spades-bonus: the bonus of R3 on the Foreign Support track is the 10 of Clubs.
    state = avcw.new_initial_state(seed=4)
    act(avcw, state, do="deal")
    foreign = state.t.tracks[state.t.trump_track]
    state.fronts[foreign.index] = foreign.space_ids.index("copenhagen")
    assert foreign.label(state.fronts[foreign.index]) == "R2"
    lines = act(avcw, state, do="draw_event", card="JC")
    assert "Queen Henrietta Maria" in rendered(lines)
    assert foreign.label(state.fronts[foreign.index]) == "R3"
    assert [format_card(c) for c in state.bonus_area[1]] == ["10C"]
    act(avcw, state, do="draw_event")
    act(avcw, state, do="choose_trump", side=R, suit="S")
    for _ in range(4):
        for _ in range(4):
            state.apply_action(state.resolve(state.legal_actions()[0]))
    act(
        avcw, state, do="place_leaders", side=R, leaders={"north": "newcastle", "midlands": "rupert", "south": "hopton"}
    )
    act(
        avcw,
        state,
        do="place_leaders",
        side=P,
        leaders={"north": "fairfax", "midlands": "essex", "south": "manchester"},
    )
    assert "10C" in hand(state, R) and len(state.hands[1]) == 9


def test_ten_of_clubs_example_lost_at_dublin_even_if_unclaimed(avcw):
    # Ruling dublin: Dublin is Parliament's end of the Foreign Support track.
    state = arrange(avcw, hands={P: ["9C", "4S"], R: ["5C", "6S"]}, trump="S", fronts={"foreign": "amsterdam"})
    act(avcw, state, do="attack", side=P, track="foreign", card="9C")
    act(avcw, state, do="defend", side=R, card="5C")
    assert [format_card(c) for c in state.removed] == ["10C"]


def test_casualty_rule_sum_above_rating_removes_the_leader(avcw):
    state = arrange(
        avcw, hands={R: ["5S", "4C"], P: ["8S", "4H"]}, trump="H", actor=R, placed={R: {"midlands": "newcastle"}}
    )
    act(avcw, state, do="attack", side=R, track="midlands", card="5S")
    act(avcw, state, do="defend", side=P, card="8S")
    act(avcw, state, do="casualty", cards=["2H", "2S"])  # 4 is not above 4: he survives
    assert state.t.leader_index["newcastle"] in state.leaders[1]
