"""The hidden deals entered from the table: each player enters their own hand on their phone, the deal is made
once both are in, and an entry is refused only for what the entering seat may know."""

from engine.game import CHANCE, SIMULTANEOUS
from engine.reveals import is_revealing
from tests.games.seventeen21.helpers import GAME, N, S, T, act, battle, c, doctrine, refused, rendered

NORTH = list(range(20))
SOUTH = list(range(20, 40))


def _terrain_revealed(seed=3):
    state = GAME.new_initial_state(seed=seed)
    act(GAME, state, do="reveal_terrain")
    return state


def _at_doctrines():
    state = _terrain_revealed()
    act(GAME, state, do="dealt", seat=N, cards=NORTH)
    act(GAME, state, do="dealt", seat=S, cards=SOUTH)
    act(GAME, state, do="discard", seat=N, cards=NORTH[:6])
    act(GAME, state, do="discard", seat=S, cards=SOUTH[:6])
    act(GAME, state, do="weather", card=c("A3"))  # a 3: fair weather
    return state


def test_each_player_enters_their_own_hand_and_the_rest_become_the_battle_deck():
    state = _terrain_revealed()
    assert state.current_player() == CHANCE and state.seats_to_act() == [N, S]
    entry = GAME.action_from_json({"do": "dealt", "seat": S, "cards": SOUTH})
    assert not is_revealing(state, entry)  # the first hand shows nothing: its undo needs no one's consent
    lines = act(GAME, state, do="dealt", seat=S, cards=SOUTH)
    assert "South entered the cards dealt, in secret." in rendered(lines)
    assert state.current_player() == SIMULTANEOUS and state.seats_to_act() == [N]
    assert state.view(N)["sides"][S]["reserve"] is None and state.view(S)["sides"][S]["reserve"] == SOUTH
    assert state.legal_actions() == [] and state.legal_actions(N) == []
    lines = act(GAME, state, do="dealt", seat=N, cards=NORTH)
    assert "Each army was dealt 20 unit cards." in rendered(lines)
    assert state.step == "discard" and state.hands == [NORTH, SOUTH]
    assert sorted(state.deck) == list(range(40, T.units))
    assert GAME.check_invariants(state) == []


def test_hands_sharing_a_card_are_entered_again_by_both():
    state = _terrain_revealed()
    act(GAME, state, do="dealt", seat=N, cards=NORTH)
    lines = act(GAME, state, do="dealt", seat=S, cards=[19, *SOUTH[1:]])
    assert "A card was entered on both phones" in rendered(lines)
    assert state.step == "deal" and state.hands == [[], []] and state.seats_to_act() == [N, S]


def test_an_entry_of_the_wrong_size_twice_the_same_card_or_no_such_card_is_refused_and_changes_nothing():
    state = _terrain_revealed()
    with refused(state, "Enter the 20 cards you were dealt, not 19."):
        act(GAME, state, do="dealt", seat=N, cards=NORTH[:19])
    with refused(state, "The same card was entered twice."):
        act(GAME, state, do="dealt", seat=N, cards=[0, *NORTH[:19]])
    with refused(state, "There is no unit card 92."):
        act(GAME, state, do="dealt", seat=N, cards=[T.units, *NORTH[1:]])
    act(GAME, state, do="dealt", seat=N, cards=NORTH)
    with refused(state, "North has already entered the cards dealt."):
        act(GAME, state, do="dealt", seat=N, cards=SOUTH)
    with refused(state, "North entered the cards dealt at the table: the other player enters theirs too."):
        act(GAME, state, do="deal")


def test_an_entry_out_of_its_step_is_refused():
    state = GAME.new_initial_state()
    with refused(state, "does not fit now"):
        act(GAME, state, do="dealt", seat=N, cards=NORTH)


def test_doctrines_are_entered_privately_and_a_doctrine_out_of_the_deck_is_refused():
    state = _at_doctrines()
    assert state.step == "deal_doctrines"
    with refused(state, "Enter the 5 cards you were dealt, not 2."):
        act(GAME, state, do="dealt", seat=N, cards=[0, 1])
    with refused(state, "There is no doctrine 16."):
        act(GAME, state, do="dealt", seat=N, cards=[0, 1, 2, 3, 16])
    act(GAME, state, do="dealt", seat=N, cards=[0, 1, 2, 3, 4])
    assert GAME.check_invariants(state) == []
    act(GAME, state, do="dealt", seat=S, cards=[5, 6, 7, 8, 9])
    assert state.step == "keep" and state.doctrine_hands == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]
    assert not {0, 5, 9} & set(state.doctrine_deck) and GAME.check_invariants(state) == []


def test_the_fog_doctrine_out_of_the_game_is_refused_by_name():
    state = _terrain_revealed()
    act(GAME, state, do="deal")
    for side in (N, S):
        act(GAME, state, do="discard", seat=side, cards=sorted(state.hands[(N, S).index(side)])[:6])
    deck = sorted(state.deck, key=lambda card: -T.value[card])
    act(GAME, state, do="weather", card=next(card for card in deck if T.value[card] == 10))
    act(GAME, state, do="weather", card=next(card for card in deck if T.value[card] == 5))
    assert state.weather == "fog"
    with refused(state, "Cavalry Screen is not in the doctrine deck."):
        act(GAME, state, do="dealt", seat=N, cards=[doctrine("cavalry_screen"), 1, 2, 3, 4])


def test_a_drawn_card_already_accounted_for_or_not_in_the_deck_is_refused_and_changes_nothing():
    state = battle(north={"left": ["L1", "L2"], "centre": ["H1", "H2"], "right": ["A1", "A2"]},
                   south={"left": ["L3", "L4"], "centre": ["G1", "G2"], "right": ["D1", "D2"]})  # fmt: skip
    state.step = "draw"  # a battle card called: entered from the table
    state.caller = 0
    state.asker = N
    with refused(state, "The Line infantry 1 (L1) is not in the battle deck."):
        act(GAME, state, do="draw", card=c("L1"))  # on the field, face up
    with refused(state, "The Line infantry 9 (L18) is not in the battle deck."):
        act(GAME, state, do="draw", card=c("L18"))  # the weather card, face up in the discard
    with refused(state, "There is no unit card 92."):
        act(GAME, state, do="draw", card=T.units)
