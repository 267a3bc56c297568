"""Load on the companion: N tables, each with its simulated phones that poll and act, against the real server.

Starts ``pnpkit serve`` on loopback (one granian worker, or ``--workers`` of them) on a
fresh store (an SQLite file; with ``--db postgresql`` a throwaway PostgreSQL cluster of the benchmark's
own, stopped at the end; or the PostgreSQL database a URL names), creates the tables through the API,
then runs every seat's phone of every table for a while. Like the page, each phone asks for the
table's version every second and, when it moved, the state as the page asks for it (the log position
and answer text it holds, its ETag, brotli or gzip); it sends its seat's actions after a think time,
chosen among the legal actions (which the page never asks for: the phone fetches them apart, as the
"listing" kind), and now and then takes one back. The draws are entered by one phone a table.

Prints per kind of request the p50, p95 and p99 latency; requests and actions per second; the bytes a
phone that did not act moves to catch up after an action (median, p95, max); the server's CPU (its
process and all its children, user and system, per second of the window) and peak memory (the sum of
its processes' RSS); the database's and the client's own CPU; the expected refusals (409 stale, 422 no
longer legal) and the errors (any other status that is not 2xx or 304, and failed connections).

    python bench/companion_load.py --tables 200 --seconds 60
    python bench/companion_load.py --game 17-21 --tables 100
    python bench/companion_load.py --game trumps_of_kings --tables 30   # nine kingdoms: nine phones a table
    python bench/companion_load.py --mix --tables 100                   # the five games, every player count
    python bench/companion_load.py --mix --tables 300 --db postgresql --workers 2
    python bench/companion_load.py --mix --db postgresql://pnpkit@dbhost/pnpkit_load --workers 4
    python bench/companion_load.py --mix --scale-out      # the most tables held at p99 <= 50 ms, 1 and 2 workers

``--scale-out`` searches, on PostgreSQL, for the most tables the server holds with the p99 latency of
all the page's requests together (poll, state, action, undo; not the benchmark's own listings) at or
under ``--p99-ms`` and no error: the count grows by half until a step fails, then the gap between the
most held and the fewest not held is halved until it is within a tenth; each step is a warm-up and a
short window on the same server, the first tables kept as the count grows.
It does so with one worker and with ``--workers`` (at least two), both servers up from the start and the
two searches taking a step each in turn (a machine whose speed drifts slows both alike), and prints both
counts and their ratio. The phones run in ``--clients`` processes (2 by default), each on one asyncio loop, the tables
dealt round them: their CPU and how late their loops woke are printed with every window, since on a
small machine the client takes CPU from the server, and a late loop adds to every latency it measures; so is
how long the server's threads waited, ready to run, for a core (the kernel's count): the machine's share of
the latency, apart from the server's own work.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import gc
import json
import multiprocessing
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Callable, Generator
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT))  # for tests.pg (the PostgreSQL cluster); first, as bench/engine.py is not the engine

from load_choices import CHANCE, table_kinds  # noqa: E402
from load_measures import (  # noqa: E402
    KINDS,
    PAGE_KINDS,
    READS,
    Usage,
    Window,
    percentile,
    summary,
    watch,
    watch_client,
)
from load_phones import run_phones  # noqa: E402

from companion.collector import settle_for_latency  # noqa: E402


def database_choice(value: str) -> str:
    """Check a --db value: sqlite, postgresql or a postgresql:// URL."""
    if value in ("sqlite", "postgresql") or value.startswith(("postgresql://", "postgres://")):
        return value
    raise argparse.ArgumentTypeError("write sqlite, postgresql or a postgresql://user@host/name URL")


class Store:
    """Where the server keeps its tables: SQLite files, a PostgreSQL cluster of the benchmark's own, or a URL."""

    def __init__(self, choice: str, folder: Path):
        self.choice = choice
        self.folder = folder
        self.cluster = None
        self.made = 0

    def __enter__(self) -> Store:
        if self.choice == "postgresql":
            from tests import pg

            binaries = pg.server_binaries()
            if binaries is None:
                raise SystemExit("PostgreSQL (initdb, pg_ctl) was not found: install its server programs, or --db URL")
            try:
                self.cluster = pg.LocalServer(binaries).start()
            except pg.Unavailable as error:
                raise SystemExit(str(error)) from None
        return self

    def __exit__(self, *exc) -> None:
        if self.cluster is not None:
            self.cluster.stop()

    @property
    def is_postgresql(self) -> bool:
        """Tell whether the tables are kept in PostgreSQL."""
        return self.choice != "sqlite"

    def describe(self) -> str:
        """Return the store in a few words, for the report."""
        if self.cluster is not None:
            return "PostgreSQL (a cluster of the benchmark's own)"
        return "PostgreSQL (the URL given)" if self.is_postgresql else "SQLite"

    def new_database(self) -> str:
        """Return the --db of a new, empty store (the URL given is the same database each time)."""
        self.made += 1
        if self.cluster is not None:
            return self.cluster.create_database()
        return self.choice if self.is_postgresql else str(self.folder / f"load-{self.made}.sqlite3")

    def server_pid(self) -> int | None:
        """Return the process of the own cluster's server, whose children are its backends (None for a URL)."""
        if self.cluster is None:
            return None
        return int((self.cluster.folder / "data" / "postmaster.pid").read_text().split()[0])


def free_port() -> int:
    """Return a free TCP port on loopback."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """``pnpkit serve`` on loopback on one store with a number of workers, started and stopped around runs."""

    def __init__(self, database: str, workers: int, args, folder: Path):
        self.database = database
        self.workers = workers
        self.args = args
        self.port = free_port()
        self.log = folder / f"server-{self.port}.log"
        self.process: subprocess.Popen | None = None

    def __enter__(self) -> Server:
        command = [sys.executable, "-m", "pnpkit", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        command += ["--db", self.database, "--quiet", "--threads", str(self.args.threads)]
        command += ["--workers", str(self.workers), "--max-tables", str(self.args.max_tables)]
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/api/games", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.1)
        self.__exit__()
        raise SystemExit(f"the server did not start: {self.log.read_text(errors='replace')[-2000:]}")

    def __exit__(self, *exc) -> None:
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def log_tail(self, lines: int = 30) -> str:
        """Return the last error the server wrote (its last traceback, else its last lines)."""
        told = self.log.read_text(errors="replace").splitlines()
        starts = [number for number, line in enumerate(told) if line.startswith("Traceback")]
        if starts:  # the request's error line comes just before its traceback
            return "\n".join(told[max(starts[-1] - 2, 0) :][:lines])
        return "\n".join(told[-lines:])

    @property
    def pid(self) -> int:
        """Return the server's process (granian's workers are its children)."""
        return self.process.pid


def create_tables(port: int, kinds: list[tuple[str, dict]]) -> list[tuple[str, dict[str, str]]]:
    """Create tables of these games and options through the API; return each one's game and role -> token."""
    tables = []
    for game, options in kinds:
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/tables",
            data=json.dumps({"game": game, "options": options}).encode(),
            headers={"Content-Type": "application/json", "X-Pnpkit": "1"},
            method="POST",
        )
        links = json.load(urllib.request.urlopen(request))["links"]
        tables.append((game, {role: url.rsplit("/", 1)[1] for role, url in links.items()}))
    return tables


def run_window(server: Server, store: Store, tables: list, args, seconds: float) -> tuple[Window, Usage]:
    """Run the tables' phones for the warm-up and ``seconds`` more; return what the window measured.

    The phones run in ``--clients`` processes, the tables dealt round them, so that one event loop's lateness
    does not stand in the server's figures; this process meanwhile watches the server and the database.
    """
    opens = time.monotonic() + args.warmup
    closes = opens + seconds
    roots = {"server": server.pid, "database": store.server_pid()}
    parts = [tables[number :: args.clients] for number in range(args.clients)]
    context = multiprocessing.get_context("fork")  # the children need nothing imported again
    with concurrent.futures.ThreadPoolExecutor(1) as watcher, context.Pool(len(parts)) as clients:
        watched = watcher.submit(watch, opens, closes, roots)
        jobs = [(server.port, part, args, opens, closes, args.seed + number) for number, part in enumerate(parts)]
        windows = clients.starmap(run_client, jobs)
        usage = watched.result()
    window = windows[0]
    for other in windows[1:]:
        window.merge(other)
    usage["cpu"]["client"] = window.cpu_seconds / seconds
    return window, Usage(**usage, lag_p99=percentile(window.lags, 0.99) if window.lags else 0.0)


def run_client(port: int, tables: list, args, opens: float, closes: float, seed: int) -> Window:
    """Run these tables' phones in this client process from now until the window closes; return its window."""
    # The phones time every answer: a pause of this process's collector would count against the server. A client
    # lives for one window, so its collector may simply stop, once what it keeps for the window is put aside.
    settle_for_latency()
    gc.disable()
    window = Window(opens, closes)

    async def play() -> None:
        watcher = asyncio.create_task(watch_client(window))
        await run_phones(port, tables, window, closes, args, seed)
        await watcher

    asyncio.run(play())
    return window


def phone_count(tables: list[tuple[str, dict[str, str]]]) -> int:
    """Return the number of phones of these tables: every role but the host's and the board's."""
    return sum(len(tokens) - 2 for _, tokens in tables)


def report(window: Window, usage: Usage, seconds: float) -> None:
    """Print what a window measured."""
    print(f"  {'kind':9s} {'requests':>9s} {'p50 ms':>8s} {'p95 ms':>8s} {'p99 ms':>8s} {'max ms':>8s}")
    rows = [(kind, window.latencies[kind]) for kind in KINDS]
    rows += [("all", window.all_latencies(PAGE_KINDS)), ("poll+state", window.all_latencies(READS))]
    for name, values in rows:
        if values:
            figures = " ".join(f"{1000 * value:8.1f}" for value in summary(values))
            print(f"  {name:9s} {len(values):9d} {figures}")
    print("  (all: every kind the page asks, not the listings the simulated phones fetch to choose their actions)")
    requests = len(window.all_latencies(KINDS))
    print(
        f"  {requests / seconds:.0f} requests/s, {window.accepted['action'] / seconds:.1f} actions/s, "
        f"{window.accepted['undo'] / seconds:.2f} undos and answers to undos/s, "
        f"{window.moved / seconds / 1000:.0f} kB/s both ways"
    )
    if window.catch_ups:
        median, p95, _, most = summary(window.catch_ups)
        print(
            f"  bytes per action per phone that did not act (its poll and state, both ways): median {median:.0f}, "
            f"p95 {p95:.0f}, max {most:.0f} ({len(window.catch_ups)} catch-ups; {window.further_behind} more than "
            "one action behind, left out)"
        )
    cpu = usage.cpu
    line = (
        f"  server CPU {100 * cpu['server']:.0f} % of a core (user+sys, processes: {usage.server_processes}), "
        f"peak RSS {usage.peak_rss / 2**20:.0f} MiB"
    )
    if "database" in cpu:
        line += f"; PostgreSQL CPU {100 * cpu['database']:.0f} %"
    print(f"{line}; client CPU {100 * cpu['client']:.0f} %, its loop late by {1000 * usage.lag_p99:.1f} ms at p99")
    print(
        f"  the machine: {machine_share(usage)} busy (every process and the kernel); the server's threads waited "
        f"{1000 * usage.server_core_wait:.0f} ms a second for a core"
    )
    print(f"  refusals (expected): {format_counts(window.refusals)}; errors: {format_counts(window.errors)}")


def machine_share(usage: Usage) -> str:
    """Return how busy the whole machine was, as "87 % of 2 cores"."""
    return f"{100 * usage.machine_busy:.0f} % of {os.cpu_count()} cores"


def format_counts(counts: Counter) -> str:
    """Return counts by status as "409 x3, 422 x1", or "0"."""
    return ", ".join(f"{status} x{count}" for status, count in sorted(counts.items(), key=str)) or "0"


def describe_tables(tables: list[tuple[str, dict[str, str]]]) -> str:
    """Return how many tables of each game there are and their phones."""
    games = Counter(game for game, _ in tables)
    mix = ", ".join(f"{count} {game}" for game, count in games.items())
    return f"{len(tables)} tables ({mix}), {phone_count(tables)} phones"


def measure_once(args, store: Store, folder: Path) -> None:
    """Run the tables asked for once on one server and print the report."""
    with Server(store.new_database(), args.workers, args, folder) as server:
        tables = create_tables(server.port, table_kinds(args.tables, args.game))
        window, usage = run_window(server, store, tables, args, args.seconds)
        told = server.log_tail()
    workers = f"{workers_label(args.workers)} (granian)"
    print(f"companion load: {describe_tables(tables)}")
    print(
        f"  {workers}, {args.threads} threads each, on {store.describe()}; {args.seconds:g} s measured after "
        f"{args.warmup:g} s warm-up; {os.cpu_count()} cores"
    )
    print(
        f"  polling every {args.poll:g} s, think time {args.think_min:g}-{args.think_max:g} s, "
        f"{100 * args.undo:g} % of actions taken back"
    )
    report(window, usage, args.seconds)
    if told and any(status != "connection" and status >= 500 for status in window.errors):
        print(f"  the server's last words:\n{told}")


def steps_to_most_held(start: int) -> Generator[int, bool, int]:
    """Yield the counts of tables to try, each sent back whether it was held; return the most held (0 if none is).

    Counts grow by half from ``start`` until one is not held, then the gap between the most held and the
    fewest not held is halved until it is within a tenth of the former.
    """
    held, failed = 0, None
    count = max(1, start)
    while failed is None or failed - held > max(1, held // 10):
        if (yield count):
            held = count
        else:
            failed = count
        count = count + max(1, count // 2) if failed is None else (held + failed) // 2
    return held


def most_held_each(holds: dict, start: int) -> dict:
    """Return, for each of several ``holds`` (name -> count -> held?), the most tables it holds, a step of each in turn.

    Taking turns, the searches see the same machine: a machine whose speed drifts during the run (a shared
    one's does) slows them alike, instead of whichever ran second.
    """
    searches = {name: steps_to_most_held(start) for name in holds}
    asked = {name: next(search) for name, search in searches.items()}
    found = {}
    while asked:
        for name in list(asked):
            try:
                asked[name] = searches[name].send(holds[name](asked[name]))
            except StopIteration as done:
                found[name] = done.value
                del asked[name]
    return found


def holds_on(server: Server, store: Store, args, label: str) -> Callable[[int], bool]:
    """Return a test of whether the server holds a count of tables at p99 <= --p99-ms without errors (printing it).

    The tables are kept from step to step, more made as the count grows.
    """
    tables: list = []

    def holds(count: int) -> bool:
        tables.extend(create_tables(server.port, table_kinds(count, args.game)[len(tables) :]))
        window, usage = run_window(server, store, tables[:count], args, args.seconds)
        p99 = window.p99(PAGE_KINDS)
        held = p99 <= args.p99_ms / 1000 and not window.errors
        cpu = ", ".join(f"{name} {100 * share:.0f} %" for name, share in usage.cpu.items())
        print(
            f"  {label}: {count:5d} tables, {phone_count(tables[:count]):5d} phones: p99 {1000 * p99:6.1f} ms "
            f"(poll+state {1000 * window.p99(READS):6.1f} ms), errors {sum(window.errors.values())}, CPU {cpu}, "
            f"client loop late {1000 * usage.lag_p99:.1f} ms, machine {machine_share(usage)} busy, server waited "
            f"{1000 * usage.server_core_wait:.0f} ms/s for a core: "
            f"{'held' if held else 'not held'}",
            flush=True,
        )
        return held

    return holds


def workers_label(workers: int) -> str:
    """Return "1 worker" or "N workers"."""
    return f"{workers} worker{'s' if workers > 1 else ''}"


def scale_out(args, store: Store, folder: Path) -> None:
    """Find the most tables held with one worker and with several on PostgreSQL; print both and their ratio.

    Both servers run from the start, each on a database of its own, and the two searches take turns, a step
    each: the server not being measured holds its tables idle.
    """
    print(
        f"scale-out: the most tables held with p99 <= {args.p99_ms:g} ms over all the page's requests (poll, "
        f"state, action, undo) and no error; {args.warmup:g} s warm-up and {args.seconds:g} s measured a step, "
        f"the two searches a step each in turn; {store.describe()}, {args.threads} threads a worker; "
        f"{os.cpu_count()} cores",
        flush=True,
    )
    one, many = 1, max(2, args.workers)
    with (
        Server(store.new_database(), one, args, folder) as single,
        Server(store.new_database(), many, args, folder) as several,
    ):
        counts = most_held_each(
            {
                one: holds_on(single, store, args, workers_label(one)),
                many: holds_on(several, store, args, workers_label(many)),
            },
            args.tables,
        )
    ratio = f"{counts[many] / counts[one]:.2f}x" if counts[one] else "n/a"
    print(f"  held: {counts[one]} tables with {workers_label(one)}, {counts[many]} with {workers_label(many)}: {ratio}")


def raise_file_limit() -> None:
    """Allow as many open files as the system lets this process have: every phone keeps a connection open."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def parse_args() -> argparse.Namespace:
    """Read the command line; the defaults of --tables, --seconds and --db depend on --scale-out."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--game", default="avcw", choices=sorted(CHANCE))
    which.add_argument("--mix", action="store_true", help="the five games in equal shares, every player count")
    parser.add_argument("--tables", type=int, help="tables (default 200); with --scale-out, the first step (40)")
    parser.add_argument("--seconds", type=float, help="seconds measured (default 60; with --scale-out, a step: 15)")
    parser.add_argument(
        "--warmup", type=float, default=5.0, help="seconds first played unmeasured (all phones load the page at once)"
    )
    parser.add_argument("--poll", type=float, default=1.0, help="seconds between polls, as the pages do")
    parser.add_argument("--think-min", type=float, default=2.0, help="shortest think time before acting, seconds")
    parser.add_argument("--think-max", type=float, default=6.0, help="longest think time before acting, seconds")
    parser.add_argument("--undo", type=float, default=0.02, help="share of accepted actions their phone takes back")
    parser.add_argument("--workers", type=int, default=1, help="server workers (several: PostgreSQL only)")
    parser.add_argument("--threads", type=int, default=2, help="threads of each server worker (serve's --threads)")
    parser.add_argument("--clients", type=int, default=2, help="processes running the phones (tables dealt round)")
    parser.add_argument(
        "--db",
        type=database_choice,
        help="sqlite (default), postgresql (a throwaway cluster of the benchmark's own) or a postgresql:// URL",
    )
    parser.add_argument(
        "--max-tables", type=int, default=10_000, help="tables each server process keeps in memory (serve's option)"
    )
    parser.add_argument("--scale-out", action="store_true", help="the most tables held, 1 worker against several")
    parser.add_argument("--p99-ms", type=float, default=50.0, help="the p99 latency a held step stays within")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.mix:
        args.game = None
    args.tables = args.tables or (40 if args.scale_out else 200)
    args.seconds = args.seconds or (15.0 if args.scale_out else 60.0)
    args.db = args.db or ("postgresql" if args.scale_out else "sqlite")
    if args.db == "sqlite" and (args.scale_out or args.workers > 1):
        parser.error("several workers need PostgreSQL: --db postgresql or --db postgresql://...")
    return args


def main() -> None:
    """Run the load asked for and print what it measured."""
    args = parse_args()
    raise_file_limit()
    with tempfile.TemporaryDirectory() as name, Store(args.db, Path(name)) as store:
        if args.scale_out:
            scale_out(args, store, Path(name))
        else:
            measure_once(args, store, Path(name))


if __name__ == "__main__":
    main()
