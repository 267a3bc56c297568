"""The balance report's plots: matplotlib on its Agg/SVG back end, each plot one inline SVG with its text as paths.

Text on a plot is already translated by the caller; glyphs drawn as paths need no font on the reader's side.
"""

from __future__ import annotations

import io

import matplotlib

matplotlib.use("Agg")  # no display: the plots are written, never shown
import matplotlib.pyplot as plt
from matplotlib.ticker import MaxNLocator

matplotlib.rcParams.update({"svg.fonttype": "path", "svg.hashsalt": "pnpkit", "font.size": 9})
INK, FAIR, BARS = "#2b2b2b", "#b0413e", ("#24403a", "#c58b2c", "#5b7fa6", "#8c5a7a", "#6f8f3a", "#a65b3a")


def _svg(figure) -> str:
    """Return a figure as SVG text without its XML prologue, ready to sit inside an HTML page."""
    out = io.StringIO()
    figure.savefig(out, format="svg", bbox_inches="tight", metadata={"Date": None})
    plt.close(figure)
    text = out.getvalue()
    return text[text.index("<svg") :]


def rates_plot(labels: list[str], rates: list[float], intervals: list[tuple[float, float]], fair: float, texts) -> str:
    """Return a bar per seat: its rate of wins, the 95 % interval as a whisker, the fair share as a dashed line."""
    figure, axes = plt.subplots(figsize=(6.4, 0.45 * len(labels) + 1.2))
    positions = list(range(len(labels)))[::-1]
    low = [rate - interval[0] for rate, interval in zip(rates, intervals, strict=True)]
    high = [interval[1] - rate for rate, interval in zip(rates, intervals, strict=True)]
    axes.barh(positions, rates, xerr=[low, high], color=BARS[0], ecolor=INK, capsize=3)
    axes.axvline(fair, color=FAIR, linestyle="--", label=texts["fair"])
    axes.set_yticks(positions, labels)
    axes.set_xlim(0, 1)
    axes.set_xlabel(texts["x"])
    axes.legend(loc="lower right", frameon=False)
    return _svg(figure)


def histogram_plot(values: list[int], texts) -> str:
    """Return a histogram of the games' lengths."""
    figure, axes = plt.subplots(figsize=(6.4, 2.6))
    low, high = min(values), max(values)
    # Whole numbers: a bar per length when there are few, else twenty bars at most.
    bins = range(low, high + 2) if high - low < 20 else 20
    axes.hist(values, bins=bins, color=BARS[2], edgecolor="white", align="left" if high - low < 20 else "mid")
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.set_xlabel(texts["x"])
    axes.set_ylabel(texts["y"])
    return _svg(figure)


def grouped_plot(categories: list[str], series: list[str], counts: list[list[int]], texts) -> str:
    """Return grouped bars: for each category, a bar per series (the winning seats), counted in games."""
    figure, axes = plt.subplots(figsize=(6.4, 2.8))
    width = 0.8 / max(1, len(series))
    for number, (name, row) in enumerate(zip(series, counts, strict=True)):
        offsets = [index - 0.4 + width * (number + 0.5) for index in range(len(categories))]
        axes.bar(offsets, row, width, label=name, color=BARS[number % len(BARS)])
    axes.set_xticks(range(len(categories)), categories, rotation=20 if len(categories) > 5 else 0, ha="right")
    axes.set_ylabel(texts["y"])
    if len(series) > 1:
        axes.legend(frameon=False, fontsize=8)
    return _svg(figure)
