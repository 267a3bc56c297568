"""The bots benchmark's parts: its intervals, one game of a pairing, the all-seeing bound and the decision timer."""

from __future__ import annotations

import argparse
import random

import pytest
from bots import (
    GAMES,
    OUTCOMES,
    SMALL_BUDGETS,
    OmniscientGreedyBot,
    OmniscientSearchBot,
    play_one,
    report,
    run,
    small_pairings,
    table_options,
    table_seats,
    wilson,
)
from decision_time import SLICE, TimedBot, decision_seconds, playouts_in_slice

from engine.game import deciding_seat
from engine.simulate import GreedyBot, RandomBot
from games import get_game


def test_wilson_interval_matches_the_textbook_figures():
    low, high = wilson(8, 10)
    assert (round(low, 3), round(high, 3)) == (0.490, 0.943)
    assert wilson(0, 20)[0] == 0.0
    assert wilson(10, 20)[0] == pytest.approx(1 - wilson(10, 20)[1])


def test_the_seat_moves_round_the_table_and_each_game_has_one_outcome():
    results = [play_one(("walsingham", "greedy", "random", None, number, 3, None)) for number in range(2)]
    assert all(outcome in OUTCOMES for _, outcome, _ in results)
    assert len(table_seats(get_game("walsingham"))) == 5  # the default table seats five colours


TWO_KINGDOMS = {"austria": False, "england": False, "spain": False}  # France and Prussia play


def test_a_table_option_sets_who_plays_and_the_fair_share(capsys):
    assert sorted(table_seats(get_game("trumps_of_kings"), TWO_KINGDOMS)) == ["france", "prussia"]
    pairings = [("trumps_of_kings", "search", "greedy", 2)]
    results = run(pairings, 2, seed=1, workers=1, options=TWO_KINGDOMS)
    assert sum(results[pairings[0]][0].values()) == 2
    report(results, TWO_KINGDOMS)
    assert " 50% " in capsys.readouterr().out  # the fair share of two kingdoms, not of the default five


def test_options_are_read_for_one_game_only_and_checked_against_its_rules():
    parser = argparse.ArgumentParser()
    assert table_options(parser, [], GAMES) is None
    assert table_options(parser, ["austria=false"], ["trumps_of_kings"]) == {"austria": False}
    for pairs, names in (
        (["austria=false"], GAMES),  # whose option?
        (["austria=maybe"], ["trumps_of_kings"]),
        (["nosuch=true"], ["trumps_of_kings"]),
        ([f"{kingdom}=false" for kingdom in ("austria", "england", "spain", "prussia")], ["trumps_of_kings"]),
    ):
        with pytest.raises(SystemExit):
            table_options(parser, pairs, names)


def test_run_counts_every_game_of_every_pairing(capsys):
    pairings = [("walsingham", "search", "random", 2)]
    results = run(pairings, 3, seed=1, workers=1)
    counts, _ = results[pairings[0]]
    assert sum(counts.values()) == 3
    report(results)
    assert "walsingham" in capsys.readouterr().out


def test_the_all_seeing_bot_searches_the_real_cards():
    game = get_game("avcw")
    state = game.new_initial_state(seed=2)
    while state.step == "deal" or state.current_player() == "chance":
        state.apply_action(state.legal_actions()[0])
    world = OmniscientSearchBot(random.Random(1), budget=2).world(state, game.seats[0])
    real, seen = state.to_json(), world.to_json()
    assert real["hands"] == seen["hands"] and real["seed"] != seen["seed"]


def test_the_all_seeing_greedy_bot_tries_its_actions_on_the_real_state():
    game = get_game("civil_suits")
    state = game.new_initial_state(seed=2)
    while deciding_seat(state) is None:
        state.apply_action(state.legal_actions()[0])
    seat = deciding_seat(state)
    assert OmniscientGreedyBot(random.Random(1), game.evaluate).worlds(state, seat) == [state]
    world, *_ = GreedyBot(random.Random(1), game.evaluate).worlds(state, seat)
    assert world.to_json()["hands"] != state.to_json()["hands"]  # the fair one deals the others' hands anew


def test_the_reference_pits_the_all_seeing_bot_against_random_and_greedy():
    pairings = small_pairings(["walsingham"], 20, reference=True)
    assert ("walsingham", "omniscient", "random", 20) in pairings
    assert ("walsingham", "omniscient", "greedy", 20) in pairings
    assert ("walsingham", "greedy", "greedy", 20) in pairings
    assert ("walsingham", "search", "omni-greedy", 20) in pairings
    assert small_pairings(["walsingham"], 20, reference=False) == [
        ("walsingham", "search", "random", 20),
        ("walsingham", "search", "greedy", 20),
    ]
    assert small_pairings(["walsingham"], 20, False, ("greedy",)) == [("walsingham", "search", "greedy", 20)]


def test_each_game_is_measured_at_its_own_small_budget_unless_one_is_given():
    assert set(SMALL_BUDGETS) == set(GAMES)
    pairings = small_pairings(["avcw", "walsingham"], None, reference=True)
    assert ("avcw", "search", "greedy", SMALL_BUDGETS["avcw"]) in pairings
    assert ("walsingham", "omniscient", "random", SMALL_BUDGETS["walsingham"]) in pairings
    assert all(budget == SMALL_BUDGETS[name] for name, _, _, budget in pairings)
    assert {budget for *_, budget in small_pairings(["avcw", "walsingham"], 7, reference=True)} == {7}


def test_the_timer_keeps_one_figure_per_decision():
    game = get_game("walsingham")
    state = game.new_initial_state(seed=1)
    while state.current_player() == "chance":
        state.apply_action(state.legal_actions()[0])
    timed = TimedBot(RandomBot(random.Random(1)))
    seat = state.current_player() if state.current_player() in game.seats else state.seats_to_act()[0]
    timed.choose(state, seat)
    assert len(timed.seconds) == 1 and timed.seconds[0] >= 0
    assert len(timed.searched) == (len(state.legal_actions(seat)) > 1)


def test_the_timer_at_a_playout_budget_keeps_the_cpu_seconds_of_the_decisions_searched():
    spent, searched = decision_seconds("avcw", 1, seed=1, budget=2)
    assert 0 < len(searched) < len(spent)  # a lone legal action is answered without a search
    assert all(seconds >= 0 for seconds in searched)


def test_the_playouts_in_a_slice_scale_the_budget_by_the_median_decision():
    assert playouts_in_slice(20, [SLICE / 2, SLICE / 4, SLICE]) == 40
    assert playouts_in_slice(20, [SLICE * 2]) == 10
