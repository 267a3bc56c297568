"""The log as the phones get it: rendered once per language, undo notes woven in, sent from where a phone is.

A phone keeps the lines it was sent. With each answer it gets a fingerprint of the whole log it then
holds, and it sends back how many lines it holds and that fingerprint (``LogPosition``). When the
fingerprint still matches the table's log cut at that many lines, the answer carries only the lines
after them; otherwise (an undo took lines back and wrote a note, or the phone holds nothing) it carries
the whole log. Either way the answer says where its lines start (``log_start``), so the phone keeps
that many of its own lines and appends the rest.

The fingerprints are a chain (each line's folds in the one before), kept per language and rebuilt
only from the first line that changed, so a version costs the new lines and checking a phone's
position costs one look-up.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from engine.i18n import Message, render

FINGERPRINT_BYTES = 8  # 16 hex digits: a phone's lines, not a secret
EMPTY = hashlib.blake2b(digest_size=FINGERPRINT_BYTES).hexdigest()  # the fingerprint of no lines


@dataclass(frozen=True)
class LogPosition:
    """How much of the log a phone holds: its number of lines, and the fingerprint it was given with them."""

    count: int
    fingerprint: str


@dataclass(frozen=True)
class SentLog:
    """The log of one version in one language, as answers send it: the lines, as JSON, and their fingerprints."""

    lines: tuple[str, ...] = ()  # the game's lines with the undo notes woven in
    encoded: tuple[bytes, ...] = ()  # each line as JSON
    chain: tuple[str, ...] = (EMPTY,)  # chain[n]: the fingerprint of the first n lines

    def start_for(self, position: LogPosition | None) -> int:
        """Return where the lines a phone lacks begin: after its own if they still match, else 0 (the whole log)."""
        if position is None or not 0 < position.count <= len(self.lines):
            return 0
        return position.count if self.chain[position.count] == position.fingerprint else 0

    def json_from(self, start: int) -> bytes:
        """Return the log's members of an answer as JSON (no braces): lines from ``start``, where, the fingerprint."""
        lines = b",".join(self.encoded[start:])
        return b'"log":[%s],"log_start":%d,"log_fp":"%s"' % (lines, start, self.chain[-1].encode())


@dataclass
class LogCache:
    """A table's log in one language, kept between versions: the game's lines rendered so far, the last log sent."""

    game_lines: list[str] = field(default_factory=list)  # append-only; an undo starts a new cache
    sent: SentLog = SentLog()


def log_for_version(cache: LogCache, log: list, notes: list, tr) -> SentLog:
    """Return the log of the table's current version: its game lines and undo notes, reusing what is unchanged."""
    cache.game_lines.extend(render(line, tr) for line in log[len(cache.game_lines) :])
    merged = list(cache.game_lines)
    # Each note goes after the game lines there were when it was written (fewer, if an undo took some back).
    for offset, (position, note) in enumerate(notes):
        merged.insert(min(position, len(cache.game_lines)) + offset, render(Message.from_json(note), tr))
    old = cache.sent
    same = _common_prefix(old.lines, merged)
    encoded = [*old.encoded[:same], *(json.dumps(line, ensure_ascii=False).encode() for line in merged[same:])]
    chain = list(old.chain[: same + 1])
    for line in encoded[same:]:
        chain.append(_fold(chain[-1], line))
    cache.sent = SentLog(tuple(merged), tuple(encoded), tuple(chain))
    return cache.sent


def _common_prefix(old: tuple[str, ...], new: list[str]) -> int:
    """Return how many first lines two logs share."""
    same = 0
    for before, after in zip(old, new, strict=False):
        if before != after:
            break
        same += 1
    return same


def _fold(previous: str, line: bytes) -> str:
    """Return the fingerprint of a log from the one of all its lines but the last, and that last line (as JSON)."""
    return hashlib.blake2b(previous.encode() + line, digest_size=FINGERPRINT_BYTES).hexdigest()
