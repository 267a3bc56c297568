"""Benchmark of reading photographed cards (`pnpkit scan`): per game and layout, the share of visible cards read,
the wrong cards, the whole hands read right from one photo, and the seconds a photo takes on one core.

The photos are made from the kit's own print-shop images (each card drawn with its codes and rendered at 300 dpi
as `build --print-shop` renders it) laid out as players show them (bench/scanphotos.py): hands spread on a table
and fanned, of 8, 13 and 20 cards, some cards turned 180 degrees, and single draws; each photographed with a
tilt of up to 30 degrees, a little blur and motion, noise, uneven warm light, a JPEG at 70 to 90, at 2 MP and
12 MP, framed 4:3 as a camera frames them. Every card laid out shows at least one whole code, so every card is
a visible card.

The goals: at least 99.5 % of visible cards read, at most 0.05 % wrong, at least 99 % of 13-card hands right
from one photo, at most 1.5 s per 12 MP photo on one core. The 13-card hands, the layouts the hand goal is about,
get --hands photos each (the other layouts --photos), and the share of them right is given with its 95 %
confidence interval (Wilson's): a hundred hands all right show no more than about 96 %, three hundred 98.7 %.

    python bench/scan.py [--photos 2] [--hands 10] [--game avcw] [--megapixels 2 12] [--seed 1] [--module 0.5]

--module draws the codes at another size than the build's, to compare sizes (docs/printing.md).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from PIL import Image

# Python puts this folder first; bench/engine.py (a benchmark) must not hide the engine package: it goes last.
BENCH = str(Path(__file__).resolve().parent)
sys.path[:] = [path for path in sys.path if path != BENCH] + [BENCH]
from scanphotos import lay_out, photograph, trimmed  # noqa: E402

from generator.cardcode import MODULE  # noqa: E402

GAMES = ("avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings")
LAYOUTS = (("spread", 8), ("spread", 13), ("spread", 20), ("fan", 8), ("fan", 13), ("single", 1))
GOALS = {"read": 99.5, "wrong": 0.05, "hands13": 99.0, "seconds12": 1.5}
DPI = 300


def one_core() -> None:
    """Keep this process (and any thread a library starts) on one core, as the goal is stated."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


class PrintShop:
    """A game's cards as its print-shop PNGs (drawn with their codes, ``module`` mm a module, as the build draws them
    unless asked for another size; rendered once each, on demand)."""

    def __init__(self, game: str, folder: Path, module: float):
        from engine.i18n import translations
        from engine.plugins import installed_game
        from generator.cardcode import with_codes

        kit = with_codes(installed_game(game).kit_maker()(None, translations("en"), False), module)
        self.decks = {card.name: deck for deck in kit.decks for card in deck.cards}
        self.faces = {card.name: card.face for deck in kit.decks for card in deck.cards}
        self.folder = folder / game
        self.folder.mkdir(parents=True, exist_ok=True)
        self.images: dict[str, Image.Image] = {}

    def names(self) -> list[str]:
        """Return every card's name."""
        return list(self.faces)

    def image(self, name: str) -> Image.Image:
        """Return a card's print-shop PNG, cut at its trim, with rounded corners."""
        if name not in self.images:
            from generator.printshop import write_card_png

            png = write_card_png(self.faces[name], self.folder / f"{name}.png", self.decks[name].bleed, dpi=DPI)
            self.images[name] = trimmed(Image.open(png), self.faces[name].trim, DPI / 25.4)
        return self.images[name]


def run(games, photos: int, hands: int, megapixels, seed: int, module: float) -> list[dict]:
    """Photograph and read every kind of photo; return one row of figures per game, layout and size."""
    from generator.cardscan import code_table, read_photo
    from generator.photos import open_photo

    rows = []
    with tempfile.TemporaryDirectory(prefix="pnpkit-scan-bench-") as folder:
        for game in games:
            shop, table = PrintShop(game, Path(folder), module), code_table(game)
            for layout, size in LAYOUTS:
                for mp in megapixels:
                    rng = random.Random(f"{seed}-{game}-{layout}-{size}-{mp}")
                    row = {"game": game, "layout": f"{layout} {size}", "mp": mp, "cards": 0, "read": 0, "wrong": 0}
                    row |= {"hands": 0, "right": 0, "seconds": []}
                    for _ in range(hands if size == 13 else photos):
                        hand = rng.sample(shop.names(), size)
                        data = photograph(
                            lay_out([shop.image(name) for name in hand], layout, rng, DPI / 25.4), rng, mp
                        )
                        started = time.process_time()
                        reading = read_photo(open_photo(data), table)
                        row["seconds"].append(time.process_time() - started)
                        wanted, got = Counter(hand), Counter(reading.names())
                        row["cards"] += size
                        row["read"] += sum((wanted & got).values())
                        row["wrong"] += sum((got - wanted).values())
                        row["hands"] += 1
                        row["right"] += wanted == got
                    if row["hands"]:  # --photos 0 photographs the 13-card hands alone
                        rows.append(row)
                        print(_line(row), flush=True)
    return rows


def _line(row: dict) -> str:
    seconds = row["seconds"]
    return (
        f"{row['game']:<16} {row['layout']:<10} {row['mp']:>4g} MP  read {100 * row['read'] / row['cards']:6.2f} %"
        f"  wrong {100 * row['wrong'] / row['cards']:5.2f} %  hands right {row['right']:>3}/{row['hands']:<3}"
        f"  {statistics.mean(seconds):.2f} s/photo (max {max(seconds):.2f})"
    )


def wilson(right: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """Return the 95 % confidence interval (Wilson's score interval) of a share of ``right`` out of ``total``."""
    if total == 0:
        return 0.0, 1.0
    share = right / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z / (1 + z * z / total) * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total))
    return max(0.0, centre - half), min(1.0, centre + half)


def summary(rows: list[dict]) -> list[str]:
    """Return the totals against the goals, each size apart and both together."""
    lines = []
    for label, chosen in [(f"{mp:g} MP", [row for row in rows if row["mp"] == mp]) for mp in _sizes(rows)] + [
        ("all", rows)
    ]:
        lines.append(f"{label}:")
        lines += ["  " + line for line in _against_goals(chosen)]
    return lines


def _sizes(rows: list[dict]) -> list[float]:
    return sorted({row["mp"] for row in rows})


def _against_goals(rows: list[dict]) -> list[str]:
    cards = sum(row["cards"] for row in rows)
    read = 100 * sum(row["read"] for row in rows) / cards
    wrong = 100 * sum(row["wrong"] for row in rows) / cards
    thirteen = [row for row in rows if row["layout"].endswith(" 13")]
    right, hands = sum(row["right"] for row in thirteen), sum(row["hands"] for row in thirteen)
    low, high = wilson(right, hands)
    goal = GOALS["hands13"] / 100
    verdict = "met" if low >= goal else "not shown: within the interval" if high >= goal else "NOT met"
    big = [s for row in rows if row["mp"] >= 12 for s in row["seconds"]]
    slowest = max(big, default=0.0)
    return [
        f"visible cards read (goal >= 99.5 %): {read:.2f} % of {cards} {'met' if read >= GOALS['read'] else 'NOT met'}",
        f"wrong cards (goal <= 0.05 %): {wrong:.2f} % {'met' if wrong <= GOALS['wrong'] else 'NOT met'}",
        f"13-card hands right from one photo (goal >= 99 %): {right} of {hands} = {100 * right / max(1, hands):.2f} %"
        f" (95 % interval {100 * low:.1f} to {100 * high:.1f} %)"
        f" {verdict}",
        f"slowest 12 MP photo, s on one core (goal <= 1.5): {slowest:.2f}"
        f" {'met' if slowest <= GOALS['seconds12'] else 'NOT met'}"
        if big
        else "slowest 12 MP photo: none taken",
    ]


def main(argv=None) -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--photos", type=int, default=2, help="photos of each game, layout and size")
    parser.add_argument("--hands", type=int, default=10, help="photos of each game and size of the 13-card layouts")
    parser.add_argument("--game", action="append", choices=GAMES, help="a game (repeatable; default: all five)")
    parser.add_argument("--megapixels", type=float, nargs="+", default=[2.0, 12.0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--module", type=float, default=MODULE, help="mm a module of the printed codes (to compare)")
    args = parser.parse_args(argv)
    one_core()
    rows = run(args.game or GAMES, args.photos, args.hands, args.megapixels, args.seed, args.module)
    print("\n".join(summary(rows)))


if __name__ == "__main__":
    main()
