"""Two phones in headless Chromium set up a battle of 17(21) and fight a combat against the real server:
the app reveals and deals, each phone discards and chooses doctrines in secret, both deploy face down
and are revealed together, then a turn's attacks are fought card by card, with the draws made by the app.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

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
    assert "Either phone enters the three terrain cards revealed" in phones["south"].text("#who")

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
            phone.click(f"button[data-wing='{wing}']")
            tap_cards(phone, count)
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


def test_two_phones_draft_three_attacks_a_doctrine_paid_with_two_cards_and_two_units_deployed(server, browser):  # noqa: F811
    """The set-up is entered through the API (known armies, so known plays); the turns are drafted on the phones."""
    requests: list[str] = []
    status, created = server.call("POST", "/api/tables", {"game": "17-21"})
    assert status in (200, 201), created
    links = created["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    phones = {}
    for seat in SEATS:
        phones[seat] = Phone(browser, server, requests)
        phones[seat].open(links[seat] if links[seat].startswith("http") else server.url + links[seat])
    table = Table(server, phones, tokens)

    def api(role: str, **action) -> None:
        status, data = server.call(
            "POST", f"/api/t/{tokens[role]}/actions", {"version": table.version, "action": action}
        )
        assert status == 200, data
        table.version = data["version"]
        for phone in phones.values():
            phone.wait_version(table.version, timeout=5000)

    # North: line infantry L1-L20; South: elite G1-G8, light infantry J1-J11 and A1. The 11s stay in the deck.
    api("north", do="reveal_terrain", cards=[0, 7, 8])  # plains, hamlet, woods: two units a side in each
    api("north", do="deal", north=list(range(20)), south=[*range(24, 32), *range(32, 43), 44])
    api("north", do="discard", seat="north", cards=list(range(6)))
    api("south", do="discard", seat="south", cards=list(range(24, 30)))
    api("north", do="weather", card=45)  # A2: fair weather
    api("north", do="deal_doctrines", north=[0, 1, 2, 3, 4], south=[5, 6, 7, 8, 10])
    api("north", do="keep_doctrines", seat="north", cards=[0, 1, 2])
    api("south", do="keep_doctrines", seat="south", cards=[5, 6, 7])  # Seydlitz Charge (6) costs 9
    api("north", do="place", seat="north", left=[6, 7], centre=[8, 9], right=[10, 11])  # L7-L12
    api("south", do="place", seat="south", left=[30, 31], centre=[32, 33], right=[34, 35])  # G7 G8 J1-J4
    decider = table.state()["view"]["to_act"][0]
    api(decider, do="choose_first", seat=decider, first="north")
    assert table.step() == "turn" and table.acting() == "north"

    # North drafts three attacks: L11 first, then L7, then L9. Nothing is sent while drafting.
    north, south = phones["north"], phones["south"]
    sent = sum("/actions" in url for url in requests)
    north.click("button[data-kind='attack']")
    north.click("button[data-attacker='10']")
    assert "at least two attacks" in north.text("#controls [data-reason]")
    assert north.page.query_selector("#controls [data-submit]").is_disabled()
    north.click("button[data-attacker='6']")
    north.click("button[data-attacker='8']")
    assert north.page.query_selector("#controls [data-ready]") is not None
    assert "3. Line infantry" in north.text("#controls")
    SHOTS and north.page.screenshot(path=f"{SHOTS}-attacks.png", full_page=True)
    assert sum("/actions" in url for url in requests) == sent
    table.move("north", lambda phone: phone.confirm())
    view = table.state("south")["view"]
    assert view["combat"]["attacker"]["card"] == 10 and [entry[0] for entry in view["attacks"]] == [6, 8]

    def enter(card: int):
        def gesture(phone):
            code = phone.page.evaluate(f"JSON.parse(document.getElementById('card-names').textContent)['{card}']")
            phone.page.fill("#quick-entry", code.rsplit("(", 1)[1].rstrip(")"))  # the code printed on the card
            phone.confirm()

        return gesture

    # L11 and G... stand; then L7 and L9 each call two 11s and bust: two wings get room for one North unit.
    table.move("north", lambda phone: choose(phone, "Pass"))
    table.move("south", lambda phone: choose(phone, "Pass"))
    for first, second in ((67, 23), (55, 43)):
        table.move("north", lambda phone: choose(phone, "Call a battle card"))
        table.move("south", enter(first))
        table.move("south", lambda phone: choose(phone, "Pass"))
        table.move("north", lambda phone: choose(phone, "Call a battle card"))
        table.move("north", enter(second))
    assert table.step() == "turn" and table.acting() == "south"
    assert [len(wing["units"]["north"]) for wing in table.state()["view"]["wings"]] == [1, 1, 2]

    # South drafts Seydlitz Charge (cost 9), paid with J5 and J6 (5 + 6), against North's L8.
    south.click("button[data-kind='doctrine']")
    south.click("button[data-doctrine='6']")
    south.click("button[data-card='36']")
    assert "add up to 5; the doctrine costs 9" in south.text("#controls [data-reason]")
    assert south.text("#controls [data-total]") == "Paid 5 of 9"
    south.click("button[data-card='37']")
    assert "Name an enemy unit" in south.text("#controls [data-reason]")
    south.click("button[data-target='7']")
    south.click("button[data-card='44']")  # A1 as well: 12, and the cost is met without it
    assert "Pay only the cards needed" in south.text("#controls [data-reason]")
    SHOTS and south.page.screenshot(path=f"{SHOTS}-doctrine.png", full_page=True)
    south.click("button[data-card='44']")
    assert south.text("#controls [data-total]") == "Paid 11 of 9" and south.page.query_selector(
        "#controls [data-ready]"
    )
    table.move("south", lambda phone: phone.confirm())
    board = table.state()["view"]
    assert sorted(board["sides"]["south"]["rout_pile"]) == [36, 37]
    assert board["wings"][0]["units"]["north"][0]["shocked"]

    # North drafts two units deployed in one turn: L13 and L14, one to the left and one to the centre.
    north.click("button[data-kind='deploy']")
    north.click("button[data-card='12']")
    north.click("button[data-card='13']")
    north.click("button[data-to-wing='left'][data-unit='13']")
    assert "Left wing has no room" in north.text("#controls [data-reason]")
    north.click("button[data-to-wing='centre'][data-unit='13']")
    assert north.page.query_selector("#controls [data-ready]")
    SHOTS and north.page.screenshot(path=f"{SHOTS}-deploy.png", full_page=True)
    table.move("north", lambda phone: phone.confirm())
    wings = table.state()["view"]["wings"]
    assert [unit["card"] for unit in wings[0]["units"]["north"]] == [7, 12]
    assert [unit["card"] for unit in wings[1]["units"]["north"]] == [9, 13]
    assert "deploys" in south.text("#log")
    assert all(not phone.errors for phone in phones.values())
