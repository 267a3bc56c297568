"""The board's spaces hold the kit's chess-piece stand-ins with room to spare, read from the drawings themselves."""

from __future__ import annotations

import pytest

from engine.i18n import translations
from games.avcw.components import make_context
from games.avcw.components.board import BoardPositions, draw_board
from generator.geometry import Place, Rect

ROOM = 1.5  # mm on every side of a piece, so it can be set down without care and still sit inside its space


def _spaces(board, prefix: str) -> list[Rect]:
    return [item for item, _, _ in board.walk() if isinstance(item, Rect) and (item.id or "").startswith(prefix)]


def _pieces(kit) -> dict[str, object]:
    return {token.name: token.front for token in kit.tokens}


@pytest.mark.parametrize(
    ("prefix", "piece", "count"),
    [("round-", "king", 4), ("trump-", "queen", 4), ("support-parliament-", "rook-parliament", 5)],
)
def test_round_trump_and_support_spaces_hold_their_stand_in_with_room(kit, prefix, piece, count):
    stand_in = _pieces(kit)[piece]
    spaces = _spaces(kit.board, prefix)
    assert len(spaces) == count
    for space in spaces:
        assert space.w >= stand_in.width + 2 * ROOM and space.h >= stand_in.height + 2 * ROOM, space.id


def test_every_war_track_space_holds_its_knight_with_room(kit):
    pieces = _pieces(kit)
    spaces = _spaces(kit.board, "space-")
    assert len(spaces) == 26
    for space in spaces:
        knight = pieces["knight-" + space.id.split("-")[1]]
        assert space.w >= knight.width + 2 * ROOM and space.h >= knight.height + 2 * ROOM, space.id


@pytest.mark.parametrize(("round_number", "trump"), [(1, "H"), (4, "C")])
def test_the_live_board_sets_the_king_and_queen_inside_their_spaces(kit, round_number, trump):
    board = draw_board(make_context(None, translations("en")), BoardPositions(round=round_number, trump=trump))
    placed = {item.drawing.name: item for item in board.items if isinstance(item, Place)}
    for piece, space_id in (("king", f"round-{round_number}"), ("queen", f"trump-{trump}")):
        (space,) = [rect for rect in _spaces(board, space_id) if rect.id == space_id]
        at = placed[piece]
        assert at.dx >= space.x + ROOM and at.dy >= space.y + ROOM
        assert at.dx + at.drawing.width <= space.x + space.w - ROOM
        assert at.dy + at.drawing.height <= space.y + space.h - ROOM
