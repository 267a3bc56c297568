"""A server killed mid-game and started again goes on with every action it acknowledged (on SQLite and on
PostgreSQL); one restarted between two phones' secret choices of one step still takes both."""

from __future__ import annotations

import http.client
import threading

from tests.companion.helpers import ACTIONS, CASUALTY_SAFE, PREPARATION
from tests.companion.server import ServerProcess


def test_killed_and_restarted_server_keeps_every_acknowledged_action(database):
    server = ServerProcess(database).start()
    try:
        status, created = server.call("POST", "/api/tables", {"options": {}})
        assert status == 201
        tokens = {role: url.rsplit("/", 1)[1] for role, url in created["links"].items()}
        script = PREPARATION + ACTIONS + [CASUALTY_SAFE]
        acknowledged = []
        kill_after = 9  # mid-preparation, in the planning tricks
        done = threading.Event()

        def play():
            # Keeps sending until the server dies under it; records what the server acknowledged.
            for number, (role, action) in enumerate(script):
                try:
                    status, _ = server.call(
                        "POST", f"/api/t/{tokens[role]}/actions", {"version": number, "action": action}
                    )
                except (OSError, http.client.HTTPException):  # killed mid-answer: not acknowledged
                    break
                if status != 200:
                    break
                acknowledged.append(number)
                if len(acknowledged) == kill_after:
                    done.set()
            done.set()

        player = threading.Thread(target=play)
        player.start()
        assert done.wait(30)
        server.kill()
        player.join(30)
        assert len(acknowledged) >= kill_after

        server.start()
        status, state = server.call("GET", f"/api/t/{tokens['parliament']}/state")
        assert status == 200
        # Everything acknowledged is there; at most the one action in flight at the kill also landed.
        assert state["version"] in (len(acknowledged), len(acknowledged) + 1)
        for number in range(state["version"], len(script)):
            role, action = script[number]
            status, _ = server.call("POST", f"/api/t/{tokens[role]}/actions", {"version": number, "action": action})
            assert status == 200, (number, action)
        status, log = server.call("GET", f"/api/t/{tokens['board']}/log")
        assert log["version"] == len(script)
        assert "Earl of Essex survived." in log["lines"]
    finally:
        server.stop()


def test_a_secret_choice_made_before_a_restart_still_commutes_with_one_sent_after_it(tmp_path):
    # The four phones choose their civil suits on the version after the deal; the server restarts twice meanwhile.
    server = ServerProcess(tmp_path / "tables.sqlite3").start()
    try:
        status, created = server.call("POST", "/api/tables", {"game": "civil_suits"})
        assert status == 201
        tokens = {role: url.rsplit("/", 1)[1] for role, url in created["links"].items()}

        def send(seat: str, action: dict, version: int) -> None:
            status, answer = server.call(
                "POST", f"/api/t/{tokens[seat]}/actions", {"version": version, "action": action}
            )
            assert status == 200, (seat, answer)

        send("north", {"do": "deal"}, 0)
        for seat, suit in zip(("north", "east", "south", "west"), "HSDC", strict=True):
            send(seat, {"do": "choose_suit", "seat": seat, "suit": suit}, 1)  # each phone saw version 1
            if seat in ("north", "south"):
                server.stop()
                server.start()
        status, state = server.call("GET", f"/api/t/{tokens['board']}/state")
        assert state["version"] == 5 and state["view"]["step"] == "pass"
    finally:
        server.stop()
