"""Looks at civil suits claimed on the players' word, after the tricks went unentered (``end_tricks``).

The app did not see those tricks, so it cannot know who won Intelligence in them. A claim shows the
suit only once the player looked at confirms it on their own phone, and there are never more claims
(waiting or confirmed) than tricks were left unentered: each trick has one Champion of Intelligence.
"""

from __future__ import annotations

from engine.errors import IllegalActionError, illegal
from engine.i18n import N_, Message, nmessage
from games.civil_suits.data import SEATS


def count_unentered(state) -> int:
    """Return how many tricks are left to play when the tricks go unentered: the most cards any hand holds."""
    return max(state.hand_size(seat) for seat in range(4))


def claims_left(state) -> int:
    """Return how many more looks may still be claimed this round."""
    used = len(state.claims) + sum(len(seen) for seen in state.claimed_peeks)
    return max(state.unentered - used, 0)


def claim(state, seat: int, target: int, lines: list | None) -> None:
    """A player says they won Intelligence in an unentered trick and asks to look at an opponent's suit."""
    if (seat, target) in state.claims or target in state.claimed_peeks[seat]:
        raise illegal(
            N_("%(seat)s has already claimed a look at the civil suit of %(target)s."),
            seat=state.name(seat),
            target=state.name(target),
        )
    if not claims_left(state):
        raise IllegalActionError(
            nmessage(
                "%(count)d trick went unentered, and each gave one look at most: no more can be claimed.",
                "%(count)d tricks went unentered, and each gave one look at most: no more can be claimed.",
                state.unentered,
            )
        )
    state.claims.append((seat, target))
    if lines is not None:
        lines.append(
            Message(
                N_(
                    "%(seat)s says they won Intelligence in a trick the app did not see and asks to look at "
                    "the civil suit of %(target)s, who must confirm it on their phone."
                ),
                seat=state.name(seat),
                target=state.name(target),
            )
        )


def answer(state, action, lines: list | None) -> None:
    """The player a look was claimed at confirms it (the claimant then sees the suit) or does not."""
    target = state._seat(action.seat)
    claimant = SEATS.index(action.claimant) if action.claimant in SEATS else None
    if (claimant, target) not in state.claims:
        raise illegal(
            N_("No look at the civil suit of %(seat)s is waiting for an answer from that seat."),
            seat=state.name(target),
        )
    state.claims.remove((claimant, target))
    if action.agree:
        state.claimed_peeks[claimant].append(target)
        text = N_("%(target)s confirmed: %(seat)s looked at their civil suit.")
    else:
        text = N_("%(target)s did not confirm the claim of %(seat)s; no civil suit was shown.")
    if lines is not None:
        lines.append(Message(text, seat=state.name(claimant), target=state.name(target)))
