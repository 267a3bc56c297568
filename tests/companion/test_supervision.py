"""The server keeps serving through dying workers and a stranger's idle connections; its workers die with it.

- A worker killed again and again (each replacement killed 3 s after the worker it replaced) is always
  replaced: play goes on and no acknowledged action is lost (granian alone exited when a replacement
  died within 5.5 s, the healthy worker included).
- kill -9 of the main ``pnpkit serve`` process takes its workers with it within seconds, so the port and
  the SQLite file's lock are free for the next server (a worker used to go on serving alone).
- 1,100 connections that send nothing or half their headers, from one client, leave a phone served: at a
  limit of 1,024 open files the server cannot raise, they took every file the worker had, and silent ones
  stayed open for good; now a worker holds fewer connections than its files, and each that has not sent
  its headers within the header timeout is closed, so a phone waits at most that long.
"""

from __future__ import annotations

import os
import resource
import signal
import socket
import subprocess
import sys
import time

import pytest

from companion.serving import HEADER_SECONDS
from tests.companion.helpers import ACTIONS, CASUALTY_SAFE, PREPARATION, wait_for
from tests.companion.server import ServerProcess, _processes, free_port
from tests.companion.test_workers import _call_through_a_crash, _tokens

SCRIPT = PREPARATION + ACTIONS + [CASUALTY_SAFE]
KILLS = 11  # each kill after the first is of the replacement of the worker killed before: ten double deaths
APART = 3.0  # seconds between a kill and the next: well within granian's 5.5 s


def _workers_of(database: str) -> int:
    return 2 if database.startswith("postgresql://") else 1  # several workers need PostgreSQL


def test_a_worker_killed_again_and_again_is_replaced_and_play_goes_on(database):
    server = ServerProcess(database, workers=_workers_of(database)).start()
    try:
        status, created = server.call("POST", "/api/tables", {"game": "avcw"})
        tokens, acknowledged = _tokens(created), 0
        victim = server.worker_pids()[0]
        for kill in range(KILLS):
            killed_at = time.monotonic()
            others = set(server.worker_pids()) - {victim}
            os.kill(victim, signal.SIGKILL)
            # A phone plays on meanwhile: the next move, sent again until some worker answers.
            role, action = SCRIPT[acknowledged]
            body = {"version": acknowledged, "action": action}
            status, answer = _call_through_a_crash(server, "POST", f"/api/t/{tokens[role]}/actions", body)
            assert status == 200, (kill, status, answer)
            acknowledged += 1
            old = others | {victim}
            wait_for(lambda old=old: len(set(server.worker_pids()) - old) == 1, "a replacement", 10)
            victim = (set(server.worker_pids()) - old).pop()
            assert server.process.poll() is None, server.log()
            time.sleep(max(0.0, killed_at + APART - time.monotonic()))
        status, state = _call_through_a_crash(server, "GET", f"/api/t/{tokens['board']}/state")
        assert status == 200 and state["version"] == acknowledged == KILLS  # every acknowledged move is there
        assert server.process.poll() is None and len(server.worker_pids()) == _workers_of(database)
    finally:
        server.stop()


def test_a_main_process_killed_takes_its_workers_with_it(database):
    server = ServerProcess(database, workers=_workers_of(database)).start()
    workers = server.worker_pids()
    os.kill(server.process.pid, signal.SIGKILL)  # the main process only, as a crash or the OOM killer would
    server.process.wait(10)
    alive = lambda: [pid for pid, state, _, _ in _processes() if pid in workers and state != "Z"]  # noqa: E731
    wait_for(lambda: not alive(), "the workers end with their main process", 5)
    again = ServerProcess(database, port=server.port).start()  # the port and the file's lock are free again
    try:
        assert again.call("GET", "/api/games")[0] == 200
    finally:
        again.stop()
        server.stop()


IDLE = 1100  # a stranger's connections: more than the usual soft limit of 1,024 open files


def test_a_strangers_idle_and_half_sent_connections_leave_a_phone_served(tmp_path):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < IDLE + 200:
        pytest.fail(f"this test opens {IDLE} connections: its hard limit of open files is {hard}")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, IDLE + 200), hard))
    server = ServerProcess(tmp_path / "t.sqlite3", files=1024).start()  # after `ulimit -n 1024`, say
    stranger = []
    try:
        status, created = server.call("POST", "/api/tables", {"game": "avcw"})
        tokens = _tokens(created)
        for number in range(IDLE):
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            if number % 2:  # half of them send half a request's headers, and then nothing
                connection.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            stranger.append(connection)
        for number, (role, action) in enumerate(SCRIPT[:3]):
            started = time.monotonic()
            body = {"version": number, "action": action}
            status, answer = server.call("POST", f"/api/t/{tokens[role]}/actions", body, timeout=HEADER_SECONDS + 10)
            assert status == 200, answer
            # The first waits, at most, for the stranger's first connections to time out; the others are answered
            # as if the stranger were not there.
            assert time.monotonic() - started < (HEADER_SECONDS + 5 if number == 0 else 2)
        assert server.call("GET", f"/api/t/{tokens['board']}/version")[1]["version"] == 3
    finally:
        for connection in stranger:
            connection.close()
        server.stop()


def test_a_worker_that_cannot_make_its_app_ends_the_server_at_once():
    """A real start-up failure (here the app itself fails) is not replaced for ever: the server exits with status 1."""
    script = (
        "from companion import serving\n"
        "def broken():\n"
        "    raise RuntimeError('no app today')\n"
        f"serving.serve(broken, '127.0.0.1', {free_port()}, 1, 1)\n"
    )
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "no app today" in done.stderr
    assert time.monotonic() - started < 30
