"""Two phones in headless Chromium set up a battle of 17(21) and fight a combat against the real server:
the app reveals and deals, each phone discards and chooses doctrines in secret, both deploy face down
and are revealed together, then a turn's attacks are fought card by card, with the draws made by the app.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

SEATS = ("north", "south")
SHOTS = __import__("os").environ.get("G1721_SHOTS")
DRAWS = {"reveal_terrain", "deal", "weather", "deal_doctrines", "draw_terrain", "draw", "lose"}


class Table:
    """Two phones at one table; each move is made on one phone and awaited on both."""

    def __init__(self, process, phones: dict[str, Phone], tokens: dict[str, str]):
        self.server, self.phones, self.tokens = process, phones, tokens
        self.version = phones["north"].version()

    def move(self, seat: str, *gestures) -> None:
        """Make the gestures on a seat's phone, then see the change on both phones (by polling, no reload)."""
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

    def step(self) -> str:
        return self.phones["north"].page.get_attribute("body", "data-step")

    def acting(self) -> str:
        seats = [seat for seat, phone in self.phones.items() if "acting" in phone.page.get_attribute("body", "class")]
        assert len(seats) == 1, seats
        return seats[0]


def tap_cards(phone: Phone, count: int, within: str = "") -> None:
    """Tap the first ``count`` cards offered (inside a wing's picker when named)."""
    buttons = phone.page.query_selector_all(f"#controls {within} button[data-card]")
    codes = [b.get_attribute("data-card") for b in buttons if b.get_attribute("aria-pressed") == "false"][:count]
    for code in codes:
        phone.click(f"{within} button[data-card='{code}']")


def choose(phone: Phone, starts: str) -> None:
    """Take the first offered action whose words start so (a button, or an entry of the list)."""
    select = phone.page.query_selector("#controls select[data-options]")
    if select is None:
        phone.page.click(f"#controls button[data-option]:has-text('{starts}')")
        return
    labels = [option.inner_text() for option in select.query_selector_all("option")]
    index = next(i for i, label in enumerate(labels) if label.startswith(starts))
    select.select_option(index=index)
    phone.confirm()


def declare(phone: Phone, count: int) -> None:
    """Draft a declaration of the first ``count`` units offered, in that order, and confirm it."""
    phone.click("button[data-kind='attack']")
    codes = [b.get_attribute("data-attacker") for b in phone.page.query_selector_all("#controls [data-attacker]")]
    for code in codes[:count]:
        phone.click(f"button[data-attacker='{code}']")
    phone.confirm()


def test_two_phones_set_up_a_battle_and_fight_a_combat(server, browser):  # noqa: F811
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.select_option("#game", "17-21")
    assert host.page.is_visible("input[name=advanced]")  # 17(21)'s options, shown for it only
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=south] .qr svg")
    links = {
        role: host.page.get_attribute(f".seat-link[data-role={role}] a.button", "href") for role in (*SEATS, "board")
    }
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    phones = {}
    for seat in SEATS:
        phones[seat] = Phone(browser, server, requests)
        phones[seat].open(links[seat])
    table = Table(server, phones, tokens)
    assert "Any phone may enter the draw." in phones["south"].text("#who")

    # The app reveals the wings and deals; each phone lists its own 20 unit cards only.
    table.move("north", lambda phone: phone.click("[data-do='app-draw']"))
    table.move("south", lambda phone: phone.click("[data-do='app-draw']"))
    north_cards = table.state("north")["view"]["sides"]["north"]["reserve"]
    assert len(north_cards) == 20 and table.state("south")["view"]["sides"]["north"]["reserve"] is None

    # Discards in secret, then the weather (a second card after a 10 or 11), then doctrines chosen in secret.
    for seat in SEATS:
        table.move(seat, lambda phone: tap_cards(phone, 6), lambda phone: phone.confirm())
    while table.step() == "weather":
        table.move("north", lambda phone: phone.click("[data-do='app-draw']"))
    table.move("south", lambda phone: phone.click("[data-do='app-draw']"))
    for seat in SEATS:
        table.move(seat, lambda phone: tap_cards(phone, 3), lambda phone: phone.confirm())
    assert "doctrines:" in phones["south"].text("#log")

    # Face-down deployment: North's units stay hidden from South until both have placed.
    capacity = {wing["wing"]: wing["capacity"] for wing in table.state()["view"]["wings"]}

    def deploy(phone):
        for wing, count in capacity.items():
            tap_cards(phone, count, f"[data-wing='{wing}']")
        phone.confirm()

    table.move("north", deploy)
    assert "deployed face down" in phones["south"].text("#log")
    assert all(not wing["units"]["north"] for wing in table.state("south")["view"]["wings"])
    table.move("south", deploy)
    assert all(wing["units"]["north"] for wing in table.state("south")["view"]["wings"])
    assert "reveals on" in phones["north"].text("#log")

    # The hussars' swap and the choice of the first player, as offered.
    while table.step() in ("draw_terrain", "swap", "first"):
        if table.step() == "draw_terrain":
            table.move("north", lambda phone: phone.click("[data-do='app-draw']"))
        elif table.step() == "swap":
            table.move(table.acting(), lambda phone: choose(phone, "Keep the terrain"))
        else:
            acting = next(s for s in SEATS if "acting" in phones[s].page.get_attribute("body", "class"))
            table.move(acting, lambda phone: choose(phone, "North starts"))
    while table.step() == "flank":
        table.move(table.acting(), lambda phone: choose(phone, "Shock"))

    # North declares attacks; every wing's status shows on both phones.
    assert table.step() == "turn" and table.acting() == "north"
    for phone in phones.values():
        status = phone.text("#status")
        assert "Left wing" in status and "Cohesion" in status and "steady" in status
    table.move("north", lambda phone: declare(phone, 2))
    assert table.step() == "combat"
    assert "Cohesion left" in phones["south"].text("#status") and "To play" in phones["south"].text("#status")
    SHOTS and [phone.page.screenshot(path=f"{SHOTS}-{seat}.png", full_page=True) for seat, phone in phones.items()]

    # The combat: each side calls battle cards (the app draws them) until one passes; then the other passes.
    calls = 0
    while table.state()["view"]["combat"] is not None and table.step() in ("combat", "draw", "trigger", "lose"):
        step = table.step()
        if step in DRAWS:
            table.move("south", lambda phone: phone.click("[data-do='app-draw']"))
        elif step == "trigger":
            table.move(table.acting(), lambda phone: choose(phone, "Let the doctrine go"))
        else:
            seat = table.acting()
            what = "Call a battle card" if calls < 3 else "Pass"
            calls += 1
            table.move(seat, lambda phone, w=what: choose(phone, w))
    log = phones["north"].text("#log")
    assert "calls a battle card" in log and ("passes" in log or "routs" in log)
    # An illegal entry is refused with its reason and changes nothing.
    refusal = {"version": table.version, "action": {"do": "pass_turn", "seat": "south"}}
    status, data = table.server.call("POST", f"/api/t/{tokens['south']}/actions", refusal)
    assert status == 422 and data["error"]["message"]
    assert all(not phone.errors for phone in phones.values())
