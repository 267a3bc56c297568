"""What Walsingham's balance report counts in each game: whether there was a Spy, and whether the Spy won."""

from __future__ import annotations

from engine.i18n import N_, Message

FIGURES = {"spy": Message(N_("The Spy: games with a Spy, and how they ended"))}
SPY_WON, SPY_LOST, NO_SPY = (
    Message(N_("The Spy won")),
    Message(N_("The Spy lost")),
    Message(N_("No Spy in the game")),
)


def figures(state) -> dict[str, list[tuple[Message | str, str | None]]]:
    """Return each figure's (category, winning seat or None) pairs for one finished game."""
    scoring = state.scoring
    if scoring["spy"] is None:
        return {"spy": [(NO_SPY, None)]}
    return {"spy": [(SPY_WON if scoring["spy_wins"] else SPY_LOST, state.seats[scoring["spy"]])]}


def spy_games(records: list[dict]) -> tuple[int, int]:
    """Return (games the Spy won, games with a Spy) from the report's records."""
    spied = [pair for record in records for pair in record["figures"]["spy"] if pair[1] is not None]
    return sum(1 for category, _ in spied if category == SPY_WON.to_json()), len(spied)
