"""The kit's drawings: every text fits its box by the metrics of its font; the board takes piece positions."""

import pytest

from engine.i18n import translations
from games.avcw.components import make_context
from games.avcw.components.board import BoardPositions, draw_board, space_box, start_positions, support_box
from generator import fonts
from generator.geometry import MM_PER_PT, Place
from generator.text import SMALLEST_SIZE
from tests.kitchecks import drawing_texts


def test_every_text_of_every_component_fits_its_box(kit):
    checked = 0
    for _, drawing in kit.components():
        assert drawing.overflows == ()
        for text in drawing_texts(drawing):
            _x, y, w, h = text.box
            ascent, descent = fonts.vertical_metrics(text.font)
            for line in text.lines:
                assert fonts.text_width(line, text.font, text.size) <= w + 1e-6, (drawing.name, line)
            assert text.baselines[0] - ascent * text.size * MM_PER_PT >= y - 1e-6, (drawing.name, text.source)
            assert text.baselines[-1] + descent * text.size * MM_PER_PT <= y + h + 1e-6, (drawing.name, text.source)
            assert " ".join(text.lines).split() == text.source.split()
            assert not fonts.missing_glyphs(text.source, text.font)
            checked += 1
    assert checked > 500


def test_no_text_is_smaller_than_readable(kit):
    sizes = [text.size for _, drawing in kit.components() for text in drawing_texts(drawing)]
    assert min(sizes) >= 4.5  # only the stand-ins' labels may go below SMALLEST_SIZE
    assert sum(size < SMALLEST_SIZE for size in sizes) <= 8


def test_the_board_places_pieces_where_the_positions_say():
    ctx = make_context(None, translations("en"))
    empty = draw_board(ctx)
    assert not any(isinstance(item, Place) for item in empty.items)
    positions = start_positions(ctx)
    board = draw_board(ctx, positions)
    placed = {item.drawing.name: item for item in board.items if isinstance(item, Place)}
    north = ctx.tables.tracks[ctx.tables.track_index["north"]]
    x, y, w, h = space_box(ctx, north.index, north.start)
    knight = placed["knight-north"]
    assert x <= knight.dx and knight.dx + knight.drawing.width <= x + w
    assert y <= knight.dy and knight.dy + knight.drawing.height <= y + h
    rook = placed["rook-royalists"]
    bx, by, bw, bh = support_box(ctx, 1, ctx.tables.support[1].start)
    assert bx <= rook.dx <= bx + bw and by <= rook.dy <= by + bh
    assert "king" in placed


def test_a_face_down_leader_shows_only_its_side():
    ctx = make_context(None, translations("en"))
    positions = BoardPositions(leaders={("north", "royalists"): None, ("south", "parliament"): "essex"})
    board = draw_board(ctx, positions)
    names = {item.drawing.name for item in board.items if isinstance(item, Place)}
    assert names == {"leader-back-royalists", "leader-essex"}
    back = next(item.drawing for item in board.items if isinstance(item, Place) and "back" in item.drawing.name)
    assert [t.source for t in drawing_texts(back)] == ["Royalists", "Leader"]


@pytest.mark.parametrize("ink_saver", [False, True])
def test_the_ink_saver_has_no_full_bleed_backgrounds(ink_saver):
    from games.avcw.components.cards import card_back, card_face

    ctx = make_context(None, translations("en"), ink_saver)
    for drawing in (card_back(ctx), card_face(ctx, 0)):
        full = [
            item for item in drawing.items if getattr(item, "w", 0) >= drawing.width and getattr(item, "style", None)
        ]
        filled = [item for item in full if item.style.fill]
        assert bool(filled) is not ink_saver


def test_the_booklet_says_each_fact_of_a_leader_or_asset_once(kit):
    booklet = " ".join(text.source for page in kit.booklet.pages for text in drawing_texts(page))
    aids = " ".join(text.source for _, drawing in kit.components() if drawing.name.startswith("aid-")
                    for text in drawing_texts(drawing))  # fmt: skip
    # The set-up names the leaders in play from the start; the Leaders list says only when the others join.
    assert "In play from the start." not in booklet
    assert booklet.count("Joins when the support of Parliament reaches 8.") == 1
    # The Events list says which asset each event gives; the Assets list says how only the others are gained.
    assert "Gained by the event" not in booklet and "Gained when the support of" in booklet
    assert "Parliament gains the Scots Covenanters" in booklet
    # An aid, read alone, still says both.
    assert "In play from the start." in aids and "Gained by the event" in aids
