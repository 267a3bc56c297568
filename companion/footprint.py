"""How many bytes a live table holds in memory, estimated cheaply enough to ask often.

Measured with tracemalloc (bench/companion_memory.py): a replayed state with its log costs about
600 bytes per log line and a few kilobytes besides, whatever the game; the rest is what the table
caches for its viewers (answers already encoded, the log rendered per language), which is counted
from the cached values themselves.
"""

from __future__ import annotations

STATE_BYTES = 24_000  # the state, its lookup tables' share and the record, for a table with an empty log
BYTES_PER_LOG_LINE = 600  # a Message with its parameters, and the stored action behind it
CACHE_OVERHEAD = 2  # a cached answer is kept as a dict and as its encoded bytes


def table_footprint(live) -> int:
    """Return an estimate of the bytes a live table holds: its state, its log and the answers it caches."""
    log = live.state.log or ()
    size = STATE_BYTES + BYTES_PER_LOG_LINE * (len(log) + len(live.record.actions))
    for cached in list(live.answers.values()):
        size += CACHE_OVERHEAD * _cached_bytes(cached)
    for lines in list(live.rendered_log.values()):
        size += sum(len(line) for line in lines) * 2 + 60 * len(lines)
    return size


def _cached_bytes(cached) -> int:
    """Return the size of one cached answer: (dict, encoded bytes), or a drawing as text."""
    if isinstance(cached, tuple):
        return sum(len(part) for part in cached if isinstance(part, bytes | str))
    return len(cached) if isinstance(cached, bytes | str) else 0
