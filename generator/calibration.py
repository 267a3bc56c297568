"""The duplex calibration sheet: thick lines on the front, numbered scales on the back where they land.

Held against a window, each front line shows through its scale on the back; the number it crosses is the
printer's shift undone, ready for --back-offset-mm. A back scale's tick numbered v sits v mm from where
the line lands on a printer that shifts nothing, so the reading needs no arithmetic.
"""

from __future__ import annotations

from engine.i18n import N_, Message, render
from generator.cardsheet import mirror_box
from generator.geometry import Drawing, Style
from generator.sketch import Sketch

SCALE_RANGE = 5  # mm either side of zero
LINE = Style(stroke="#000000", width=0.6)
TICK = Style(stroke="#000000", width=0.15)
INK = "#000000"


def calibration_pages(page_width: float, page_height: float, flip: str, tr) -> list[Drawing]:
    """Return the front and back page of the calibration sheet for a flip ("long" or "short")."""
    w, h = page_width, page_height
    front = Sketch("calibration-front", w, h)
    back = Sketch("calibration-back", w, h)
    edge = Message(N_("long edge") if flip == "long" else N_("short edge"))
    _heading(front, render(Message(N_("Duplex calibration")), tr), w)
    instructions = Message(
        N_(
            "Print this sheet double-sided, flipped on the %(edge)s, at 100 %% (actual size, no fitting to the "
            "page). Hold it against a window: each thick line on this side shows through a numbered scale on "
            "the other side. Note the number where each line crosses its scale, then build the kit again with "
            "--back-offset-mm X,Y. If both read 0, your printer needs no offset."
        ),
        edge=edge,
    )
    front.text(render(instructions, tr), (20, 30, w - 40, 40), "regular", 11, min_size=8)
    _heading(back, render(Message(N_("Back of the calibration sheet")), tr), w)

    # X: a vertical line on the front, a horizontal scale across where it lands on the back.
    x_line = (w * 0.3, h * 0.4, 0, h * 0.25)
    front.line(x_line[0], x_line[1], x_line[0], x_line[1] + x_line[3], LINE)
    front.text("X", (x_line[0] - 10, x_line[1] - 12, 20, 10), "bold", 14, align="center")
    landed = mirror_box(x_line, w, h, flip)
    _scale(back, "X", landed[0], landed[1] + landed[3] / 2, horizontal=True)

    # Y: a horizontal line on the front, a vertical scale across where it lands on the back.
    y_line = (w * 0.5, h * 0.8, w * 0.3, 0)
    front.line(y_line[0], y_line[1], y_line[0] + y_line[2], y_line[1], LINE)
    front.text("Y", (y_line[0] - 14, y_line[1] - 5, 10, 10), "bold", 14, align="center", valign="middle")
    landed = mirror_box(y_line, w, h, flip)
    _scale(back, "Y", landed[0] + landed[2] / 2, landed[1], horizontal=False)
    return [front.finish(), back.finish()]


def _heading(sketch: Sketch, text: str, width: float) -> None:
    sketch.text(text, (20, 14, width - 40, 12), "bold", 18, min_size=12)


def _scale(sketch: Sketch, label: str, x: float, y: float, horizontal: bool) -> None:
    """Draw a scale whose zero tick is at (x, y): ticks every 0.5 mm (longer every 1 and 2 mm), numbers every 2 mm."""
    steps = range(-2 * SCALE_RANGE, 2 * SCALE_RANGE + 1)
    for step in steps:
        value = step / 2
        length = 6 if step % 4 == 0 else 4.5 if step % 2 == 0 else 3
        if horizontal:
            sketch.line(x + value, y - length, x + value, y + length, TICK)
        else:
            sketch.line(x - length, y + value, x + length, y + value, TICK)
    # Numbers every 2 mm, alternately on either side of the scale, 4 mm apart on each side: at a legible size
    # a number is 2.5 mm wide, so numbers every mm (or every 2 mm on one side) would run together.
    for value in range(-(SCALE_RANGE // 2) * 2, SCALE_RANGE + 1, 2):
        text = f"{value:+d}" if value else "0"
        near = -10.5 if value % 4 == 0 else 7
        box = (x + value - 2, y + near, 4, 3.5) if horizontal else (x + near, y + value - 2, 3.5, 4)
        sketch.text(text, box, "regular", 6.5, min_size=6, align="center", valign="middle")
    if horizontal:
        sketch.text(label, (x - 5, y - 20, 10, 8), "bold", 14, align="center")
    else:
        sketch.text(label, (x - 22, y - 4, 10, 8), "bold", 14, align="center", valign="middle")
