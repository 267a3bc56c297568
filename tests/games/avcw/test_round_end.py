"""The end of a round, the victory checks and the end of the game."""

from tests.games.avcw.helpers import P, R, act, arrange, refused, rendered

VICTORY_FRONTS = {"north": "berwick", "south": "plymouth"}


def end_round_by_support(avcw, state, side=P):
    """Spend the acting side's last card on support, which ends the round."""
    return act(avcw, state, do="support", side=side, card=next(iter(_names(state, side))))


def _names(state, side):
    from engine.cards import format_card

    return [format_card(c) for c in state.hands[0 if side == P else 1]]


def test_the_round_ends_when_a_side_has_no_cards(avcw):
    state = arrange(avcw, hands={P: ["7H"], R: ["5S", "6S", "9C"]}, placed={P: {"north": "essex"}})
    lines = end_round_by_support(avcw, state)
    assert "Round 1 ended" in rendered(lines) and state.round == 2 and state.step == "deal"
    assert state.placed == [{}, {}], "leaders come off the tracks"


def test_the_round_goes_on_while_both_sides_hold_cards(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5S"]})
    act(avcw, state, do="support", side=P, card="7H")
    assert state.round == 1 and state.step == "turn"


def test_victory_needs_support_and_two_fronts(avcw):
    state = arrange(avcw, hands={P: ["9H"], R: ["5S"]}, support={P: 8}, fronts=VICTORY_FRONTS)
    lines = end_round_by_support(avcw, state)
    assert state.is_terminal() and state.outcome().winner == P and state.outcome().termination == "victory"
    assert "2 fronts" in rendered(lines)
    assert state.returns() == {P: 1.0, R: -1.0}


def test_no_victory_with_support_alone_or_fronts_alone(avcw):
    state = arrange(avcw, hands={P: ["9H"], R: ["5S"]}, support={P: 8}, fronts={"north": "berwick"})
    end_round_by_support(avcw, state)
    assert not state.is_terminal()
    state = arrange(avcw, hands={P: ["7H"], R: ["5S"]}, fronts=VICTORY_FRONTS)
    end_round_by_support(avcw, state)
    assert not state.is_terminal() and state.round == 2


def test_when_both_sides_qualify_the_war_goes_on(avcw):
    fronts = {"north": "berwick", "south": "plymouth", "midlands": "turnham_green", "foreign": "kilkenny"}
    state = arrange(avcw, hands={P: ["9H"], R: ["5S"]}, support={P: 8, R: 9}, fronts=fronts)
    lines = end_round_by_support(avcw, state)
    assert not state.is_terminal() and "Both sides met the victory condition" in rendered(lines)


def test_after_round_four_more_fronts_in_victory_spaces_win(avcw):
    state = arrange(
        avcw,
        hands={P: ["7H"], R: ["5S"]},
        round=4,
        fronts={"north": "berwick", "south": "arundel", "foreign": "kilkenny"},
    )
    lines = end_round_by_support(avcw, state)
    assert state.outcome().winner == R and state.outcome().termination == "fronts"
    assert "(2 to 1)" in rendered(lines)


def test_after_round_four_a_tie_goes_to_the_winner_of_the_last_trick(avcw):
    state = arrange(avcw, hands={P: ["7H", "4C"], R: ["5H", "5S"]}, round=4, trump="S")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    act(avcw, state, do="defend", side=R, card="5H")
    lines = act(avcw, state, do="attack", side=R, track="midlands", card="5S")
    lines += act(avcw, state, do="defend", side=P, card="4C")
    assert state.outcome().termination == "last_trick" and state.outcome().winner == R
    assert "won the last trick" in rendered(lines)


def test_no_action_is_possible_after_the_end(avcw):
    state = arrange(avcw, hands={P: ["9H"], R: ["5S"]}, support={P: 8}, fronts=VICTORY_FRONTS)
    end_round_by_support(avcw, state)
    assert state.legal_actions() == []
    with refused(state, "game is over"):
        act(avcw, state, do="support", side=R, card="5S")
