"""Fold-over markers of Trumps of Kings: diplomatic status markers for every kingdom and a counter for every
Royal Army (its full side, and its side for an army below 12 elements, with the asterisk)."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.trumps_of_kings.data import SEATS, text
from generator.context import KitContext, ink_on
from generator.geometry import Drawing, Style
from generator.marks import is_reconstructed, reconstructed_mark
from generator.sketch import Sketch
from generator.text import LEGIBLE_SIZE
from generator.tokens import FoldToken

STATUS = 17.3  # mm, a status marker's side: room for a kingdom's name at 6 pt or more in every language
STATUS_PAD = 2.0  # mm from a status marker's edge to its texts: 0.85 mm clear of its border's stroke
ARMY = 22.0  # mm, a Royal Army counter's side
# Per kingdom: markers that turn from Ally to Client, and from Client to Province.
ALLY_CLIENT, CLIENT_PROVINCE = 8, 4


def status_markers(ctx: KitContext) -> list[FoldToken]:
    """Return every kingdom's status markers: Ally/Client and Client/Province, in its colour."""
    tables = ctx.tables
    tokens = []
    for k, name in enumerate(tables.rules.kingdoms):
        for number in range(ALLY_CLIENT + CLIENT_PROVINCE):
            front, back = ("ally", "client") if number < ALLY_CLIENT else ("client", "province")
            tokens.append(
                FoldToken(
                    f"status-{name}-{number + 1}",
                    _status_face(ctx, k, front, f"status-{name}-{front}"),
                    _status_face(ctx, k, back, f"status-{name}-{back}"),
                )
            )
    return tokens


def _status_face(ctx: KitContext, k: int, status: str, name: str) -> Drawing:
    theme, tables = ctx.theme, ctx.tables
    colour = theme.kingdom_colours[k]
    sketch = Sketch(name, STATUS, STATUS)
    sketch.rect(
        0.8, 0.8, STATUS - 1.6, STATUS - 1.6, Style(fill=theme.tint(colour), stroke=colour, width=0.7), radius=2
    )
    index = ("neutral", "ally", "client", "province", "royal").index(status)
    # The status keeps nearly its size (a long word breaks at a translation's soft hyphen instead, on two
    # lines; only one with nowhere to break shrinks further), and both texts keep STATUS_PAD from the border.
    width = STATUS - 2 * STATUS_PAD
    status_name = ctx.say(tables.status_names[index])
    sketch.text(
        status_name,
        (STATUS_PAD, 1.9, width, 7.0),
        "bold",
        7.5,
        min_size=7,
        last_resort=LEGIBLE_SIZE,
        align="center",
        valign="middle",
    )
    sketch.text(
        ctx.say(tables.kingdom_names[k]), (STATUS_PAD, 9.6, width, 5.9), "regular", 7, min_size=6, align="center"
    )
    return sketch.finish()


def army_counters(ctx: KitContext) -> list[FoldToken]:
    """Return a counter for every Royal Army: its commander and kingdom; the back marks it below 12 elements."""
    tables = ctx.tables
    return [
        FoldToken(f"army-{army}", _army_face(ctx, a, False), _army_face(ctx, a, True))
        for a, army in enumerate(tables.armies)
    ]


def _army_face(ctx: KitContext, a: int, reduced: bool) -> Drawing:
    theme, tables = ctx.theme, ctx.tables
    k = tables.army_kingdom[a]
    colour = theme.kingdom_colours[k]
    sketch = Sketch(f"army-{tables.armies[a]}-{'reduced' if reduced else 'full'}", ARMY, ARMY)
    fill = theme.tint(colour) if reduced or theme.ink_saver else colour
    ink = ink_on(fill, theme.ink)  # white on the deep colours, the dark ink on the light ones
    sketch.rect(0.8, 0.8, ARMY - 1.6, ARMY - 1.6, Style(fill=fill, stroke=colour, width=0.8), radius=2.5)
    army = tables.rules.kingdoms[SEATS[k]].armies[tables.kingdom_armies[k].index(a)]
    sketch.text(
        ctx.say(text(army.commander)), (1.6, 2.0, ARMY - 3.2, 8.5), "bold", 7.5, min_size=6, align="center", colour=ink
    )
    sketch.text(
        ctx.say(tables.kingdom_names[k]),
        (1.6, 11.0, ARMY - 3.2, 4.5),
        "regular",
        7,
        min_size=6,
        align="center",
        colour=ink,
    )
    marked = is_reconstructed(army)
    if reduced:
        below = Message(N_("* below %(size)d"), size=tables.rules.armies.fit_to_fight)
        # With the mark in the corner, the line keeps clear of it.
        width = ARMY - 3.2 - (3.6 if marked else 0.0)
        sketch.text(ctx.say(below), (1.6, 16.0, width, 4.5), "semibold", 7, min_size=6, align="center", colour=ink)
    if marked:
        sketch.add(reconstructed_mark(ARMY - 3.4, ARMY - 3.4, 2.6, ink))
    return sketch.finish()
