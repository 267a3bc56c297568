"""What a window of the load benchmark measures: latency by kind of request, the bytes a phone moves to catch
up, refusals and errors, and the CPU and memory of the processes under load (Linux /proc).

The server's figures cover the process ``pnpkit serve`` started and all its descendants (granian's
workers), the database's its cluster's server and backends, the client's its processes (bench/load_phones.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

PAGE_KINDS = ("poll", "state", "action", "undo")  # what the page asks
KINDS = (*PAGE_KINDS, "listing")  # and the legal actions a simulated phone fetches to choose from
READS = ("poll", "state")
REFUSALS = (409, 422)  # a stale move or one the rules no longer allow: the phone looks again, as the page does
PAGE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    """Return the value below which ``share`` of the values fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


@dataclass
class Window:
    """Everything one client process's phones report: latencies and bytes while measuring, errors throughout.

    The window measures from ``opens`` to ``closes`` (time.monotonic(), one clock for every process on Linux),
    so that the client processes measure the same seconds.
    """

    opens: float = math.inf
    closes: float = math.inf
    latencies: dict[str, list[float]] = field(default_factory=lambda: {kind: [] for kind in KINDS})
    accepted: Counter = field(default_factory=Counter)  # kind -> changes accepted (200) while measuring
    catch_ups: list[int] = field(default_factory=list)  # bytes a phone moved to catch up one version
    further_behind: int = 0  # catch-ups over more than one version, not in ``catch_ups``
    moved: int = 0  # bytes both ways while measuring, every request
    refusals: Counter = field(default_factory=Counter)  # status -> count, warm-up included
    errors: Counter = field(default_factory=Counter)  # status (or "connection") -> count, warm-up included
    lags: list[float] = field(default_factory=list)  # how late the process's event loop woke, seconds
    cpu_seconds: float = 0.0  # the client process's CPU while measuring

    @property
    def measuring(self) -> bool:
        """Tell whether now is within the measured window."""
        return self.opens <= time.monotonic() < self.closes

    def merge(self, other: Window) -> None:
        """Add another client process's window of the same seconds to this one."""
        for kind, values in other.latencies.items():
            self.latencies[kind] += values
        self.accepted += other.accepted
        self.catch_ups += other.catch_ups
        self.further_behind += other.further_behind
        self.moved += other.moved
        self.refusals += other.refusals
        self.errors += other.errors
        self.lags += other.lags
        self.cpu_seconds += other.cpu_seconds

    def record(self, kind: str, seconds: float, status: int, moved: int) -> None:
        """Take one request's outcome: status 0 is a connection that failed or closed mid-answer."""
        if status in REFUSALS:
            self.refusals[status] += 1
        elif not (200 <= status < 300 or status == 304):  # 304: the phone's copy is still the answer
            self.errors[status or "connection"] += 1
        if self.measuring:
            self.latencies[kind].append(seconds)
            self.moved += moved
            if status == 200 and kind in ("action", "undo"):
                self.accepted[kind] += 1

    def record_catch_up(self, versions: int, moved: int) -> None:
        """Take the bytes a phone that did not act moved to catch up ``versions`` versions (its poll and state)."""
        if not self.measuring:
            return
        if versions == 1:
            self.catch_ups.append(moved)
        else:
            self.further_behind += 1

    def all_latencies(self, kinds: tuple[str, ...] = PAGE_KINDS) -> list[float]:
        """Return the latencies of the kinds of request named, together."""
        return [seconds for kind in kinds for seconds in self.latencies[kind]]

    def p99(self, kinds: tuple[str, ...] = PAGE_KINDS) -> float:
        """Return the 99th percentile latency of those kinds of request together, in seconds (0 without any)."""
        values = self.all_latencies(kinds)
        return percentile(values, 0.99) if values else 0.0


def process_tree(root: int) -> list[int]:
    """Return the process ``root`` and every live descendant of it."""
    tree, todo = [], [root]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        with contextlib.suppress(OSError):  # gone meanwhile
            for task in os.scandir(f"/proc/{pid}/task"):  # each thread lists the children it started
                todo += [int(child) for child in Path(task.path, "children").read_text().split()]
    return tree


def _stat(pid: int) -> list[str] | None:
    """Return the fields of /proc/PID/stat after the command name (state first), or None if it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def cpu_seconds(pids: list[int]) -> float:
    """Return the user and system CPU seconds of these processes and of their children they have waited for."""
    total = 0
    for pid in pids:
        stat = _stat(pid)
        if stat:
            total += sum(int(value) for value in stat[11:15])  # utime, stime, cutime, cstime
    return total / TICKS


def core_wait_seconds(pids: list[int]) -> float:
    """Return how long the threads of these processes have waited, ready to run, for a core (the kernel's count).

    A thread waiting for Python's lock, a lock of its own or the network sleeps and is not counted: this is
    the time the machine had no core free for work that was ready, which a small machine shared with the
    phones and the database makes part of every latency.
    """
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):  # gone meanwhile
            for task in os.scandir(f"/proc/{pid}/task"):
                with contextlib.suppress(OSError, IndexError, ValueError):
                    total += int(Path(task.path, "schedstat").read_text().split()[1])  # nanoseconds on a run queue
    return total / 1e9


def machine_ticks() -> tuple[int, int]:
    """Return the machine's CPU ticks since boot over all its cores: (busy, all); idle and waiting on disk are not busy.

    Busy counts every process and the kernel's own work (the loopback's network processing among it), which
    the processes' own figures leave out: it says how much of the machine a window left over.
    """
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    every = sum(fields[:8])  # user, nice, system, idle, iowait, irq, softirq, steal (guest time is within user)
    return every - fields[3] - fields[4], every


def rss_bytes(pids: list[int]) -> int:
    """Return the resident memory of these processes, summed (pages shared between them count in each)."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError, IndexError):  # gone since the tree was read
            total += int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
    return total


@dataclass
class Usage:
    """What the processes used over the measured window: CPU seconds per second, peak memory, client lag."""

    cpu: dict[str, float]  # "server", "database", "client" -> CPU seconds per second of the window
    machine_busy: float  # the share of all the machine's cores busy over the window, the kernel's work included
    server_core_wait: float  # seconds the server's threads waited for a core, per second of the window
    peak_rss: int  # the server's processes together, bytes
    server_processes: int
    lag_p99: float  # how late the client processes' event loops woke, 99th percentile, seconds


def watch(opens: float, closes: float, roots: dict[str, int | None]) -> dict:
    """Measure the server's and the database's processes over the window: CPU, peak memory, process count.

    Runs in a thread of the benchmark's main process while the client processes run the phones.
    """
    time.sleep(max(0.0, opens - time.monotonic()))
    trees = {name: process_tree(pid) for name, pid in roots.items() if pid}
    before = {name: cpu_seconds(pids) for name, pids in trees.items()}
    waited_before = core_wait_seconds(trees["server"])
    machine_before = machine_ticks()
    started = time.monotonic()
    peak, processes = 0, 0
    while time.monotonic() < closes:
        time.sleep(0.5)
        server = process_tree(roots["server"])
        peak, processes = max(peak, rss_bytes(server)), max(processes, len(server))
    elapsed = time.monotonic() - started
    # Processes started during the window (a granian worker restarted) count from zero.
    after = {name: cpu_seconds(process_tree(roots[name])) for name in trees}
    busy, every = (now - then for now, then in zip(machine_ticks(), machine_before, strict=True))
    waited = core_wait_seconds(process_tree(roots["server"])) - waited_before
    return {
        "cpu": {name: (after[name] - before[name]) / elapsed for name in trees},
        "machine_busy": busy / every if every else 0.0,
        "server_core_wait": max(0.0, waited) / elapsed,  # a thread gone meanwhile takes its count with it
        "peak_rss": peak,
        "server_processes": processes,
    }


async def watch_client(window: Window) -> None:
    """Measure this client process over the window: its CPU, and how late its event loop wakes (every 0.1 s)."""
    await asyncio.sleep(max(0.0, window.opens - time.monotonic()))
    before, tick = time.process_time(), 0.1
    while time.monotonic() < window.closes:
        asked = time.monotonic()
        await asyncio.sleep(tick)
        window.lags.append(time.monotonic() - asked - tick)
    window.cpu_seconds = time.process_time() - before


def summary(values: list[float]) -> tuple[float, float, float, float]:
    """Return the median, 95th and 99th percentiles and the largest of the values."""
    return statistics.median(values), percentile(values, 0.95), percentile(values, 0.99), max(values)
