"""Five phones in headless Chromium play a turn of Walsingham against the real server, as five players would:
the app deals the Loyalty cards (each phone shows its own two), the turn's Rewards are entered on a phone
as drawn at the table, everyone bids twice on their own phone, the app takes the payments, and the top
bidder claims a Peek, picks a face-down card of another player and alone sees it, while the target is told
only that it was peeked.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

SEATS = ("red", "green", "purple", "orange", "black")
REVEAL = {"do": "reveal", "rewards": ["a10", "a01", "a07", "a04"], "tiles": ["blue_vp1-1", "yellow_in2-1"]}
FIRST_BIDS = (6, 3, 0, 2, 1)  # in bidding order; every second bid keeps the first


class Table:
    """Five phones and the board at one table; each move is made on one phone and awaited on every page."""

    def __init__(self, process, phones: dict[str, Phone], tokens: dict[str, str]):
        self.server, self.phones, self.tokens = process, phones, tokens
        self.version = phones["red"].version()

    def move(self, seat: str, *gestures) -> None:
        """Make the gestures on a seat's phone, then see the change on every page (by polling, no reload)."""
        phone = self.phones[seat]
        for gesture in gestures:
            gesture(phone)
        self.settle(self.version + 1)

    def settle(self, version: int) -> None:
        """Wait until every page shows the table at ``version``."""
        self.version = version
        for phone in self.phones.values():
            phone.wait_version(version, timeout=5000)

    def state(self, role: str = "board") -> dict:
        """Return what a role sees, through the API."""
        status, data = self.server.call("GET", f"/api/t/{self.tokens[role]}/state")
        assert status == 200
        return data

    def acting(self) -> str:
        """Return the seat whose phone shows it acts now."""
        seats = [seat for seat in SEATS if "acting" in self.phones[seat].page.get_attribute("body", "class")]
        assert len(seats) == 1, seats
        return seats[0]


def test_five_phones_play_an_auction_turn_and_a_peek(server, browser):  # noqa: F811  (the fixtures imported above)
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.select_option("#game", "walsingham")
    assert host.page.is_visible("input[name=six_players]")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=black] .qr svg")
    assert len(host.page.query_selector_all(".seat-link .qr svg")) == 6  # five seats and the board
    links = {
        role: host.page.get_attribute(f".seat-link[data-role={role}] a.button", "href") for role in (*SEATS, "board")
    }
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    phones = {}
    for role in (*SEATS, "board"):
        phones[role] = Phone(browser, server, requests)
        phones[role].open(links[role])
    table = Table(server, phones, tokens)

    # The app deals: each phone shows its own two Loyalty cards; one phone in all holds the Spy.
    table.move("red", lambda phone: phone.click("[data-do='deal']"))
    spies = 0
    for seat in SEATS:
        chips = phones[seat].page.query_selector_all("#hand [data-loyalty]")
        assert len(chips) == 2
        spies += sum(chip.get_attribute("data-loyalty") == "spy" for chip in chips)
        own = table.state(seat)["view"]["players"][seat]["loyalty"]
        assert sorted(chip.get_attribute("data-loyalty") for chip in chips) == sorted(own)
    assert spies == 1
    for seat in SEATS:  # what each phone shows of the others: the ledger, never their cards
        shown = phones[seat].text("#status") + phones[seat].text("#board")
        assert "Spy" not in shown and "Loyal" not in shown

    # The turn's Rewards, entered on a phone as drawn at the table (a chance action any seat may enter).
    def enter_reveal(phone):
        for reward in REVEAL["rewards"]:
            phone.click(f"[data-entry-reward='{reward}']")
        for tile in REVEAL["tiles"]:
            phone.click(f"[data-entry-tile='{tile.rsplit('-', 1)[0]}']")
        phone.confirm()

    table.move("green", enter_reveal)
    assert "A servant's gossip" in phones["red"].text("#status")
    assert [item["reward"] for item in table.state()["view"]["table"]] == REVEAL["rewards"]
    assert [item["tile"] for item in table.state()["view"]["table"][:2]] == REVEAL["tiles"]

    # Two bids each, every bid on its own phone; only amounts the rules allow are offered.
    order = []
    for amount in FIRST_BIDS:
        seat = table.acting()
        order.append(seat)
        offered = [
            b.get_attribute("data-amount") for b in phones[seat].page.query_selector_all("#controls [data-amount]")
        ]
        assert str(amount) in offered and all(
            str(taken) not in offered[1:] for taken in FIRST_BIDS[: len(order) - 1] if taken
        )
        table.move(seat, lambda phone, a=amount: phone.click(f"[data-amount='{a}']"), lambda phone: phone.confirm())
    for seat, amount in zip(order, FIRST_BIDS, strict=True):
        assert table.acting() == seat
        table.move(seat, lambda phone, a=amount: phone.click(f"[data-amount='{a}']"), lambda phone: phone.confirm())

    # The app is the bank: top pays £6, the next £2 and £1 (halves rounded up), £1 pays £1, £0 receives £2.
    cash = {seat: info["cash"] for seat, info in table.state()["view"]["players"].items()}
    assert [cash[seat] for seat in order] == [9, 13, 17, 14, 14]
    assert "£9" in phones["board"].text("#status") and "£17" in phones["board"].text("#status")
    top = order[0]
    assert table.acting() == top

    # The top bidder claims the Peek, picks a target, the cards are shuffled, and one face-down card is seen.
    target = order[1]
    table.move(top, lambda phone: phone.click("[data-reward='a10']"))
    table.move(top, lambda phone: phone.click(f"[data-target='{target}']"))
    table.move(target, lambda phone: phone.click("[data-do='shuffle']"))
    assert "is looking at one of your cards" in phones[target].text("#instruction")
    assert len(phones[top].page.query_selector_all("#controls [data-slot]")) == 2
    table.move(top, lambda phone: phone.click("[data-slot='1']"))
    seen = table.state(top)["view"]["seen"]
    assert len(seen) == 1 and seen[0]["target"] == target
    assert "You saw" in phones[top].text("#status")
    for seat in SEATS:
        if seat != top:
            assert "You saw" not in phones[seat].text("#status")
            assert table.state(seat)["view"]["seen"] == []
    assert "looked at one card of" in phones[target].text("#log")

    for phone in (host, *phones.values()):
        assert phone.errors == []
        width = phone.page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, "the page must fit a 360 px wide screen"
    strangers = [url for url in requests if not url.startswith(server.url + "/") and not url.startswith("data:")]
    assert strangers == [], "no request may leave this server"
