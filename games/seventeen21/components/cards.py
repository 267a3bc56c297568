"""17(21)'s three decks at poker size with bleed: 92 unit cards, 16 doctrines and 12 terrain cards, each
deck with a back of its own colour and title so the decks stay apart.

A unit card shows its combat value top right (read when it is a battle card or paid from the
reserve), its Cohesion in brackets bottom right, its arm's emblem (crossed muskets, sabres, a gun), its
code and, under the advanced rules, its ability. A doctrine shows its cost and its effect. A terrain card is laid
crosswise on the field: one half names the ground and its effects, the other, turned, says HELD.
"""

from __future__ import annotations

from engine.i18n import N_, Message
from games.seventeen21.components.wording import ability_text, effect_text, terrain_lines
from games.seventeen21.data import text
from generator.cardface import (
    BLEED,
    FRAME_INSET,
    HEIGHT,
    TRIM_HEIGHT,
    TRIM_WIDTH,
    WIDTH,
    face_sketch,
    lattice_back,
)
from generator.context import KitContext
from generator.figures import arm_emblem
from generator.geometry import Drawing, Style
from generator.kit import Card, Deck
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch

# Everything on a framed card keeps inside its frame (FRAME_INSET from the cut): the texts LEFT from the cut, the
# corner discs and the Cohesion box CORNER from it, so that the frame's line crosses no letter and no mark.
LEFT = FRAME_INSET + 2.0  # mm from the cut to where texts start, and from where they end to the cut
INNER = TRIM_WIDTH - 2 * LEFT  # the width texts may use
CORNER = FRAME_INSET + 1.5  # mm from the cut to the corner marks (discs, the Cohesion box)
DISC = 6.5  # mm, the radius of the value's disc in two corners
VALUE_SIZE = 23.0  # pt: digits of about 5.2 mm of ink, for every number in a card's corner (value, Cohesion)
COHESION_BOX = 12.0  # mm: the Cohesion's frame, room for its figure at VALUE_SIZE
AMBIGUOUS = ("6", "9")  # values that read as each other upside down: underlined, as printed cards do
UNDERLINE = (3.8, 0.6)  # mm: the bar's width and thickness
TERRAIN_PAD = FRAME_INSET + 2.0  # mm from a terrain card's cut to its texts, inside its frame
# mm from the trim's corner: the box of a unit's arm emblem, below the title, clear of the top right disc
# (whose lowest ink is CORNER + 2 * DISC = 18.5 mm down, beside it) and above the arm's name at 39.5 mm
ARM_BOX = (TRIM_WIDTH / 2 - 17, 20.5, 34, 17)
EFFECT_TOP, EFFECT_HEIGHT = 40.0, 27.5  # mm below the bleed: a doctrine's effect box, clear of the lower disc


def make_decks(ctx: KitContext) -> tuple[Deck, Deck, Deck]:
    """Draw the unit, doctrine and terrain decks, each with its own back."""
    tables, say = ctx.tables, ctx.say
    title = say(text(tables.rules.title))
    units = tuple(Card(tables.code[card], unit_face(ctx, card)) for card in range(tables.units))
    doctrines = tuple(
        Card(doctrine.id, doctrine_face(ctx, number)) for number, doctrine in enumerate(tables.rules.doctrines)
    )
    kinds: dict[str, int] = {}
    terrain = []
    for card, kind in enumerate(tables.terrain_kind):
        kinds[kind] = kinds.get(kind, 0) + 1
        terrain.append(Card(f"{kind}-{kinds[kind]}", terrain_face(ctx, card)))
    names = {
        "units": Message(N_("Units")),
        "doctrines": Message(N_("Doctrines")),
        "terrain": Message(N_("Terrain")),
    }
    backs = {deck: back(ctx, f"{title} · {say(names[deck])}", deck) for deck in names}
    return (
        Deck(units, backs["units"], TRIM_WIDTH, TRIM_HEIGHT, BLEED, "deck", say(names["units"])),
        Deck(doctrines, backs["doctrines"], TRIM_WIDTH, TRIM_HEIGHT, BLEED, "doctrines", say(names["doctrines"])),
        Deck(tuple(terrain), backs["terrain"], TRIM_WIDTH, TRIM_HEIGHT, BLEED, "terrain", say(names["terrain"])),
    )


def back(ctx: KitContext, title: str, deck: str) -> Drawing:
    """A deck's back: the lattice in the deck's own colour, its name in the panel."""
    theme = ctx.theme
    # Each deck prints in its own PDF, so each back may keep the common name "card-back".
    return lattice_back(title, theme.back(deck), theme.back_ink, theme.ink_saver, suits="")


def _corner_value(sketch: Sketch, value: int, colour: str, filled: bool, ink_saver: bool) -> None:
    """The combat value (or cost) in a disc at the top right, and upside down at the bottom left.

    Its digits stand at least INDEX_RANK_HEIGHT mm of ink tall, as a standard deck's corner indices do.
    """
    inset = CORNER + DISC
    corners = ((BLEED + TRIM_WIDTH - inset, BLEED + inset, False), (BLEED + inset, BLEED + TRIM_HEIGHT - inset, True))
    for cx, cy, turn in corners:
        style = Style(stroke=colour, width=0.5) if ink_saver or not filled else Style(fill=colour)
        sketch.circle(cx, cy, DISC, style)
        ink = colour if ink_saver or not filled else "#ffffff"
        disc = Sketch(f"{sketch.name}-value", 2 * DISC, 2 * DISC)
        box = (0, 0, 2 * DISC, 2 * DISC)
        digits = disc.text(
            str(value), box, "bold", VALUE_SIZE, min_size=VALUE_SIZE, align="center", valign="middle", colour=ink
        )
        if str(value) in AMBIGUOUS:
            width, thickness = UNDERLINE
            disc.rect(DISC - width / 2, digits.baselines[0] + 0.7, width, thickness, Style(fill=ink))
        if turn:
            sketch.place(disc.finish(), cx + DISC, cy + DISC, rotate=180)
        else:
            sketch.place(disc.finish(), cx - DISC, cy - DISC)


def unit_face(ctx: KitContext, card: int) -> Drawing:
    """Draw one unit card's face, bleed included."""
    tables, theme, say = ctx.tables, ctx.theme, ctx.say
    kind = tables.unit_type[card]
    spec = tables.rules.units[kind]
    colour = theme.arms[spec.arm]
    sketch = face_sketch(f"card-{tables.code[card]}", theme.card, theme.line(0.35, colour), None)
    _corner_value(sketch, tables.value[card], colour, True, theme.ink_saver)
    left = BLEED + LEFT
    title_width = TRIM_WIDTH - LEFT - CORNER - 2 * DISC - 1  # up to the top right disc
    sketch.text(say(text(spec.name)), (left, BLEED + LEFT, title_width, 10), "bold", 10, min_size=6.5, colour=colour)
    if is_reconstructed(spec):
        sketch.add(reconstructed_mark(left + 1.5, BLEED + 17.5, 3.0, theme.muted))
    # The arm's period emblem in the room the title, the value disc and the arm's name leave it (ARM_BOX).
    x, y, w, h = ARM_BOX
    sketch.add(arm_emblem(spec.arm, BLEED + x, BLEED + y, w, h, colour, theme.card or "#ffffff", theme.ink_saver))
    # The card's code (what a phone lists it by) goes with its arm, under the emblem: read close up, it keeps
    # out of the corners, where only the value and the Cohesion stand.
    arm_name = f"{say(text(tables.rules.arms[spec.arm].name))} · {tables.code[card]}"
    sketch.text(arm_name, (left, BLEED + 39.5, INNER, 5), "italic", 7.5, align="center", colour=theme.muted)
    ability = ability_text(tables, kind)
    if ability is not None:
        box = (left, BLEED + 46.5, INNER, 20)
        sketch.rect(box[0] - 1, box[1] - 1, box[2] + 2, box[3] + 2, Style(fill=theme.tint(colour)), radius=1.5)
        label = say(Message(N_("Advanced rules")))
        sketch.text(label, (box[0], box[1], box[2], 4), "semibold", 6, colour=colour)
        sketch.text(say(ability), (box[0], box[1] + 4, box[2], box[3] - 4), "regular", 6.8, min_size=5)
    _cohesion(sketch, say(Message(N_("Cohesion"))), spec.cohesion, colour)
    return sketch.finish()


def _cohesion(sketch: Sketch, label: str, cohesion: int, colour: str) -> None:
    """The Cohesion bottom right: its name, and the figure large in a bracket-like frame beside it."""
    frame = (
        BLEED + TRIM_WIDTH - COHESION_BOX - CORNER,
        BLEED + TRIM_HEIGHT - COHESION_BOX - CORNER,
        COHESION_BOX,
        COHESION_BOX,
    )
    sketch.rect(*frame, Style(stroke=colour, width=0.5), radius=1.2)
    figure = (frame[0], frame[1] + 0.3, frame[2], frame[3])
    sketch.text(
        str(cohesion), figure, "bold", VALUE_SIZE, min_size=VALUE_SIZE, align="center", valign="middle", colour=colour
    )
    start = CORNER + 2 * DISC + 1.5  # clear of the lower left disc
    box = (BLEED + start, frame[1], frame[0] - BLEED - start - 1.5, frame[3])
    sketch.text(label, box, "bold", 10, min_size=7, align="right", valign="middle", colour=colour)


def doctrine_face(ctx: KitContext, number: int) -> Drawing:
    """Draw one doctrine card's face: its title, its cost, its effect."""
    tables, theme, say = ctx.tables, ctx.theme, ctx.say
    doctrine = tables.rules.doctrines[number]
    colour = theme.doctrine
    sketch = face_sketch(f"card-{doctrine.id}", theme.card, theme.line(0.35, colour), None)
    _corner_value(sketch, doctrine.cost, colour, False, theme.ink_saver)
    left = BLEED + LEFT
    sketch.text(say(Message(N_("Doctrine"))), (left, BLEED + LEFT, 30, 5), "semibold", 7, colour=theme.muted)
    if is_reconstructed(doctrine):
        sketch.add(reconstructed_mark(BLEED + 39, BLEED + LEFT + 2.5, 3.0, theme.muted))
    title = (left, BLEED + CORNER + 2 * DISC + 1.5, INNER, 15)  # below the top right disc, accents and all
    sketch.text(say(text(doctrine.name)), title, "bold", 12, min_size=7, colour=colour)
    box = (left, BLEED + EFFECT_TOP, INNER, EFFECT_HEIGHT)
    sketch.rect(box[0] - 1, box[1] - 1, box[2] + 2, box[3] + 2, Style(fill=theme.tint(colour)), radius=1.5)
    sketch.text(say(effect_text(tables, number)), box, "regular", 9, min_size=6, valign="middle")
    cost = Message(N_("Cost %(cost)d, or free when a battle card of %(cost)d is revealed"), cost=doctrine.cost)
    start = CORNER + 2 * DISC + 1  # clear of the lower left disc
    box = (BLEED + start, BLEED + 72, TRIM_WIDTH - start - LEFT, 10)
    sketch.text(say(cost), box, "italic", 6.5, min_size=5, colour=theme.muted)
    return sketch.finish()


def terrain_face(ctx: KitContext, card: int) -> Drawing:
    """Draw a terrain card: laid crosswise, its ground and effects on one half and HELD, turned, on the other."""
    tables, theme, say = ctx.tables, ctx.theme, ctx.say
    kind = tables.terrain_kind[card]
    colour = theme.terrain
    sketch = face_sketch(f"card-{kind}-{card}", theme.card, theme.line(0.35, colour), None)
    across = Sketch(f"terrain-{kind}-across", TRIM_HEIGHT, TRIM_WIDTH)
    half = TRIM_HEIGHT / 2
    name = say(text(tables.rules.terrain[kind].name))
    # Texts keep TERRAIN_PAD from the cut, 2 mm inside the frame, and 3 mm from the fold of the two halves.
    # Each half faces the player it is turned to and is laid out as the other: its word large at the top
    # (the ground's name here, HELD there), centred, and what it means centred in the room below.
    pad, width = TERRAIN_PAD, half - TERRAIN_PAD - 3
    across.text(name, (pad, 12, width, 14), "bold", 14, min_size=8, align="center", valign="middle", colour=colour)
    if is_reconstructed(tables.rules.terrain[kind]):
        across.add(reconstructed_mark(pad + 1.5, pad + 1.5, 3.0, theme.muted))
    across.line(pad + 8, 28.5, half - 3 - 8, 28.5, theme.line(0.3, colour))
    body = "\n".join(say(line) for line in terrain_lines(tables, kind))
    room = (pad, 31, width, TRIM_WIDTH - pad - 31)
    across.text(body, room, "regular", 8, min_size=5.5, align="center", valign="middle")
    across.line(half, 5, half, TRIM_WIDTH - 5, theme.line(0.3, colour, (1.5, 1.2)))
    held = Sketch(f"terrain-{kind}-held", half, TRIM_WIDTH)
    held.text(say(Message(N_("HELD"))), (pad, 12, width, 14), "bold", 16, min_size=9, align="center", colour=colour)
    held.text(name, (pad, 30, width, 8), "italic", 8, min_size=6, align="center", colour=theme.muted)
    held.text(
        say(Message(N_("Turn this half towards the side that holds the wing."))),
        (pad, 40, width, 16),
        "regular",
        6.5,
        min_size=5,
        align="center",
    )
    across.place(held.finish(), TRIM_HEIGHT, TRIM_WIDTH, rotate=180)
    sketch.place(across.finish(), BLEED + TRIM_WIDTH, BLEED, rotate=90)
    return sketch.finish()


__all__ = ["HEIGHT", "WIDTH", "make_decks"]
