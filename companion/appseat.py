"""Seats the app plays: when the app is due at a table, what it does there, and what people may not do there.

A table may hand any of its seats to the app (one person against the app, three people and the app as the
fourth). The app is a player like any other: its bot reads only its own seat's view (a search bot when one
is installed, otherwise a random one), and its actions go through the table's one path (companion.service),
so they are stored, logged, undone and replayed as a phone's are, with ``APP`` as their actor. At such a
table the app also makes the draws its game's rules data lists (``app_seat.draws``: they deal or draw into
the pile where its cards lie), and refuses the actions listed there (``app_seat.refused``) and any draw
people would enter unseen. What is played out at the table away from the app (``app_seat.reported``: a battle
fought with miniatures) is a person's to enter; the app enters it, at random, only where no person may.
"""

from __future__ import annotations

import logging
import random
from importlib.util import find_spec

from engine.errors import IllegalActionError, InvalidActionError, PnpkitError
from engine.game import CHANCE
from engine.i18n import N_
from engine.simulate import drawn_report, make_bot, reported_kinds

log = logging.getLogger(__name__)


class AppSeatsError(InvalidActionError):
    """The seats asked of the app are not seats of the table, or are all of them."""


APP = "app"  # the actor stored with every action the app made
MOST_IN_A_ROW = 2000  # the app's actions after one change, at most: a bound against a fault looping for ever


def bot_name() -> str:
    """Return the bot the app plays with: "search" (reads its seat's view only) when installed, else "random"."""
    return "search" if find_spec("engine.search") is not None else "random"


def procedure(game):
    """Return the game's rules data on playing against the app (``app_seat``), or None for a game without it."""
    return getattr(game.rules, "app_seat", None)


def draws(game) -> frozenset[str]:
    """Return the kinds of draw the app makes itself at a table where it plays a seat."""
    data = procedure(game)
    return frozenset(data.draws if data else ())


def refused(game) -> frozenset[str]:
    """Return the kinds of action nobody may take at a table where the app plays a seat."""
    data = procedure(game)
    return frozenset(data.refused if data else ())


def is_due(game, state, app_seats: tuple[str, ...]) -> bool:
    """Tell whether the app acts now at a table: a draw it makes, or a choice of one of its seats."""
    if not app_seats or state.is_terminal():
        return False
    if state.current_player() == CHANCE:
        return _app_draw(game, state) is not None
    return any(seat in app_seats for seat in state.seats_to_act())


def _app_draw(game, state):
    """Return the draw due now if the app makes it at a table where it plays (None otherwise)."""
    try:
        drawn = state.sampled_outcome()
    except PnpkitError:
        return None
    return drawn if type(drawn).kind in draws(game) else None


def next_action(game, state, app_seats: tuple[str, ...], seed: int, count: int, budget: int | float | None):
    """Return the action the app takes now at a table (a draw, or a choice of one of its seats), or None.

    ``count`` (the table's actions so far) and the table's seed give the bot's random numbers, so two
    servers asked the same question answer alike.
    """
    if not is_due(game, state, app_seats):
        return None
    if state.current_player() == CHANCE:
        return _app_draw(game, state)
    seat = next((seat for seat in state.seats_to_act() if seat in app_seats), None)
    if seat is None:
        return None
    rng = random.Random(f"{seed}:{count}:{seat}")
    try:
        choice = make_bot(bot_name(), game, rng, budget).choose(state, seat)
    except Exception:
        # A fault of the search must not fail the person's request that made the app due, nor stop the app for
        # good (the same question would fail the same way): it is logged, and the app plays at random this once.
        log.exception("The app's search failed for %s at action %d; it plays at random this once.", seat, count)
        choice = make_bot("random", game, rng).choose(state, seat)
    refusals = refused(game)
    if type(choice).kind in refusals:
        # The bot does not know the table's refusals: take another of the seat's legal actions at random.
        allowed = [action for action in state.legal_actions(seat) if type(action).kind not in refusals]
        choice = allowed[rng.randrange(len(allowed))]
    if type(choice).kind in reported_kinds(game):
        return _report(game, state, seat, app_seats, rng)
    return choice


def _report(game, state, seat: str, app_seats: tuple[str, ...], rng: random.Random):
    """Return the app's report of what the table played out (a battle), or None when a person's phone reports it.

    The app never rules on its own game: its bot, which plays for its seat, would report that seat the winner.
    Where a person may report (the other side's commander), the app leaves it to them (its bot chose to do
    nothing more first: no terrain card, say). Where only the app's seats may (two of its kingdoms fought),
    nobody played it out, so the outcome is drawn at random, favouring neither.
    """
    if any(other not in app_seats for other in state.seats_to_act()):
        return None
    return drawn_report(state, seat, reported_kinds(game), rng)


def check_human_action(game, state, app_seats: tuple[str, ...], action) -> None:
    """Refuse, at a table with app seats, a draw the app makes, an unseen draw, or an action its rules refuse."""
    if not app_seats:
        return
    kind = type(action).kind
    if kind in draws(game) and state.current_player() == CHANCE:
        raise IllegalActionError(N_("At a table where the app plays a seat, the app makes this draw."))
    if getattr(action, "unseen", False):
        raise IllegalActionError(N_("At a table where the app plays a seat, every card must be known to the app."))
    if kind in refused(game):
        raise IllegalActionError(N_("At a table where the app plays a seat, every card must be entered."))


def check_seats(game, seats_at_table: tuple[str, ...], app_seats) -> tuple[str, ...]:
    """Return the app seats asked for, in the game's order; refuse a seat not at the table, or every seat."""
    asked = set(app_seats)
    unknown = asked - set(seats_at_table)
    if unknown:
        raise AppSeatsError(N_("There is no seat %(role)s at this table."), role=sorted(unknown)[0][:40])
    if asked and asked >= set(seats_at_table):
        raise AppSeatsError(N_("The app cannot play every seat: keep at least one for a person."))
    return tuple(seat for seat in seats_at_table if seat in asked)
