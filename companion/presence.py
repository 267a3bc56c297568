"""Which phones are at the table now: the last time each link asked for its table's version.

Every open seat page polls its table's version every second or so (companion.polling), so a link that
has not asked for a few seconds is a phone that slept, left the Wi-Fi or closed the page. The host page
shows it per seat (companion.hoststatus). Kept in this process's memory: a worker knows the polls it
answered, which for the one worker of a table at home is every poll; with several workers a phone's
connection stays with one worker, and the host page's may be another's (docs/companion.md says so).
"""

from __future__ import annotations

import threading
import time

FORGET_SECONDS = 3600.0  # a link not seen for this long is dropped from memory (it counts as away anyway)


class Presence:
    """The monotonic time each token last polled, for the tokens that did."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self._seen: dict[str, float] = {}
        self._lock = threading.Lock()
        self._next_sweep = 0.0

    def note(self, token: str) -> None:
        """Remember that the token's page asked just now."""
        now = self.clock()
        self._seen[token] = now  # one dict store: safe without the lock (the sweep takes it)
        if now >= self._next_sweep:
            self._sweep(now)

    def is_here(self, token: str, within: float) -> bool:
        """Return whether the token's page asked in the last ``within`` seconds."""
        seen = self._seen.get(token)
        return seen is not None and self.clock() - seen <= within

    def _sweep(self, now: float) -> None:
        with self._lock:
            self._next_sweep = now + 60
            for token in [token for token, seen in self._seen.items() if now - seen > FORGET_SECONDS]:
                self._seen.pop(token, None)
