"""A phone's answer times while one stranger holds many idle or half-sent connections to the server.

Starts ``pnpkit serve`` on loopback with a fresh database (with ``--files N``, under a limit of N open files
it cannot raise, as after ``ulimit -n N``), creates a table, opens ``--connections`` connections from
127.0.0.2 (half send nothing, half send half a request's headers), then has a phone make moves and polls
for ``--seconds``, and prints how long each took, how many of the stranger's connections the server still
held, and when they were closed.

    .venv/bin/python bench/idle_connections.py [--connections 1100] [--seconds 20] [--files 1024]

Everything stays on loopback and is bounded: at most 5,000 connections, at most 120 seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import socket
import statistics
import tempfile
import time
from pathlib import Path

from strangers import free_port, request, start_server

ACTIONS = [
    ("parliament", {"do": "deal"}),
    ("royalists", {"do": "draw_event", "card": "JC"}),
    ("parliament", {"do": "draw_event", "card": "KH"}),
]


def still_open(connections: list[socket.socket]) -> int:
    """Return how many of the stranger's connections the server has not closed yet."""
    count = 0
    for connection in connections:
        connection.setblocking(False)
        try:
            count += connection.recv(1, socket.MSG_PEEK) != b""
        except BlockingIOError:
            count += 1  # nothing to read and not closed: still held
        except OSError:
            pass
    return count


def main() -> None:
    """Open the stranger's connections, then time the phone's requests beside them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--connections", type=int, default=1100, choices=range(1, 5001), metavar="N")
    parser.add_argument("--seconds", type=float, default=20.0, choices=range(1, 121), metavar="S")
    parser.add_argument("--files", type=int, help="the server's limit of open files (soft and hard)")
    options = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, options.connections + 256)), hard))
    port = free_port()
    server = start_server(port, str(Path(tempfile.mkdtemp(prefix="pnpkit-idle-")) / "t.sqlite3"), files=options.files)
    stranger: list[socket.socket] = []
    try:
        _, created = request("127.0.0.1", port, "POST", "/api/tables", {"game": "avcw"}, source="127.0.0.9")
        tokens = {role: url.rsplit("/", 1)[1] for role, url in json.loads(created)["links"].items()}
        opened = time.monotonic()
        for number in range(options.connections):
            connection = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=("127.0.0.2", 0))
            if number % 2:
                connection.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            stranger.append(connection)
        print(f"{len(stranger)} idle and half-sent connections open in {time.monotonic() - opened:.1f} s")
        times, end, version = [], time.monotonic() + options.seconds, 0
        while time.monotonic() < end:
            started = time.perf_counter()
            if version < len(ACTIONS):
                role, action = ACTIONS[version]
                body = {"version": version, "action": action}
                request("127.0.0.1", port, "POST", f"/api/t/{tokens[role]}/actions", body)
                version += 1
            else:
                request("127.0.0.1", port, "GET", f"/api/t/{tokens['board']}/version")
            times.append((time.perf_counter() - started) * 1000)
            held = still_open(stranger)
            print(f"  t={time.monotonic() - opened:5.1f} s  request {times[-1]:8.1f} ms  stranger holds {held}")
            time.sleep(1)
        print(f"phone: first {times[0]:.1f} ms, median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms")
    finally:
        for connection in stranger:
            connection.close()
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)


if __name__ == "__main__":
    main()
