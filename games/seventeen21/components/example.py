"""The booklet's worked example, played by 17(21)'s own engine: a combat from a position late in a battle,
its shock and rout counted against Cohesion, and the score and grade the battle would end with.

The position is staged on a fresh state (units on the field, reserves, the battle deck), then every
move goes through ``apply_action`` as the referee's would, so each figure the booklet prints is what
the engine computed. ``worked_example`` returns None when an edited rules file lacks what the example
needs (a unit type, a terrain kind or a card value), so the booklet then leaves the example out.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import Message
from games.seventeen21 import actions as a
from games.seventeen21.combat import ATTACK_LINE
from games.seventeen21.scoring import grade_of, victory_points
from games.seventeen21.state import Seventeen21State

# The position, by unit type and terrain kind: (side, wing) -> unit types; each wing's terrain; holders.
UNITS = {
    (0, 0): ("line", "line"),
    (0, 1): ("horse",),
    (0, 2): ("artillery",),
    (1, 1): ("line",),
    (1, 2): ("light", "light"),
}
TERRAIN = ("hamlet", "plains", "woods")
HELD = (0, None, 1)  # North holds the left wing, South the right; the centre is contested
ATTACKER, TARGET, OTHER = (0, 1, 0), (1, 1, 0), ((0, 2, 0), (1, 2, 0))  # (side, wing, place)
# The combat, move by move: (side, "play" a reserve card | "call" a battle card | "stand", its value).
MOVES = (
    (0, "play", 10),
    (1, "call", 4),
    (0, "call", 7),
    (1, "call", 3),
    (0, "stand", None),
    (1, "call", 2),
    (1, "call", 5),
    (1, "call", 1),
    (1, "stand", None),
)
RESERVE_VALUES = ((10, 6, 8), (9, 6, 8))  # each side's reserve at the start (North's 10 is played)


@dataclass(frozen=True)
class WorkedExample:
    """What the engine did and found: the two units, the log of the combat, and the score it leaves."""

    attacker: int  # unit cards
    defender: int
    wing: int
    state: Seventeen21State  # after the combat
    log: list[Message]
    cards: tuple[int, int]  # how many cards each unit took, attacker first
    totals: tuple[int, int]  # their combat values added up
    cohesion: tuple[int, int]  # each unit's Cohesion in that wing
    points: list[int]
    grade: object  # the rules data's Grade, or None for a draw


def worked_example(tables) -> WorkedExample | None:
    """Stage the position, fight the combat through the engine and score the field; None if the data cannot."""
    state = _staged(tables)
    if state is None:
        return None
    attacker = state.field[ATTACKER[0]][ATTACKER[1]][ATTACKER[2]]
    defender = state.field[TARGET[0]][TARGET[1]][TARGET[2]]
    others = [state.field[s][w][p] for s, w, p in OTHER]
    wing = ATTACKER[1]
    cohesion = (state.cohesion(attacker, 0, wing), state.cohesion(defender, 1, wing))
    log = state.apply_action(a.Attack("north", [attacker, others[0]], [defender, others[1]]))
    cards, totals = [0, 0], [0, 0]
    for side, move, value in MOVES:
        seat = ("north", "south")[side]
        if move == "play":
            card = next(c for c in state.hands[side] if tables.value[c] == value)
            log += state.apply_action(a.Play(seat, card))
        elif move == "call":
            log += state.apply_action(a.Call(seat))
            log += state.apply_action(a.Draw(next(c for c in state.deck if tables.value[c] == value)))
        else:
            log += state.apply_action(a.Stand(seat))
        if state.combat is not None and state.combat[0] == attacker:  # the engine's count, while it lasts
            cards = [len(played) for played in state.played]
            totals = [sum(tables.value[card] for card in played) for played in state.played]
    # The engine goes straight on to the second declared attack: the example ends with the first combat.
    starts = [i for i, line in enumerate(log) if line.msgid == ATTACK_LINE]
    log = log[: starts[1]] if len(starts) > 1 else log
    points = victory_points(state)
    grade = grade_of(tables.rules, abs(points[0] - points[1]))
    return WorkedExample(attacker, defender, wing, state, log, tuple(cards), tuple(totals), cohesion, points, grade)


def _staged(tables) -> Seventeen21State | None:
    """A fresh state set to the example's position, North to act; None when the data lacks a piece."""
    rules = tables.rules
    if not set(TERRAIN) <= set(rules.terrain) or not {t for ts in UNITS.values() for t in ts} <= set(rules.units):
        return None
    state = Seventeen21State(tables, seed=0, options=None, log=True)
    free = list(range(tables.units))

    def take(kind: str | None = None, value: int | None = None) -> int:
        card = next(
            (c for c in free if (kind is None or tables.unit_type[c] == kind) and (value in (None, tables.value[c]))),
            None,
        )
        if card is None:
            raise LookupError
        free.remove(card)
        return card

    try:
        for (side, wing), kinds in UNITS.items():
            state.field[side][wing] = [take(kind) for kind in kinds]
        state.hands = [[take(value=value) for value in values] for values in RESERVE_VALUES]
        needed = [value for side, move, value in MOVES if move == "call"]
        state.deck = [take(value=value) for value in needed]
    except LookupError:
        return None
    state.deck += free  # the rest of the unit cards wait in the battle deck
    state.deck.sort()
    state.terrain_deck = []
    state.wings = [tables.terrain_kind.index(kind) for kind in TERRAIN]
    state.held = list(HELD)
    state.turn, state.player, state.actor, state.step = 1, 0, 0, "turn"
    return state
