"""A throwaway PostgreSQL server for the tests, and a fresh database for each test that asks for one.

The server is started once per test process (each pytest-xdist worker starts its own) from the server
binaries found on PATH (``pg_ctl``) or in Debian's ``/usr/lib/postgresql/<version>/bin``: a cluster in a new
temporary folder, listening only on a unix socket in that folder, with fsync off; it is stopped and its
folder removed at the end. PostgreSQL refuses to run as root, so under root it runs as the ``postgres``
user. ``PNPKIT_TEST_POSTGRES_URL`` names a running server to use instead (its user must be allowed to
create databases). Without either, ``Unavailable`` says how to get one.
"""

from __future__ import annotations

import glob
import os
import pwd
import re
import secrets
import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

import psycopg

EXTERNAL = "PNPKIT_TEST_POSTGRES_URL"
REQUIRED = "PNPKIT_REQUIRE_POSTGRES"
HOW = (
    "PostgreSQL server binaries (initdb, pg_ctl) were not found: install them (apt-get install postgresql) "
    f"or name a server in {EXTERNAL}=postgresql://user@host/postgres to run the PostgreSQL tests"
)
SETTINGS = {  # the server's settings, as its command line (run by a shell) reads them
    "fsync": "off",  # a throwaway cluster: speed over durability
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "listen_addresses": "''",  # none (the shell pg_ctl starts reads '' as empty): only the unix socket
    "shared_buffers": "16MB",
    "max_connections": "60",
}


class Unavailable(Exception):
    """No PostgreSQL server can be had for the tests; the message says how to get one."""


def server_binaries() -> Path | None:
    """Return the folder of the PostgreSQL server binaries (PATH first, then Debian's newest), or None."""
    found = shutil.which("pg_ctl")
    if found and (Path(found).resolve().parent / "initdb").exists():
        return Path(found).resolve().parent
    folders = glob.glob("/usr/lib/postgresql/*/bin")
    folders = [Path(folder) for folder in folders if (Path(folder) / "pg_ctl").exists()]
    return max(folders, key=lambda folder: [int(part) for part in re.findall(r"\d+", folder.parent.name)], default=None)


class Server:
    """A PostgreSQL server the tests may create databases on."""

    def __init__(self, admin_url: str):
        self.admin_url = admin_url  # a URL of a database that is always there (``postgres``)

    def create_database(self) -> str:
        """Create an empty database; return its URL."""
        name = f"pnpkit_test_{secrets.token_hex(6)}"
        with psycopg.connect(self.admin_url, autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def drop_database(self, url: str) -> None:
        """Drop a database made by ``create_database``, with whatever is still connected to it."""
        name = urlsplit(url).path.lstrip("/")
        with psycopg.connect(self.admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def url(self, name: str) -> str:
        """Return the URL of a database of this server."""
        parts = urlsplit(self.admin_url)
        return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, ""))

    def stop(self) -> None:
        """Stop using the server (a server of someone else's is left running)."""


class LocalServer(Server):
    """A cluster of our own in a temporary folder, run as the ``postgres`` user when the tests run as root."""

    def __init__(self, binaries: Path):
        self.binaries = binaries
        self.folder = Path(tempfile.mkdtemp(prefix="pnpkit-pg-"))
        self.user = None
        if os.geteuid() == 0:
            try:
                self.user = pwd.getpwnam("postgres")
            except KeyError:
                shutil.rmtree(self.folder)
                raise Unavailable("the tests run as root, and there is no postgres user to run PostgreSQL as") from None
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)
        super().__init__(f"postgresql://postgres@/postgres?host={quote(str(self.folder), safe='')}")

    def start(self) -> LocalServer:
        """Make the cluster and start its server; raise Unavailable (with the server's log) when it fails."""
        data = self.folder / "data"
        options = " ".join(f"-c {name}={value}" for name, value in SETTINGS.items())
        try:
            self._run("initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync")
            options += f" -c unix_socket_directories={self.folder}"
            self._run("pg_ctl", "-D", data, "-l", self.folder / "server.log", "-w", "-t", "60", "-o", options, "start")
        except subprocess.CalledProcessError as error:
            log = self.folder / "server.log"
            told = log.read_text(errors="replace") if log.exists() else ""
            self.stop()
            raise Unavailable(f"PostgreSQL did not start: {error.stderr}{error.stdout}{told}") from error
        return self

    def stop(self) -> None:
        """Stop the server at once (nothing in it is kept) and remove its folder."""
        if (self.folder / "data" / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", self.folder / "data", "-m", "immediate", "-w", "stop", check=False)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _run(self, program: str, *args, check: bool = True) -> None:
        command = [str(self.binaries / program), *map(str, args)]
        if self.user is not None:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=check, capture_output=True, text=True, cwd=self.folder)


def start_server() -> Server:
    """Return the server the tests use: the one named in the environment, else a cluster started now."""
    external = os.environ.get(EXTERNAL)
    if external:
        return Server(external)
    binaries = server_binaries()
    if binaries is None:
        raise Unavailable(HOW)
    return LocalServer(binaries).start()


def is_required() -> bool:
    """Tell whether missing PostgreSQL fails the tests (CI) instead of skipping them."""
    return os.environ.get(REQUIRED) == "1"
