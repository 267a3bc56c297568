"""The checklist and print guide: one page naming every file to print, how, what to cut and fold, and counts."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import N_, Message, render
from generator.geometry import Drawing, Style
from generator.kit import Count
from generator.sketch import Sketch

WIDTH, HEIGHT = 190.0, 255.0  # fits A4 and Letter inside their margins
INK = "#000000"
RULE = Style(stroke="#808080", width=0.2)
BOX = Style(stroke="#000000", width=0.3)


@dataclass(frozen=True)
class Entry:
    """One file of the kit as the checklist lists it."""

    file: str
    pages: int
    duplex: str | None  # "long" or "short" edge, or None for one-sided
    paper: str
    how: str  # what to do with the printed sheets, in the reader's language


def sides_text(duplex: str | None, tr) -> str:
    """Say how a file is printed: one-sided or double-sided with its flip."""
    if duplex is None:
        return render(Message(N_("one-sided")), tr)
    edge = N_("double-sided, flip on long edge") if duplex == "long" else N_("double-sided, flip on short edge")
    return render(Message(edge), tr)


def checklist_page(
    title: str,
    paper: str,
    entries: list[Entry],
    counts: list[Count],
    tr,
    markers: bool = True,
    fold: bool = False,
    equipment: tuple[Count, ...] = (),
) -> Drawing:
    """Draw the checklist of one paper size (``markers``: whether the kit has fold-over markers to make;
    ``fold``: whether it has fold-and-glue decks; ``equipment``: what the rules need that the kit does not print)."""
    sketch = Sketch("checklist", WIDTH, HEIGHT)
    heading = Message(N_("%(title)s: what to print (%(paper)s)"), title=title, paper=paper)
    sketch.text(render(heading, tr), (0, 0, WIDTH, 10), "bold", 16, min_size=11)
    rule = Message(
        N_(
            "Print every file at 100 %% (actual size; turn off fit to page). Tick each box when done. "
            "Print the calibration sheet before the deck if your printer's backs may be shifted."
        )
    )
    sketch.text(render(rule, tr), (0, 12, WIDTH, 10), "regular", 9, min_size=7)
    y = 25.0
    columns = (
        (N_("File"), 8, 52),
        (N_("Pages"), 62, 14),
        (N_("How to print"), 78, 48),
        (N_("Then"), 128, 62),
    )
    for label, x, w in columns:
        sketch.text(render(Message(label), tr), (x, y, w, 5), "semibold", 8.5)
    y += 6
    row_height = 12.0
    for entry in entries:
        sketch.line(0, y - 0.8, WIDTH, y - 0.8, RULE)
        sketch.rect(1, y + 1, 4, 4, BOX)
        sketch.text(entry.file, (8, y, 52, row_height - 1), "semibold", 8.5, min_size=6)
        sketch.text(str(entry.pages), (62, y, 14, row_height - 1), "regular", 8.5)
        how_to_print = f"{entry.paper}, {sides_text(entry.duplex, tr)}"
        sketch.text(how_to_print, (78, y, 48, row_height - 1), "regular", 8, min_size=6)
        sketch.text(entry.how, (128, y, 62, row_height - 1), "regular", 8, min_size=6)
        y += row_height
    sketch.line(0, y - 0.8, WIDTH, y - 0.8, RULE)
    y += 4
    sketch.text(render(Message(N_("What the kit makes")), tr), (0, y, WIDTH, 7), "bold", 12)
    y += 8
    y = _ticked_counts(sketch, counts, y)
    if equipment:
        heading = Message(N_("Not in the kit: bring these too"))
        sketch.text(render(heading, tr), (0, y, WIDTH, 7), "bold", 12)
        y = _ticked_counts(sketch, equipment, y + 8)
    tools = Message(
        N_(
            "You also need: scissors or a craft knife and a metal ruler, a glue stick, and a cutting mat if you "
            "use a knife. Cut cards along the crop marks, straight through the whole sheet, first one way and "
            "then the other. Markers: cut round the solid outline, fold on the dashed line, glue the halves."
        )
        if markers
        else N_(
            "You also need: scissors or a craft knife and a metal ruler, a glue stick for the tuck box, and a "
            "cutting mat if you use a knife. Cut cards along the crop marks, straight through the whole sheet, "
            "first one way and then the other."
        )
    )
    sketch.text(
        f"{render(tools, tr)}\n{render(duplex_advice(fold), tr)}", (0, y, WIDTH, HEIGHT - y), "regular", 9, min_size=6.5
    )
    return sketch.finish()


def _ticked_counts(sketch: Sketch, counts, y: float) -> float:
    """Write counts in two columns, each with a box to tick; return the y below them."""
    half = (len(counts) + 1) // 2
    for index, count in enumerate(counts):
        x = 0 if index < half else WIDTH / 2
        row_y = y + (index % half) * 6
        sketch.rect(x + 1, row_y + 0.8, 4, 4, BOX)
        label = f"{count.count} × {count.label}" if count.count else count.label
        sketch.text(label, (x + 8, row_y, WIDTH / 2 - 10, 6), "regular", 9, min_size=6.5)
    return y + half * 6 + 4


def duplex_advice(fold: bool) -> Message:
    """Say when to print the fold-and-glue decks rather than the double-sided ones."""
    if fold:
        return Message(
            N_(
                "No duplex printer, or backs that never line up? Print each -fold.pdf file one-sided instead of "
                "its deck: fold each sheet on the dashed line, printed side out, glue the halves together, and "
                "cut through both along the crop marks. With duplex, the double-sided decks are thinner cards."
            )
        )
    return Message(
        N_(
            "No duplex printer? Build the kit with --fold, or choose the fold layout on the referee's Print page: "
            "each card's front and back side by side, to fold, glue and cut."
        )
    )
