"""Two phones in headless Chromium, 320 px wide, play 17(21) from the physical deck: every deal and draw is
entered at the table, a hidden hand by its own player on their own phone (typed by the printed codes, or
tapped in the picker), up to the first combats fought and their results on both phones. Each screen a player
acts on is measured at 320 and 360 px: every tap target at least 24 x 24 px, none overlapping, none off it.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import os

from games import get_game
from tests.companion.lan import axe_each_step
from tests.companion.taps import PHONE_WIDTHS, at_each_width, faults_at_widths, tap_target_faults
from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)
from tests.companion.test_browser_seventeen21 import SEATS, Table, choose, declare

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

SHOTS = os.environ.get("G1721_SHOTS")
T = get_game("17-21").tables
CODE = {code: card for card, code in enumerate(T.code)}
NORTH_HAND = [f"L{n}" for n in range(1, 21)]  # typed on North's phone
SOUTH_HAND = [*(f"G{n}" for n in range(1, 9)), *(f"J{n}" for n in range(1, 12)), "A1"]  # tapped on South's
# The physical battle deck's cards, in the order they are turned up: after the weather card, a horse of each value.
WEATHER = "A2"
TURNED_UP = [f"H{n}" for n in range(1, 13)] + [f"U{n}" for n in range(1, 13)] + [f"D{n}" for n in range(1, 13)]


def shot(phone: Phone, name: str) -> None:
    """Save a full-page screenshot at each phone width when G1721_SHOTS names a file prefix."""
    if SHOTS:
        for width in at_each_width(phone.page):
            phone.page.screenshot(path=f"{SHOTS}-{width}-{name}.png", full_page=True)


AXE_SEEN: set = set()  # (seat, step) pairs axe-core has checked


def check_targets(phone: Phone) -> None:
    """Every tap target on the phone fits a finger, at each phone width; axe-core finds nothing at a new step."""
    assert faults_at_widths(phone.page, tap_target_faults) == []
    assert axe_each_step(AXE_SEEN, phone.page.get_attribute("body", "data-role"), phone.page) == []


def tap_hand(phone: Phone, codes: list[str]) -> None:
    """Tap each card in the picker: every type is on one screen, one tap a card."""
    for code in codes:
        group = phone.page.locator(f"#controls fieldset[data-group='{code[0]}']")  # the type's printed letter
        group.locator(f"button[data-card='{CODE[code]}']").click()


def enter_battle_card(phone: Phone, code: str) -> None:
    """Turn up a battle card and enter it: tap its type, then the card, then confirm."""
    assert phone.page.query_selector("#controls [data-submit]").is_disabled()  # nothing goes in by one tap
    tap_hand(phone, [code])
    assert f"({code})" in phone.text("#controls [data-chosen]")
    phone.confirm()


def test_a_battle_from_the_physical_deck_on_two_phones(server, browser):  # noqa: F811
    requests: list[str] = []
    status, created = server.call("POST", "/api/tables", {"game": "17-21"})
    assert status in (200, 201), created
    links = created["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    phones = {}
    for seat in SEATS:
        phones[seat] = Phone(browser, server, requests)
        phones[seat].page.set_viewport_size({"width": PHONE_WIDTHS[0], "height": 740})
        phones[seat].open(links[seat] if links[seat].startswith("http") else server.url + links[seat])
    table = Table(server, phones, tokens)
    north, south = phones["north"], phones["south"]
    assert "Either phone enters the three terrain cards revealed" in south.text("#who")

    # The wings, left to right: Plains, Hamlet, Woods (two units a side each).
    check_targets(north)
    shot(north, "terrain")
    assert north.page.query_selector("#controls [data-submit]").is_disabled()

    def wings(phone):
        for wing, name in (("left", "Plains"), ("centre", "Hamlet"), ("right", "Woods")):
            phone.click(f"button[data-wing='{wing}'][data-terrain]:has-text('{name}')")
        phone.confirm()

    table.move("north", wings)
    assert [w["terrain_name"] for w in table.state()["view"]["wings"]] == ["Plains", "Hamlet", "Woods"]

    # North types the codes of the 20 cards dealt; South's picker still offers every card, North's too.
    def typed(phone):
        phone.page.fill("#quick-entry", " ".join(code.lower() for code in NORTH_HAND[:19]) + " X9")
        assert "X9" in phone.text("#controls .error")
        assert phone.page.query_selector("#controls [data-submit]").is_disabled()
        phone.page.fill("#quick-entry", " ".join(NORTH_HAND))
        assert "20 of 20 chosen" in phone.text("#controls [data-chosen]")
        shot(phone, "deal-typed")
        phone.confirm()

    table.move("north", typed)
    assert "Waiting for South" in north.text("#who") and "Your move" in south.text("#who")
    assert south.page.query_selector(f"#controls button[data-card='{CODE['L1']}']") is not None
    check_targets(south)

    def tapped(phone):
        assert phone.page.query_selector("#controls button[data-group]") is None  # no tabs to switch types
        tap_hand(phone, SOUTH_HAND[::-1])  # one tap a unit, in any order
        shown = [b.get_attribute("data-card") for b in phone.page.query_selector_all("#controls button.chosen")]
        in_order = ", ".join(T.code[int(card)] for card in shown)
        assert in_order in phone.text("#controls [data-chosen]")  # listed as shown, not as tapped
        shot(phone, "deal-tapped")
        phone.confirm()

    table.move("south", tapped)
    assert "Each army was dealt 20 unit cards." in north.text("#log")
    assert table.state("north")["view"]["sides"]["north"]["reserve"] == [CODE[c] for c in NORTH_HAND]

    # Discards in secret; the weather card turned up and entered (a 2: fair weather).
    for seat, thrown in (("north", NORTH_HAND[:6]), ("south", SOUTH_HAND[:6])):
        table.move(
            seat, lambda phone, t=thrown: [phone.click(f"button[data-card='{CODE[c]}']") for c in t], Phone.confirm
        )
    assert "Either phone enters the card drawn, or lets the app draw." in north.text("#who")

    def weather(phone):
        tap_hand(phone, [WEATHER])
        shot(phone, "weather")
        phone.confirm()

    assert south.page.query_selector("#controls [data-submit]").is_disabled()  # nothing goes in by one tap
    table.move("south", weather)
    assert table.state()["view"]["weather"] == "fair"

    # Each player enters the five doctrines dealt to them, by tapping; then keeps three.
    doctrines = {"north": [0, 1, 2, 3, 4], "south": [5, 6, 7, 8, 10]}
    for seat in SEATS:
        check_targets(phones[seat])
        table.move(
            seat, lambda phone, s=seat: [phone.click(f"button[data-card='{d}']") for d in doctrines[s]], Phone.confirm
        )
    for seat in SEATS:
        table.move(
            seat,
            lambda phone, s=seat: [phone.click(f"button[data-card='{d}']") for d in doctrines[s][:3]],
            Phone.confirm,
        )

    # Deployment: each unit listed once; tapping fills the wings in turn.
    assert table.step() == "place"
    for seat in SEATS:
        phone = phones[seat]
        units = phone.page.query_selector_all("#controls button[data-card]")
        assert len(units) == 14  # the army, each unit once
        height = phone.page.eval_on_selector("#controls", "node => node.getBoundingClientRect().height")
        assert height < 1400, height
        check_targets(phone)
        shot(phone, f"deploy-{seat}")

        def deploy(phone):
            cards = [
                unit.get_attribute("data-card") for unit in phone.page.query_selector_all("#controls button[data-card]")
            ]
            for card in cards[:6]:  # each tap redraws the list: tap by the card's number
                phone.click(f"button[data-card='{card}']")
            phone.confirm()

        table.move(seat, deploy)
    assert "reveals on" in north.text("#log")

    # Who starts; then North declares two attacks.
    while table.step() in ("first", "flank"):
        if table.step() == "first":
            acting = next(s for s in SEATS if "acting" in phones[s].page.get_attribute("body", "class"))
            table.move(acting, lambda phone: choose(phone, "North starts"))
        else:
            table.move(table.acting(), lambda phone: choose(phone, "Shock"))
    assert table.step() == "turn" and table.acting() == "north"
    assert "Turn 1 · battle deck 1 of 2" in north.text("#headline")
    table.move("north", lambda phone: declare(phone, 2))

    # The combats: each side calls battle cards, turned up from the physical deck and entered on one phone.
    # Each calls cards up to a total of 12, then passes: the first combat ends with a side's unit shocked.
    deck = list(TURNED_UP)
    draws = 0
    while table.step() in ("combat", "draw", "trigger", "lose"):
        step = table.step()
        if step == "draw":
            card = deck.pop(0)
            draws += 1
            table.move(SEATS[draws % 2], lambda phone, c=card: enter_battle_card(phone, c))
        elif step == "trigger":
            table.move(table.acting(), lambda phone: choose(phone, "Let the doctrine go"))
        elif step == "lose":
            raise AssertionError("no card is lost at random in this battle's first turn")
        else:
            combat = table.state()["view"]["combat"]
            seat = table.acting()
            total = next(unit["total"] for unit in (combat["attacker"], combat["defender"]) if unit["seat"] == seat)
            what = "Call a battle card" if total < 12 else "Pass"
            table.move(seat, lambda phone, w=what: choose(phone, w))
    log = north.text("#log")
    assert "calls a battle card" in log and "is shocked" in log
    assert log == south.text("#log")
    shot(north, "first-result")
    assert all(not phone.errors for phone in phones.values())
