"""Reading a photo in several passes: each code counted once, a disagreement left unread, stray marks left out."""

from __future__ import annotations

from PIL import Image

from generator import cardscan
from generator.cardcode import CodedCard
from generator.cardscan import CodeTable, Mark, find_marks, read_marks

TABLE = CodeTable(1, {number: CodedCard(number, f"card{number}", "deck", number) for number in range(10)})


def _scripted(monkeypatch, passes: list[list[Mark]]) -> list[Mark]:
    """Run find_marks on a blank photo whose passes find the marks given, one list a pass, in order."""
    found = iter(passes)
    monkeypatch.setattr(cardscan, "PASSES", {True: ((2.0, "LocalAverage"),) * len(passes)})
    monkeypatch.setattr(cardscan, "_pass", lambda grey, scale, binarizer: next(found))
    return find_marks(Image.new("RGB", (800, 600), "white"))


def _mark(number, x, second=False, size=50.0, tag=1):
    return Mark(number, tag if number is not None else None, second, (x, 100.0), size)


def test_a_code_found_by_every_pass_is_one_code_and_a_later_read_mends_an_unread_one(monkeypatch):
    marks = _scripted(monkeypatch, [[_mark(3, 100), _mark(None, 300)], [_mark(3, 104), _mark(5, 296)]])
    reading = read_marks(marks, TABLE)
    assert reading.names() == ["card3", "card5"] and reading.unread == 0


def test_two_passes_that_read_one_code_as_two_cards_leave_it_unread(monkeypatch):
    marks = _scripted(monkeypatch, [[_mark(3, 100), _mark(7, 300)], [_mark(3, 100), _mark(8, 302)]])
    reading = read_marks(marks, TABLE)
    assert reading.names() == ["card3"] and reading.unread == 1


def test_a_mark_only_a_further_pass_finds_counts_when_read_and_not_when_unread(monkeypatch):
    marks = _scripted(monkeypatch, [[_mark(3, 100)], [_mark(None, 300), _mark(4, 500)]])
    reading = read_marks(marks, TABLE)
    assert reading.names() == ["card3", "card4"] and reading.unread == 0


def test_an_unread_mark_the_size_of_the_codes_counts_and_a_smaller_pattern_does_not():
    marks = [_mark(3, 100), _mark(4, 300), _mark(None, 500, size=55.0), _mark(None, 700, size=25.0)]
    assert read_marks(marks, TABLE).unread == 1
    assert read_marks([_mark(None, 500, size=25.0)], TABLE).unread == 1  # nothing read to compare with: counted
