"""Reading JSON from outside pnpkit (request bodies, action logs): an object that names a key twice is refused.

Python's json module keeps the last of two equal keys without a word. A body or a log line that names a
field twice is ambiguous (which did its writer mean?), so it is refused, naming the key, rather than guessed.
"""

from __future__ import annotations

import json
from typing import Any

from engine.errors import PnpkitError
from engine.i18n import N_


class DuplicateKeyError(PnpkitError, ValueError):
    """A JSON object names the same key twice; ``key`` is that key."""

    def __init__(self, key: str):
        self.key = key
        super().__init__(N_("the key %(key)s appears twice in one object"), key=quoted_key(key))


def loads(text: str | bytes, **options) -> Any:
    """Parse JSON as ``json.loads`` does, but raise DuplicateKeyError for an object that names a key twice."""
    return json.loads(text, object_pairs_hook=_unique_object, **options)


def quoted_key(key: str) -> str:
    """Return a key as JSON writes it (in quotes, escaped), cut to a length a message can carry."""
    return json.dumps(key, ensure_ascii=False)[:80]


def _unique_object(pairs: list[tuple[str, Any]]) -> dict:
    data = dict(pairs)
    if len(data) < len(pairs):
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKeyError(key)
            seen.add(key)
    return data
