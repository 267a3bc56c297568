"""What a load window counts, and the processes it measures through /proc."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from load_measures import Window, core_wait_seconds, cpu_seconds, machine_ticks, process_tree, rss_bytes


def test_refusals_are_counted_apart_from_errors_and_a_304_is_neither():
    window = Window()
    for status in (200, 304, 409, 422, 422, 500, 404, 0):
        window.record("state", 0.01, status, 100)
    assert window.refusals == {409: 1, 422: 2}
    assert window.errors == {500: 1, 404: 1, "connection": 1}


def test_latencies_bytes_and_accepted_changes_count_only_while_measuring():
    window = Window()
    window.record("action", 0.5, 200, 100)
    window.record_catch_up(1, 700)
    window.opens = time.monotonic()  # the window opens now, after the warm-up
    window.record("action", 0.02, 200, 100)
    window.record("action", 0.03, 409, 100)
    window.record("undo", 0.04, 200, 100)
    window.record("listing", 0.9, 200, 100)
    assert window.latencies["action"] == [0.02, 0.03]
    assert window.accepted == {"action": 1, "undo": 1}
    assert window.moved == 400
    assert window.all_latencies() == [0.02, 0.03, 0.04]  # the page's kinds: not the listing
    assert window.p99() == 0.04


def test_a_catch_up_counts_as_one_action_only_when_one_version_behind():
    window = Window(opens=0.0)  # open since the clock's start
    window.record_catch_up(1, 1500)
    window.record_catch_up(3, 4000)
    assert (window.catch_ups, window.further_behind) == ([1500], 1)


def test_a_window_closes_and_adds_another_client_process_window():
    now = time.monotonic()
    window, other = Window(now - 1, now + 60), Window(now - 1, now + 60)
    window.record("poll", 0.002, 200, 100)
    other.record("poll", 0.004, 200, 120)
    other.record("action", 0.010, 422, 300)
    other.lags.append(0.001)
    other.cpu_seconds = 1.5
    window.merge(other)
    assert window.latencies["poll"] == [0.002, 0.004] and window.latencies["action"] == [0.010]
    assert window.moved == 520 and window.refusals == {422: 1} and window.lags == [0.001]
    assert window.cpu_seconds == 1.5
    closed = Window(now - 60, now - 1)
    closed.record("poll", 0.002, 500, 100)
    assert closed.latencies["poll"] == [] and closed.moved == 0
    assert closed.errors == {500: 1}  # errors count throughout, warm-up included


@pytest.fixture
def parent_and_child():
    """A process that started a child, worked a while and waits: (its pid, the child's pid)."""
    script = (
        "import subprocess, sys\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import sys; sys.stdin.read()'], stdin=subprocess.PIPE)\n"
        "sum(range(3 * 10**7))\n"
        "print(child.pid, flush=True)\n"
        "sys.stdin.read()\n"
        "child.stdin.close(); child.wait()\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    child = int(parent.stdout.readline())
    yield parent.pid, child
    parent.stdin.close()
    parent.wait(10)


def test_the_tree_of_a_process_holds_its_children_and_their_cpu_and_memory(parent_and_child):
    parent, child = parent_and_child
    assert sorted(process_tree(parent)) == sorted([parent, child])
    assert cpu_seconds([parent]) > 0  # it summed thirty million numbers
    assert rss_bytes([parent, child]) > rss_bytes([parent]) > 0


def test_the_machine_counts_busy_ticks_while_this_process_works_and_never_more_than_all():
    busy_before, every_before = machine_ticks()
    working_until = time.process_time() + 0.3
    while time.process_time() < working_until:  # CPU time: the machine's other work cannot shorten it
        pass
    busy, every = machine_ticks()
    assert busy - busy_before >= 0.2 * os.sysconf("SC_CLK_TCK")  # this process's 0.3 s at least, ticks rounded
    assert 0 < busy - busy_before <= every - every_before


def test_processes_that_want_more_cores_than_the_machine_has_wait_for_one():
    # One more busy process than there are cores: at every moment one of them is ready and has no core.
    busy = [
        subprocess.Popen(
            [sys.executable, "-c", "import time\nend = time.monotonic() + 1.0\nwhile time.monotonic() < end: pass"]
        )
        for _ in range(os.cpu_count() + 1)
    ]
    pids = [process.pid for process in busy]
    time.sleep(0.7)
    waited = core_wait_seconds(pids)
    for process in busy:
        process.wait()
    assert waited > 0.1  # about 0.7 s in all; other work on the machine only adds to it
    assert core_wait_seconds([pids[0]]) == 0.0  # a process gone is not counted, nor an error
