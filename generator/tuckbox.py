"""A fold-and-glue tuck box sized to a deck: one flat net with cut lines, fold lines, glue flaps and the title.

The net, from left to right: the back, a side, the front, the other side and a glue flap that is glued
inside the back. The back carries the lid and its tuck-in tongue at the top and the bottom flap below; the
front has a thumb notch at its top and a glued bottom flap; each side has a dust flap at each end. Every
size comes from the deck: the panels are the cards' trim size with a little play, and the depth is the
number of cards times ``CARD_THICKNESS``.
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
MIN_DEPTH = 6.0  # mm; a shallower box (a handful of cards) is too fiddly to fold
GLUE_FLAP = 10.0  # mm, glued inside the back, which is always wide enough for it
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


@dataclass(frozen=True)
class Net:
    """Where the net's panels lie, in mm from its top-left corner: the x of each panel's left edge, the body's
    top and bottom, and the box's sizes."""

    size: BoxSize
    back: float
    side1: float
    front: float
    side2: float
    right: float  # the far side's free edge, where the glue flap folds
    top: float
    bottom: float


def box_size(deck: Deck) -> BoxSize:
    """Return the box a deck fits in: its trim size and its stack of cards, each with some play."""
    depth = max(MIN_DEPTH, len(deck.cards) * CARD_THICKNESS + PLAY)
    return BoxSize(deck.trim_width + PLAY, deck.trim_height + PLAY, round(depth, 2))


def net_size(size: BoxSize) -> tuple[float, float]:
    """Return the width and height of the flat net, its heading included."""
    width = 2 * size.width + 2 * size.depth + GLUE_FLAP
    height = HEADING + TONGUE + size.depth + size.height + size.depth
    return width, height


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
    w, h, d = size.width, size.height, size.depth
    top = HEADING + TONGUE + d  # y of the body's top fold
    net = Net(size, 0.0, w, w + d, 2 * w + d, 2 * w + 2 * d, top, top + h)
    sketch = Sketch("tuckbox", *net_size(size))
    how = Message(
        N_(
            "Tuck box: cut along the solid lines, and round the thumb notch. Fold every dashed line away from "
            "the print. Glue the long grey flap inside the back, then close the bottom over its grey flap."
        )
    )
    sketch.text(render(how, tr), (0, 0, sketch.width, HEADING - 2), "regular", 8.5, min_size=6.5)
    glue_style = GLUE_LIGHT if light else GLUE
    _lid(sketch, net)
    _front_top(sketch, net)
    _dust_flaps(sketch, net)
    _glue_flaps(sketch, net, glue_style, render(Message(N_("glue")), tr))
    _folds(sketch, net)
    _faces(sketch, title, deck, net, tr, ornament, light)
    return sketch.finish()


def _lid(sketch: Sketch, net: Net) -> None:
    """Cut the lid on the back's top and its tongue with rounded corners, and the back's bottom flap."""
    d = net.size.depth
    lid_top = net.top - d
    tongue_top = lid_top - TONGUE
    left, right = net.back, net.side1
    # The back's free edge, one cut drawn panel by panel: the lid's, the body's, the bottom flap's.
    for y0, y1 in ((lid_top, net.top), (net.top, net.bottom), (net.bottom, net.bottom + d)):
        sketch.line(left, y0, left, y1, CUT)
    sketch.line(right, lid_top, right, net.top, CUT)
    r = min(6.0, TONGUE - 2)
    sketch.path(
        [
            ("M", left, lid_top),
            ("L", left + 1.5, tongue_top + r),
            ("C", left + 1.5, tongue_top + r / 3, left + 1.5 + r / 3, tongue_top, left + 1.5 + r, tongue_top),
            ("L", right - 1.5 - r, tongue_top),
            ("C", right - 1.5 - r / 3, tongue_top, right - 1.5, tongue_top + r / 3, right - 1.5, tongue_top + r),
            ("L", right, lid_top),
        ],
        CUT,
    )
    sketch.path([("M", left, net.bottom + d), ("L", right, net.bottom + d), ("L", right, net.bottom)], CUT)


def _front_top(sketch: Sketch, net: Net) -> None:
    """Cut the front's top edge, with the thumb notch in its middle."""
    front, top, w = net.front, net.top, net.size.width
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


def _dust_flaps(sketch: Sketch, net: Net) -> None:
    """Cut a dust flap at both ends of both sides, their outer corners cut away so they tuck in."""
    d, w = net.size.depth, net.size.width
    flap = min(d * 0.8, w / 2 - 2)
    inset, chamfer = min(1.0, d * 0.15), min(3.0, d * 0.4)
    for x in (net.side1, net.side2):
        for edge, sign in ((net.top, -1), (net.bottom, 1)):
            sketch.path(
                [
                    ("M", x, edge),
                    ("L", x + inset, edge + sign * flap),
                    ("L", x + d - chamfer, edge + sign * flap),
                    ("L", x + d, edge + sign * chamfer),
                    ("L", x + d, edge),
                ],
                CUT,
            )


def _glue_flaps(sketch: Sketch, net: Net, style: Style, word: str) -> None:
    """Cut and shade the two glue flaps: the long one on the far side, the front's bottom flap."""
    right, top, bottom, d, w = net.right, net.top, net.bottom, net.size.depth, net.size.width
    # The long flap's ends are slanted so it slides in past the lid and the bottom flap.
    long_flap = [("M", right, top), ("L", right + GLUE_FLAP, top + 4), ("L", right + GLUE_FLAP, bottom - 4)]
    long_flap.append(("L", right, bottom))
    sketch.path([*long_flap, ("Z",)], style)
    sketch.path(long_flap, CUT)
    label = Sketch("tuckbox-glue", net.size.height - 10, GLUE_FLAP)
    label.text(word, (0, 0, net.size.height - 10, GLUE_FLAP), "italic", 8, min_size=5.5, align="center",
               valign="middle")  # fmt: skip
    sketch.place(label.finish(), right, bottom - 5, rotate=-90)
    # The front's bottom flap folds in first; the back's bottom flap is glued over it.
    height = d - 1.0
    outline = [("M", net.front, bottom), ("L", net.front + 2, bottom + height)]
    outline += [("L", net.front + w - 2, bottom + height), ("L", net.front + w, bottom)]
    sketch.path([*outline, ("Z",)], style)
    sketch.path(outline, CUT)
    box = (net.front + 4, bottom + 1, w - 8, height - 2)  # at least 3 mm tall: the box is MIN_DEPTH deep or more
    sketch.text(word, box, "italic", 8, min_size=5.5, align="center", valign="middle")


def _folds(sketch: Sketch, net: Net) -> None:
    """Draw the fold lines: the four upright ones between panels and the glue flap, then each flap's."""
    top, bottom = net.top, net.bottom
    for x in (net.side1, net.front, net.side2, net.right):
        sketch.line(x, top, x, bottom, FOLD)
    for x0, x1 in ((net.back, net.side1), (net.side1, net.front), (net.side2, net.right)):
        sketch.line(x0, top, x1, top, FOLD)
    for x0, x1 in ((net.back, net.side1), (net.side1, net.front), (net.front, net.side2), (net.side2, net.right)):
        sketch.line(x0, bottom, x1, bottom, FOLD)
    sketch.line(net.back, top - net.size.depth, net.side1, top - net.size.depth, FOLD)


def _faces(sketch: Sketch, title: str, deck: Deck, net: Net, tr, ornament, light: bool) -> None:
    """Write the title on the front, the back and both sides (their spines), and the deck's own title if any.

    A kit with several decks names each (``Deck.title``): its box shows that name under the game's title,
    and its spines carry it, so the boxes on a shelf tell the decks apart.
    """
    back, front, side1, side2, top = net.back, net.front, net.side1, net.side2, net.top
    w, h, d = net.size.width, net.size.height, net.size.depth
    # The box's back is the deck's own back, its trim filling the panel: the box looks like the cards it holds.
    scale = w / deck.trim_width
    card_back = deck.back
    x = back + (w - card_back.width * scale) / 2
    y = top + (h - card_back.height * scale) / 2
    sketch.place(card_back, x, y, scale=scale, clip=(back, top, w, h))
    if ornament is not None:
        # The front's frame starts below the thumb notch.
        sketch.add(frame(ornament, front + 4, top + NOTCH + 3, w - 8, h - NOTCH - 7, INK, light))
    title_box = (front + 9, top + NOTCH + 8, w - 18, h * 0.42)
    sketch.text(title, title_box, "bold", 16, min_size=8, align="center", valign="middle")
    below = top + NOTCH + 12 + h * 0.42  # the rule under the front's title
    if ornament is not None:
        sketch.add(rule(ornament, front + 10, below, w - 20, INK, light))
    if deck.title:
        sketch.text(deck.title, (front + 9, below + 3, w - 18, 10), "italic", 11, min_size=6, align="center")
    count = render(nmessage("%(count)d card", "%(count)d cards", len(deck.cards)), tr)
    sketch.text(count, (front + 9, top + h - 16, w - 18, 7), "italic", 9, min_size=6, align="center")
    # The sides read from the bottom up, as a book's spine on the shelf.
    spine = Sketch("tuckbox-spine", h - 12, d)
    spine_title = f"{title}: {deck.title}" if deck.title else title
    spine.text(spine_title, (0, 0, h - 12, d), "semibold", 9, min_size=5.5, align="center", valign="middle", wrap=False)
    drawn = spine.finish()
    for x in (side1, side2):
        sketch.place(drawn, x, top + h - 6, rotate=-90)
