"""Each preflight rule on a deliberately faulty sheet, which it must flag, and on its fixed twin, which must pass."""

from __future__ import annotations

from generator.booklet import PAGE_HEIGHT, PAGE_WIDTH
from generator.cardface import BLEED, HEIGHT, WIDTH
from generator.geometry import Circle, Drawing, Line, Path, Place, Rect, Style
from generator.preflight import blankpages, contrast, crossing, frames, numbers, overlap, safezone, sparse, typesize
from tests.generator.preflight.sheets import sheet, text

INK = Style(fill="#000000")
OUTLINE = Style(stroke="#000000", width=0.3)


def rules_of(rule, read) -> list[str]:
    return [found.rule for found in rule.check(read)]


def test_two_texts_that_overlap_are_flagged_and_named_by_file_page_place_and_component(tmp_path):
    board = Drawing("board-test", 100, 50, (text("Winchester", 10, 20), text("Arundel", 20, 21)))
    found = list(overlap.check(sheet(tmp_path, "a4/board.pdf", (Place(board, 20, 30),))))
    assert len(found) == 1
    line = found[0].line()
    assert line.startswith("a4/board.pdf p1 x 40.0 y 4") and "board-test: overlap: text 'Arundel' overlaps" in line
    apart = Drawing("board-test", 100, 50, (text("Winchester", 10, 20), text("Arundel", 10, 30)))
    assert rules_of(overlap, sheet(tmp_path, "a4/fixed.pdf", (Place(apart, 20, 30),))) == []


def test_a_mark_over_a_text_is_flagged_and_one_beside_it_is_not(tmp_path):
    over = Drawing("board-test", 100, 50, (text("Winchester", 10, 20), Circle(15, 19, 1.5, INK)))
    assert rules_of(overlap, sheet(tmp_path, "a4/board.pdf", (Place(over, 20, 30),))) == ["overlap"]
    beside = Drawing("board-test", 100, 50, (text("Winchester", 10, 20), Circle(50, 19, 1.5, INK)))
    assert rules_of(overlap, sheet(tmp_path, "a4/fixed.pdf", (Place(beside, 20, 30),))) == []


def test_a_mark_under_a_box_drawn_over_it_is_flagged(tmp_path):
    # A map's place mark painted first, then a track's space whose box takes it in.
    under = Drawing("board-test", 100, 50, (Circle(18, 18, 1.5, INK), Rect(10, 10, 30, 20, OUTLINE)))
    assert rules_of(overlap, sheet(tmp_path, "a4/board.pdf", (Place(under, 20, 30),))) == ["overlap"]
    clear = Drawing("board-test", 100, 50, (Circle(60, 18, 1.5, INK), Rect(10, 10, 30, 20, OUTLINE)))
    assert rules_of(overlap, sheet(tmp_path, "a4/fixed.pdf", (Place(clear, 20, 30),))) == []


def test_a_text_on_its_own_background_is_no_overlap(tmp_path):
    plate = Drawing("marker-test", 20, 20, (Rect(0, 0, 12, 12, INK), text("3", 4, 8, colour="#ffffff")))
    assert rules_of(overlap, sheet(tmp_path, "a4/markers.pdf", (Place(plate, 20, 30),))) == []


def test_text_under_6_pt_is_flagged(tmp_path):
    assert rules_of(typesize, sheet(tmp_path, "a4/aids.pdf", (text("Small print", 20, 30, size=5.5),))) == ["type-size"]
    assert rules_of(typesize, sheet(tmp_path, "a4/fixed.pdf", (text("Small print", 20, 30, size=6),))) == []


def _booklet_page(name: str, *items) -> Drawing:
    return Drawing(name, PAGE_WIDTH, PAGE_HEIGHT, tuple(items))


def test_booklet_body_text_under_7_pt_is_flagged_but_not_elsewhere(tmp_path):
    small = _booklet_page("booklet-page-1", text("Deal the cards.", 10, 20, size=6.5))
    assert rules_of(typesize, sheet(tmp_path, "a4/booklet.pdf", (Place(small, 5, 0),))) == ["type-size"]
    body = _booklet_page("booklet-page-1", text("Deal the cards.", 10, 20, size=7))
    assert rules_of(typesize, sheet(tmp_path, "a4/fixed.pdf", (Place(body, 5, 0),))) == []
    assert rules_of(typesize, sheet(tmp_path, "a4/aids.pdf", (Place(small, 5, 0),))) == []


def test_a_drawing_shown_smaller_than_life_may_drop_its_text_but_not_print_it_illegibly(tmp_path):
    marker = Drawing("marker-test", 20, 20, (Rect(0, 0, 20, 20, OUTLINE), text("Rupert", 2, 10, size=9)))
    shrunk = _booklet_page("booklet-page-2", Place(marker, 10, 30, scale=0.3))  # its text at 2.7 pt
    assert rules_of(typesize, sheet(tmp_path, "a4/booklet.pdf", (Place(shrunk, 5, 0),))) == ["type-size"]
    dropped = Drawing("marker-test", 20, 20, (Rect(0, 0, 20, 20, OUTLINE),))
    fixed = _booklet_page("booklet-page-2", Place(dropped, 10, 30, scale=0.3))
    assert rules_of(typesize, sheet(tmp_path, "a4/fixed.pdf", (Place(fixed, 5, 0),))) == []


def test_a_number_read_at_the_table_under_3_5_mm_is_flagged_but_not_on_desk_papers(tmp_path):
    low = (text("12", 20, 30, size=12),)  # figures about 2.6 mm tall
    assert rules_of(numbers, sheet(tmp_path, "a4/markers.pdf", low)) == ["number-height"]
    assert rules_of(numbers, sheet(tmp_path, "a4/booklet.pdf", low)) == []
    tall = (text("12", 20, 30, size=16),)  # about 3.5 mm
    assert rules_of(numbers, sheet(tmp_path, "a4/fixed.pdf", tall)) == []


def _card(*items) -> Drawing:
    return Drawing("card-AH", WIDTH, HEIGHT, (Rect(0, 0, WIDTH, HEIGHT, Style(fill="#ffffff")), *items))


def test_a_card_corner_index_under_5_mm_is_flagged(tmp_path):
    corner = BLEED + 4
    small = _card(text("A", corner, corner + 6, size=16))  # a capital about 4 mm tall
    assert rules_of(numbers, sheet(tmp_path, "a4/deck.pdf", (Place(small, 20, 20),))) == ["number-height"]
    tall = _card(text("A", corner, corner + 8, size=23))
    assert rules_of(numbers, sheet(tmp_path, "a4/fixed.pdf", (Place(tall, 20, 20),))) == []


def test_a_text_within_3_mm_of_the_cut_is_flagged(tmp_path):
    near = _card(text("Rupert", BLEED + 1.5, BLEED + 5))
    assert rules_of(safezone, sheet(tmp_path, "a4/deck.pdf", (Place(near, 20, 20),))) == ["safe-zone"]
    safe = _card(text("Rupert", BLEED + 4, BLEED + 8))
    assert rules_of(safezone, sheet(tmp_path, "a4/fixed.pdf", (Place(safe, 20, 20),))) == []


def test_a_frame_just_inside_the_cut_is_flagged_and_a_full_bleed_or_well_inside_one_is_not(tmp_path):
    def frame(inset):
        return Rect(BLEED + inset, BLEED + inset, WIDTH - 2 * (BLEED + inset), HEIGHT - 2 * (BLEED + inset), OUTLINE)

    found = rules_of(safezone, sheet(tmp_path, "a4/deck.pdf", (Place(_card(frame(1.6)), 20, 20),)))
    assert found == ["frame"]
    band = Rect(0, 0, WIDTH, HEIGHT, Style(fill="#882222"))  # full bleed: runs into the bleed, cut through
    for name, card in (("inside", _card(frame(4.0))), ("bleed", _card(band))):
        assert rules_of(safezone, sheet(tmp_path, f"a4/{name}.pdf", (Place(card, 20, 20),))) == []


def test_a_title_or_a_disc_across_a_cards_frame_is_flagged_and_one_inside_it_is_not(tmp_path):
    inset = BLEED + 4.0  # the frame, FRAME_INSET inside the cut
    frame = Rect(inset, inset, WIDTH - 2 * inset, HEIGHT - 2 * inset, OUTLINE, radius=2.6)
    through = _card(frame, text("Line infantry", inset + 2, inset + 1.5, size=10))  # the line cuts its letters
    across = _card(frame, Circle(WIDTH - inset - 2, inset + 2, 6.0, INK))  # a value's disc across the corner
    inside = _card(
        frame, text("Line infantry", inset + 2, inset + 5, size=10), Circle(WIDTH - inset - 8, inset + 8, 5, INK)
    )
    for name, card in (("through", through), ("across", across)):
        found = list(frames.check(sheet(tmp_path, f"a4/{name}.pdf", (Place(card, 20, 20),))))
        assert [item.rule for item in found] == ["frame-crossing"], name
    assert rules_of(frames, sheet(tmp_path, "a4/inside.pdf", (Place(inside, 20, 20),))) == []


def test_a_sheet_of_markers_mostly_blank_is_flagged_and_a_fuller_one_or_a_decks_last_sheet_is_not(tmp_path):
    def row(count: int, card: bool = False):
        name = "card-AH" if card else "marker-test"
        return tuple(
            Place(Drawing(name, 40, 30, (Rect(0, 0, 40, 30, OUTLINE),)), 15 + 45 * (n % 4), 20 + 35 * (n // 4))
            for n in range(count)
        )

    found = list(sparse.check(sheet(tmp_path, "a4/markers.pdf", row(24), row(3))))
    assert [(item.rule, item.page) for item in found] == [("blank-sheet", 2)]
    assert rules_of(sparse, sheet(tmp_path, "a4/fuller.pdf", row(24), row(16))) == []
    assert rules_of(sparse, sheet(tmp_path, "a4/deck.pdf", row(24, card=True), row(2, card=True))) == []


def _booklet_sheets(tmp_path, name, filled: int):
    """A booklet of two sheets (eight page halves) of which ``filled`` pages have text above the footer."""
    pages = []
    for side in range(4):
        items = []
        for half in range(2):
            number = side * 2 + half + 1
            content = (text("Deal the cards.", 10, 30),) if number <= filled else ()
            footer = text(f"page {number}", 10, PAGE_HEIGHT - 10)
            items.append(Place(_booklet_page(f"booklet-page-{number}", *content, footer), half * 148.5, 0))
        pages.append(items)
    return sheet(tmp_path, name, *pages, size=(297.0, 210.0))


def test_a_booklet_with_two_blank_pages_is_flagged_and_with_one_is_not(tmp_path):
    wasteful = _booklet_sheets(tmp_path, "a4/booklet.pdf", filled=6)
    assert blankpages.blank_pages(wasteful) == 2
    assert rules_of(blankpages, wasteful) == ["blank-pages"]
    assert rules_of(blankpages, _booklet_sheets(tmp_path, "fixed/booklet.pdf", filled=7)) == []


def test_text_of_low_contrast_with_its_background_is_flagged(tmp_path):
    grey_on_paper = (text("Leader: Parliament", 20, 30, colour="#999999"),)
    assert rules_of(contrast, sheet(tmp_path, "a4/board.pdf", grey_on_paper)) == ["contrast"]
    dark_on_dark = (Rect(10, 20, 100, 20, Style(fill="#444444")), text("Hull", 20, 30, colour="#111111"))
    assert rules_of(contrast, sheet(tmp_path, "a4/dark.pdf", dark_on_dark)) == ["contrast"]
    fixed = (Rect(10, 20, 100, 20, Style(fill="#444444")), text("Hull", 20, 30, colour="#ffffff"))
    assert rules_of(contrast, sheet(tmp_path, "a4/fixed.pdf", fixed, (text("Leader", 20, 30, colour="#555555"),))) == []


def test_the_wcag_ratio_of_black_on_white_is_21_and_of_a_colour_with_itself_1():
    assert contrast.contrast_ratio("#000000", "#ffffff") == 21.0
    assert contrast.contrast_ratio("#777777", "#777777") == 1.0
    assert round(contrast.contrast_ratio("#767676", "#ffffff"), 2) == 4.54


def test_a_number_in_running_text_is_judged_as_text_not_as_a_number_to_read_across_the_table(tmp_path):
    prose = (text("Each shooter takes", 20, 30, size=7), text("13", 20, 33, size=7), text("off.", 26, 33, size=7))
    assert rules_of(numbers, sheet(tmp_path, "a4/reference.pdf", prose)) == []


def test_a_piece_standing_on_a_board_in_a_set_up_drawing_is_a_declared_overlay(tmp_path):
    rook = Drawing("rook-royalists", 15, 15, (Rect(2, 2, 11, 11, INK),))
    board = Drawing("board", 100, 50, (text("6", 20, 20, size=16), Place(rook, 18, 10)))
    assert rules_of(overlap, sheet(tmp_path, "a4/booklet.pdf", (Place(board, 20, 30),))) == []
    stray = Drawing("board", 100, 50, (text("6", 20, 20, size=16), Rect(21, 17, 11, 11, INK)))
    assert rules_of(overlap, sheet(tmp_path, "a4/fixed.pdf", (Place(stray, 20, 30),))) == ["overlap"]


def test_a_board_sheet_mostly_blank_round_its_tile_is_flagged_whatever_its_marks_span(tmp_path):
    # A tile of the map filling half the sheet, with a glue strip down the page's whole height beside it.
    def board(height: float):
        tile = Drawing("map", 180, height, (Rect(0, 0, 180, height, INK),))
        return (Place(tile, 15, 20), Rect(195, 7, 8, 283, OUTLINE))

    found = list(sparse.check(sheet(tmp_path, "a3/board-tiled.pdf", board(120))))
    assert [item.rule for item in found] == ["blank-sheet"]
    assert rules_of(sparse, sheet(tmp_path, "a4/board-tiled.pdf", board(260))) == []
    # Another file with the same sheet is judged by all it prints, at a third.
    assert rules_of(sparse, sheet(tmp_path, "a4/aids.pdf", board(120))) == []


def test_a_line_or_a_coast_through_a_board_text_is_flagged_unless_painted_over(tmp_path):
    line = Style(stroke="#000000", width=0.3)
    name = text("Silesia", 30, 20)
    through = Drawing("map", 100, 50, (Line(20, 19, 80, 19.2, line), name))
    coast = Path((("M", 10, 10), ("L", 60, 25), ("L", 70, 45), ("Z",)), Style(fill="#e0d8c0", stroke="#000000"))
    across_coast = Drawing("map", 100, 50, (coast, name))
    beside = Drawing("map", 100, 50, (Line(20, 30, 80, 30, line), name))
    # A sea zone's label painted over the lane beneath it, its name inside the label.
    pill = Rect(25, 14, 40, 8, Style(fill="#cfe0ea", stroke="#000000", width=0.3))
    hidden = Drawing("map", 100, 50, (Line(20, 19, 80, 19, line), pill, name))
    for label, drawing in (("through", through), ("coast", across_coast)):
        found = list(crossing.check(sheet(tmp_path, f"a4/board-{label}.pdf", (Place(drawing, 20, 30),))))
        assert [item.rule for item in found] == ["line-crossing"], label
    for label, drawing in (("beside", beside), ("hidden", hidden)):
        assert rules_of(crossing, sheet(tmp_path, f"a4/board-{label}.pdf", (Place(drawing, 20, 30),))) == [], label
    # Only boards' texts are read against their lines (a table's rules on an aid are its design).
    assert rules_of(crossing, sheet(tmp_path, "a4/aids.pdf", (Place(through, 20, 30),))) == []
    # And only a map's: a board of spaces over a backdrop (A Very Civil Whist's) is not held to it yet.
    spaces = Drawing("board", 100, 50, through.items)
    assert rules_of(crossing, sheet(tmp_path, "a4/board-spaces.pdf", (Place(spaces, 20, 30),))) == []


def test_a_text_cut_by_a_tiles_left_or_top_edge_is_flagged_and_one_cut_on_the_right_is_not(tmp_path):
    board = Drawing("map", 100, 50, (text("Pomerania", 40, 20),))
    # The sheet shows the board from x 50 on: its left edge is cut and glued over the sheet before.
    cut_left = Place(board, 10 - 50, 30, clip=(10, 30, 60, 50))
    found = list(crossing.check(sheet(tmp_path, "a4/board-tiled.pdf", (cut_left,))))
    assert [item.rule for item in found] == ["seam"] and "Pomerania" in found[0].line()
    # The sheet before shows it up to x 50: cut on its right, under the next sheet, which shows it whole.
    cut_right = Place(board, 10, 30, clip=(10, 30, 50, 50))
    assert rules_of(crossing, sheet(tmp_path, "a4/board-tiled.pdf", (cut_right,))) == []
