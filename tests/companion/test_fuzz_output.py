"""The fuzzing module's figures go to pytest's captured output, never into the middle of its progress line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
USES_THE_FUZZING_SERVER = """
from tests.companion.test_schemathesis import server  # noqa: F401  the fixture under test


def test_one(server):
    assert server.call("GET", "/api/games")[0] == 200


def test_two(server):
    assert server.call("GET", "/api/games")[0] == 200
"""


def test_the_fuzzing_figures_go_to_the_captured_output_not_into_the_progress_line(tmp_path):
    test_file = tmp_path / "test_uses_the_fuzzing_server.py"
    test_file.write_text(USES_THE_FUZZING_SERVER, encoding="utf-8")
    command = [sys.executable, "-m", "pytest", str(test_file), "-q", "-rP", "-p", "no:cacheprovider"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    progress, _, passes = done.stdout.partition("= PASSES =")
    assert progress.splitlines()[0].startswith("..") and "schemathesis:" not in progress
    assert "Captured stdout teardown" in passes and "schemathesis: 0 requests, 0 5xx ()" in passes
