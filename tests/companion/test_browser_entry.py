"""Forgiving entry and pickers that know the rules, on phones 320 and 360 px wide that reach the referee by a
network name (tests/companion/lan.py): a tap that would set aside hands other phones entered asks first and names
whose; every phone says who has entered, never what; chosen cards carry a tick and are listed in the picker's
order; a known hand's cards the rules refuse are marked and a tap says why before any Confirm; the turn-up picker
leaves out the phone's own hand. axe-core checks every page at every step the tests pass through.

Needs Chromium, like tests/companion/test_browser.py.
"""

from __future__ import annotations

import pytest

from tests.companion.helpers import ACTIONS, PREPARATION
from tests.companion.lan import axe_faults, lan_browser, lan_server, open_seats  # noqa: F401  (fixtures)
from tests.companion.taps import PHONE_WIDTHS
from tests.companion.test_browser import Phone, pytestmark  # noqa: F401  (closed after each test; skip rule)
from tests.companion.test_browser_civil_suits import picker_cards

POLL_SECONDS = 0.25
TOO_LOW_SUPPORT_REASON = "The 6 of Diamonds is not higher than the current support of 6."
PARLIAMENT = ["5D", "4H", "9H", "4D", "6H", "5H", "7H", "8H"]  # tapped in this order
# Both sides hold Hearts and Spades: a Spade led must be followed.
MIXED = {
    "do": "deal",
    "parliament": ["4H", "5H", "6H", "7H", "4S", "5S", "4D", "5D"],
    "royalists": ["8H", "9H", "6S", "7S", "8S", "9S", "4C", "5C"],
}


def wait_all(phones, version: int) -> None:
    """Wait until every phone shows the table at this version."""
    for role, phone in phones.items():
        if role != "host":  # the host's page has no table version
            phone.wait_version(version, timeout=5000)


def scan(phones) -> list[str]:
    """Return axe-core's findings on every phone's page now, named by role."""
    return [f"{role}: {fault}" for role, phone in phones.items() for fault in axe_faults(phone.page)]


def api_act(server, phone: Phone, action: dict) -> None:
    """Send an action as the phone's seat through the API (to reach a later step quickly), and wait for it."""
    token = phone.page.get_attribute("body", "data-token")
    version = server.call("GET", f"/api/t/{token}/version")[1]["version"]
    status, answer = server.call("POST", f"/api/t/{token}/actions", {"version": version, "action": action})
    assert status == 200, answer
    phone.wait_version(answer["version"], timeout=5000)


def asked(phone: Phone, selector: str, accept: bool) -> str:
    """Tap a control that asks first; answer its question; return the question's text."""
    questions = []

    def answer(dialog):
        questions.append(dialog.message)
        dialog.accept() if accept else dialog.dismiss()

    phone.page.once("dialog", answer)
    phone.click(selector)
    phone.page.wait_for_timeout(300)  # a send that was declined would have reached the server by now
    assert len(questions) == 1, f"{selector} sent at once, asking nothing"
    return questions[0]


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_a_very_civil_whist_asks_before_a_tap_sets_an_entered_hand_aside(lan_server, lan_browser, width):  # noqa: F811
    phones = open_seats(lan_server, lan_browser, "avcw", ("parliament", "royalists"), width)
    parliament, royalists = phones["parliament"], phones["royalists"]
    faults = scan(phones)
    parliament.cards(*PARLIAMENT)
    picked = parliament.page.locator("#controls .picked")
    assert picked.inner_text() == "Chosen (8 of 8): 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 4♦ 5♦"  # suit and rank order
    for code in PARLIAMENT:
        key = parliament.page.locator(f"#controls button[data-card='{code}']")
        assert key.get_attribute("aria-pressed") == "true"
        tick = key.evaluate("(node) => getComputedStyle(node, '::after').content")
        assert "✓" in tick  # a mark, not colour alone
    faults += scan({"parliament": parliament})
    version = parliament.version()
    parliament.confirm()
    wait_all(phones, version + 1)
    for phone in (parliament, royalists):
        assert phone.text("#controls .entry-note") == "Entered so far: Parliament. Still to enter: Royalists."
    assert royalists.page.query_selector("#hand .card") is None  # nothing of Parliament's hand shown
    assert royalists.text("#who") == "Your move: enter the cards you were dealt."
    assert parliament.text("#who") == "Waiting for Royalists to enter their cards."
    faults += scan(phones)

    question = asked(royalists, "[data-do='deal-unseen']", accept=False)
    assert question.startswith("This sets aside the hand Parliament entered")
    assert royalists.version() == version + 1 and "set aside" not in royalists.text("#log")  # declined: nothing sent
    question = asked(royalists, "[data-do='deal-app']", accept=True)
    assert "Parliament" in question
    wait_all(phones, version + 2)
    assert "The hands entered so far were set aside." in parliament.text("#log")
    faults += scan(phones)
    assert faults == []


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_civil_suits_asks_before_a_tap_sets_entered_hands_aside(lan_server, lan_browser, width):  # noqa: F811
    phones = open_seats(lan_server, lan_browser, "civil_suits", ("north", "east", "south", "west"), width)
    north, east = phones["north"], phones["east"]
    version = north.version()
    north.cards(*picker_cards(north)[:13])  # North deals, so holds 13
    north.confirm()
    wait_all(phones, version + 1)
    assert east.text("#controls .entry-note") == "Entered so far: North. Still to enter: East, South, and West."
    faults = scan(phones)
    question = asked(east, "[data-do='deal-unseen']", accept=True)
    assert question.startswith("This sets aside the hand North entered")
    wait_all(phones, version + 2)
    assert "The hands entered so far were set aside." in east.text("#log")
    assert faults + scan(phones) == []


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_a_follow_marks_the_cards_the_rules_refuse_and_says_why_before_confirm(lan_server, lan_browser, width):  # noqa: F811
    phones = open_seats(lan_server, lan_browser, "avcw", ("parliament", "royalists"), width)
    parliament, royalists = phones["parliament"], phones["royalists"]
    api_act(lan_server, parliament, MIXED)
    api_act(lan_server, royalists, {"do": "draw_event", "card": "JC"})
    api_act(lan_server, parliament, {"do": "draw_event", "card": "KH"})
    api_act(lan_server, royalists, {"do": "choose_trump", "side": "royalists", "suit": "S"})
    wait_all(phones, royalists.version())
    # The turn-up: each phone offers the cards it cannot rule out, never a card of its own hand.
    for side, phone in (("parliament", parliament), ("royalists", royalists)):
        offered = set(picker_cards(phone))
        assert offered and not offered & set(MIXED[side]), side
    faults = scan(phones)
    api_act(lan_server, parliament, {"do": "reveal", "cards": ["6D", "6C"]})
    api_act(lan_server, royalists, {"do": "lead", "side": "royalists", "card": "6S"})
    wait_all(phones, royalists.version())
    marked = sorted(
        b.get_attribute("data-card") for b in parliament.page.query_selector_all("#controls [data-refused]")
    )
    assert marked == ["4D", "4H", "5D", "5H", "6H", "7H"]
    shown = [b.get_attribute("data-card") for b in parliament.page.query_selector_all("#controls button[data-card]")]
    assert sorted(shown) == sorted(MIXED["parliament"])  # the whole hand, the refused cards marked
    assert sorted(picker_cards(parliament)) == ["4S", "5S"]  # the cards on offer
    parliament.cards("4H")
    assert parliament.text("#controls .refusal").startswith("Parliament must follow suit: they hold Spades.")
    assert parliament.page.get_attribute("#controls .refusal a", "href").endswith("/rules#rule-planning")  # its rule
    assert parliament.page.is_disabled("#controls [data-submit]")  # the tap chose nothing
    faults += scan({"parliament": parliament})
    parliament.cards("4S")
    assert parliament.page.query_selector("#controls .refusal") is None
    version = parliament.version()
    parliament.confirm()
    wait_all(phones, version + 1)
    assert "Parliament played the 4 of Spades" in parliament.text("#log") or "4 of Spades" in parliament.text("#log")
    assert parliament.refusals == []  # nothing refused was ever sent
    assert faults + scan(phones) == []


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_a_turn_marks_the_cards_the_rules_refuse_for_a_support_or_an_attack(lan_server, lan_browser, width):  # noqa: F811
    phones = open_seats(lan_server, lan_browser, "avcw", ("parliament", "royalists"), width)
    parliament = phones["parliament"]
    for side, action in [*PREPARATION, *ACTIONS[:2]]:
        api_act(lan_server, phones[side], action)
    wait_all(phones, parliament.version())
    parliament.click("[data-mode='support']")
    assert parliament.page.get_attribute("#controls button[data-card='6D']", "data-refused") == "yes"
    parliament.cards("6D")
    assert parliament.text("#controls .refusal").startswith(TOO_LOW_SUPPORT_REASON)
    faults = scan({"parliament": parliament})
    parliament.click("[data-mode='attack']")
    assert parliament.page.query_selector("#controls [data-refused]") is None  # no track chosen: nothing marked
    parliament.click("[data-track='north']")
    marked = parliament.page.query_selector_all("#controls [data-refused]")
    _, answer = lan_server.call("GET", f"/api/t/{parliament.page.get_attribute('body', 'data-token')}/state")
    assert len(marked) == len(answer["controls"]["attack_refused"]["north"])
    assert faults + scan({"parliament": parliament}) == []
