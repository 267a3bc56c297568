from fractions import Fraction

from engine.odds import draw_sum_distribution, draw_sum_odds

CASUALTY = [1] * 4 + [2] * 4 + [3] * 4


def test_two_of_twelve_casualty_cards():
    distribution = draw_sum_distribution(CASUALTY, 2)
    assert distribution == {
        2: Fraction(6, 66),
        3: Fraction(16, 66),
        4: Fraction(22, 66),
        5: Fraction(16, 66),
        6: Fraction(6, 66),
    }
    assert sum(distribution.values()) == 1


def test_odds_above_each_rating():
    assert draw_sum_odds(CASUALTY, 2, 3) == Fraction(2, 3)
    assert draw_sum_odds(CASUALTY, 2, 4) == Fraction(1, 3)
    assert draw_sum_odds(CASUALTY, 2, 5) == Fraction(1, 11)
    assert draw_sum_odds(CASUALTY, 2, 6) == 0


def test_odds_match_brute_force_on_an_uneven_deck():
    from itertools import combinations

    values = [1, 1, 2, 3, 3, 3, 5]
    pairs = list(combinations(values, 3))
    expected = Fraction(sum(1 for trio in pairs if sum(trio) > 7), len(pairs))
    assert draw_sum_odds(values, 3, 7) == expected
