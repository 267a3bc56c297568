"""The log is sent from where the phone's copy ends: only the new lines while the phone's lines still match."""

from __future__ import annotations

import pytest

from tests.companion.helpers import API_HEADERS, PREPARATION


class LogPhone:
    """A phone that keeps the log as the page does: the lines sent, and the fingerprint given with them."""

    def __init__(self, table, role: str):
        self.table, self.role = table, role
        self.lines: list[str] = []
        self.fingerprint = None

    def query(self) -> str:
        """Return the query that says how much of the log the phone holds."""
        return "" if self.fingerprint is None else f"?log_count={len(self.lines)}&log_fp={self.fingerprint}"

    def take(self, answer: dict) -> dict:
        """Keep an answer's lines after the first ``log_start`` of the phone's own; return the answer."""
        self.lines = self.lines[: answer["log_start"]] + answer["log"]
        self.fingerprint = answer["log_fp"]
        return answer

    def state(self) -> dict:
        """Ask the state with the phone's position and keep its log."""
        response = self.table.client.get(f"/api/t/{self.table.tokens[self.role]}/state{self.query()}")
        assert response.status_code == 200, response.get_data(as_text=True)
        return self.take(response.get_json())


def test_an_answer_carries_only_the_lines_after_those_the_phone_holds(table):
    phone = LogPhone(table, "royalists")
    table.play(PREPARATION[:2])
    first = phone.state()
    assert first["log_start"] == 0 and first["log"] == table.state("royalists")["log"] != []
    table.play(PREPARATION[2:4])
    later = phone.state()
    whole = table.state("royalists")["log"]
    assert later["log_start"] == len(first["log"]) and later["log"] == whole[len(first["log"]) :] != []
    assert phone.lines == whole and later["log_fp"] == table.state("royalists")["log_fp"]
    assert phone.state()["log"] == []  # nothing new: no line at all


@pytest.mark.parametrize("query", ["?log_count={count}&log_fp=0123456789abcdef", "?log_count={more}&log_fp={fp}"])
def test_a_position_that_does_not_match_the_log_gets_the_whole_log(table, query):
    table.play(PREPARATION[:3])
    whole = table.state("royalists")
    path = f"/api/t/{table.tokens['royalists']}/state" + query.format(
        count=len(whole["log"]), more=len(whole["log"]) + 1, fp=whole["log_fp"]
    )
    answer = table.client.get(path).get_json()
    assert answer["log_start"] == 0 and answer["log"] == whole["log"]


def test_after_an_undo_took_lines_back_the_phone_gets_the_whole_log_with_its_notes(table):
    phone = LogPhone(table, "royalists")
    table.play(PREPARATION[:3])
    held = list(phone.state()["log"])
    table.undo("parliament")  # the draw showed the table something: Parliament asks first
    asked = phone.state()
    assert asked["log_start"] == len(held) and len(asked["log"]) == 1  # the request's note comes after
    assert table.answer_undo("royalists", True).status_code == 200
    undone = phone.state()
    assert undone["log_start"] == 0, "the drawn event's lines are gone: the phone's lines no longer match"
    assert phone.lines == table.state("royalists")["log"]
    assert "Parliament gained the asset Eastern Association." in held
    assert "Parliament gained the asset Eastern Association." not in phone.lines
    assert phone.lines[-1] == "Parliament took back their last action."


def test_the_answer_to_a_change_sends_the_log_from_the_senders_position_too(table):
    phone = LogPhone(table, "parliament")
    table.play(PREPARATION[:2])
    phone.state()
    role, action = PREPARATION[2]
    body = {"version": table.version(), "action": action}
    response = table.client.post(f"/api/t/{table.tokens[role]}/actions{phone.query()}", json=body, headers=API_HEADERS)
    answer = phone.take(response.get_json())
    assert answer["log_start"] > 0 and answer["log"] == answer["lines"] != []
    assert phone.lines == table.state("parliament")["log"]
    stale = table.client.post(f"/api/t/{table.tokens[role]}/actions{phone.query()}", json=body, headers=API_HEADERS)
    assert stale.status_code == 409 and stale.get_json()["state"]["log"] == []  # nothing the phone lacks


def test_a_phone_that_follows_every_change_holds_the_whole_log_each_time(table):
    phone = LogPhone(table, "board")
    for number, (role, action) in enumerate(PREPARATION[:8]):
        table.act(role, action)
        if number == 4:
            table.undo(role)
            table.answer_undo("parliament" if role == "royalists" else "royalists", True)
            table.act(role, action)
        phone.state()
        assert phone.lines == table.state("board")["log"]


@pytest.mark.parametrize(
    ("query", "where"),
    [("log_count=-1&log_fp=0123456789abcdef", "log_count"), ("log_count=3&log_fp=ABC", "log_fp")],
)
def test_a_position_that_is_not_one_gets_400_saying_where(table, query, where):
    response = table.client.get(f"/api/t/{table.tokens['board']}/state?{query}")
    assert response.status_code == 400 and response.get_json()["error"]["where"] == where
