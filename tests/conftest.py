"""Fixtures shared by every test: the shipped game, the English kit built once per session, a CLI runner."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from engine.i18n import translations
from engine.plugins import game_names
from games import get_game

# The sample game under tests/sample_game, a package of its own found through its entry point.
SAMPLE_GAME = "high-card"


@pytest.fixture(scope="session")
def avcw():
    """The A Very Civil Whist game on its shipped rules data."""
    return get_game("avcw")


@pytest.fixture(scope="session")
def kit():
    """The English kit's drawings, on the shipped rules."""
    from games.avcw.components import make_kit

    return make_kit(None, translations("en"))


@pytest.fixture(scope="session")
def built_kit(tmp_path_factory, kit):
    """The English kit built for A4 and Letter, long-edge flip, no offset: (folder, report)."""
    from generator.build import BuildOptions, build
    from generator.paper import papers_for

    out = tmp_path_factory.mktemp("kit") / "avcw-en"
    report = build(kit, BuildOptions(papers=tuple(papers_for("both")), out=out), translations("en"), progress=False)
    return out, report


@pytest.fixture
def runner():
    """A click runner for the command line."""
    return CliRunner()


@pytest.fixture(scope="session")
def civil():
    """The Civil Suits game on its shipped rules data."""
    return get_game("civil_suits")


@pytest.fixture(scope="session")
def sample_game():
    """The name of the sample game, which the test set-up installs (``make test``: pip install -e tests/sample_game)."""
    if SAMPLE_GAME not in game_names():
        pytest.fail(
            "the sample game is not installed in this environment: run `make .venv/.installed-test` "
            "(or `pip install -e tests/sample_game`)"
        )
    return SAMPLE_GAME


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL server for this test process: skipped without one, failed if PNPKIT_REQUIRE_POSTGRES=1."""
    from tests import pg

    try:
        server = pg.start_server()
    except pg.Unavailable as error:
        if pg.is_required():
            pytest.fail(str(error))
        pytest.skip(str(error))
    yield server
    server.stop()


@pytest.fixture
def postgres_url(postgres):
    """The URL of a new, empty PostgreSQL database for one test; its connections are closed afterwards."""
    from companion.storage import close_stores

    url = postgres.create_database()
    yield url
    close_stores()  # the pools of apps on this database, under whatever URL they reached it
    postgres.drop_database(url)
