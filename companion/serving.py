"""Serving the companion: granian's worker processes on one port, one for a table at home, several for a host.

One worker on SQLite is the default for a table at home or a club night. A host with many tables runs
several workers sharing PostgreSQL: each worker makes its own app (its own connections and live tables)
in its own process, and every answer is checked against the stored version (companion.catchup), so the
workers never disagree about a table.

Why granian: its HTTP side is compiled (Rust), so the Python threads only run the app. A poll costs it
0.11 ms of CPU, beside 740 other phones' open connections as beside none, where waitress (the server
before) spent 0.22 ms beside none and 1.0 ms beside 740 (its loop visits every open connection for each
request) and gunicorn's threaded worker 0.30 ms; on Linux each worker listens on the port itself
(SO_REUSEPORT), so the kernel spreads the phones over the workers. bench/companion_load.py gives the figures.

What granian's own options do not give, a few lines here do (companion.supervisor): a worker that dies is
replaced however often it dies, after a pause that grows while deaths come quickly (granian gives up, and
takes the healthy workers down with it, when a replacement dies within 5.5 s); a worker dies with the main
process (kill -9 of ``pnpkit serve`` leaves no worker holding the port and the SQLite file's lock). The
connections are bounded by granian's options: headers must arrive within HEADER_SECONDS, and each worker
takes at most as many connections as its file limit leaves room for, the soft limit first raised as far
as the hard one allows (companion.limits).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from flask import Flask

from companion import supervisor
from companion.collector import settle_for_latency
from companion.limits import connections_per_worker, raise_file_limit
from companion.network import check_can_listen

BACKLOG = 2048  # connections waiting to be accepted: every phone of a busy evening may come back at once
RESPAWN_SECONDS = 1.0  # on a reload (SIGHUP), a new worker serves this long before the one it replaces stops
# A request's headers must all have come within this long, and a kept-alive connection sends its next request
# within it too, or the connection is closed: a phone sends its headers in one packet, and asks every second.
HEADER_SECONDS = 10


def serve(
    make_app: Callable[[], Flask],
    host: str,
    port: int,
    workers: int,
    threads: int,
    tls: tuple[Path, Path] | None = None,
    on_start: Callable[[], None] | None = None,
) -> None:
    """Serve ``make_app()`` from ``workers`` granian processes on one port, each running the app on ``threads``.

    Each worker calls ``make_app`` itself, after it started: no connection or live table crosses a process.
    ``tls``: the certificate and key files to serve https with; a worker reads them when it starts, so new
    files are served from the next SIGHUP on (granian then starts its workers again). ``on_start`` runs in this
    process once the server listens. Raise ListenError if the port cannot be bound (taken since companion.network
    checked it, say); exit with status 1 when a worker fails before its app is made (a start-up failure, which
    trying again cannot mend).
    """
    from granian.constants import HTTPModes, Interfaces
    from granian.http import HTTP1Settings
    from granian.log import LogLevels

    files = raise_file_limit()
    main = os.getpid()
    ready = supervisor.ReadyPipe()
    server = supervisor.Supervisor(
        "pnpkit",  # granian's name for the target, in its log only: the loader below makes the app
        ready=ready,
        address=host,
        port=port,
        interface=Interfaces.WSGI,
        workers=workers,
        blocking_threads=threads,  # a slow request (an app seat thinking, say) must never hold up the others
        backlog=BACKLOG,
        backpressure=connections_per_worker(files),  # connections a worker holds at once: within its file limit
        http=HTTPModes.http1,  # a phone speaks HTTP/1.1; told apart from HTTP/2, a silent connection had no timeout
        http1_settings=HTTP1Settings(header_read_timeout=HEADER_SECONDS * 1000),
        log_level=LogLevels.warning,
        respawn_failed_workers=True,
        respawn_interval=RESPAWN_SECONDS,
        **({"ssl_cert": tls[0], "ssl_key": tls[1], "ssl_protocol_min": _tls12()} if tls else {}),
    )
    if on_start:
        server.on_startup(on_start)

    def load(*_) -> Flask:
        supervisor.die_with_parent(main)
        app = _settled(make_app())
        ready.tell()
        return app

    try:
        server.serve(target_loader=load, wrap_loader=False)
    except RuntimeError:
        # granian says a failed bind in its own words only: when the port is found taken now, say that.
        check_can_listen(host, port)
        raise


def _tls12():
    """Return TLS 1.2 as the oldest protocol: phones of a few years back (Android 9, iOS 12) have no TLS 1.3."""
    from granian.constants import SSLProtocols

    return SSLProtocols.tls12


def _settled(app: Flask) -> Flask:
    """Return the app once its worker's collector is set for serving (companion.collector)."""
    settle_for_latency()
    return app
