"""The benchmarks' folder is not a package: its modules are imported by name, found after the project's own."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.companion.conftest import app, client  # noqa: F401  (the companion's fixtures, for real answers)

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.append(str(BENCH))  # last: bench/engine.py is a benchmark, and must not hide the engine package
