"""The load benchmark: its search for the most tables held, its --db values, and a short run on a real server."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest
from companion_load import BENCH, database_choice, most_held_each


def test_the_search_finds_the_most_held_within_a_tenth_and_never_more():
    asked = []

    def holds(count: int) -> bool:
        asked.append(count)
        return count <= 137

    found = most_held_each({"only": holds}, 40)["only"]
    assert 137 / 1.1 <= found <= 137
    assert asked[:4] == [40, 60, 90, 135]  # half as many again, until a count is not held


def test_the_search_goes_down_when_the_first_count_is_not_held():
    found = most_held_each({"seven": lambda count: count <= 7, "none": lambda count: False}, 40)
    assert found == {"seven": 7, "none": 0}


def test_two_searches_take_turns_a_step_each_and_find_each_its_own_most():
    asked = []

    def holds_up_to(limit: int, name: str):
        def holds(count: int) -> bool:
            asked.append(name)
            return count <= limit

        return holds

    found = most_held_each({"one": holds_up_to(7, "one"), "two": holds_up_to(137, "two")}, 40)
    assert found["one"] == 7 and 137 / 1.1 <= found["two"] <= 137
    assert asked[:6] == ["one", "two"] * 3  # in turn while both go on; the longer search then finishes alone


@pytest.mark.parametrize("value", ["sqlite", "postgresql", "postgresql://load@db.example/pnpkit", "postgres://x/y"])
def test_db_takes_sqlite_postgresql_or_a_url(value):
    assert database_choice(value) == value


def test_db_refuses_anything_else():
    with pytest.raises(argparse.ArgumentTypeError):
        database_choice("mysql://x/y")


def _run(*args: str) -> str:
    """Run the benchmark briefly; return what it printed."""
    command = [sys.executable, str(BENCH / "companion_load.py"), "--seconds", "2", "--warmup", "1", *args]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_short_mixed_run_on_sqlite_reports_every_figure_and_no_error():
    pytest.importorskip("answer_bytes", reason="the phones ask as the page does: bench/answer_bytes.py")
    # The warm-up outlasts the first answers, which draw each game's board (the campaign map places its labels, a
    # second or more, several on a busy machine): the phones then act within the measured seconds.
    printed = _run("--mix", "--tables", "5", "--think-min", "0.2", "--think-max", "0.5", "--warmup", "6")
    assert "5 tables (1 avcw, 1 civil_suits, 1 17-21, 1 walsingham, 1 trumps_of_kings), 23 phones" in printed
    for figure in (
        "poll ",
        "state ",
        "action ",
        "requests/s",
        "bytes per action per phone",
        "server CPU",
        "RSS",
        "the machine:",
    ):
        assert figure in printed
    assert "errors: 0" in printed


def test_a_short_run_on_a_postgresql_cluster_of_its_own_with_two_workers_has_no_error():
    pytest.importorskip("answer_bytes", reason="the phones ask as the page does: bench/answer_bytes.py")
    pg = pytest.importorskip("tests.pg", reason="the PostgreSQL store")
    if pg.server_binaries() is None:
        pytest.skip(pg.HOW)
    printed = _run("--tables", "2", "--db", "postgresql", "--workers", "2")
    assert "2 workers (granian)" in printed
    assert "PostgreSQL CPU" in printed
    assert "errors: 0" in printed
