"""The companion modules one action passes through, from the API's ``act`` to its answer (docs/architecture.md).

Creates a table in one process through the app's test client (no server, no network), then sends one
action (A Very Civil Whist's deal) and follows the calls with a profiler while
``companion/api.py``'s ``act`` runs. It prints the modules in the order the path enters them (one name per
stay; a property read on a live table is not a stay), the number of stays and of returns to a module
already left, and how many times each module is entered. The storage, language, security and body-reading
modules are left out unless ``--all``: every request passes through them, whatever it changes.

    python bench/action_path.py [--all]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion import create_app  # noqa: E402

HEADERS = {"X-Pnpkit": "1"}
COMPANION = str(ROOT / "companion") + "/"
AROUND = ("storage/", "i18n.py", "security.py", "bodies.py")  # every request's, not the path's own


def traced(client, token: str, action: dict, version: int, everything: bool) -> list[str]:
    """Return the companion modules one POST of an action stays in, in order (a module again after another)."""
    stays: list[str] = []
    inside = False

    def module_of(frame) -> str | None:
        while frame is not None:
            name = frame.f_code.co_filename
            if name.startswith(COMPANION):
                return name[len(COMPANION) :]
            frame = frame.f_back
        return None

    def profile(frame, event, _arg):
        nonlocal inside
        code = frame.f_code
        if code.co_name == "act" and code.co_filename == COMPANION + "api.py":
            inside = event == "call"
            if inside:
                stays.append("api.py")
            return
        if not inside or event not in ("call", "return"):
            return
        if code.co_name == "version" and code.co_filename == COMPANION + "tables.py":
            return  # LiveTable.version, a property read
        module = module_of(frame if event == "call" else frame.f_back)
        if module is None or (not everything and module.startswith(AROUND)):
            return
        if stays[-1] != module:
            stays.append(module)

    sys.setprofile(profile)
    try:
        response = client.post(f"/api/t/{token}/actions", json={"version": version, "action": action}, headers=HEADERS)
    finally:
        sys.setprofile(None)
    if response.status_code != 200:
        raise SystemExit(f"the action was refused: {response.get_data(as_text=True)}")
    return stays


def main() -> None:
    """Print the modules one action passes through, its stays and returns, and each module's entries."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="count every companion module, storage included")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"DATABASE": str(Path(folder) / "tables.sqlite3"), "SECRET_KEY": "bench", "CACHE_DIR": None})
        client = app.test_client()
        links = client.post("/api/tables", json={"game": "avcw"}, headers=HEADERS).get_json()["links"]
        token = links["royalists"].rsplit("/", 1)[1]
        version = client.get(f"/api/t/{token}/state").get_json()["version"]
        stays = traced(client, token, {"do": "deal"}, version, arguments.all)
    left: set[str] = set()
    returns = 0
    for before, module in zip(["", *stays], stays, strict=False):
        returns += module in left
        left.add(before)
    print(" -> ".join(module.removesuffix(".py") for module in stays))
    print(f"{len(stays)} stays in {len(set(stays))} modules, {returns} returns to a module already left")
    for module, count in Counter(stays).most_common():
        print(f"{count:4d}  companion/{module}")


if __name__ == "__main__":
    main()
