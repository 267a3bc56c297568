"""What claimed Reward cards do in Walsingham: Secret draws, Peeks and Snoops (seen by the peeker alone),
the Triple Agent, and the halves of the Treasure Map and Code Book."""

from tests.games.walsingham.helpers import (
    BLACK,
    GAME,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    act,
    at_claims,
    refused,
    rendered,
)

T = GAME.tables
BIDS = {RED: 4, GREEN: 3, PURPLE: 0, ORANGE: 2, BLACK: 1}  # tracker: Red, Green, Orange, Black, Purple


def secret_state():
    state = at_claims(BIDS, rewards=["a07", "a01", "a04", "a05"])
    act(GAME, state, do="claim", seat=RED, reward="a07")
    return state


def test_a_secret_draws_three_keeps_one_and_puts_two_at_the_bottom():
    state = secret_state()
    assert state.step == "draw_secrets"
    act(GAME, state, do="draw_secrets", cards=["cipher-1", "favour-2", "patent-4"])
    assert state.view(RED)["drawn"] == ["cipher-1", "favour-2", "patent-4"]
    with refused(state, "Keep one of the Secret cards you drew"):
        act(GAME, state, do="keep_secret", seat=RED, secret="favour-1")
    lines = act(GAME, state, do="keep_secret", seat=RED, secret="patent-4")
    assert rendered(lines).startswith("Red keeps one Secret card and puts 2 under the deck.")
    assert state.secrets[0] == [T.secret_index["patent-4"]]
    assert state.secret_bottom == [T.secret_index["cipher-1"], T.secret_index["favour-2"]]
    assert len(state.secret_pool) == 18
    assert state.view(RED)["players"][RED]["secrets"] == ["patent-4"]
    assert state.view(GREEN)["players"][RED]["secrets"] is None
    assert state.view(GREEN)["players"][RED]["secret_count"] == 1


def test_the_drawn_cards_are_seen_by_the_drawer_only():
    state = secret_state()
    act(GAME, state, do="draw_secrets", cards=["cipher-1", "favour-2", "patent-4"])
    for seat in (GREEN, PURPLE, None):
        assert state.view(seat)["drawn"] is None


def test_an_entered_secret_draw_comes_from_the_top_of_the_deck():
    state = secret_state()
    with refused(state, "top three Secret cards"):
        act(GAME, state, do="draw_secrets", cards=["cipher-1", "favour-2"])
    with refused(state, "top three Secret cards"):
        act(GAME, state, do="draw_secrets", cards=["cipher-1", "cipher-1", "favour-2"])
    # With the unseen cards all drawn, the cards put under the deck come up again, in their order.
    state.secret_bottom = state.secret_pool[:3]
    state.secret_pool = state.secret_pool[3:4]
    under = [T.secret_ids[card] for card in state.secret_bottom]
    top = T.secret_ids[state.secret_pool[0]]
    with refused(state, "top three Secret cards"):
        act(GAME, state, do="draw_secrets", cards=[top, under[1], under[0]])
    act(GAME, state, do="draw_secrets", cards=[top, under[0], under[1]])


def peek_state():
    state = at_claims(BIDS, rewards=["a10", "a01", "a04", "a05"])
    act(GAME, state, do="claim", seat=RED, reward="a10")
    return state


def test_a_peek_shows_the_peeker_one_of_the_targets_shuffled_cards():
    state = peek_state()
    with refused(state, "another player"):
        act(GAME, state, do="peek", seat=RED, target=RED)
    lines = act(GAME, state, do="peek", seat=RED, target=PURPLE)
    assert rendered(lines) == "Red peeks at the Loyalty cards of Purple."
    with refused(state, "must be exactly the cards being peeked at"):
        act(GAME, state, do="shuffle", order=["blue", "yellow"])
    act(GAME, state, do="shuffle", order=["yellow", "spy"])
    assert state.view(RED)["face_down"] == 2
    with refused(state, "one of the 2 face-down cards"):
        act(GAME, state, do="look", seat=RED, slot=2)
    lines = act(GAME, state, do="look", seat=RED, slot=1)
    assert "Red looked at one card of Purple." in rendered(lines)
    assert state.view(RED)["seen"] == [{"turn": 1, "target": PURPLE, "pile": "loyalty", "card": "spy"}]
    for seat in (PURPLE, GREEN, None):
        assert state.view(seat)["seen"] == []
    assert state.view(PURPLE)["peeks"] == [{"turn": 1, "seat": RED, "target": PURPLE, "pile": "loyalty"}]


def test_the_target_of_a_peek_sees_the_same_whichever_card_was_seen():
    views = []
    for slot in (0, 1):
        state = peek_state()
        act(GAME, state, do="peek", seat=RED, target=PURPLE)
        act(GAME, state, do="shuffle", order=["yellow", "spy"])
        act(GAME, state, do="look", seat=RED, slot=slot)
        views.append({seat: state.view(seat) for seat in (PURPLE, GREEN, ORANGE, BLACK, None)})
    assert views[0] == views[1]


def test_a_snoop_looks_at_secret_cards_and_needs_a_target_holding_one():
    state = at_claims(BIDS, rewards=["a07", "a01", "a04", "a05"])
    # Nobody holds a Secret yet: a Snoop claimed now has nothing to look at.
    state.table[1] = T.reward_index["b09"]
    state.decks["B"].remove(T.reward_index["b09"])
    state.decks["A"].append(T.reward_index["a01"])
    act(GAME, state, do="claim", seat=RED, reward="a07")
    act(GAME, state, do="draw_secrets", cards=["cipher-1", "favour-2", "patent-4"])
    act(GAME, state, do="keep_secret", seat=RED, secret="cipher-1")
    act(GAME, state, do="claim", seat=GREEN, reward="b09")
    assert state.step == "peek" and state.pile == "secrets"
    with refused(state, "Orange holds no Secret card"):
        act(GAME, state, do="peek", seat=GREEN, target=ORANGE)
    assert [a.target for a in state.legal_actions(GREEN)] == [RED]
    act(GAME, state, do="peek", seat=GREEN, target=RED)
    act(GAME, state, do="shuffle")
    act(GAME, state, do="look", seat=GREEN, slot=0)
    assert state.view(GREEN)["seen"] == [{"turn": 1, "target": RED, "pile": "secrets", "card": "cipher-1"}]
    assert GAME.check_invariants(state) == []


def test_a_snoop_with_no_secret_in_play_does_nothing():
    state = at_claims(BIDS, rewards=["a01", "a02", "a04", "a05"])
    state.table[0] = T.reward_index["b09"]
    state.decks["B"].remove(T.reward_index["b09"])
    state.decks["A"].append(T.reward_index["a01"])
    lines = act(GAME, state, do="claim", seat=RED, reward="b09")
    assert "nothing to snoop on" in rendered(lines)
    assert state.step == "claim" and state.actor == 1


def triple_agent_state(hands=None):
    state = at_claims(BIDS, rewards=["a01", "a02", "a04", "a05"], hands=hands)
    state.table[0] = T.reward_index["b04"]
    state.decks["B"].remove(T.reward_index["b04"])
    state.decks["A"].append(T.reward_index["a01"])
    return state


def test_the_triple_agent_is_taken_and_one_loyalty_card_must_go_back():
    state = triple_agent_state()
    act(GAME, state, do="claim", seat=RED, reward="b04")
    assert state.loyalty[0] == ["blue", "blue", "triple_agent"] and state.step == "discard"
    assert state.view(GREEN)["triple_agent"] == RED
    with refused(state, "one of your own Loyalty cards"):
        act(GAME, state, do="discard_loyalty", seat=RED, card="spy")
    with refused(state, "waiting for"):
        act(GAME, state, do="claim", seat=GREEN, reward="a02")
    act(GAME, state, do="discard_loyalty", seat=RED, card="blue")
    assert state.loyalty[0] == ["blue", "triple_agent"]
    assert state.view(GREEN)["players"][RED]["loyalty"] is None
    assert state.view(GREEN)["players"][RED]["loyalty_count"] == 2


def test_a_spy_who_keeps_the_triple_agent_is_no_longer_the_spy_and_one_who_discards_it_stays():
    hands = {
        RED: ["spy", "blue"],
        GREEN: ["yellow", "blue"],
        PURPLE: ["yellow", "blue"],
        ORANGE: ["blue", "yellow"],
        BLACK: ["blue", "yellow"],
    }
    keeps = triple_agent_state(hands)
    act(GAME, keeps, do="claim", seat=RED, reward="b04")
    act(GAME, keeps, do="discard_loyalty", seat=RED, card="blue")
    assert keeps.spy() is None
    discards = triple_agent_state(hands)
    act(GAME, discards, do="claim", seat=RED, reward="b04")
    act(GAME, discards, do="discard_loyalty", seat=RED, card="triple_agent")
    assert discards.spy() == 0
    gives_up = triple_agent_state(hands)
    act(GAME, gives_up, do="claim", seat=RED, reward="b04")
    act(GAME, gives_up, do="discard_loyalty", seat=RED, card="spy")
    assert gives_up.spy() is None
    assert GAME.check_invariants(gives_up) == []
