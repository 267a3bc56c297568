"""Drive a running referee as a new user's first minute does, with the standard library only; exit 1 naming the
game and the step that failed.

    python .ci/smoke.py URL LABEL [--seat-pages]

URL is where the server listens (http://127.0.0.1:PORT). It checks that /api/games lists every shipped game, then
creates a table of each through the API; with --seat-pages it also fetches a seat's page, the scripts it names,
the seat's state, the board drawing the state names and the seat's board. Links are followed on URL's own host:
the server names its LAN address in them, and this check talks to this machine only.
"""

from __future__ import annotations

import json
import re
import sys
import urllib.error
import urllib.request
from urllib.parse import urljoin, urlsplit

SHIPPED = ("17-21", "avcw", "civil_suits", "trumps_of_kings", "walsingham")


class Failed(Exception):
    """A step of the smoke run failed; the message names the game and the step."""


def fetch(url: str, what: str, body: dict | None = None) -> tuple[int, bytes, str]:
    """GET (or POST ``body`` as JSON) and return (status, bytes, media type); raise Failed on anything but 2xx."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"X-Pnpkit": "1", "Content-Type": "application/json"} if body is not None else {}
    request = urllib.request.Request(url, data=data, headers=headers, method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, answer.read(), answer.headers.get_content_type()
    except urllib.error.HTTPError as error:
        raise Failed(f"{what}: HTTP {error.code} from {url}: {error.read()[:300]!r}") from None
    except OSError as error:
        raise Failed(f"{what}: {url}: {error}") from None


def on_server(base: str, link: str) -> str:
    """Return a link of the server's answer on the base URL's host (its path and query kept)."""
    parts = urlsplit(link)
    return urljoin(base, parts.path + (f"?{parts.query}" if parts.query else ""))


def check_seat(base: str, game: str, links: dict) -> None:
    """Fetch one seat's page, its scripts, its state, the board base drawing the state names and its board."""
    seat = next(role for role in links if role not in ("board", "host"))
    page_url = on_server(base, links[seat])
    _, page, kind = fetch(page_url, f"{game}: the {seat} seat's page")
    if kind != "text/html":
        raise Failed(f"{game}: the {seat} seat's page is {kind}, not HTML")
    scripts = re.findall(rb'<script src="([^"]+)"', page)
    if len(scripts) < 2:
        raise Failed(f"{game}: the {seat} seat's page names {len(scripts)} scripts, not the shared one and the game's")
    for src in scripts:
        _, text, _ = fetch(urljoin(page_url, src.decode()), f"{game}: the script {src.decode()}")
        if not text.strip():
            raise Failed(f"{game}: the script {src.decode()} is empty")
    token = urlsplit(links[seat]).path.rsplit("/", 1)[-1]
    _, state, _ = fetch(urljoin(base, f"/api/t/{token}/state"), f"{game}: the {seat} seat's state")
    base_board = json.loads(state).get("board_base")
    board_url = base_board.get("url") if isinstance(base_board, dict) else base_board
    if not board_url:
        raise Failed(f"{game}: the {seat} seat's state names no board drawing")
    boards = ((urljoin(base, board_url), "board drawing"), (urljoin(base, f"/api/t/{token}/board.svg"), "board"))
    for url, what in boards:
        _, svg, kind = fetch(url, f"{game}: the {seat} seat's {what}")
        if kind != "image/svg+xml" or b"<svg" not in svg[:2000]:
            raise Failed(f"{game}: the {seat} seat's {what} is not an SVG drawing ({kind})")


def main(base: str, label: str, seat_pages: bool) -> None:
    """Run every step; print one line per game, raise Failed at the first fault."""
    _, listing, _ = fetch(urljoin(base, "/api/games"), "the game list (/api/games)")
    listed = {entry["game"] for entry in json.loads(listing)["games"]}
    missing = [game for game in SHIPPED if game not in listed]
    if missing:
        raise Failed(f"/api/games does not offer {', '.join(missing)}")
    for game in SHIPPED:
        _, answer, _ = fetch(urljoin(base, "/api/tables"), f"{game}: creating a table", {"game": game})
        links = json.loads(answer)["links"]
        if seat_pages:
            check_seat(base, game, links)
        print(f"{label}: {game}: a table made" + (", a seat's page, scripts and board served" if seat_pages else ""))


if __name__ == "__main__":
    arguments = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    try:
        main(arguments[0], arguments[1], "--seat-pages" in sys.argv)
    except Failed as error:
        print(f"{arguments[1]}: FAILED: {error}", file=sys.stderr)
        sys.exit(1)
