"""Building several kits at once: one job per game and language, run in parallel processes on every core.

A job builds one whole kit (both papers and its SVGs) into its own folder, so each is staged and moved into
place on its own as a single build is, and writes its stamp (generator/stamp.py). Jobs report what they wrote,
or why they failed, as text in the kit's language; the results come back in the order the jobs were given, so
the printed summaries do not depend on which process finished first. Kits are byte for byte the same whichever
process draws them: nothing of a build depends on what the process drew before (PDFs carry no creation date).
"""

from __future__ import annotations

import contextlib
import inspect
import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import PnpkitError
from engine.i18n import N_, Message, nmessage, render, translations
from generator.cardsize import METRIC, card_size
from generator.options import BuildOptions, check_flip
from generator.paper import HOME_PAPERS
from generator.stamp import write_stamp

# Where `pnpkit build` writes a kit unless told otherwise (output/GAME/LOCALE, from the folder it runs in); the
# referee offers on its Print page the kits it finds there built from today's inputs.
DEFAULT_OUT = Path("output")


@dataclass(frozen=True)
class KitJob:
    """One kit to build: a game in one language, the folder it goes to, and the build options."""

    game: str
    locale: str
    out: Path
    papers: tuple[str, ...] = tuple(HOME_PAPERS)
    rules_path: Path | None = None
    flip: str = "long"
    offset: tuple[float, float] = (0.0, 0.0)
    ink_saver: bool = False
    print_shop: bool = False
    registration: bool = False
    four_colour: bool = False
    fold: bool = False
    card_size: str = METRIC.id
    codes: bool = True

    def options(self) -> dict:
        """Return the options that shape the kit's files, as its stamp records them."""
        return {
            "papers": list(self.papers),
            "flip": self.flip,
            "offset": list(self.offset),
            "ink_saver": self.ink_saver,
            "print_shop": self.print_shop,
            "registration": self.registration,
            "four_colour": self.four_colour,
            "fold": self.fold,
            "card_size": self.card_size,
            "codes": self.codes,
        }

    def label(self) -> str:
        """Return how messages name the kit: its game and language."""
        return f"{self.game} ({self.locale})"


@dataclass
class KitResult:
    """What became of a job: the summary lines of the kit it built, or the error that stopped it.

    The error is a message, rendered by whoever shows it in its reader's language (the command line's user's).
    """

    job: KitJob
    lines: list[str] = field(default_factory=list)
    error: Message | None = None


def takes_four_colour(maker: Callable) -> bool:
    """Tell whether a game's kit maker can draw a four-colour deck."""
    return "four_colour" in inspect.signature(maker).parameters


def build_kit(
    job: KitJob,
    inputs: str,
    kit_maker: Callable,
    progress: bool = False,
    on_file: Callable[[int, int], None] | None = None,
) -> KitResult:
    """Draw and write one kit, then its stamp (``inputs``: the digest of what it was built from).

    ``on_file(done, total)`` is told after each file written.
    """
    # The drawing pipeline loads here, in the process that draws, never in a build that has nothing to do.
    from generator.build import build

    tr = translations(job.locale)
    try:
        maker = kit_maker(job.game)
        # Only asked of a kit that has one, so `build all --four-colour` still builds the games without suits.
        extra = {"four_colour": True} if job.four_colour and takes_four_colour(maker) else {}
        kit = maker(job.rules_path, tr, job.ink_saver, **extra)
        options = BuildOptions(
            papers=tuple(HOME_PAPERS[paper] for paper in job.papers),
            out=job.out,
            flip=check_flip(job.flip),
            offset=job.offset,
            ink_saver=job.ink_saver,
            print_shop=job.print_shop,
            language=job.locale,
            registration=job.registration,
            fold=job.fold,
            card_size=card_size(job.card_size),
            codes=job.codes,
        )
        report = build(kit, options, tr, progress=progress, on_file=on_file)
    except PnpkitError as error:
        return KitResult(job, error=error.reason)
    write_stamp(job.out, inputs, {written.path: written.size for written in report.files})
    return KitResult(job, lines=summary_lines(report, tr))


def worker_count(jobs: int) -> int:
    """Return how many processes to build ``jobs`` kits with: one per core this process may use, at most one a job."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(cores, jobs))


def build_kits(
    jobs: Sequence[tuple[KitJob, str]],
    kit_maker: Callable,
    workers: int,
    on_result: Callable[[KitResult], None],
    progress: bool = False,
) -> None:
    """Build every (job, inputs digest); hand each result to ``on_result`` in the jobs' order.

    With one worker, or one job, the kits are built here one after the other, each with its own progress bar
    of files; otherwise in ``workers`` processes, with one bar counting the kits.
    """
    if workers <= 1 or len(jobs) <= 1:
        for job, inputs in jobs:
            on_result(build_kit(job, inputs, kit_maker, progress))
        return
    from tqdm import tqdm

    # Forked workers start at once and share what this process loaded (even where Python's default is another
    # start method); fork is missing on Windows and unsafe with macOS's system libraries, so there the default.
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else None)
    if context.get_start_method() == "fork":
        _load_for_workers([job for job, _ in jobs], kit_maker)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    try:
        futures = [pool.submit(build_kit, job, inputs, kit_maker) for job, inputs in jobs]
        bar = tqdm(
            total=len(futures), desc=render(Message(N_("Building"))), unit="kit", disable=not progress, leave=False
        )
        with bar:
            _report_in_order(futures, bar, on_result)
    finally:
        # A failure other than a kit's own (a bug) stops the rest; otherwise every job has finished here.
        pool.shutdown(cancel_futures=True)


def _load_for_workers(jobs: list[KitJob], kit_maker: Callable) -> None:
    """Load here, once, what every worker needs (the pipeline, the kits' code, the catalogs, the fonts).

    Forked workers then share it, instead of each loading it again: no time lost, since each would otherwise
    do it at the same moment, and half the CPU time on two cores.
    """
    import generator.build  # noqa: F401  (the pipeline itself)
    from generator import fonts
    from generator.fontfiles import TYPEFACES

    for face, typeface in TYPEFACES.items():
        for role in typeface.roles:
            fonts.pdf_font(f"{face}/{role}")
    for locale in dict.fromkeys(job.locale for job in jobs):
        translations(locale)
    for game in dict.fromkeys(job.game for job in jobs):
        with contextlib.suppress(PnpkitError):  # a broken plug-in: the game's own jobs report it
            kit_maker(game)


def _report_in_order(futures: list[Future], bar, on_result: Callable[[KitResult], None]) -> None:
    """Count each kit on the bar as it finishes; hand on the results in order, as soon as all before are done."""
    pending = set(futures)
    reported = 0
    while reported < len(futures):
        finished, pending = wait(pending, return_when=FIRST_COMPLETED)
        bar.update(len(finished))
        while reported < len(futures) and futures[reported].done():
            result = futures[reported].result()
            with bar.external_write_mode(file=sys.stdout):
                on_result(result)
            reported += 1


def summary_lines(report, tr) -> list[str]:
    """Return what a build wrote, in the kit's language: one line per folder, each PDF, where the checklists are."""

    def say(msgid: str, **params) -> str:
        return render(Message(msgid, **params), tr)

    folders: dict[str, list] = {}
    for written in report.files:
        folders.setdefault(written.path.split("/")[0], []).append(written)
    lines = [say(N_("Built the kit in %(out)s (%(seconds).2f s):"), out=str(report.out), seconds=report.seconds)]
    for folder, files in folders.items():
        size = sum(f.size for f in files) / 1_000_000
        line = render(
            nmessage("%(count)d file, %(size).2f MB", "%(count)d files, %(size).2f MB", len(files), size=size), tr
        )
        lines.append(f"  {folder + '/':13s} {line}")
        for f in files if folder not in ("svg", "print-shop") else ():
            pages = render(
                nmessage(
                    "%(count)d page, %(size)d kB", "%(count)d pages, %(size)d kB", f.pages, size=round(f.size / 1000)
                ),
                tr,
            )
            lines.append(f"      {f.path.split('/', 1)[1]:22s} {pages}")
    for path in (report.out / f.path for f in report.files if f.path.endswith("checklist.pdf")):
        lines.append(say(N_("Start with %(path)s: it lists what to print and how."), path=str(path)))
    return lines
