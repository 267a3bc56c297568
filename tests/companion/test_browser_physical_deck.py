"""A Very Civil Whist and Civil Suits from the first deal to the first scored result, played on phones 320 px
wide with the physical deck: every deal and draw is entered by tapping what a player at the table taps (each
hand dealt, each card drawn or turned up tapped in the picker and confirmed; Civil Suits' deal of all 54 cards
entered by the four players, each their own hand). After every move, every phone is measured at 320 and at
360 px: every tap target at least 24 x 24 px, none overlapping, none off the screen, and the log's numbers
shown whole.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import re

from tests.companion.helpers import DEAL
from tests.companion.lan import axe_each_step
from tests.companion.taps import PHONE_WIDTHS, faults_at_widths, log_number_faults, tap_target_faults
from tests.companion.test_browser import (  # noqa: F401  (fixtures, skip rule)
    Game,
    Phone,
    attack,
    browser,
    confirm,
    defend,
    place,
    press,
    pytestmark,
    server,
    support,
    tap,
)
from tests.companion.test_browser_civil_suits import Table, any_move, picker_cards

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

HANDS = {side: DEAL[side] for side in ("parliament", "royalists")}  # the first deal, as found in the hands


def open_seats(server, browser, game: str, seats, width: int = PHONE_WIDTHS[0]) -> dict[str, Phone]:  # noqa: F811
    """Create a table from the home page on a phone of this width; open each seat's link on its own phone."""
    host = Phone(browser, server, [], width=width)
    host.page.goto(server.url + "/")
    host.page.select_option("#game", game)
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=board] .qr svg")
    phones = {}
    for seat in seats:
        phones[seat] = Phone(browser, server, [], width=width)
        phones[seat].open(host.page.get_attribute(f".seat-link[data-role={seat}] a.button", "href"))
    return phones


def faults_of(phones: dict[str, Phone]) -> list[str]:
    """Return what is wrong for a finger or an eye on any of the phones now, each fault named by seat and step."""
    found = []
    for seat, phone in phones.items():
        step = phone.page.get_attribute("body", "data-step")
        faults = faults_at_widths(phone.page, tap_target_faults, _log_number_faults)
        found += [f"{seat} at {step}: {fault}" for fault in faults]
        found += axe_each_step(AXE_SEEN, seat, phone.page)
    return found


AXE_SEEN: set = set()  # (seat, step) pairs axe-core has checked


def _log_number_faults(page) -> list[str]:
    return [f"log number cut: {line}" for line in log_number_faults(page)]


class CheckedGame(Game):
    """Two phones at an A Very Civil Whist table, measured after every move."""

    faults: list[str]

    def move(self, side: str, *gestures) -> None:
        """Make the move as Game does, then measure both phones."""
        super().move(side, *gestures)
        self.faults = getattr(self, "faults", []) + faults_of(self.phones)


def test_a_very_civil_whist_from_a_hand_dealt_deck_to_the_first_rounds_result(server, browser):  # noqa: F811
    phones = open_seats(server, browser, "avcw", ("parliament", "royalists"))
    parliament, royalists = phones["parliament"], phones["royalists"]
    game = CheckedGame(parliament, royalists)
    game.faults = faults_of(game.phones)

    # The deal: eight cards each from the shuffled deck; each player taps theirs on their own phone, in secret.
    game.move("parliament", tap(*HANDS["parliament"]), confirm)
    assert "the deal is made when the other side has entered theirs" in parliament.text("#controls")
    assert royalists.page.query_selector("#controls .picker button[data-card='4H']") is not None  # nothing ruled out
    assert "no cards the app has seen" in royalists.text("#hand")
    game.move("royalists", tap(*HANDS["royalists"]), confirm)
    for side, phone in phones.items():
        assert sorted(
            chip.get_attribute("data-card") for chip in phone.page.query_selector_all("#hand .card")
        ) == sorted(HANDS[side])
    # The two events, each turned up from the event deck and tapped in.
    game.move("royalists", tap("JC"), confirm)
    game.move("parliament", tap("KH"), confirm)
    game.move("royalists", press("[data-suit='S']"), confirm)

    # Four planning tricks: the two cards turned up from the deck, each card played and the card taken, all tapped.
    tricks = (  # who turns up the two cards, the two, the leader and the card led, the reply, the card taken
        ("parliament", "6D", "6C", "royalists", "4S", "4D", "6C"),
        ("royalists", "7D", "7C", "parliament", "5H", "4C", "7D"),
        ("parliament", "8D", "8C", "royalists", "5S", "5D", "8C"),
        ("royalists", "9D", "9C", "parliament", "6H", "5C", "9D"),
    )
    for turner, first, second, leader, led, followed, taken in tricks:
        follower = "parliament" if leader == "royalists" else "royalists"
        game.move(turner, tap(first, second), confirm)
        game.move(leader, tap(led), confirm)
        game.move(follower, tap(followed), confirm)
        game.move(leader, tap(taken), confirm)  # each lead won its trick: the leader takes a card turned up

    assert game.step() == "place"
    game.move("parliament", place({"north": "essex", "midlands": "fairfax", "south": "manchester"}))
    game.move("royalists", place({"north": "rupert", "midlands": "wilmot", "south": "newcastle"}))

    # The action phase, each card tapped as played; the casualty test's two cards drawn from the deck and tapped.
    game.move("royalists", attack("north", "6S"))
    game.move("parliament", defend("4H"))
    game.move("parliament", attack("north", "7H"))
    game.move("royalists", defend("7S"))
    assert game.step() == "casualty"
    game.move("royalists", tap("AH", "AS"), confirm)  # a total of 2: Essex (rating 5) survives
    assert "Earl of Essex survived." in parliament.text("#log")
    for side, card in (("royalists", "6C"), ("parliament", "7D"), ("royalists", "7C"), ("parliament", "8H")):
        game.move(side, support(card))
    for side, card in (("royalists", "8S"), ("parliament", "9H"), ("royalists", "9S")):
        game.move(side, support(card))
    game.move("parliament", attack("south", "6D"))
    game.move("royalists", defend("8C"))
    game.move("royalists", attack("foreign", "9C"))
    game.move("parliament", defend("8D"))

    # The round's result: the victory check (neither side won) and the next round's deal.
    assert game.step() == "deal"
    for phone in phones.values():
        assert "Round 1 ended" in phone.text("#log") and "Round 2 of 4" in phone.text("#headline")
    assert game.faults == []
    for phone in phones.values():
        assert phone.errors == [] and phone.refusals == []


SEATS = ("north", "east", "south", "west")
SUITS = {"north": "H", "east": "S", "south": "D", "west": "C"}


def test_civil_suits_from_a_hand_dealt_deck_to_the_first_scored_round(server, browser):  # noqa: F811
    phones = open_seats(server, browser, "civil_suits", SEATS)
    tokens = {seat: phone.page.get_attribute("body", "data-token") for seat, phone in phones.items()}
    table = Table(server, phones, {**tokens, "board": tokens["north"]})
    faults = faults_of(phones)

    def move(seat, *gestures):
        nonlocal faults
        table.move(seat, *gestures)
        faults += faults_of(phones)

    # The deal: all 54 cards from the dealer's left; each player taps the cards they found in their hand.
    deck = picker_cards(phones["north"])
    assert len(deck) == 54
    sizes = {"north": 13, "east": 14, "south": 14, "west": 13}  # North deals: East and South hold 14
    hands, start = {}, 0
    for seat in SEATS:
        hands[seat], start = deck[start : start + sizes[seat]], start + sizes[seat]
        move(seat, lambda phone, cards=hands[seat]: phone.cards(*cards), lambda phone: phone.confirm())
    for seat in SEATS:
        shown = [chip.get_attribute("data-card") for chip in phones[seat].page.query_selector_all("#hand .card")]
        assert sorted(shown) == sorted(hands[seat])
    for seat in SEATS:
        move(seat, lambda phone, s=seat: phone.click(f"[data-suit='{SUITS[s]}']"), lambda phone: phone.confirm())
    for seat in SEATS:  # the passes: each taps the cards they pass
        count = int(re.search(r"(\d+) cards you pass", phones[seat].text("#controls legend")).group(1))
        move(seat, lambda phone, n=count: phone.cards(*picker_cards(phone)[:n]), lambda phone: phone.confirm())

    # Three tricks with each card tapped as it is played (North declines the offered lead first).
    move("north", lambda phone: phone.click("[data-do='decline']"))
    while table.state()["view"]["trick_no"] <= 3 or table.state()["view"]["trick"]:
        seat = table.acting()
        step = phones[seat].page.get_attribute("body", "data-step")
        move(seat, lambda phone, s=step: any_move(phone, s))

    # The rest of the round at the table, then each player taps their pile: the cards they took in the tricks
    # entered are chosen already; each taps the cards left in their hand (as if they took them), the last one
    # also the cards set aside.
    leader = table.acting()
    move(leader, lambda phone: phone.click("[data-do='end-tricks']"))
    carry = table.state()["view"]["carry"]
    for index, seat in enumerate(SEATS):
        hand = table.state(seat)["view"]["seats"][seat]["hand"]
        extra = carry if index == len(SEATS) - 1 else []

        def enter(phone, cards=hand + extra, last=index == 0):
            phone.cards(*cards)
            if last:
                phone.click("[data-do='took-last']")
            phone.confirm()

        move(seat, enter)

    board = table.state()
    assert board["view"]["round"] == 2 and len(board["view"]["history"]) == 1
    for phone in phones.values():
        assert "the civil suits are revealed" in phone.text("#log") and "Round 2 of 4" in phone.text("#headline")
    assert faults == []
    for phone in phones.values():
        assert phone.errors == [] and phone.refusals == []
