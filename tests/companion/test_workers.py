"""Several processes on one PostgreSQL database never disagree about a table.

Two servers (or granian's workers behind one port) each keep copies of the tables in memory; every
answer is checked against the stored version first, so a phone never sees an older version than one
it has seen, a stale action is refused with the fresh state whichever process gets it, and a worker
killed with kill -9 loses no acknowledged action while the others carry on.
"""

from __future__ import annotations

import os
import signal
import time

import pytest

from tests.companion.helpers import ACTIONS, CASUALTY_SAFE, PREPARATION, wait_for
from tests.companion.server import ServerProcess

SCRIPT = PREPARATION + ACTIONS + [CASUALTY_SAFE]


@pytest.fixture
def two_servers(postgres_url):
    """Two `pnpkit serve` processes on one PostgreSQL database, each on its own port."""
    servers = [ServerProcess(postgres_url).start(), ServerProcess(postgres_url).start()]
    yield servers
    for server in servers:
        server.stop()


def _tokens(created: dict) -> dict[str, str]:
    return {role: url.rsplit("/", 1)[1] for role, url in created["links"].items()}


def test_two_servers_on_one_database_answer_every_phone_at_the_stored_version(two_servers):
    first, second = two_servers
    status, created = first.call("POST", "/api/tables", {"game": "avcw"})
    assert status == 201
    tokens = _tokens(created)
    seen = {role: 0 for role in tokens}  # the newest version each phone was told

    def look(server, role):
        # As the pages do, each question says the newest version the phone was told: a worker may answer it from
        # the versions PostgreSQL announced, never below that.
        for path in ("/version", "/state"):
            status, answer = server.call("GET", f"/api/t/{tokens[role]}{path}?seen={seen[role]}")
            assert status == 200
            assert answer["version"] >= seen[role], f"{role} was told {answer['version']} after {seen[role]}"
            seen[role] = answer["version"]

    for number, (role, action) in enumerate(SCRIPT):
        # Each seat's phone talks to its own server, the board to both: the other seat always learns of a move
        # through the other process.
        acting = first if role == "parliament" else second
        other = second if acting is first else first
        for server in (first, second):
            look(server, "board")
        status, answer = acting.call("POST", f"/api/t/{tokens[role]}/actions", {"version": number, "action": action})
        assert status == 200, (number, answer)
        assert answer["version"] == number + 1
        seen[role] = number + 1
        look(other, role)  # the acting phone, told the new version by one process, asks the other at once
        # The very next request, on the other process, already sees it (a question that does not say what it has
        # seen is answered from the store).
        status, fresh = other.call("GET", f"/api/t/{tokens['board']}/version")
        assert fresh["version"] == number + 1
        look(other, "board")
        look(other, "royalists" if role == "parliament" else "parliament")
        # The same move sent again through the other process is stale: refused with the fresh state. (The first
        # side's leaders placed face down are a secret choice of a step still going on, which commutes: sent again,
        # the rules refuse it as made already.)
        status, refused = other.call("POST", f"/api/t/{tokens[role]}/actions", {"version": number, "action": action})
        if status == 422:
            assert action["do"] == "place_leaders" and refused["error"]["code"] == "illegal"
        else:
            assert status == 409
            assert refused["state"]["version"] == number + 1
    status, log = second.call("GET", f"/api/t/{tokens['board']}/log")
    assert log["version"] == len(SCRIPT) and "Earl of Essex survived." in log["lines"]


def test_a_worker_killed_with_kill_9_loses_no_acknowledged_action_and_the_others_carry_on(postgres_url):
    server = ServerProcess(postgres_url, workers=2).start()
    try:
        status, created = server.call("POST", "/api/tables", {"game": "avcw"})
        assert status == 201
        tokens = _tokens(created)
        workers = server.worker_pids()
        assert len(workers) == 2
        for number, (role, action) in enumerate(SCRIPT):
            if number == len(SCRIPT) // 2:
                os.kill(workers[0], signal.SIGKILL)  # a crash: the worker's memory is gone, the store is not
            body = {"version": number, "action": action}
            status, answer = _call_through_a_crash(server, "POST", f"/api/t/{tokens[role]}/actions", body)
            if status == 409:  # the action in flight at the kill landed: the fresh state says so
                assert answer["state"]["version"] == number + 1
            else:
                assert status == 200, (number, answer)
            status, state = _call_through_a_crash(server, "GET", f"/api/t/{tokens['board']}/state")
            assert state["version"] == number + 1  # every acknowledged action, through whichever worker
        assert workers[0] not in server.worker_pids()
        wait_for(lambda: len(server.worker_pids()) == 2, "granian makes a new worker in the killed one's place")
    finally:
        server.stop()


def _call_through_a_crash(server, method, path, body=None):
    """Send a request as a phone does, trying again on a connection the killed worker dropped."""
    for _ in range(50):
        try:
            return server.call(method, path, body)
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"{method} {path} found no worker for 5 s")
