"""The undo policy, as trusted game sites keep it: a seat takes back only its own last action, and never
information already shown to any seat unless every other seated phone agrees.

What an action shows is declared once per action type (``engine.actions``: ``reveals``) and worked out
by ``engine.reveals``: a draw, a peek, the last of a step's secret choices, a scoring. Taking back such
an action is a request: it is shown on every phone and in the log, and each other seat accepts or
declines it on its own screen; the last acceptance takes the action back. A new action ends a request.
A pending request and the log's lines about requests and answers are stored with the table.

At a table where the app plays a seat (companion.appseat), the app's moves that followed a person's action
are taken back with it: the person's undo covers them. The app never asks for an undo and agrees to every
request, so only the people are asked.

``ask`` and ``answer`` are an undo's check, commit and notes: the steps of its pass (companion.service), which
then lets the app move if it is due. A copy a failed write may have left apart from the store is marked spoiled,
and the pass lets it go.
"""

from __future__ import annotations

from companion import snapshots
from companion.appseat import APP
from companion.checks import stale
from companion.plugins import plugin_for, seats_at_table
from companion.storage import StaleVersionError, get_db
from engine.errors import IllegalActionError, PnpkitError
from engine.i18n import N_, Message, all_of, render
from engine.reveals import is_revealing


class ForbiddenUndoError(PnpkitError, PermissionError):
    """The viewer may not take this action back (not a seat, or not the action's own seat)."""


def ask(live, viewer, version: int) -> None:
    """Take back the table's last action for its own seat, or ask the others first if it showed anything."""
    seats = live.game.seats
    if viewer.role not in seats:
        raise ForbiddenUndoError(N_("Only the players' phones can undo."))
    if version != live.version:
        raise stale(version, live.version)
    if not live.record.actions:
        raise IllegalActionError(N_("There is nothing to undo."))
    if pending(live) is not None:
        raise IllegalActionError(N_("An undo is already waiting for the other players' answers."))
    count = _own_run(live.record.actors, viewer.role)
    if count is None:
        author = next((actor for actor in reversed(live.record.actors) if actor != APP), None)
        raise ForbiddenUndoError(
            N_("Only the phone that made the last action (%(seat)s) can take it back."), seat=_name(live, author)
        )
    rebuilt = _rebuilt(live, count)
    lines = [line.to_json() for line in live.state.log[len(rebuilt.log) :]]
    if len(_people(live)) == 1 or not _shows_anything(live, rebuilt, count):
        _take_back(live, viewer.role, version, rebuilt, lines, [], count)
        return
    request = {
        "seat": viewer.role,
        "asked_at": version + 1,
        "version": version + 1,
        "lines": lines,
        "agreed": [],
        "count": count,
    }
    asked = N_(
        "%(seat)s asked to take back their last action, which showed the table something; "
        "every other player must agree."
    )
    _change(live, version, [_note(live, asked, viewer.role)], request)


def answer(live, viewer, version: int, accept: bool) -> None:
    """Record a seat's answer to the pending undo request; the last agreement takes the action back."""
    if viewer.role not in live.game.seats:
        raise ForbiddenUndoError(N_("Only the players' phones can answer an undo."))
    request = pending(live)
    if request is None:
        raise IllegalActionError(N_("No undo is waiting for an answer."))
    if viewer.role == request["seat"]:
        raise IllegalActionError(N_("You asked for this undo; the other players answer it."))
    if viewer.role in request["agreed"]:
        raise IllegalActionError(N_("This phone has already agreed to the undo."))
    # Answers of different seats commute: one made against any version since the request still counts.
    if version < request["asked_at"] or version > live.version:
        raise stale(version, live.version)
    if not accept:
        declined = _note(live, N_("%(seat)s declined the undo; nothing was taken back."), viewer.role)
        _change(live, live.version, [declined], None)
        return
    agreed = _note(live, N_("%(seat)s agreed to the undo."), viewer.role)
    request = {**request, "agreed": [*request["agreed"], viewer.role], "version": live.version + 1}
    if waiting_seats(live, request):
        _change(live, live.version, [agreed], request)
        return
    count = request.get("count", 1)
    _take_back(live, request["seat"], live.version, _rebuilt(live, count), request["lines"], [agreed], count)


def pending(live) -> dict | None:
    """Return the undo request waiting for answers, if no other change came since."""
    request = live.record.undo_request
    return request if request is not None and request["version"] == live.version else None


def waiting_seats(live, request: dict) -> list[str]:
    """Return the seats that have not yet agreed to a request."""
    return [seat for seat in _people(live) if seat != request["seat"] and seat not in request["agreed"]]


def request_view(live, seat: str | None, tr) -> dict | None:
    """Describe the pending request to a viewer: who asks, what would be taken back, who must still agree."""
    request = pending(live)
    if request is None:
        return None
    waiting = waiting_seats(live, request)
    lines = " ".join(render(Message.from_json(line), tr) for line in request["lines"])
    text = Message(
        N_("%(seat)s asks to take back: %(lines)s Waiting for %(waiting)s to agree."),
        seat=_name(live, request["seat"]),
        lines=lines,
        waiting=all_of(_name(live, other) for other in waiting),
    )
    return {"seat": request["seat"], "text": render(text, tr), "waiting": waiting, "can_answer": seat in waiting}


def can_undo(live, seat: str | None) -> bool:
    """Tell whether a seat's phone may take back (or ask to take back) the last action now."""
    return seat is not None and _own_run(live.record.actors, seat) is not None and pending(live) is None


def _own_run(actors: list[str], seat: str) -> int | None:
    """Return how many of the last actions a seat's undo takes back: its own last one and the app's after it.

    None when the last action that was not the app's is another's (or there is none).
    """
    for count, actor in enumerate(reversed(actors), start=1):
        if actor != APP:
            return count if actor == seat else None
    return None


def _people(live) -> list[str]:
    """Return the seats people play at the table (the app agrees to every undo, so it is never asked)."""
    app = live.record.app_seats
    return [seat for seat in seats_at_table(live.game, live.state) if seat not in app]


def _shows_anything(live, rebuilt, count: int) -> bool:
    """Tell whether any of the last ``count`` actions showed a seat something, played again from ``rebuilt``.

    The app's moves always count: every person saw them, and one who takes back the move the app answered
    would play again knowing the answer, which no other person at the table agreed to.
    """
    if count > 1:
        return True
    state = rebuilt.clone()
    for data in live.record.actions[-count:]:
        action = live.game.action_from_json(data)
        if is_revealing(state, action):
            return True
        state.apply_action(action)
    return False


def _name(live, role: str | None):
    if role in live.game.seats:
        return plugin_for(live.game).side_name(live.game, role)
    return role or "?"


def _rebuilt(live, back: int = 1):
    """Return the table's state before its last ``back`` actions, from the newest snapshot that does not cover them."""
    record = live.record
    count = len(record.actions) - back
    return snapshots.replayed(live.game, record, count, get_db().latest_snapshot(record.id, at_most=count)).state


def _note(live, msgid: str, seat: str, position: int | None = None) -> tuple[int, dict]:
    """Return a log line about the undo, placed after the game's lines so far (or ``position`` of them)."""
    where = len(live.state.log) if position is None else position
    return (where, Message(msgid, seat=_name(live, seat)).to_json())


def _change(live, version: int, notes: list, request: dict | None) -> None:
    """Store notes and the pending request as one change of the table (every phone sees it)."""
    record = live.record
    try:
        record.version = get_db().note_undo(record.id, version, notes, request)
    except StaleVersionError as error:
        live.spoiled = True  # let go at the change's end: replayed from the stored log on its next use
        raise stale(version, version + 1) from error
    record.notes.extend(notes)
    record.undo_request = request
    live.answers = {}
    live.commuting_since = record.version


def _take_back(live, seat: str, version: int, rebuilt, lines: list, notes: list, count: int = 1) -> None:
    """Remove the last ``count`` actions (the seat's own, and the app's after it), the seat's last of all."""
    record = live.record
    new_version = version
    try:
        for left in range(count - 1, -1, -1):
            # The lines of the whole undo go with the seat's own action, the last removed: the note the phones show.
            new_version = get_db().remove_last_action(record.id, new_version, seat, [] if left else lines)
    except BaseException as error:
        live.spoiled = True  # the store may hold part of the take-back: replayed from its log on its next use
        if isinstance(error, StaleVersionError):
            raise stale(version, version + 1) from error
        raise
    record.last_undo = {"version": new_version, "seat": seat, "action": record.actions[-count], "lines": lines}
    record.actions = record.actions[:-count]
    record.actors = record.actors[:-count]
    record.version = new_version
    live.commuting_since = new_version
    live.state = rebuilt
    notes = [*notes, _note(live, N_("%(seat)s took back their last action."), seat)]
    get_db().note_undo(record.id, None, notes, None)
    record.notes.extend(notes)
    record.undo_request = None
    live.answers = {}
    live.rendered_log = {}
