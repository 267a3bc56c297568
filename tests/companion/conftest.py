"""Fixtures of the companion's tests, as in Flask's tutorial: ``app``, ``client``, ``runner`` and a table helper."""

from __future__ import annotations

import pytest

from companion import create_app
from companion.storage import open_store
from tests.companion.helpers import TEST_APP_SEAT, Table


@pytest.fixture
def app(tmp_path):
    """Return an app on a fresh database file."""
    config = {"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test", **TEST_APP_SEAT}
    config["STRANGER_LIMITS"] = None  # the tests of this fixture make thousands of requests from one client
    return create_app({**config, "CACHE_DIR": tmp_path / "cache"})  # fonts made here, not in the user's cache


@pytest.fixture(autouse=True)
def _phones_closed(request):
    """Close a browser test's phones when it ends (a module that uses them imports ``Phone``).

    Left open until the module's browser closes, every page would go on polling the server (four times a
    second in the modules that play whole games) through all the module's later tests.
    """
    yield
    phone = getattr(request.module, "Phone", None)
    if phone is not None and hasattr(phone, "close_all"):
        phone.close_all()


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


@pytest.fixture(params=["sqlite", "postgres"])
def database(request, tmp_path):
    """Where a test's tables go, once in each kind of store: an SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "tables.sqlite3")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def store(database):
    """Return the store at ``database``, its schema made; closed afterwards."""
    with open_store(database) as opened:
        yield opened
