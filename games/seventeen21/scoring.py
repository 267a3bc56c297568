"""Winning the day (rulebook part V): victory points from held terrain, and the grade of the victory."""

from __future__ import annotations

from engine.game import Outcome
from engine.i18n import N_, Message
from games.seventeen21.data import text
from games.seventeen21.schema import SEATS


def victory_points(state) -> list[int]:
    """V.1: each side scores the Cohesion of its units in the terrain it holds (ruling victory-points)."""
    points = [0, 0]
    for wing, holder in enumerate(state.held):
        if holder is not None:
            points[holder] += sum(state.cohesion(unit, holder, wing) for unit in state.field[holder][wing])
    return points


def grade_of(rules, margin: int):
    """Return the victory grade of a margin of victory points, or None for a draw."""
    for grade in rules.victory:
        if margin >= grade.min and (grade.max is None or margin <= grade.max):
            return grade
    return None


def finish_battle(state, lines) -> None:
    """End the battle: score it, name the winner and the grade."""
    points = victory_points(state)
    margin = abs(points[0] - points[1])
    grade = grade_of(state.t.rules, margin)
    if grade is None:
        reason = Message(N_("The battle is drawn, %(first)d to %(second)d."), first=points[0], second=points[1])
        state.result = Outcome("draw", None, reason)
    else:
        winner = 0 if points[0] > points[1] else 1
        reason = Message(
            N_("%(seat)s won the day by %(margin)d points, %(first)d to %(second)d: %(grade)s."),
            seat=state.name(winner),
            margin=margin,
            first=points[winner],
            second=points[1 - winner],
            grade=text(grade.name),
        )
        state.result = Outcome("victory_points", SEATS[winner], reason)
    state.step = "over"
    state.actor = None
    if lines is not None:
        lines.append(reason)
