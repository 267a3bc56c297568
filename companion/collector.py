"""Python's garbage collector set for a server that must answer within milliseconds.

A full collection walks every object the process holds and stops every thread while it does. With a few
hundred live tables that is tens of milliseconds, and at the default thresholds it came every few seconds:
at 200 mixed tables it was what made the slowest hundredth of answers twice as slow (bench/companion_load.py,
p99 57-65 ms against 19-33 ms without it). The young generations are still collected as often as before,
and the cycles they miss are still found by a full collection, now about once a minute under that load.
"""

from __future__ import annotations

import gc

YOUNG = 700  # Python's own default for the youngest generation: its collections take well under a millisecond
MIDDLE = 10  # Python's own default
FULL_AFTER = 100  # middle-generation collections before a full one is considered (Python's default: 10)


def settle_for_latency() -> None:
    """Collect once, keep what the process holds from its start out of later collections, and make full ones rare.

    Call it once a process has loaded what it keeps for its lifetime (the app, its games' rules and drawings):
    gc.freeze() moves those objects out of the collector's sight, so each later full collection walks less.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, MIDDLE, FULL_AFTER)
