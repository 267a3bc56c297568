"""Fixtures shared by every test: the shipped game, the English kit built once per session, a CLI runner."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.plugins import game_names
from games import get_game

# The sample game under tests/sample_game, a package of its own found through its entry point.
SAMPLE_GAME = "high-card"
SAMPLE_PROJECT = Path(__file__).resolve().parent / "sample_game"
SAMPLE_SITE = "PNPKIT_TEST_SAMPLE_SITE"  # where this test run installed the sample game

# The command line speaks its user's language (engine.cli_text): the tests read its English, whatever the
# language of the machine they run on; the tests of other languages set their own.
os.environ["LANGUAGE"] = "en"


def pytest_configure(config):
    """Install the sample game for real, into a folder of this test run's own, never into the user's environment.

    The folder goes first on sys.path and on PYTHONPATH, so this process, pytest-xdist's workers and the servers
    the tests start all find the game through its entry point alone, and ``make run`` never lists it.
    """
    site = os.environ.get(SAMPLE_SITE)
    if site is None:  # the first process of the run (xdist's workers inherit the variable)
        site = tempfile.mkdtemp(prefix="pnpkit-sample-game-")
        build = tempfile.mkdtemp(prefix="pnpkit-sample-build-")
        # Built from a copy, so that the build leaves nothing in the source tree.
        source = shutil.copytree(SAMPLE_PROJECT, Path(build) / "sample_game")
        command = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps"]
        command += ["--no-build-isolation", "--target", site, str(source)]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        shutil.rmtree(build, ignore_errors=True)
        os.environ[SAMPLE_SITE] = site
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, (site, os.environ.get("PYTHONPATH"))))
        config.add_cleanup(lambda: shutil.rmtree(site, ignore_errors=True))
    if site not in sys.path:
        sys.path.insert(0, site)
        importlib.invalidate_caches()
    # A conftest imported before this hook (tests/i18n's) may have listed the games already.
    from engine.plugins import forget_installed_games

    forget_installed_games()


@pytest.fixture(scope="session")
def avcw():
    """The A Very Civil Whist game on its shipped rules data."""
    return get_game("avcw")


@pytest.fixture(scope="session")
def built_kits_of_the_run(request, tmp_path_factory):
    """The kits of this test run, each built once for every fixture and every pytest-xdist worker (tests.kitcache)."""
    from tests.kitcache import BuiltKits, kits_root

    return BuiltKits(kits_root(request.config, tmp_path_factory))


@pytest.fixture(scope="session")
def kit():
    """The English kit's drawings, on the shipped rules."""
    from tests.kitcache import drawn_kit

    return drawn_kit("avcw")


@pytest.fixture(scope="session")
def built_kit(built_kits_of_the_run):
    """The English kit built for A4 and Letter, long-edge flip, no offset: (folder, report)."""
    return built_kits_of_the_run.built("avcw")


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
    """The name of the sample game, which this test run installs in a folder of its own (pytest_configure)."""
    if SAMPLE_GAME not in game_names():
        pytest.fail(f"the sample game was not installed for this test run (see {SAMPLE_SITE} in tests/conftest.py)")
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
