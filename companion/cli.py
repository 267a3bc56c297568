"""``pnpkit serve``: run the companion under waitress and show phones where to find it."""

from __future__ import annotations

from pathlib import Path

import click

from companion.network import qr_text, server_url
from companion.plugins import refereed_games
from companion.storage import StoreError, is_postgres_url, shown
from engine.plugins import get_game


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
        name, _, path = pair.partition("=")
        if name not in refereed_games() or not path:
            known = ", ".join(refereed_games())
            raise click.BadParameter(f"{pair!r}: write GAME=PATH, GAME one of {known}", param_hint="--rules")
        get_game(name, path)  # raises RulesDataError naming the file, the place in it and the fault
        rules[name] = str(Path(path).resolve())
    return rules


@click.command()
@click.option("--host", default="0.0.0.0", show_default=True, help="Address to listen on (0.0.0.0: every network).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option(
    "--db",
    "database",
    type=DatabaseParam(),
    metavar="PATH|URL",
    help="SQLite file of the tables (default: pnpkit's folder in the user's data directory), "
    "or a postgresql://user:password@host/name URL of a PostgreSQL database.",
)
@click.option("--threads", default=16, show_default=True, type=click.IntRange(1, 256), help="Worker threads.")
@click.option("--fsync", is_flag=True, help="Wait for the disk on every action (survives a power cut too; slower).")
@click.option("--quiet", is_flag=True, help="Print the address only, without the QR code.")
@click.option(
    "--rules",
    "rules_files",
    multiple=True,
    metavar="GAME=PATH",
    help="Referee GAME on this copy of its rules.yaml instead of the shipped one (repeat for several games).",
)
@click.option(
    "--allow-host",
    "allowed_hosts",
    multiple=True,
    metavar="NAME",
    help="Also answer to this host name (besides this machine's own names and addresses); repeat for several.",
)
@click.option(
    "--max-tables",
    default=200,
    show_default=True,
    type=click.IntRange(1, 100_000),
    help="Tables kept in memory; the others are replayed from the database when asked for.",
)
def serve(host, port, database, threads, fsync, quiet, rules_files, allowed_hosts, max_tables):
    """Start the phone referee on the local network and print its address and a QR code for it."""
    import waitress

    from companion import create_app, default_database

    rules = parse_rules_files(rules_files)
    url = server_url(host, port)
    config = {"DATABASE": str(database or default_database()), "PUBLIC_URL": url, "FSYNC": fsync, "RULES": rules}
    config.update(ALLOWED_HOSTS=allowed_hosts, MAX_LIVE_TABLES=max_tables)
    try:
        app = create_app(config)
    except StoreError as error:
        raise click.ClickException(str(error)) from error
    click.echo(f"pnpkit companion: open {url} on a phone on the same network.")
    click.echo(f"Tables are kept in {shown(app.config['DATABASE'])}")  # a URL's password masked
    if not quiet:
        click.echo(qr_text(url))
    # Many threads: each phone polls every second, and a slow client must never hold up the others.
    waitress.serve(
        app,
        host=host,
        port=port,
        threads=threads,
        connection_limit=2000,
        channel_timeout=30,
        asyncore_use_poll=True,  # poll(), not select(): hundreds of phones keep their connections open
        ident="pnpkit",
    )
