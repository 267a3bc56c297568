"""Four phones in headless Chromium, two at 320 and two at 360 px, play a whole game of Walsingham with the printed
cards: the Loyalty cards dealt at the table and entered by each player on their own phone (a slip, two Spies, sends
everyone back to enter again), every turn's Rewards and tiles entered as drawn, Secret cards drawn from the
printed deck and entered by the drawer, Peeks at cards shuffled at the table, up to the accusations and the
final scoring. Every entry goes through a labelled picker and a confirm button; every tap target is at least
24 px square, and the names on the hand's cards stay inside them.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

import random
from collections import deque

import pytest

from games import get_game
from tests.companion.lan import axe_each_step, axe_faults
from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

GAME = get_game("walsingham")
T = GAME.tables
SEATS = GAME.seats[:4]
MIN_TAP = 24  # px, each side of every tap target this game's phone adds
POLL_SECONDS = 0.25  # the server fixture's poll: a whole game waits on the phones' polls at every move


class PrintedCards:
    """The kit's printed cards on the table, shuffled and dealt as the rulebook says; the test knows them all."""

    def __init__(self, seed: int):
        rng = self.rng = random.Random(seed)
        loyal = [colour for colour in T.loyal_colours for _ in SEATS]
        rng.shuffle(loyal)
        deck = [*loyal[1:], "spy"]  # one Loyal card back to the box unseen, the Spy added
        rng.shuffle(deck)
        self.hands = {seat: sorted(deck[2 * n : 2 * n + 2]) for n, seat in enumerate(SEATS)}
        decks = T.decks_for(len(SEATS))
        self.rewards = {
            deck: rng.sample([T.reward_ids[card] for card in cards], len(cards)) for deck, cards in decks.items()
        }
        self.tiles = rng.sample(list(T.tile_ids), len(T.tile_ids))
        self.secrets = deque(rng.sample(list(T.secret_kind), len(T.secret_kind)))
        self.kept: dict[str, list[str]] = {seat: [] for seat in SEATS}
        self.drawn: list[str] = []

    def spy(self) -> str:
        """Return the seat dealt the Spy."""
        return next(seat for seat, hand in self.hands.items() if "spy" in hand)


class Table:
    """Four phones and the board at one table; a move is made on one phone and awaited on every page."""

    def __init__(self, server, phones: dict[str, Phone], tokens: dict[str, str]):  # noqa: F811
        self.server, self.phones, self.tokens = server, phones, tokens
        self.version = phones[SEATS[0]].version()
        self.checked_steps: set[str] = set()
        self.axe_seen: set = set()
        self.axe: list[str] = []  # axe-core's findings, on each seat's page at each step it acts in

    def move(self, seat: str, *gestures) -> None:
        """Make the gestures on a seat's phone once it shows the table as it is (its tap targets checked once per
        step), then see the change there; the other pages catch up by polling (``settle`` waits for them)."""
        phone = self.phones[seat]
        phone.wait_version(self.version, timeout=8000)
        step = phone.page.get_attribute("body", "data-step")
        if step not in self.checked_steps:
            self.checked_steps.add(step)
            assert_tap_targets(phone)
        self.axe += axe_each_step(self.axe_seen, seat, phone.page)
        for gesture in gestures:
            gesture(phone)
        self.version += 1
        phone.wait_version(self.version, timeout=8000)

    def ready(self, seat: str) -> Phone:
        """Return a seat's phone once it shows the table as it is."""
        phone = self.phones[seat]
        phone.wait_version(self.version, timeout=8000)
        return phone

    def settle(self) -> None:
        """Wait until every page shows the table as it is."""
        for phone in self.phones.values():
            phone.wait_version(self.version, timeout=8000)

    def view(self, role: str = "board") -> dict:
        """Return what a role sees, through the API."""
        status, data = self.server.call("GET", f"/api/t/{self.tokens[role]}/state")
        assert status == 200
        return data["view"]


def assert_tap_targets(phone: Phone) -> None:
    """Every visible button of the controls is at least MIN_TAP px square."""
    boxes = phone.page.eval_on_selector_all(
        "#controls button",
        "els => els.filter(e => e.offsetParent).map(e => [e.textContent, e.getBoundingClientRect().width,"
        " e.getBoundingClientRect().height])",
    )
    small = [box for box in boxes if box[1] < MIN_TAP or box[2] < MIN_TAP]
    assert not small, small


def assert_hand_labels_fit(phone: Phone) -> None:
    """Each card of the hand holds its whole name, clear of its edges."""
    clashes = phone.page.eval_on_selector_all(
        "#hand .card",
        """els => els.map(e => {
            const card = e.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(e);
            const text = range.getBoundingClientRect();
            return [e.textContent, text.left - card.left, card.right - text.right, text.top - card.top,
                    card.bottom - text.bottom, e.scrollWidth - e.clientWidth];
        }).filter(([name, left, right, top, bottom, over]) => Math.min(left, right, top, bottom) < 3 || over > 0)""",
    )
    assert not clashes, clashes


def tap(selector: str):
    """Return the gesture of tapping one control."""
    return lambda phone: phone.click(selector)


def confirm(phone: Phone) -> None:
    """Tap the confirm button (never enabled before the picker holds a whole entry)."""
    phone.click("[data-submit]")


def pick(attribute: str, kinds: list[str]):
    """Return the gesture of picking printed cards by kind in a labelled picker, then confirming."""

    def gesture(phone: Phone) -> None:
        assert phone.page.is_disabled("#controls [data-submit]")
        assert phone.page.is_visible("#controls .kind-picker .picker-label")
        for kind in kinds:
            phone.click(f"[{attribute}='{kind}']")
        confirm(phone)

    return gesture


def enter_loyalty(table: Table, hands: dict[str, list[str]]) -> None:
    """Each player enters their own two Loyalty cards on their own phone; a phone shows its own entry only."""
    entered: dict[str, list[str]] = {}
    for seat, hand in hands.items():
        assert "Look at your two Loyalty cards" in table.ready(seat).text("#controls")
        table.move(seat, pick("data-entry-loyalty", hand))
        entered[seat] = hand
        if len(entered) == len(SEATS):
            break  # the last entry closes the step
        table.settle()
        for other in SEATS:
            chips = table.phones[other].page.query_selector_all("#hand [data-entered]")
            assert sorted(chip.get_attribute("data-entered") for chip in chips) == sorted(entered.get(other, []))


def deal(table: Table, cards: PrintedCards) -> None:
    """Deal the printed Loyalty cards; a slip (a second Spy entered) sends everyone back, then all enter right."""
    table.move(SEATS[0], tap("[data-do='deal-at-table']"))
    spy = cards.spy()
    slip = next(seat for seat in SEATS if seat != spy)
    wrong = dict(cards.hands, **{slip: sorted(["spy", cards.hands[slip][0]])})
    # On its own phone a player can pick the Spy once only: the picker offers no second one.
    phone = table.phones[spy]
    phone.click("[data-entry-loyalty='spy']")
    assert phone.page.is_disabled("#controls [data-entry-loyalty='spy']")
    phone.click("[data-clear='loyalty']")
    enter_loyalty(table, wrong)
    table.settle()
    for seat in SEATS:
        assert "do not add up" in table.phones[seat].text("#log")
        assert table.phones[seat].page.query_selector_all("#controls [data-entry-loyalty]")
    assert table.view()["step"] == "enter_loyalty"
    enter_loyalty(table, cards.hands)
    table.settle()
    for seat in SEATS:
        chips = table.phones[seat].page.query_selector_all("#hand [data-loyalty]")
        assert sorted(chip.get_attribute("data-loyalty") for chip in chips) == cards.hands[seat]
        assert_hand_labels_fit(table.phones[seat])
    assert table.view(spy)["players"][spy]["loyalty"] == cards.hands[spy]
    assert table.view(slip)["players"][spy]["loyalty"] is None


def reveal(table: Table, cards: PrintedCards, seat: str) -> None:
    """Draw the turn's Rewards and tiles from the printed decks and enter them, in the order they lie."""
    deck = table.view()["deck"]
    rewards = [cards.rewards[deck].pop() for _ in range(len(SEATS) - 1)]
    tiles = [cards.tiles.pop() for _ in range(min(2, len(cards.tiles)))]

    def gesture(phone: Phone) -> None:
        for reward in rewards:
            phone.click(f"[data-entry-reward='{reward}']")
        for tile in tiles:
            phone.click(f"[data-entry-tile='{tile.rsplit('-', 1)[0]}']")
        confirm(phone)

    table.move(seat, gesture)
    assert [item["reward"] for item in table.view()["table"]] == rewards


def acting(table: Table) -> str:
    """Return the one seat the table waits for."""
    to_act = table.view()["to_act"]
    assert len(to_act) == 1, to_act
    return to_act[0]


def play_a_step(table: Table, cards: PrintedCards, claimed: list[str]) -> None:
    """Make the move the table waits for, on the phone whose player makes it, with the printed cards."""
    view = table.view()
    step = view["step"]
    if step == "reveal":
        reveal(table, cards, SEATS[view["turn"] % len(SEATS)])
    elif step == "bid":
        table.move(acting(table), tap("[data-amount='0']"), confirm)
    elif step == "claim":
        seat = acting(table)
        claimed.append(seat)
        table.move(seat, tap("[data-reward]"))
    elif step == "draw_secrets":
        table.move(claimed[-1], tap("[data-do='draw-secrets-at-table']"))
    elif step == "enter_secrets":
        seat = acting(table)
        cards.drawn = [cards.secrets.popleft() for _ in range(3)]
        table.move(seat, pick("data-entry-secret", cards.drawn))
    elif step == "keep_secret":
        keep_secret(table, cards, acting(table))
    elif step == "peek":
        table.move(acting(table), tap("[data-target]"))
    elif step == "shuffle":
        target = view["peek_target"]
        table.move(target, tap("[data-do='shuffle-at-table']"))
    elif step == "look":
        look(table, cards, acting(table), view)
    elif step == "discard":
        seat = acting(table)
        offered = table.ready(seat).page.eval_on_selector_all(
            "#controls [data-card]", "buttons => buttons.map(button => button.dataset.card)"
        )
        # A Loyal card goes back to the box where the hand has one: the Spy stays in play, as the end checks.
        card = next((code for code in offered if code != "spy"), offered[0])
        cards.hands[seat] = sorted([*cards.hands[seat], "triple_agent"])  # the Triple Agent card taken
        cards.hands[seat].remove(card)  # and one Loyalty card back to the box
        table.move(seat, tap(f"[data-card='{card}']"))
    elif step == "accuse":
        seat = acting(table)
        target = cards.spy() if cards.spy() != seat else "nobody"
        table.move(seat, tap(f"[data-target='{target}']"))
    else:
        pytest.fail(f"unexpected step {step}")


def keep_secret(table: Table, cards: PrintedCards, seat: str) -> None:
    """Keep one of the Secret cards drawn (each shown with its worth); the others go under the printed deck."""
    phone = table.ready(seat)
    options = phone.page.query_selector_all("#controls [data-secret]")
    assert len(options) == len(set(cards.drawn))  # two copies of a card are one choice
    for option in options:
        text = option.inner_text()
        assert "VP" in text or "Intrigue" in text, text
        if cards.drawn.count(option.get_attribute("data-secret")) > 1:
            assert f"{cards.drawn.count(option.get_attribute('data-secret'))} copies alike drawn" in text, text
    kind = options[0].get_attribute("data-secret")
    table.move(seat, tap(f"[data-secret='{kind}']"), confirm)
    cards.drawn.remove(kind)
    cards.kept[seat].append(kind)
    cards.secrets.extend(cards.drawn)
    assert_hand_labels_fit(phone)


def look(table: Table, cards: PrintedCards, seat: str, view: dict) -> None:
    """The peeker looks at a printed card of the target, face down on the table, and notes it on their phone."""
    target = view["peek_target"]
    pile = cards.hands[target] if view["peek_pile"] == "loyalty" else cards.kept[target]
    seen = cards.rng.choice(pile)
    assert "lays it back" in table.ready(seat).text("#instruction")
    others = {other: table.view(other)["seen"] for other in SEATS if other != seat}
    table.move(seat, tap(f"[data-seen='{seen}']"), confirm)
    assert table.view(seat)["seen"][-1]["card"] == seen
    assert {other: table.view(other)["seen"] for other in others} == others  # the note is the peeker's alone


# Both widths in one game (a whole game is long): the seats take turns at 320 and 360 px, the board is at 320.
WIDTHS = {role: (320, 360)[number % 2] for number, role in enumerate((*SEATS, "board"))}


def test_four_phones_play_a_whole_game_with_the_printed_cards(server, browser):  # noqa: F811
    status, created = server.call("POST", "/api/tables", {"game": "walsingham", "options": {"four_players": True}})
    assert status == 201
    links = created["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    requests: list[str] = []
    phones = {}
    for role in (*SEATS, "board"):
        phones[role] = Phone(browser, server, requests)
        phones[role].page.set_viewport_size({"width": WIDTHS[role], "height": 740})
        phones[role].open(links[role])
    table = Table(server, phones, tokens)
    cards = PrintedCards(seed=320)

    deal(table, cards)
    claimed: list[str] = []
    for _ in range(400):
        if table.view()["step"] == "over":
            break
        play_a_step(table, cards, claimed)
    table.settle()
    view = table.view()
    assert view["step"] == "over" and view["outcome"] is not None
    assert view["scoring"]["spy"] == cards.spy()
    for role in (*SEATS, "board"):
        assert "In all:" in phones[role].text("#status")
    assert {"enter_loyalty", "reveal", "bid", "claim", "accuse"} <= table.checked_steps
    assert table.axe + axe_faults(phones["board"].page) == []
    for role, phone in phones.items():
        assert phone.errors == []
        assert phone.page.evaluate("document.documentElement.scrollWidth") <= WIDTHS[role]
    strangers = [url for url in requests if not url.startswith(server.url + "/") and not url.startswith("data:")]
    assert strangers == [], "no request may leave this server"
