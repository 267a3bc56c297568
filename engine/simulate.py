"""Bots and whole-game simulation on any engine game: random and one-ply greedy players."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.errors import PnpkitError
from engine.game import deciding_seat
from engine.i18n import N_
from engine.lookahead import tried


class InvariantError(PnpkitError, AssertionError):
    """A simulated game broke one of its game's invariants (a bug in the engine, not in the play)."""


class RandomBot:
    """Chooses uniformly among the legal actions."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self._random = rng.random  # bound once: choose is the hottest call of a random game

    def choose(self, state, seat: str):
        """Return a uniformly random legal action of the seat."""
        actions = state.legal_actions(seat)
        # random() scaled is uniform to 2**-53 and much cheaper than randrange on this hot path.
        return actions[int(self._random() * len(actions))]


def reported_kinds(game) -> frozenset[str]:
    """Return the kinds of action that report what the table played out away from the cards (a battle's result)."""
    data = getattr(game.rules, "app_seat", None)
    return frozenset(data.reported if data else ())


def drawn_report(state, seat: str, kinds: frozenset[str], rng: random.Random):
    """Return one of a seat's reports of what the table played out, drawn at random: it favours no side."""
    outcomes = [action for action in state.legal_actions(seat) if type(action).kind in kinds]
    return outcomes[int(rng.random() * len(outcomes))]


# Worlds a greedy decision is weighed on. One: a decision then costs what trying every action on the real
# state did (a mean over three worlds cost 3 to 5 times as much in every game, and the balance report plays
# thousands of greedy games), and the luck of one deal of the hidden cards evens out over a game's many
# decisions, as a player's guesses do.
WORLDS = 1


class GreedyBot:
    """Tries every legal action one move ahead and keeps the one its game's evaluation likes best.

    It reads only its own seat's view, like a player at the table: it tries its actions on worlds
    dealt from that view (the game's ``worlds`` module, engine/worlds.py), never on the real state.
    It weighs each action by its mean over ``worlds`` worlds (``WORLDS``, one, by default), the same
    worlds for every action, so actions are compared on equal footing. A world that refuses an action
    leaves it out of that action's mean; an action every world refuses is not chosen while another is left.
    A game that names no worlds (a plug-in's) has its actions tried on the real state: such a
    greedy bot reads every hand.

    A listing longer than ``most`` (a secret deployment may have hundreds of thousands of choices)
    is tried on ``most`` actions sampled from it instead.
    """

    def __init__(
        self, rng: random.Random, evaluate: Callable[[object, str], float], most: int = 2000, worlds: int = WORLDS
    ):
        self.rng = rng
        self.evaluate = evaluate
        self.most = most
        self.count = worlds

    def choose(self, state, seat: str):
        """Return the legal action with the best mean evaluation after it over its worlds, ties broken at random."""
        actions = state.legal_actions(seat)
        if len(actions) > self.most:
            actions = [actions[index] for index in sorted(self.rng.sample(range(len(actions)), self.most))]
        totals, counts = [0.0] * len(actions), [0] * len(actions)
        for world in self.worlds(state, seat):
            for index, action in enumerate(actions):
                outcome = tried(world, action, seat, self.evaluate)
                if outcome is None:
                    continue  # this world refuses the action: it says nothing of it
                totals[index] += outcome[1]
                counts[index] += 1
        best, best_score = [], float("-inf")
        for index, count in enumerate(counts):
            score = totals[index] / count if count else float("-inf")
            if score > best_score:
                best, best_score = [index], score
            elif score == best_score:
                best.append(index)
        return actions[best[self.rng.randrange(len(best))]]

    def worlds(self, state, seat: str) -> list:
        """Return the worlds the actions are tried on: dealt from the seat's view, or the state in a game without."""
        if getattr(state, "worlds", None) is None:
            return [state]
        return [state.worlds.determinize(state, seat, self.rng) for _ in range(self.count)]


BOTS = ("random", "greedy", "search")


def make_bot(name: str, game, rng: random.Random, budget: float | None = None):
    """Return a bot by name: "random", "greedy" or "search" (each reads its seat's view only)."""
    if name == "random":
        return RandomBot(rng)
    if name == "greedy":
        return GreedyBot(rng, game.evaluate)
    if name == "search":
        # Imported here: the search is its own module, loaded only by those who play with it.
        from engine.search import SearchBot

        return SearchBot(rng) if budget is None else SearchBot(rng, budget=budget)
    raise ValueError(f"unknown bot {name!r}")


def play_game(
    game,
    seed: int,
    bots: dict,
    check: Callable | None = None,
    options: dict | None = None,
    record: list | None = None,
    log: bool = False,
):
    """Play one whole game with bots, sampling chance from the seed; return the final state.

    A report of what the table played out (``reported_kinds``) is drawn at random when a bot chooses to make it.
    With ``record``, every action is appended to it with its chance outcome filled in, which makes
    a log that replays without the seed.
    """
    state = game.new_initial_state(seed=seed, options=options, log=log)
    # Bound once: a random game is hundreds of these calls, and the loop's own cost shows in the benchmark.
    is_terminal, legal_actions, apply_action = state.is_terminal, state.legal_actions, state.apply_action
    reports, outcomes = reported_kinds(game), random.Random(f"{seed}:reported")
    while True:
        seat = deciding_seat(state)
        if seat is None:  # a draw, or the end: only then is the end worth asking about
            if is_terminal():
                break
            action = legal_actions()[0]
        else:
            action = bots[seat].choose(state, seat)
            if reports and type(action).kind in reports:
                # A bot plays for its seat and would report its own victory; what a table plays out (a battle
                # fought with miniatures) is beyond the rules, so it is drawn, as at a table whose app seats fight.
                action = drawn_report(state, seat, reports, outcomes)
        if record is not None:
            action = state.resolve(action)
            record.append(action)
        apply_action(action)
        if check is not None:
            problems = check(state)
            if problems:
                raise InvariantError(
                    N_("Game %(seed)d broke an invariant: %(problems)s"), seed=seed, problems="; ".join(problems)
                )
    return state


@dataclass
class Summary:
    """What a batch of simulated games came to.

    ``wins`` counts a shared win once for each of its winners, so the wins of all seats may add up to
    more than the games; ``shared`` counts the games whose win was shared, ``draws`` those nobody won.
    """

    games: int = 0
    wins: Counter = field(default_factory=Counter)
    shared: int = 0
    draws: int = 0
    rounds: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def games_per_second(self) -> float:
        """Return the rate of whole games played."""
        return self.games / self.seconds if self.seconds else 0.0


def simulate(
    game, games: int, seed: int, bot: str = "random", check: bool = True, options: dict | None = None
) -> Summary:
    """Play ``games`` games, seeds seed, seed+1, ...; every game is checked against its invariants."""
    rng = random.Random(seed)
    bots = {seat: make_bot(bot, game, rng) for seat in game.seats}
    checker = game.check_invariants if check else None
    summary = Summary()
    start = time.perf_counter()
    for number in range(games):
        state = play_game(game, seed + number, bots, checker, options)
        outcome = state.outcome()
        winners = outcome.winners if outcome else ()
        summary.wins.update(winners)
        summary.shared += len(winners) > 1
        summary.draws += not winners
        summary.rounds.append(getattr(state, "round", 0))
        summary.games += 1
    summary.seconds = time.perf_counter() - start
    return summary
