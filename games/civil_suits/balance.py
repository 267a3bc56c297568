"""What Civil Suits' balance report counts in each game: the winner's demerits, and the margin over the next."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.civil_suits.data import SEATS

FIGURES = {
    "winning_total": Message(N_("The winner's demerits after four rounds (in steps of ten)")),
    "margin": Message(N_("The winner's lead over the next player, in demerits")),
}


def figures(state) -> dict[str, list[tuple[Message | str, str | None]]]:
    """Return each figure's (category, winning seat or None) pairs for one finished game."""
    totals = state.totals()
    ranked = sorted(totals)
    best = ranked[0]
    winner = SEATS[totals.index(best)] if ranked[1] != best else None
    step = 10 * (best // 10)
    return {
        "winning_total": [(f"{step}–{step + 9}", winner)],
        "margin": [(str(min(ranked[1] - best, 10)) + ("+" if ranked[1] - best >= 10 else ""), winner)],
    }
