"""Serving the companion: one embedded process (waitress), or several pre-forked workers (gunicorn) on one port.

One process on SQLite is the default for a table at home. A host with many tables runs several
workers sharing PostgreSQL: each worker makes its own app (its own connections and live tables) after
the fork, and every answer is checked against the stored version (companion.tables), so the workers
never disagree about a table.
"""

from __future__ import annotations

import errno
from collections.abc import Callable

from flask import Flask

from companion.network import listen_error


def serve_embedded(app: Flask, host: str, port: int, threads: int) -> None:
    """Serve the app in this process with waitress, one thread per request in flight.

    Raise ListenError if the port is taken when waitress binds it (companion.network checks it first).
    """
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
    """Serve ``make_app()`` from ``workers`` gunicorn processes on one port, each with ``threads`` threads."""
    from gunicorn.app.base import BaseApplication

    class _Workers(BaseApplication):
        """gunicorn's application, configured here rather than from its command line."""

        def load_config(self) -> None:
            settings = {
                "bind": [f"[{host}]:{port}" if ":" in host else f"{host}:{port}"],
                "workers": workers,
                "worker_class": "gthread",  # threads: a phone's keep-alive connection must not hold a worker
                "threads": threads,
                "worker_connections": 2000,
                "keepalive": 30,
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
