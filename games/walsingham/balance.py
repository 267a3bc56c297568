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
    return {"spy": [(SPY_WON if scoring["spy_wins"] else SPY_LOST, None)]}


def rates(records: list[dict]) -> list[tuple[Message, int, int]]:
    """Return the rates the report states with their intervals: the Spy's wins in the games with a Spy."""
    cases = [category for record in records for category, _ in record["figures"]["spy"]]
    spied = [category for category in cases if category != NO_SPY.to_json()]
    won = sum(1 for category in spied if category == SPY_WON.to_json())
    return [(Message(N_("The Spy's wins, in the games with a Spy")), won, len(spied))]
