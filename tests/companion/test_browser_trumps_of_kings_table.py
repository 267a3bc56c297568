"""A first-time table of Trumps of Kings on narrow phones, in headless Chromium against the real server: two
kingdoms, Prussia and Austria, play from the opening cut to the first battle's result with the physical deck.
The cut is entered on a phone (a labelled pick, then a confirmation), each kingdom enters the cards it drew on
its own phone, Prussia marches by tapping the province on the live board, invades from the folded list, buys
a card from the deck while Austria is asked about the invasion, and enters the battle's result in three
labelled picks that name the sides; then the second turn's draws are entered too. The phones are 320 px wide;
each screen is measured at 320 and 360 px: every control and every lit place on the board at least 24 by 24 px,
and no page wider than its screen.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import re

from tests.companion.lan import axe_each_step
from tests.companion.taps import PHONE_WIDTHS, at_each_width
from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

KINGDOMS = ("prussia", "austria")
OTHERS = ("bavaria", "england", "france", "russia", "spain", "sweden", "turkey")
HANDS = {  # what each kingdom takes from the deck in the first turn
    "prussia": ["9C", "2D", "3D", "4H", "5S", "6S"],
    "austria": ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "2H", "3H", "4S"],
}
FINGER = 24  # px: the least width and height of anything a player taps


def small_targets(phone: Phone, selector: str) -> list[str]:
    """Return the visible elements of a selector smaller than a finger at any phone width, described."""
    small = []
    for width in at_each_width(phone.page):
        for handle in phone.page.query_selector_all(selector):
            box = handle.bounding_box()
            if box is None or not handle.is_visible():
                continue
            if box["width"] < FINGER or box["height"] < FINGER:
                what = handle.evaluate("e => e.outerHTML")[:80]
                small.append(f"at {width} px: {what} {box['width']:.0f}x{box['height']:.0f}")
    return small


def test_a_first_time_table_enters_the_physical_deck_and_taps_the_map(server, browser, tmp_path):  # noqa: F811
    requests: list[str] = []
    hands = {seat: list(cards) for seat, cards in HANDS.items()}  # with the cards bought later
    host = Phone(browser, server, requests)
    host.page.set_viewport_size({"width": PHONE_WIDTHS[0], "height": 740})
    host.page.goto(server.url + "/")
    host.page.select_option("#game", "trumps_of_kings")
    for name in OTHERS:
        box = f"input[name={name}][data-game=trumps_of_kings]"
        if host.page.is_checked(box):
            host.page.uncheck(box)
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=board] .qr svg")
    links = {
        role: host.page.get_attribute(f".seat-link[data-role={role}] a.button", "href") for role in (*KINGDOMS, "board")
    }
    phones = {}
    for role in links:
        phones[role] = Phone(browser, server, requests)
        phones[role].page.set_viewport_size({"width": PHONE_WIDTHS[0], "height": 740})
        phones[role].open(links[role])
    prussia, austria = phones["prussia"], phones["austria"]
    version = prussia.version()
    checked: list[str] = []
    axe_seen: set = set()  # (seat, step) pairs axe-core has checked

    def settle(*seats):
        """Wait for the next version on every phone, then check the tap targets of the phones named."""
        nonlocal version
        version += 1
        for phone in phones.values():
            phone.wait_version(version, timeout=10000)
        for seat in seats:
            checked.extend(small_targets(phones[seat], "#controls button, #controls summary"))
            checked.extend(axe_each_step(axe_seen, seat, phones[seat].page))

    def shot(phone, name):
        for width in at_each_width(phone.page):
            phone.page.screenshot(path=str(tmp_path / f"{name}-{width}.png"), full_page=True)

    # The opening cut, made at the table: Austria's phone enters that Prussia won it, after a confirmation.
    assert "Each kingdom cuts the deck" in austria.text("#instruction")
    assert austria.page.is_disabled("#controls [data-do='enter-cut']")
    austria.click("[data-first='prussia']")
    checked.extend(small_targets(austria, "#controls button"))
    shot(austria, "cut")
    assert austria.text("#controls [data-do='enter-cut']") == "Enter the cut: Prussia goes first"
    austria.click("[data-do='enter-cut']")
    settle()
    for phone in phones.values():
        assert "Prussia goes first." in phone.text("#log")

    # Each kingdom enters the cards it drew on its own phone: a labelled picker, then a confirmation.
    for seat in KINGDOMS:
        phone = phones[seat]
        assert f"Or tap the {len(hands[seat])} cards you drew from the deck" in phone.text("#controls")
        other = phones[KINGDOMS[1 - KINGDOMS.index(seat)]]
        assert other.page.query_selector("#controls [data-do='enter-draw']") is None  # only the drawer's own phone
        phone.cards(*hands[seat][:-1])
        assert phone.page.is_disabled("#controls [data-do='enter-draw']")  # no entry before the last card
        phone.cards(hands[seat][-1])
        checked.extend(small_targets(phone, "#controls button"))
        if seat == "austria":
            shot(phone, "draw")
        phone.click("[data-do='enter-draw']")
        settle(seat)
    for seat in KINGDOMS:
        hand = {chip.get_attribute("data-card") for chip in phones[seat].page.query_selector_all("#hand .card")}
        assert hand == set(hands[seat])

    # Prussia marches Frederick II into Pomerania by tapping the province on the live board.
    prussia.cards("2D")
    assert prussia.page.query_selector("#controls [data-do='show-on-map']") is not None
    prussia.click("[data-do='show-on-map']")
    lit = prussia.page.query_selector_all("#board [data-live]")
    assert {area.get_attribute("data-live") for area in lit} == {
        "province-pomerania",
        "province-magdeburg",
        "province-brandenburg",
    }
    checked.extend(small_targets(prussia, "#board [data-live]"))
    for width in at_each_width(prussia.page):  # the screen as the player sees it
        prussia.page.screenshot(path=str(tmp_path / f"map-lit-{width}.png"))
    prussia.page.click("#board #hit-province-pomerania")
    assert prussia.text("#place-choices").startswith("At Pomerania:")
    shot(prussia, "map")
    here = prussia.page.query_selector_all("#place-choices button[data-choice]")
    assert [button.inner_text() for button in here] == ["March Frederick II to Pomerania"]
    here[0].click()
    settle("austria")
    assert "Prussia nominates: March Frederick II to Pomerania (2 of Diamonds)" in phones["board"].text("#instruction")
    austria.page.click("#controls button:has-text('Let it pass')")
    settle("austria")
    assert "Frederick II's army marches into Pomerania." in phones["board"].text("#log")

    # Austria's long list of choices is folded by kind: no more than a screenful of buttons.
    austria.cards("2H")
    checked.extend(small_targets(austria, "#controls button, #controls summary"))
    shown = [b for b in austria.page.query_selector_all("#controls .choices button") if b.is_visible()]
    assert len(shown) <= 6 and austria.page.query_selector("#controls details[data-kind='diplomacy']") is not None
    shot(austria, "folded")
    austria.page.click("#controls button:has-text('Pass')")
    settle("prussia")

    # Prussia invades Saxony from the list, opened by kind.
    prussia.cards("9C")
    prussia.page.click("#controls details[data-kind='invade'] summary")
    prussia.page.click("#controls details[data-kind='invade'] button:has-text('Invade Saxony with Leopold')")
    settle()

    # While Austria is asked, Prussia's turn for an action goes on: it buys the King of Hearts it took from the deck.
    assert "Waiting for Austria." in prussia.text("#who")
    prussia.click("[data-do='buy-entered']")
    prussia.cards("KH")
    checked.extend(small_targets(prussia, "#controls button"))
    prussia.click("[data-do='enter-buy']")
    settle("prussia")
    assert "Prussia buys a card for 3 gold." in phones["board"].text("#log")
    hands["prussia"].append("KH")
    austria.page.click("#controls button:has-text('Let it pass')")
    settle()
    for seat in ("austria", "prussia", "prussia"):
        phones[seat].page.click("#controls button:has-text('Pass')")
        settle(seat)

    # The battle: the prompt names both sides, and the result is three labelled picks and a confirmation.
    instruction = phones["board"].text("#instruction")
    assert "Prussia attacks with Leopold of Anhalt-Dessau" in instruction and "Saxony defends" in instruction
    assert "Tactical spade for Prussia in the battle for Saxony" in prussia.text("#controls")
    assert prussia.page.is_disabled("#controls [data-do='enter-result']")
    prussia.click("[data-winner='attacker']")
    prussia.click("[data-victory='victory']")
    prussia.click("[data-defeat='minor_defeat']")
    checked.extend(small_targets(prussia, "#controls button"))
    shot(prussia, "result")
    assert prussia.text("#controls [data-do='enter-result']") == "Prussia wins (Victory); Saxony: Minor defeat"
    prussia.click("[data-do='enter-result']")
    settle()
    for phone in phones.values():
        log = phone.text("#log")
        assert "Battle for Saxony: Prussia wins (Victory)." in log and "Saxony is now Prussia's Client." in log
        assert "Turn 2 begins" in log

    # The second turn's draws come from the physical deck as well, each on the drawer's phone, in the new order.
    held = {card for hand in hands.values() for card in hand}
    for seat in ("austria", "prussia"):
        phone = phones[seat]
        if phone.page.query_selector("#controls [data-do='enter-draw']") is None:
            continue  # at its hand limit: nothing to draw
        need = int(re.search(r"Or tap the (\d+) cards? you drew", phone.text("#controls"))[1])
        offered = [b.get_attribute("data-card") for b in phone.page.query_selector_all("#controls button[data-card]")]
        assert not set(offered) & set(hands[seat])  # its own cards, and those spent, are not on offer
        phone.cards(*[card for card in offered if card not in held][:need])
        phone.click("[data-do='enter-draw']")
        settle(seat)
    assert phones["board"].page.get_attribute("body", "data-step") == "nominate"

    assert checked == [], "tap targets under 24 px:\n" + "\n".join(checked)
    for phone in (host, *phones.values()):
        assert phone.errors == []
        for width in at_each_width(phone.page):
            assert phone.page.evaluate("document.documentElement.scrollWidth") <= width, "the page must fit the screen"
    strangers = [url for url in requests if not url.startswith(server.url + "/") and not url.startswith("data:")]
    assert strangers == [], "no request may leave this server"
