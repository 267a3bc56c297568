"""Taps per entered hand, counted in the browser: each game's first hand (or draw) entered on a seat's phone as a
player does it, the fewest taps the page allows: every card tapped once, a tab or group opened only when the card
is not on the screen yet, then the confirm. Prints one line per game.

    python bench/entry_taps.py                 # every game, Debian's Chromium, a server of its own
    python bench/entry_taps.py --game 17-21

Needs Chromium (or PNPKIT_CHROMIUM) and the playwright package (the test extra).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

HEADERS = {"Content-Type": "application/json", "X-Pnpkit": "1"}


class Server:
    """``pnpkit serve`` on a free loopback port, with a database of its own."""

    def __init__(self, folder: Path):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        command = [sys.executable, "-m", "pnpkit", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        command += ["--db", str(folder / "tables.sqlite3"), "--quiet", "--poll-seconds", "0.25"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(200):
            try:
                self.call("GET", "/api/games")
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not answer")

    def call(self, method: str, path: str, body: dict | None = None) -> dict:
        """Send one request; return its JSON answer."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=HEADERS)
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)

    def act(self, token: str, action: dict) -> None:
        """Send an action as a role (the steps before the one measured)."""
        version = self.call("GET", f"/api/t/{token}/version")["version"]
        self.call("POST", f"/api/t/{token}/actions", {"version": version, "action": action})

    def stop(self) -> None:
        """Stop the server."""
        self.process.terminate()
        self.process.wait(30)


# Each game: (options, the seat entering, the actions before, the step measured, the cards to tap: how many).
GAMES = {
    "avcw": ({}, "parliament", [], "deal", 8),
    "civil_suits": ({}, "north", [], "deal", 13),
    "17-21": ({}, "north", [{"do": "reveal_terrain"}], "deal", 20),
    "trumps_of_kings": (
        {name: False for name in ("bavaria", "england", "france", "russia", "spain", "sweden", "turkey")},
        "prussia",
        [{"do": "cut", "first": "prussia"}],
        "draw",
        6,
    ),
}


def count_taps(server: Server, browser, game: str) -> tuple[int, int]:
    """Return (taps, cards) to enter the seat's hand at the game's measured step, as few as the page allows."""
    options, seat, before, step, count = GAMES[game]
    links = server.call("POST", "/api/tables", {"game": game, "options": options})["links"]
    token = links[seat].rsplit("/", 1)[1]
    for action in before:
        server.act(token, action)
    page = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True).new_page()
    page.goto(links[seat] if links[seat].startswith("http") else server.url + links[seat])
    page.wait_for_selector(f"body[data-step='{step}']", timeout=30000)
    # The hand: cards spread over the picker, every fourth one offered, so that a picker of groups is walked.
    offered = [b.get_attribute("data-card") for b in page.query_selector_all("#controls button[data-card]")]
    groups = _groups(server, token)
    if groups:
        offered = sorted({card for group in groups.values() for card in group}, key=int)
    spread = offered[::4] + [card for card in offered if card not in offered[::4]]
    hand, taps = spread[:count], 0
    for card in hand:
        button = page.locator(f"#controls button[data-card='{card}']")
        if not button.is_visible():  # its group is not on the screen: open it (a tab of unit types)
            key = next(key for key, cards in groups.items() if card in cards)
            page.click(f"#controls button[data-group='{key}']")
            taps += 1
        button.click()
        taps += 1
    confirm = page.locator("#controls [data-submit], #controls [data-do='enter-draw']").first
    assert confirm.is_enabled(), f"{game}: the hand is not complete after {taps} taps"
    confirm.click()
    page.context.close()
    return taps + 1, len(hand)


def _groups(server: Server, token: str) -> dict[str, set[str]]:
    """Return a grouped picker's cards by group key (17(21)'s unit types), none for a card grid."""
    entry = server.call("GET", f"/api/t/{token}/state")["controls"].get("entry") or {}
    return {group.get("key", ""): {str(item["card"]) for item in group["cards"]} for group in entry.get("groups", [])}


def main() -> None:
    """Count and print the taps of each game's entry."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    args = parser.parse_args()
    chromium = os.environ.get("PNPKIT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        server = Server(Path(folder))
        browser = playwright.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox"])
        try:
            for game in args.game or list(GAMES):
                taps, cards = count_taps(server, browser, game)
                print(f"{game:16} {cards:3d} cards entered in {taps:3d} taps ({taps - cards - 1} beyond a tap a card)")
        finally:
            browser.close()
            server.stop()


if __name__ == "__main__":
    main()
