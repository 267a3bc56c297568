"""The board of A Very Civil Whist: war tracks with leader boxes, support tracks, round and trump tracks,
card spaces and London, drawn from the rules data.

``draw_board`` is a function of the rules tables, the language, the theme and, optionally, where the pieces
stand, so the companion can show the same drawing as its live board. Every space carries an id
(``space-<track>-<space>``, ``support-<side>-<index>``, ``round-<n>``, ``trump-<suit>``, ``leader-<track>-<side>``)
for the SVG and for tapping.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from engine.cards import SUIT_NAMES, rank_index
from engine.i18n import N_, Message, nmessage
from games.avcw.components.boardmap import draw_map, shows_places
from games.avcw.components.context import KitContext
from games.avcw.components.markers import STAND_IN, STAND_IN_ROOM, leader_back, leader_front, stand_in
from games.avcw.components.wording import reward_text
from games.avcw.data import PARLIAMENT, SIDES, text
from generator.cardface import star
from generator.geometry import Drawing, Rect, Style, Text
from generator.glyphs import suit_pip
from generator.marks import is_reconstructed, reconstructed_mark
from generator.ornament import band, frame
from generator.paper import HOME_PAPERS
from generator.sketch import Sketch
from generator.tiles import seams

WIDTH, HEIGHT = 400.0, 258.0
EDGE = 8.0
TRACK_TOP, TRACK_HEIGHT, TRACK_GAP = 21.0, 26.0, 3.0
HEADER_X, HEADER_W = EDGE, 40.0
P_BOX_X, BOX_W = 51.0, 35.0
SPACES_X, SPACES_W = 89.0, 204.0
R_BOX_X = SPACES_X + SPACES_W + 3.0
SUPPORT_X, SUPPORT_W, SUPPORT_GAP = R_BOX_X + BOX_W + 6.0, 26.0, 3.0
SUPPORT_SPACE_H, SUPPORT_SPACE_GAP = 19.0, 1.5
BOTTOM = 141.0
SEAM_ROOM = 1.5  # mm a track's space keeps from a seam of the tiled board
CARD_W, CARD_H = 63.0, 88.0
# The round and trump spaces hold a stand-in with room on every side; they share the column left of the cards.
SMALL_SPACE = STAND_IN + 2 * STAND_IN_ROOM
SMALL_COLUMN = 77.0
ROUND_Y = BOTTOM + 2  # the round track's title; its spaces 7 mm below
TRUMP_Y = ROUND_Y + 7 + SMALL_SPACE + 4
LEGEND_Y = TRUMP_Y + 7 + SMALL_SPACE + 5
# Holding boxes named by the rules data's `waits_in`; their printed names.
BAND_ROOM = 2.5  # mm above and below the line of the band under the title
# Numbers read across the table (support values, rounds, a war space's position such as P3 or 0) are set at
# 16 pt: figures 3.5 mm tall or more.
NUMBER_SIZE = 16
# mm a reward line keeps from either side of its space: the reconstructed mark takes the lower-right corner,
# and the line stays centred.
MARK_ROOM = 3.4
HOLDING_BOXES = {"london": N_("London")}


@dataclass(frozen=True)
class BoardPositions:
    """Where the pieces stand, for a live board: any field left empty draws no piece there.

    fronts: track id -> space index; support: side id -> space index (0 is the bottom);
    round: 1-based round; trump: suit letter; leaders: (track id, side id) -> leader id, or None for a
    leader placed face down.
    """

    fronts: dict[str, int] = field(default_factory=dict)
    support: dict[str, int] = field(default_factory=dict)
    round: int | None = None
    trump: str | None = None
    leaders: dict[tuple[str, str], str | None] = field(default_factory=dict)


def start_positions(ctx: KitContext) -> BoardPositions:
    """Return the set-up: knights and rooks on their starting spaces, the king on round 1."""
    tables = ctx.tables
    return BoardPositions(
        fronts={track.id: track.start for track in tables.tracks},
        support={side: tables.support[index].start for index, side in enumerate(SIDES)},
        round=1,
    )


def positions_from_view(tables, view: dict) -> BoardPositions:
    """Return where a public view of a game (``AvcwState.view(None)``) puts the pieces."""
    return BoardPositions(
        fronts={track.id: track.space_ids.index(view["fronts"][track.id]) for track in tables.tracks},
        support={
            side: tables.support[index].values.index(view["sides"][side]["support"]) for index, side in enumerate(SIDES)
        },
        round=view["round"],
        trump=view["trump"],
        leaders={(track, side): leader for side in SIDES for track, leader in view["sides"][side]["placed"].items()},
    )


def draw_pieces(ctx: KitContext, positions: BoardPositions) -> Drawing:
    """Draw only the pieces, on a sheet the size of the board, to lay over the drawn board."""
    sketch = Sketch("pieces", WIDTH, HEIGHT)
    _pieces(ctx, sketch, positions)
    return sketch.finish()


def draw_board(ctx: KitContext, positions: BoardPositions | None = None) -> Drawing:
    """Draw the board, with pieces where ``positions`` puts them (none for the printed board)."""
    theme = ctx.theme
    sketch = Sketch("board", WIDTH, HEIGHT)
    sketch.rect(0, 0, WIDTH, HEIGHT, Style(fill=theme.paper, stroke=theme.ink, width=0.6))
    _ornament(ctx, sketch)
    rules = ctx.tables.rules
    sketch.text(ctx.say(text(rules.title)), (EDGE, 4.5, 120, 12), "bold", 20, min_size=12, valign="middle")
    subtitle_box = (EDGE + 122, 4.5, 200, 12)
    sketch.text(
        ctx.say(text(rules.subtitle)), subtitle_box, "italic", 11, min_size=7, valign="middle", colour=theme.muted
    )
    for index, track in enumerate(ctx.tables.tracks):
        _war_track(ctx, sketch, track, TRACK_TOP + index * (TRACK_HEIGHT + TRACK_GAP))
    for side in range(len(SIDES)):
        _support_track(ctx, sketch, side, SUPPORT_X + side * (SUPPORT_W + SUPPORT_GAP))
    _round_and_trump(ctx, sketch)
    _card_spaces(ctx, sketch)
    # The map lies under everything else, its place marks only where no box or text of the board covers them;
    # the legend's note on the marks says so only when the map shows any.
    clip = (3.0, 3.0, WIDTH - 6, HEIGHT - 6)
    note = _legend_note_box()
    layer = draw_map(ctx, WIDTH, HEIGHT, clip, keep_clear=[*_covered(sketch.items[1:]), note])
    sketch.items.insert(1, layer)
    _legend_note(ctx, sketch, note, shows_places(layer))
    if positions is not None:
        _pieces(ctx, sketch, positions)
    return sketch.finish()


def _covered(items) -> list[tuple[float, float, float, float]]:
    """Return the boxes of the board's spaces and texts, and of the band under its title: where no place mark goes."""
    boxes = [(item.x, item.y, item.w, item.h) for item in items if isinstance(item, Rect)]
    boxes += [item.box for item in items if isinstance(item, Text)]
    return [*boxes, (EDGE, TRACK_TOP - 3.3 - BAND_ROOM, SUPPORT_X - EDGE - 6, 2 * BAND_ROOM)]


def _ornament(ctx: KitContext, sketch: Sketch) -> None:
    """Frame the board and rule off its title in the theme's period style (outline only in the ink saver)."""
    theme = ctx.theme
    light = theme.ink_saver
    sketch.add(frame(theme.ornament, 2.5, 2.5, WIDTH - 5, HEIGHT - 5, theme.rule, light))
    sketch.add(band(theme.ornament, EDGE, TRACK_TOP - 3.3, SUPPORT_X - EDGE - 6, theme.rule, light))


def space_box(ctx: KitContext, track_index: int, space: int) -> tuple[float, float, float, float]:
    """Return the box of a war-track space on the board."""
    count = len(ctx.tables.tracks[track_index].space_ids)
    starts, width = space_starts(count)
    y = TRACK_TOP + track_index * (TRACK_HEIGHT + TRACK_GAP)
    return (starts[space], y, width, TRACK_HEIGHT)


@functools.cache
def space_starts(count: int) -> tuple[tuple[float, ...], float]:
    """Return where each of a track's ``count`` spaces starts, and their common width.

    The board tiled on home paper is cut at its seams, and a space split between two sheets is read across a
    glued join: the spaces are shared out among the stretches of SPACES_W between the seams (SEAM_ROOM clear
    of each), as wide as the stretches allow, each stretch's spaces spread evenly along it, so that every seam
    falls in a wider gap between two spaces.
    """
    cuts = sorted({x for paper in HOME_PAPERS.values() for x in seams(WIDTH, HEIGHT, paper.width, paper.height)[0]})
    inside = [cut for cut in cuts if SPACES_X < cut < SPACES_X + SPACES_W]
    edges = [SPACES_X, *(x for cut in inside for x in (cut - SEAM_ROOM, cut + SEAM_ROOM)), SPACES_X + SPACES_W]
    stretches = list(zip(edges[0::2], edges[1::2], strict=True))
    best: tuple[float, tuple[int, ...]] = (0.0, ())
    for shares in _shares(count, len(stretches)):
        # The widest spaces each stretch holds with 2 mm between them; the narrowest stretch decides.
        width = min((end - start - 2.0 * (k - 1)) / k for (start, end), k in zip(stretches, shares, strict=True) if k)
        best = max(best, (width, shares))
    width, shares = best
    starts = []
    for (start, end), k in zip(stretches, shares, strict=True):
        step = (end - start - k * width) / k if k else 0.0  # the stretch's free room, spread round its spaces
        starts += [start + step / 2 + j * (width + step) for j in range(k)]
    return tuple(starts), width


def _shares(count: int, parts: int):
    """Every way of sharing ``count`` spaces out among ``parts`` stretches, in order."""
    if parts == 1:
        yield (count,)
        return
    for first in range(count + 1):
        for rest in _shares(count - first, parts - 1):
            yield (first, *rest)


def support_box(ctx: KitContext, side: int, space: int) -> tuple[float, float, float, float]:
    """Return the box of a support space (0 is the bottom one)."""
    count = len(ctx.tables.support[side].values)
    y = TRACK_TOP + 13 + (count - 1 - space) * (SUPPORT_SPACE_H + SUPPORT_SPACE_GAP)
    return (SUPPORT_X + side * (SUPPORT_W + SUPPORT_GAP), y, SUPPORT_W, SUPPORT_SPACE_H)


def leader_box(track_index: int, side: int) -> tuple[float, float, float, float]:
    """Return the box where a side places its leader on a track."""
    y = TRACK_TOP + track_index * (TRACK_HEIGHT + TRACK_GAP)
    return (P_BOX_X if side == PARLIAMENT else R_BOX_X, y, BOX_W, TRACK_HEIGHT)


def _war_track(ctx: KitContext, sketch: Sketch, track, y: float) -> None:
    theme, tables = ctx.theme, ctx.tables
    colour = theme.suit_colours[track.suit]
    sketch.rect(HEADER_X, y, HEADER_W, TRACK_HEIGHT, theme.line(0.3, theme.rule), radius=1.5)
    sketch.add(*suit_pip(track.suit, HEADER_X + 7, y + TRACK_HEIGHT / 2, 9, colour))
    sketch.text(ctx.say(track.name), (HEADER_X + 13, y + 2, HEADER_W - 14, 13), "bold", 10, min_size=6, valign="bottom")
    suit = Message(SUIT_NAMES[track.suit])
    sketch.text(
        ctx.say(suit), (HEADER_X + 13, y + 15.5, HEADER_W - 14, 8), "regular", 8, min_size=5.5, colour=theme.muted
    )
    if track.index in tables.leader_tracks:
        for side in range(len(SIDES)):
            box = leader_box(track.index, side)
            style = Style(stroke=theme.side_colours[side], width=0.5, dash=(1.5, 1.0))
            sketch.rect(*box, style, radius=1.5, id=f"leader-{track.id}-{SIDES[side]}")
            label = Message(N_("Leader: %(side)s"), side=tables.side_names[side])
            inner = (box[0] + 2, box[1] + 2, box[2] - 4, box[3] - 4)
            sketch.text(
                ctx.say(label), inner, "italic", 7, min_size=5.5, align="center", valign="middle", colour=theme.muted
            )
    else:
        note = Message(N_("No leaders on this track. The side ahead here chooses trump and acts first."))
        if not track.decides_trump:
            note = Message(N_("No leaders on this track."))
        box = (P_BOX_X + 1, y + 1, BOX_W - 2, TRACK_HEIGHT - 2)
        sketch.text(ctx.say(note), box, "italic", 7, min_size=5.5, align="center", valign="middle", colour=theme.muted)
    for index in range(len(track.space_ids)):
        _war_space(ctx, sketch, track, index)


def _war_space(ctx: KitContext, sketch: Sketch, track, index: int) -> None:
    theme, tables = ctx.theme, ctx.tables
    x, y, w, h = space_box(ctx, track.index, index)
    victory = track.victory[index]
    if victory is None:
        style = Style(fill=None, stroke=theme.rule, width=0.3)
    else:
        style = Style(fill=theme.shade(victory), stroke=theme.side_colours[victory], width=0.6)
    sketch.rect(x, y, w, h, style, radius=1.2, id=f"space-{track.id}-{track.space_ids[index]}")
    _mark_if_reconstructed(ctx, sketch, tables.rules.tracks[track.id].spaces[index], (x, y, w, h))
    sketch.text(track.label(index), (x + 1.6, y + 0.7, 12, 6), "semibold", NUMBER_SIZE, colour=theme.muted, wrap=False)
    if index == track.start:
        sketch.add(star(x + w - 3.4, y + 3.2, 2.4, Style(fill=theme.ink)))
    reward = track.rewards[index]
    name_box = (x + 1.2, y + 5, w - 2.4, 11 if reward else 19)
    sketch.text(
        ctx.say(track.space_names[index]), name_box, "semibold", 8.5, min_size=5.5, align="center", valign="middle"
    )
    if reward:
        sketch.line(x + 2, y + 16.2, x + w - 2, y + 16.2, theme.line(0.2, theme.rule))
        # Centred in the space, clear of the reconstructed mark in its lower right corner.
        box = (x + 1.4, y + 16.6, w - 1.4 - MARK_ROOM, 9.2)
        sketch.text(
            ctx.say(reward_text(tables, reward)), box, "regular", 6.5, min_size=5, align="center", valign="middle"
        )


def _mark_if_reconstructed(ctx: KitContext, sketch: Sketch, item, box) -> None:
    """Mark a place of the board whose facts are reconstructed, in its lower-right corner."""
    if is_reconstructed(item):
        x, y, w, h = box
        sketch.add(reconstructed_mark(x + w - 2.2, y + h - 2.4, 2.6, ctx.theme.muted))


def _support_track(ctx: KitContext, sketch: Sketch, side: int, x: float) -> None:
    theme, tables = ctx.theme, ctx.tables
    support = tables.support[side]
    label = Message(N_("Support: %(side)s"), side=tables.side_names[side])
    header = (x, TRACK_TOP, SUPPORT_W, 12)
    colour = theme.side_colours[side]
    sketch.text(ctx.say(label), header, "bold", 8, min_size=5.5, align="center", valign="middle", colour=colour)
    for index, value in enumerate(support.values):
        bx, by, bw, bh = support_box(ctx, side, index)
        if support.victory[index]:
            style = Style(fill=theme.shade(side), stroke=colour, width=0.6)
        else:
            style = Style(stroke=theme.rule, width=0.3)
        sketch.rect(bx, by, bw, bh, style, radius=1.2, id=f"support-{SIDES[side]}-{index}")
        _mark_if_reconstructed(ctx, sketch, tables.rules.support[SIDES[side]].spaces[index], (bx, by, bw, bh))
        value_box = (bx, by + 0.8, bw, 8)
        sketch.text(str(value), value_box, "bold", NUMBER_SIZE, align="center", valign="middle", wrap=False)
        if index == support.start:
            sketch.add(star(bx + bw - 3.2, by + 3.2, 2.2, Style(fill=theme.ink)))
        reward = support.rewards[index]
        if reward:
            box = (bx + MARK_ROOM, by + 9, bw - 2 * MARK_ROOM, bh - 9.5)
            sketch.text(
                ctx.say(reward_text(tables, reward)), box, "regular", 6, min_size=5, align="center", valign="middle"
            )


def small_space_box(index: int, count: int, y: float) -> tuple[float, float, float, float]:
    """Return the box of the index-th of ``count`` round or trump spaces, spread across the column from its top."""
    step = (SMALL_COLUMN - SMALL_SPACE) / (count - 1) if count > 1 else 0.0
    return (EDGE + index * step, y, SMALL_SPACE, SMALL_SPACE)


def _small_track(ctx: KitContext, sketch: Sketch, y: float, title: Message, count: int):
    sketch.text(ctx.say(title), (EDGE, y, SMALL_COLUMN, 6), "bold", 9, min_size=6)
    return [small_space_box(index, count, y + 7) for index in range(count)]


def _round_and_trump(ctx: KitContext, sketch: Sketch) -> None:
    theme, rules = ctx.theme, ctx.tables.rules
    line = theme.line(0.3, theme.rule)
    for number, box in enumerate(_small_track(ctx, sketch, ROUND_Y, Message(N_("Round")), rules.rounds), 1):
        sketch.rect(*box, line, radius=1.2, id=f"round-{number}")
        sketch.text(str(number), box, "bold", NUMBER_SIZE, align="center", valign="middle")
    title = Message(N_("Trump"))
    for suit, box in zip(rules.trump_suits, _small_track(ctx, sketch, TRUMP_Y, title, 4), strict=True):
        sketch.rect(*box, line, radius=1.2, id=f"trump-{suit}")
        sketch.add(*suit_pip(suit, box[0] + box[2] / 2, box[1] + box[3] / 2, 9, theme.suit_colours[suit]))
    _legend(ctx, sketch, LEGEND_Y)


def _legend(ctx: KitContext, sketch: Sketch, y: float) -> None:
    theme, tables = ctx.theme, ctx.tables
    sketch.add(star(EDGE + 3, y + 3, 2.4, Style(fill=theme.ink)))
    sketch.text(
        ctx.say(Message(N_("starting space"))), (EDGE + 8, y, 69, 6), "regular", 7.5, min_size=5.5, valign="middle"
    )
    for side in range(len(SIDES)):
        row = y + 8 + side * 8
        sketch.rect(EDGE, row, 6, 6, Style(fill=theme.shade(side), stroke=theme.side_colours[side], width=0.6))
        label = Message(N_("victory space of %(side)s"), side=tables.side_names[side])
        sketch.text(ctx.say(label), (EDGE + 8, row, 69, 6), "regular", 7.5, min_size=5.5, valign="middle")


def _legend_note_box() -> tuple[float, float, float, float]:
    """Return the box of the legend's closing note, under its keys."""
    y = LEGEND_Y + 25
    return (EDGE, y, 77, BOTTOM + 113 - y)


def _legend_note(ctx: KitContext, sketch: Sketch, box, places_shown: bool) -> None:
    """Write how fronts move and bonuses come; and, if the map marks any place, what its marks mean."""
    rule = Message(
        N_(
            "A front moves one space towards the side that wins an attack on its track. A side gains a bonus "
            "shown on a space of its colour the first time a marker enters it."
        )
    )
    where = Message(N_("On the map, each track's suit marks where its places lie."))
    sketch.text(ctx.sentences([rule, where] if places_shown else [rule]), box, "regular", 7, min_size=5.5)


def _card_spaces(ctx: KitContext, sketch: Sketch) -> None:
    theme, rules = ctx.theme, ctx.tables.rules
    roles = rules.cards.roles
    spaces = [
        ("action", N_("Action deck"), roles.action.ranks, False),
        ("casualty", N_("Leader casualty deck"), roles.casualty.ranks, False),
        ("bonus", N_("Bonus cards"), roles.bonus.ranks, True),
        ("event", N_("Event deck"), roles.event.ranks, False),
    ]
    x = EDGE + 82
    for key, title, ranks, face_up in spaces:
        sketch.text(ctx.say(Message(title)), (x, BOTTOM + 2, CARD_W, 6), "bold", 9, min_size=6, align="center")
        box = (x, BOTTOM + 9, CARD_W, CARD_H)
        sketch.rect(*box, theme.line(0.4, theme.rule, dash=(2.0, 1.2)), radius=3, id=f"cards-{key}")
        indexes = ", ".join(ctx.say(rank_index(rank)) for rank in ranks)
        count = 4 * len(ranks)
        if face_up:
            note = nmessage(
                "%(count)d card, %(ranks)s, face up", "%(count)d cards, %(ranks)s, face up", count, ranks=indexes
            )
        else:
            note = nmessage(
                "%(count)d card, %(ranks)s, face down", "%(count)d cards, %(ranks)s, face down", count, ranks=indexes
            )
        inner = (x + 6, BOTTOM + 9 + CARD_H / 2 - 8, CARD_W - 12, 16)
        sketch.text(
            ctx.say(note), inner, "italic", 8, min_size=5.5, align="center", valign="middle", colour=theme.muted
        )
        x += CARD_W + 4
    _holding_boxes(ctx, sketch, x)


def _holding_boxes(ctx: KitContext, sketch: Sketch, x: float) -> None:
    """Boxes where assets wait for the event that gives them (London, beside the event deck)."""
    theme, tables = ctx.theme, ctx.tables
    waiting: dict[str, list] = {}
    for asset in tables.rules.assets.values():
        if asset.waits_in:
            waiting.setdefault(asset.waits_in, []).append(asset)
    y = BOTTOM + 2
    width = WIDTH - EDGE - x
    for box_id, assets in waiting.items():
        name = Message(HOLDING_BOXES[box_id]) if box_id in HOLDING_BOXES else box_id.replace("_", " ").title()
        sketch.text(ctx.say(name), (x, y, width, 6), "bold", 9, min_size=6, align="center")
        sketch.rect(x, y + 7, width, 30, theme.line(0.4, theme.ink), radius=1.5, id=f"box-{box_id}")
        names = ", ".join(ctx.say(text(asset.name)) for asset in assets)
        note = ctx.say(Message(N_("Waiting here: %(names)s"), names=names))
        sketch.text(note, (x + 1, y + 38, width - 2, 12), "italic", 7, min_size=5.5, align="center", colour=theme.muted)
        y += 55


def _pieces(ctx: KitContext, sketch: Sketch, positions: BoardPositions) -> None:
    """Place stand-in pieces and leader markers where the positions say."""
    tables = ctx.tables
    for track_id, space in positions.fronts.items():
        track = tables.tracks[tables.track_index[track_id]]
        _centre(sketch, stand_in(ctx, "knight", track=track.index), space_box(ctx, track.index, space))
    for side_id, space in positions.support.items():
        side = SIDES.index(side_id)
        _centre(sketch, stand_in(ctx, "rook", side=side), support_box(ctx, side, space))
    if positions.round is not None:
        box = small_space_box(positions.round - 1, tables.rules.rounds, ROUND_Y + 7)
        _centre(sketch, stand_in(ctx, "king"), box)
    if positions.trump is not None:
        suits = tables.rules.trump_suits
        box = small_space_box(suits.index(positions.trump), len(suits), TRUMP_Y + 7)
        _centre(sketch, stand_in(ctx, "queen"), box)
    for (track_id, side_id), leader_id in positions.leaders.items():
        side = SIDES.index(side_id)
        marker = leader_back(ctx, side) if leader_id is None else leader_front(ctx, tables.leader_index[leader_id])
        _centre(sketch, marker, leader_box(tables.track_index[track_id], side))


def _centre(sketch: Sketch, drawing: Drawing, box) -> None:
    x, y, w, h = box
    sketch.place(drawing, x + (w - drawing.width) / 2, y + (h - drawing.height) / 2)
