"""The rulebook's trick play: the first trick, who leads, ranks, ties and Challengers, Minions and their bans,
and players running out of cards."""

from games.civil_suits.data import SEATS
from tests.games.civil_suits.helpers import (
    E,
    N,
    S,
    W,
    act,
    arrange,
    first_trick_state,
    hand,
    pile,
    refused,
    rendered,
    trick,
)


def play(game, state, seat, card, **extra):
    return act(game, state, do="play", seat=seat, card=card, **extra)


def test_the_dealer_may_lead_the_first_trick_or_decline_and_the_offer_goes_clockwise(civil):
    state = first_trick_state(civil)
    assert state.step == "play" and state.actor == 0 and state.offer == 0
    for seat in (N, E, S, W):
        assert SEATS[state.actor] == seat
        act(civil, state, do="decline", seat=seat)
    # All four declined: the player on the dealer's left must lead, and may not decline again.
    assert SEATS[state.actor] == E
    with refused(state, "must lead the first trick"):
        act(civil, state, do="decline", seat=E)
    card = next(c for c in hand(state, E) if c not in ("JK1", "JK2"))
    play(civil, state, E, card)
    assert state.offer is None and SEATS[state.actor] == S  # then clockwise from the one who led


def test_a_player_who_accepts_the_offer_leads_and_play_goes_on_from_them(civil):
    state = first_trick_state(civil)
    act(civil, state, do="decline", seat=N)
    card = next(c for c in hand(state, E) if c not in ("JK1", "JK2"))
    play(civil, state, E, card)
    assert [SEATS[s] for s in state.to_play] == [W, N] and SEATS[state.actor] == S


def test_no_minion_may_be_played_in_the_first_trick_of_the_game(civil):
    state = first_trick_state(civil)
    holder = next(s for s in range(4) if 52 in state.hands[s])
    state.actor = holder
    state.offer = 0
    with refused(state, "No Minion may be played in the first trick"):
        play(civil, state, SEATS[holder], "JK1")


def test_there_is_no_duty_to_follow_suit_and_the_highest_rank_takes_the_trick(civil):
    state = arrange(civil, hands={N: ["5H", "2C"], E: ["9S", "3D"], S: ["10D", "4C"], W: ["AC", "6H"]})
    play(civil, state, N, "5H")
    play(civil, state, E, "9S")  # East holds a Heart but need not play it
    play(civil, state, S, "10D")
    play(civil, state, W, "AC")  # the Ace is the lowest card
    assert {"5H", "9S", "10D", "AC"} <= set(pile(state, S))
    assert SEATS[state.actor] == S  # the taker leads the next trick


def test_only_the_player_to_act_may_play_and_only_cards_they_hold(civil):
    state = arrange(civil, hands={N: ["5H", "2C"], E: ["9S", "3D"], S: ["KD", "4C"], W: ["AC", "6H"]})
    with refused(state, "not the turn of East"):
        play(civil, state, E, "9S")
    with refused(state, "does not hold the 9 of Spades"):
        play(civil, state, N, "9S")
    with refused(state, "There is no seat"):
        play(civil, state, "centre", "5H")


def test_a_tie_for_the_highest_card_lets_every_player_add_one_challenger(civil):
    state = arrange(civil, hands={N: ["9H", "QC", "2C"], E: ["9S", "3D"], S: ["4D", "JD", "AS"], W: ["2H", "5C"]})
    for seat, card in ((N, "9H"), (E, "9S"), (S, "4D"), (W, "2H")):
        play(civil, state, seat, card)
    assert state.step == "challenge" and SEATS[state.actor] == N  # offered from the leader, clockwise
    with refused(state, "Only an Ace, Jack, Queen or King can be a Challenger"):
        act(civil, state, do="challenge", seat=N, card="2C")
    act(civil, state, do="decline", seat=N)
    act(civil, state, do="decline", seat=E)
    act(civil, state, do="challenge", seat=S, card="JD")
    act(civil, state, do="decline", seat=W)
    # One Champion only: no attack; the Challenger's Jack is the highest card.
    assert "JD" in pile(state, S) and SEATS[state.actor] == S


def test_a_tie_that_remains_goes_to_the_tied_card_played_last(civil):
    state = arrange(civil, hands={N: ["9H", "2C"], E: ["9S", "3D"], S: ["4D", "5D"], W: ["2H", "5C"]})
    for seat, card in ((N, "9H"), (E, "9S"), (S, "4D"), (W, "2H")):
        play(civil, state, seat, card)
    for seat in (N, E, S, W):
        act(civil, state, do="decline", seat=seat)
    assert "9H" in pile(state, E) and "9S" in pile(state, E)


def test_equal_challengers_tie_again_and_the_last_played_takes(civil):
    state = arrange(civil, hands={N: ["9H", "KC", "2C"], E: ["9S", "3D"], S: ["4D", "KH", "5D"], W: ["2H", "5C"]})
    for seat, card in ((N, "9H"), (E, "9S"), (S, "4D"), (W, "2H")):
        play(civil, state, seat, card)
    act(civil, state, do="challenge", seat=N, card="KC")
    act(civil, state, do="decline", seat=E)
    act(civil, state, do="challenge", seat=S, card="KH")
    act(civil, state, do="decline", seat=W)
    # KC (2, 5, 1) and KH (1, 4, 3): Intelligence and Might to North, Magic to South.
    assert state.step == "intel" and SEATS[state.actor] == N
    for seat in (N, S, N):
        act(civil, state, do="decline", seat=seat)
    assert "KC" in pile(state, S)  # no trump named: the Kings tie and South's was played last


def test_a_minion_takes_the_trick(civil):
    state = arrange(civil, hands={N: ["KH", "2C"], E: ["JK1", "3D"], S: ["4D", "5D"], W: ["2H", "5C"]})
    play(civil, state, N, "KH")
    play(civil, state, E, "JK1")
    play(civil, state, S, "4D")
    play(civil, state, W, "2H")
    assert "KH" in pile(state, E) and "JK1" in pile(state, E)


def test_a_minion_ban_sends_banned_cards_back_and_bars_the_suit_from_later_players(civil):
    state = arrange(
        civil, hands={N: ["KH", "QH", "2C"], E: ["JK1", "3D", "4D"], S: ["4H", "5D", "6D"], W: ["2H", "5C", "6C"]}
    )
    play(civil, state, N, "KH")
    lines = play(civil, state, E, "JK1", ban="H")
    assert "East banned Hearts from this trick." in rendered(lines)
    assert state.step == "replace" and SEATS[state.actor] == N
    with refused(state, "banned suit"):
        play(civil, state, N, "QH")
    play(civil, state, N, "2C")
    assert "KH" in hand(state, N)  # the banned card went back to the hand
    with refused(state, "Hearts is banned from this trick and South holds other cards"):
        play(civil, state, S, "4H")
    play(civil, state, S, "5D")
    play(civil, state, W, "5C")
    assert trick(state) == [] and {"JK1", "2C", "5D", "5C"} <= set(pile(state, E))
    assert state.bans == []  # bans last one trick


def test_a_second_minion_takes_the_trick_and_adds_its_own_ban(civil):
    state = arrange(civil, hands={N: ["KH", "2C"], E: ["JK1", "3D"], S: ["4H", "JK2"], W: ["2H", "5D", "5C"]})
    play(civil, state, N, "KH")
    play(civil, state, E, "JK1", ban="H")
    play(civil, state, N, "2C")  # North's Heart goes back to the hand
    with refused(state, "Hearts is banned from this trick and South holds other cards"):
        play(civil, state, S, "4H")
    play(civil, state, S, "JK2", ban="D")
    with refused(state, "Hearts and Diamonds are banned from this trick and West holds other cards"):
        play(civil, state, W, "5D")
    play(civil, state, W, "5C")
    assert {"JK1", "JK2", "2C", "5C"} <= set(pile(state, S))


def test_a_player_holding_only_the_banned_suit_keeps_or_plays_it(civil):
    state = arrange(civil, hands={N: ["KH", "QH"], E: ["JK1", "3D"], S: ["4H", "6H"], W: ["2H", "5C"]})
    play(civil, state, N, "KH")
    lines = play(civil, state, E, "JK1", ban="H")
    assert "North keeps the King of Hearts: they hold no card of another suit." in rendered(lines)
    play(civil, state, S, "4H")  # South holds only Hearts
    assert SEATS[state.actor] == W


def test_a_player_whose_only_other_card_is_the_second_minion_must_play_it_and_it_takes_the_trick(civil):
    state = arrange(civil, hands={N: ["KH", "JK2"], E: ["JK1", "3D"], S: ["4D", "6C"], W: ["2D", "5D"]})
    play(civil, state, N, "KH")
    play(civil, state, E, "JK1", ban="H")
    assert state.step == "replace"
    with refused(state, "holds a card of another suit and must play it"):
        act(civil, state, do="keep", seat=N)
    play(civil, state, N, "JK2", ban="D")  # the newer Minion bans Diamonds too
    assert state.bans == ["H", "D"]
    with refused(state, "banned"):
        play(civil, state, S, "4D")  # South holds a Club
    play(civil, state, S, "6C")
    play(civil, state, W, "2D")  # West holds only Diamonds
    assert {"JK1", "JK2", "6C", "2D"} <= set(pile(state, N))


def test_a_second_ban_lets_a_player_still_due_to_replace_keep_their_card_when_nothing_else_is_left(civil):
    state = arrange(civil, hands={N: ["KH", "JK2"], E: ["3H", "4D"], S: ["JK1", "5C"], W: ["2C", "5S"]})
    play(civil, state, N, "KH")
    play(civil, state, E, "3H")
    play(civil, state, S, "JK1", ban="H")
    assert state.to_replace == [0, 1]  # North, then East, must replace their Hearts
    lines = play(civil, state, N, "JK2", ban="D")  # East's only other card is a Diamond
    assert "East keeps the 3 of Hearts: they hold no card of another suit." in rendered(lines)
    assert SEATS[state.actor] == W and state.legal_actions(W)
    play(civil, state, W, "2C")
    assert {"JK1", "JK2", "3H", "2C"} <= set(pile(state, N))


def test_the_newer_minion_takes_the_trick(civil):
    state = arrange(civil, hands={N: ["KH", "JK2"], E: ["JK1", "3D"], S: ["4C", "6D"], W: ["2C", "5C"]})
    play(civil, state, N, "KH")
    play(civil, state, E, "JK1", ban="H")
    play(civil, state, N, "JK2")
    play(civil, state, S, "4C")
    play(civil, state, W, "2C")
    assert {"JK1", "JK2"} <= set(pile(state, N))


def test_only_a_minion_may_ban(civil):
    state = arrange(civil, hands={N: ["KH", "2C"], E: ["JK1", "3D"], S: ["4D", "5D"], W: ["2H", "5C"]})
    with refused(state, "Only the player of a Minion may ban"):
        play(civil, state, N, "KH", ban="D")


def test_a_trick_with_a_minion_has_no_challengers(civil):
    state = arrange(civil, hands={N: ["9H", "2C"], E: ["JK1", "3D"], S: ["9D", "QD"], W: ["JK2", "5C"]})
    play(civil, state, N, "9H")
    play(civil, state, E, "JK1")
    play(civil, state, S, "9D")
    play(civil, state, W, "JK2")
    assert state.step == "play" and "JK1" in pile(state, W)


def test_players_out_of_cards_are_skipped_and_the_last_holder_takes_their_own_cards(civil):
    state = arrange(civil, hands={N: ["9H"], E: ["3D", "4D"], S: ["5D"], W: ["2C", "5C", "6C"]})
    play(civil, state, N, "9H")
    play(civil, state, E, "3D")
    play(civil, state, S, "5D")
    play(civil, state, W, "2C")
    assert SEATS[state.actor] == N or state.hand_size(0) == 0
    # North took the trick but has no cards: the next player clockwise with cards leads.
    assert SEATS[state.actor] == E and [SEATS[s] for s in state.to_play] == [W]
    lines = play(civil, state, E, "4D")
    lines += play(civil, state, W, "5C")
    # Only West holds cards now: West takes them as the round's last trick and the round ends.
    assert "West alone holds cards and takes them as the last trick." in rendered(lines)
    assert state.step == "deal" and state.last_taker == 3


def test_whoever_takes_the_last_trick_leads_the_next_round(civil):
    state = arrange(civil, hands={N: ["9H"], E: ["3D"], S: ["KD"], W: ["2C"]})
    for seat, card in ((N, "9H"), (E, "3D"), (S, "KD"), (W, "2C")):
        play(civil, state, seat, card)
    assert state.step == "deal" and state.round == 3
    act(civil, state, do="deal")
    for seat, suit in zip(SEATS, "HSDC", strict=True):
        act(civil, state, do="choose_suit", seat=seat, suit=suit)
    for giver, _, count in state.pass_plan():
        act(civil, state, do="pass", seat=SEATS[giver], cards=hand(state, SEATS[giver])[:count])
    assert state.step == "play" and SEATS[state.actor] == S and state.offer is None
