"""A card's corner index and top label keep their real ink (accents, tails, doubled letters) clear of the cut."""

from __future__ import annotations

import pytest

from engine.cards import parse_card
from generator import fonts
from generator.cardface import (
    BLEED,
    INDEX_RANK_HEIGHT,
    INDEX_SIZE,
    INDEX_WIDTH,
    RANK_INK,
    SAFE,
    TOP_LABEL_Y,
    corner_index,
    face_sketch,
    top_label,
)
from generator.geometry import MM_PER_PT, Style, Text


def _ink(text: Text) -> tuple[float, float, float, float]:
    """Return a one-line left-aligned text's ink box as (left, top, right, bottom)."""
    left, rise, right, drop = fonts.ink_extent(text.lines[0], text.font, text.size)
    return text.box[0] + left, text.baselines[0] - rise, text.box[0] + right, text.baselines[0] + drop


def test_ink_extent_reaches_an_accent_above_and_a_tail_below_the_capitals():
    plain, ring, tail = (fonts.ink_extent(text, "bold", 20) for text in ("A", "Å", "Q"))
    assert ring[1] > plain[1] + 1.0  # the ring rises a millimetre and more over the A
    assert plain[3] <= 0.01 < tail[3]  # a Q's tail drops under the baseline
    assert fonts.ink_extent("  ", "bold", 20) is None


# The pseudo-locale doubles a rank and accents it; "10" and the Polish "W" are the widest ranks of the shipped ones.
@pytest.mark.parametrize("rank", ["ÅÅ", "ĴĴ", "QQ", "ĶĶ", "10", "W", "A"])
def test_a_rank_s_ink_stays_safe_from_the_cut_and_clear_of_its_pip(rank):
    drawing = corner_index(parse_card("AS"), "#000000", lambda _message: rank)
    (text,) = (item for item in drawing.items if isinstance(item, Text))
    left, top, right, bottom = _ink(text)
    limit_left, limit_top, limit_right, limit_bottom = RANK_INK
    assert left >= limit_left - 1e-6 and top >= limit_top - 1e-6  # SAFE from the cut, outside and above
    assert right <= limit_right + 1e-6 and bottom <= limit_bottom + 1e-6  # in the box, over the pip
    assert bottom - top >= INDEX_RANK_HEIGHT


def test_a_plain_rank_keeps_its_full_size_and_place():
    drawing = corner_index(parse_card("KS"), "#000000", lambda _message: "K")
    (text,) = (item for item in drawing.items if isinstance(item, Text))
    assert text.size == INDEX_SIZE
    advance = fonts.text_width("K", "bold", INDEX_SIZE)
    assert text.box[0] + advance / 2 == pytest.approx(INDEX_WIDTH / 2)  # centred over the pip, as set
    assert text.baselines[0] == pytest.approx(fonts.vertical_metrics("bold")[0] * INDEX_SIZE * MM_PER_PT)


@pytest.mark.parametrize(("label", "moved"), [("Action card", False), ("ÅÅçţţîööñ ççåŕŕď", True)])
def test_a_top_label_s_accents_keep_safe_from_the_cut(label, moved):
    sketch = face_sketch("card", None, Style(stroke="#000000"), None)
    top_label(sketch, label, "#000000")
    text = sketch.items[-1]
    assert _ink(text)[1] >= BLEED + SAFE - 1e-6
    assert (text.box[1] > BLEED + TOP_LABEL_Y) is moved
