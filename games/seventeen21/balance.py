"""What 17(21)'s balance report counts in each battle: the grade of victory, and the margin of victory points."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.seventeen21.data import text
from games.seventeen21.scoring import grade_of, victory_points

FIGURES = {
    "grade": Message(N_("How the day was won: the grade of victory")),
    "margin": Message(N_("The margin of victory points (in steps of five)")),
}
DRAWN = Message(N_("Drawn"))


def figures(state) -> dict[str, list[tuple[Message | str, str | None]]]:
    """Return each figure's (category, winning seat or None) pairs for one finished battle."""
    winner = state.outcome().winner
    points = victory_points(state)
    margin = abs(points[0] - points[1])
    grade = grade_of(state.t.rules, margin)
    step = 5 * (margin // 5)
    return {
        "grade": [(DRAWN if grade is None else text(grade.name), winner)],
        "margin": [(f"{step}–{step + 4}", winner)],
    }
