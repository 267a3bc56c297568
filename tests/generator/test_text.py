from generator import fonts
from generator.geometry import MM_PER_PT
from generator.text import SIZE_STEP, fit_text, text_bottom


def test_a_short_text_keeps_its_size_and_one_line():
    text, overflow = fit_text("c", "Edinburgh", (0, 0, 40, 10), "bold", 9)
    assert overflow is None
    assert text.lines == ("Edinburgh",) and text.size == 9


def test_a_long_text_wraps_and_every_line_fits_the_width():
    words = "Adds one to his side's attacking card, or two in the North, when he leads an attack."
    text, overflow = fit_text("c", words, (5, 5, 25, 30), "regular", 8)
    assert overflow is None
    assert len(text.lines) > 1
    assert " ".join(text.lines) == words
    assert all(fonts.text_width(line, "regular", text.size) <= 25 + 1e-6 for line in text.lines)
    assert text_bottom(text) <= 5 + 30 + 1e-6


def test_a_text_too_big_for_its_box_shrinks_in_steps_until_it_fits():
    words = "A sentence long enough that it has to shrink to fit in this little box"
    text, overflow = fit_text("c", words, (0, 0, 30, 9), "regular", 10, min_size=5)
    assert overflow is None
    assert 5 <= text.size < 10
    assert (10 - text.size) / SIZE_STEP == int((10 - text.size) / SIZE_STEP)
    _bigger, overflow_bigger = fit_text(
        "c", words, (0, 0, 30, 9), "regular", text.size + SIZE_STEP, min_size=text.size + SIZE_STEP
    )
    assert overflow_bigger is not None  # the chosen size is the largest that fits


def test_an_impossible_text_is_reported_with_its_component():
    text, overflow = fit_text(
        "card-QH", "Unbreakablyverylongwordthatcannotfit", (0, 0, 10, 5), "regular", 9, min_size=6
    )
    assert overflow is not None
    assert overflow.component == "card-QH"
    assert "Unbreakably" in str(overflow)
    assert text.size == 6


def test_a_character_the_font_lacks_is_reported():
    _, overflow = fit_text("c", "Spades ♠", (0, 0, 50, 10), "regular", 9)
    assert overflow is not None and "glyph" in overflow.reason


def test_baselines_leave_room_for_ascent_and_descent():
    text, _ = fit_text("c", "One\nTwo\nThree", (0, 10, 50, 40), "regular", 10, valign="top")
    ascent, _descent = fonts.vertical_metrics("regular")
    assert text.baselines[0] - ascent * 10 * MM_PER_PT >= 10 - 1e-6
    steps = [b - a for a, b in zip(text.baselines, text.baselines[1:], strict=False)]
    assert all(abs(step - 10 * 1.15 * MM_PER_PT) < 1e-9 for step in steps)


def test_a_word_too_wide_at_its_smallest_size_breaks_after_a_hyphen_and_only_then():
    width = fonts.text_width("Scoutmaster-General", "bold", 6) - 1  # too wide even at the smallest size
    text, overflow = fit_text("c", "Scoutmaster-General", (0, 0, width, 10), "bold", 7.5, min_size=6)
    assert overflow is None
    assert text.lines == ("Scoutmaster-", "General") and text.size == 7.5
    roomy = fonts.text_width("Scoutmaster-General", "bold", 7) + 0.1  # fits by shrinking a little
    text, overflow = fit_text("c", "Scoutmaster-General", (0, 0, roomy, 10), "bold", 7.5, min_size=6)
    assert overflow is None and text.lines == ("Scoutmaster-General",) and text.size < 7.5


def test_a_no_break_space_holds_its_words_on_one_line():
    words = "Dix de cœur\u00a0: New Model Army"
    text, overflow = fit_text("c", words, (0, 0, 22, 30), "regular", 9)
    assert overflow is None and len(text.lines) > 1
    assert not any(line.endswith("cœur") for line in text.lines)
    assert any("cœur\u00a0:" in line for line in text.lines)


def test_a_flow_that_runs_past_its_column_is_reported_not_drawn_off_the_page():
    from generator.flow import Flow
    from generator.sketch import Sketch

    sketch = Sketch("card", 40, 30)
    flow = Flow(sketch, str, 0, 40, 30, body=8)
    flow.para("A first paragraph that fits.")
    assert not sketch.overflows
    flow.reserve(28, "a table")
    assert [overflow.text for overflow in sketch.overflows] == ["a table"]
    flow.para("Then a paragraph with no room left below the table.")
    assert len(sketch.overflows) == 2


def test_a_page_shrinks_as_a_whole_to_the_largest_body_that_fits():
    from generator.flow import Flow, largest_body
    from generator.sketch import Sketch

    def layout(body):
        sketch = Sketch("aid", 60, 20)
        flow = Flow(sketch, str, 0, 60, 20, body=body, smallest=body)
        for _ in range(3):
            flow.para("Words enough to need a line or two at ten points.")
        return sketch

    assert layout(10).overflows
    fitted = largest_body(layout, 10, 4)
    assert not fitted.overflows
    sizes = {item.size for item in fitted.items}
    assert len(sizes) == 1 and 4 <= sizes.pop() < 10
    assert largest_body(layout, 10, 9.5).overflows  # not allowed small enough: reported


def test_font_subsets_are_tagged_by_their_glyphs_so_files_merged_never_clash(tmp_path):
    from pypdf import PdfReader

    from generator.geometry import Drawing
    from generator.pdf import write_pdf
    from tests.generator.preflight.sheets import text

    def tag_of(words: str, name: str) -> str:
        path = tmp_path / f"{name}.pdf"
        write_pdf([Drawing("page", 50, 50, (text(words, 5, 10),))], path, name)
        (font,) = PdfReader(path).pages[0]["/Resources"]["/Font"].values()
        tag, _, family = str(font.get_object()["/BaseFont"]).lstrip("/").partition("+")
        assert family == "SourceSansPro-Regular" and len(tag) == 6 and tag.isupper()
        return tag

    polish, german = tag_of("Łódź", "a"), tag_of("Straße", "b")
    assert polish != german and "AAAAAA" not in (polish, german)
    assert tag_of("Łódź", "c") == polish  # the same glyphs, the same tag: builds stay byte for byte the same


def test_a_soft_hyphen_breaks_a_long_word_with_a_hyphen_and_is_otherwise_left_out():
    from generator.text import fit_text

    narrow, _ = fit_text("x", "Bundes\u00adgenosse", (0, 0, 13.3, 7.0), "bold", 7.5, min_size=7)
    assert narrow.lines == ("Bundes-", "genosse") and narrow.size == 7.5
    wide, _ = fit_text("x", "Bundes\u00adgenosse", (0, 0, 30, 7.0), "bold", 7.5, min_size=7)
    assert wide.lines == ("Bundesgenosse",)


def test_a_word_with_nowhere_to_break_shrinks_past_the_floor_to_the_last_resort_and_only_then():
    box = (0, 0, 13.3, 7.0)
    unbroken = "Statthalterei"  # 14.1 mm wide at 7 pt
    stuck, overflow = fit_text("x", unbroken, box, "bold", 7.5, min_size=7)
    assert overflow is not None and stuck.size == 7
    rescued, overflow = fit_text("x", unbroken, box, "bold", 7.5, min_size=7, last_resort=6)
    assert overflow is None and 6 <= rescued.size < 7 and rescued.lines == (unbroken,)
    assert fonts.text_width(unbroken, "bold", rescued.size) <= 13.3 + 1e-6
    assert fonts.text_width(unbroken, "bold", rescued.size + SIZE_STEP) > 13.3
    # A word that breaks at its soft hyphen does so at the floor's size or above, and never reaches the last resort.
    broken, _ = fit_text("x", "Bundes\u00adgenosse", box, "bold", 7.5, min_size=7, last_resort=6)
    assert broken.lines == ("Bundes-", "genosse") and broken.size == 7.5
