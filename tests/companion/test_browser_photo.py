""" "Photograph the cards" on a phone, in every game whose pickers have it: a synthetic photo of the kit's own
cards set on the picker's camera input fills the picker as a proposal, nothing is sent until the player confirms,
and the confirmed entry is accepted. The phone opens the table by a name that is not localhost, as at a real
table (plain http: no secure context), and the page's own canvas scales the photo down before it is sent.

Needs Chromium, like tests/companion/test_browser.py (whose phone settings and skip rule this module shares).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from engine.i18n import translations
from engine.plugins import installed_game
from generator.cardcode import with_codes
from tests.companion.lan import LAN_NAME as HOST
from tests.companion.lan import lan_browser, lan_server  # noqa: F401  (fixtures)
from tests.companion.test_browser import CHROMIUM, CHROMIUM_ARGS, PHONE, pytestmark  # noqa: F401  (the skip rule)

sys.path.append(str(Path(__file__).resolve().parents[2] / "bench"))
from scanphotos import card_image, lay_out, photograph


def _table(server, game: str) -> dict[str, str]:
    status, body = server.call("POST", "/api/tables", {"game": game})
    assert status == 201, body
    return {role: url.rsplit("/", 1)[1] for role, url in body["links"].items()}


def _act(server, token: str, action: dict) -> None:
    _, seen = server.call("GET", f"/api/t/{token}/version")
    status, body = server.call("POST", f"/api/t/{token}/actions", {"version": seen["version"], "action": action})
    assert status == 200, body


def _faces(game: str) -> dict[str, object]:
    kit = with_codes(installed_game(game).kit_maker()(None, translations("en"), False))
    return {card.name: card.face for card in kit.deck.cards}


def _photo(tmp_path, game: str, names: list[str]) -> Path:
    faces = _faces(game)
    rng = random.Random(game)
    picture = lay_out([card_image(faces[name], 10.0) for name in names], "spread", rng, 10.0)
    path = tmp_path / f"{game}.jpg"
    path.write_bytes(photograph(picture, rng, 8.0, quality=85))
    return path


def _seat_page(browser, server, token: str):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(20000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"http://{HOST}:{server.port}/t/{token}")
    page.wait_for_selector("body[data-version]", timeout=30000)
    assert page.evaluate("window.isSecureContext") is False  # what a phone on plain http meets
    return page, errors


# game, the seat that enters, the picker's key, the API moves before it, how its Confirm is found
CASES = {
    "avcw": ("parliament", "cards", [], "[data-submit]"),
    "civil_suits": ("north", "cards", [], "[data-submit]"),
    "trumps_of_kings": ("prussia", "cards", [("prussia", {"do": "cut", "first": "prussia"})], "[data-do='enter-draw']"),
    "17-21": ("north", "entry", [("north", {"do": "reveal_terrain"})], "[data-submit]"),
}


@pytest.mark.parametrize("game", list(CASES))
def test_a_photo_of_a_hand_fills_the_picker_and_its_entry_is_accepted(lan_server, lan_browser, tmp_path, game):  # noqa: F811
    seat, key, moves, submit = CASES[game]
    tokens = _table(lan_server, game)
    for role, action in moves:
        _act(lan_server, tokens[role], action)
    page, errors = _seat_page(lan_browser, lan_server, tokens[seat])
    version = int(page.get_attribute("body", "data-version"))
    offered = page.query_selector_all("#controls button[data-card]")
    count = int(page.evaluate("document.querySelectorAll('#controls button[data-card]').length"))
    assert count
    # The cards a player was dealt: the first ones the picker offers, by the names printed on them.
    wanted = {button.get_attribute("data-card"): button.inner_text().strip() for button in offered}
    size = {"avcw": 8, "civil_suits": 13, "trumps_of_kings": 6, "17-21": 20}[game]
    dealt = list(wanted)[:size]
    names = dealt if game != "17-21" else [wanted[card] for card in dealt]
    page.set_input_files(f"[data-photo-input='{key}']", str(_photo(tmp_path, game, names)))
    page.wait_for_function(
        "n => document.querySelectorAll('#controls button[data-card].chosen').length === n", arg=size
    )
    chosen = {
        button.get_attribute("data-card") for button in page.query_selector_all("#controls button[data-card].chosen")
    }
    assert chosen == set(dealt)
    assert "Check them against the cards, then confirm." in page.inner_text(f"[data-photo-note='{key}']")
    assert int(page.get_attribute("body", "data-version")) == version  # a proposal: nothing was sent
    page.click(f"#controls {submit}")
    page.wait_for_selector(f"body[data-version='{version + 1}']")
    assert not errors


def test_a_photo_of_loyalty_cards_fills_walsinghams_kind_picker(lan_server, lan_browser, tmp_path):  # noqa: F811
    tokens = _table(lan_server, "walsingham")
    seat = next(role for role in tokens if role not in ("board", "host"))
    _act(lan_server, tokens[seat], {"do": "deal_loyalty", "unseen": True})
    page, errors = _seat_page(lan_browser, lan_server, tokens[seat])
    version = int(page.get_attribute("body", "data-version"))
    page.set_input_files(
        "[data-photo-input='loyalty']", str(_photo(tmp_path, "walsingham", ["loyal-blue-1", "loyal-yellow-3"]))
    )
    page.wait_for_function(
        "() => document.querySelectorAll('#controls button[data-entry-loyalty].chosen').length === 2"
    )
    chosen = {b.get_attribute("data-entry-loyalty") for b in page.query_selector_all("#controls button.chosen")}
    assert chosen == {"blue", "yellow"}
    assert int(page.get_attribute("body", "data-version")) == version  # a proposal: nothing was sent
    page.click("#controls [data-submit]")
    page.wait_for_selector(f"body[data-version='{version + 1}']")
    assert not errors
