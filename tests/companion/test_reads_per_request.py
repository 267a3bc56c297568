"""A change checks its table against the store once, when the request begins: what it does next uses that copy."""

from __future__ import annotations

import pytest

from companion import create_app
from tests.companion.helpers import PREPARATION, Table


@pytest.fixture
def counted(database, monkeypatch):
    """A table on a store whose stored-version reads are counted, and the count."""
    app = create_app({"TESTING": True, "DATABASE": database})
    table = Table.create(app.test_client())
    store_type = type(app.extensions["pnpkit_tables"].store())
    reads, read = [], store_type.table_version

    def counting(store, table_id):
        reads.append(table_id)
        return read(store, table_id)

    monkeypatch.setattr(store_type, "table_version", counting)
    return table, reads


def test_an_accepted_action_reads_the_stored_version_once(counted):
    table, reads = counted
    role, action = PREPARATION[0]
    assert table.send(role, action, version=0).status_code == 200
    assert reads == [table.id]


def test_a_refused_action_reads_the_stored_version_once(counted):
    table, reads = counted
    role, action = PREPARATION[1]  # not yet: the deal comes first
    response = table.send(role, action, version=0)
    assert response.status_code == 422
    assert reads == [table.id]


def test_an_undo_and_its_answer_read_the_stored_version_once_each(counted):
    table, reads = counted
    table.play(PREPARATION[:2])  # the deal, then an event shown to both
    reads.clear()
    assert table.undo("royalists", version=2).status_code == 200  # shown: the other side is asked
    assert reads == [table.id]
    reads.clear()
    asked = table.version()  # asking is a change of its own
    reads.clear()
    assert table.answer_undo("parliament", True, version=asked).status_code == 200
    assert reads == [table.id]
    assert table.state()["log"][-1] == "Royalists took back their last action."


def test_a_change_made_elsewhere_since_the_copy_was_read_is_still_refused_with_the_fresh_state(database):
    first_app, second_app = (create_app({"TESTING": True, "DATABASE": database}) for _ in range(2))
    first = Table.create(first_app.test_client())
    second = Table(second_app.test_client(), first.tokens, first.id)
    assert second.state("parliament")["version"] == 0  # the second process holds the table
    first.play(PREPARATION[:1])
    role, action = PREPARATION[1]
    response = second.send(role, action, version=0)
    assert response.status_code == 409
    assert response.get_json()["state"]["version"] == 1
