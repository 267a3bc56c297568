"""What ``pnpkit simulate`` prints about a batch of games: each seat's wins, shared wins, draws, rounds and pace."""

from __future__ import annotations

from engine.i18n import N_, Message, nmessage
from engine.simulate import Summary


def summary_lines(summary: Summary, game: str, seats, bot: str, seed: int) -> list[Message]:
    """Return the report of a batch of simulated games, one message a line: a heading, then the figures under it."""
    count = summary.games
    lines = [
        nmessage(
            "%(count)d game of %(game)s, %(bot)s bots, seeds %(first)d to %(last)d",
            "%(count)d games of %(game)s, %(bot)s bots, seeds %(first)d to %(last)d",
            count,
            game=game,
            bot=bot,
            first=seed,
            last=seed + count - 1,
        )
    ]
    for seat in seats:
        wins = summary.wins[seat]
        lines.append(
            nmessage(
                "%(seat)-12s %(count)6d win  (%(percent)5.1f %%)",
                "%(seat)-12s %(count)6d wins (%(percent)5.1f %%)",
                wins,
                seat=seat,
                percent=_percent(wins, count),
            )
        )
    lines.append(
        Message(N_("draws: %(count)d (%(percent).1f %%)"), count=summary.draws, percent=_percent(summary.draws, count))
    )
    lines.append(
        Message(
            N_("shared wins: %(count)d (%(percent).1f %%)"),
            count=summary.shared,
            percent=_percent(summary.shared, count),
        )
    )
    if summary.shared:
        explained = N_(
            "A shared win counts as a win for each of its winners, so the wins may add up to more than the games."
        )
        lines.append(Message(explained))
    rounds = summary.rounds
    lines.append(
        Message(
            N_("rounds per game: mean %(mean).2f, min %(least)d, max %(most)d"),
            mean=sum(rounds) / len(rounds),
            least=min(rounds),
            most=max(rounds),
        )
    )
    lines.append(pace(summary))
    return lines


def pace(summary: Summary) -> Message:
    """Say how fast the games went: games per second, or seconds per game when under one game a second."""
    rate = summary.games_per_second()
    if 0 < rate < 1:  # "0 games per second" would say nothing: a slow game's own time says more
        return Message(
            N_("%(seconds).1f s per game (invariants checked after every action)"),
            seconds=summary.seconds / summary.games,
        )
    return nmessage(
        "%(count)d game per second (invariants checked after every action)",
        "%(count)d games per second (invariants checked after every action)",
        round(rate),
    )


def _percent(part: int, whole: int) -> float:
    return 100 * part / whole if whole else 0.0
