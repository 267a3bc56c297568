"""Secrets on real phones (headless Chromium, 360 px): four suits confirmed at once are all accepted, a
draft survives the other phones' choices, one tap covers every secret, and an undo that showed the table
something is asked of, and agreed on, every other phone.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import re

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

SEATS = ("north", "east", "south", "west")
SUITS = {"north": "H", "east": "S", "south": "D", "west": "C"}


def _table(process, chromium, statuses: list):
    status, created = process.call("POST", "/api/tables", {"game": "civil_suits"})
    assert status == 201
    tokens = {role: url.rsplit("/", 1)[1] for role, url in created["links"].items()}
    phones = {}
    for seat in SEATS:
        phone = Phone(chromium, process, [])
        phone.page.on("response", lambda response: statuses.append((response.url, response.status)))
        phone.open(created["links"][seat])
        phones[seat] = phone
    return tokens, phones


def _wait_all(phones, version: int) -> None:
    for phone in phones.values():
        phone.wait_version(version, timeout=5000)


def test_four_phones_confirm_their_suits_against_the_same_version_and_all_are_accepted(server, browser):  # noqa: F811
    statuses: list = []
    tokens, phones = _table(server, browser, statuses)
    assert server.call("POST", f"/api/t/{tokens['north']}/actions", {"version": 0, "action": {"do": "deal"}})[0] == 200
    _wait_all(phones, 1)
    sent: list = []
    for seat, phone in phones.items():
        phone.click(f"[data-suit='{SUITS[seat]}']")
        phone.page.on("request", lambda request: _note_action(request, sent))
        # Until every phone has confirmed, each one's poll still hears version 1: so each sends against version 1,
        # however slowly the machine runs, and all but the first arrive after the table moved on.
        phone.page.route(POLL, lambda route: route.fulfill(status=200, content_type="application/json", body=STILL_1))
    for phone in phones.values():
        phone.confirm()
    for phone in phones.values():
        phone.page.unroute(POLL)
    _wait_all(phones, 5)
    assert [body["version"] for body in sent] == [1, 1, 1, 1]
    answered = [status for url, status in statuses if url.split("?")[0].endswith("/actions")]
    assert answered == [200, 200, 200, 200], "each choice accepted at its first sending"
    for seat, phone in phones.items():
        assert phone.page.get_attribute("body", "data-step") == "pass"
        assert "♥♠♦♣"["HSDC".index(SUITS[seat])] in phone.text("#status")
        assert not phone.errors


POLL = re.compile(r"/version(\?|$)")
STILL_1 = '{"version":1}'


def _note_action(request, sent: list) -> None:
    if request.method == "POST" and request.url.split("?")[0].endswith("/actions"):
        sent.append(request.post_data_json)


def test_a_draft_stays_on_a_phone_while_the_other_phones_choose(server, browser):  # noqa: F811
    tokens, phones = _table(server, browser, [])
    server.call("POST", f"/api/t/{tokens['north']}/actions", {"version": 0, "action": {"do": "deal"}})
    for version, seat in enumerate(SEATS, start=1):
        action = {"do": "choose_suit", "seat": seat, "suit": SUITS[seat]}
        assert server.call("POST", f"/api/t/{tokens[seat]}/actions", {"version": version, "action": action})[0] == 200
    _wait_all(phones, 5)
    passers = [seat for seat in SEATS if phones[seat].page.is_visible("#controls .picker")]
    first, second = passers[0], passers[1]
    tapped = [b.get_attribute("data-card") for b in phones[first].page.query_selector_all("#controls .picker button")][
        :2
    ]
    phones[first].cards(*tapped)
    mine = server.call("GET", f"/api/t/{tokens[second]}/state")[1]
    count = mine["controls"]["my_pass"]["count"]
    phones[second].cards(*mine["view"]["seats"][second]["hand"][:count])
    phones[second].confirm()
    phones[first].wait_version(6, timeout=5000)
    for code in tapped:
        assert phones[first].page.get_attribute(f"#controls button[data-card='{code}']", "aria-pressed") == "true"


def test_one_tap_hides_every_secret_and_showing_takes_a_deliberate_second_tap(server, browser, tmp_path):  # noqa: F811
    tokens, phones = _table(server, browser, [])
    server.call("POST", f"/api/t/{tokens['north']}/actions", {"version": 0, "action": {"do": "deal"}})
    north = phones["north"]
    north.wait_version(1, timeout=5000)
    assert north.page.is_visible("#hand .card") and north.page.is_visible("#controls [data-suit]")
    north.page.click("#hide")
    for secret in ("#hand-panel", "#controls", "#status"):
        assert not north.page.is_visible(secret), secret
    assert north.page.is_visible("#cover") and north.page.is_visible("#board-panel")
    north.page.screenshot(path=str(tmp_path / "covered.png"), full_page=True)
    # A stray tap (or two quick ones on the same spot) shows nothing.
    north.page.click("#show")
    north.page.click("#show", force=True)
    assert not north.page.is_visible("#hand-panel")
    # Covered it stays when the table changes and when the page is reloaded.
    server.call(
        "POST",
        f"/api/t/{tokens['east']}/actions",
        {"version": 1, "action": {"do": "choose_suit", "seat": "east", "suit": "S"}},
    )
    north.wait_version(2, timeout=5000)
    north.page.reload()
    north.page.wait_for_selector("body[data-version]")
    assert not north.page.is_visible("#hand-panel")
    north.page.click("#show")
    north.page.wait_for_timeout(500)
    north.page.click("#show-confirm")
    assert north.page.is_visible("#hand .card") and north.page.is_visible("#controls [data-suit]")
    north.page.screenshot(path=str(tmp_path / "shown.png"), full_page=True)
    assert not north.errors


def test_an_undo_of_the_deal_is_asked_on_every_phone_and_done_when_all_agree(server, browser, tmp_path):  # noqa: F811
    _, phones = _table(server, browser, [])
    phones["north"].click("[data-do='deal-app']")
    _wait_all(phones, 1)
    phones["north"].page.once("dialog", lambda dialog: dialog.accept())
    phones["north"].page.click("#undo")
    _wait_all(phones, 2)
    assert "North asks to take back" in phones["west"].text("#undo-request")
    assert not phones["north"].page.is_visible("#undo-accept")
    phones["east"].page.screenshot(path=str(tmp_path / "asked.png"), full_page=True)
    for number, seat in enumerate(("east", "south", "west")):
        phones[seat].page.click("#undo-accept")
        _wait_all(phones, 3 + number)
    for phone in phones.values():
        assert phone.page.get_attribute("body", "data-step") == "deal"
        assert "North undid the last action" in phone.text("#undo-note")
        assert "East agreed to the undo." in phone.text("#log")
        assert not phone.errors
