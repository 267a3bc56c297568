"""A proxy in front of a PostgreSQL server that can lose the answer to a COMMIT.

Clients connect to it on loopback; it passes every byte on to the server and back. Armed, it passes the
next COMMIT on, lets the server commit, then swallows the server's answer and closes the client's
connection: the client sees its connection lost during COMMIT, while the change is in the database.
"""

from __future__ import annotations

import socket
import threading
from contextlib import suppress
from urllib.parse import parse_qs, unquote, urlsplit, urlunsplit

# The simple-query message psycopg sends to commit: "Q", the length (4 + 7), "COMMIT" and its NUL.
COMMIT = b"Q\x00\x00\x00\x0bCOMMIT\x00"


def server_address(url: str) -> tuple[int, object]:
    """Return (socket family, address) of the server a postgresql:// URL names."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    host = unquote(query["host"][0]) if "host" in query else parts.hostname or "localhost"
    port = int(query["port"][0]) if "port" in query else parts.port or 5432
    if host.startswith("/"):
        return socket.AF_UNIX, f"{host}/.s.PGSQL.{port}"
    return socket.AF_INET, (host, port)


class CommitLosingProxy:
    """A loopback proxy to the server of ``url``; ``url`` of the proxy reaches the same database through it."""

    def __init__(self, url: str):
        self.family, self.address = server_address(url)
        self.listener = socket.create_server(("127.0.0.1", 0))
        parts = urlsplit(url)
        user = parts.netloc.rpartition("@")[0] or "postgres"  # with its password, if the URL has one
        where = f"{user}@127.0.0.1:{self.listener.getsockname()[1]}"
        self.url = urlunsplit(("postgresql", where, parts.path, "sslmode=disable", ""))
        self.armed = threading.Event()
        self.cuts = 0  # answers to COMMIT lost so far
        threading.Thread(target=self._accept, daemon=True).start()

    def lose_next_commit_answer(self) -> None:
        """Let the next COMMIT through and lose its answer."""
        self.armed.set()

    def close(self) -> None:
        """Stop taking connections."""
        self.listener.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.socket(self.family, socket.SOCK_STREAM)
            server.connect(self.address)
            cutting = threading.Event()
            threading.Thread(target=self._to_server, args=(client, server, cutting), daemon=True).start()
            threading.Thread(target=self._to_client, args=(server, client, cutting), daemon=True).start()

    def _to_server(self, client: socket.socket, server: socket.socket, cutting: threading.Event) -> None:
        while data := _receive(client):
            if COMMIT in data and self.armed.is_set():
                self.armed.clear()
                cutting.set()  # before sending: the answer must find it set
            try:
                server.sendall(data)
            except OSError:
                break
        _close(client, server)

    def _to_client(self, server: socket.socket, client: socket.socket, cutting: threading.Event) -> None:
        while data := _receive(server):
            if cutting.is_set():
                self.cuts += 1  # the server has committed and answered: the answer goes nowhere
                break
            try:
                client.sendall(data)
            except OSError:
                break
        _close(client, server)


def _receive(connection: socket.socket) -> bytes:
    try:
        return connection.recv(65536)
    except OSError:
        return b""


def _close(*connections: socket.socket) -> None:
    for connection in connections:
        with suppress(OSError):
            connection.shutdown(socket.SHUT_RDWR)
        connection.close()
