"""The tests' PostgreSQL server: without one, the tests that need it say how to get one."""

from __future__ import annotations

import pytest

from tests import pg


def test_without_server_binaries_the_postgresql_tests_say_how_to_get_them(monkeypatch):
    monkeypatch.delenv(pg.EXTERNAL, raising=False)
    monkeypatch.setattr(pg, "server_binaries", lambda: None)
    with pytest.raises(pg.Unavailable, match=r"apt-get install postgresql.*PNPKIT_TEST_POSTGRES_URL"):
        pg.start_server()


def test_a_server_named_in_the_environment_is_used_as_it_is(monkeypatch):
    monkeypatch.setenv(pg.EXTERNAL, "postgresql://ann@db.example:5433/postgres?sslmode=require")
    server = pg.start_server()
    assert server.url("t1") == "postgresql://ann@db.example:5433/t1?sslmode=require"


def test_only_pnpkit_require_postgres_1_turns_the_skip_into_a_failure(monkeypatch):
    monkeypatch.delenv(pg.REQUIRED, raising=False)
    assert not pg.is_required()
    monkeypatch.setenv(pg.REQUIRED, "1")
    assert pg.is_required()
