"""Fixtures shared by every test: the shipped game and small helpers for arranging situations."""

from __future__ import annotations

import pytest

from games import get_game


@pytest.fixture(scope="session")
def avcw():
    """The A Very Civil Whist game on its shipped rules data."""
    return get_game("avcw")
