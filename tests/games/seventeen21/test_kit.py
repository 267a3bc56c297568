"""17(21)'s kit: three decks with three distinct backs, the field at 100 % tiled and on one large sheet, the
Shocked markers, the player aid and the checklist, read back from the built PDFs."""

import pytest
from pypdf import PdfReader

from games.seventeen21.components.field import HEIGHT, WIDTH, FieldPieces, draw_field
from generator.paper import A3, TABLOID
from tests.kitcache import drawn_kit
from tests.kitchecks import (
    assert_fonts_embedded_and_subset,
    assert_mirrored,
    assert_pages_are_their_paper,
    assert_poker_cards_with_crop_marks_outside,
    drawing_texts,
    fronts_and_backs,
    pdf_words,
    trim,
)


@pytest.fixture(scope="module")
def kit():
    return drawn_kit("17-21")


@pytest.fixture(scope="module")
def built(built_kits_of_the_run):
    out, _ = built_kits_of_the_run.built("17-21")
    return out


def test_the_kit_holds_three_decks_the_field_markers_aid_and_checklist(built):
    for paper in ("a4", "letter"):
        names = sorted(p.name for p in (built / paper).iterdir())
        assert {"deck.pdf", "doctrines.pdf", "terrain.pdf", "board-tiled.pdf", "player-aid.pdf"} <= set(names)
        assert "checklist.pdf" in names
    assert "board-a3.pdf" in {p.name for p in (built / "a4").iterdir()}
    assert "board-tabloid.pdf" in {p.name for p in (built / "letter").iterdir()}
    assert_pages_are_their_paper(built, large_files=("board-{large}.pdf",))
    assert_fonts_embedded_and_subset(built, "caslon")  # the face of its period, from its rules data


def test_every_card_is_poker_size_and_the_backs_line_up(built):
    for deck, count in (("deck", 92), ("doctrines", 16), ("terrain", 12)):
        pairs, _, _ = fronts_and_backs(built / "a4" / f"{deck}.pdf")
        fronts = [front for page, _ in pairs for front in page]
        assert len(fronts) == count
        for front in fronts:
            assert sorted(trim(front)[2:]) == pytest.approx([63, 88], abs=0.1)  # upright or turned on the sheet
        assert len(assert_poker_cards_with_crop_marks_outside(built / "a4" / f"{deck}.pdf")) == count
        assert_mirrored(built / "a4" / f"{deck}.pdf", "long", (0.0, 0.0))


def test_the_three_backs_are_distinct(kit):
    backs = [deck.back for deck in kit.decks]
    titles = [" ".join(text.source for text in drawing_texts(back)) for back in backs]
    assert len(set(titles)) == 3 and "Units" in titles[0] and "Doctrines" in titles[1] and "Terrain" in titles[2]
    fills = [{item.style.fill for item in back.items if hasattr(item, "style")} for back in backs]
    assert len({frozenset(fill) for fill in fills}) == 3


def test_unit_cards_show_value_cohesion_and_ability(built):
    words = pdf_words(built / "a4" / "deck.pdf")
    assert "Cohesion" in words and "Skirmish" in words and "Line infantry" in words


def test_terrain_cards_say_held_and_doctrines_their_effects(built):
    assert "HELD" in pdf_words(built / "a4" / "terrain.pdf")
    words = pdf_words(built / "a4" / "doctrines.pdf")
    # The effect's lines, wherever the face breaks them ("... no longer shocks" / "your units.").
    assert "Cavalry Screen" in words and "no longer shocks" in words and "your units" in words


def test_the_field_is_at_full_scale_and_fits_a3_and_tabloid():
    # Landscape on either large sheet, with the page's 10 mm margins.
    long_side = min(A3.height, TABLOID.height) - 20
    short_side = min(A3.width, TABLOID.width) - 20
    assert long_side >= WIDTH and short_side >= HEIGHT
    # Three wings of two poker-size places per army; a card is 63 x 88 mm.
    assert WIDTH >= 6 * 63 and HEIGHT >= 2 * 88 + 63


def test_the_field_lists_every_pile(kit):
    texts = " ".join(text.source for text in drawing_texts(kit.board))
    for pile in ("rout pile", "Doctrine deck", "Terrain deck", "Battle deck", "discard"):
        assert pile in texts


def test_the_live_field_draws_units_terrain_and_holders(kit):
    from engine.i18n import translations as tr
    from games.seventeen21.components import make_context

    ctx = make_context(None, tr("en"))
    pieces = FieldPieces(units={(0, 1): [("Horse 5 (H5)", True)]}, terrain=("Plains", "Hamlet", "Ford"),
                         held=(None, "North", None))  # fmt: skip
    texts = " ".join(text.source for text in drawing_texts(draw_field(ctx, pieces)))
    assert "Horse 5 (H5)" in texts and "Shocked" in texts and "Held by North" in texts


def test_each_player_aid_carries_that_player_s_six_shocked_markers(kit):
    from games.seventeen21.components.aid import markers_on

    (aids,) = kit.sheets
    assert [markers_on(page) for page in aids.pages] == [6, 6] and kit.tokens == ()
    assert ("Shocked markers", 12) in [(count.label, count.count) for count in kit.counts]


def test_every_value_index_is_at_least_5_mm_tall(built):
    from games.seventeen21.data import tables_for
    from generator.cardface import INDEX_RANK_HEIGHT
    from generator.preflight.ink import drawn_objects
    from generator.preflight.placements import placements

    tables = tables_for()
    path = built / "a4" / "deck.pdf"
    texts = {}
    for drawn in drawn_objects(path):
        if drawn.kind == "text":
            texts.setdefault(drawn.page, []).append(drawn)
    reader = PdfReader(path)
    checked = 0
    for number in range(0, len(reader.pages), 2):
        for card in placements(reader, number):
            code = card.name.split("-card-")[1]
            box = trim(card)
            value = str(tables.value[tables.code.index(code)])
            found = [t for t in texts.get(number + 1, []) if t.text == value and _inside(box, t.box)]
            # Both corners, and the Cohesion in the third when it is the same figure: it is as tall.
            same = tables.rules.units[tables.unit_type[tables.code.index(code)]].cohesion == int(value)
            assert len(found) == 2 + same, code
            # The card's height runs across the sheet when the card lies turned.
            heights = sorted(t.box[2] if box[2] > box[3] else t.box[3] for t in found)
            assert min(heights) >= INDEX_RANK_HEIGHT, (code, heights)
            checked += 1
    assert checked == 92


def _inside(box, inner) -> bool:
    x, y, w, h = box
    cx, cy = inner[0] + inner[2] / 2, inner[1] + inner[3] / 2
    return x <= cx <= x + w and y <= cy <= y + h


def test_every_reconstructed_card_carries_the_mark_and_the_rulebooks_own_does_not(kit):
    from generator.marks import is_marked

    units, doctrines, terrain = kit.decks
    assert all(is_marked(card.face.items) for card in units.cards + terrain.cards)
    marked = {card.name for card in doctrines.cards if is_marked(card.face.items)}
    assert "cavalry_screen" not in marked and len(marked) == 15  # Cavalry Screen is the rulebook's own


def test_each_half_of_a_terrain_card_is_laid_out_for_its_player_centred_not_in_a_corner(kit):
    from generator.cardface import TRIM_HEIGHT, TRIM_WIDTH
    from generator.geometry import Place, Text

    terrain = next(deck for deck in kit.decks if deck.name == "terrain")
    half = TRIM_HEIGHT / 2
    for card in terrain.cards:
        (across,) = [
            item.drawing for item in card.face.items if isinstance(item, Place) and "across" in item.drawing.name
        ]
        texts = [item for item in across.items if isinstance(item, Text)]
        held = next(item.drawing for item in across.items if isinstance(item, Place))
        for words in texts + [item for item in held.items if isinstance(item, Text)]:
            # Centred across the whole of its half, not set from a corner.
            assert words.align == "center" and words.box[2] >= 0.7 * half, (card.name, words.lines)
        name, body = texts
        assert name.box[1] + name.box[3] <= body.box[1] and body.box[1] + body.box[3] <= TRIM_WIDTH
