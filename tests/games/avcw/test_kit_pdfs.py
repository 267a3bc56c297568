"""Geometry, fonts and text read back from the built English kit."""

from pathlib import Path

import pytest
from pypdf import PdfReader

from engine.i18n import translations
from generator.build import BuildOptions, build
from generator.paper import A3, A4, LETTER, TABLOID, papers_for
from generator.preflight.placements import page_size_mm
from tests.kitchecks import (
    assert_fonts_embedded_and_subset,
    assert_mirrored,
    assert_poker_cards_with_crop_marks_outside,
    pdf_words,
)

PAPERS = {"a4": A4, "letter": LETTER}


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
    names = assert_poker_cards_with_crop_marks_outside(out / paper_id / "deck.pdf")
    assert len(names) == 54 and len(set(names)) == 54


def test_backs_mirror_fronts_for_a_long_edge_flip(built_kit):
    out, _ = built_kit
    assert_mirrored(out / "a4" / "deck.pdf", "long", (0, 0))
    assert_mirrored(out / "letter" / "deck.pdf", "long", (0, 0))


def test_backs_mirror_fronts_for_a_short_edge_flip_with_an_offset(tmp_path, kit):
    out = tmp_path / "kit"
    options = BuildOptions(papers=tuple(papers_for("letter")), out=out, flip="short", offset=(1.5, -0.75))
    build(kit, options, translations("en"), progress=False)
    assert_mirrored(out / "letter" / "deck.pdf", "short", (1.5, -0.75))


def test_fonts_are_embedded_and_subset_in_every_pdf(built_kit):
    out, _ = built_kit
    assert_fonts_embedded_and_subset(out, "garamond")  # the face of its period, from its rules data


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
        words = pdf_words(out / "a4" / name)
        for text in texts:
            assert text in words, f"{text!r} not in {name}"


def test_each_pdf_size_stays_within_two_megabytes_per_paper(built_kit):
    _, report = built_kit
    for paper_id in PAPERS:
        assert 0 < report.size_of(paper_id) <= 2_000_000


def test_svgs_are_written_for_every_component_with_space_ids(built_kit, kit):
    import xml.etree.ElementTree as ET

    out, _ = built_kit
    files = sorted((out / "svg").rglob("*.svg"))
    assert len(files) == len(kit.components()) + 1  # and the tuck box, drawn by the build from the deck
    assert (out / "svg" / "tuckbox.svg").exists()
    board = ET.parse(out / "svg" / "board.svg").getroot()
    ids = {element.get("id") for element in board.iter() if element.get("id")}
    assert {"space-north-edinburgh", "support-royalists-0", "trump-H", "round-4"} <= ids
    assert board.get("viewBox") == "0 0 400 258"
    for path in files:
        ET.parse(path)  # every SVG is well-formed XML
    # The faces the SVGs name, each family in its folder with its licence: the game's own and the fallback.
    assert (out / "svg" / "fonts" / "garamond" / "OFL.txt").exists()
    assert (out / "svg" / "fonts" / "sans" / "LICENSE.txt").exists()
    assert (out / "svg" / "fonts" / "garamond" / "EBGaramond-Regular.ttf").exists()


def test_nothing_of_the_build_is_left_beside_the_kit(built_kit):
    out, _ = built_kit
    assert sorted(p.name for p in out.parent.iterdir()) == [out.name]
    assert sorted(p.name for p in out.iterdir()) == ["a4", "letter", "svg"]
    assert Path(out / "a4" / "board-a3.pdf").exists() and Path(out / "letter" / "board-tabloid.pdf").exists()
