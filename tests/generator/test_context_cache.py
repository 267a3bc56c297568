"""Results cached by the identity of their arguments: rules tables and translations hold dicts, so have no hash."""

from __future__ import annotations

from generator.context import cached_by_identity


def test_a_result_is_kept_per_identity_and_made_again_for_an_equal_but_other_object():
    calls = []

    @cached_by_identity(most=2)
    def size(table: dict, other: dict) -> int:
        calls.append(1)
        return len(table) + len(other)

    first, second = {"a": 1}, {"b": 2}
    assert size(first, second) == 2 and size(first, second) == 2 and len(calls) == 1
    assert size(dict(first), second) == 2 and len(calls) == 2  # equal, not the same: its own entry
    size({}, {}), size({}, {})  # more than ``most``: the oldest are let go
    assert size(first, second) == 2 and len(calls) == 5
