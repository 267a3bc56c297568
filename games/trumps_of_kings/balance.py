"""What Trumps of Kings' balance report counts in each game: the kingdoms that won, and how many shared the win."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.trumps_of_kings.data import SEATS

FIGURES = {
    "kingdoms": Message(N_("Wins by kingdom")),
    "shared": Message(N_("Kingdoms sharing the win")),
}


def figures(state) -> dict[str, list[tuple[Message | str, str | None]]]:
    """Return each figure's (category, winning seat or None) pairs for one finished game."""
    winners = state.outcome().winners
    names = state.t.kingdom_names
    return {
        "kingdoms": [(names[SEATS.index(seat)], None) for seat in winners],
        "shared": [(str(len(winners)), None)],
    }
