"""Attacking the trick: two or more Champions without a Minion, the strictly highest value of each power wins it,
ties win nothing, and Intelligence, Magic and Might do what the rulebook says, in that order.

Values used (intel, might, magic), from the rules data: JS 5 2 1, JC 5 1 2, QC 1 2 5, QS 2 1 5, KS 1 5 2,
KD 3 4 1, AD 3 3 3.
"""

from games.civil_suits.data import SEATS
from tests.games.civil_suits.helpers import E, N, S, W, act, arrange, hand, pile, refused, rendered


def play_all(game, state, plays):
    lines = []
    for seat, card in plays:
        lines += act(game, state, do="play", seat=seat, card=card)
    return lines


def test_the_values_are_reconstructed_and_marked_so(civil):
    cards = civil.rules.champions.cards
    assert len(cards) == 16 and all(card.source == "reconstructed" for card in cards.values())
    assert (cards["JS"].intel, cards["JS"].might, cards["JS"].magic) == (5, 2, 1)


def test_one_champion_is_no_attack(civil):
    state = arrange(civil, hands={N: ["JS", "2C"], E: ["3D", "4D"], S: ["5D", "6D"], W: ["7C", "8C"]})
    play_all(civil, state, [(N, "JS"), (E, "3D"), (S, "5D"), (W, "7C")])
    assert state.step == "play" and state.champions == {} and "JS" in pile(state, N)


def test_two_champions_attack_and_each_power_goes_to_the_strictly_highest(civil):
    state = arrange(
        civil,
        hands={N: ["JS", "2C"], E: ["QC", "4D"], S: ["2D", "6D"], W: ["3H", "8C"]},
        suits={N: "H", E: "S", S: "D", W: "C"},
    )
    lines = play_all(civil, state, [(N, "JS"), (E, "QC"), (S, "2D"), (W, "3H")])
    # Intelligence 5 to 1: North. Might 2 to 2: a tie, nobody. Magic 1 to 5: East.
    assert state.champions == {"intel": 0, "magic": 1}
    assert "Intelligence to North, Magic to East" in rendered(lines)
    assert state.step == "intel" and SEATS[state.actor] == N


def test_intelligence_shows_one_opponents_suit_to_the_champion_only(civil):
    state = arrange(
        civil,
        hands={N: ["JS", "2C"], E: ["QC", "4D"], S: ["2D", "6D"], W: ["3H", "8C"]},
        suits={N: "H", E: "S", S: "D", W: "C"},
    )
    play_all(civil, state, [(N, "JS"), (E, "QC"), (S, "2D"), (W, "3H")])
    with refused(state, "Name an opponent: East, South, or West."):
        act(civil, state, do="peek", seat=N, target=N)
    with refused(state, "not the turn of East"):
        act(civil, state, do="peek", seat=E, target=W)
    lines = act(civil, state, do="peek", seat=N, target=W)
    assert "Clubs" not in rendered(lines)  # the log is public
    assert state.view(N)["seats"][W]["civil_suit"] == "C"
    for seat in (E, S, W, None):
        assert state.view(seat)["seats"][W]["civil_suit"] == ("C" if seat == W else None)
    assert state.view(N)["seats"][E]["civil_suit"] is None


def test_magic_sets_cards_aside_for_whoever_takes_the_next_trick(civil):
    state = arrange(
        civil, hands={N: ["JS", "2C", "3C"], E: ["QC", "4D", "5D"], S: ["2D", "6D", "7D"], W: ["3H", "8C", "9C"]}
    )
    play_all(civil, state, [(N, "JS"), (E, "QC"), (S, "2D"), (W, "3H")])
    act(civil, state, do="decline", seat=N)
    assert state.step == "magic" and SEATS[state.actor] == E
    with refused(state, "At least one card must stay"):
        act(civil, state, do="magic", seat=E, remove=["JS", "QC", "2D", "3H"])
    with refused(state, "one thing"):
        act(civil, state, do="magic", seat=E, minus_one=True, remove=["QC"])
    with refused(state, "Set aside one or more different cards of this trick"):
        act(civil, state, do="magic", seat=E, remove=["KH"])
    act(civil, state, do="magic", seat=E, remove=["QC"])
    # Without the Queen, North's Jack is the highest card: North takes the rest of the trick.
    assert {"JS", "2D", "3H"} <= set(pile(state, N)) and "QC" not in pile(state, N)
    assert [c for c in state.view(None)["carry"]] == ["QC"]
    play_all(civil, state, [(N, "2C"), (E, "4D"), (S, "6D"), (W, "8C")])
    assert "QC" in pile(state, W)  # West took the next trick, and the Queen set aside with it


def test_magic_cannot_set_cards_aside_on_the_rounds_last_trick_but_can_take_a_demerit_off(civil):
    state = arrange(civil, hands={N: ["JS"], E: ["QC"], S: ["2D"], W: ["3H"]})
    play_all(civil, state, [(N, "JS"), (E, "QC"), (S, "2D"), (W, "3H")])
    act(civil, state, do="decline", seat=N)
    with refused(state, "No trick follows"):
        act(civil, state, do="magic", seat=E, remove=["QC"])
    act(civil, state, do="magic", seat=E, minus_one=True)
    assert state.history[-1]["magic"][E] == 1


def test_might_names_a_trump_and_the_highest_card_of_it_takes_the_trick(civil):
    state = arrange(civil, hands={N: ["KS", "2C"], E: ["KD", "4D"], S: ["9H", "6D"], W: ["2H", "8C"]})
    play_all(civil, state, [(N, "KS"), (E, "KD"), (S, "9H"), (W, "2H")])
    for seat in (N, E, S, W):  # the Kings tie: nobody adds a Challenger
        act(civil, state, do="decline", seat=seat)
    # KS (1, 5, 2) against KD (3, 4, 1): Intelligence to East, Magic and Might to North.
    assert state.powers_due == [("magic", 0), ("might", 0)] and state.step == "intel"
    act(civil, state, do="decline", seat=E)
    act(civil, state, do="decline", seat=N)
    assert state.step == "might"
    act(civil, state, do="trump", seat=N, suit="H")
    assert {"KS", "KD", "9H", "2H"} <= set(pile(state, S))


def test_a_trump_suit_absent_from_the_trick_changes_nothing(civil):
    state = arrange(civil, hands={N: ["KS", "2C"], E: ["KD", "4D"], S: ["9H", "6D"], W: ["2H", "8C"]})
    play_all(civil, state, [(N, "KS"), (E, "KD"), (S, "9H"), (W, "2H")])
    for seat in (N, E, S, W, E, N):
        act(civil, state, do="decline", seat=seat)
    assert state.step == "might"
    act(civil, state, do="trump", seat=N, suit="C")
    assert "KS" in pile(state, E)  # no Club: the Kings tie and East's was played last


def test_tied_powers_do_not_succeed(civil):
    state = arrange(civil, hands={N: ["JS", "2C"], E: ["JC", "4D"], S: ["2D", "6D"], W: ["3H", "8C"]})
    lines = play_all(civil, state, [(N, "JS"), (E, "JC"), (S, "2D"), (W, "3H")])
    for seat in (N, E, S, W):
        act(civil, state, do="decline", seat=seat)
    # JS (5, 2, 1) and JC (5, 1, 2): Intelligence ties, so only Might (North) and Magic (East) are won.
    assert state.champions == {"might": 0, "magic": 1}
    assert "Intelligence" not in rendered(lines)


def test_a_trick_with_a_minion_is_not_attacked(civil):
    state = arrange(civil, hands={N: ["JS", "2C"], E: ["QC", "4D"], S: ["JK1", "6D"], W: ["3H", "8C"]})
    play_all(civil, state, [(N, "JS"), (E, "QC"), (S, "JK1"), (W, "3H")])
    assert state.step == "play" and "JS" in pile(state, S)


def test_challengers_join_the_attack(civil):
    state = arrange(civil, hands={N: ["9H", "2C"], E: ["9S", "AD"], S: ["2D", "QS"], W: ["3H", "8C"]})
    play_all(civil, state, [(N, "9H"), (E, "9S"), (S, "2D"), (W, "3H")])
    act(civil, state, do="decline", seat=N)
    act(civil, state, do="challenge", seat=E, card="AD")
    act(civil, state, do="challenge", seat=S, card="QS")
    act(civil, state, do="decline", seat=W)
    # AD (3, 3, 3) and QS (2, 1, 5): Intelligence and Might to East, Magic to South.
    assert state.champions == {"intel": 1, "might": 1, "magic": 2}
    assert hand(state, E) == [] or "AD" not in hand(state, E)
