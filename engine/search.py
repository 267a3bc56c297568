"""A bot that may take a seat at a real table: it searches on worlds built only from what its seat sees.

Determinised Monte Carlo search: every playout deals the cards the seat cannot see again at random
(the game's ``worlds`` module, engine/worlds.py), picks one of the seat's candidate actions by UCB1,
plays on (chance drawn from the world's own seed) for a few decisions and scores the position reached
with its game's evaluation (the greedy bot's, which scores a finished game too). The playout's moves are
random, or, in a game whose worlds module names a ``GUIDE`` of k > 1, the best for the mover of k random
legal actions by that same evaluation: playouts that look a little like play. A game whose worlds module
names a ``playout_action(world, mover, actions, random_)`` moves its players by that policy instead (but
for a share ``NOISE`` of random moves): the game's own rules of thumb, reading the world only, which cost
far less than trying actions on copies; the policy's own pick is then always among the candidates searched.
A game's worlds module may also name its ``DEPTH``, the decisions a playout makes (0: the candidate's own
position is scored).

The action tried most often is chosen. A game whose worlds module names ``ROOT = "halving"`` has its candidates
compared by sequential halving instead (``sequential_halving``): every candidate still in is played on the same
worlds with the same playout generator, the better half goes on, and the best mean of the last round is chosen.

Nothing of the real state reaches the search but what the seat's view holds, so twin states that differ only in
what the seat cannot see give the same choice from the same generator.
"""

from __future__ import annotations

import math
import random
import time

from engine.errors import PnpkitError
from engine.game import deciding_seat
from engine.lookahead import tried

DEFAULT_PLAYOUTS = 400  # per decision; the time limit below usually ends the search first on a slow game
MOST_PLAYOUTS = 1_000_000  # under a time budget: the clock ends the search
DEFAULT_SECONDS = 0.5  # the default's time limit: a decision's last playout and its listing come on top, under 1 s
DEPTH = 16  # decisions played after the candidate before the position is scored (a game may name its own)
CANDIDATES = 16  # a longer listing (17(21)'s deployments) is searched on this many of its actions...
SCREEN = 256  # ...the best one move ahead of this many sampled from it
EXPLORATION = 0.7  # UCB1's constant, for values scaled to [0, 1]
# The share of a policy's playout moves played at random instead. Without it every playout from one world
# would follow the same line, and a candidate would be misjudged wherever the rules of thumb misjudge the play
# after it (real players do not all follow them); a little noise spreads the playouts over other lines too.
NOISE = 0.1


class SearchBot:
    """Chooses by determinised Monte Carlo search, reading only what its seat may see.

    ``budget`` sets its strength: an int is that many playouts per decision, whatever the time (a
    choice then depends on nothing but the seat's view and the generator: tests and benchmarks give
    one); a float is as many playouts as fit in that many seconds; None is the default, at most
    ``DEFAULT_PLAYOUTS`` playouts within ``DEFAULT_SECONDS``.
    """

    def __init__(
        self,
        rng: random.Random,
        budget: int | float | None = None,
        depth: int | None = None,
        candidates: int = CANDIDATES,
    ):
        self.rng = rng
        if budget is None:
            self.budget, self.seconds = DEFAULT_PLAYOUTS, DEFAULT_SECONDS
        elif isinstance(budget, float):
            self.budget, self.seconds = MOST_PLAYOUTS, budget
        else:
            self.budget, self.seconds = budget, None
        self.depth = depth  # None: the game's own (its worlds module's DEPTH), else DEPTH
        self.candidates = candidates

    def choose(self, state, seat: str):
        """Return the seat's action that did best over ``budget`` playouts on worlds consistent with its view."""
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        if getattr(state, "worlds", None) is None:
            # A game that names no worlds (a plug-in's) cannot be searched without peeking: play at random.
            return actions[int(self.rng.random() * len(actions))]
        evaluate = state.worlds.evaluate
        guide = getattr(state.worlds, "GUIDE", 1)
        policy = getattr(state.worlds, "playout_action", None)
        depth = self.playout_depth(state)
        if len(actions) > self.candidates:
            actions = self._screen(state, seat, actions, evaluate, deadline, policy)
        if getattr(state.worlds, "ROOT", "ucb") == "halving":
            play = self._played_alike(state, seat, actions, evaluate, (guide, depth, policy))
            return actions[sequential_halving(len(actions), self.budget, play, deadline)]
        visits, totals = [0] * len(actions), [0.0] * len(actions)
        values: list[float] = []  # every leaf's value so far: UCB1 sees them scaled to [0, 1] by their range
        for playout in range(self.budget):
            if deadline is not None and playout and time.perf_counter() > deadline:
                break
            world = self.world(state, seat)
            pick = _ucb(visits, totals, playout, values)
            try:
                world.apply_action(actions[pick])
                value = self._playout(world, seat, evaluate, deadline, guide, depth, policy)
            except PnpkitError:
                value = min(values, default=0.0)  # the world refused the action: count it as the worst seen
            visits[pick] += 1
            totals[pick] += value
            values.append(value)
        best = max(range(len(actions)), key=lambda i: (visits[i], totals[i] / visits[i] if visits[i] else 0.0))
        return actions[best]

    def playout_depth(self, state) -> int:
        """Return the decisions a playout makes after the candidate: the bot's own, else its game's, else DEPTH."""
        return self.depth if self.depth is not None else getattr(state.worlds, "DEPTH", DEPTH)

    def _screen(self, state, seat: str, actions, evaluate, deadline: float | None, policy=None) -> list:
        """Return the ``candidates`` actions of a sample of a long listing that look best one move ahead in a world.

        With a game's playout ``policy``, its pick in that world is one of them: one move ahead often says little
        (a pass changes no score until the cards are handed over), and the rules of thumb know better there.
        """
        rng = self.rng
        sample = sorted(rng.sample(range(len(actions)), min(len(actions), SCREEN)))
        world = self.world(state, seat)
        scored = []
        # Screening may take up to half the time limit: the search proper needs the rest.
        stop = None if deadline is None else deadline - self.seconds / 2
        for index in sample:
            if stop is not None and scored and time.perf_counter() > stop:
                break
            outcome = tried(world, actions[index], seat, evaluate)
            if outcome is not None:
                scored.append((outcome[1], -index))
        scored.sort(reverse=True)
        room = self.candidates - (policy is not None)  # the policy's pick takes the last place
        kept = sorted(-negative for _, negative in scored[:room])
        chosen = [actions[index] for index in kept] or [actions[sample[0]]]
        if policy is not None:
            favourite = policy(world, seat, actions, rng.random)
            if favourite not in chosen:
                chosen.append(favourite)
        return chosen

    def _played_alike(self, state, seat: str, actions, evaluate, playout: tuple):
        """Return a function that plays the candidates it is given on one new world, alike, and returns their values.

        Alike: each from a copy of the same world, its playout from a generator of the same seed, so that what
        the world deals and draws falls the same on every candidate. A candidate the world refuses is worth the
        least of the others there (the least seen yet, when the world refuses them all).
        """
        guide, depth, policy = playout
        seen: list[float] = []

        def play(alive: list[int]) -> list[float]:
            world = self.world(state, seat)
            seed = self.rng.getrandbits(64)
            values: list[float | None] = []
            for index in alive:
                copy = world.clone()
                try:
                    copy.apply_action(actions[index])
                    value = self._playout(copy, seat, evaluate, None, guide, depth, policy, random.Random(seed))
                except PnpkitError:
                    value = None
                values.append(value)
            played = [value for value in values if value is not None]
            seen.extend(played)
            worst = min(played or seen or [0.0])
            return [worst if value is None else value for value in values]

        return play

    def world(self, state, seat: str):
        """Return a world the seat cannot tell from the state: what it cannot see dealt anew."""
        return state.worlds.determinize(state, seat, self.rng)

    def _playout(
        self,
        world,
        seat: str,
        evaluate,
        deadline: float | None,
        guide: int = 1,
        depth: int = DEPTH,
        policy=None,
        rng: random.Random | None = None,
    ) -> float:
        """Play on for ``depth`` decisions (or to the deadline): by the game's ``policy``, else the best of ``guide``.

        Without a policy each mover plays the best by its evaluation of ``guide`` random actions (one: at random).

        Return the seat's value of where it ends. ``rng`` moves the players (default: the bot's own generator).
        """
        random_ = (rng or self.rng).random
        decisions = 0
        while not world.is_terminal() and decisions < depth:
            if deadline is not None and time.perf_counter() > deadline:
                break
            mover = deciding_seat(world)
            if mover is None:
                world.apply_action(world.legal_actions()[0])  # a draw from the world's seed
                continue
            actions = world.legal_actions(mover)
            if not actions:
                # A world may deal a mover a hand that leaves it no legal action (its game's worlds are not
                # perfect): nothing can be played there, so the playout is scored where it stands.
                break
            if policy is not None and random_() >= NOISE:
                world.apply_action(policy(world, mover, actions, random_))
            elif guide > 1 and len(actions) > 1 and policy is None:
                world = guided_move(world, mover, actions, evaluate, guide, random_)
            else:
                world.apply_action(actions[int(random_() * len(actions))])
            decisions += 1
        return leaf_value(world, seat, evaluate)


def halving_rounds(count: int, budget: int) -> list[tuple[int, int]]:
    """Return sequential halving's plan for ``count`` candidates: (candidates still in, worlds each) per round.

    The budget of playouts is shared evenly among the rounds (about log2 of the count), and a round's share among
    its candidates; every candidate still in is played on at least one world, so a budget smaller than the count
    is overspent in the first round.
    """
    rounds = max(1, math.ceil(math.log2(count))) if count > 1 else 0
    plan, alive, left = [], count, budget
    for done in range(rounds):
        worlds = max(1, left // (rounds - done) // alive)
        plan.append((alive, worlds))
        left -= alive * worlds
        alive = math.ceil(alive / 2)
    return plan


def sequential_halving(count: int, budget: int, play, deadline: float | None = None) -> int:
    """Return the index of the best of ``count`` candidates by sequential halving with common random numbers.

    ``play(alive)`` plays the candidates still in on one world, alike, and returns their values in that order.
    Each round keeps the better half by mean value; the clock (``deadline``) may end the search after any world,
    when every candidate still in has been played as often as the others. Ties go to the earlier candidate.
    """
    alive = list(range(count))
    totals = [0.0] * count
    for size, worlds in halving_rounds(count, budget):
        for world in range(worlds):
            if deadline is not None and (world or size < count) and time.perf_counter() > deadline:
                return _best(alive, totals)
            for index, value in zip(alive, play(alive), strict=True):
                totals[index] += value
        alive = sorted(alive, key=lambda index: (-totals[index], index))[: math.ceil(size / 2)]
        alive.sort()
    return _best(alive, totals)


def _best(alive: list[int], totals: list[float]) -> int:
    """Return the candidate still in with the highest total (all have been played equally often), earlier on a tie."""
    return max(alive, key=lambda index: (totals[index], -index))


def _ucb(visits: list[int], totals: list[float], played: int, values: list[float]) -> int:
    """Return the candidate to try next: each once in turn, then the highest upper confidence bound."""
    for index, count in enumerate(visits):
        if count == 0:
            return index
    low, spread = min(values), (max(values) - min(values)) or 1.0
    log_played = math.log(played)
    return max(
        range(len(visits)),
        key=lambda i: (totals[i] / visits[i] - low) / spread + EXPLORATION * math.sqrt(log_played / visits[i]),
    )


def guided_move(world, mover: str, actions, evaluate, guide: int, random_):
    """Return the world after the mover's best, by its evaluation, of ``guide`` actions drawn at random from a listing.

    Each is tried on a copy; one the world refuses is skipped. When all are, one more is played on the world
    itself, as an unguided playout would: its refusal reaches the caller, which counts the playout as the worst seen.
    """
    best, best_value = world, None
    for _ in range(guide):
        outcome = tried(world, actions[int(random_() * len(actions))], mover, evaluate)
        if outcome is not None and (best_value is None or outcome[1] > best_value):
            best, best_value = outcome
    if best_value is None:
        world.apply_action(actions[int(random_() * len(actions))])
    return best


def leaf_value(world, seat: str, evaluate) -> float:
    """Return a position's worth to a seat: its game's evaluation (the greedy bot's; it scores a finished game too)."""
    return evaluate(world, seat)
