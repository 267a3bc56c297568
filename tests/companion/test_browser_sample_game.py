"""Two phones in headless Chromium play the sample game (tests/sample_game) on a real ``pnpkit serve``: the
server finds the game through its entry point, and the phones run its own page script and texts.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

SEATS = ("first", "second")


def test_two_phones_play_the_sample_game(server, browser, sample_game):  # noqa: F811  (the fixtures above)
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.select_option("#game", sample_game)
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=second] .qr svg")
    links = {seat: host.page.get_attribute(f".seat-link[data-role={seat}] a.button", "href") for seat in SEATS}
    phones = {seat: Phone(browser, server, requests) for seat in SEATS}
    for seat, phone in phones.items():
        phone.open(links[seat])
        assert "The higher card takes the trick." in phone.text("#status")  # the game's own texts
    version = phones["first"].version()

    def move(seat, *gestures):
        nonlocal version
        for gesture in gestures:
            gesture(phones[seat])
        version += 1
        for phone in phones.values():
            phone.wait_version(version, timeout=5000)

    move("second", lambda phone: phone.click("[data-do='deal-app']"))
    for phone in phones.values():
        assert len(phone.page.query_selector_all("#hand .card")) == 3
    while phones["first"].page.get_attribute("body", "data-step") == "play":
        seat = next(s for s, phone in phones.items() if "acting" in phone.page.get_attribute("body", "class"))
        card = phones[seat].page.get_attribute("#controls .picker button[data-card]", "data-card")
        move(seat, lambda phone, c=card: phone.cards(c), lambda phone: phone.confirm())
    assert "took more tricks" in phones["second"].text("#instruction")
    assert phones["first"].text("#log").count("takes the trick") == 3
    assert any(url.endswith("/games/high-card/high_card.js") for url in requests)
    assert all(url.startswith(server.url) for url in requests)  # nothing from the internet
    for phone in (host, *phones.values()):
        assert phone.errors == []
