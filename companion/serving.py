"""Serving the companion: gunicorn's pre-forked workers on one port (one by default), or waitress where no fork is.

One worker on SQLite is the default for a table at home or a club night. A host with many tables runs
several workers sharing PostgreSQL: each worker makes its own app (its own connections and live tables)
after the fork, and every answer is checked against the stored version (companion.tables), so the workers
never disagree about a table.

Why gunicorn even for one worker: every phone keeps its connection open and asks every second. gunicorn's
threaded worker waits on all of them with epoll, so an idle connection costs nothing; waitress's loop
registers every open connection again for each event it serves, which at 741 phones cost three times the
CPU of the answer itself (bench/companion_load.py; docs/companion.md, "Tests and figures").
"""

from __future__ import annotations

import errno
import os
import socket
from collections.abc import Callable

from flask import Flask

from companion.network import listen_error

BACKLOG = 2048  # connections waiting to be accepted: every phone of a busy evening may come back at once


def can_fork() -> bool:
    """Tell whether this system forks processes (gunicorn's workers need it; Windows does not)."""
    return hasattr(os, "fork")


def serve(make_app: Callable[[], Flask], host: str, port: int, workers: int, threads: int) -> None:
    """Serve ``make_app()`` from ``workers`` gunicorn workers, or from one waitress process where no fork is.

    Raise ListenError if the port cannot be bound (taken since companion.network checked it, say).
    """
    if can_fork():
        serve_workers(make_app, host, port, workers, threads)
    else:
        serve_embedded(make_app(), host, port, threads)


def serve_embedded(app: Flask, host: str, port: int, threads: int) -> None:
    """Serve the app in this process with waitress, one thread per request in flight (systems without fork)."""
    import waitress

    try:
        waitress.serve(
            app,
            host=host,
            port=port,
            threads=threads,
            connection_limit=2000,
            channel_timeout=30,
            asyncore_use_poll=True,
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
