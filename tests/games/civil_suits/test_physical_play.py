"""Physical play: a deal the app does not see, passes it only counts, cards entered as they are played, and
tricks not entered at all, with the piles entered at the round's end."""

from engine.errors import IllegalActionError
from games.civil_suits.data import SEATS
from tests.games.civil_suits.helpers import E, N, S, W, act, arrange, names, pile, refused, rendered


def unseen_round(game, seed=3):
    """Round 1 dealt by hand, suits chosen, passes handed over without naming the cards."""
    state = game.new_initial_state(seed=seed)
    act(game, state, do="deal", unseen=True)
    for seat, suit in zip(SEATS, "HSDC", strict=True):
        act(game, state, do="choose_suit", seat=seat, suit=suit)
    for seat in SEATS:
        act(game, state, do="pass", seat=seat)
    return state


def test_an_unseen_deal_counts_the_cards_it_does_not_know(civil):
    state = unseen_round(civil)
    assert state.hands == [[], [], [], []] and state.unknown == [14, 14, 13, 13]
    assert state.view(N)["seats"][N]["unseen_cards"] == 14 and state.view(E)["seats"][N]["unseen_cards"] is None
    assert civil.check_invariants(state) == []


def test_a_known_hand_must_name_the_cards_it_passes(civil):
    state = civil.new_initial_state(seed=3)
    act(civil, state, do="deal")
    for seat, suit in zip(SEATS, "HSDC", strict=True):
        act(civil, state, do="choose_suit", seat=seat, suit=suit)
    with refused(state, "enter the cards passed"):
        act(civil, state, do="pass", seat=N)


def test_cards_played_from_unseen_hands_are_checked_against_what_the_app_knows(civil):
    state = unseen_round(civil)
    act(civil, state, do="play", seat=N, card="7H")
    with refused(state, "does not hold the 7 of Hearts"):
        act(civil, state, do="play", seat=E, card="7H")
    act(civil, state, do="play", seat=E, card="8H")
    assert state.unknown == [13, 13, 13, 13]
    assert civil.check_invariants(state) == []


def test_keeping_a_banned_card_is_the_players_word_and_binds_them_for_the_round(civil):
    state = arrange(civil, hands={N: ["JK1", "3D"], E: ["2C", "4C"], S: ["3C", "5C"], W: []}, rest_to=S, leader=W)
    unplace(state, 3, 2, ["7H", "8H", "9H"])  # West holds three unseen cards
    unplace(state, 1, 2, ["5S"])  # and East one
    state._start_trick(3, None)
    act(civil, state, do="play", seat=W, card="7H")
    act(civil, state, do="play", seat=N, card="JK1", ban="H")
    assert state.step == "replace" and state.actor == 3
    lines = act(civil, state, do="keep", seat=W)
    assert "they say they hold no card of another suit" in rendered(lines)
    assert state.voids[3] >= {"S", "D", "C", "M"}
    act(civil, state, do="play", seat=E, card="2C")
    act(civil, state, do="play", seat=S, card="3C")
    for seat, card in ((N, "3D"), (E, "4C"), (S, "5C")):
        act(civil, state, do="play", seat=seat, card=card)
    # West said it holds only Hearts: a Spade from West now is refused.
    with refused(state, "said earlier they held no such card"):
        act(civil, state, do="play", seat=W, card="5S")
    act(civil, state, do="play", seat=W, card="8H")
    assert civil.check_invariants(state) == []


def test_a_keep_claim_needs_enough_unplaced_cards_of_the_banned_suits(civil):
    state = unseen_round(civil)
    for seat, card in ((N, "2H"), (E, "3H"), (S, "4D"), (W, "5C")):  # the first trick: West takes it
        act(civil, state, do="play", seat=seat, card=card)
    act(civil, state, do="play", seat=W, card="7H")
    act(civil, state, do="play", seat=N, card="JK1", ban="H")
    # West still holds 11 unseen cards, but only 10 Hearts are unplaced: the claim cannot be true.
    with refused(state, "could not all be dealt"):
        act(civil, state, do="keep", seat=W)


def unplace(state, holder: int, source: int, card_names):
    """Move cards from a taken pile into a hand's unseen cards (as if dealt unseen)."""
    moving = [card for card in state.taken[source] if names([card])[0] in card_names]
    state.taken[source] = [card for card in state.taken[source] if card not in moving]
    state.unknown[holder] += len(moving)


def test_a_claim_that_cannot_be_true_is_refused(civil):
    state = arrange(civil, hands={N: ["7H"], E: ["JK1", "3D"], S: ["4D"], W: ["2C"]}, rest_to=S)
    unplace(state, 0, 2, ["2S", "3S"])  # North holds two unseen cards, which can only be these Spades
    state._start_trick(0, None)
    assert civil.check_invariants(state) == []
    act(civil, state, do="play", seat=N, card="7H")
    act(civil, state, do="play", seat=E, card="JK1", ban="H")
    assert state.step == "replace" and state.actor == 0
    with refused(state, "could not all be dealt"):
        act(civil, state, do="keep", seat=N)
    with refused(state, "does not hold the 4 of Spades"):
        act(civil, state, do="play", seat=N, card="4S")
    act(civil, state, do="play", seat=N, card="2S")
    assert civil.check_invariants(state) == []


def test_the_last_holders_unseen_cards_are_worked_out_from_everything_else(civil):
    state = arrange(civil, hands={N: ["9H"], E: ["3D"], S: [], W: ["2C"]}, rest_to=S)
    unplace(state, 3, 2, ["AC", "3C"])
    state._start_trick(0, None)
    act(civil, state, do="play", seat=N, card="9H")
    act(civil, state, do="play", seat=E, card="3D")
    lines = act(civil, state, do="play", seat=W, card="2C")
    # Only West holds cards now, two unseen ones: every other card is placed, so they are AC and 3C.
    assert "West alone holds cards" in rendered(lines)
    record = state.history[-1]
    assert record["taken"][W] == 2 and record["scores"][W] == 3  # the Ace of Clubs outside Hearts


def test_tricks_can_go_unentered_and_the_piles_are_entered_at_the_end(civil):
    state = unseen_round(civil)
    with refused(state, "does not fit now"):
        act(civil, state, do="tally", seat=N, cards=[])
    lines = act(civil, state, do="end_tricks", seat=E)
    assert state.step == "tally" and set(state.seats_to_act()) == set(SEATS)
    assert "each player enters the cards they took" in rendered(lines)
    everything = names(range(54))
    act(civil, state, do="peek", seat=S, target=N)  # a Champion of Intelligence, on the players' word
    assert state.view(S)["seats"][N]["civil_suit"] is None, "shown only once North confirms"
    act(civil, state, do="answer_peek", seat=N, claimant=S, agree=True)
    assert state.view(S)["seats"][N]["civil_suit"] == "H" and state.view(E)["seats"][N]["civil_suit"] is None
    act(civil, state, do="tally", seat=N, cards=everything[:13], magic=1)
    act(civil, state, do="tally", seat=E, cards=everything[13:26], last=True)
    with refused(state, "already said they took the last trick"):
        act(civil, state, do="tally", seat=S, cards=everything[26:40], last=True)
    act(civil, state, do="tally", seat=S, cards=everything[26:40])
    # Piles that do not add up are told to every phone (the other piles are secret) and entered again.
    lines = act(civil, state, do="tally", seat=W, cards=[everything[13], *everything[40:53]])
    text = rendered(lines)
    assert "The piles do not add up: the Ace of Diamonds is in two piles." in text
    assert "Every card must be in someone's pile; nobody has entered Minion 2." in text
    assert "Every player enters the cards they took again." in text
    assert state.step == "tally" and set(state.seats_to_act()) == set(SEATS)
    act(civil, state, do="tally", seat=N, cards=everything[:13], magic=1)
    act(civil, state, do="tally", seat=E, cards=everything[13:26], last=True)
    act(civil, state, do="tally", seat=S, cards=everything[26:40])
    lines = act(civil, state, do="tally", seat=W, cards=everything[40:])
    assert "entered by the players" in rendered(lines)
    record = state.history[-1]
    assert record["tracked"] is False and record["magic"][N] == 1 and state.last_taker == 1
    assert record["taken"] == {N: 13, E: 13, S: 14, W: 14}
    assert state.step == "deal" and state.round == 2


def test_a_pile_is_checked_against_the_secret_piles_of_others_only_once_all_are_in(civil):
    """East's entry is answered alike whatever North entered in secret: nothing names North's pile."""
    everything = names(range(54))
    answers = []
    for north_pile in (everything[:13], everything[1:14]):
        state = unseen_round(civil)
        act(civil, state, do="end_tricks", seat=E)
        act(civil, state, do="tally", seat=N, cards=north_pile)
        seen = []
        for card in everything:
            trial = state.clone()
            trial.log = []
            try:
                act(civil, trial, do="tally", seat=E, cards=[card])
                seen.append("accepted")
            except IllegalActionError as error:
                seen.append(str(error.reason))
        answers.append(seen)
    assert answers[0] == answers[1]


def test_a_pile_must_hold_the_cards_taken_in_entered_tricks(civil):
    state = arrange(civil, hands={N: ["9H", "2H"], E: ["3D", "4D"], S: ["KD", "5D"], W: ["2C", "5C"]}, rest_to=N)
    for seat, card in ((N, "9H"), (E, "3D"), (S, "KD"), (W, "2C")):
        act(civil, state, do="play", seat=seat, card=card)
    act(civil, state, do="end_tricks", seat=N)
    with refused(state, "they belong in this pile too"):
        act(civil, state, do="tally", seat=S, cards=["5D"])
    act(civil, state, do="tally", seat=S, cards=["KD", "9H", "3D", "2C", "5D"])
    assert pile(state, S) == sorted(["KD", "9H", "3D", "2C"])


def test_end_tricks_only_between_tricks(civil):
    state = arrange(civil, hands={N: ["9H", "2H"], E: ["3D", "4D"], S: ["KD", "5D"], W: ["2C", "5C"]})
    act(civil, state, do="play", seat=N, card="9H")
    with refused(state, "only between tricks"):
        act(civil, state, do="end_tricks", seat=E)


def test_after_the_last_round_nobody_needs_to_say_who_took_the_last_trick(civil):
    state = arrange(civil, hands={N: ["9H"], E: ["3D"], S: ["KD"], W: ["2C"]}, round=4, rest_to=W)
    state.scores, state.history = [[0] * 4] * 3, [{}, {}, {}]
    act(civil, state, do="end_tricks", seat=N)
    act(civil, state, do="tally", seat=N, cards=["9H", "3D", "KD", "2C"])
    act(civil, state, do="tally", seat=E, cards=[])
    act(civil, state, do="tally", seat=S, cards=[])
    act(civil, state, do="tally", seat=W, cards=names(state.taken[3]))  # nobody said they took the last trick
    assert state.is_terminal()
