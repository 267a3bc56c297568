"""Phones that reach the referee by a network name, as players at a table do, and what axe-core finds on a page.

Chromium counts a page on localhost or 127.0.0.1 as a secure context and so shows features a phone on the
table's network never gets; these phones open the server by a name of its own (``LAN_NAME``), which Chromium
resolves to the loopback address (``--host-resolver-rules``) and the server is told to answer to
(``--allow-host``). Fixtures ``lan_server`` and ``lan_browser`` are module-scoped, like test_browser's.
"""

from __future__ import annotations

import random
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import axe_playwright_python
import pytest

from games import get_game
from tests.companion.helpers import SERVE_APP_SEAT
from tests.companion.server import ServerProcess
from tests.companion.test_browser import CHROMIUM, CHROMIUM_ARGS, Phone, sync_playwright
from tests.helpers import random_choice

LAN_NAME = "table.pnpkit.test"  # .test is reserved (RFC 2606): no real host has it
# The axe-core build the pinned axe-playwright-python package ships (its version is in the file's first line).
AXE_SCRIPT = (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]  # WCAG 2.0, 2.1 and 2.2, levels A and AA


@pytest.fixture(scope="module")
def lan_server(tmp_path_factory, request):
    """Run the real server, answering to LAN_NAME too, with the module's POLL_SECONDS (0.25 by default)."""
    database = tmp_path_factory.mktemp("lan") / "tables.sqlite3"
    poll = str(getattr(request.module, "POLL_SECONDS", 0.25))
    options = ("--poll-seconds", poll, "--allow-host", LAN_NAME, *SERVE_APP_SEAT)
    process = ServerProcess(database, options=options).start()
    process.lan_url = f"http://{LAN_NAME}:{process.port}"
    yield process
    process.stop()


@pytest.fixture(scope="module")
def lan_browser():
    """Launch Debian's Chromium once for the module, LAN_NAME resolving to this machine."""
    with sync_playwright() as playwright:
        args = [*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {LAN_NAME} 127.0.0.1"]
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=args)
        yield launched
        launched.close()


def on_lan(server, url: str) -> str:
    """Return a link of the server with its host replaced by the LAN name."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=urlsplit(server.lan_url).netloc))


def open_seats(server, browser, game: str, seats, width: int, options: dict | None = None) -> dict[str, Phone]:
    """Create a table from the home page (on the LAN name), open each seat's link on a phone of its own."""
    host = Phone(browser, server, [], width=width)
    host.page.goto(server.lan_url + "/")
    host.page.select_option("#game", game)
    for name, value in (options or {}).items():
        host.page.set_checked(f"[name='{name}']", value)
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=board] .qr svg")
    phones = {"host": host}
    for seat in seats:
        phones[seat] = Phone(browser, server, [], width=width)
        link = host.page.get_attribute(f".seat-link[data-role={seat}] a.button", "href")
        phones[seat].open(on_lan(server, link))
    return phones


def first_seat_phone(server, browser, game: str, width: int) -> tuple[Phone, dict[str, str]]:
    """Create a table of the game through the API and open its first seat's page on a phone on the LAN.

    Return the phone and every role's link (whole URLs), for the moves the test sends from the other roles.
    """
    status, created = server.call("POST", "/api/tables", {"game": game})
    assert status == 201, created
    links = {role: url if url.startswith("http") else server.url + url for role, url in created["links"].items()}
    seat = next(role for role in links if role not in ("board", "host"))
    phone = Phone(browser, server, [], width=width)
    phone.open(on_lan(server, links[seat]))
    return phone, links


def axe_faults(page) -> list[str]:
    """Return axe-core's WCAG 2.2 A and AA violations on the page as it is now, one line per element."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE_SCRIPT)  # through the browser's debugging protocol: the page's CSP does not apply
    found = page.evaluate(
        "async (tags) => (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations",
        WCAG_TAGS,
    )
    step = page.get_attribute("body", "data-step") or page.url
    return [f"{step}: {rule['id']} at {node['target']}" for rule in found for node in rule["nodes"]]


def axe_each_step(seen: set, role: str, page) -> list[str]:
    """Return axe-core's findings on a page the first time its role is at the step it shows (``seen`` remembers)."""
    key = (role, page.get_attribute("body", "data-step"))
    if key in seen:
        return []
    seen.add(key)
    return [f"{role}: {fault}" for fault in axe_faults(page)]


def play_random(server, game_name: str, links: dict, moves: int) -> tuple[int, list[dict]]:
    """Play random legal moves through the API, each sent by the seat it is made for, draws with their outcome.

    The moves are chosen on a copy of the table made here: a draw is sent with the outcome drawn here, so the
    server's table and the copy stay the same whatever seed the server gave its table. Returns the version reached
    and the actions sent, as sent.
    """
    game = get_game(game_name)
    state = game.new_initial_state(seed=7)
    rng = random.Random(7)
    seats = [role for role in links if role not in ("board", "host")]
    version, sent = 0, []
    for _ in range(moves):
        if state.is_terminal():
            break
        action = random_choice(state, rng)
        sender = game.action_seat(action) or seats[0]
        token = links[sender].rsplit("/", 1)[1]
        version = server.call("GET", f"/api/t/{token}/version")[1]["version"]
        body = {"version": version, "action": game.action_to_json(action)}
        status, answer = server.call("POST", f"/api/t/{token}/actions", body)
        assert status == 200, (game_name, action, answer)
        state.apply_action(action)
        version = answer["version"]
        sent.append(body["action"])
    return version, sent
