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
    """Return an estimate of the bytes a live table holds: its state, its log and the answers it caches.

    Worked out again only when the table changed or cached something more since it was last asked (the
    hub asks for every table every second).
    """
    caches = (live.answers, live.rendered_log, live.heads, live.earlier)
    key = (live.version, *map(len, caches))
    memo = live.footprint
    if memo is not None and memo[0] == key:
        return memo[1]
    size = _footprint(live, caches)
    live.footprint = (key, size)
    return size


def _footprint(live, caches) -> int:
    log = live.state.log or ()
    size = STATE_BYTES + BYTES_PER_LOG_LINE * (len(log) + len(live.record.actions))
    for cache in caches:
        size += CACHE_OVERHEAD * _text_bytes(list(cache.values()))
    return size


def _text_bytes(value, depth: int = 0) -> int:
    """Return the length of the texts a cached value holds (strings and bytes, through containers and records)."""
    if isinstance(value, str | bytes):
        return len(value)
    if depth > 4:
        return 0
    if isinstance(value, dict):
        value = list(value.values())
    elif hasattr(value, "__dataclass_fields__"):
        value = [getattr(value, name) for name in value.__dataclass_fields__]
    elif isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
        value = list(value)
    if isinstance(value, list | tuple):
        return sum(_text_bytes(item, depth + 1) for item in value)
    return 0
