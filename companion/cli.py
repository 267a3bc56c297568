"""``pnpkit serve``: run the companion in granian's workers and show phones where to find it."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from urllib.parse import urlsplit

import click

from companion.https import Https, prepare_https, start_trust_server, watch_address
from companion.https import stop as stop_process
from companion.network import EVERY_INTERFACE, ListenError, check_can_listen, is_loopback, qr_text, server_url
from companion.plugins import loadable_games, refereed_games
from companion.storage import StoreError, is_postgres_url, shown
from companion.storage.base import StoreBusyError
from companion.storage.sqlite import hold_alone
from companion.tls import authority_folder
from companion.trust import trust_url
from engine.cli_text import cli_render, command, echo, error_message, option
from engine.i18n import N_, Message
from engine.plugins import canonical_name, get_game
from generator.kits import DEFAULT_OUT

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
    "--https",
    "use_https",
    is_flag=True,
    help=N_(
        "Serve over https with this machine's own certificate authority (made once), so that phones that trusted "
        "it keep their screens awake and can install the page; the trust page is on the next port, over http."
    ),
)
@option(
    "--trust-port",
    type=click.IntRange(1, 65535),
    help=N_("With --https: the plain-http port of the trust page (default: the port after --port)."),
)
@option(
    "--authority-dir",
    type=click.Path(file_okay=False),
    help=N_(
        "With --https: the folder of the certificate authority (default: pnpkit's folder in the user's data directory)."
    ),
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
    use_https,
    trust_port,
    authority_dir,
    kit_dir,
):
    """Start the phone referee on the local network and print its address and a QR code for it."""
    from companion import create_app, default_database, serving

    database = str(database or default_database())
    if workers > 1 and not is_postgres_url(database):
        reason = N_("several workers need PostgreSQL (--db postgresql://...): an SQLite file serves one process")
        raise click.UsageError(cli_render(reason), ctx=None)
    rules = parse_rules_files(rules_files)
    trust_port = trust_port or (port + 1 if port < 65535 else port - 1)
    try:
        check_can_listen(host, port)  # before any address is printed: a taken port is one line, not a traceback
        if use_https:
            check_can_listen(host, trust_port)
    except ListenError as error:
        _stop(error.reason)
    scheme = "https" if use_https else "http"
    url = server_url(host, port, scheme)
    config = {"DATABASE": database, "PUBLIC_URL": url, "FSYNC": fsync, "RULES": rules}
    config.update(LISTEN_HOST=host, LISTEN_PORT=port, SCHEME=scheme)
    config.update(ALLOWED_HOSTS=allowed_hosts, MAX_LIVE_TABLES=max_tables, MAX_MEMORY_MB=max_memory_mb)
    config.update(IDLE_MINUTES=idle_minutes, KIT_DIR=str(kit_dir) if kit_dir else None)
    config.update(BUILT_KITS=str(DEFAULT_OUT.resolve()))  # the kits `pnpkit build` (make run) wrote here
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
    secure = None
    if use_https:
        try:
            secure = prepare_https(authority_dir, host, allowed_hosts)
        except (OSError, ValueError) as error:  # a folder that cannot be written, a damaged key: one line
            reason = Message(
                N_("cannot keep the certificate authority in %(place)s: %(problem)s"),
                place=str(authority_folder(authority_dir)),
                problem=getattr(error, "strerror", None) or str(error),
            )
            raise click.ClickException(cli_render(reason)) from error
        config.update(TRUST_PORT=trust_port, HTTPS_PORT=port, AUTHORITY_DIR=str(secure.authority.folder))
    echo(where_to_open(host, url))
    if secure:
        _say_trust(secure, url, trust_port)
    echo(Message(N_("Tables are kept in %(place)s"), place=shown(database)))  # a URL's password masked
    if not quiet and not is_loopback(urlsplit(url).hostname or ""):
        click.echo(qr_text(url))  # no code for an address that no phone can open
    # Every game loaded once here, after the QR code (it takes a second or two), before any worker starts: a game
    # whose plug-in fails is left out of every menu, and said in one line.
    offered, failed = loadable_games(rules)
    for name, error in failed.items():
        reason = Message(N_("pnpkit companion: %(game)s is not offered: %(reason)s"), game=name, reason=error.reason)
        echo(reason, err=True)
    config["OFFERED_GAMES"] = offered
    trust = secure and start_trust_server(_trust_config(config), host, trust_port)
    try:
        tls = (secure.cert, secure.key) if secure else None

        def watch():  # once the server listens: a new address of this machine is said, and certified
            watch_address(lambda address: _moved(host, port, scheme, quiet, secure, allowed_hosts))

        serving.serve(lambda: create_app(config), host, port, workers, threads, tls, watch)
    except ListenError as error:  # taken since the check, as the server itself found: still one line
        _stop(error.reason)
    finally:
        if trust:
            stop_process(trust)


def _say_trust(secure: Https, url: str, trust_port: int) -> None:
    """Print where phones trust the table first, and the fingerprint a careful player compares with their phone's."""
    echo(
        Message(N_("Each phone trusts this table once first, over plain http: %(url)s"), url=trust_url(url, trust_port))
    )
    echo(
        Message(
            N_("The table's certificate fingerprint (SHA-256): %(fingerprint)s"),
            fingerprint=secure.authority.fingerprint(),
        )
    )


def _trust_config(config: dict) -> dict:
    """Return what the plain-http trust app needs of the configuration (it has no tables)."""
    names = ("AUTHORITY_DIR", "ALLOWED_HOSTS")
    return {name: config[name] for name in names if name in config} | {"HTTPS_PORT": config["LISTEN_PORT"]}


def _moved(host, port, scheme, quiet, secure, allowed_hosts) -> None:
    """Say the new address when this machine's changed; with https, certify it and let granian's workers start again."""
    url = server_url(host, port, scheme)
    echo(Message(N_("This computer's address changed: phones now open %(url)s"), url=url))
    if not quiet:
        click.echo(qr_text(url))
    if secure and secure.renew(host, allowed_hosts) and hasattr(signal, "SIGHUP"):
        os.kill(os.getpid(), signal.SIGHUP)  # granian's workers start again, reading the new certificate


def where_to_open(host: str, url: str) -> Message:
    """Return the line that says where to open the referee, or why no phone can open the address it serves on."""
    if not is_loopback(urlsplit(url).hostname or ""):
        return Message(N_("pnpkit companion: open %(url)s on a phone on the same network."), url=url)
    if host in EVERY_INTERFACE:  # serving every network, but this machine is on none
        return Message(
            N_(
                "pnpkit companion: no local network was found, so %(url)s serves this machine only. "
                "Join the table's network and start it again to serve the phones."
            ),
            url=url,
        )
    return Message(
        N_(
            "pnpkit companion: %(url)s serves this machine only: no phone can open it. "
            "To serve the phones on the network, start it with --host 0.0.0.0 (the default)."
        ),
        url=url,
    )


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
