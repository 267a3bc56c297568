"""Benchmark of the print-and-play kit build: wall time of a cold process, time per card, PDF sizes; and the
wall time of Trumps of Kings' kit (its map, tiled twice, is the largest drawing of any kit).

Each run is a fresh ``python -m pnpkit build`` process (imports, fonts, rules loading and all), timed from
outside. The machine is shared, so the figure to quote is the minimum of several runs; the median is shown
to say how noisy they were.

    python bench/kit.py [--runs 7] [--locale en] [--game avcw]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CARDS = 54
KINGS_GOAL = 3.0  # s, Trumps of Kings' whole kit in one locale and both papers


def run_build(out: Path, locale: str, *extra: str, game: str = "avcw") -> float:
    """Build a game's kit in a new process and return its wall time in seconds."""
    command = [sys.executable, "-m", "pnpkit", "build", game, "--locale", locale, "--paper", "both"]
    command += ["--out", str(out), "--quiet", *extra]
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def timings(runs: int, locale: str, *extra: str, game: str = "avcw") -> list[float]:
    """Time ``runs`` cold builds into a scratch folder."""
    with tempfile.TemporaryDirectory() as scratch:
        return [run_build(Path(scratch) / "kit", locale, *extra, game=game) for _ in range(runs)]


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--locale", default="en")
    parser.add_argument("--game", default="avcw")
    args = parser.parse_args()

    kit = timings(args.runs, args.locale, game=args.game)
    best = min(kit)
    print(f"{args.game}: whole kit, {args.locale}, A4 + Letter PDFs + SVGs, cold process, {args.runs} runs:")
    print(f"  wall time: min {best:.3f} s, median {statistics.median(kit):.3f} s, max {max(kit):.3f} s")
    print(f"  per card (whole kit / {CARDS} cards): {1000 * best / CARDS:.1f} ms")

    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "kit"
        run_build(out, args.locale, game=args.game)
        for paper in ("a4", "letter"):
            files = sorted((out / paper).glob("*.pdf"))
            total = sum(path.stat().st_size for path in files)
            print(f"  PDF size, {paper}: {total / 1_000_000:.2f} MB in {len(files)} files")
        svg = sum(path.stat().st_size for path in (out / "svg").rglob("*.svg"))
        print(f"  SVG size: {svg / 1_000_000:.2f} MB")

    kings = timings(args.runs, args.locale, game="trumps_of_kings")
    verdict = "met" if min(kings) <= KINGS_GOAL else "not met"
    print(f"Trumps of Kings whole kit (map tiled and large, deck, markers, aids), {args.locale}, both papers:")
    print(
        f"  wall time: min {min(kings):.3f} s, median {statistics.median(kings):.3f} s "
        f"(goal at most {KINGS_GOAL:g} s: {verdict})"
    )

    shop_runs = max(3, args.runs // 2)
    shop = timings(shop_runs, args.locale, "--print-shop", game=args.game)
    extra = min(shop) - best
    print(f"with --print-shop (55 card PDFs and 300 dpi PNGs more), {shop_runs} runs:")
    print(f"  wall time: min {min(shop):.3f} s, median {statistics.median(shop):.3f} s")
    print(f"  print-shop export per card: {1000 * extra / (CARDS + 1):.1f} ms")


if __name__ == "__main__":
    main()
