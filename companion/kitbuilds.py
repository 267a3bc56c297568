"""Kits built on demand for the Print page: in a background thread, one at a time, kept until their inputs change.

A kit asked for from the Print page is a game in one language on one paper, with the fold layout
(``generator.kits.KitJob``), written under the app's kit folder. Its stamp (``generator.stamp``) says whether
the kit there was built from the inputs of now: the rules (the served copy when ``serve --rules`` names one),
the game's folder, the engine and generator, the catalog and the libraries. A kit that is up to date is
served as it is; otherwise a request queues it, and the worker thread builds it, counting the files written,
while the pages keep answering. A build that failed says why until it is asked for again.

The Print page is open to anyone on the network, so where a kit stands is answered from what was worked out
once: the digests of the code folders (engine, generator, each game's) are made on first use and again
when a build starts or ends, and a kit's digest and readiness are kept until then or until one of the
files they were read from (its rules, its language's catalogs, its stamp) changes on disk, which a
``stat`` of each tells. Hashing the folders on every request cost 130 ms of CPU a page.

A kit ``pnpkit build`` already wrote (``make run`` builds every game's English kits, A4 and Letter with their fold
layouts, into ``output/``) is served from where it lies when its stamp matches the same inputs: the Print page
then offers it at once instead of building it again.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import threading
from dataclasses import dataclass
from pathlib import Path

from engine.i18n import render
from engine.plugins import get_kit_maker, installed_game
from generator.kits import KitJob, build_kit
from generator.paper import HOME_PAPERS
from generator.stamp import STAMP_FILE, catalog_files, is_up_to_date, kit_digest, shared_digest, tree_digest

log = logging.getLogger(__name__)

MISSING, QUEUED, BUILDING, READY, FAILED = "missing", "queued", "building", "ready", "failed"
Key = tuple[str, str, str]  # game, locale, paper


@dataclass(frozen=True)
class Progress:
    """Where a kit stands: its state, the files written of those to write, and why it failed."""

    state: str
    done: int = 0
    total: int = 0
    error: str | None = None

    def as_json(self) -> dict:
        """Return the progress as the status call answers it."""
        return {"state": self.state, "done": self.done, "total": self.total, "error": self.error}


@dataclass(frozen=True)
class KitFile:
    """A file of a built kit the Print page offers: its path inside the kit folder and its size in bytes."""

    path: str
    size: int

    @property
    def name(self) -> str:
        """Return the file's own name (``checklist.pdf``)."""
        return self.path.rsplit("/", 1)[-1]

    @property
    def is_fold(self) -> bool:
        """Tell whether it is a deck's fold-and-glue layout."""
        return self.name.endswith("-fold.pdf")


def file_order(kit_file: KitFile) -> tuple:
    """Sort key of a kit's files: the checklist, the booklet, then by name, each fold layout after its deck."""
    name = kit_file.name
    stem = name.removesuffix(".pdf").removesuffix("-fold")
    return (name != "checklist.pdf", name != "booklet.pdf", stem, kit_file.is_fold)


class KitBuilder:
    """Builds kits in one background thread and tells how far each one is; ``root`` holds them all."""

    def __init__(self, root: Path, rules: dict[str, str] | None = None, prebuilt: Path | None = None):
        self.root = Path(root)
        self.rules = dict(rules or {})
        self.prebuilt = Path(prebuilt) if prebuilt else None  # where `pnpkit build` writes: output/GAME/LOCALE
        self._lock = threading.Lock()
        self._work: dict[Key, Progress] = {}  # kits queued, building, or failed (until asked for again)
        self._queue: queue.Queue[Key] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._folders: dict[str, str] = {}  # "shared" and each game: the digest of its code, made once
        self._known: dict[Path, tuple[tuple, bool]] = {}  # each kit's folder: the stat of its inputs, and whether ready

    def job(self, game: str, locale: str, paper: str) -> KitJob:
        """Return the build of one kit: one paper, the fold layout included, the served rules."""
        return self._fold_job(game, locale, self.root / game / locale / paper, (paper,))

    def _fold_job(self, game: str, locale: str, out: Path, papers: tuple[str, ...]) -> KitJob:
        rules = self.rules.get(game)
        return KitJob(game, locale, out, papers=papers, rules_path=Path(rules) if rules else None, fold=True)

    def _digest(self, job: KitJob) -> str:
        with self._lock:
            folders = dict(self._folders)
        if not folders:
            folders = {"shared": shared_digest()}
        if job.game not in folders:
            folders[job.game] = tree_digest(installed_game(job.game).folder)
        with self._lock:
            self._folders.update(folders)
        return kit_digest(folders["shared"], folders[job.game], job.rules_path, job.locale, job.options())

    def prebuilt_job(self, game: str, locale: str) -> KitJob | None:
        """Return the build ``pnpkit build --paper both --fold`` makes into the prebuilt folder, if there is one."""
        if self.prebuilt is None:
            return None
        return self._fold_job(game, locale, self.prebuilt / game / locale, tuple(HOME_PAPERS))

    def ready_job(self, game: str, locale: str, paper: str) -> KitJob | None:
        """Return the build whose folder holds the kit as today's inputs make it: one built already, or our own."""
        for job in (self.prebuilt_job(game, locale), self.job(game, locale, paper)):
            if job is not None and self._is_ready(job):
                return job
        return None

    def _is_ready(self, job: KitJob) -> bool:
        """Tell whether a kit is built from today's inputs, worked out again only when a file it read changed."""
        inputs = [*([job.rules_path] if job.rules_path else []), *catalog_files(job.locale), job.out / STAMP_FILE]
        signature = tuple(_stat(path) for path in inputs)
        with self._lock:
            known = self._known.get(job.out)
        if known is not None and known[0] == signature:
            return known[1]
        ready = is_up_to_date(job.out, self._digest(job))
        with self._lock:
            self._known[job.out] = (signature, ready)
        return ready

    def _forget(self) -> None:
        """Work out the code's digests and every kit's readiness again (a build starts or ends)."""
        with self._lock:
            self._folders.clear()
            self._known.clear()

    def status(self, game: str, locale: str, paper: str) -> Progress:
        """Return where a kit stands: queued or building, ready (built from today's inputs), failed or missing."""
        key = (game, locale, paper)
        with self._lock:
            known = self._work.get(key)
        if known is not None and known.state in (QUEUED, BUILDING):
            return known
        if self.ready_job(*key) is not None:
            return Progress(READY)
        return known or Progress(MISSING)

    def request(self, game: str, locale: str, paper: str) -> Progress:
        """Queue a kit unless it is ready or on its way; return where it stands."""
        current = self.status(game, locale, paper)
        if current.state in (READY, QUEUED, BUILDING):
            return current
        key = (game, locale, paper)
        with self._lock:
            if self._work.get(key, current).state in (QUEUED, BUILDING):  # another request was quicker
                return self._work[key]
            self._work[key] = Progress(QUEUED)
            self._queue.put(key)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="pnpkit-kits", daemon=True)
                self._thread.start()
        return Progress(QUEUED)

    def files(self, game: str, locale: str, paper: str) -> list[KitFile]:
        """Return the PDFs of a ready kit's paper folder, the checklist first (none while it is not built)."""
        job = self.ready_job(game, locale, paper)
        if job is None:
            return []
        try:
            written = json.loads((job.out / STAMP_FILE).read_text(encoding="utf-8"))["files"]
        except (OSError, ValueError, KeyError):
            return []
        found = [KitFile(path, size) for path, size in written.items() if path.startswith(f"{paper}/")]
        return sorted((each for each in found if each.path.endswith(".pdf")), key=file_order)

    def file_path(self, game: str, locale: str, paper: str, name: str) -> Path | None:
        """Return where a file of a ready kit lies, if it is one of the PDFs it offers."""
        job = self.ready_job(game, locale, paper)
        for each in self.files(game, locale, paper) if job is not None else ():
            if each.name == name:
                return job.out / each.path
        return None

    def wait_idle(self) -> None:
        """Wait until every queued kit is built or has failed."""
        self._queue.join()

    def _run(self) -> None:
        while True:
            key = self._queue.get()
            try:
                self._build(key)
            finally:
                self._queue.task_done()

    def _build(self, key: Key) -> None:
        job = self.job(*key)
        self._set(key, Progress(BUILDING))
        self._forget()

        def on_file(done: int, total: int) -> None:
            self._set(key, Progress(BUILDING, done, total))

        try:
            result = build_kit(job, self._digest(job), get_kit_maker, on_file=on_file)
        except Exception as error:  # a bug in one kit must not stop the thread that builds the others
            log.exception("building the kit %s failed", job.label())
            self._set(key, Progress(FAILED, error=str(error)))
            return
        finally:
            self._forget()
        if result.error is not None:
            self._set(key, Progress(FAILED, error=render(result.error)))  # English, as the page has shown it
        else:
            with self._lock:
                self._work.pop(key, None)  # its stamp says it is ready from now on

    def _set(self, key: Key, progress: Progress) -> None:
        with self._lock:
            self._work[key] = progress


def _stat(path: Path) -> tuple | None:
    """Return what tells a file's change cheaply: its size and times (None: no such file)."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_size, found.st_mtime_ns, found.st_ctime_ns, found.st_ino)
