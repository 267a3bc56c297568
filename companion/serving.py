"""Serving the companion: one process (waitress), or gunicorn's pre-forked workers on one port.

One process on SQLite is the default for a table at home or a club night. A host with many tables runs
several workers sharing PostgreSQL: each worker makes its own app (its own connections and live tables)
after the fork, and every answer is checked against the stored version (companion.tables), so the workers
never disagree about a table.

Why waitress for one process: run back to back on the quiet development machine, 200 mixed tables (741 phones)
answered at p99 114 ms from waitress and 186 ms from one gunicorn threaded worker, at the same CPU
(bench/companion_load.py), though waitress's loop visits every open connection for each request it serves
(a poll costs it 0.86 ms of CPU beside 740 idle connections, 0.19 ms beside none; gunicorn 0.30 ms either way).
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable

from flask import Flask

from companion.network import listen_error

BACKLOG = 2048  # connections waiting to be accepted: every phone of a busy evening may come back at once


def serve(make_app: Callable[[], Flask], host: str, port: int, workers: int, threads: int) -> None:
    """Serve ``make_app()``: in this process with waitress for one worker, else from gunicorn's pre-forked workers.

    Raise ListenError if the port cannot be bound (taken since companion.network checked it, say).
    """
    if workers == 1:
        serve_embedded(make_app(), host, port, threads)
    else:
        serve_workers(make_app, host, port, workers, threads)


def serve_embedded(app: Flask, host: str, port: int, threads: int) -> None:
    """Serve the app in this process with waitress, one thread per request in flight."""
    import waitress

    # Many threads: each phone polls every second, and a slow client must never hold up the others.
    try:
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
    except OSError as error:
        if error.errno != errno.EADDRINUSE:
            raise
        raise listen_error(error, host, port) from None


def serve_workers(make_app: Callable[[], Flask], host: str, port: int, workers: int, threads: int) -> None:
    """Serve ``make_app()`` from ``workers`` gunicorn processes on one port, each with ``threads`` threads.

    The port is bound here, before gunicorn starts, so that a port taken meanwhile is one line (ListenError)
    rather than gunicorn's retries and log; gunicorn serves the bound socket (``fd://``).
    """
    from gunicorn.app.base import BaseApplication

    # gunicorn takes the bound socket over (and closes it): this process keeps no handle of its own on it.
    listening = _listen(host, port).detach()

    class _Workers(BaseApplication):
        """gunicorn's application, configured here rather than from its command line."""

        def load_config(self) -> None:
            settings = {
                "bind": [f"fd://{listening}"],
                "workers": workers,
                "worker_class": "gthread",  # threads: a phone's keep-alive connection must not hold a worker
                "threads": threads,
                "worker_connections": 2000,
                "keepalive": 30,
                # The longest request line gunicorn reads (its most; 4094 by default): a phone's own questions
                # are a few hundred bytes, and a longer line gets 414, which docs/openapi.yaml names.
                "limit_request_line": 8190,
                "timeout": 60,
                "graceful_timeout": 10,
                "preload_app": False,  # each worker makes its own app after the fork: connections never cross it
                "accesslog": None,
                "errorlog": "-",
                "loglevel": "warning",
                "proc_name": "pnpkit",
            }
            for name, value in settings.items():
                self.cfg.set(name, value)

        def load(self) -> Flask:
            return make_app()

    _Workers().run()


def _listen(host: str, port: int) -> socket.socket:
    """Return a socket bound to host:port and listening, as the servers bind (SO_REUSEADDR; IPv6 only on IPv6)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family, backlog=BACKLOG, dualstack_ipv6=False)
    except OSError as error:
        raise listen_error(error, host, port) from None
