"""A fold-and-glue tuck box sized to a deck: one flat net with cut lines, fold lines, glue flaps and the title.

The net, from left to right: a glue flap, the back, a side, the front, the other side. The back carries the
lid and its tuck-in tongue at the top and the bottom flap below; the front has a thumb notch at its top and
a glued bottom flap; each side has a dust flap at each end. Every size comes from the deck: the panels are
the cards' trim size with a little play, and the depth is the number of cards times ``CARD_THICKNESS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import N_, Message, nmessage, render
from generator.errors import LayoutError
from generator.geometry import Drawing, Style
from generator.kit import Deck
from generator.ornament import frame, rule
from generator.paper import Paper
from generator.sketch import Sketch

# A home-printed card on 160-250 g/m² card stock is 0.2 to 0.3 mm thick; printed both sides with toner or
# ink it gains a little. 0.32 mm a card errs on the roomy side: a box a millimetre too deep still closes,
# one too shallow does not.
CARD_THICKNESS = 0.32  # mm
PLAY = 1.5  # mm added to the cards' width, height and the stack's depth, so the deck slides in and out
GLUE_FLAP = 10.0  # mm, at most; never wider than a side panel less a millimetre
TONGUE = 14.0  # mm, the lid's tuck-in tongue
NOTCH = 9.0  # mm, the radius of the thumb notch in the front's top edge
HEADING = 12.0  # mm above the net for the instructions
MARGIN = 10.0  # mm kept clear at the paper's edges, as on the other pages
INK = "#000000"
CUT = Style(stroke=INK, width=0.3)
FOLD = Style(stroke=INK, width=0.25, dash=(2.0, 1.5))
GLUE = Style(fill="#d9d9d9")
GLUE_LIGHT = Style(fill="#f0f0f0")


@dataclass(frozen=True)
class BoxSize:
    """The tuck box's inside sizes in mm: the width and height of its front and back, and its depth."""

    width: float
    height: float
    depth: float


def box_size(deck: Deck) -> BoxSize:
    """Return the box a deck fits in: its trim size and its stack of cards, each with some play."""
    depth = len(deck.cards) * CARD_THICKNESS + PLAY
    return BoxSize(deck.trim_width + PLAY, deck.trim_height + PLAY, round(depth, 2))


def net_size(size: BoxSize) -> tuple[float, float]:
    """Return the width and height of the flat net, its heading included."""
    width = _glue_width(size) + 2 * size.width + 2 * size.depth
    height = HEADING + TONGUE + size.depth + size.height + size.depth
    return width, height


def _glue_width(size: BoxSize) -> float:
    return min(GLUE_FLAP, size.depth - 1.0)


def tuck_box_page(title: str, deck: Deck, paper: Paper, tr, ornament: str | None = None, light: bool = False):
    """Return the tuck box's net centred on a sheet of paper, turned to landscape when only that fits.

    ``ornament`` is the game's ornament style (``generator.ornament.STYLES``) or None for a plain box;
    ``light`` (the ink saver) draws glue flaps and ornament in outline tints.
    """
    net = tuck_box(title, deck, tr, ornament, light)
    for width, height in ((paper.width, paper.height), paper.landscape()):
        if net.width <= width - 2 * MARGIN and net.height <= height - 2 * MARGIN:
            sketch = Sketch("tuckbox", width, height)
            sketch.place(net, (width - net.width) / 2, (height - net.height) / 2)
            return sketch.finish()
    raise LayoutError(
        f"the tuck box of {len(deck.cards)} cards ({net.width:.0f} x {net.height:.0f} mm) does not fit "
        f"a {paper.width:g} x {paper.height:g} mm sheet"
    )


def tuck_box(title: str, deck: Deck, tr, ornament: str | None = None, light: bool = False) -> Drawing:
    """Draw the flat net of a tuck box for ``deck``: cut and fold lines, glue flaps, the title on its faces."""
    size = box_size(deck)
    width, height = net_size(size)
    glue = _glue_width(size)
    w, h, d = size.width, size.height, size.depth
    back = glue  # x of the back panel
    side1, front, side2 = back + w, back + w + d, back + 2 * w + d
    right = side2 + d
    top = HEADING + TONGUE + d  # y of the body's top fold
    bottom = top + h
    sketch = Sketch("tuckbox", width, height)
    how = Message(
        N_(
            "Tuck box: cut along the solid lines, and round the thumb notch. Fold every dashed line away from "
            "the print. Glue the long grey flap inside the far side, then close the bottom over its grey flap."
        )
    )
    sketch.text(render(how, tr), (0, 0, width, HEADING - 2), "regular", 8.5, min_size=6.5)
    glue_style = GLUE_LIGHT if light else GLUE

    # Glue flap on the back's left edge, its ends slanted so it slides in past the bottom flap.
    sketch.path([("M", back, top), ("L", 0, top + 4), ("L", 0, bottom - 4), ("L", back, bottom), ("Z",)], glue_style)
    sketch.path([("M", back, top), ("L", 0, top + 4), ("L", 0, bottom - 4), ("L", back, bottom)], CUT)
    # The lid on the back's top, and its tongue with rounded corners.
    lid_top = top - d
    tongue_top = lid_top - TONGUE
    sketch.line(back, lid_top, back, top, CUT)
    sketch.line(side1, lid_top, side1, top, CUT)
    r = min(6.0, TONGUE - 2)
    sketch.path(
        [
            ("M", back, lid_top),
            ("L", back + 1.5, tongue_top + r),
            ("C", back + 1.5, tongue_top + r / 3, back + 1.5 + r / 3, tongue_top, back + 1.5 + r, tongue_top),
            ("L", side1 - 1.5 - r, tongue_top),
            ("C", side1 - 1.5 - r / 3, tongue_top, side1 - 1.5, tongue_top + r / 3, side1 - 1.5, tongue_top + r),
            ("L", side1, lid_top),
        ],
        CUT,
    )
    # The front's top edge, with the thumb notch in its middle.
    middle = front + w / 2
    k = 0.5523 * NOTCH  # Bézier handle of a quarter circle
    sketch.path(
        [
            ("M", front, top),
            ("L", middle - NOTCH, top),
            ("C", middle - NOTCH, top + k, middle - k, top + NOTCH, middle, top + NOTCH),
            ("C", middle + k, top + NOTCH, middle + NOTCH, top + k, middle + NOTCH, top),
            ("L", front + w, top),
        ],
        CUT,
    )
    # Dust flaps at both ends of both sides; their outer corners cut away so they tuck in.
    flap = min(d * 0.8, w / 2 - 2)
    for x in (side1, side2):
        for edge, sign in ((top, -1), (bottom, 1)):
            sketch.path(
                [
                    ("M", x, edge),
                    ("L", x + 1.0, edge + sign * flap),
                    ("L", x + d - 3.0, edge + sign * flap),
                    ("L", x + d, edge + sign * 3.0),
                    ("L", x + d, edge),
                ],
                CUT,
            )
    # Bottom flaps: the back's closes the box and is glued onto the front's grey one.
    sketch.path([("M", back, bottom), ("L", back, bottom + d), ("L", side1, bottom + d), ("L", side1, bottom)], CUT)
    front_flap = d - 1.0
    outline = [
        ("M", front, bottom),
        ("L", front + 2, bottom + front_flap),
        ("L", front + w - 2, bottom + front_flap),
        ("L", front + w, bottom),
    ]
    sketch.path([*outline, ("Z",)], glue_style)
    sketch.path(outline, CUT)
    # The far side's free edge.
    sketch.line(right, top, right, bottom, CUT)
    # Folds: the four upright ones between panels, then each flap's.
    for x in (back, side1, front, side2):
        sketch.line(x, top, x, bottom, FOLD)
    for x0, x1 in ((back, side1), (side1, front), (side2, right)):
        sketch.line(x0, top, x1, top, FOLD)
    for x0, x1 in ((back, side1), (side1, front), (front, side2), (side2, right)):
        sketch.line(x0, bottom, x1, bottom, FOLD)
    sketch.line(back, lid_top, side1, lid_top, FOLD)

    _faces(sketch, title, len(deck.cards), size, (back, front, side1, side2, top), tr, ornament, light)
    glue_word = render(Message(N_("glue")), tr)
    sketch.text(glue_word, (front + 4, bottom + 1, w - 8, front_flap - 2), "italic", 8, min_size=5.5,
                align="center", valign="middle")  # fmt: skip
    label = Sketch("tuckbox-glue", h - 10, glue)
    label.text(glue_word, (0, 0, h - 10, glue), "italic", 8, min_size=5.5, align="center", valign="middle")
    sketch.place(label.finish(), 0, bottom - 5, rotate=-90)
    return sketch.finish()


def _faces(sketch: Sketch, title: str, cards: int, size: BoxSize, xs, tr, ornament, light: bool) -> None:
    """Write the title on the front, the back, both sides and the lid."""
    back, front, side1, side2, top = xs
    w, h, d = size.width, size.height, size.depth
    if ornament is not None:
        sketch.add(frame(ornament, back + 4, top + 4, w - 8, h - 8, INK, light))
        # The front's frame starts below the thumb notch.
        sketch.add(frame(ornament, front + 4, top + NOTCH + 3, w - 8, h - NOTCH - 7, INK, light))
    title_box = (front + 9, top + NOTCH + 8, w - 18, h * 0.42)
    sketch.text(title, title_box, "bold", 16, min_size=8, align="center", valign="middle")
    if ornament is not None:
        sketch.add(rule(ornament, front + 10, top + NOTCH + 12 + h * 0.42, w - 20, INK, light))
    count = render(nmessage("%(count)d card", "%(count)d cards", cards), tr)
    sketch.text(title, (back + 9, top + 12, w - 18, h * 0.4), "bold", 13, min_size=7, align="center", valign="middle")
    sketch.text(count, (back + 9, top + h * 0.6, w - 18, 8), "italic", 9, min_size=6, align="center")
    # The sides read from the bottom up, as a book's spine on the shelf.
    spine = Sketch("tuckbox-spine", h - 12, d)
    spine.text(title, (0, 0, h - 12, d), "semibold", 9, min_size=5.5, align="center", valign="middle", wrap=False)
    drawn = spine.finish()
    for x in (side1, side2):
        sketch.place(drawn, x, top + h - 6, rotate=-90)
