"""Four phones in headless Chromium play a round of Civil Suits against the real server, as four players would:
the app deals, each chooses a civil suit in secret, passes, plays tricks with every card entered (attacks
and Minions included when they come), then plays on without entering tricks and enters the piles.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import re

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

SEATS = ("north", "east", "south", "west")
SUITS = {"north": "H", "east": "S", "south": "D", "west": "C"}
TRICKS_ENTERED = 3


class Table:
    """Four phones at one table; each move is made on one phone and awaited on all four."""

    def __init__(self, process, phones: dict[str, Phone], tokens: dict[str, str]):
        self.server, self.phones, self.tokens = process, phones, tokens
        self.version = phones["north"].version()

    def move(self, seat: str, *gestures) -> None:
        """Make the gestures on a seat's phone, then see the change on every phone (by polling, no reload)."""
        phone = self.phones[seat]
        for gesture in gestures:
            gesture(phone)
        self.version += 1
        phone.wait_version(self.version, timeout=5000)
        for other in self.phones.values():
            other.wait_version(self.version, timeout=3000)

    def state(self, role: str = "board") -> dict:
        """Return what a role sees, through the API."""
        status, data = self.server.call("GET", f"/api/t/{self.tokens[role]}/state")
        assert status == 200
        return data

    def acting(self) -> str:
        """Return the seat whose phone shows it acts now."""
        seats = [seat for seat, phone in self.phones.items() if "acting" in phone.page.get_attribute("body", "class")]
        assert len(seats) == 1, seats
        return seats[0]


def picker_cards(phone: Phone) -> list[str]:
    """Return the cards the phone's picker offers."""
    # A card marked as refused is shown but not offered: a tap on it only says why.
    buttons = phone.page.query_selector_all("#controls .picker button[data-card]:not([data-refused])")
    return [b.get_attribute("data-card") for b in buttons]


def any_move(phone: Phone, step: str) -> None:
    """Make a plain legal move for the step shown: the first card offered, no Challenger, the weakest powers."""
    if step in ("play", "replace"):
        cards = picker_cards(phone)
        if not cards:
            phone.click("[data-do='keep']")
            return
        phone.cards(cards[0])
        phone.confirm()
    elif step == "challenge":
        phone.click("[data-do='decline']")
    elif step == "intel":
        phone.page.click("#controls [data-target]")
    elif step == "magic":
        phone.click("[data-do='minus-one']")
    elif step == "might":
        phone.click("[data-do='decline']")
    else:
        raise AssertionError(f"no move for step {step}")


def test_four_phones_play_a_round(server, browser):  # noqa: F811  (the fixtures imported above)
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    assert host.page.is_visible("input[name=foreign_influence]")  # A Very Civil Whist's option, shown for it only
    host.page.select_option("#game", "civil_suits")
    assert not host.page.is_visible("input[name=foreign_influence]")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=west] .qr svg")
    assert len(host.page.query_selector_all(".seat-link .qr svg")) == 5
    links = {
        role: host.page.get_attribute(f".seat-link[data-role={role}] a.button", "href") for role in (*SEATS, "board")
    }
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    phones = {}
    for seat in SEATS:
        phones[seat] = Phone(browser, server, requests)
        phones[seat].open(links[seat])
    table = Table(server, phones, tokens)
    assert "Any phone may enter the deal." in phones["west"].text("#who")

    # The app deals; each phone shows its own hand only: East and South, on North's left, hold 14.
    table.move("north", lambda phone: phone.click("[data-do='deal-app']"))
    for seat, count in zip(SEATS, (13, 14, 14, 13), strict=True):
        assert len(phones[seat].page.query_selector_all("#hand .card")) == count

    # Civil suits in secret: each phone shows its own, and no other phone shows it.
    for seat in SEATS:
        table.move(seat, lambda phone, s=seat: phone.click(f"[data-suit='{SUITS[s]}']"), lambda phone: phone.confirm())
    for phone in phones.values():
        assert "Your civil suit" in phone.text("#status")
        assert "civil suit" not in phone.text("#status").replace("Your civil suit", "")

    # Passing: the app says who passes how many to whom; each taps its cards.
    assert "Pass 3 cards face down to East" in phones["north"].text("#instruction")
    assert "4 from West" in phones["north"].text("#instruction")
    for seat in SEATS:
        count = int(re.search(r"Pass (\d+) cards", phones[seat].text("#instruction")).group(1))
        table.move(seat, lambda phone, n=count: phone.cards(*picker_cards(phone)[:n]), lambda phone: phone.confirm())
    assert "North may lead it, or decline" in phones["east"].text("#instruction")

    # The first trick's lead is offered: North declines, East leads. Then tricks with every card entered.
    table.move("north", lambda phone: phone.click("[data-do='decline']"))
    while table.state()["view"]["trick_no"] <= TRICKS_ENTERED or table.state()["view"]["trick"]:
        seat = table.acting()
        step = phones[seat].page.get_attribute("body", "data-step")
        table.move(seat, lambda phone, s=step: any_move(phone, s))
    log = phones["south"].text("#log")
    assert log.count("took the trick") >= TRICKS_ENTERED

    # The rest of the round at the table: the leader's phone says the tricks go unentered; each phone
    # then enters its pile (the cards it took in entered tricks are already chosen) and its own cards.
    leader = table.acting()
    table.move(leader, lambda phone: phone.click("[data-do='end-tricks']"))
    view = table.state()["view"]
    carry = view["carry"]
    for index, seat in enumerate(SEATS):
        hand = table.state(seat)["view"]["seats"][seat]["hand"]
        extra = carry if index == len(SEATS) - 1 else []

        def enter(phone, cards=hand + extra, last=index == 0):
            phone.cards(*cards)
            if last:
                phone.click("[data-do='took-last']")
            phone.confirm()

        table.move(seat, enter)

    # Scored: the suits are revealed on every phone, the totals are on the score pad, round 2 begins.
    board = table.state()
    record = board["view"]["history"][0]
    assert record["suits"] == SUITS and board["view"]["round"] == 2 and board["view"]["dealer"] == "east"
    for seat, phone in phones.items():
        assert "Round 2 of 4" in phone.text("#headline")
        assert "the civil suits are revealed" in phone.text("#log")
        total = record["scores"][seat]
        assert (f"−{-total}" if total < 0 else str(total)) in phone.text("#board")

    board_phone = Phone(browser, server, requests)
    board_phone.open(links["board"])
    assert board_phone.version() == table.version
    for phone in (host, board_phone, *phones.values()):
        assert phone.errors == [] and phone.refusals == []
        width = phone.page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, "the page must fit a 360 px wide screen"
    strangers = [url for url in requests if not url.startswith(server.url + "/") and not url.startswith("data:")]
    assert strangers == [], "no request may leave this server"
