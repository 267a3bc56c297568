"""Benchmark of the print-and-play kit build: wall time of a cold process, time per card, PDF sizes; the
wall time of Trumps of Kings' kit (its map, tiled twice, is the largest drawing of any kit); every shipped
game's kit in every language on both papers, built in parallel as `pnpkit build` does and in one process;
and the build `make run` starts with when every kit is up to date.

Each run is a fresh ``python -m pnpkit build`` process (imports, fonts, rules loading and all) into a fresh
output folder, timed from outside. The machine is shared, so the figure to quote is the minimum of several
runs; the median is shown to say how noisy they were, and the load average how busy the machine was.

    python bench/kit.py [--runs 7] [--locale en] [--game avcw] [--only all-games]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

CARDS = 54
KINGS_GOAL = 3.0  # s, Trumps of Kings' whole kit in one locale and both papers
ALL_GOAL = 10.0  # s, every shipped game's kit in every language on both papers, on two cores
NO_OP_GOAL = 1.0  # s, make run's kits when none changed (the QR code is due within 3 s of `make run`)
SECTIONS = ("avcw", "kings", "print-shop", "all-games")


def run_build(out: Path, locale: str, *extra: str, game: str = "avcw") -> float:
    """Build a game's kit in a new process and return its wall time in seconds."""
    return run_pnpkit("build", game, "--locale", locale, "--paper", "both", "--out", str(out), "--quiet", *extra)


def run_pnpkit(*arguments: str) -> float:
    """Run the command line in a new process and return its wall time in seconds."""
    return measure(*arguments)[0]


def measure(*arguments: str) -> tuple[float, float]:
    """Run the command line in a new process; return its wall time and the CPU time of it and its workers."""
    command = [sys.executable, "-m", "pnpkit", *arguments]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def timings(runs: int, locale: str, *extra: str, game: str = "avcw") -> list[float]:
    """Time ``runs`` cold builds into a scratch folder."""
    with tempfile.TemporaryDirectory() as scratch:
        return [run_build(Path(scratch) / "kit", locale, *extra, game=game) for _ in range(runs)]


def shipped_game_names() -> list[str]:
    """Return the games pnpkit itself ships, from its own entry points (no other installed package's game)."""
    # Read here, not from engine.plugins: bench/engine.py, beside this script, hides the engine package.
    points = metadata.distribution("pnpkit").entry_points.select(group="pnpkit.games")
    return sorted(point.name for point in points)


def all_games_timings(runs: int, *extra: str) -> list[tuple[float, float]]:
    """Time (wall, CPU) ``runs`` cold builds of every shipped game's kit, every language, both papers, each run in a
    fresh folder."""
    games = shipped_game_names()
    with tempfile.TemporaryDirectory() as scratch:
        return [
            measure(
                "build", *games, "--locale", "all", "--paper", "both", "--out", f"{scratch}/{run}", "--quiet", *extra
            )
            for run in range(runs)
        ]


def no_op_timings(runs: int) -> list[float]:
    """Time make run's build of the English kits (`--if-changed`) when every one of them is up to date."""
    games = shipped_game_names()
    with tempfile.TemporaryDirectory() as scratch:
        arguments = ["build", *games, "--locale", "en", "--paper", "both", "--out", scratch, "--quiet", "--if-changed"]
        run_pnpkit(*arguments)
        return [run_pnpkit(*arguments) for _ in range(runs)]


def load() -> str:
    """Return the machine's load averages over 1, 5 and 15 minutes, and its cores, to say how busy it was."""
    averages = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    return f"load average {averages} on {os.cpu_count()} cores"


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--locale", default="en")
    parser.add_argument("--game", default="avcw")
    parser.add_argument("--only", choices=SECTIONS, action="append", help="Run only this part (repeatable).")
    args = parser.parse_args()
    sections = args.only or SECTIONS
    print(f"Before: {load()}")
    best = None
    if "avcw" in sections or "print-shop" in sections:
        kit = timings(args.runs, args.locale, game=args.game)
        best = min(kit)
        print(f"{args.game}: whole kit, {args.locale}, A4 + Letter PDFs + SVGs, cold process, {args.runs} runs:")
        print(f"  wall time: min {best:.3f} s, median {statistics.median(kit):.3f} s, max {max(kit):.3f} s")
        print(f"  per card (whole kit / {CARDS} cards): {1000 * best / CARDS:.1f} ms")
    if "avcw" in sections:
        with tempfile.TemporaryDirectory() as scratch:
            out = Path(scratch) / "kit"
            run_build(out, args.locale, game=args.game)
            for paper in ("a4", "letter"):
                files = sorted((out / paper).glob("*.pdf"))
                total = sum(path.stat().st_size for path in files)
                print(f"  PDF size, {paper}: {total / 1_000_000:.2f} MB in {len(files)} files")
            svg = sum(path.stat().st_size for path in (out / "svg").rglob("*.svg"))
            print(f"  SVG size: {svg / 1_000_000:.2f} MB")

    if "kings" in sections:
        kings = timings(args.runs, args.locale, game="trumps_of_kings")
        verdict = "met" if min(kings) <= KINGS_GOAL else "not met"
        print(f"Trumps of Kings whole kit (map tiled and large, deck, markers, aids), {args.locale}, both papers:")
        print(
            f"  wall time: min {min(kings):.3f} s, median {statistics.median(kings):.3f} s "
            f"(goal at most {KINGS_GOAL:g} s: {verdict})"
        )

    if "print-shop" in sections:
        shop_runs = max(3, args.runs // 2)
        shop = timings(shop_runs, args.locale, "--print-shop", game=args.game)
        extra = min(shop) - best
        print(f"with --print-shop (55 card PDFs and 300 dpi PNGs more), {shop_runs} runs:")
        print(f"  wall time: min {min(shop):.3f} s, median {statistics.median(shop):.3f} s")
        print(f"  print-shop export per card: {1000 * extra / (CARDS + 1):.1f} ms")

    if "all-games" in sections:
        all_runs = max(3, args.runs // 2)
        games = shipped_game_names()
        print(f"Every shipped game ({len(games)}), every language, both papers, cold process, {all_runs} runs:")
        for how, extra in (("in parallel (one process per core)", ()), ("in one process (--jobs 1)", ("--jobs", "1"))):
            runs = all_games_timings(all_runs, *extra)
            wall = [seconds for seconds, _ in runs]
            verdict = (
                f" (goal at most {ALL_GOAL:g} s: {'met' if min(wall) <= ALL_GOAL else 'not met'})" if not extra else ""
            )
            print(f"  {how}: min {min(wall):.3f} s, median {statistics.median(wall):.3f} s{verdict}")
            # A busy machine stretches the wall time; the CPU time says what the build itself costs.
            print(f"    CPU time (all processes): min {min(cpu for _, cpu in runs):.3f} s")
        kept = no_op_timings(args.runs)
        verdict = "met" if min(kept) <= NO_OP_GOAL else "not met"
        print("make run's kits (English, both papers, --if-changed) when all are up to date:")
        print(
            f"  wall time: min {min(kept):.3f} s, median {statistics.median(kept):.3f} s "
            f"(goal at most {NO_OP_GOAL:g} s: {verdict})"
        )
    print(f"After: {load()}")


if __name__ == "__main__":
    main()
