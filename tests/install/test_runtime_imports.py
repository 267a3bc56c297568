"""The runtime imports nothing a user's install lacks: only the standard library, pnpkit and requirements/run.txt.

A user installs from run.txt (``make run``) or with ``pip install pnpkit``, never with the test extra; a runtime
import of a test tool (pypdf was one, until it became a runtime dependency) would break their install while the
test environment, which holds everything, passed.
"""

from __future__ import annotations

import os
import subprocess
import sys

from tests.install.runlock import ROOT, imported_modules, is_outside_run_lock, runtime_files


def test_no_runtime_module_imports_a_package_outside_the_run_lock_not_even_inside_a_function():
    outside = [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in runtime_files()
        for line, module in imported_modules(path)
        if is_outside_run_lock(module)
    ]
    assert not outside, "not in requirements/run.txt: " + "; ".join(outside)


def test_the_check_tells_a_test_tool_from_a_runtime_package():
    assert is_outside_run_lock("pytest") and is_outside_run_lock("hypothesis") and is_outside_run_lock("playwright")
    assert not is_outside_run_lock("flask") and not is_outside_run_lock("yaml") and not is_outside_run_lock("pypdf")
    assert not is_outside_run_lock("json") and not is_outside_run_lock("engine")


def _run(code: str) -> subprocess.CompletedProcess:
    """Run Python code from the project's folder, in a process of its own (nothing imported yet)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_every_runtime_module_game_plug_in_and_the_companion_load_with_only_the_run_lock_in_reach():
    done = _run("from tests.install.only_run_lock import main; main()")
    assert done.returncode == 0, done.stderr[-3000:]


def test_an_import_outside_the_run_lock_fails_with_the_package_s_name():
    code = "import sys; from tests.install.only_run_lock import OutOfRunLock; sys.meta_path.insert(0, OutOfRunLock())\n"
    refused = _run(code + "import hypothesis")
    assert refused.returncode != 0
    assert "No module named 'hypothesis' in a user's install (it is from hypothesis)" in refused.stderr
    assert _run(code + "import flask, reportlab, pypdf").returncode == 0
