"""What a table plays out away from the cards (a Trumps of Kings battle, fought with miniatures) is drawn at random in
bots' games: a bot plays for its seat, and one that reports the result reported its own victory."""

from __future__ import annotations

import random
from collections import Counter

from engine.simulate import make_bot, play_game, reported_kinds
from games import get_game
from games.trumps_of_kings.data import SEATS

GAME = get_game("trumps_of_kings")


def test_the_games_rules_data_names_what_the_table_reports():
    assert reported_kinds(GAME) == {"result"}
    assert reported_kinds(get_game("avcw")) == frozenset()


def test_greedy_bots_battles_are_won_by_either_side_not_always_by_the_attacker_who_reports_first():
    options = {name: name in ("prussia", "austria") for name in SEATS}
    winners = Counter()
    for seed in range(3):
        actions: list = []
        bots = {seat: make_bot("greedy", GAME, random.Random(seed * 10 + n)) for n, seat in enumerate(SEATS)}
        play_game(GAME, seed, bots, options=options, record=actions)
        winners.update(action.winner for action in actions if type(action).kind == "result")
    battles = sum(winners.values())
    # The attacker reports first: its greedy choice was its own victory (115 battles of 116 in these games).
    assert battles >= 20 and winners["defender"] >= battles / 4, winners
