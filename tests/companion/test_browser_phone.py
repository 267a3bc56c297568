"""The phone pages every game shares, in headless Chromium on a real server: tap targets a finger can hit at
320 px, the card picker (labelled, says what is chosen, sends only on Confirm), log numbers shown whole, the
host's two taps before a link is replaced, the screen kept on, and the page coming back by itself after the
network drops.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import pytest

from tests.companion.helpers import PREPARATION
from tests.companion.taps import log_number_faults, tap_target_faults
from tests.companion.test_browser import LIVE_UPDATE_MS, Phone, browser, pytestmark, server  # noqa: F401

WAKE_LOCK = ("screen-wake-lock",)


def new_table(process, game: str = "avcw", locale: str = "", script=()) -> dict[str, str]:
    """Create a table through the API, play a script of (role, action) on it; return its links."""
    status, created = process.call("POST", "/api/tables", {"game": game, "locale": locale})
    assert status == 201, created
    links = created["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    for role, action in script:
        version = process.call("GET", f"/api/t/{tokens['board']}/version")[1]["version"]
        answer = process.call("POST", f"/api/t/{tokens[role]}/actions", {"version": version, "action": action})
        assert answer[0] == 200, answer
    return links


@pytest.mark.parametrize("locale", ["en", "pl", "de"])
def test_the_home_and_host_pages_offer_targets_a_finger_can_hit_at_320_px(server, browser, locale):  # noqa: F811
    phone = Phone(browser, server, [], width=320)
    phone.page.goto(f"{server.url}/?lang={locale}")
    assert tap_target_faults(phone.page) == []
    phone.page.click("button[type=submit]")
    phone.page.wait_for_selector(".seat-link[data-role=board] .qr svg")
    phone.page.wait_for_load_state("load")  # laid out with its style sheet and fonts, not while they still come
    assert tap_target_faults(phone.page) == []
    phone.page.click("[data-replace-open=parliament]")
    assert tap_target_faults(phone.page) == []
    assert phone.errors == []


def test_the_picker_is_labelled_says_the_card_in_words_and_sends_only_on_confirm(server, browser):  # noqa: F811
    links = new_table(server, script=[("parliament", {"do": "deal", "unseen": True})])
    phone = Phone(browser, server, [], width=320)
    phone.open(links["royalists"])
    version = phone.version()
    picker = phone.page.locator("#controls fieldset.picker-box")
    assert picker.locator("legend").inner_text() == "The event card drawn"
    assert phone.text("#controls .picked") == "Nothing chosen yet."
    phone.cards("JC")
    assert phone.text("#controls .picked") == "Chosen: Jack of Clubs. Check it against the card, then confirm."
    phone.cards("QC")  # another tap changes the choice: one card is drawn
    assert phone.page.get_attribute("#controls .picked", "data-picked") == "QC"
    phone.page.wait_for_timeout(1500)  # polls go by: a tapped card was not sent
    assert phone.version() == version
    phone.confirm()
    phone.wait_version(version + 1)
    assert phone.errors == []


def test_a_thirteen_rank_picker_and_its_jokers_fit_a_320_px_screen_in_every_language(server, browser):  # noqa: F811
    # Civil Suits' pile entry offers all 54 cards: 13 ranks in four suits and the two Minions.
    seats = ("north", "east", "south", "west")
    script = [("north", {"do": "deal", "unseen": True})]
    suits = zip(seats, "HSDC", strict=True)
    script += [(seat, {"do": "choose_suit", "seat": seat, "suit": suit}) for seat, suit in suits]
    script += [(seat, {"do": "pass", "seat": seat}) for seat in seats]
    script += [("north", {"do": "end_tricks", "seat": "north"})]
    for locale in ("en", "pl", "de"):
        links = new_table(server, "civil_suits", locale, script)
        for width in (320, 360):
            phone = Phone(browser, server, [], width=width)
            phone.open(links["east"])
            assert phone.page.get_attribute("body", "data-step") == "tally"
            assert len(phone.page.query_selector_all("#controls .picker button[data-card]")) == 54
            assert tap_target_faults(phone.page) == [], (locale, width)
            phone.cards("JK1", "JK2", "AH")
            assert phone.page.get_attribute("#controls .picked", "data-picked") == "JK1 JK2 AH"
            assert "★1 ★2" in phone.text("#controls .picked")
            assert tap_target_faults(phone.page) == [], (locale, width)
            assert phone.errors == []
            phone.context.close()


def test_log_lines_past_nine_show_their_whole_number_at_320_px(server, browser):  # noqa: F811
    links = new_table(server, script=PREPARATION)
    phone = Phone(browser, server, [], width=320)
    phone.open(links["parliament"])
    lines = phone.page.query_selector_all("#log li")
    assert len(lines) >= 10
    assert lines[0].query_selector(".n").inner_text() == str(len(lines))  # newest first, numbered from the oldest
    assert log_number_faults(phone.page) == []
    assert tap_target_faults(phone.page) == []


def test_a_seat_keeps_the_screen_on_and_a_refusal_is_silent(server, browser):  # noqa: F811
    links = new_table(server)
    phone = Phone(browser, server, [], width=320, permissions=WAKE_LOCK)
    phone.open(links["parliament"])
    phone.page.wait_for_selector("body[data-awake='yes']")
    assert phone.page.evaluate("document.visibilityState") == "visible"
    board = Phone(browser, server, [], width=320, permissions=WAKE_LOCK)
    board.open(links["board"])  # the onlookers' board is no seat: it asks nothing
    assert board.page.get_attribute("body", "data-awake") is None

    refused = Phone(browser, server, [], width=320)
    devtools = refused.context.new_cdp_session(refused.page)
    permission = {"permission": {"name": "screen-wake-lock"}, "origin": server.url}
    devtools.send("Browser.setPermission", {**permission, "setting": "denied"})
    refused.open(links["royalists"])
    refused.page.wait_for_selector("body[data-awake='no']")
    assert refused.errors == []  # nothing said
    # Shown again (the page is visible), it asks again, and now it may.
    refused.context.grant_permissions(list(WAKE_LOCK))
    refused.page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    refused.page.wait_for_selector("body[data-awake='yes']")
    assert phone.errors == [] and refused.errors == [] and board.errors == []


def test_the_page_comes_back_by_itself_when_the_network_does(server, browser):  # noqa: F811
    links = new_table(server)
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    phone = Phone(browser, server, [], width=320)
    failed: list[str] = []
    phone.page.on("requestfailed", lambda request: failed.append(request.url))
    phone.open(links["royalists"])
    version = phone.version()
    phone.context.set_offline(True)  # the Wi-Fi drops
    phone.page.wait_for_selector("body[data-conn='offline']", timeout=5000)
    assert "offline" in phone.text("#conn")
    # Two polls fail, a second apart then two: the next one waits four seconds, not one...
    for _ in range(60):
        if sum("/version" in url for url in failed) >= 2:
            break
        phone.page.wait_for_timeout(100)
    phone.page.wait_for_timeout(1500)
    assert sum("/version" in url for url in failed) == 2
    status, _ = server.call(
        "POST", f"/api/t/{tokens['parliament']}/actions", {"version": version, "action": {"do": "deal", "unseen": True}}
    )
    assert status == 200
    # ...but the phone asks at once when the network is back, and shows the change made meanwhile.
    phone.context.set_offline(False)
    phone.wait_version(version + 1, timeout=LIVE_UPDATE_MS)
    assert phone.page.get_attribute("body", "data-conn") == "live" and "live" in phone.text("#conn")
    assert phone.errors == [] or all("ERR_INTERNET_DISCONNECTED" in error for error in phone.errors)


SEAT_NAME_SHOWN = """() => {
  const holder = document.getElementById("board");
  const frame = holder.getBoundingClientRect();
  const name = document.body.dataset.seatName;
  const texts = [...holder.querySelectorAll("text")];
  const named = texts.find((text) => text.textContent.trim() === name) ||
    texts.find((text) => text.textContent.includes(name));
  const box = named.getBoundingClientRect();
  return box.left >= frame.left && box.right <= frame.right;
}"""


@pytest.mark.parametrize(("game", "seat"), [("civil_suits", "west"), ("avcw", "royalists")])
def test_a_seats_board_opens_legible_at_its_own_area_and_one_tap_shows_all_of_it(server, browser, game, seat):  # noqa: F811
    links = new_table(server, game)
    phone = Phone(browser, server, [], width=320)
    phone.open(links[seat])
    phone.page.wait_for_selector("#board svg #pieces")
    drawing = phone.page.locator("#board svg").first
    shown_mm = phone.page.evaluate("document.querySelector('#board svg').viewBox.baseVal.width")
    # A window of the drawing at about 4 px a millimetre: its edges placed between words make it 0.35 to 1.6
    # times as wide as the screen shows at 4 px (companion/static/boardwindow.js).
    assert 4 / 1.6 - 0.01 <= drawing.bounding_box()["width"] / shown_mm <= 4 / 0.35 + 0.01
    assert phone.page.get_attribute("#board-zoom", "aria-pressed") == "true"
    assert phone.page.evaluate(SEAT_NAME_SHOWN)  # scrolled to where the drawing names this seat
    phone.page.click("#board-zoom")
    assert drawing.bounding_box()["width"] <= 320
    onlooker = Phone(browser, server, [], width=320)
    onlooker.open(links["board"])
    onlooker.page.wait_for_selector("#board svg #pieces")
    assert onlooker.page.locator("#board svg").first.bounding_box()["width"] <= 320  # a board page shows it whole
    assert phone.errors == [] and onlooker.errors == []


def test_the_sample_games_seat_pages_offer_targets_a_finger_can_hit_at_320_px(server, browser, sample_game):  # noqa: F811
    links = new_table(server, sample_game)
    phones = {seat: Phone(browser, server, [], width=320) for seat in ("first", "second")}
    for seat, phone in phones.items():
        phone.open(links[seat])
        assert tap_target_faults(phone.page) == [], seat
    phones["first"].click("[data-do='deal-app']")
    for phone in phones.values():
        phone.wait_version(1, timeout=5000)
        assert tap_target_faults(phone.page) == []
        assert phone.errors == []
