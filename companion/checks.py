"""The check step of a change: what a seat's action must pass before it is committed, and its refusals otherwise.

An action is checked against the version it was made against (an older one is stale, but for a secret
choice made in the step still going on), read as one of the game's actions, checked against the seat that
sends it, and at a table where the app plays a seat, against what people may not do there
(companion.appseat). The rules' own checks come with the commit (companion.commits): the engine checks
everything before it changes anything.
"""

from __future__ import annotations

from companion import appseat
from companion.plugins import plugin_for
from companion.storage import Viewer
from companion.tables import LiveTable
from engine.actions import SECRET
from engine.errors import PnpkitError
from engine.game import SIMULTANEOUS
from engine.i18n import N_


class ForbiddenActionError(PnpkitError, PermissionError):
    """The viewer may not make this change (an onlooker acting, or a seat acting for the other side)."""


class StaleRequestError(PnpkitError):
    """The request was made against an older version of the table."""


def checked_action(live: LiveTable, viewer: Viewer, version: int, data: dict):
    """Return the action a seat sent, read and checked; refuse it if it may not be made now by this phone."""
    if version != live.version and not _commutes(live, version, data):
        raise stale(version, live.version)
    action = live.game.action_from_json(data)
    _check_actor(live, viewer, action)
    appseat.check_human_action(live.game, live.state, live.record.app_seats, action)
    return action


def stale(sent: int, current: int) -> StaleRequestError:
    """Return the refusal of a change made against version ``sent`` of a table now at ``current``."""
    return StaleRequestError(
        N_("The table changed (it is at version %(current)d, your request was made at %(sent)d); nothing was done."),
        current=current,
        sent=sent,
    )


def _commutes(live: LiveTable, version: int, data) -> bool:
    """Tell whether a request made against an older version is a secret choice made in the same step still."""
    since = live.commuting_since
    if since is None or not since <= version < live.version:
        return False
    try:
        action = live.game.action_from_json(data)
    except PnpkitError:
        return False
    return type(action).reveals == SECRET and live.state.current_player() == SIMULTANEOUS


def _check_actor(live: LiveTable, viewer: Viewer, action) -> None:
    """Refuse an onlooker's action and a seat's action made for another seat."""
    if viewer.role not in live.game.seats:
        raise ForbiddenActionError(N_("The board is for watching; only the players' phones can act."))
    seat = live.game.action_seat(action)
    if seat is not None and seat != viewer.role:
        raise ForbiddenActionError(
            N_("This phone plays for %(seat)s; it cannot act for another seat."),
            seat=plugin_for(live.game).side_name(live.game, viewer.role),
        )
