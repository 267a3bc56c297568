"""The collector's settings for serving: what a worker holds from its start is frozen, full collections are rare."""

from __future__ import annotations

import gc

import pytest
from flask import Flask

from companion import collector, serving


@pytest.fixture
def restored_collector():
    """Give the test the collector as it is, and put its thresholds and frozen objects back afterwards."""
    thresholds = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)


def test_settling_freezes_what_the_process_holds_and_makes_full_collections_rare(restored_collector):
    gc.unfreeze()
    kept = [object() for _ in range(10)]  # something the process keeps for its lifetime
    collector.settle_for_latency()
    assert gc.get_freeze_count() >= len(kept)
    young, middle, full_after = gc.get_threshold()
    assert (young, middle) == (collector.YOUNG, collector.MIDDLE)
    assert full_after == collector.FULL_AFTER > 10  # Python's default considers a full collection 10 times as often
    assert gc.isenabled()


def test_a_worker_settles_its_collector_once_its_app_is_made(restored_collector):
    gc.unfreeze()
    gc.set_threshold(700, 10, 10)
    app = Flask("probe")
    assert serving._settled(app) is app
    assert gc.get_threshold()[2] == collector.FULL_AFTER
    assert gc.get_freeze_count() > 0
