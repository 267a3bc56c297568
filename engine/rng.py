"""A counter-based seeded generator: draw number k of a game depends only on (seed, k).

Because each draw derives its own stream from the seed and the draw counter, a game replays
exactly from its seed and action log, undo needs no generator state, and the state round-trips
through JSON as two integers. SHAKE-128 (from hashlib) supplies the bits.
"""

from __future__ import annotations

import hashlib
import struct

_UNPACKERS: dict[int, object] = {}  # k -> the unpack of k little-endian 64-bit words
_shake_128 = hashlib.shake_128


def draw(seed: int, number: int, population: list, k: int) -> list:
    """Return population reordered so that its first k items are draw ``number`` of ``seed``.

    A partial Fisher-Yates shuffle fed by 64-bit words of SHAKE-128(seed:number); the items after
    the first k are what stays behind. The bias of ``(word * n) >> 64`` is below n / 2**64.
    """
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError(f"cannot draw {k} from {n}")
    unpack = _UNPACKERS.get(k)
    if unpack is None:
        unpack = _UNPACKERS[k] = struct.Struct(f"<{k}Q").unpack
    pool = list(population)
    for i, word in enumerate(unpack(_shake_128(b"%d:%d" % (seed, number)).digest(8 * k))):
        j = i + ((word * (n - i)) >> 64)
        pool[i], pool[j] = pool[j], pool[i]
    return pool


def seed_from_text(text: str) -> int:
    """Turn any text (a table name, a typed seed) into a 63-bit seed."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little") >> 1
