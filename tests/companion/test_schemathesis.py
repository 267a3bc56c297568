"""Schemathesis fuzzes the live server (pnpkit serve on loopback) with docs/openapi.yaml:
no request may get a 5xx, and every response must be one the schema describes (status, headers, body).

Most generated tokens are random and get 404; to reach the rules engine too, about two cases in three
use a real token of a live table of each game (every role), and actions and undos are then sent against
the table's current version about half the time. Bounded by Hypothesis' example counts (well under a minute).
"""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest
import schemathesis  # the test extra installs it; never skipped
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

from engine.plugins import shipped_game_names
from tests.companion.server import ServerProcess

OPENAPI = Path(__file__).resolve().parents[2] / "docs" / "openapi.yaml"
EXAMPLES = 150  # per operation and phase (ten operations): about 30 s on a small machine
schema = schemathesis.openapi.from_path(OPENAPI)
ONLY_THE_GAME_KNOWS = ("action", "role", "options", "app_seats")
FIGURES = {"requests": 0, "5xx": 0, "statuses": {}}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """Run the real server for the module; say how many requests were fuzzed and how many got a 5xx.

    The figures go to the captured output (shown with the last test's report: pytest -rP, or on a failure),
    never to the terminal in the middle of pytest's progress line.
    """
    process = ServerProcess(tmp_path_factory.mktemp("fuzz") / "tables.sqlite3").start()
    yield process
    process.stop()
    statuses = ", ".join(f"{code}: {count}" for code, count in sorted(FIGURES["statuses"].items()))
    print(f"schemathesis: {FIGURES['requests']} requests, {FIGURES['5xx']} 5xx ({statuses})")


@pytest.fixture(scope="module")
def tokens(server) -> list[dict]:
    """Return the role -> token maps of live tables, one of each game pnpkit ships (kept up to date as links change)."""
    tables = []
    for game in shipped_game_names():
        status, created = server.call("POST", "/api/tables", {"game": game})
        assert status == 201
        tables.append({role: url.rsplit("/", 1)[1] for role, url in created["links"].items()})
    return tables


def _choose(text: str, count: int) -> int:
    return zlib.crc32(text.encode()) % count


def _aim_at_live_tables(case, server, tokens: list[dict]) -> None:
    """Swap a generated token for a real one (two cases in three), and a version for the current one (half)."""
    token = (case.path_parameters or {}).get("token")
    if not isinstance(token, str) or not _is_positive(case, "path"):
        return  # a token outside the schema stays: the server must refuse it
    everyone = [(table, role) for table in tokens for role in table]
    # Chosen by the whole case, not the token alone: some phases send one fixed token with many bodies.
    key = repr((case.method, case.path, token, case.body, case.query, case.headers))
    pick = _choose(key, len(everyone) * 3 // 2)
    if pick >= len(everyone):
        return
    table, role = everyone[pick]
    case.path_parameters["token"] = table[role]
    body = case.body
    version = body.get("version") if isinstance(body, dict) else None
    if type(version) is int and 0 <= version <= 10**9 and _choose(key + "v", 2):  # a valid one for a valid one
        body["version"] = server.call("GET", f"/api/t/{table['board']}/version")[1]["version"]


def _is_positive(case, location: str) -> bool:
    """Return whether Schemathesis generated that part of the request to fit the schema."""
    if case.meta is None:
        return False
    component = {str(place.value): info for place, info in case.meta.components.items()}.get(location)
    return component is None or str(component.mode.value) == "positive"


def _remember_new_links(case, response, tokens: list[dict]) -> None:
    if case.method == "POST" and case.path.endswith("/links") and response.status_code == 200:
        links = response.json()["links"]
        for table in tokens:
            if table.get("host") == links["host"].rsplit("/", 1)[1]:
                table.update({role: url.rsplit("/", 1)[1] for role, url in links.items()})


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,  # the same cases on every run: a failure here is reproducible
)
def test_the_live_server_answers_every_request_as_its_schema_says(case, server, tokens):
    _aim_at_live_tables(case, server, tokens)
    response = case.call(base_url=server.url)
    FIGURES["requests"] += 1
    FIGURES["statuses"][response.status_code] = FIGURES["statuses"].get(response.status_code, 0) + 1
    FIGURES["5xx"] += response.status_code >= 500
    _remember_new_links(case, response, tokens)
    assert response.status_code < 500, response.text[:500]
    excluded = [positive_data_acceptance] if _refused_by_the_table(response) else []
    case.validate_response(response, excluded_checks=excluded, transport_kwargs={"base_url": server.url})


def _refused_by_the_table(response) -> bool:
    """Return whether a request was refused for what only the table knows, which no schema can say in advance.

    An action the schema allows may belong to another game than the table's, lack a field its kind needs
    (400 at ``action``), or not be allowed by the rules now (422); a seat named for a new link may not be
    one of this table's (400 at ``role``); there may be nothing to undo (422); a new table's options may
    be a choice its game cannot be played with (400 at ``options``: Trumps of Kings needs two to nine
    kingdoms with players, a count of true values that no schema states); the seats handed to the app must be
    seats of the new table's game, and leave one to a person (400 at ``app_seats``); a field of an action may hold an
    integer longer than any the game takes (400 at ``action.FIELD``).
    """
    if response.status_code not in (400, 422):
        return False
    error = response.json().get("error", {})  # every 4xx of this API is a JSON Error (checked by the schema)
    code, where = error.get("code"), error.get("where")
    # A field inside an action (``action.cards.1``) is the game's too: the schema leaves an action's fields open.
    return code == "illegal" or (code == "invalid" and str(where).split(".")[0] in ONLY_THE_GAME_KNOWS)
