"""A drawing shown smaller than life drops the texts that would print too small to read, and keeps the rest."""

from __future__ import annotations

from generator.geometry import Drawing, Place, Rect, Style, Text, without_small_texts

LINE = Style(stroke="#000000")


def _text(words: str, size: float) -> Text:
    return Text(words, (0, 0, 30, 5), (words,), (4,), "regular", size, "#000000")


def test_texts_under_the_size_at_the_scale_shown_are_dropped_in_placed_drawings_too():
    marker = Drawing("marker", 20, 20, (Rect(0, 0, 20, 20, LINE), _text("Rupert", 9)))
    figure = Drawing("figure", 100, 50, (_text("Table", 16), Place(marker, 5, 5), Place(marker, 40, 5, scale=2)))
    shown = without_small_texts(figure, 0.5, 6.0)
    assert [item.source for item in shown.items if isinstance(item, Text)] == ["Table"]  # 8 pt: kept
    small, large = (item.drawing for item in shown.items if isinstance(item, Place))
    assert [type(item) for item in small.items] == [Rect]  # 4.5 pt: dropped, the frame kept
    assert [type(item) for item in large.items] == [Rect, Text]  # 9 pt at twice the scale: kept
    again = without_small_texts(Drawing("twice", 60, 30, (Place(marker, 0, 0), Place(marker, 25, 0))), 0.5, 6.0)
    first, second = (item.drawing for item in again.items)
    assert first is second  # one drawing still, drawn once as one PDF form
