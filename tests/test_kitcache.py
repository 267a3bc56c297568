"""The test run's kits (tests.kitcache): a kit is built once, and every other worker of the run reads it."""

from __future__ import annotations

from tests.kitcache import BuiltKits


def test_a_second_worker_reads_the_kit_and_report_the_first_built(tmp_path):
    first, second = BuiltKits(tmp_path), BuiltKits(tmp_path)  # two workers of one run share a folder
    out, report = first.built("civil_suits", "de", paper="a4")
    folder = out.stat().st_ino
    assert (out / "a4" / "deck.pdf").exists() and not (out / "letter").exists()
    assert sorted(p.name for p in out.parent.iterdir()) == [out.name]  # the kit alone, as a fresh build leaves it
    again, read = second.built("civil_suits", "de", paper="a4")
    assert again == out and out.stat().st_ino == folder  # read, not built again
    assert read == report and read.size_of("a4") > 0
    assert first.built("civil_suits", "de", paper="a4") == (out, report)
