"""The load benchmark's simulated phones: each one keep-alive HTTP/1.1 connection on one asyncio loop, asking
for its table as the page script does and sending its seat's changes after a think time.

What a phone holds and how it asks (its log position, the answer text it holds, the ETags its browser
keeps, the encodings it accepts) is bench/answer_bytes.py's ``Phone``, the page script's bookkeeping; the
requests go over raw connections here, so their bytes are counted as sent, both ways, headers included.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from urllib.parse import urlencode

from answer_bytes import ACCEPT_ENCODING, HEADERS, Phone, Reply
from load_choices import needs_listing, next_change
from load_measures import Window


class Connection:
    """One phone's keep-alive HTTP/1.1 connection to the server on loopback."""

    def __init__(self, port: int, window: Window):
        self.port = port
        self.window = window
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def exchange(
        self, kind: str, method: str, path: str, headers: dict, body: bytes = b""
    ) -> tuple[Reply | None, int]:
        """Send a request, read its whole answer, record both; return the answer (None: failed) and bytes moved."""
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
        head += "".join(f"{name}: {value}\r\n" for name, value in headers.items())
        if body:
            head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        request = head.encode() + b"\r\n" + body
        started = time.perf_counter()
        reused = self.writer is not None
        reply, moved = await self._send(request)
        if reply is None and reused and moved == len(request):
            # Nothing came back on a kept connection: the server had closed it as idle. A browser sends again.
            reply, moved = await self._send(request)
        self.window.record(kind, time.perf_counter() - started, 0 if reply is None else reply.status, moved)
        return reply, moved

    async def _send(self, request: bytes) -> tuple[Reply | None, int]:
        """Send a request on the open connection (or a new one); return the answer and the bytes moved both ways."""
        moved = 0
        try:
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            self.writer.write(request)
            moved = len(request)
            head = await self.reader.readuntil(b"\r\n\r\n")  # the status line and the headers, in one read
            moved += len(head)
            lines = head[:-4].decode("latin-1").split("\r\n")
            headers = [(name.strip(), value.strip()) for name, _, value in (line.partition(":") for line in lines[1:])]
            reply, framing = await self._read_body(int(lines[0].split()[1]), headers)
            return reply, moved + framing + len(reply.body)
        except asyncio.IncompleteReadError as error:  # closed mid-answer, or before it (nothing read)
            self.close()
            return None, moved + len(error.partial)
        except (OSError, ValueError, IndexError, asyncio.LimitOverrunError):
            self.close()
            return None, moved

    async def _read_body(self, status: int, headers: list[tuple[str, str]]) -> tuple[Reply, int]:
        """Read an answer's body by its length or in chunks (none for a 304); return it and the chunks' framing."""
        fields = {name.lower(): value.lower() for name, value in headers}
        body, framing = b"", 0
        if status in (204, 304):
            pass
        elif fields.get("transfer-encoding") == "chunked":
            while size := int((await self.reader.readline()).split(b";")[0], 16):
                body += (await self.reader.readexactly(size + 2))[:-2]
                framing += len(f"{size:x}") + 4  # the chunk's size line and the line end after it
            framing += 3 + len(await self.reader.readline())  # the zero chunk and the blank line closing the body
        else:
            body = await self.reader.readexactly(int(fields.get("content-length", 0)))
        if fields.get("connection") == "close":
            self.close()
        return Reply(status, headers, body), framing

    def close(self) -> None:
        """Drop the connection; the next request opens a new one."""
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def sync(held: Phone, connection: Connection) -> None:
    """Ask for the table as the page does: poll the version and, when it moved on, the state.

    A catch-up's bytes (poll and state, both ways) are what a phone that did not act moves for the
    changes it missed; a phone's first answer is its page load, not a catch-up.
    """
    path, headers = held.poll_request()
    poll, polled = await connection.exchange("poll", "GET", path, headers)
    if poll is None or not held.is_behind(poll):
        return
    behind = poll.json()["version"] - held.version
    path, headers = held.state_request()
    reply, fetched = await connection.exchange("state", "GET", path, headers)
    if reply is not None and reply.status in (200, 304):
        first = held.answer is None
        held.take_state(path, reply)
        if not first:
            connection.window.record_catch_up(behind, polled + fetched)


async def listing(held: Phone, connection: Connection) -> dict | None:
    """Return the whole answer with the seat's legal actions, which the page never asks for (its controls know).

    The simulated phone needs the listing to choose an action: it is a kind of request of its own,
    left out of the page's kinds.
    """
    path = f"/api/t/{held.token}/state?{urlencode({'lang': held.lang})}"
    reply, _ = await connection.exchange("listing", "GET", path, {"Accept-Encoding": ACCEPT_ENCODING})
    return reply.json() if reply is not None and reply.status == 200 else None


async def phone(port: int, token: str, seat: str, game: str, window: Window, until: float, rng: random.Random, args):
    """Play one seat's phone until ``until``: poll every ``args.poll`` seconds, send changes after a think time."""
    connection = Connection(port, window)
    held = Phone(token, seat)
    await asyncio.sleep(rng.uniform(0, args.poll))  # phones do not all start on the same tick
    due = None  # when this phone next looks for a change to send
    take_back = False  # whether it will take back its last action (it decided when that was accepted)
    while time.monotonic() < until:
        seen = held.version
        await sync(held, connection)
        if held.version != seen:
            due = time.monotonic() + rng.uniform(args.think_min, args.think_max)
        if held.answer is not None and due is not None and time.monotonic() >= due:
            answer = held.answer
            if not take_back and needs_listing(answer):
                answer = await listing(held, connection) or answer
            change = next_change(answer, seat, rng, game, take_back)
            due, take_back = None, False
            if change is not None:
                kind, suffix, payload = change
                path = held.action_request().replace("/actions?", f"{suffix}?", 1)  # the same query: what it holds
                headers = {**HEADERS, "Accept-Encoding": ACCEPT_ENCODING}
                reply, _ = await connection.exchange(kind, "POST", path, headers, json.dumps(payload).encode())
                if reply is not None and reply.status == 200:
                    held.take_state(path, reply)
                    take_back = kind == "action" and rng.random() < args.undo
                # After a refusal too: the player reads the fresh state and tries again.
                due = time.monotonic() + rng.uniform(args.think_min, args.think_max)
        await asyncio.sleep(args.poll)
    connection.close()


async def run_phones(
    port: int, tables: list[tuple[str, dict[str, str]]], window: Window, until: float, args, seed: int
) -> None:
    """Run every seat's phone of every table (not the board's or the host's) until ``until``."""
    rng = random.Random(seed)
    await asyncio.gather(
        *(
            phone(port, token, seat, game, window, until, random.Random(rng.random()), args)
            for game, tokens in tables
            for seat, token in tokens.items()
            if seat not in ("board", "host")
        )
    )
