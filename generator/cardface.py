"""What every card face of the 54-card deck shares: poker size, corner indices, pip layouts, the star.

A game's cards module draws its own faces and uses these, so that every deck the kit prints has the
same corners and pips.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from engine.cards import DECK_SIZE, format_card, is_joker, rank_index, rank_number, rank_of, suit_of
from generator import fonts
from generator.cardsize import DESIGN, DRAWN_BLEED
from generator.geometry import MM_PER_PT, Drawing, Style, polygon
from generator.glyphs import suit_pip
from generator.kit import Card, Deck
from generator.ornament import frame, rule
from generator.sketch import Sketch
from generator.text import fit_text

# The design trim every face is laid out on, and the bleed drawn round it: enough for every card size's bleed
# (generator/cardsize.py: a US card is cut a little further out, in the face's background).
TRIM_WIDTH, TRIM_HEIGHT, BLEED = DESIGN.trim_width, DESIGN.trim_height, DRAWN_BLEED
WIDTH, HEIGHT = TRIM_WIDTH + 2 * BLEED, TRIM_HEIGHT + 2 * BLEED
SAFE = 3.0  # mm inside the trim that nothing important crosses
FRAME_INSET = 4.0  # mm inside the trim for a card's frame: a cut 1 mm off leaves 3 to 5 mm, no hairline at the edge
# The corner index: its rank at least INDEX_RANK_HEIGHT mm of ink tall, so it reads across a table. The
# shortest rank glyphs of the font (1, 4, 7) are 0.635 em tall, 5.15 mm at 23 pt; the box is wide enough for
# "10" and a Polish "W", and the pseudo-locale's doubled "QQ" at 21.25 pt (Q with its tail 6.3 mm). A wider
# rank in a language still to come shrinks rather than stopping the build; the print tests hold every shipped
# one to 5 mm.
INDEX_RANK_HEIGHT = 5.0
INDEX_SIZE, INDEX_MIN_SIZE = 23.0, 14.0  # pt
INDEX_WIDTH, INDEX_HEIGHT = 11.0, 14.0
INDEX_AT = (2.0, 2.4)  # mm from the trim's corner to the index box's
INDEX_PIP_Y, INDEX_PIP_SIZE = 11.2, 5.0  # mm: the suit pip under the rank, its centre's depth in the box and its size
# Where a rank's ink may lie in the index box (left, top, right, bottom): SAFE from the cut on the card's outer
# side and top, whatever rises above the capitals (an accent) or reaches out (a wide doubled letter), and clear
# of the suit pip under it.
RANK_INK = (SAFE - INDEX_AT[0], SAFE - INDEX_AT[1], INDEX_WIDTH, INDEX_PIP_Y - INDEX_PIP_SIZE / 2 - 0.4)
# mm from the trim's left and right edges that a text between two indices (a top label, a bottom name) keeps
BESIDE_INDEX = INDEX_AT[0] + INDEX_WIDTH + 1.0
# mm from the trim's top to the lowest a text across the whole face may reach, clear of the bottom index
BODY_BOTTOM = TRIM_HEIGHT - INDEX_AT[1] - INDEX_HEIGHT - 0.6
# The label across a card's top, between its two indices (the card's role): its box, from the trim's top.
TOP_LABEL_Y, TOP_LABEL_HEIGHT = 3.2, 6.5
# Where the pips of ranks 1 to 10 sit, in a unit box (x across, y down), as on a standard deck.
PIP_LAYOUTS = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0), (0.5, 1)],
    3: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1), (1, 1)],
}


def star(cx: float, cy: float, radius: float, style: Style):
    """A five-pointed star (the kits' mark for a joker, a starting space, a Minion)."""
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        r = radius if index % 2 == 0 else radius * 0.45
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return polygon(points, style)


def corner_index(card: int, colour: str, say: Callable) -> Drawing:
    """The corner index of a card: its rank over its suit pip, or a star for a joker.

    ``say`` renders the rank's letter in the kit's language (the Ace and the court cards have their own
    letters in each language: W, D, K in Polish), as ``KitContext.say`` does.
    """
    sketch = Sketch(f"index-{format_card(card)}", INDEX_WIDTH, INDEX_HEIGHT)
    if is_joker(card):
        sketch.add(star(INDEX_WIDTH / 2, 5.0, 4.2, Style(fill=colour)))  # its top point 3 mm or more from the cut
        return sketch.finish()
    rank = say(rank_index(rank_of(card)))
    size, x, baseline = rank_placement(rank)
    ascent, descent = fonts.vertical_metrics("bold")
    # One line's height in the face's own metrics (the sans's are one em; a period face's a little more).
    box = (x, baseline - ascent * size * MM_PER_PT, INDEX_WIDTH, (ascent + descent) * size * MM_PER_PT)
    sketch.text(rank, box, "bold", size, min_size=size, colour=colour, wrap=False)
    sketch.add(*suit_pip(suit_of(card), INDEX_WIDTH / 2, INDEX_PIP_Y, INDEX_PIP_SIZE, colour))
    return sketch.finish()


def rank_placement(rank: str) -> tuple[float, float, float]:
    """Return the size, the start and the baseline (mm, in the index box) of a corner index's rank.

    A rank stands centred at the top of the box at INDEX_SIZE; one whose ink would leave RANK_INK (an accented
    or doubled letter of the pseudo-locale) moves in from the cut, then shrinks, down to INDEX_MIN_SIZE.
    """
    left_limit, top_limit, right_limit, bottom_limit = RANK_INK
    ascent = fonts.vertical_metrics("bold")[0]
    size = INDEX_SIZE
    while True:
        left, rise, right, drop = fonts.ink_extent(rank, "bold", size) or (0.0, 0.0, 0.0, 0.0)
        start = max((INDEX_WIDTH - fonts.text_width(rank, "bold", size)) / 2, left_limit - left)
        baseline = max(ascent * size * MM_PER_PT, top_limit + rise)
        fits = start + right <= right_limit + 1e-9 and baseline + drop <= bottom_limit + 1e-9
        if fits or size - 0.25 < INDEX_MIN_SIZE:
            return size, start, baseline
        size -= 0.25


def top_label(sketch: Sketch, label: str, colour: str, size: float = 7.5) -> None:
    """Write a label across a card's top between its indices, moved down if its ink (an accent) would rise
    within SAFE of the cut."""
    x, y, w, h = BLEED + BESIDE_INDEX, BLEED + TOP_LABEL_Y, TRIM_WIDTH - 2 * BESIDE_INDEX, TOP_LABEL_HEIGHT
    fitted, _ = fit_text(sketch.name, label, (x, y, w, h), "semibold", size, min_size=5.5, align="center")
    ink = fonts.ink_extent(fitted.lines[0], fitted.font, fitted.size) if fitted.lines else None
    # A shorter box keeps the label clear of what lies under it; a smaller size only lowers an accent's top.
    lower = max(0.0, BLEED + SAFE - (fitted.baselines[0] - ink[1])) if ink else 0.0
    sketch.text(label, (x, y + lower, w, h - lower), "semibold", size, min_size=5.5, align="center", colour=colour)


def face_sketch(name: str, background: str | None, frame: Style, index: Drawing | None) -> Sketch:
    """Start a card face: the background into the bleed, and either the index in two corners or, on a card
    without one, a rounded frame well inside the cut.

    A frame near the cut shows a cut 1 mm off as a border thicker on one side: a card with corner indices has
    none (its background runs into the bleed, as on any deck), a card without keeps its frame FRAME_INSET in.
    """
    sketch = Sketch(name, WIDTH, HEIGHT, trim=(BLEED, BLEED, TRIM_WIDTH, TRIM_HEIGHT))
    if background:
        sketch.rect(0, 0, WIDTH, HEIGHT, Style(fill=background))
    if index is None:
        inset = BLEED + FRAME_INSET
        sketch.rect(inset, inset, WIDTH - 2 * inset, HEIGHT - 2 * inset, frame, radius=2.6)
    else:
        sketch.place(index, BLEED + INDEX_AT[0], BLEED + INDEX_AT[1])
        sketch.place(index, BLEED + TRIM_WIDTH - INDEX_AT[0], BLEED + TRIM_HEIGHT - INDEX_AT[1], rotate=180)
    return sketch


def draw_pips(sketch: Sketch, card: int, colour: str, box, size: float) -> None:
    """Lay out a suited card's pips (1 for an Ace up to 10) in a box, as on a standard deck."""
    x, y, w, h = box
    for px, py in PIP_LAYOUTS[rank_number(card)]:
        # As on a standard deck, pips below the middle stand upside down.
        sketch.add(*suit_pip(suit_of(card), x + px * w, y + py * h, size, colour, upside_down=py > 0.5))


def _back_title(title: str, width: float, ink: str, height: float = 14.0) -> Drawing:
    sketch = Sketch("back-title", width, height)
    sketch.text(title, (0, 0, width, height), "bold", 12, min_size=7, align="center", valign="middle", colour=ink)
    return sketch.finish()


BAND = 13.5  # mm from a card back's panel edge to the rule that closes its title off from the suits
ENGRAVED_BAND = 15.5  # the same below an engraved frame, whose title sits lower (clear of the frame's short rule)


def lattice_back(
    title: str, background: str | None, ink: str, ink_saver: bool, suits: str = "HSDC", ornament: str | None = None
) -> Drawing:
    """Draw a card back: a lattice round a panel with the four suits and the title, the same upside down.

    ``ornament`` (a style of ``generator.ornament``) frames the panel and rules off the titles from the suits.
    """
    sketch = Sketch("card-back", WIDTH, HEIGHT, trim=(BLEED, BLEED, TRIM_WIDTH, TRIM_HEIGHT))
    if background:
        sketch.rect(0, 0, WIDTH, HEIGHT, Style(fill=background))
    # The lattice runs into the bleed, with no frame at the cut: a cut 1 mm off shows nothing uneven.
    inner = (0.0, 0.0, WIDTH, HEIGHT)
    lattice = Sketch("lattice", WIDTH, HEIGHT)
    step, thin = 5.0, Style(stroke=ink, width=0.15 if ink_saver else 0.25)
    x, y, w, h = inner
    offset = -h
    while offset < w:
        lattice.line(x + offset, y, x + offset + h, y + h, thin)
        lattice.line(x + offset + h, y, x + offset, y + h, thin)
        offset += step
    sketch.group(lattice, clip=inner)
    panel = (BLEED + 8, BLEED + 24, TRIM_WIDTH - 16, TRIM_HEIGHT - 48)
    sketch.rect(*panel, Style(fill=background or "#ffffff", stroke=ink, width=0.5), radius=3)
    if ornament is not None:
        px, py, pw, ph = panel
        sketch.add(frame(ornament, px + 2.2, py + 2.2, pw - 4.4, ph - 4.4, ink, ink_saver))
        band = ENGRAVED_BAND if ornament == "engraving" else BAND
        for y in (py + band, py + ph - band):
            sketch.add(rule(ornament, px + 6, y, pw - 12, ink, ink_saver))
    for index, suit in enumerate(suits):
        cx = panel[0] + panel[2] * (index + 1) / (len(suits) + 1)
        sketch.add(*suit_pip(suit, cx, panel[1] + panel[3] / 2, 4.5, ink))
    # With ornament the title keeps inside the frame's corner flowers, above the band and the flower at the middle
    # of the band's rule (a title of two lines reached it); the engraved frame has a short rule at the middle of
    # its edge, and the title keeps below it and above the curls of the band's rule.
    inset, top, height = (2.0, 2.0, 14.0)
    if ornament is not None:
        inset, top, height = (4.0, 6.2, 7.2) if ornament == "engraving" else (4.0, 2.3, 9.2)
    heading = _back_title(title, panel[2] - 2 * inset, ink, height)
    sketch.place(heading, panel[0] + inset, panel[1] + top)
    sketch.place(heading, panel[0] + panel[2] - inset, panel[1] + panel[3] - top, rotate=180)
    return sketch.finish()


def title_back(title: str, theme) -> Drawing:
    """The common back of a game's deck: its title on the lattice, in the theme's back colours."""
    ornament = getattr(theme, "ornament", None)
    return lattice_back(title, theme.back, theme.back_ink, theme.ink_saver, ornament=ornament)


def poker_deck(card_face: Callable[[int], Drawing], back: Drawing) -> Deck:
    """Draw every face of the 54-card deck with ``card_face(card)``, all sharing one back, at poker size."""
    cards = tuple(Card(format_card(card), card_face(card)) for card in range(DECK_SIZE))
    return Deck(cards, back, TRIM_WIDTH, TRIM_HEIGHT, BLEED)
