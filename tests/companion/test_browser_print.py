"""In the browser, on a phone: the Print page makes a game's kit in the chosen language and paper, shows how far
it is, then offers its files; a downloaded checklist and fold layout read back as they should. Needs Chromium,
like tests/companion/test_browser.py."""

from __future__ import annotations

import os

import pdfplumber
import pytest

from engine.i18n import Message, render, translations
from tests.companion.server import ServerProcess
from tests.companion.test_browser import Phone, browser, pytestmark  # noqa: F401

SHOTS = os.environ.get("PNPKIT_SHOTS")  # a folder to keep screenshots of the page in, when set
BUILD_MS = 60_000  # a whole kit on a busy machine; the page polls its progress meanwhile


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """Run the real server, its kits in a folder of this module's own."""
    root = tmp_path_factory.mktemp("browser-print")
    process = ServerProcess(root / "tables.sqlite3", options=("--kits", str(root / "kits"))).start()
    yield process
    process.stop()


def _shot(phone: Phone, name: str) -> None:
    if SHOTS:
        phone.page.screenshot(path=os.path.join(SHOTS, name), full_page=True)


def test_a_phone_makes_a_kit_in_polish_on_letter_and_downloads_its_checklist_and_fold_layout(server, browser, tmp_path):  # noqa: F811
    phone = Phone(browser, server, [])
    phone.page.goto(server.url + "/")
    phone.page.click("a[href='/print']")
    phone.page.select_option("#kit_locale", "pl")
    phone.page.select_option("#paper", "letter")
    phone.page.click(".kit-choice button[type=submit]")
    _shot(phone, "print-360-choice.png")
    kit = "#kit-avcw"
    phone.page.click(f"{kit} button[type=submit]")
    phone.page.wait_for_selector(f"{kit}[data-state=queued], {kit}[data-state=building], {kit} .kit-files")
    _shot(phone, "print-360-building.png")
    phone.page.wait_for_selector(f"{kit} .kit-files a[download]", timeout=BUILD_MS)
    _shot(phone, "print-360-ready.png")
    links = phone.page.eval_on_selector_all(f"{kit} .kit-files a[download]", "links => links.map(a => a.textContent)")
    assert links[0] == "checklist.pdf" and "deck-fold.pdf" in links
    with phone.page.expect_download() as download:
        phone.page.click(f"{kit} a[href$='/checklist.pdf']")
    path = tmp_path / "checklist.pdf"
    download.value.save_as(path)
    with pdfplumber.open(path) as pdf:
        words = " ".join(pdf.pages[0].extract_text().split())
        assert pdf.pages[0].width / 72 * 25.4 == pytest.approx(215.9, abs=0.1)  # Letter
    assert "letter/deck-fold.pdf" in words
    assert render(Message("How to print"), translations("pl")) in words  # the kit's language, not the page's
    with phone.page.expect_download() as download:
        phone.page.click(f"{kit} a[href$='/deck-fold.pdf']")
    download.value.save_as(tmp_path / "deck-fold.pdf")
    with pdfplumber.open(tmp_path / "deck-fold.pdf") as pdf:
        assert len(pdf.pages) == 14  # 54 cards, four to a sheet
    assert phone.errors == []
    assert phone.page.evaluate("document.documentElement.scrollWidth") <= 360
