"""Shared fixtures: the English kit built once per test session (both papers), and a CLI runner."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from engine.i18n import translations
from games.avcw.components import make_kit
from generator.build import BuildOptions, build
from generator.paper import papers_for


@pytest.fixture(scope="session")
def kit():
    """The English kit's drawings, on the shipped rules."""
    return make_kit(None, translations("en"))


@pytest.fixture(scope="session")
def built_kit(tmp_path_factory, kit):
    """The English kit built for A4 and Letter, long-edge flip, no offset: (folder, report)."""
    out = tmp_path_factory.mktemp("kit") / "avcw-en"
    report = build(kit, BuildOptions(papers=tuple(papers_for("both")), out=out), translations("en"), progress=False)
    return out, report


@pytest.fixture
def runner():
    return CliRunner()
