"""What A Very Civil Whist's balance report counts in each game: the tracks its winner held, and its last round."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.avcw.data import SIDES

FIGURES = {
    "tracks": Message(N_("Wins by track: the war fronts standing in the winner's victory spaces at the end")),
    "rounds": Message(N_("Wins by round: the round in which the game was decided")),
}


def figures(state) -> dict[str, list[tuple[Message | str, str | None]]]:
    """Return each figure's (category, winning seat or None) pairs for one finished game."""
    result = state.outcome()
    winner = result.winner if result else None
    tracks = []
    if winner is not None:
        side = SIDES.index(winner)
        tracks = [(track.name, winner) for track in state.t.tracks if track.victory[state.fronts[track.index]] == side]
    return {"tracks": tracks, "rounds": [(str(state.round), winner)]}
