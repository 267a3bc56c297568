"""The search and greedy bots read only what their seat sees: on twin states that differ only in what the seat
cannot see, the same generator gives the same worlds and the same choice. Also the deal of unseen cards itself."""

from __future__ import annotations

import json
import random
import zlib
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from engine import search
from engine.game import deciding_seat
from engine.replay import replay
from engine.search import (
    DEFAULT_PLAYOUTS,
    DEFAULT_SECONDS,
    DEPTH,
    SearchBot,
    guided_move,
    halving_rounds,
    leaf_value,
    sequential_halving,
)
from engine.simulate import GreedyBot, make_bot, play_game
from engine.worlds import redeal
from games import get_game
from games.civil_suits import worlds as civil_worlds
from tests.companion.twins import checkpoints, find_twins, recorded_game

GAMES = ["avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings"]
SEEDS = (0, 1, 2)  # recorded games per game
CHECKPOINTS = 6  # positions per recorded game, beyond the first of every step
BUDGET = 6  # playouts per decision: a budget, not a time, so the choice is deterministic


@cache
def twin_positions(name: str) -> tuple:
    """Return (seat, state, twin, kind) of positions of recorded games and twins their deciding seat cannot tell apart.

    Kept for every test of the game: the bots under test only copy them.
    """
    return tuple(
        (seat, state, twin, kind)
        for seat, state, twin, kind in _twin_positions(get_game(name))
        if state.to_json() != twin.to_json()  # a change to the log that changed nothing is no twin at all
    )


def _twin_positions(game):
    for seed in SEEDS:
        rng = random.Random(seed)
        log = recorded_game(game, seed)
        for number in checkpoints(game, log, seed, CHECKPOINTS, rng):
            state = replay(game, log[:number], seed=seed).state
            seat = deciding_seat(state)
            if seat is None:
                continue
            for kind, twin_seed, twin_log in find_twins(game, log[:number], seed, seat, rng, tries=10):
                yield seat, state, replay(game, twin_log, seed=twin_seed).state, kind


def same_options(listing, other) -> bool:
    """Tell whether two listings hold the same actions, in any order (long ones: as many, the same first ones)."""
    if len(listing) != len(other):
        return False
    if len(listing) > 2000:  # 17(21)'s deployments: comparing them all would take long
        return True
    return {_canonical(action) for action in listing} == {_canonical(action) for action in other}


def _canonical(action) -> tuple:
    """Return an action with the cards of each tuple field sorted: a hand's order orders its cards, not its options."""
    return (type(action).__name__, *(tuple(sorted(f)) if isinstance(f, tuple) else f for f in action))


@pytest.mark.parametrize("name", GAMES)
def test_twins_give_the_same_worlds_and_choice(name):
    checked, kinds = 0, Counter()
    for seat, state, twin, kind in twin_positions(name):
        for draw in range(2):
            world = state.worlds.determinize(state, seat, random.Random(draw))
            assert world.to_json() == twin.worlds.determinize(twin, seat, random.Random(draw)).to_json(), kind
            assert same_options(world.legal_actions(seat), state.legal_actions(seat))
        choice = SearchBot(random.Random(7), budget=BUDGET).choose(state, seat)
        assert choice == SearchBot(random.Random(7), budget=BUDGET).choose(twin, seat), kind
        checked += 1
        kinds[kind] += 1
    assert checked >= 15, kinds


def nosy(state, seat: str) -> float:
    """Score a state by all of it, hidden cards too: any difference between two states shows in the score."""
    return zlib.crc32(json.dumps(state.to_json(), sort_keys=True, default=str).encode())


@pytest.mark.parametrize("name", GAMES)
def test_greedy_chooses_alike_on_twins(name):
    """The greedy bot tries its actions on worlds dealt from its seat's view, never on the real state.

    Its evaluation here reads the whole state it is given, so a bot that handed it the real state would
    choose by the hidden cards; the games' own evaluations score mostly what the seat sees, and would
    seldom catch it.
    """
    positions = twin_positions(name)
    choices = 0
    # One world a position, from a generator seeded anew at each: a 17(21) deployment has 2000 of its
    # actions tried on each world, so more worlds a position would cost the most.
    for draw, (seat, state, twin, kind) in enumerate(positions):
        choice = GreedyBot(random.Random(draw), nosy).choose(state, seat)
        assert choice == GreedyBot(random.Random(draw), nosy).choose(twin, seat), kind
        choices += len(state.legal_actions(seat)) > 1
    assert len(positions) >= 15 and choices >= 5


@pytest.mark.parametrize("name", GAMES)
def test_worlds_vary_what_the_seat_cannot_see(name):
    game = get_game(name)
    state = game.new_initial_state(seed=3)
    rng = random.Random(3)
    bots = {seat: make_bot("random", game, rng) for seat in game.seats}
    while deciding_seat(state) is None or len(state.legal_actions(deciding_seat(state))) < 2:
        seat = deciding_seat(state)
        state.apply_action(state.legal_actions()[0] if seat is None else bots[seat].choose(state, seat))
    seat = deciding_seat(state)
    worlds = {str(state.worlds.determinize(state, seat, random.Random(n)).to_json()) for n in range(4)}
    assert len(worlds) > 1


def test_redeal_keeps_sizes_and_cards_and_forgets_the_arrangement():
    first = [[1, 2, 3], [4, 5], [6, 7, 8, 9]]
    second = [[9, 8, 1], [7, 3], [6, 5, 4, 2]]
    for piles in (first, second):
        redeal(random.Random(4), piles)
    assert first == second
    assert [len(p) for p in first] == [3, 2, 4]
    assert sorted(card for pile in first for card in pile) == list(range(1, 10))


def test_redeal_respects_refused_kinds():
    for seed in range(30):
        hands = [[0, 1, 13, 14], [26, 27, 39, 40], [2, 15, 28, 41]]
        refused = [{"H", "S"}, set(), {"C"}]
        redeal(random.Random(seed), hands, refused, lambda card: "CDHS"[card // 13])
        assert all("CDHS"[card // 13] not in refused[index] for index, hand in enumerate(hands) for card in hand)


def test_a_finished_game_is_worth_most_to_its_winner():
    game = get_game("avcw")
    rng = random.Random(2)
    state = play_game(game, 2, {seat: make_bot("random", game, rng) for seat in game.seats})
    (winner,) = state.outcome().winners
    (loser,) = set(game.seats) - {winner}
    assert leaf_value(state, winner, game.evaluate) > leaf_value(state, loser, game.evaluate)


def _walsingham_choice():
    """Return a Walsingham state where the deciding seat has at least three different actions, and that seat."""
    game = get_game("walsingham")
    state = game.new_initial_state(seed=4)
    rng = random.Random(4)
    while deciding_seat(state) is None or len(state.legal_actions(deciding_seat(state))) < 3:
        seat = deciding_seat(state)
        state.apply_action(state.legal_actions()[0] if seat is None else rng.choice(state.legal_actions(seat)))
    return state, deciding_seat(state)


def test_a_guided_playout_move_is_the_movers_best_of_the_actions_drawn():
    state, seat = _walsingham_choice()
    actions, evaluate = state.legal_actions(seat), state.worlds.evaluate
    before = state.to_json()
    draws = random.Random(5)
    tried = []
    for _ in range(3):
        trial = state.clone()
        trial.apply_action(actions[int(draws.random() * len(actions))])
        tried.append(trial)
    best = max(evaluate(trial, seat) for trial in tried)
    moved = guided_move(state, seat, actions, evaluate, 3, random.Random(5).random)
    assert evaluate(moved, seat) == best and moved.to_json() in [trial.to_json() for trial in tried]
    assert state.to_json() == before  # tried on copies: the world it started from is left as it was


def test_the_games_that_guide_their_playouts_name_how_many_actions_each_move_weighs():
    assert get_game("walsingham").new_initial_state(seed=0).worlds.GUIDE == 3
    assert not hasattr(get_game("avcw").new_initial_state(seed=0).worlds, "GUIDE")  # random playouts
    civil = get_game("civil_suits").new_initial_state(seed=0).worlds
    assert not hasattr(civil, "GUIDE") and callable(civil.playout_action)  # its own rules of thumb instead


def _civil_trick_position():
    """Return a Civil Suits state in trick play, a few tricks in, and the seat to play."""
    game = get_game("civil_suits")
    state = game.new_initial_state(seed=6, log=False)
    rng = random.Random(6)
    while state.step != "play" or state.trick_no < 2 or len(state.legal_actions(deciding_seat(state))) < 3:
        seat = deciding_seat(state)
        actions = state.legal_actions(seat)
        state.apply_action(actions[0] if seat is None else actions[int(rng.random() * len(actions))])
    return state, deciding_seat(state)


class RecordingPolicy:
    """Wraps a game's playout policy and keeps the step and mover of every move it was asked for."""

    def __init__(self, policy):
        self.policy = policy
        self.calls: list[tuple[str, str]] = []

    def __call__(self, world, mover, actions, random_):
        self.calls.append((world.step, mover))
        return self.policy(world, mover, actions, random_)


def test_a_game_that_names_a_playout_policy_has_its_playouts_moved_by_it_and_never_guided(monkeypatch):
    recorder = RecordingPolicy(civil_worlds.playout_action)
    monkeypatch.setattr(civil_worlds, "playout_action", recorder)

    def never(*args):
        raise AssertionError("a game with a playout policy had a playout move guided")

    monkeypatch.setattr(search, "guided_move", never)
    state, seat = _civil_trick_position()
    choice = SearchBot(random.Random(3), budget=12).choose(state, seat)
    assert choice in state.legal_actions(seat)
    assert len(recorder.calls) > 12 * 5  # a dozen playouts of several moves, most by the policy
    assert {mover for _, mover in recorder.calls} == set(get_game("civil_suits").seats)  # every player's moves


def test_a_share_of_the_policys_playout_moves_is_random(monkeypatch):
    state, seat = _civil_trick_position()
    moves = {}
    for noise in (0.0, 0.5, 1.0):
        recorder = RecordingPolicy(civil_worlds.playout_action)
        monkeypatch.setattr(search, "NOISE", noise)
        world = state.clone()
        SearchBot(random.Random(4))._playout(world, seat, state.worlds.evaluate, None, 1, 8, recorder)
        moves[noise] = len(recorder.calls)
    assert moves[0.0] == 8 and 0 < moves[0.5] < 8 and moves[1.0] == 0


def test_a_long_listing_searched_keeps_the_policys_own_pick_among_its_candidates():
    """A pass of 4 cards of 14 has 1001 choices: one move ahead tells nothing of them, the rules of thumb do."""
    game = get_game("civil_suits")
    state = game.new_initial_state(seed=5, log=False)
    while state.step != "pass":
        seat = deciding_seat(state)
        state.apply_action(state.legal_actions(seat)[0])
    seat = deciding_seat(state)
    actions = state.legal_actions(seat)
    last = actions[len(actions) - 1]

    def stubborn(world, mover, listing, random_):
        return last

    bot = SearchBot(random.Random(2), budget=4)
    kept = bot._screen(state, seat, actions, state.worlds.evaluate, None, stubborn)
    assert last in kept and len(kept) == bot.candidates


def test_a_game_may_name_how_deep_the_playouts_go():
    battle = get_game("17-21").new_initial_state(seed=0)
    whist = get_game("avcw").new_initial_state(seed=0)
    assert SearchBot(random.Random(1)).playout_depth(battle) == 0  # 17(21) scores the candidate's own position
    assert SearchBot(random.Random(1)).playout_depth(whist) == DEPTH
    assert SearchBot(random.Random(1), depth=5).playout_depth(battle) == 5  # the bot's own depth comes first


def test_a_playout_of_depth_zero_scores_the_world_as_it_is():
    state, seat = _walsingham_choice()
    before = state.to_json()
    value = SearchBot(random.Random(1))._playout(state, seat, state.worlds.evaluate, None, 3, 0)
    assert value == state.worlds.evaluate(state, seat) and state.to_json() == before


def test_make_bot_names_the_search_bot_with_its_budget():
    bot = make_bot("search", get_game("avcw"), random.Random(1), budget=9)
    assert isinstance(bot, SearchBot)
    assert (bot.budget, bot.seconds) == (9, None)  # an int: playouts, no clock


def test_a_float_budget_is_seconds_and_none_the_default():
    assert SearchBot(random.Random(1), budget=0.25).seconds == 0.25
    default = SearchBot(random.Random(1))
    assert (default.budget, default.seconds) == (DEFAULT_PLAYOUTS, DEFAULT_SECONDS)
    with pytest.raises(ValueError):
        make_bot("psychic", get_game("avcw"), random.Random(1))


def test_a_game_without_worlds_is_played_at_random(sample_game):
    game = get_game(sample_game)
    state = game.new_initial_state(seed=1)
    while deciding_seat(state) is None:
        state.apply_action(state.legal_actions()[0])
    seat = deciding_seat(state)
    assert SearchBot(random.Random(1), budget=5).choose(state, seat) in state.legal_actions(seat)


def test_search_beats_random_in_a_short_duel():
    """Two-seat A Very Civil Whist: the search bot wins most of a few games against random play."""
    game = get_game("avcw")
    wins = 0
    for seed in range(6):
        rng = random.Random(seed)
        seats = game.seats if seed % 2 else game.seats[::-1]
        bots = {seats[0]: SearchBot(rng, budget=20), seats[1]: make_bot("random", game, rng)}
        wins += seats[0] in play_game(game, seed, bots).outcome().winners
    assert wins >= 4


def test_a_playout_scores_a_world_where_the_mover_has_no_legal_action():
    """A Civil Suits world dealt West only Hearts while West must replace a banned Heart: the playout stops there."""
    game = get_game("civil_suits")
    data = json.loads((Path(__file__).parent / "data" / "civil_suits_world_without_a_replacement.json").read_text())
    world = game.state_from_json(data)
    assert deciding_seat(world) == "west" and len(world.legal_actions("west")) == 0
    value = SearchBot(random.Random(1))._playout(world, "north", game.evaluate, None, 3, DEPTH)
    assert value == game.evaluate(world, "north")


def test_sequential_halving_plans_rounds_that_halve_the_candidates_and_share_out_the_budget():
    assert halving_rounds(16, 48) == [(16, 1), (8, 1), (4, 3), (2, 6)]  # 16 + 8 + 12 + 12 playouts
    assert halving_rounds(3, 48) == [(3, 8), (2, 12)]
    assert halving_rounds(1, 48) == []  # nothing to compare
    assert sum(alive * worlds for alive, worlds in halving_rounds(16, 4)) == 30  # each still in played once a round


def test_sequential_halving_sees_through_luck_that_falls_alike_on_every_candidate():
    """Every candidate of a world gets the same luck, as on a shared world: the best is found however large it is."""
    means = [0.3, 0.1, 0.9, 0.5, 0.92, 0.0, 0.7]
    luck = random.Random(5)
    asked = []

    def play(alive):
        asked.append(list(alive))
        shared = luck.gauss(0, 10)  # far larger than any difference between the candidates
        return [means[index] + shared for index in alive]

    assert sequential_halving(len(means), 42, play) == 4
    assert halving_rounds(7, 42) == [(7, 2), (4, 3), (2, 8)]  # 14 + 12 + 16 playouts
    assert [len(alive) for alive in asked] == [7] * 2 + [4] * 3 + [2] * 8
    assert all(2 in alive and 4 in alive for alive in asked)  # the two best stay in to the end


def test_a_clock_ends_sequential_halving_after_a_whole_world():
    calls = []

    def play(alive):
        calls.append(alive)
        return [float(index == 1) for index in alive]

    assert sequential_halving(4, 100, play, deadline=0.0) == 1  # the clock had run out before the search began
    assert calls == [[0, 1, 2, 3]]  # one world, every candidate played on it, then the clock is looked at


def test_trumps_of_kings_plays_its_candidates_alike_on_each_world(monkeypatch):
    """Its worlds module names ``ROOT = "halving"``: each world is dealt once and every candidate still in is played
    on a copy of it with a generator of the same seed, a new world (and seed) for each of halving's plays."""
    game = get_game("trumps_of_kings")
    assert game.new_initial_state(seed=0).worlds.ROOT == "halving"
    played = []
    original = SearchBot._playout

    def recording(bot, world, seat, evaluate, deadline, guide=1, depth=DEPTH, policy=None, rng=None):
        played.append((world.seed, rng.getstate()))
        return original(bot, world, seat, evaluate, deadline, guide, depth, policy, rng)

    monkeypatch.setattr(SearchBot, "_playout", recording)
    _, state, _, _ = next(
        position for position in twin_positions("trumps_of_kings") if len(position[1].legal_actions(position[0])) > 2
    )
    seat = deciding_seat(state)
    candidates = min(len(state.legal_actions(seat)), search.CANDIDATES)
    choice = SearchBot(random.Random(3), budget=12).choose(state, seat)
    assert choice in state.legal_actions(seat)
    plan = [alive for alive, worlds in halving_rounds(candidates, 12) for _ in range(worlds)]
    assert len(played) == sum(plan)
    groups, start = [], 0
    for alive in plan:
        groups.append(played[start : start + alive])
        start += alive
    assert all(len(set(group)) == 1 for group in groups)  # one world and one generator's seed for the whole group
    assert len({group[0] for group in groups}) == len(groups)  # and a new world each time
