"""``pnpkit serve``: run the companion in granian's workers and show phones where to find it."""

from __future__ import annotations

from pathlib import Path

import click

from companion.network import ListenError, check_can_listen, qr_text, server_url
from companion.plugins import refereed_games
from companion.storage import StoreError, is_postgres_url, shown
from companion.storage.base import StoreBusyError
from companion.storage.sqlite import hold_alone
from engine.i18n import N_, Message
from engine.plugins import canonical_name, get_game
from pnpkit.cli_text import cli_render, command, echo, error_message, option

# The exit status of a command-line mistake (click's, for a bad option): here, a port that is taken, or a database
# that cannot be used (another program's, locked, damaged, newer).
USAGE_ERROR = 2


class DatabaseParam(click.ParamType):
    """``--db``: an SQLite file's path, or a ``postgresql://`` URL (kept as it is)."""

    name = "database"

    def convert(self, value, param, ctx):
        """Return a URL as it is and a path checked as a file's (not a folder's)."""
        if is_postgres_url(value):
            return value
        return str(click.Path(dir_okay=False).convert(value, param, ctx))


def parse_rules_files(pairs: tuple[str, ...]) -> dict[str, str]:
    """Read GAME=PATH pairs and load each file now, so a bad one stops the server before it starts."""
    rules = {}
    for pair in pairs:
        typed, _, path = pair.partition("=")
        name = canonical_name(typed)
        if name not in refereed_games() or not path:
            known = ", ".join(refereed_games())
            reason = Message(N_("%(pair)r: write GAME=PATH, GAME one of %(known)s"), pair=pair, known=known)
            raise click.BadParameter(cli_render(reason), param_hint="--rules")
        get_game(name, path)  # raises RulesDataError naming the file, the place in it and the fault
        rules[name] = str(Path(path).resolve())
    return rules


@command(help=N_("Start the phone referee on the local network and print its address and a QR code for it."))
@option("--host", default="0.0.0.0", show_default=True, help=N_("Address to listen on (0.0.0.0: every network)."))
@option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help=N_("Port to listen on."))
@option(
    "--db",
    "database",
    type=DatabaseParam(),
    metavar="PATH|URL",
    help=N_(
        "SQLite file of the tables (default: pnpkit's folder in the user's data directory), "
        "or a postgresql://user:password@host/name URL of a PostgreSQL database."
    ),
)
# Two threads a worker: the app's work is Python's, one thread at a time, so more threads only take turns and
# answer later (docs/companion.md, "Hosting many tables", has the figures). The second keeps a slow request (an
# app seat thinking, a map drawn for the first time) from holding up every other.
@option(
    "--threads",
    default=2,
    show_default=True,
    type=click.IntRange(1, 256),
    help=N_("Threads of each worker that run the app (more help only while requests wait on the database)."),
)
@option("--fsync", is_flag=True, help=N_("Wait for the disk on every action (survives a power cut too; slower)."))
@option("--quiet", is_flag=True, help=N_("Print the address only, without the QR code."))
@option(
    "--rules",
    "rules_files",
    multiple=True,
    metavar="GAME=PATH",
    help=N_("Referee GAME on this copy of its rules.yaml instead of the shipped one (repeat for several games)."),
)
@option(
    "--allow-host",
    "allowed_hosts",
    multiple=True,
    metavar="NAME",
    help=N_("Also answer to this host name (besides this machine's own names and addresses); repeat for several."),
)
@option(
    "--max-tables",
    default=200,
    show_default=True,
    type=click.IntRange(1, 100_000),
    help=N_("Tables kept in memory (per worker); the others are loaded from the database when asked for."),
)
@option(
    "--max-memory-mb",
    default=512,
    show_default=True,
    type=click.FloatRange(1, 1_000_000),
    help=N_("Bytes the tables in memory may hold together (per worker); the least recently used are let go first."),
)
@option(
    "--idle-minutes",
    default=30,
    show_default=True,
    type=click.FloatRange(0.1, 100_000),
    help=N_("Let go of a table nobody asked about for this long (five minutes for a game that is over)."),
)
@option(
    "--poll-seconds",
    default=1.0,
    show_default=True,
    type=click.FloatRange(0.1, 60),
    help=N_("How often the phones ask whether the table changed: longer eases a host with many tables."),
)
@option(
    "--app-playouts",
    type=click.IntRange(1, 1_000_000),
    help=N_(
        "How hard a seat the app plays thinks: games it tries out per move (default: as many as fit half a second)."
    ),
)
@option(
    "--workers",
    default=1,
    show_default=True,
    type=click.IntRange(1, 64),
    help=N_("Worker processes on the one port; more than one needs PostgreSQL (--db postgresql://...)."),
)
@option(
    "--kits",
    "kit_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help=N_("Folder of the kits built from the Print page (default: pnpkit's folder in the user's cache directory)."),
)
def serve(
    host,
    port,
    database,
    threads,
    fsync,
    quiet,
    rules_files,
    allowed_hosts,
    max_tables,
    max_memory_mb,
    idle_minutes,
    poll_seconds,
    app_playouts,
    workers,
    kit_dir,
):
    """Start the phone referee on the local network and print its address and a QR code for it."""
    from companion import create_app, default_database, serving

    database = str(database or default_database())
    if workers > 1 and not is_postgres_url(database):
        reason = N_("several workers need PostgreSQL (--db postgresql://...): an SQLite file serves one process")
        raise click.UsageError(cli_render(reason), ctx=None)
    rules = parse_rules_files(rules_files)
    try:
        check_can_listen(host, port)  # before any address is printed: a taken port is one line, not a traceback
    except ListenError as error:
        _stop(error.reason)
    url = server_url(host, port)
    config = {"DATABASE": database, "PUBLIC_URL": url, "FSYNC": fsync, "RULES": rules}
    config.update(ALLOWED_HOSTS=allowed_hosts, MAX_LIVE_TABLES=max_tables, MAX_MEMORY_MB=max_memory_mb)
    config.update(IDLE_MINUTES=idle_minutes, KIT_DIR=str(kit_dir) if kit_dir else None)
    config.update(POLL_MS=round(poll_seconds * 1000), APP_BUDGET=app_playouts)
    try:
        if not is_postgres_url(database):
            check_file(database)  # another program's, or damaged: refused before anything is made, the lock included
            # Alone on its file, the process's tables are the stored version: no version read per request.
            config["STORE_SHARED"] = not hold_alone(database)
        prepare_store(database)  # the schema, once, before serving (before the workers start: each makes its own app)
    except StoreBusyError:  # another program holds the file: one line naming it, no traceback
        _stop(
            Message(
                N_("%(database)s is locked by another program: stop it, or choose another database with --db."),
                database=shown(database),
            )
        )
    except StoreError as error:  # another program's file, a damaged or a newer pnpkit's one: one clear line
        _stop(error.reason)
    echo(Message(N_("pnpkit companion: open %(url)s on a phone on the same network."), url=url))
    echo(Message(N_("Tables are kept in %(place)s"), place=shown(database)))  # a URL's password masked
    if not quiet:
        click.echo(qr_text(url))
    try:
        serving.serve(lambda: create_app(config), host, port, workers, threads)
    except ListenError as error:  # taken since the check, as the server itself found: still one line
        _stop(error.reason)


def _stop(reason: Message) -> None:
    """Print why the server cannot start (a taken port, an unusable database) as one line; exit as on a bad option."""
    echo(error_message(reason), err=True)
    click.get_current_context().exit(USAGE_ERROR)


def check_file(database: str) -> None:
    """Refuse an SQLite file that is another program's or damaged (StoreError), writing nothing beside it."""
    from companion.storage import connect

    with connect(database) as store:
        store.check_intact()


def prepare_store(database: str) -> None:
    """Create or migrate the store's schema, closing every connection again (none may cross a fork)."""
    from companion.storage import open_store

    open_store(database).close()
