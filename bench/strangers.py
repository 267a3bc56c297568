"""A phone's answer times while strangers on the network loop on the pages that need no link.

Starts ``pnpkit serve`` on loopback with a fresh database, creates a table, and has one phone ask for its
state every 50 ms: first alone, then while four strangers (each from an address of its own, 127.0.0.2 to
127.0.0.5, as four devices on the Wi-Fi would be) ask for the Print page and a kit's status as fast as
the server answers them (at the lowest CPU priority: on a network their CPU is their own). Prints the
phone's median and p99 both times, and what the strangers got.

    .venv/bin/python bench/strangers.py [--seconds 20] [--strangers 4] [--workers 1 --db URL]

Everything stays on loopback; it runs for about twice ``--seconds``, then stops the server.
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import resource
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HEADERS = {"X-Pnpkit": "1", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json"}
STRANGER_PATHS = ("/print", "/print/avcw/en/a4/status", "/print?kit_locale=de", "/api/games")


def free_port() -> int:
    """Return a loopback port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, database: str, workers: int = 1, files: int | None = None) -> subprocess.Popen:
    """Start ``pnpkit serve`` on loopback (under a limit of ``files`` open files if given); wait until it answers."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    command = [sys.executable, "-m", "pnpkit", "serve", "--host", "127.0.0.1", "--port", str(port), "--quiet"]
    server = subprocess.Popen(
        [*command, "--db", database, "--workers", str(workers)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        preexec_fn=limit if files else None,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            request("127.0.0.1", port, "GET", "/api/games", source="127.0.0.9")
            return server
        except OSError:
            time.sleep(0.1)
    raise SystemExit("the server did not answer within 60 s")


def request(host: str, port: int, method: str, path: str, body: dict | None = None, source: str = "127.0.0.1"):
    """Send one request on a new connection; return the status and the body."""
    connection = http.client.HTTPConnection(host, port, timeout=30, source_address=(source, 0))
    try:
        connection.request(method, path, None if body is None else json.dumps(body), HEADERS)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def phone(port: int, token: str, seconds: float) -> list[float]:
    """Ask for the seat's state every 50 ms for ``seconds`` on one kept-alive connection; return the times (ms)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    times, end = [], time.monotonic() + seconds
    while time.monotonic() < end:
        started = time.perf_counter()
        connection.request("GET", f"/api/t/{token}/state", headers=HEADERS)
        response = connection.getresponse()
        response.read()
        times.append((time.perf_counter() - started) * 1000)
        time.sleep(0.05)
    connection.close()
    return times


def stranger(port: int, source: str, seconds: float, counts) -> None:
    """Loop on the pages a stranger reaches, as fast as they are answered, from one source address."""
    # A stranger's own CPU is another device's on a real network: here it runs at the lowest priority, so that
    # the cores the server shares with it go to the server first, as they would.
    os.nice(19)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(source, 0))
    end, number, answered = time.monotonic() + seconds, 0, {}
    while time.monotonic() < end:
        try:
            connection.request("GET", STRANGER_PATHS[number % len(STRANGER_PATHS)], headers=HEADERS)
            response = connection.getresponse()
            response.read()
            answered[response.status] = answered.get(response.status, 0) + 1
        except (OSError, http.client.HTTPException):
            connection.close()
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(source, 0))
        number += 1
    counts.put(answered)


def server_cpu(group: int) -> float:
    """Return the CPU seconds the server's processes (its process group) have used so far (Linux's /proc)."""
    used, tick = 0.0, os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if entry.isdigit() and int(fields[2]) == group:
            used += (int(fields[11]) + int(fields[12])) / tick
    return used


def figures(times: list[float]) -> str:
    """Return the median and p99 of answer times, in ms."""
    cuts = statistics.quantiles(times, n=100)
    return f"median {statistics.median(times):6.1f} ms   p99 {cuts[98]:6.1f} ms   ({len(times)} requests)"


def main() -> None:
    """Measure the phone alone, then beside the strangers; print both."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--strangers", type=int, default=4, choices=range(1, 9))
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--db", help="a postgresql:// URL (needed for --workers above 1); default: a new SQLite file")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="pnpkit-strangers-")
    port = free_port()
    server = start_server(port, options.db or str(Path(folder) / "t.sqlite3"), options.workers)
    try:
        _, created = request("127.0.0.1", port, "POST", "/api/tables", {"game": "avcw"}, source="127.0.0.9")
        token = json.loads(created)["links"]["parliament"].rsplit("/", 1)[1]
        phone(port, token, 2)  # warm up: the table loaded, the first answers made
        cpu = server_cpu(server.pid)
        alone = phone(port, token, options.seconds)
        cpu_alone, cpu = server_cpu(server.pid) - cpu, server_cpu(server.pid)
        counts = multiprocessing.Queue()
        loops = [
            multiprocessing.Process(target=stranger, args=(port, f"127.0.0.{2 + n}", options.seconds + 1, counts))
            for n in range(options.strangers)
        ]
        for loop in loops:
            loop.start()
        time.sleep(0.5)
        beside = phone(port, token, options.seconds)
        cpu_beside = server_cpu(server.pid) - cpu
        got: dict[int, int] = {}
        for _ in loops:
            for code, count in counts.get().items():
                got[code] = got.get(code, 0) + count
        for loop in loops:
            loop.join()
        share = 100 / options.seconds
        print(f"phone alone:                {figures(alone)}   server CPU {cpu_alone * share:5.1f} %")
        print(
            f"phone beside {options.strangers} strangers:   {figures(beside)}   server CPU {cpu_beside * share:5.1f} %"
        )
        p99 = statistics.quantiles(beside, n=100)[98] - statistics.quantiles(alone, n=100)[98]
        print(f"p99 moved by {p99:+.1f} ms; the strangers' answers: {dict(sorted(got.items()))}")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)


if __name__ == "__main__":
    main()
