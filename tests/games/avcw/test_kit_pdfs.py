"""Geometry, fonts and text read back from the built English kit."""

from pathlib import Path

import pdfplumber
import pypdfium2
import pytest
from pypdf import PdfReader

from engine.i18n import translations
from generator.build import BuildOptions, build
from generator.cardsheet import CROP_MARK, mirror_box
from generator.paper import A3, A4, LETTER, TABLOID, papers_for
from tests.pdfread import MM, page_size_mm, placements

PAPERS = {"a4": A4, "letter": LETTER}
BLEED = 3.0


def _trim(placement):
    x, y, w, h = placement.box
    return (x + BLEED, y + BLEED, w - 2 * BLEED, h - 2 * BLEED)


def test_every_page_is_exactly_its_paper(built_kit):
    out, _ = built_kit
    for paper_id, paper in PAPERS.items():
        large = {"a4": A3, "letter": TABLOID}[paper_id]
        for pdf in sorted((out / paper_id).glob("*.pdf")):
            for page in PdfReader(pdf).pages:
                w, h = sorted(page_size_mm(page))
                expected = large if pdf.name.startswith("board-") and "tiled" not in pdf.name else paper
                assert (w, h) == pytest.approx((expected.width, expected.height), abs=0.01), pdf


@pytest.mark.parametrize("paper_id", ["a4", "letter"])
def test_card_trims_are_poker_size_and_crop_marks_lie_outside_them(built_kit, paper_id):
    out, _ = built_kit
    path = out / paper_id / "deck.pdf"
    reader = PdfReader(path)
    names = []
    with pdfplumber.open(path) as plumber:
        for number in range(0, len(reader.pages), 2):
            cards = [p for p in placements(reader, number) if "-card-" in p.name and "back" not in p.name]
            names += [p.name.split("-card-")[1] for p in cards]
            trims = [_trim(card) for card in cards]
            for trim in trims:
                assert trim[2] == pytest.approx(63, abs=0.1) and trim[3] == pytest.approx(88, abs=0.1)
            marks = [
                line
                for line in plumber.pages[number].lines
                if abs(line["linewidth"] - CROP_MARK.width * MM) < 1e-3
                and tuple(line["stroking_color"] or ()) in ((0,), (0, 0, 0))
            ]
            assert len(marks) == 16
            xs = {round(t[0], 2) for t in trims} | {round(t[0] + t[2], 2) for t in trims}
            ys = {round(t[1], 2) for t in trims} | {round(t[1] + t[3], 2) for t in trims}
            for mark in marks:
                x0, x1 = mark["x0"] / MM, mark["x1"] / MM
                top, bottom = mark["top"] / MM, mark["bottom"] / MM
                vertical = abs(x0 - x1) < 1e-6
                if vertical:  # a vertical mark continues a vertical cut line, above or below the block
                    assert round(x0, 2) in xs
                    assert bottom <= min(ys) - 0.9 or top >= max(ys) + 0.9
                else:
                    assert round(top, 2) in ys
                    assert x1 <= min(xs) - 0.9 or x0 >= max(xs) + 0.9
    assert len(names) == 54 and len(set(names)) == 54


def _fronts_and_backs(path):
    reader = PdfReader(path)
    width, height = page_size_mm(reader.pages[0])
    pairs = []
    for number in range(0, len(reader.pages), 2):
        fronts = [p for p in placements(reader, number) if "-card-" in p.name]
        backs = [p for p in placements(reader, number + 1) if p.name.endswith("card-back")]
        pairs.append((fronts, backs))
    return pairs, width, height


def _assert_mirrored(path, flip, offset):
    pairs, width, height = _fronts_and_backs(path)
    for fronts, backs in pairs:
        assert len(fronts) == len(backs)
        for front, back in zip(fronts, backs, strict=True):
            x, y, w, h = mirror_box(_trim(front), width, height, flip)
            assert _trim(back) == pytest.approx((x + offset[0], y + offset[1], w, h), abs=0.01)
            clip_x, clip_y, clip_w, clip_h = mirror_box(front.clip, width, height, flip)
            assert back.clip == pytest.approx((clip_x + offset[0], clip_y + offset[1], clip_w, clip_h), abs=0.01)


def test_backs_mirror_fronts_for_a_long_edge_flip(built_kit):
    out, _ = built_kit
    _assert_mirrored(out / "a4" / "deck.pdf", "long", (0, 0))
    _assert_mirrored(out / "letter" / "deck.pdf", "long", (0, 0))


def test_backs_mirror_fronts_for_a_short_edge_flip_with_an_offset(tmp_path, kit):
    out = tmp_path / "kit"
    options = BuildOptions(papers=tuple(papers_for("letter")), out=out, flip="short", offset=(1.5, -0.75))
    build(kit, options, translations("en"), progress=False)
    _assert_mirrored(out / "letter" / "deck.pdf", "short", (1.5, -0.75))


def test_fonts_are_embedded_and_subset_in_every_pdf(built_kit):
    out, _ = built_kit
    for pdf in sorted(out.glob("*/*.pdf")):
        fonts = {}
        for page in PdfReader(pdf).pages:
            _collect_fonts(page["/Resources"], fonts)
        assert fonts, pdf
        for name, descriptor in fonts.items():
            assert descriptor is not None and "/FontFile2" in descriptor, (pdf, name)
            assert name.lstrip("/")[6] == "+" and "SourceSansPro" in name, (pdf, name)  # a subset tag, our font


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


def test_pages_render_to_something_and_carry_the_key_texts(built_kit):
    out, _ = built_kit
    expected = {
        "board-tiled.pdf": ["Edinburgh", "Turnham Green", "New Model Army", "Action deck", "London"],
        "board-a3.pdf": ["Foreign Support", "Kilkenny", "Oliver Cromwell"],
        "deck.pdf": ["Solemn League and Covenant", "Casualty value 2", "Action card", "Not used in this game"],
        "markers.pdf": ["Prince Rupert", "Scots Covenanters", "Trump", "Round"],
        "aids.pdf": ["How to win", "Parliament", "Royalists", "Sir Thomas Fairfax (rating 4)"],
        "checklist.pdf": ["deck.pdf", "double-sided, flip on long edge", "54"],
        "calibration.pdf": ["--back-offset-mm", "Back of the calibration sheet"],
    }
    for name, texts in expected.items():
        document = pypdfium2.PdfDocument(str(out / "a4" / name))
        words = ""
        for index in range(len(document)):
            page = document[index]
            words += page.get_textpage().get_text_range() + "\n"
            image = page.render(scale=0.3).to_pil().convert("L")
            low, high = image.getextrema()
            assert high - low > 100, f"{name} page {index + 1} looks blank"
        words = " ".join(words.split())  # lines wrap anywhere
        for text in texts:
            assert text in words, f"{text!r} not in {name}"
        document.close()


def test_each_pdf_size_stays_within_two_megabytes_per_paper(built_kit):
    _, report = built_kit
    for paper_id in PAPERS:
        assert 0 < report.size_of(paper_id) <= 2_000_000


def test_svgs_are_written_for_every_component_with_space_ids(built_kit, kit):
    import xml.etree.ElementTree as ET

    out, _ = built_kit
    files = sorted((out / "svg").rglob("*.svg"))
    assert len(files) == len(kit.components())
    board = ET.parse(out / "svg" / "board.svg").getroot()
    ids = {element.get("id") for element in board.iter() if element.get("id")}
    assert {"space-north-edinburgh", "support-royalists-0", "trump-H", "round-4"} <= ids
    assert board.get("viewBox") == "0 0 400 258"
    for path in files:
        ET.parse(path)  # every SVG is well-formed XML
    assert (out / "svg" / "fonts" / "LICENSE.txt").exists()


def test_nothing_of_the_build_is_left_beside_the_kit(built_kit):
    out, _ = built_kit
    assert sorted(p.name for p in out.parent.iterdir()) == [out.name]
    assert sorted(p.name for p in out.iterdir()) == ["a4", "letter", "svg"]
    assert Path(out / "a4" / "board-a3.pdf").exists() and Path(out / "letter" / "board-tabloid.pdf").exists()
