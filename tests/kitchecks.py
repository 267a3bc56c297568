"""Checks every game's built kit must pass, read back from its PDFs: card geometry, duplex backs, fonts, texts."""

from __future__ import annotations

import hashlib

import pdfplumber
import pypdfium2
import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader

from generator import fontfiles
from generator.cardsheet import CROP_MARK, mirror_box
from generator.cardsize import METRIC, CardSize
from generator.geometry import Place, Text
from generator.preflight.placements import MM, page_size_mm, placements


def trim(placement, size: CardSize = METRIC):
    """Return the trim box of a placed card face: the card size's trim, centred on the drawing as it lies."""
    x, y, w, h = placement.box
    across, down = (size.trim_width, size.trim_height) if h >= w else (size.trim_height, size.trim_width)
    return (x + (w - across) / 2, y + (h - down) / 2, across, down)


def assert_poker_cards_with_crop_marks_outside(path, size: CardSize = METRIC) -> list[str]:
    """Check each front page of a deck PDF (trims of the card size, upright or turned, a crop mark at both ends
    of every cut line of the block of cards, beyond its bleed); return card names."""
    reader = PdfReader(path)
    names = []
    with pdfplumber.open(path) as plumber:
        for number in range(0, len(reader.pages), 2):
            cards = [p for p in placements(reader, number) if "-card-" in p.name]
            names += [p.name.split("-card-")[1] for p in cards]
            trims = [trim(card, size) for card in cards]
            bleed = size.sheet_bleed
            marks = [
                line
                for line in plumber.pages[number].lines
                if abs(line["linewidth"] - CROP_MARK.width * MM) < 1e-3
                and tuple(line["stroking_color"] or ()) in ((0,), (0, 0, 0))
            ]
            xs = {round(t[0], 2) for t in trims} | {round(t[0] + t[2], 2) for t in trims}
            ys = {round(t[1], 2) for t in trims} | {round(t[1] + t[3], 2) for t in trims}
            assert len(marks) == 2 * len(xs) + 2 * len(ys)  # 16 on a sheet of eight cards
            for mark in marks:
                x0, x1 = mark["x0"] / MM, mark["x1"] / MM
                top, bottom = mark["top"] / MM, mark["bottom"] / MM
                if abs(x0 - x1) < 1e-6:  # a vertical mark continues a vertical cut line, above or below the block
                    assert round(x0, 2) in xs
                    assert bottom <= min(ys) - bleed or top >= max(ys) + bleed
                else:
                    assert round(top, 2) in ys
                    assert x1 <= min(xs) - bleed or x0 >= max(xs) + bleed
    return names


def fronts_and_backs(path):
    """Return the card placements of each front page and the back page after it, and the page size."""
    reader = PdfReader(path)
    width, height = page_size_mm(reader.pages[0])
    pairs = []
    for number in range(0, len(reader.pages), 2):
        fronts = [p for p in placements(reader, number) if "-card-" in p.name]
        backs = [p for p in placements(reader, number + 1) if p.name.endswith("card-back")]
        pairs.append((fronts, backs))
    return pairs, width, height


def assert_mirrored(path, flip, offset):
    """Check that each back lies where its front lands after the flip, shifted by the offset."""
    pairs, width, height = fronts_and_backs(path)
    for fronts, backs in pairs:
        assert len(fronts) == len(backs)
        for front, back in zip(fronts, backs, strict=True):
            x, y, w, h = mirror_box(trim(front), width, height, flip)
            assert trim(back) == pytest.approx((x + offset[0], y + offset[1], w, h), abs=0.01)
            clip_x, clip_y, clip_w, clip_h = mirror_box(front.clip, width, height, flip)
            assert back.clip == pytest.approx((clip_x + offset[0], clip_y + offset[1], clip_w, clip_h), abs=0.01)


def assert_fonts_embedded_and_subset(out, typeface: str):
    """Check that every PDF of a built kit embeds subsets of the game's typeface (and at most its fallback, the
    sans) only, with the game's own face in each file, and that one subset name always names the same glyphs,
    across all the kit's files (merged files then cannot clash)."""
    own, fallback = _postscript_names(typeface), _postscript_names(fontfiles.FALLBACK)
    programs: dict[str, tuple[str, str]] = {}  # subset name -> (its font program's digest, the first file with it)
    for pdf in sorted(out.glob("*/*.pdf")):
        fonts = {}
        for page in PdfReader(pdf).pages:
            _collect_fonts(page["/Resources"], fonts)
        assert fonts, pdf
        families = {name.lstrip("/")[7:] for name in fonts}
        assert families & own, (pdf, families)  # the game's own face sets the file
        assert families <= own | fallback, (pdf, families - own - fallback)
        for name, descriptor in fonts.items():
            assert descriptor is not None and "/FontFile2" in descriptor, (pdf, name)
            assert name.lstrip("/")[6] == "+", (pdf, name)  # a subset tag
            digest = hashlib.sha256(descriptor["/FontFile2"].get_object().get_data()).hexdigest()
            first = programs.setdefault(name, (digest, pdf.name))
            assert first[0] == digest, f"{name} names other glyphs in {pdf.name} than in {first[1]}"
    assert len({name.split("+")[0] for name in programs}) > 1, "every subset has the same tag"


def _postscript_names(typeface: str) -> set[str]:
    """The names a PDF gives the fonts of a typeface (each file's PostScript name)."""
    files = [path for path in fontfiles.typeface_files(typeface) if path.suffix == ".ttf"]
    return {TTFont(str(path))["name"].getDebugName(6) for path in files}


def _collect_fonts(resources, found):
    resources = resources.get_object() if resources is not None else {}
    for font in resources.get("/Font", {}).values():
        font = font.get_object()
        descendants = font.get("/DescendantFonts")
        target = descendants[0].get_object() if descendants else font
        found[str(target.get("/BaseFont", font.get("/BaseFont")))] = (
            target.get("/FontDescriptor").get_object() if target.get("/FontDescriptor") else None
        )
    for xobject in resources.get("/XObject", {}).values():
        _collect_fonts(xobject.get_object().get("/Resources"), found)


def pdf_words(path) -> str:
    """Return a PDF's text with whitespace collapsed, checking on the way that no page renders blank."""
    document = pypdfium2.PdfDocument(str(path))
    words = ""
    try:
        for index in range(len(document)):
            page = document[index]
            words += page.get_textpage().get_text_range() + "\n"
            image = page.render(scale=0.3).to_pil().convert("L")
            low, high = image.getextrema()
            assert high - low > 100, f"{path.name} page {index + 1} looks blank"
    finally:
        document.close()
    return " ".join(words.split())  # lines wrap anywhere


def assert_pages_are_their_paper(out, large_files=()):
    """Check that every page of every PDF is exactly its paper (large sheets for the named files)."""
    from generator.paper import A3, A4, LETTER, TABLOID

    for paper_id, paper, large in (("a4", A4, A3), ("letter", LETTER, TABLOID)):
        for pdf in sorted((out / paper_id).glob("*.pdf")):
            for page in PdfReader(pdf).pages:
                w, h = sorted(page_size_mm(page))
                expected = large if pdf.name in {name.format(large=large.id) for name in large_files} else paper
                assert (w, h) == pytest.approx(sorted((expected.width, expected.height)), abs=0.01), pdf


def drawing_texts(drawing):
    """Yield every fitted text of a drawing, also inside placed (turned ones included) and grouped ones."""
    for item in drawing.items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Place):
            yield from drawing_texts(item.drawing)
        elif hasattr(item, "items"):
            yield from drawing_texts(item)
