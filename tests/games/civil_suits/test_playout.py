"""The search bot's playout policy for Civil Suits: it picks only legal actions, in every step of a round, and plays
by its rules of thumb: duck under the trick, lead low, shed a Minion when the trick is taken anyway, pass the
highest cards, hand the trick away with Might."""

import random
from collections import Counter

from engine.game import deciding_seat
from games.civil_suits.actions import ChooseSuit, Decline, Magic, Pass, Play, Trump
from games.civil_suits.data import SEATS
from games.civil_suits.playout import playout_action
from tests.games.civil_suits.helpers import E, N, S, W, act, arrange, cards, first_trick_state

STEPS = {"suit", "pass", "play", "replace", "challenge", "intel", "magic", "might"}


def _pick(state, seat=None, rng=None):
    seat = seat or deciding_seat(state)
    return playout_action(state, seat, state.legal_actions(seat), (rng or random.Random(0)).random)


def _games_checked(game, seeds, unseen=False) -> Counter:
    """Play games half by the policy and half at random; assert every pick of the policy is in its listing."""
    steps = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_initial_state(seed=seed, log=False)
        if unseen:
            act(game, state, do="deal", unseen=True)
        while not state.is_terminal() and state.step != "tally":
            seat = deciding_seat(state)
            if seat is None:
                state.apply_action(state.legal_actions()[0])
                continue
            actions = state.legal_actions(seat)
            action = playout_action(state, seat, actions, rng.random)
            assert action in actions, (seed, state.step, action)
            steps[state.step] += 1
            state.apply_action(action if rng.random() < 0.5 else actions[int(rng.random() * len(actions))])
    return steps


def test_the_policy_picks_only_listed_actions_in_every_step_of_whole_games(civil):
    steps = _games_checked(civil, range(12))
    assert set(steps) == STEPS, steps
    assert sum(steps.values()) > 3000


def test_the_policy_picks_only_listed_actions_from_hands_the_app_has_not_seen(civil):
    # A deal by hand at the table: passes name no cards and a hand offers every card it may still hold.
    steps = _games_checked(civil, range(2), unseen=True)
    assert steps["pass"] and steps["play"] > 20


def test_a_follower_ducks_with_the_highest_card_that_still_loses(civil):
    state = arrange(civil, hands={N: ["9H", "2C"], E: ["KS", "8D", "3C", "10C"], S: ["4H"], W: ["5H"]})
    act(civil, state, do="play", seat=N, card="9H")
    assert _pick(state) == Play(E, cards("8D")[0], None)


def test_the_leader_leads_its_lowest_card(civil):
    state = arrange(civil, hands={N: ["9H", "AC", "5D"], E: ["KS"], S: ["4H"], W: ["5H"]})
    assert _pick(state) == Play(N, cards("AC")[0], None)  # the Ace is the weakest rank


def test_the_first_trick_is_left_to_another_to_lead(civil):
    state = first_trick_state(civil)
    assert state.offer == 0 and _pick(state) == Decline(N)


def test_a_player_who_cannot_duck_plays_low_while_others_may_still_go_over(civil):
    state = arrange(civil, hands={N: ["2H", "3C"], E: ["KS", "8D", "QC"], S: ["4H"], W: ["5H"]})
    act(civil, state, do="play", seat=N, card="2H")
    assert _pick(state) == Play(E, cards("8D")[0], None)


def test_the_last_player_who_takes_the_trick_anyway_sheds_a_minion_else_the_highest_card(civil):
    for north, shed in ((["KS", "QC"], "KS"), (["QC", "JK1", "KS"], "JK1")):
        hands = {N: north, E: ["2D", "3D"], S: ["5H", "6H"], W: ["QH", "4C"]}
        state = arrange(civil, hands=hands, leader=E)
        for seat, card in ((E, "2D"), (S, "5H"), (W, "QH")):
            act(civil, state, do="play", seat=seat, card=card)
        assert _pick(state) == Play(N, cards(shed)[0], None)  # no card of North's loses to the Queen


def test_a_pass_gives_away_the_highest_cards_in_the_hands_order(civil):
    state = civil.new_initial_state(seed=5)
    act(civil, state, do="deal")
    for seat, suit in zip(SEATS, "HSDC", strict=True):
        act(civil, state, do="choose_suit", seat=seat, suit=suit)
    seat = deciding_seat(state)
    hand = state.hands[SEATS.index(seat)]
    count = state.pass_count(SEATS.index(seat))
    action = _pick(state, seat)
    strength = civil.tables.strength
    kept = [card for card in hand if card not in action.cards]
    assert type(action) is Pass and len(action.cards) == count
    assert min(strength[card] for card in action.cards) >= max(strength[card] for card in kept)


def test_a_civil_suit_is_the_suit_the_hand_holds_most_of(civil):
    state = civil.new_initial_state(seed=5)
    act(civil, state, do="deal")
    seat = deciding_seat(state)
    held = Counter(civil.tables.suit[card] for card in state.hands[SEATS.index(seat)] if card < 52)
    most = max(held.values())
    for draw in range(6):
        action = _pick(state, seat, random.Random(draw))
        assert type(action) is ChooseSuit and held[action.suit] == most


def test_champions_decline_intelligence_take_a_demerit_off_with_magic_and_hand_the_trick_away_with_might(civil):
    state = arrange(civil, hands={N: ["KH", "2H"], E: ["QS", "3S"], S: ["JD", "4D"], W: ["2C", "5C"]})
    for seat, card in ((N, "KH"), (E, "QS"), (S, "JD"), (W, "2C")):
        act(civil, state, do="play", seat=seat, card=card)
    assert (state.step, SEATS[state.actor]) == ("intel", S)  # the Jack of Diamonds has the most Intelligence
    assert _pick(state) == Decline(S)
    act(civil, state, do="decline", seat=S)
    assert (state.step, SEATS[state.actor]) == ("magic", E) and _pick(state) == Magic(E, True, None)
    act(civil, state, do="decline", seat=E)
    assert (state.step, SEATS[state.actor], state.trick_taker()) == ("might", N, 0)  # North's King takes it
    action = _pick(state)
    assert type(action) is Trump
    state.trump = action.suit
    assert state.trick_taker() != 0
