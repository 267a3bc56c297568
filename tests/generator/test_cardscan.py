"""Reading a photo in several passes: each code counted once, a disagreement left unread, stray marks left out."""

from __future__ import annotations

from PIL import Image

from generator import cardscan
from generator.cardcode import CodedCard, payload
from generator.cardscan import CodeTable, Mark, find_marks, read_marks

TABLE = CodeTable(1, {number: CodedCard(number, f"card{number}", "deck", number) for number in range(10)})


def _scripted(monkeypatch, passes: list[list[Mark]]) -> list[Mark]:
    """Run find_marks on a blank photo whose passes find the marks given, one list a pass, in order."""
    found = iter(passes)
    monkeypatch.setattr(cardscan, "PASSES", {True: ((2.0, "LocalAverage", False),) * len(passes)})
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


def _lamp_lit_codes(texts: list[str]) -> Image.Image:
    """A grey photo of codes (3 pixels a module, a little blurred) on paper under a lamp whose light falls from
    full on the left to a third on the right, the codes spread across it."""
    import numpy
    import zxingcpp
    from PIL import ImageFilter

    photo = Image.new("L", (900, 300), 225)
    for place, text in enumerate(texts):
        code = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.DataMatrix).to_image(scale=3, add_quiet_zones=True)
        ink = Image.fromarray(numpy.where(numpy.asarray(code) < 128, 70, 225).astype(numpy.uint8))
        photo.paste(ink, (60 + place * 300, 120))
    light = numpy.linspace(1.0, 0.33, photo.width, dtype=numpy.float32)[None, :]
    lit = numpy.asarray(photo.filter(ImageFilter.GaussianBlur(0.8)), dtype=numpy.float32) * light
    return Image.fromarray(lit.clip(0, 255).astype(numpy.uint8))


def test_evening_the_light_brings_every_paper_to_one_level_and_its_ink_under_the_fixed_cut():
    photo = _lamp_lit_codes([])
    evened = cardscan._evened(photo)
    paper = [evened.getpixel((x, 50)) for x in range(0, photo.width, 50)]
    assert photo.getpixel((0, 50)) - photo.getpixel((photo.width - 1, 50)) > 100  # the lamp's fall-off
    assert max(paper) - min(paper) <= 8 and min(paper) > 127 / cardscan.INK_CUT * 0.95


def test_the_evened_pass_reads_codes_in_the_lamps_shadow_where_one_fixed_cut_of_the_photo_cannot():
    texts = [payload(1, number) for number in (3, 4, 5)]
    photo = _lamp_lit_codes(texts)
    evened = {mark.number for mark in cardscan._pass(cardscan._evened(photo), 2.0, "FixedThreshold")}
    unevened = {mark.number for mark in cardscan._pass(photo, 2.0, "FixedThreshold")}
    assert evened == {3, 4, 5}
    assert 5 not in unevened  # in the shadow the paper itself is darker than the cut
    assert {mark.number for mark in find_marks(photo)} == {3, 4, 5}
