"""Bytes on the wire per phone: what a phone that did not act moves to catch up after each accepted action,
and what a first page load moves, for every game and player count.

Plays each table in one process through the app's test client (no server, no network): a table of each
game and player count (a nine-kingdom Trumps of Kings table included) with a fixed seed, then random
legal actions from the answers' own ``legal`` listings (draws made by the app), like the load benchmark's
phones. After each accepted action every other phone catches up as the page does: it asks the version,
and as the version moved it asks the state with what it holds (its log position, the fingerprint of its
answer, the ETag), without the listing of legal actions, accepting brotli or gzip. Counted: both requests
and both answers, headers included, bodies as sent (compressed). The WSGI server adds its own Date and
Server headers (about 60 bytes an answer), not counted here; nor is the listing the acting phone's
choice is drawn from (the pages never ask for it).

    python bench/answer_bytes.py                          # every game and player count, 150 actions each
    python bench/answer_bytes.py --game trumps_of_kings --players 9 --actions 300

The phone's bookkeeping (``Phone``) and the counting (``exchange_bytes``) take any way of sending a
request, so the load benchmark (bench/companion_load.py) reuses them over its own connections.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urljoin

import brotli

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # before this folder, whose engine.py is a benchmark

from load_choices import CHANCE, choose, kingdoms  # noqa: E402  (bench/ is on sys.path: scripts run from it)

from companion.answerdiff import CHUNK_END, apply_edits  # noqa: E402

ACCEPT_ENCODING = "br, gzip"
HEADERS = {"X-Pnpkit": "1"}


def tables_to_measure() -> list[tuple[str, int, dict]]:
    """Return (game, players, options) of every game and player count pnpkit ships."""
    tables = [("avcw", 2, {}), ("civil_suits", 4, {}), ("17-21", 2, {})]
    tables += [("walsingham", 4, {"four_players": True}), ("walsingham", 5, {})]
    tables += [("walsingham", 6, {"six_players": True})]
    tables += [("trumps_of_kings", n, kingdoms(n)) for n in range(2, 10)]
    return tables


@dataclass
class Reply:
    """An answer as it came over the wire: status, headers in order, and the body as sent (compressed or not)."""

    status: int
    headers: list[tuple[str, str]]
    body: bytes

    def header(self, name: str) -> str | None:
        """Return a header's value, or None."""
        return next((value for key, value in self.headers if key.lower() == name.lower()), None)

    def decoded(self) -> bytes:
        """Return the body as the application wrote it (decompressed)."""
        encoding = self.header("Content-Encoding")
        if encoding == "br":
            return brotli.decompress(self.body)
        if encoding == "gzip":
            return gzip.decompress(self.body)
        return self.body

    def json(self):
        """Return the decoded body as JSON."""
        return json.loads(self.decoded())


def request_bytes(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> int:
    """Return the size of an HTTP/1.1 request: request line, headers (Host included) and body."""
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:8000\r\n"
    head += "".join(f"{name}: {value}\r\n" for name, value in headers.items())
    return len(head.encode()) + 2 + len(body)


def response_bytes(reply: Reply) -> int:
    """Return the size of an HTTP/1.1 answer: status line, headers and body as sent."""
    head = f"HTTP/1.1 {reply.status} X\r\n" + "".join(f"{name}: {value}\r\n" for name, value in reply.headers)
    return len(head.encode()) + 2 + len(reply.body)


def exchange_bytes(method: str, path: str, headers: dict[str, str], reply: Reply, body: bytes = b"") -> int:
    """Return the bytes one request and its answer move, both ways, headers included."""
    return request_bytes(method, path, headers, body) + response_bytes(reply)


@dataclass
class Phone:
    """What one phone's page keeps between polls: the latest answer, its text and log, the browser cache's ETags.

    ``poll_request``, ``state_request`` and ``take_state`` are the page script's steps; a caller sends the
    requests its own way (the test client here, raw connections in the load benchmark).
    """

    token: str
    seat: str
    lang: str = "en"
    legal: bool = False  # the pages never ask for the listing of legal actions; a bot choosing from it does
    answer: dict | None = None
    log: list[str] = field(default_factory=list)
    etags: dict[str, str] = field(default_factory=dict)  # URL -> ETag, as the browser's cache keeps them
    texts: dict[str, tuple[str, ...]] = field(default_factory=dict)  # answer texts held, as chunks, by fingerprint
    text_fp: str = ""  # the fingerprint of the latest
    seen: int = 0  # the newest version the server has told it, sent with every question as the page does

    @property
    def version(self) -> int:
        """Return the version of the latest answer (-1 before the first)."""
        return -1 if self.answer is None else self.answer["version"]

    def poll_request(self) -> tuple[str, dict[str, str]]:
        """Return the path and headers of the version poll."""
        query = urlencode({"lang": self.lang, "seen": self.seen})
        return f"/api/t/{self.token}/version?{query}", {"Accept-Encoding": ACCEPT_ENCODING}

    def state_request(self) -> tuple[str, dict[str, str]]:
        """Return the path and headers of the state request: the log position it holds, and its ETag if cached."""
        return self._request("/state")

    def action_request(self) -> str:
        """Return the path of an action sent from this phone (its log position in the query, as for the state)."""
        return self._request("/actions")[0]

    def _request(self, suffix: str) -> tuple[str, dict[str, str]]:
        query = {"lang": self.lang, "seen": self.seen, "legal": "true" if self.legal else "false"}
        query["diff_from"] = self.text_fp
        if self.answer is not None:
            query.update(log_count=len(self.log), log_fp=self.answer["log_fp"])
        path = f"/api/t/{self.token}{suffix}?{urlencode(query)}"
        headers = {"Accept-Encoding": ACCEPT_ENCODING}
        if path in self.etags:
            headers["If-None-Match"] = self.etags[path]
        return path, headers

    def is_behind(self, poll: Reply) -> bool:
        """Return whether a version poll's answer says the table moved past this phone's answer."""
        if poll.status != 200:
            return False
        told = poll.json()["version"]
        self.seen = max(self.seen, told)
        return told != self.version

    def take_state(self, path: str, reply: Reply) -> None:
        """Take a state (or action) answer as the page does: keep its ETag, merge its log lines."""
        if reply.status == 304:
            return  # the browser answers from its cache: what this phone already has
        if reply.status != 200:
            raise RuntimeError(f"{path}: {reply.status} {reply.body[:200]!r}")
        etag = reply.header("ETag")
        if etag:
            self.etags[path] = etag
        answer = self._rebuilt(reply.json())
        self.log = self.log[: answer["log_start"]] + answer["log"]
        self.answer = answer
        self.seen = max(self.seen, answer["version"])

    def _rebuilt(self, edited: dict) -> dict:
        """Return the whole answer that edits make of a held text (companion/answerdiff.py), and hold its text."""
        chunks = self.texts[edited["diff_from"]] if edited["diff_from"] else ()
        text = apply_edits(chunks, edited["diff"])
        self.texts = {self.text_fp: chunks, edited["answer_fp"]: tuple(CHUNK_END.split(text))}
        self.text_fp = edited["answer_fp"]
        return {**json.loads(text), **{key: edited[key] for key in ("log", "log_start", "log_fp")}}


class TestClientWire:
    """Sends a phone's requests through a Flask test client and reports them as they would go over the wire."""

    def __init__(self, client):
        self.client = client

    def get(self, path: str, headers: dict[str, str]) -> Reply:
        """Send a GET; return the answer as sent."""
        return self._reply(self.client.get(path, headers=headers))

    def post(self, path: str, payload: dict, headers: dict[str, str]) -> Reply:
        """Send a JSON POST; return the answer as sent."""
        return self._reply(self.client.post(path, json=payload, headers={**HEADERS, **headers}))

    @staticmethod
    def _reply(response) -> Reply:
        return Reply(response.status_code, list(response.headers.items()), response.get_data())


def catch_up(phone: Phone, wire) -> int:
    """Bring a phone up to date as its page does (poll, then the state if the version moved); return the bytes moved."""
    path, headers = phone.poll_request()
    poll = wire.get(path, headers)
    moved = exchange_bytes("GET", path, headers, poll)
    if phone.is_behind(poll):
        path, headers = phone.state_request()
        reply = wire.get(path, headers)
        moved += exchange_bytes("GET", path, headers, reply)
        phone.take_state(path, reply)
    return moved


def next_action(phone: Phone, wire, rng: random.Random, game: str) -> dict | None:
    """Return a random legal action for a phone whose seat is to move (or to enter a draw), else None.

    The pages never ask for the listing of legal actions; the benchmark asks for it apart, uncounted.
    """
    controls = phone.answer["controls"]
    if not (controls["acts"] or controls["chance"]):
        return None
    whole = wire.get(f"/api/t/{phone.token}/state?{urlencode({'lang': phone.lang})}", {}).json()
    return choose(whole, phone.seat, rng, game)


def first_load(wire, token: str) -> dict[str, int]:
    """Return the bytes of a phone's first page load by kind: the page, styles, scripts, fonts, the board, the API."""
    sizes: dict[str, int] = {}

    def fetch(kind: str, path: str) -> Reply:
        headers = {"Accept-Encoding": ACCEPT_ENCODING}
        reply = wire.get(path, headers)
        if reply.status != 200:
            raise RuntimeError(f"{path}: {reply.status}")
        sizes[kind] = sizes.get(kind, 0) + exchange_bytes("GET", path, headers, reply)
        return reply

    page = fetch("page", f"/t/{token}").decoded().decode()
    for sheet in re.findall(r'<link rel="stylesheet" href="([^"]+)"', page):
        css = fetch("styles", sheet).decoded().decode()
        for font in re.findall(r'url\("?([^")]+)"?\)', css):  # every face, used by the page or not
            fetch("fonts", urljoin(sheet, font))
    for script in re.findall(r'<script src="([^"]+)"', page):
        fetch("scripts", script)
    phone = Phone(token, "")
    sizes["api"] = catch_up(phone, wire)
    base = phone.answer.get("board_base")
    if base:
        fetch("board base", base)
    return sizes


def percentile(values: list[int], share: float) -> int:
    """Return the value below which ``share`` of the values fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def measure_table(app, game: str, options: dict, actions: int, seed: int) -> tuple[list[int], dict[str, int]]:
    """Play ``actions`` random accepted actions on a new table; return the bytes each other phone moved per action.

    Also returns the first page load of the table's first seat.
    """
    client = app.test_client()
    wire = TestClientWire(client)
    with app.app_context():
        live = app.extensions["pnpkit_tables"].create(game, options, "", seed=seed)
        tokens = dict(live.record.viewers)
    seats = [role for role in tokens if role not in ("board", "host")]
    load = first_load(wire, tokens[seats[0]])
    phones = {seat: Phone(tokens[seat], seat) for seat in seats}
    for phone in phones.values():
        catch_up(phone, wire)
    rng = random.Random(seed)
    per_phone: list[int] = []
    accepted = 0
    while accepted < actions:
        moves = [(phone, next_action(phone, wire, rng, game)) for phone in phones.values()]
        moves = [(phone, action) for phone, action in moves if action is not None]
        if not moves:
            break  # the game is over
        actor, action = rng.choice(moves)
        path = actor.action_request()
        reply = wire.post(path, {"version": actor.version, "action": action}, {"Accept-Encoding": ACCEPT_ENCODING})
        if reply.status != 200:
            catch_up(actor, wire)  # refused (a listing the rules narrow later): look again
            continue
        actor.take_state(path, reply)
        accepted += 1
        per_phone += [catch_up(phone, wire) for phone in phones.values() if phone is not actor]
    return per_phone, load


def main() -> None:
    """Measure every table asked for and print per game: median, p95 and max bytes per action per phone, first load."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(CHANCE), help="only this game")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument("--actions", type=int, default=150, help="accepted actions per table")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    from companion import create_app

    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"DATABASE": str(Path(folder) / "bytes.sqlite3"), "SECRET_KEY": "bench"})
        print(f"bytes per accepted action per phone that did not act ({args.actions} random actions a table)")
        columns = ("players", "actions", "median", "p95", "max", "first load")
        print(f"{'game':18s} " + " ".join(f"{name:>{max(8, len(name))}s}" for name in columns))
        for game, players, options in tables_to_measure():
            if (args.game and game != args.game) or (args.players and players != args.players):
                continue
            sizes, load = measure_table(app, game, options, args.actions, args.seed)
            if not sizes:
                continue
            print(
                f"{game:18s} {players:8d} {len(sizes) // (players - 1):8d} {statistics.median(sizes):8.0f} "
                f"{percentile(sizes, 0.95):8d} {max(sizes):8d} {sum(load.values()):10d}"
            )
            print("    first load: " + ", ".join(f"{kind} {size}" for kind, size in load.items()))


if __name__ == "__main__":
    main()
