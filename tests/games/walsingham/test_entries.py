"""The printed cards entered from the table: the Loyalty deal, each player entering their own two in secret, and
Secret cards drawn from the printed deck, entered by kind on the drawer's phone."""

from games.walsingham.actions import EnterLoyalty
from tests.games.walsingham.helpers import (
    BLACK,
    GAME,
    GREEN,
    HANDS,
    ORANGE,
    PURPLE,
    RED,
    act,
    at_claims,
    refused,
    rendered,
)

T = GAME.tables
BIDS = {RED: 4, GREEN: 3, PURPLE: 0, ORANGE: 2, BLACK: 1}


def dealt_at_table(seed=0):
    state = GAME.new_initial_state(seed=seed)
    act(GAME, state, do="deal_loyalty", unseen=True, first=RED)
    return state


def test_a_deal_at_the_table_waits_for_every_player_to_enter_their_own_cards_in_secret():
    state = dealt_at_table()
    assert state.step == "enter_loyalty" and state.seats_to_act() == list(state.seats)
    lines = act(GAME, state, do="enter_loyalty", seat=PURPLE, cards=["spy", "yellow"])
    assert rendered(lines) == "Purple has entered their Loyalty cards."
    assert state.view(PURPLE)["entered"] == ["spy", "yellow"]
    for seat in (RED, GREEN, None):  # nobody else learns Purple's cards, nor that one of them is the Spy
        view = state.view(seat)
        assert view["entered"] in ([], None) and view["players"][PURPLE]["loyalty"] in ([], None)
    assert PURPLE not in state.seats_to_act() and len(state.seats_to_act()) == 4
    assert state.legal_actions(PURPLE) == []


def test_entries_that_add_up_are_the_deal():
    state = dealt_at_table()
    for seat, hand in HANDS.items():
        lines = act(GAME, state, do="enter_loyalty", seat=seat, cards=hand)
    assert "Every player has entered their Loyalty cards." in rendered(lines)
    assert state.step == "reveal"
    assert state.loyalty[state.seats.index(PURPLE)] == ["spy", "yellow"]
    assert state.spy() == state.seats.index(PURPLE) and state.boxed == ["yellow"]
    assert state.view(RED)["players"][RED]["loyalty"] == ["blue", "blue"]
    assert state.view(RED)["players"][PURPLE]["loyalty"] is None
    assert GAME.check_invariants(state) == []


def test_two_spies_entered_on_two_phones_send_everyone_back_to_enter_again():
    state = dealt_at_table()
    hands = dict(HANDS, **{RED: ["spy", "blue"]})  # Red entered the Spy too: someone slipped
    for seat, hand in hands.items():
        lines = act(GAME, state, do="enter_loyalty", seat=seat, cards=hand)
    # Every phone is told the same, naming nobody's cards; everyone enters again.
    assert "do not add up" in rendered(lines)
    assert state.step == "enter_loyalty" and state.seats_to_act() == list(state.seats)
    assert all(state.view(seat)["entered"] == [] for seat in state.seats)
    for seat, hand in HANDS.items():
        act(GAME, state, do="enter_loyalty", seat=seat, cards=hand)
    assert state.step == "reveal" and state.spy() == state.seats.index(PURPLE)


def test_a_wrong_entry_is_refused_by_what_the_player_may_know_and_changes_nothing():
    state = dealt_at_table()
    with refused(state, "one Spy: nobody is dealt two"):
        act(GAME, state, do="enter_loyalty", seat=RED, cards=["spy", "spy"])
    with refused(state, "There is no Loyalty card green"):  # a card not in the deck
        act(GAME, state, do="enter_loyalty", seat=RED, cards=["green", "blue"])
    with refused(state, "Triple Agent is set aside"):
        act(GAME, state, do="enter_loyalty", seat=RED, cards=["triple_agent", "blue"])
    with refused(state, "Enter the two Loyalty cards"):
        act(GAME, state, do="enter_loyalty", seat=RED, cards=["blue"])
    act(GAME, state, do="enter_loyalty", seat=RED, cards=["blue", "blue"])
    with refused(state, "You have entered your Loyalty cards"):  # a card already accounted for: its own two
        act(GAME, state, do="enter_loyalty", seat=RED, cards=["blue", "yellow"])
    with refused(state, "does not fit now"):
        act(GAME, state, do="deal_loyalty", unseen=True)


def test_a_table_deal_names_who_bids_first_from_the_seed_and_enters_no_hands():
    state = GAME.new_initial_state(seed=3)
    drawn = state.resolve(GAME.action_from_json({"do": "deal_loyalty", "unseen": True}))
    assert drawn.unseen and drawn.first in state.seats and drawn.red is None
    with refused(state, "entered by each player on their own phone"):
        act(GAME, state, do="deal_loyalty", unseen=True, first=RED, red=["blue", "blue"])
    lines = state.apply_action(drawn)
    assert f"{T.seat_names[state.seats.index(drawn.first)]} bids first." in rendered(lines)


def test_each_player_is_offered_the_pairs_of_loyalty_cards_a_deal_can_give():
    state = dealt_at_table()
    hands = [action.cards for action in state.legal_actions(GREEN)]
    assert all(isinstance(action, EnterLoyalty) for action in state.legal_actions(GREEN))
    assert sorted(hands) == [
        ("blue", "blue"),
        ("blue", "spy"),
        ("blue", "yellow"),
        ("spy", "yellow"),
        ("yellow", "yellow"),
    ]


def secret_draw_at_table():
    state = at_claims(BIDS, rewards=["a07", "a01", "a04", "a05"])
    act(GAME, state, do="claim", seat=RED, reward="a07")
    lines = act(GAME, state, do="draw_secrets", unseen=True)
    assert rendered(lines) == "Red draws Secret cards from the printed deck, in secret."
    return state


def test_secret_cards_drawn_from_the_printed_deck_are_entered_by_kind_on_the_drawers_phone():
    state = secret_draw_at_table()
    assert state.step == "enter_secrets" and state.seats_to_act() == [RED]
    assert state.legal_actions(GREEN) == []
    lines = act(GAME, state, do="enter_secrets", seat=RED, cards=["favour", "cipher", "favour"])
    assert rendered(lines) == "Red has entered the Secret cards drawn."
    assert sorted(T.secret_kind[card] for card in state.drawn) == ["cipher", "favour", "favour"]
    assert state.view(GREEN)["drawn"] is None
    act(GAME, state, do="keep_secret", seat=RED, secret=state.view(RED)["drawn"][0])
    assert len(state.secret_pool) == 18 and GAME.check_invariants(state) == []


def test_a_wrong_secret_entry_is_refused_and_changes_nothing():
    state = secret_draw_at_table()
    with refused(state, "There is no Secret card spy"):  # a card not in the deck
        act(GAME, state, do="enter_secrets", seat=RED, cards=["spy", "favour", "favour"])
    with refused(state, "Enter the 3 Secret cards you drew"):
        act(GAME, state, do="enter_secrets", seat=RED, cards=["favour", "favour"])
    with refused(state, "is not the turn of Green"):
        act(GAME, state, do="enter_secrets", seat=GREEN, cards=["favour", "favour", "favour"])


def test_a_secret_card_already_accounted_for_by_the_drawer_is_named():
    state = secret_draw_at_table()
    informer = [card for card in range(len(T.secret_ids)) if T.secret_kind[card] == "informer"]
    for card in informer[:2]:  # Red keeps two of the three informers already
        state.secret_pool.remove(card)
        state.secrets[0].append(card)
    with refused(state, "You entered An informer in Madrid more often than the deck has copies of it besides"):
        act(GAME, state, do="enter_secrets", seat=RED, cards=["informer", "informer", "favour"])
    assert ("favour", "favour", "informer") in [action.cards for action in state.legal_actions(RED)]
    assert ("favour", "informer", "informer") not in [action.cards for action in state.legal_actions(RED)]


def test_a_kind_the_deck_cannot_hold_for_reasons_the_drawer_cannot_know_gets_an_answer_naming_nothing():
    state = secret_draw_at_table()
    informer = [card for card in range(len(T.secret_ids)) if T.secret_kind[card] == "informer"]
    for card in informer:  # Green keeps every informer: Red cannot know it
        state.secret_pool.remove(card)
        state.secrets[1].append(card)
    with refused(state) as caught:
        act(GAME, state, do="enter_secrets", seat=RED, cards=["informer", "favour", "favour"])
    assert str(caught.value.reason) == (
        "These cannot be the top Secret cards of the deck. Look at them again and enter them."
    )


def test_the_bottom_of_the_printed_deck_comes_up_again():
    state = secret_draw_at_table()
    state.secret_bottom = state.secret_pool[:2]
    state.secret_pool = state.secret_pool[2:3]
    under = sorted(T.secret_kind[card] for card in state.secret_bottom)
    top = T.secret_kind[state.secret_pool[0]]
    act(GAME, state, do="enter_secrets", seat=RED, cards=[*under, top])
    assert state.secret_pool == [] and state.secret_bottom == [] and len(state.drawn) == 3


def peek_at_table():
    state = at_claims(BIDS, rewards=["a10", "a01", "a04", "a05"])
    act(GAME, state, do="claim", seat=RED, reward="a10")
    act(GAME, state, do="peek", seat=RED, target=PURPLE)
    act(GAME, state, do="shuffle", unseen=True)
    return state


def test_a_peek_at_printed_cards_shuffled_at_the_table_notes_the_card_the_peeker_saw():
    state = peek_at_table()
    assert state.step == "look" and state.view(RED)["face_down"] == 2
    lines = act(GAME, state, do="look", seat=RED, slot=1, card="spy")
    assert rendered(lines) == "Red looked at one card of Purple."
    assert state.view(RED)["seen"] == [{"turn": 1, "target": PURPLE, "pile": "loyalty", "card": "spy"}]
    assert state.view(PURPLE)["seen"] == [] and state.view(GREEN)["seen"] == []


def test_the_card_seen_at_the_table_is_never_checked_against_the_targets_cards():
    # Purple holds the Spy and a yellow card: a note of "blue" is the peeker's own slip, and a refusal would tell
    # the peeker that Purple holds no blue card.
    state = peek_at_table()
    act(GAME, state, do="look", seat=RED, slot=0, card="blue")
    assert state.view(RED)["seen"][0]["card"] == "blue"


def test_a_wrong_note_of_a_card_seen_is_refused_and_changes_nothing():
    state = peek_at_table()
    with refused(state, "Enter the card you saw at the table."):
        act(GAME, state, do="look", seat=RED, slot=0)
    with refused(state, "There is no card favour among the cards looked at."):  # a Secret card in a Loyalty pile
        act(GAME, state, do="look", seat=RED, slot=0, card="favour")
    with refused(state, "Choose one of the 2 face-down cards"):
        act(GAME, state, do="look", seat=RED, slot=2, card="spy")
    other = at_claims(BIDS, rewards=["a10", "a01", "a04", "a05"])
    act(GAME, other, do="claim", seat=RED, reward="a10")
    act(GAME, other, do="peek", seat=RED, target=PURPLE)
    with refused(other, "enter no order"):
        act(GAME, other, do="shuffle", unseen=True, order=["spy", "yellow"])


def test_cards_the_app_shuffled_are_shown_not_entered():
    state = at_claims(BIDS, rewards=["a10", "a01", "a04", "a05"])
    act(GAME, state, do="claim", seat=RED, reward="a10")
    act(GAME, state, do="peek", seat=RED, target=PURPLE)
    act(GAME, state, do="shuffle", order=["yellow", "spy"])
    with refused(state, "it shows you the card"):
        act(GAME, state, do="look", seat=RED, slot=0, card="spy")
    act(GAME, state, do="look", seat=RED, slot=0)
    assert state.view(RED)["seen"][0]["card"] == "yellow"


def test_a_game_draws_its_secret_cards_one_way_only():
    state = secret_draw_at_table()
    act(GAME, state, do="enter_secrets", seat=RED, cards=["favour", "cipher", "favour"])
    act(GAME, state, do="keep_secret", seat=RED, secret=state.view(RED)["drawn"][0])
    state.step, state.actor = "draw_secrets", 1  # a later Secret claimed by Green
    assert state.view(GREEN)["secret_draws"] == "table"
    with refused(state, "This table draws its Secret cards from the printed deck"):
        act(GAME, state, do="draw_secrets")
    other = at_claims(BIDS, rewards=["a07", "a01", "a04", "a05"])
    act(GAME, other, do="claim", seat=RED, reward="a07")
    act(GAME, other, do="draw_secrets")
    act(GAME, other, do="keep_secret", seat=RED, secret=other.view(RED)["drawn"][0])
    other.step, other.actor = "draw_secrets", 1
    with refused(other, "The app draws this table's Secret cards"):
        act(GAME, other, do="draw_secrets", unseen=True)


def test_the_card_seen_is_picked_among_those_the_peeker_may_know_the_target_could_hold():
    state = peek_at_table()  # Red (blue, blue) peeks at Purple; nobody has claimed the Triple Agent
    assert [action.card for action in state.legal_actions(RED) if action.slot == 0] == ["blue", "yellow", "spy"]
    with refused(state, "You know that Triple Agent is not among these cards."):
        act(GAME, state, do="look", seat=RED, slot=0, card="triple_agent")
    hands = dict(HANDS, **{RED: ["spy", "yellow"], PURPLE: ["blue", "yellow"]})
    spy_peeks = at_claims(BIDS, rewards=["a10", "a01", "a04", "a05"], hands=hands)
    act(GAME, spy_peeks, do="claim", seat=RED, reward="a10")
    act(GAME, spy_peeks, do="peek", seat=RED, target=PURPLE)
    act(GAME, spy_peeks, do="shuffle", unseen=True)
    with refused(spy_peeks, "You know that Spy is not among these cards."):  # Red holds the one Spy
        act(GAME, spy_peeks, do="look", seat=RED, slot=0, card="spy")
