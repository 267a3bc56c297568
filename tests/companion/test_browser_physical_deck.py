"""A Very Civil Whist and Civil Suits from the first deal to the first scored result, on phones 320 and 360 px
wide, with the physical deck: every deal and draw is entered by tapping what a player at the table taps (each
hand dealt, each card drawn or turned up tapped in the picker and confirmed; Civil Suits' deal of all 54
cards is said to be made by hand). After every move, every tap target
on every phone is measured (at least 24 x 24 px, none overlapping, none off the screen) and the log's numbers
must show whole.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import pytest

from tests.companion.helpers import DEAL
from tests.companion.taps import log_number_faults, tap_target_faults
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

WIDTHS = (320, 360)
HANDS = {side: DEAL[side] for side in ("parliament", "royalists")}  # the first deal, as found in the hands


def open_seats(server, browser, game: str, seats, width: int) -> dict[str, Phone]:  # noqa: F811
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
        found += [f"{seat} at {step}: {fault}" for fault in tap_target_faults(phone.page)]
        found += [f"{seat} at {step}: log number cut: {line}" for line in log_number_faults(phone.page)]
    return found


class CheckedGame(Game):
    """Two phones at an A Very Civil Whist table, measured after every move."""

    faults: list[str]

    def move(self, side: str, *gestures) -> None:
        """Make the move as Game does, then measure both phones."""
        super().move(side, *gestures)
        self.faults = getattr(self, "faults", []) + faults_of(self.phones)


@pytest.mark.parametrize("width", WIDTHS)
def test_a_very_civil_whist_from_a_hand_dealt_deck_to_the_first_rounds_result(server, browser, width):  # noqa: F811
    phones = open_seats(server, browser, "avcw", ("parliament", "royalists"), width)
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


@pytest.mark.parametrize("width", WIDTHS)
def test_civil_suits_from_a_hand_dealt_deck_to_the_first_scored_round(server, browser, width):  # noqa: F811
    phones = open_seats(server, browser, "civil_suits", SEATS, width)
    status, _ = server.call("GET", "/api/games")
    assert status == 200
    tokens = {seat: phone.page.get_attribute("body", "data-token") for seat, phone in phones.items()}
    table = Table(server, phones, {**tokens, "board": tokens["north"]})
    faults = faults_of(phones)

    def move(seat, *gestures):
        nonlocal faults
        table.move(seat, *gestures)
        faults += faults_of(phones)

    # Dealt by hand: the app counts the cards; each phone says how many it has not seen.
    move("north", lambda phone: phone.click("[data-do='deal-unseen']"))
    assert "+ 14 cards not entered" in phones["east"].text("#hand")
    for seat in SEATS:
        move(seat, lambda phone, s=seat: phone.click(f"[data-suit='{SUITS[s]}']"), lambda phone: phone.confirm())
    for seat in SEATS:  # the passes, made with the physical cards
        move(seat, lambda phone: phone.click("[data-do='pass-unseen']"))

    # Three tricks with each card tapped as it is played (North declines the offered lead first).
    move("north", lambda phone: phone.click("[data-do='decline']"))
    while table.state()["view"]["trick_no"] <= 3 or table.state()["view"]["trick"]:
        seat = table.acting()
        step = phones[seat].page.get_attribute("body", "data-step")
        move(seat, lambda phone, s=step: any_move(phone, s))

    # The rest of the round at the table, then each player taps their pile: the cards they took in the tricks
    # entered are chosen already; West, who took the rest, taps every card nobody else holds.
    leader = table.acting()
    move(leader, lambda phone: phone.click("[data-do='end-tricks']"))
    known = {seat: set(table.state(seat)["controls"]["tally"]["known"]) for seat in SEATS}
    others = set().union(*(known[seat] for seat in SEATS[:-1]))
    for index, seat in enumerate(SEATS):
        offered = picker_cards(phones[seat])
        extra = [] if seat != "west" else [card for card in offered if card not in others and card not in known[seat]]

        def enter(phone, cards=extra, last=index == 0):
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
