"""The rulebook's scoring, rule by rule: civil-suit cards, Aces and faces outside it, Minions, shooting the moon,
together, shot in the moon, Magic's demerit, four rounds and the lowest total winning."""

import pytest

from games.civil_suits.data import SEATS
from games.civil_suits.scoring import score_round
from tests.games.civil_suits.helpers import E, N, S, W, act, arrange, cards, rendered


def suit(letter: str) -> list[str]:
    return [rank + letter for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]


def score(game, suits: str, piles: dict, magic=(0, 0, 0, 0)):
    """Score piles given per seat; every card no pile names goes to the seat named by the key "rest"."""
    named = {seat: cards(*piles.get(seat, [])) for seat in SEATS}
    rest = piles.get("rest", W)
    used = {card for pile in named.values() for card in pile}
    named[rest] += [card for card in range(54) if card not in used]
    return score_round(game.tables, list(suits), [named[seat] for seat in SEATS], list(magic))


@pytest.mark.parametrize(
    ("pile", "demerits"),
    [
        (["2H"], 1),  # a card of the civil suit (Hearts)
        (["AH", "KH"], 2),  # Champions of the civil suit count 1 too
        (["AS"], 3),  # an Ace of another suit
        (["JS"], 4),
        (["QD"], 4),
        (["KC"], 4),
        (["JK1"], 5),  # a Minion
        (["2S", "10D", "9C"], 0),  # other cards of other suits cost nothing
        (["AH", "AS", "JD", "JK2", "7H"], 1 + 3 + 4 + 5 + 1),
    ],
)
def test_card_demerits(civil, pile, demerits):
    result = score(civil, "HHHH", {N: pile, "rest": E})
    assert result.cards[0] == demerits and result.scores[0] == demerits


def test_shooting_the_moon_scores_nothing_for_the_round(civil):
    result = score(civil, "HSDC", {N: [*suit("H"), "JK1", "AS", "KD"], "rest": E})
    assert result.moon[0] and result.cards[0] == 13 + 5 + 3 + 4 and result.scores[0] == 0


def test_shooting_the_moon_together_takes_13_off_each_shooter(civil):
    # Spades and Clubs are both gray: North shoots Spades, East shoots Clubs.
    result = score(civil, "SCDH", {N: suit("S"), E: [*suit("C"), "JK1"], "rest": S})
    assert result.moon[:2] == [True, True] and result.together[:2] == [True, True]
    assert result.scores[:2] == [-13, -13]


def test_moons_of_different_colours_are_not_together(civil):
    # Spades are gray and Hearts red (South, with Hearts too, takes the rest and shoots nothing).
    result = score(civil, "SHHH", {N: suit("S"), E: suit("H"), "rest": S})
    assert result.moon == [True, True, False, False] and result.together == [False] * 4
    assert result.scores[:2] == [0, 0]


def test_together_needs_both_to_shoot_in_their_own_civil_suit(civil):
    # East holds all the Clubs but chose Hearts: that is shot in the moon, not a moon.
    result = score(civil, "SHDC", {N: suit("S"), E: suit("C"), "rest": S})
    assert result.moon[:2] == [True, False] and result.together == [False] * 4
    assert result.shot[1] == ["C"]


def test_shot_in_the_moon_makes_the_champions_of_that_suit_free(civil):
    # North's civil suit is Hearts but North took all the Spades (A, J, Q, K would cost 3 + 4 + 4 + 4).
    result = score(civil, "HHHH", {N: [*suit("S"), "AD"], "rest": E})
    assert result.shot[0] == ["S"] and result.cards[0] == 3 and result.scores[0] == 3
    partial = score(civil, "HHHH", {N: [*suit("S")[:-1], "AD"], "rest": E})
    assert partial.shot[0] == [] and partial.cards[0] == 3 + 3 + 4 + 4


def test_magic_takes_one_demerit_off_even_after_a_moon(civil):
    result = score(civil, "HSDC", {N: suit("H"), E: ["JK1"], "rest": W}, magic=(2, 1, 0, 0))
    assert result.scores[0] == -2 and result.scores[1] == 5 - 1


def test_every_card_is_scored_once_across_the_table(civil):
    result = score(civil, "HHHH", {N: suit("H"), E: suit("S"), S: suit("D"), W: suit("C"), "rest": W})
    # Each of East, South and West took a whole suit that is not theirs: shot in the moon, so their
    # Champions cost nothing; West also took both Minions.
    assert result.shot[1:] == [["S"], ["D"], ["C"]]
    assert result.cards == [13, 0, 0, 10] and result.scores == [0, 0, 0, 10]


def test_a_round_ends_with_the_suits_revealed_and_scores_added_to_the_totals(civil):
    state = arrange(
        civil,
        hands={N: ["9H"], E: ["3D"], S: ["KD"], W: ["2C"]},
        suits={N: "H", E: "S", S: "D", W: "C"},
        taken={E: ["AS", "JK1"]},
        rest_to=N,
    )
    lines = []
    for seat, card in ((N, "9H"), (E, "3D"), (S, "KD"), (W, "2C")):
        lines += act(civil, state, do="play", seat=seat, card=card)
    record = state.history[-1]
    assert record["suits"] == {N: "H", E: "S", S: "D", W: "C"}
    assert state.view(W)["history"][-1]["suits"][N] == "H"  # revealed to everyone at the round's end
    assert record["scores"][E] == 1 + 5  # own Ace of Spades 1, a Minion 5
    assert record["scores"][S] == 1 + 1  # took 9H, 3D, KD, 2C: two Diamonds of the civil suit, 1 each
    assert "Round 2 is over; the civil suits are revealed." in rendered(lines)
    # Each number chooses its own plural form.
    assert "East (civil suit Spades) took 2 cards, worth 6 demerits" in rendered(lines)
    assert "West (civil suit Clubs) took 0 cards, worth 0 demerits" in rendered(lines)
    assert state.totals() == [record["scores"][seat] for seat in SEATS]


def test_after_four_rounds_the_lowest_total_wins_and_equal_lowest_share(civil):
    state = arrange(civil, hands={N: ["9H"], E: ["3D"], S: ["KD"], W: ["2C"]}, round=4)
    state.scores = [[10, 20, 30, 40], [0, 0, 0, 0], [5, 5, 5, 5]]
    state.history = [{}, {}, {}]
    for seat, card in ((N, "9H"), (E, "3D"), (S, "KD"), (W, "2C")):
        act(civil, state, do="play", seat=seat, card=card)
    assert state.is_terminal()
    totals = state.totals()
    best = min(totals)
    assert state.outcome().winners == tuple(seat for seat, total in zip(SEATS, totals, strict=True) if total == best)
    assert state.returns()[state.outcome().winners[0]] == 1.0


def test_equal_lowest_totals_share_the_win(civil):
    state = arrange(civil, hands={N: ["2C"], E: ["3D"], S: ["KD"], W: ["9H"]}, round=4, rest_to=E)
    state.suits = ["S", "S", "S", "S"]
    # North and West take nothing that costs (9H, 2C): give them equal earlier totals.
    state.scores = [[7, 50, 60, 7], [0, 0, 0, 0], [0, 0, 0, 0]]
    state.history = [{}, {}, {}]
    for seat, card in ((N, "2C"), (E, "3D"), (S, "KD"), (W, "9H")):
        act(civil, state, do="play", seat=seat, card=card)
    assert state.totals()[0] == state.totals()[3] == 7
    assert state.outcome().winner is None and set(state.outcome().shared) == {N, W}
    assert state.returns() == {N: 1.0, E: -1.0, S: -1.0, W: 1.0}
    assert "share the win" in str(state.outcome().reason)
