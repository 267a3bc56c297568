"""What every store of tables promises: the interface, the records it returns and the errors it raises.

A store keeps each table's seed, options and append-only action log, the tokens of its links, undo notes
and snapshots. A table's ``version`` counts every accepted change (actions, undos, undo requests and
answers, and links replaced): each change of the game names the version it was made against, and the check
and the increment are one statement, so two writers can never both pass. Every write is committed before
it returns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from engine.errors import PnpkitError


class StoreError(PnpkitError):
    """The store cannot be used as it is (its schema is newer than this code, say); ``reason`` says why."""


class SchemaTooNewError(StoreError):
    """The database was made or migrated by a newer pnpkit than this one."""


class StoreInUseError(StoreError):
    """Another server process serves this SQLite file already (one process a file: it is its only writer)."""


class ForeignDatabaseError(StoreError):
    """The database holds what pnpkit did not make (another program's file or schema): it is left untouched."""


class DamagedDatabaseError(StoreError):
    """The file cannot be read as a database (cut short, or not a database at all)."""


class StoreBusyError(StoreError):
    """Another program holds the database's lock longer than a request may wait; nothing was changed."""


class StaleVersionError(Exception):
    """The table moved on since the version a request was made against."""


@dataclass
class Snapshot:
    """A table's state after its first ``actions`` actions, so that loading it replays only the rest.

    ``state`` is the game's ``State.to_json``, ``lines`` its log lines as ``Message.to_json``; ``meta`` holds
    what the live table adds (the version it was taken at, how many of the log's last actions were quiet secret
    choices, the release and rules data it was made with).
    """

    actions: int
    state: dict
    lines: list
    meta: dict = field(default_factory=dict)


@dataclass
class TableRecord:
    """Everything stored about one table: replaying ``actions`` from ``seed`` rebuilds its state."""

    id: str
    game: str
    seed: int
    options: dict
    locale: str
    version: int
    actions: list[dict] = field(default_factory=list)
    viewers: dict[str, str] = field(default_factory=dict)  # role -> token
    last_undo: dict | None = None
    actors: list[str] = field(default_factory=list)  # the role that sent each action, in the log's order
    notes: list = field(default_factory=list)  # (game log lines before it, message JSON): undo requests, answers
    undo_request: dict | None = None  # a pending request to take back the last action (companion.undo)
    snapshot: Snapshot | None = None  # the newest snapshot, read with the log (the same moment of the table)
    app_seats: tuple[str, ...] = ()  # the seats the app plays (companion.appseat): no link, no phone


@dataclass(frozen=True)
class NewActions:
    """A table's version and the actions stored after a count of them, read at one moment (a copy's catch-up)."""

    version: int
    actions: list[dict]
    actors: list[str]  # the role that sent each of ``actions``


@dataclass(frozen=True)
class Viewer:
    """Who holds a token: a seat (a side's name), "board" (onlookers) or "host", at one table."""

    token: str
    table_id: str
    role: str


class Store(Protocol):
    """The tables of one database; SQLite (``companion.storage.sqlite``) and PostgreSQL (``.postgres``) keep it."""

    def close(self) -> None:
        """Give back the store's connections."""

    def migrate(self) -> int:
        """Bring the schema to this code's version (refusing a newer one); return that version."""

    def schema_version(self) -> int:
        """Return the version of the database's schema (0 for an empty database)."""

    def secret_key(self) -> str:
        """Return the key that signs session cookies, made once per database so restarts keep it."""

    def create_table(
        self, game: str, seed: int, options: dict, locale: str, roles: tuple[str, ...], app_seats: tuple[str, ...] = ()
    ) -> TableRecord:
        """Store a new table with an unguessable token per role and the seats the app plays; return its record."""

    def app_seats_of(self, table_id: str) -> tuple[str, ...]:
        """Return the seats the app plays at a table (none for a table that is not there)."""

    def find_viewer(self, token: str) -> Viewer | None:
        """Return who holds a token, or None for an unknown one."""

    def is_replaced(self, token: str) -> bool:
        """Return whether a token was a link the host has since replaced."""

    def replace_token(self, table_id: str, role: str) -> tuple[str, str, int]:
        """Give a role of a table a new token, ending the old one, counted as a change; return (old, new, version).

        The host's wish holds whatever the version, so it names none; counting it tells every process holding
        the table that its links changed.
        """

    def table_version(self, table_id: str) -> int | None:
        """Return a table's version (None when there is no such table): one primary-key look-up."""

    def load_table(self, table_id: str) -> TableRecord | None:
        """Return a table with its whole action log and newest snapshot, or None when there is no such table."""

    def load_new_actions(self, table_id: str, after: int) -> NewActions | None:
        """Return a table's version and its actions numbered ``after + 1`` on, read in one statement.

        That is what a copy in memory holding the first ``after`` actions lacks, when actions were all that
        changed (the version moved on by as many). None when there is no such table.
        """

    def append_action(self, table_id: str, version: int, action: dict, seat: str) -> int:
        """Append an accepted action if the table is still at ``version``; return the new version."""

    def append_actions(self, table_id: str, version: int, actions: list[tuple[dict, str]]) -> int:
        """Append (action, seat) pairs in order, in one change, if the table is still at ``version``; return the new
        version (moved on by as many)."""

    def note_undo(self, table_id: str, version: int | None, notes: list, request: dict | None) -> int | None:
        """Store log notes about an undo and the pending request (None: none); count it as a change at ``version``.

        With ``version`` None the notes join the change just made (the undo itself) and nothing is counted.
        """

    def remove_last_action(self, table_id: str, version: int, seat: str, lines: list) -> int:
        """Remove the newest action (keeping a note of the undo) if the table is at ``version``; return the new one.

        Snapshots that cover the removed action go in the same transaction.
        """

    def save_snapshot(self, table_id: str, version: int, snapshot: Snapshot) -> bool:
        """Keep a snapshot if the table is still at ``version`` (and its two newest only); return whether kept."""

    def latest_snapshot(self, table_id: str, at_most: int | None = None) -> Snapshot | None:
        """Return the newest snapshot of a table covering at most ``at_most`` actions (None: any)."""
