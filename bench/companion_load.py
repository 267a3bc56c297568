"""Load on the companion: N tables, each with its simulated phones that poll and act, against the real server.

Starts ``pnpkit serve`` (waitress) on loopback with a fresh database, creates the tables through the
API, then runs two phones per table for a while. Like the pages, each phone asks for the table's
version every second, asks for the state when it changed (as far as it lacks it: bench/answer_bytes.py's
``Phone``, compressed), and acts when its seat is to move (or, for the Parliament phone, when a draw is
due) after a think time, choosing among the legal actions the API lists (which the pages do not ask
for). Prints the latency of every request (p50, p99, max) by kind, the bytes each moved (both ways,
headers included) and the error count.

    python bench/companion_load.py --tables 200 --seconds 60
    python bench/companion_load.py --game 17-21 --tables 100
    python bench/companion_load.py --game walsingham --tables 40
    python bench/companion_load.py --game trumps_of_kings --tables 30   # nine kingdoms: nine phones a table
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # before this folder, whose engine.py is a benchmark

from answer_bytes import ACCEPT_ENCODING, CHANCE, Phone, Reply, choose, exchange_bytes  # noqa: E402

# game -> the table options of the load: every kingdom of Trumps of Kings has a player, nine phones a table.
OPTIONS = {
    "trumps_of_kings": dict.fromkeys(
        ("austria", "bavaria", "england", "france", "prussia", "russia", "spain", "sweden", "turkey"), True
    )
}


class Connection:
    """One phone's keep-alive HTTP/1.1 connection, with the latency and bytes of each request recorded."""

    def __init__(self, port: int, record):
        self.port = port
        self.record = record
        self.reader = self.writer = None

    async def request(
        self, kind: str, method: str, path: str, headers: dict[str, str], body: dict | None = None
    ) -> Reply | None:
        """Send a request, read the whole answer (None if the connection failed); record its time, status and bytes."""
        payload = b"" if body is None else json.dumps(body).encode()
        sent = {"X-Pnpkit": "1", **headers}
        if body is not None:
            sent.update({"Content-Type": "application/json", "Content-Length": str(len(payload))})
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
        head += "".join(f"{name}: {value}\r\n" for name, value in sent.items())
        started = time.perf_counter()
        try:
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            self.writer.write(head.encode() + b"\r\n" + payload)
            status_line = await self.reader.readline()
            status = int(status_line.split()[1])
            received = []
            while True:
                line = await self.reader.readline()
                if line in (b"\r\n", b""):
                    break
                name, _, value = line.decode().partition(":")
                received.append((name, value.strip()))
            length = int(next((value for name, value in received if name.lower() == "content-length"), 0))
            reply = Reply(status, received, await self.reader.readexactly(length))
        except (OSError, ValueError, IndexError, asyncio.IncompleteReadError):
            self.writer = None
            self.record(kind, time.perf_counter() - started, 0, 0)
            return None
        self.record(kind, time.perf_counter() - started, status, exchange_bytes(method, path, sent, reply, payload))
        return reply


async def phone(port: int, token: str, seat: str, record, until: float, rng: random.Random, args) -> None:
    """Poll like the page does, and act when this phone's seat is to move."""
    connection = Connection(port, record)
    await asyncio.sleep(rng.uniform(0, args.poll))  # phones do not all start on the same tick
    page = Phone(token, seat, legal=True)  # the listing, which the pages never ask for, to choose a move from
    act_at = None
    while time.monotonic() < until:
        path, headers = page.poll_request()
        reply = await connection.request("poll", "GET", path, headers)
        if reply is not None and page.is_behind(reply):
            path, headers = page.state_request()
            reply = await connection.request("state", "GET", path, headers)
            if reply is not None and reply.status in (200, 304):
                page.take_state(path, reply)
                act_at = time.monotonic() + rng.uniform(args.think_min, args.think_max)
        if page.answer is not None and act_at is not None and time.monotonic() >= act_at:
            action = choose(page.answer, seat, rng, args.game)
            act_at = None
            if action is not None:
                path = page.action_request()
                body = {"version": page.version, "action": action}
                reply = await connection.request("action", "POST", path, {"Accept-Encoding": ACCEPT_ENCODING}, body)
                if reply is not None and reply.status == 200:
                    page.take_state(path, reply)
                    act_at = time.monotonic() + rng.uniform(args.think_min, args.think_max)
        await asyncio.sleep(args.poll)


def free_port() -> int:
    """Return a free TCP port on loopback."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, database: str, threads: int) -> subprocess.Popen:
    """Start pnpkit serve and wait until it answers."""
    command = [sys.executable, "-m", "pnpkit", "serve", "--host", "127.0.0.1", "--port", str(port)]
    command += ["--db", database, "--quiet", "--threads", str(threads)]
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games", timeout=1).read()
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the server did not start")


def create_tables(port: int, count: int, game: str) -> list[dict[str, str]]:
    """Create tables of a game through the API; return each table's seat tokens."""
    tables = []
    body = json.dumps({"game": game, "options": OPTIONS.get(game, {})}).encode()
    for _ in range(count):
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/tables",
            data=body,
            headers={"Content-Type": "application/json", "X-Pnpkit": "1"},
            method="POST",
        )
        links = json.load(urllib.request.urlopen(request))["links"]
        tables.append({role: url.rsplit("/", 1)[1] for role, url in links.items()})
    return tables


def server_cpu_seconds(pid: int) -> float:
    """Return the CPU time the server process used so far (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    """Return the value below which ``share`` of the values fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


async def run(port: int, tables: list[dict[str, str]], args) -> tuple[dict, dict, int]:
    samples: dict[str, list[float]] = {"poll": [], "state": [], "action": []}
    sizes: dict[str, list[int]] = {"poll": [], "state": [], "action": []}
    errors = {"count": 0}

    measure_from = time.monotonic() + args.warmup

    def record(kind: str, seconds: float, status: int, size: int) -> None:
        if not (200 <= status < 300 or status == 304):
            errors["count"] += 1  # errors count from the first request on, warm-up included
        if time.monotonic() >= measure_from:
            samples[kind].append(seconds)
            sizes[kind].append(size)

    until = time.monotonic() + args.warmup + args.seconds
    rng = random.Random(args.seed)
    await asyncio.gather(
        *(
            phone(port, table[seat], seat, record, until, random.Random(rng.random()), args)
            for table in tables
            for seat in table
            if seat not in ("board", "host")
        )
    )
    return samples, sizes, errors["count"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--game", default="avcw", choices=sorted(CHANCE))
    parser.add_argument("--seconds", type=float, default=60.0, help="how long latencies are measured")
    parser.add_argument(
        "--warmup", type=float, default=5.0, help="seconds first played unmeasured (all phones load the page at once)"
    )
    parser.add_argument("--poll", type=float, default=1.0, help="seconds between polls, as the pages do")
    parser.add_argument("--think-min", type=float, default=2.0, help="shortest think time before acting, seconds")
    parser.add_argument("--think-max", type=float, default=6.0, help="longest think time before acting, seconds")
    parser.add_argument("--threads", type=int, default=16, help="waitress worker threads")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = start_server(port, str(Path(folder) / "load.sqlite3"), args.threads)
        try:
            tables = create_tables(port, args.tables, args.game)
            cpu_before = server_cpu_seconds(server.pid)
            samples, sizes, errors = asyncio.run(run(port, tables, args))
            elapsed = args.seconds
            server_cpu = (server_cpu_seconds(server.pid) - cpu_before) / (args.warmup + args.seconds)
        finally:
            server.terminate()
            server.wait(10)
    every = [value for values in samples.values() for value in values]
    phones = sum(len(table) - 2 for table in tables)  # every role but the host and the board
    print(
        f"companion load: {args.tables} tables of {args.game}, {phones} phones, {args.seconds:g} s measured after "
        f"{args.warmup:g} s warm-up, {os.cpu_count()} cores"
    )
    print(f"  polling every {args.poll:g} s, think time {args.think_min:g}-{args.think_max:g} s")
    for kind, values in (*samples.items(), ("all", every)):
        if values:
            print(
                f"  {kind:7s} {len(values):7d} requests  p50 {1000 * statistics.median(values):6.1f} ms  "
                f"p99 {1000 * percentile(values, 0.99):6.1f} ms  max {1000 * max(values):7.1f} ms"
            )
    print(f"  {len(every) / elapsed:.0f} requests per second, {len(samples['action'])} actions measured")
    for kind, values in sizes.items():
        if values:
            print(f"  {kind:7s} bytes both ways: median {statistics.median(values):7.0f}  max {max(values):7d}")
    print(f"  server process CPU: {100 * server_cpu:.0f} % of one core (warm-up included)")
    print(f"  errors: {errors}")


if __name__ == "__main__":
    main()
