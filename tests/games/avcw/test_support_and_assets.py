"""Raising domestic support, bonus spaces, assets played as actions, and the 10 of Clubs."""

from engine.cards import format_card
from tests.games.avcw.helpers import P, R, act, arrange, front, hand, refused, rendered, support_value


def test_support_rises_with_a_higher_card_of_the_sides_colour(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5S"]})
    lines = act(avcw, state, do="support", side=P, card="7H")
    assert support_value(state, P) == 7 and "raise their support" in rendered(lines)
    assert state.current_player() == R, "raising support is uncontested and ends the turn"


def test_support_card_must_be_higher_and_of_the_right_colour(avcw):
    state = arrange(avcw, hands={P: ["6H", "9S", "8D"], R: ["5S"]})
    with refused(state, "not higher than the current support of 6"):
        act(avcw, state, do="support", side=P, card="6H")
    with refused(state, "own suits"):
        act(avcw, state, do="support", side=P, card="9S")
    act(avcw, state, do="support", side=P, card="8D")


def test_support_cannot_rise_past_the_top(avcw):
    state = arrange(avcw, hands={P: ["10H", "9H"], R: ["5S"]}, support={P: 10})
    with refused(state, "already at the top"):
        act(avcw, state, do="support", side=P, card="10H")


def test_parliament_gains_the_ten_of_diamonds_and_cromwell_from_support(avcw):
    state = arrange(avcw, hands={P: ["7D", "8H", "4S"], R: ["5S", "6S"]})
    lines = act(avcw, state, do="support", side=P, card="7D")
    assert [format_card(c) for c in state.bonus_area[0]] == ["10D"] and "10 of Diamonds" in rendered(lines)
    act(avcw, state, do="support", side=R, card="6S")
    lines = act(avcw, state, do="support", side=P, card="8H")
    assert state.t.leader_index["cromwell"] in state.leaders[0] and "Oliver Cromwell" in rendered(lines)


def test_a_bonus_card_played_returns_to_its_sides_play_area(avcw):
    state = arrange(avcw, hands={P: ["10H", "4S"], R: ["5H", "6S"]}, trump="S")
    act(avcw, state, do="attack", side=P, track="north", card="10H")
    act(avcw, state, do="defend", side=R, card="5H")
    assert [format_card(c) for c in state.bonus_area[0]] == ["10H"]
    assert "10H" not in [format_card(c) for c in state.discard]


def test_bonus_space_on_a_war_track(avcw):
    state = arrange(avcw, hands={P: ["9H", "4S"], R: ["5H", "6S"]}, trump="S", fronts={"north": "newcastle"})
    lines = act(avcw, state, do="attack", side=P, track="north", card="9H")
    lines += act(avcw, state, do="defend", side=R, card="5H")
    assert front(state, "north") == "berwick"
    assert [format_card(c) for c in state.bonus_area[0]] == ["10H"]
    assert "New Model Army" in rendered(lines)


def test_a_bonus_is_gained_once_only(avcw):
    state = arrange(avcw, hands={P: ["9H", "4S"], R: ["5H", "6S"]}, trump="S", fronts={"north": "newcastle"})
    state.claimed.add(("card", state.t.bonus_cards[0]))  # pretend another bonus was claimed: harmless
    act(avcw, state, do="attack", side=P, track="north", card="9H")
    act(avcw, state, do="defend", side=R, card="5H")
    before = list(state.bonus_area[0])
    state._move_front(0, 1, 1, [])
    state._move_front(0, 0, 1, [])
    assert state.bonus_area[0] == before


def test_the_ten_of_clubs_is_lost_when_the_foreign_front_reaches_dublin(avcw):
    state = arrange(avcw, hands={P: ["9C", "4S"], R: ["5C", "6S", "10C"]}, trump="S", fronts={"foreign": "amsterdam"})
    assert "10C" in hand(state, R)
    act(avcw, state, do="attack", side=P, track="foreign", card="9C")
    lines = act(avcw, state, do="defend", side=R, card="5C")
    assert front(state, "foreign") == "dublin"
    assert "10C" not in hand(state, R) and [format_card(c) for c in state.removed] == ["10C"]
    assert "10 of Clubs left the game" in rendered(lines)


def test_the_ten_of_clubs_is_lost_even_unclaimed_and_never_comes_back(avcw):
    state = arrange(avcw, hands={P: ["9C", "4S"], R: ["5C", "6S"]}, trump="S", fronts={"foreign": "amsterdam"})
    act(avcw, state, do="attack", side=P, track="foreign", card="9C")
    act(avcw, state, do="defend", side=R, card="5C")
    assert [format_card(c) for c in state.removed] == ["10C"] and "10C" not in map(format_card, state.bonus_board)
    state._move_front(state.t.track_index["foreign"], 1, 5, [])
    assert front(state, "foreign") == "kilkenny"
    assert state.bonus_area[1] == []


def test_an_asset_played_as_an_action(avcw):
    state = arrange(avcw, hands={P: ["4S"], R: ["5S"]}, assets={P: ["covenanters"]})
    lines = act(avcw, state, do="play_asset", side=P, asset="covenanters")
    assert front(state, "north") == "newcastle" and state.assets[0] == []
    assert "Scots Covenanters" in rendered(lines) and state.current_player() == R


def test_a_trump_changing_asset(avcw):
    state = arrange(avcw, hands={P: ["4S"], R: ["5S"]}, trump="D", assets={P: ["the_fleet"]})
    with refused(state, "already trump"):
        act(avcw, state, do="play_asset", side=P, asset="the_fleet", suit="D")
    with refused(state, "Name the new trump suit"):
        act(avcw, state, do="play_asset", side=P, asset="the_fleet")
    act(avcw, state, do="play_asset", side=P, asset="the_fleet", suit="H")
    assert state.trump == "H"


def test_asset_actions_that_would_do_nothing_are_refused(avcw):
    state = arrange(avcw, hands={P: ["4S"], R: ["5S"]}, fronts={"north": "edinburgh"}, assets={P: ["covenanters"]})
    with refused(state, "no effect now"):
        act(avcw, state, do="play_asset", side=P, asset="covenanters")
    state.assets[0].append(state.t.asset_index["eastern_association"])
    with refused(state, "committed to a trick, not played as an action"):
        act(avcw, state, do="play_asset", side=P, asset="eastern_association")


def test_royalist_support_drops_only_through_john_pym(avcw):
    state = avcw.new_initial_state()
    act(avcw, state, do="deal")
    state.support[1] = 2
    act(avcw, state, do="draw_event", card="KD")
    assert support_value(state, R) == 6
    assert all(
        effect.kind != "move_support" or effect.steps > 0 or name == "KD"
        for name, event in avcw.rules.events.items()
        for effect in event.effects
    )


def test_john_pym_at_the_bottom_does_nothing(avcw):
    state = avcw.new_initial_state()
    act(avcw, state, do="deal")
    lines = act(avcw, state, do="draw_event", card="KD")
    assert support_value(state, R) == 5 and "cannot move further" in rendered(lines)


def test_parliament_support_never_drops(avcw):
    state = arrange(avcw, hands={P: ["4S"], R: ["5S"]}, support={P: 8})
    state._move_support(0, -1, [])
    assert support_value(state, P) == 8
