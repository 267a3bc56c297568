"""Kits drawn once per test process and built once per test run, shared by every fixture and pytest-xdist worker.

A build goes into a folder of the run's own (the one every worker's temporary folder sits in, under pytest-xdist),
under a lock of its own taken with ``fcntl.flock``: the first worker to want a kit builds it while any other that
wants it waits, and every later one reads the kit and its build report from that folder. Tests only read these
kits; one that changes a kit builds its own.
"""

from __future__ import annotations

import fcntl
import json
from dataclasses import asdict
from functools import cache
from pathlib import Path

from engine.i18n import SOURCE_LOCALE, translations
from engine.plugins import get_kit_maker
from generator.build import BuildOptions, BuildReport, WrittenFile, build
from generator.cardsize import US
from generator.kit import Kit
from generator.kits import takes_four_colour
from generator.paper import papers_for

# A variant's drawing options and build options. "all" has every build variant on at once (they combine): the ink
# saver, the four-colour deck (for a game whose deck has suits), registration marks and fold sheets.
# "us" is the US card size (2.5 x 3.5 in) with the print-shop files, which that size is mostly for.
PLAIN, FOLD, ALL_VARIANTS, US_SHOP = "plain", "fold", "all", "us"
_BUILD_OPTIONS = {
    PLAIN: {},
    FOLD: {"fold": True},
    ALL_VARIANTS: {"ink_saver": True, "registration": True, "fold": True},
    US_SHOP: {"card_size": US, "print_shop": True},
}


@cache
def drawn_kit(game: str, locale: str = SOURCE_LOCALE, variant: str = PLAIN) -> Kit:
    """Return the game's kit drawn in a language, for a variant's build; drawn once per test process."""
    maker = get_kit_maker(game)
    if variant != ALL_VARIANTS:
        return maker(None, translations(locale))
    suited = {"four_colour": True} if takes_four_colour(maker) else {}
    return maker(None, translations(locale), ink_saver=True, **suited)


class BuiltKits:
    """The kits of one test run, built each under its own lock in a folder every worker of the run shares."""

    def __init__(self, root: Path):
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        self._known: dict[tuple[str, str, str, str], tuple[Path, BuildReport]] = {}

    def built(
        self, game: str, locale: str = SOURCE_LOCALE, paper: str = "both", variant: str = PLAIN
    ) -> tuple[Path, BuildReport]:
        """Return (the kit's folder, its build report): the game's kit in a language, on a --paper choice."""
        key = (game, locale, paper, variant)
        if key not in self._known:
            self._known[key] = self._built_once(*key)
        return self._known[key]

    def _built_once(self, game: str, locale: str, paper: str, variant: str) -> tuple[Path, BuildReport]:
        name = f"{game}-{locale}-{paper}-{variant}"
        # The kit alone in its own folder, as a build into a fresh folder leaves it; its report beside that folder.
        out, record = self.root / name / f"{game}-{locale}", self.root / f"{name}.json"
        with open(self.root / f"{name}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
            if not record.exists():
                options = BuildOptions(
                    papers=tuple(papers_for(paper)), out=out, language=locale, **_BUILD_OPTIONS[variant]
                )
                report = build(drawn_kit(game, locale, variant), options, translations(locale), progress=False)
                _write_report(record, report)
            return out, _read_report(record)


def kits_root(config, tmp_path_factory) -> Path:
    """Return the folder of the test run's built kits: shared by all of pytest-xdist's workers, if it runs them."""
    base = tmp_path_factory.getbasetemp()
    # A worker's temporary folder is one of the run's own (its parent holds every worker's); asked of the
    # configuration, not the environment, which a test's own pytest run inherits.
    return (base.parent if hasattr(config, "workerinput") else base) / "built-kits"


def _write_report(path: Path, report: BuildReport) -> None:
    data = {"out": str(report.out), "files": [asdict(f) for f in report.files], "seconds": report.seconds}
    staged = path.with_suffix(".partial")
    staged.write_text(json.dumps(data), encoding="utf-8")
    staged.replace(path)  # whole or absent, should a build be stopped half-way


def _read_report(path: Path) -> BuildReport:
    data = json.loads(path.read_text(encoding="utf-8"))
    files = [WrittenFile(**f) for f in data["files"]]
    return BuildReport(Path(data["out"]), files, data["seconds"])
