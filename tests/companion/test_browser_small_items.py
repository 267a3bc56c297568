"""Trumps of Kings' table form and phones at 320 and 360 px, on a network name (tests/companion/lan.py): the form's
two lists of check boxes are two groups under their own legends; a draw is entered in one picker, titled with
what it is for, with one "Chosen" line; a commander's name is saved only when it changes. axe-core checks every
page the test passes through.

Needs Chromium, like tests/companion/test_browser.py.
"""

from __future__ import annotations

import pytest

from tests.companion.lan import axe_faults, lan_browser, lan_server, on_lan, open_seats  # noqa: F401  (fixtures)
from tests.companion.taps import PHONE_WIDTHS, faults_at_widths, tap_target_faults
from tests.companion.test_browser import Phone, pytestmark  # noqa: F401  (closed after each test; skip rule)
from tests.companion.test_browser_entry import api_act, scan, wait_all

POLL_SECONDS = 0.25
OTHERS = ("bavaria", "england", "france", "russia", "spain", "sweden", "turkey")
PRUSSIA_DRAWS = ["9C", "2D", "3D", "4H", "5S", "6S"]


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_trumps_of_kings_form_draw_picker_and_commanders_names(lan_server, lan_browser, width):  # noqa: F811
    form = Phone(lan_browser, lan_server, [], width=width)
    form.page.goto(lan_server.lan_url + "/")
    form.page.select_option("#game", "trumps_of_kings")
    groups = form.page.locator("fieldset[data-game=trumps_of_kings]:visible")
    assert [groups.nth(i).locator("legend").inner_text() for i in range(groups.count())] == [
        "Options of the table",
        "Seats the app plays",
    ]
    assert groups.nth(0).locator("input[type=checkbox]").count() == 9
    assert groups.nth(1).locator("input[type=checkbox]").count() == 9
    faults = [f"form: {fault}" for fault in axe_faults(form.page)]

    phones = open_seats(
        lan_server, lan_browser, "trumps_of_kings", ("prussia", "austria"), width, dict.fromkeys(OTHERS, False)
    )
    prussia = phones["prussia"]
    api_act(lan_server, prussia, {"do": "cut", "first": "prussia"})
    wait_all(phones, prussia.version())
    boxes = prussia.page.locator("#controls fieldset.picker-box")
    assert boxes.count() == 1  # one picker for the one draw
    assert boxes.locator("legend").inner_text() == "Or tap the 6 cards you drew from the deck"
    prussia.cards(*PRUSSIA_DRAWS[::-1])
    assert prussia.page.locator("#controls .picked").all_inner_texts() == ["Chosen (6 of 6): 4♥ 5♠ 6♠ 2♦ 3♦ 9♣"]
    faults += scan(phones)
    version = prussia.version()
    prussia.click("[data-do='enter-draw']")
    wait_all(phones, version + 1)

    prussia.click("[data-rename='prussia_1']")
    save = "#controls [data-do='name-commander']"
    assert prussia.page.is_disabled(save)  # the name it has: nothing to save
    prussia.page.fill("#controls [data-name='prussia_1']", "Fritz")
    assert not prussia.page.is_disabled(save)
    faults += scan({"prussia": prussia})
    assert faults == []


@pytest.mark.parametrize("game", ["avcw", "civil_suits", "walsingham", "17-21", "trumps_of_kings"])
def test_the_onlookers_board_fills_a_tablet_and_a_television(lan_server, lan_browser, game):  # noqa: F811
    status, created = lan_server.call("POST", "/api/tables", {"game": game})
    assert status == 201, created
    link = created["links"]["board"]
    link = on_lan(lan_server, link if link.startswith("http") else lan_server.url + link)
    faults = []
    for width, height in ((768, 1024), (1920, 1080)):
        screen = Phone(lan_browser, lan_server, [], width=width)
        screen.page.set_viewport_size({"width": width, "height": height})
        screen.open(link)
        screen.page.wait_for_selector("#board svg")
        drawing = screen.page.locator("#board svg").bounding_box()
        # The drawing takes the screen's width (a tablet) or all of it beside a column of 26rem (a television).
        least = width - 40 if width < 1280 else width - 26 * 16 - 60
        assert drawing["width"] >= least, (game, width, drawing)
        if width >= 1600:
            size = screen.page.evaluate(
                "() => parseFloat(getComputedStyle(document.getElementById('instruction')).fontSize)"
            )
            assert size >= 20  # the panel read from across a room
        faults += [f"{width}: {fault}" for fault in axe_faults(screen.page)]
    assert faults == []


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_the_rules_one_tap_from_a_seats_page(lan_server, lan_browser, width):  # noqa: F811
    phones = open_seats(lan_server, lan_browser, "avcw", ("parliament",), width)
    parliament = phones["parliament"]
    assert faults_at_widths(parliament.page, tap_target_faults, widths=(width,)) == []  # the header's link fits
    parliament.page.click("#rules-link")
    parliament.page.wait_for_selector("#now-heading")
    assert parliament.text("#now-heading") == "At this step: A round: preparation"
    assert "Deal 8 action cards to each side." in parliament.text("#now")  # the booklet's own words
    assert parliament.page.evaluate("document.documentElement.scrollWidth") <= width
    faults = axe_faults(parliament.page)
    parliament.page.click("[data-back]")
    parliament.page.wait_for_selector("body[data-version]")
    assert faults == []
