"""The tables as the pages and the API use them: who holds a link, a table at its stored version, and each change.

A change of a table is one pass, each step in one module (docs/architecture.md, "The action path"):

1. read the viewer and its table at the stored version (``viewer``, ``table_for``: companion.catchup);
2. check the change (companion.checks; an undo's own checks are companion.undo's);
3. commit it to the store and the copy in memory (companion.commits; an undo's, companion.undo);
4. note what changed on the copy (companion.commits.note_applied; an undo's notes, companion.undo);
5. the app's moves, if it is due now (companion.appmoves);
6. answer (companion.answers, from the API).

The copy in memory is only ever changed under its table's lock, after the change was checked and stored, so an
answer always describes what is on disk; a step that may have left the copy apart from the store marks it
spoiled, and the pass lets it go (companion.tables) at its end.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager

from companion import appmoves, appseat, catchup, checks, commits, undo
from companion.checks import ForbiddenActionError
from companion.plugins import seats_at_table, table_game
from companion.presence import Presence
from companion.storage import Viewer, get_db
from companion.tables import ONLOOKER_ROLES, LiveTable, TableHub, in_table_order
from engine.errors import InvalidActionError, PnpkitError
from engine.i18n import N_, Message
from engine.rng import seed_from_text


class LinkReplacedError(PnpkitError, LookupError):
    """The link was replaced by a new one on the host's page."""


LINK_REPLACED = N_("This link was replaced by a new one on the host's page; ask the host for the new link.")


class TableService:
    """The live tables of one app (companion.tables), read at their stored version and changed in one pass each."""

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
        self.snapshot_every = snapshot_every  # a snapshot is stored after every this many actions (0: never)
        self.app_budget = app_budget  # an app seat's search per move: playouts or seconds (None: its default)
        self.presence = Presence()  # when each link last polled (the host page's "connected")
        self.hub = TableHub(
            max_tables, max_bytes, idle_seconds, finished_seconds, on_let_go=None if feed is None else feed.forget
        )

    # Step 1: the viewer, and its table at the stored version.

    def viewer(self, token: str) -> Viewer | None:
        """Return who holds a token (None for an unknown token); raise LinkReplacedError for a replaced one."""
        found = self.hub.viewer(token)
        if found is None and 8 <= len(token) <= 64:
            db = self.store()
            found = db.find_viewer(token)  # kept in memory with its table when that is loaded
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

    def table(self, table_id: str, seen: int | None = None) -> LiveTable:
        """Return a live table at its stored version, loading it from the store when it is not in memory or behind.

        Every request comes through here, so every answer reflects what is stored: the copy in memory
        is checked against the stored version (one primary-key read, or the announced version when the
        phone says the version it has ``seen``) and loaded again when another process changed the table since.
        """
        self.hub.maybe_sweep()
        live = self.hub.get(table_id)
        if live is not None:
            if not self.shared or catchup.caught_up(self.store, self.feed, live, seen):
                self.hub.touch(live)
                return live
            self.hub.forget(live)
        live = self.hub.loaded(table_id, lambda: catchup.loaded(self.store(), table_id))
        if live.record.app_seats:
            # A table loaded (after a restart, say) with the app due plays on at once.
            with live.lock, self._letting_go_if_spoiled(live):
                self._app_moves(live)
        return live

    def current(self, table_id: str, live: LiveTable | None = None) -> LiveTable:
        """Return the table in memory: ``live`` while the hub still holds that copy, else as ``table`` finds it.

        A request checks its table against the store once, when it begins (``table``); what it does next uses
        that copy, which its own changes keep current, rather than reading the stored version again. A copy
        let go meanwhile (another thread found it behind, or swept it) is found afresh.
        """
        if live is not None and live.record.id == table_id and self.hub.get(table_id) is live:
            return live
        return self.table(table_id)

    def stored_version(self, token: str, seen: int | None = None) -> int | None:
        """Return the stored version of a token's table when the token is known in memory (the poll's fast path)."""
        viewer = self.hub.viewer(token)
        if viewer is None:
            return None
        self.presence.note(token)
        return self.version_of(viewer.table_id, seen)

    def version_of(self, table_id: str, seen: int | None = None) -> int:
        """Return a table's stored version without loading it: memory answers only when it is the store.

        Otherwise the version is the store's, not the copy's in memory: another process may have changed the
        table, and a phone must never be told an older version than one it has seen (``seen``, if it says).
        """
        live = self.hub.get(table_id)
        if live is not None and not self.shared:
            return live.version
        version = self._stored_version(table_id, seen)
        if version is None:
            raise LookupError(table_id)
        return version

    def wake(self, table_id: str) -> None:
        """Load a table the app plays a seat at, if it is not in memory, so that the app plays on if it is due.

        The app moves right after the change that made it due; only a server stopped in between leaves it due,
        and the first poll after the restart comes here.
        """
        if not self.hub.is_loaded(table_id) and self.store().app_seats_of(table_id):
            self.table(table_id)

    # Steps 2 to 5: the changes, each one pass under the table's lock.

    def act(self, viewer: Viewer, version: int, data: dict, live: LiveTable | None = None) -> list[Message]:
        """Apply one action sent by a seat; return its log lines (the app's moves after it included).

        A chance action without its outcome is resolved from the table's seed as it is committed, and the
        explicit outcome is what the log stores, so the game replays the same way. ``live`` is the table as
        the request found it (checked against the store already), else it is found here.
        """
        live = self.current(viewer.table_id, live)
        with live.lock, self._letting_go_if_spoiled(live):
            action = checks.checked_action(live, viewer, version, data)
            before = len(live.state.log)
            commits.commit(self.store(), live, action, viewer.role, version, self.snapshot_every)
            self._app_moves(live)  # the app answers at once when the action made it the app's turn
            return live.state.log[before:]

    def undo(self, viewer: Viewer, version: int, live: LiveTable | None = None) -> None:
        """Take back the seat's own last action, or ask the other seats first if it showed anything (companion.undo)."""
        live = self.current(viewer.table_id, live)
        with live.lock, self._letting_go_if_spoiled(live):
            undo.ask(live, viewer, version)
            self._app_moves(live)

    def answer_undo(self, viewer: Viewer, version: int, accept: bool, live: LiveTable | None = None) -> None:
        """Record a seat's answer to a pending undo request (companion.undo)."""
        live = self.current(viewer.table_id, live)
        with live.lock, self._letting_go_if_spoiled(live):
            undo.answer(live, viewer, version, accept)
            self._app_moves(live)

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
        self.hub.keep(live)
        with live.lock, self._letting_go_if_spoiled(live):
            self._app_moves(live)  # the app may deal, or move first
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
            if version != live.version + 1:  # another process changed the table meanwhile: load it again
                self.hub.replace_token(old, None)
                self.hub.forget(live)
                return new
            live.record.version = version
            live.commuting_since = version  # a secret choice made before it is sent again (409), as after any change
            live.answers = {}  # the host's answer lists the links
            self.hub.replace_token(old, Viewer(new, live.record.id, role))
        return new

    def _app_moves(self, live: LiveTable) -> None:
        """Step 5: the app's moves while it is due (the caller holds the table's lock)."""
        appmoves.play(self.store, live, self.app_budget, self.snapshot_every)

    @contextmanager
    def _letting_go_if_spoiled(self, live: LiveTable) -> Iterator[None]:
        """Let go of the copy at the end of a change if a step left it spoiled: it is replayed on its next use."""
        try:
            yield
        finally:
            if live.spoiled:
                self.hub.forget(live)

    def _stored_version(self, table_id: str, seen: int | None) -> int | None:
        return catchup.stored_version(self.store, self.feed, table_id, seen)
