"""Fixtures of the companion's tests, as in Flask's tutorial: ``app``, ``client``, ``runner`` and a table helper."""

from __future__ import annotations

import pytest

from companion import create_app
from tests.companion.helpers import Table


@pytest.fixture
def app(tmp_path):
    """Return an app on a fresh database file."""
    config = {"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test"}
    return create_app({**config, "CACHE_DIR": tmp_path / "cache"})  # fonts made here, not in the user's cache


@pytest.fixture
def client(app):
    """Return a test client of the app."""
    return app.test_client()


@pytest.fixture
def runner(app):
    """Return a runner for the app's command-line commands."""
    return app.test_cli_runner()


@pytest.fixture
def table(client):
    """Return a new table of A Very Civil Whist, with the helper that plays it through the API."""
    return Table.create(client)
