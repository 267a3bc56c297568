from collections import Counter

import pytest

from engine.rng import draw, seed_from_text


def test_a_draw_depends_only_on_seed_and_number():
    population = list(range(24))
    assert draw(7, 3, population, 5) == draw(7, 3, population, 5)
    assert draw(7, 3, population, 5) != draw(7, 4, population, 5)
    assert draw(7, 3, population, 5) != draw(8, 3, population, 5)


def test_a_draw_is_a_permutation_whose_head_is_the_sample():
    population = list(range(24))
    pool = draw(1, 1, population, 8)
    assert sorted(pool) == population
    assert population == list(range(24)), "the population must not be changed"


def test_draws_are_close_to_uniform():
    counts = Counter(draw(5, number, list(range(6)), 1)[0] for number in range(6000))
    assert all(850 < counts[face] < 1150 for face in range(6)), counts


def test_drawing_more_than_the_pile_holds_is_refused():
    with pytest.raises(ValueError):
        draw(1, 1, [1, 2], 3)


def test_text_seeds_are_stable_63_bit_numbers():
    assert seed_from_text("table") == seed_from_text("table")
    assert 0 <= seed_from_text("table") < 2**63
