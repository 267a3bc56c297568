"""Reading a built rules booklet back: the raw rules data, its reconstructed items, and each page's text."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
import yaml

from generator.booklet import PAGE_HEIGHT, PAGE_WIDTH
from generator.imposition import page_boxes, saddle_stitch
from generator.preflight.placements import MM

GAMES_DIR = Path(__file__).resolve().parents[1] / "games"


def raw_rules(game: str) -> dict:
    """The game's rules.yaml as plain YAML, not the validated model."""
    return yaml.safe_load((GAMES_DIR / game / "rules.yaml").read_text(encoding="utf-8"))


def reconstructed_items(value, path=()):
    """Walk the raw YAML (not the validated model): every mapping that says source: reconstructed."""
    if isinstance(value, dict):
        if value.get("source") == "reconstructed":
            yield path, value
        for key, item in value.items():
            yield from reconstructed_items(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from reconstructed_items(item, (*path, index))


def booklet_pages(pdf: Path, paper, count: int) -> list[str]:
    """Each booklet page's text in reading order, cropped from the imposed sheets."""
    texts = []
    with pdfplumber.open(pdf) as document:
        assert len(document.pages) == 2 * len(saddle_stitch(count))
        for _, (side, (x, y, w, h)) in sorted(page_boxes(count, paper, PAGE_WIDTH, PAGE_HEIGHT).items()):
            page = document.pages[side].crop((x * MM, y * MM, (x + w) * MM, (y + h) * MM))
            texts.append(" ".join((page.extract_text() or "").split()))
    return texts


def assert_imposed_and_listed(out: Path) -> None:
    """The built booklet is on the A4 checklist for a short-edge flip, and on landscape Letter sheets."""
    with pdfplumber.open(out / "a4" / "checklist.pdf") as checklist:
        words = " ".join(checklist.pages[0].extract_text().split())
    assert "a4/booklet.pdf" in words and "flip on short edge" in words
    with pdfplumber.open(out / "letter" / "booklet.pdf") as document:
        for page in document.pages:  # landscape Letter, each half a half-Letter page
            assert (page.width / MM, page.height / MM) == pytest.approx((279.4, 215.9), abs=0.01)


def assert_booklet_holds(pages: list[str], page_count: int, lines) -> None:
    """The read-back pages are the booklet's, open on the cover, hold every expected line and are numbered."""
    assert len(pages) == page_count >= 4
    assert pages[0].startswith("Rules of play")
    whole = " ".join(pages)
    for line in lines:
        assert line in whole, line
    for number, text in enumerate(pages, 1):  # a page printed out of order is caught
        assert f"page {number} of {len(pages)}" in text
