"""Memory of the companion's live tables: N tables created and used, with and without a bound on those kept.

Creates the tables in one process through the app's test client (no server, no network), plays the
first actions of a round on each (the app deals, so every hand is known) and asks every role's
answer, as phones would; then prints the Python memory the app holds (tracemalloc) and the number
of tables in memory, once with every table kept and once with the configured bound.

    python bench/companion_memory.py --tables 300 --keep 50
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion import create_app  # noqa: E402

HEADERS = {"X-Pnpkit": "1"}


def measure(tables: int, keep: int) -> tuple[float, int]:
    """Return the MiB held after creating and using ``tables`` tables with ``keep`` kept in memory, and how many are."""
    with tempfile.TemporaryDirectory() as folder:
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        config = {"DATABASE": str(Path(folder) / "tables.sqlite3"), "SECRET_KEY": "bench", "MAX_LIVE_TABLES": keep}
        app = create_app(config)
        client = app.test_client()
        for number in range(tables):
            game = "avcw" if number % 2 == 0 else "civil_suits"
            links = client.post("/api/tables", json={"game": game}, headers=HEADERS).get_json()["links"]
            tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
            seat = next(iter(tokens))
            client.post(
                f"/api/t/{tokens[seat]}/actions", json={"version": 0, "action": {"do": "deal"}}, headers=HEADERS
            )
            for token in tokens.values():
                client.get(f"/api/t/{token}/state")
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
        loaded = app.extensions["pnpkit_tables"].hub.loaded_count()
        del app, client
        gc.collect()
    return held / 2**20, loaded


def main() -> None:
    """Print the memory held with every table kept, then with the bound."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--keep", type=int, default=50, help="tables kept in memory in the bounded run")
    args = parser.parse_args()
    measure(2, 2)  # load both games' rules and drawings first, so neither run counts them
    for keep in (args.tables, args.keep):
        mib, loaded = measure(args.tables, keep)
        print(f"{args.tables} tables, at most {keep} kept: {loaded} in memory, {mib:.1f} MiB held")


if __name__ == "__main__":
    main()
