"""Live tables: each table's state kept in memory, rebuilt from its stored log, changed one action at a time.

The stored log is the truth (companion.storage); this module keeps a replayed copy of each table so
that a poll costs a dictionary look-up, never a replay. A change takes the table's lock, checks the
version the request was made against, checks the action against the rules, commits it to the store
and only then updates the copy, so an answer always describes what is on disk.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from contextlib import suppress
from dataclasses import dataclass, field

from companion import appseat, snapshots, undo
from companion.footprint import table_footprint
from companion.plugins import plugin_for, seats_at_table, table_game
from companion.presence import Presence
from companion.storage import StaleVersionError, TableRecord, Viewer, get_db
from engine.actions import SECRET
from engine.errors import InvalidActionError, PnpkitError
from engine.game import SIMULTANEOUS
from engine.i18n import N_, Message
from engine.reveals import is_quiet_choice, step_mark
from engine.rng import seed_from_text

ONLOOKER_ROLES = ("board", "host")


class ForbiddenActionError(PnpkitError, PermissionError):
    """The viewer may not make this change (an onlooker acting, or a seat acting for the other side)."""


class LinkReplacedError(PnpkitError, LookupError):
    """The link was replaced by a new one on the host's page."""


LINK_REPLACED = N_("This link was replaced by a new one on the host's page; ask the host for the new link.")


class StaleRequestError(PnpkitError):
    """The request was made against an older version of the table."""


@dataclass
class LiveTable:
    """One table in memory: its stored record, the replayed state, and answers cached for this version."""

    record: TableRecord
    game: object
    state: object
    lock: threading.Lock = field(default_factory=threading.Lock)
    answers: dict = field(default_factory=dict)  # what is made once per version (emptied by every change)
    rendered_log: dict = field(default_factory=dict)  # locale -> its LogCache (companion.answerlog)
    # (seat, locale) -> the latest answer built, and the text of the one before (companion.answers).
    heads: dict = field(default_factory=dict)
    earlier: dict = field(default_factory=dict)
    # The oldest version from which every change was a secret choice of the step still going on: a secret
    # choice sent against any of those versions is accepted (secret choices of different seats commute).
    # Kept up to date by each change; worked out from the stored log when a table is loaded (commuting_since).
    commuting_since: int | None = None  # None: none commute (set when a table is made or loaded)
    last_used: float = field(default_factory=time.monotonic)
    footprint: tuple | None = None  # (what it was worked out for, bytes): companion.footprint
    # (the version after them, their log lines): what the app did in its latest run of moves, for the phones.
    app_moves: tuple[int, list] | None = None

    @property
    def version(self) -> int:
        """Return the number of changes accepted so far (actions and undos)."""
        return self.record.version


class TableHub:
    """The live tables of one app, loaded lazily from the store and let go again to keep memory bounded.

    A table in memory is only a replayed copy: its log is on disk, and the next request for it loads
    it again, so nothing accepted is lost. Tables are let go, least recently used first, when there are
    more than ``max_tables`` of them or they hold more than ``max_bytes`` together (companion.footprint),
    and each one once it has been idle ``idle_seconds`` (``finished_seconds`` for a game that is over).
    """

    SWEEP_EVERY = 1.0  # seconds between two looks for idle tables and the memory bound

    def __init__(
        self,
        max_tables: int = 200,
        max_bytes: int | None = None,
        idle_seconds: float = 30 * 60,
        finished_seconds: float = 5 * 60,
        snapshot_every: int = 32,
        store=get_db,
        shared: bool = True,
        app_budget: int | float | None = None,
        feed=None,
    ):
        self.store = store  # this thread's store: a request's, or the version poll's outside any request
        # Shared: other processes may change the tables too (PostgreSQL, or an SQLite file this process does not
        # hold alone), so every request reads the stored version. A process that serves its SQLite file alone
        # (serve takes the file's lock) makes every change itself, and its memory is the stored version.
        self.shared = shared
        # The versions PostgreSQL announces (companion/storage/versionfeed.py), if any: a question that says what
        # its asker has seen is answered from it without reading the store, while it has that much.
        self.feed = feed
        self.max_tables = max_tables
        self.max_bytes = max_bytes
        self.idle_seconds = idle_seconds
        self.finished_seconds = finished_seconds
        self.snapshot_every = snapshot_every  # a snapshot is stored after every this many actions (0: never)
        self.app_budget = app_budget  # an app seat's search per move: playouts or seconds (None: its default)
        self._tables: OrderedDict[str, LiveTable] = OrderedDict()  # least recently used first
        self._viewers: dict[str, Viewer] = {}  # tokens of the tables in memory only
        self._loading = threading.Lock()
        self._next_sweep = 0.0
        self.presence = Presence()  # when each link last polled (the host page's "connected")

    def viewer(self, token: str) -> Viewer | None:
        """Return who holds a token (None for an unknown token); raise LinkReplacedError for a replaced one."""
        found = self._viewers.get(token)
        if found is None and 8 <= len(token) <= 64:
            db = self.store()
            found = db.find_viewer(token)  # kept in memory with its table when that is loaded (_keep)
            if found is None and db.is_replaced(token):
                raise LinkReplacedError(LINK_REPLACED)
        return found

    def table_for(self, viewer: Viewer, seen: int | None = None) -> LiveTable:
        """Return a viewer's table as ``table`` does; raise LinkReplacedError when its link has been replaced.

        A link replaced through another process reaches this one as a change of the table: once the copy is
        at the stored version, a token it no longer lists is refused, on every process alike.
        """
        live = self.table(viewer.table_id, seen)
        if live.record.viewers.get(viewer.role) != viewer.token:
            raise LinkReplacedError(LINK_REPLACED)
        return live

    def stored_version(self, token: str, seen: int | None = None) -> int | None:
        """Return the stored version of a token's table when the token is known in memory (the poll's fast path)."""
        viewer = self._viewers.get(token)
        if viewer is None:
            return None
        self.presence.note(token)
        return self.version_of(viewer.table_id, seen)

    def version_of(self, table_id: str, seen: int | None = None) -> int:
        """Return a table's stored version without loading it: memory answers only when it is the store.

        Otherwise the version is the store's, not the copy's in memory: another process may have changed the
        table, and a phone must never be told an older version than one it has seen (``seen``, if it says).
        """
        live = self._tables.get(table_id)
        if live is not None and not self.shared:
            return live.version
        version = self._stored_version(table_id, seen)
        if version is None:
            raise LookupError(table_id)
        return version

    def _stored_version(self, table_id: str, seen: int | None) -> int | None:
        """Return a table's version in the store: as announced, when the asker says it has seen no later one."""

        def read():
            return self.store().table_version(table_id)

        return read() if self.feed is None else self.feed.version(table_id, read, seen)

    def wake(self, table_id: str) -> None:
        """Load a table the app plays a seat at, if it is not in memory, so that the app plays on if it is due.

        The app moves right after the change that made it due; only a server stopped in between leaves it due,
        and the first poll after the restart comes here.
        """
        if table_id not in self._tables and self.store().app_seats_of(table_id):
            self.table(table_id)

    def loaded_count(self) -> int:
        """Return how many tables are in memory now."""
        return len(self._tables)

    def loaded_bytes(self) -> int:
        """Return the estimated bytes the tables in memory hold together."""
        return sum(table_footprint(live) for live in list(self._tables.values()))

    def sweep(self, now: float | None = None) -> None:
        """Let go of idle and finished tables, then of the least recently used while memory is over its bound."""
        now = time.monotonic() if now is None else now
        with self._loading:
            for table_id, live in list(self._tables.items()):
                idle = now - live.last_used
                if idle > self.idle_seconds or (idle > self.finished_seconds and live.state.is_terminal()):
                    self._let_go(table_id)
            self._bound()

    def _maybe_sweep(self) -> None:
        """Sweep at most once a second, from whichever request comes by."""
        now = time.monotonic()
        if now >= self._next_sweep:
            self._next_sweep = now + self.SWEEP_EVERY
            self.sweep(now)

    def is_loaded(self, table_id: str) -> bool:
        """Return whether a table is in memory now."""
        return table_id in self._tables

    def table(self, table_id: str, seen: int | None = None) -> LiveTable:
        """Return a live table at its stored version, loading it from the store when it is not in memory or behind.

        Every request comes through here, so every answer reflects what is stored: the copy in memory
        is checked against the stored version (one primary-key read, or the announced version when the
        phone says the version it has ``seen``) and loaded again when another process changed the table since.
        """
        self._maybe_sweep()
        live = self._tables.get(table_id)
        if live is not None:
            if not self.shared or self._caught_up(live, self._stored_version(table_id, seen)):
                self._touch(live)
                return live
            self._forget(live)
        with self._loading:
            live = self._tables.get(table_id)
            if live is None:
                record = self.store().load_table(table_id)
                if record is None:
                    raise LookupError(table_id)
                live = _replayed(record)
                self._keep(live)
        if live.record.app_seats:
            # A table loaded (after a restart, say) with the app due plays on at once.
            with live.lock:
                self._play_app(live)
        return live

    def current(self, table_id: str, live: LiveTable | None = None) -> LiveTable:
        """Return the table in memory: ``live`` while the hub still holds that copy, else as ``table`` finds it.

        A request checks its table against the store once, when it begins (``table``); what it does next uses
        that copy, which its own changes keep current, rather than reading the stored version again. A copy
        let go meanwhile (another thread found it behind, or swept it) is found afresh.
        """
        if live is not None and live.record.id == table_id and self._tables.get(table_id) is live:
            return live
        return self.table(table_id)

    def _caught_up(self, live: LiveTable, stored: int | None) -> bool:
        """Bring a copy in memory to the stored version; return False when it must be loaded again instead.

        When every change since the copy's version was an action appended (by another process, or the app
        there), only those actions are read and applied, as that process applied them: a table's catch-up
        costs its new actions, not its whole log and a replay. After an undo, or an undo asked or answered,
        the table is loaded again.
        """
        if stored == live.version:
            return True
        if stored is None or stored < live.version:
            return False
        with live.lock:
            if live.version == stored:  # another request caught it up meanwhile
                return True
            changes = self.store().load_new_actions(live.record.id, len(live.record.actions))
            # Only actions were added when the version moved on by as many as there are new actions; any other
            # change (an undo, a note, a link replaced) counts a version without one, and is loaded afresh.
            if changes is None or not changes.actions or changes.version - live.version != len(changes.actions):
                return False
            try:
                for stored_action, role in zip(changes.actions, changes.actors, strict=True):
                    mark = step_mark(live.state)
                    action = live.game.action_from_json(stored_action)
                    live.state.apply_action(action)
                    live.record.version += 1
                    _note_applied(live, action, mark, stored_action, role)
            except Exception:
                return False  # the caller lets this copy go: a stored action the engine refuses needs a replay
            return True

    def create(self, game_name: str, options: dict, locale: str, seed: int | None = None, app_seats=()) -> LiveTable:
        """Create and store a new table, the app playing ``app_seats``; its seed is random unless given (tests)."""
        game = table_game(game_name)
        if seed is None:
            seed = seed_from_text(secrets.token_hex(16))
        state = game.new_initial_state(seed=seed, options=options)  # refuses unknown or bad options
        seats = seats_at_table(game, state)
        app = appseat.check_seats(game, seats, app_seats)
        people = tuple(seat for seat in seats if seat not in app)  # the app's seats get no link
        record = self.store().create_table(
            game_name, seed, dict(state.options), locale, (*people, *ONLOOKER_ROLES), app
        )
        record.viewers = in_table_order(game, record.viewers)
        live = LiveTable(record, game, state, commuting_since=record.version)
        with self._loading:
            self._keep(live)
        with live.lock:
            self._play_app(live)  # the app may deal, or move first
        return live

    def replace_link(self, viewer: Viewer, role: str) -> str:
        """Give a seat (or the board) a new link at the host's request, ending the old one; return the new token."""
        live = self.table(viewer.table_id)
        if viewer.role != "host":
            raise ForbiddenActionError(N_("Only the host's page can issue new links."))
        if (role not in live.game.seats and role != "board") or role in live.record.app_seats:
            # The app's seats have no link: one made now would show a person the app's hand.
            raise InvalidActionError(N_("There is no seat %(role)s at this table."), role=role[:40])
        with live.lock:
            old, new, version = self.store().replace_token(live.record.id, role)
            live.record.viewers[role] = new  # the host's answer lists this copy's links
            self._viewers.pop(old, None)  # the poll's fast path must not answer the old link either
            if version != live.version + 1:  # another process changed the table meanwhile: load it again
                self._forget(live)
                return new
            live.record.version = version
            live.commuting_since = version  # a secret choice made before it is sent again (409), as after any change
            live.answers = {}  # the host's answer lists the links
            self._viewers[new] = Viewer(new, live.record.id, role)
        return new

    def act(self, viewer: Viewer, version: int, data: dict, live: LiveTable | None = None) -> list[Message]:
        """Apply one action sent by a seat; return its log lines.

        A chance action without its outcome is resolved from the table's seed here, and the
        explicit outcome is what the log stores, so the game replays the same way. ``live`` is the table as
        the request found it (checked against the store already), else it is found here.
        """
        live = self.current(viewer.table_id, live)
        with live.lock:
            if version != live.version and not _commutes(live, version, data):
                raise _stale(version, live.version)
            action = live.game.action_from_json(data)
            _check_actor(live, viewer, action)
            appseat.check_human_action(live.game, live.state, live.record.app_seats, action)
            before = len(live.state.log)
            self._commit(live, action, viewer.role, version)
            self._play_app(live)  # the app answers at once when the action made it the app's turn
            return live.state.log[before:]

    def _commit(self, live: LiveTable, action, role: str, version: int) -> None:
        """Apply one action for ``role`` and store it (the caller holds the table's lock and checked who acts)."""
        mark = step_mark(live.state)
        # Only the draw due now is filled in; any other (a stray "draw_event" during the deal, say)
        # goes to the rules as sent, which refuse it with their reason.
        action = live.state.resolve(action)
        try:
            # The engine checks everything before it changes anything: a refusal leaves the state as it was.
            live.state.apply_action(action, asker=role if role in live.game.seats else None)
        except PnpkitError:
            raise
        except Exception:
            self._forget(live)  # an engine fault may have left the copy half-changed: replay it next time
            raise
        stored = live.game.action_to_json(action)
        try:
            live.record.version = self.store().append_action(live.record.id, live.version, stored, role)
        except BaseException as error:
            self._forget(live)  # the memory copy is ahead of the disk: rebuild it from the log next time
            if isinstance(error, StaleVersionError):
                raise _stale(version, version + 1) from error
            raise
        _note_applied(live, action, mark, stored, role)
        if self.snapshot_every and len(live.record.actions) % self.snapshot_every == 0:
            snapshots.save(self.store(), live)

    def _play_app(self, live: LiveTable) -> None:
        """Make the app's moves and draws while it is due (the caller holds the table's lock).

        A pending undo request waits for the people's answers first. Another process that made the same move
        first makes this one stale: the table is then let go here and replayed, with that move, on its next use.
        """
        record, start, moved = live.record, len(live.state.log), False
        for _ in range(appseat.MOST_IN_A_ROW):
            if undo.pending(live) is not None:
                break
            action = appseat.next_action(
                live.game, live.state, record.app_seats, record.seed, len(record.actions), self.app_budget
            )
            if action is None:
                break
            try:
                self._commit(live, action, appseat.APP, live.version)
            except StaleRequestError:
                return  # another process moved for the app first: this copy was let go, and is replayed with it
            except PnpkitError:
                # The rules refused the app's choice (a fault of its bot): the person's move that came before stays
                # accepted, and the app tries again when the table is next loaded.
                self._forget(live)
                return
            moved = True
        if moved:
            live.app_moves = (live.version, live.state.log[start:])

    def undo(self, viewer: Viewer, version: int, live: LiveTable | None = None) -> None:
        """Take back the seat's own last action, or ask the other seats first if it showed anything (companion.undo)."""
        live = self.current(viewer.table_id, live)
        with live.lock:
            undo.ask(self, live, viewer, version, _stale)
            self._play_app(live)

    def answer_undo(self, viewer: Viewer, version: int, accept: bool, live: LiveTable | None = None) -> None:
        """Record a seat's answer to a pending undo request."""
        live = self.current(viewer.table_id, live)
        with live.lock:
            undo.answer(self, live, viewer, version, accept, _stale)
            self._play_app(live)

    def _touch(self, live: LiveTable) -> None:
        live.last_used = time.monotonic()
        # KeyError: left out by another thread meanwhile; it is replayed on its next request.
        with suppress(KeyError):
            self._tables.move_to_end(live.record.id)

    def _keep(self, live: LiveTable) -> None:
        """Put a table in memory (the caller holds ``_loading``), leaving out the least recently used ones."""
        self._tables[live.record.id] = live
        self._add_viewers(live)
        self._bound()

    def _bound(self) -> None:
        """Let go of the least recently used tables while over the count or the bytes (caller holds ``_loading``)."""
        while len(self._tables) > self.max_tables:
            self._let_go(next(iter(self._tables)))
        if self.max_bytes is None:
            return
        # A copy of the order: requests move tables to its end meanwhile, without taking ``_loading``.
        kept = list(self._tables.items())
        sizes = {table_id: table_footprint(live) for table_id, live in kept}
        total = sum(sizes.values())
        for table_id, _ in kept[:-1]:  # the table just used stays, whatever its size
            if total <= self.max_bytes:
                break
            total -= sizes[table_id]
            self._let_go(table_id)

    def _let_go(self, table_id: str) -> None:
        live = self._tables.pop(table_id, None)
        if live is not None:
            self._drop_viewers(live)
        if self.feed is not None:
            self.feed.forget(table_id)

    def _forget(self, live: LiveTable) -> None:
        with self._loading:
            if self._tables.get(live.record.id) is live:  # not a fresher copy loaded since
                del self._tables[live.record.id]
                self._drop_viewers(live)

    def _add_viewers(self, live: LiveTable) -> None:
        self._viewers.update(
            (token, Viewer(token, live.record.id, role)) for role, token in live.record.viewers.items()
        )

    def _drop_viewers(self, live: LiveTable) -> None:
        for token in live.record.viewers.values():
            self._viewers.pop(token, None)


def _note_applied(live: LiveTable, action, mark, stored: dict, role: str) -> None:
    """Record an action just applied to a live table and counted in its version: its log, what commutes, answers."""
    live.record.actions.append(stored)
    live.record.actors.append(role)
    if type(action).reveals != SECRET or not is_quiet_choice(mark, live.state):
        live.commuting_since = live.version
    live.answers = {}


def _replayed(record: TableRecord) -> LiveTable:
    game = table_game(record.game)
    replayed = snapshots.replayed(game, record, len(record.actions), record.snapshot)
    record.viewers = in_table_order(game, record.viewers)
    record.snapshot = None  # used: the state holds it now, and a table in memory should not hold it twice
    take_back = record.last_undo["version"] if record.last_undo else None
    since = commuting_since(record.version, replayed.quiet_tail, take_back)
    return LiveTable(record, game, replayed.state, commuting_since=since)


def in_table_order(game, viewers: dict[str, str]) -> dict[str, str]:
    """Return a table's links in one order, fresh or loaded: its seats in the game's order, then the onlookers'."""
    order = {role: place for place, role in enumerate((*game.seats, *ONLOOKER_ROLES))}
    return dict(sorted(viewers.items(), key=lambda item: order.get(item[0], len(order))))


def commuting_since(version: int, quiet_tail: int, last_take_back: int | None) -> int:
    """Return the version from which every change of a stored table was a quiet secret choice of the step going on.

    The store keeps no version per action: ``version`` counts every change (actions, undo requests and
    answers, take-backs), ``quiet_tail`` how many of the log's last actions were quiet secret choices
    (engine.replay). Those choices were its last changes, bar take-backs: while a step's choices go on, the
    last action is a quiet one, which shows nothing, so an undo of it is taken back at once (a request or
    an answer follows only an action that showed something, which ends the run). A take-back starts the
    run again at its version, as it does in memory. A count from a snapshot, short of the whole run, only
    moves the start later: a later start is always safe (at worst a choice gets 409 and is sent again).
    """
    since = version - quiet_tail
    return since if last_take_back is None else max(since, last_take_back)


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


def _stale(sent: int, current: int) -> StaleRequestError:
    return StaleRequestError(
        N_("The table changed (it is at version %(current)d, your request was made at %(sent)d); nothing was done."),
        current=current,
        sent=sent,
    )


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
