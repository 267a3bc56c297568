"""Three phones in headless Chromium play a trump contest of Trumps of Kings against the real server: the host
creates a table of Prussia, Austria and France; the cut and the draws are entered, Prussia's on its phone (so
the contest is known in advance); Prussia nominates an invasion on its phone, every phone shows it, Austria
trumps, Prussia trumps the trump, France can no longer intervene, Austria gives up, and the invasion stands on
every phone. Then Prussia renames its commander on its phone while Austria moves (a refused name shows its
reason), and buys a card entered from the physical deck with the picker, which only Prussia's phone shows.

Needs Chromium, like tests/companion/test_browser.py (whose fixtures and phone this module shares).
"""

from __future__ import annotations

from tests.companion.test_browser import Phone, browser, pytestmark, server  # noqa: F401  (fixtures, skip rule)

POLL_SECONDS = 0.25  # the server fixture's poll: a game waits on the phones' polls at every move

KINGDOMS = ("prussia", "austria", "france")
HANDS = {
    "prussia": ["9C", "JC", "2H", "3H", "4H", "5H"],
    "austria": ["10C", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"],
    "france": ["QC", "KC", "AC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"],
}


def enter(process, token: str, action: dict) -> None:
    """Enter a chance action through the API, as a table entering its physical cards would."""
    _, version = process.call("GET", f"/api/t/{token}/version")
    status, body = process.call("POST", f"/api/t/{token}/actions", {"version": version["version"], "action": action})
    assert status == 200, body


def choose(phone: Phone, card: str, label: str) -> None:
    """Tap a card in the picker, then what it should do (opening its kind's fold of the list if it is shut)."""
    phone.cards(card)
    folded = phone.page.locator(f"#controls details:not([open]):has(button:has-text('{label}')) > summary")
    if folded.count():
        folded.first.click()
    phone.page.click(f"#controls .choices button:has-text('{label}')")


def test_three_phones_play_a_trump_contest(server, browser, tmp_path):  # noqa: F811  (the fixtures imported above)
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.select_option("#game", "trumps_of_kings")
    for name in ("england", "spain"):
        host.page.uncheck(f"input[name={name}][data-game=trumps_of_kings]")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=board] .qr svg")
    links = {
        role: host.page.get_attribute(f".seat-link[data-role={role}] a.button", "href") for role in (*KINGDOMS, "board")
    }
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    enter(server, tokens["prussia"], {"do": "cut", "first": "prussia"})
    phones = {}
    for role in (*KINGDOMS, "board"):
        phones[role] = Phone(browser, server, requests)
        phones[role].open(links[role])
    version = phones["prussia"].version()
    # Prussia enters the cards it drew from the physical deck on its own phone; the others through the API.
    phones["prussia"].cards(*HANDS["prussia"])
    phones["prussia"].click("[data-do='enter-draw']")
    version += 1
    phones["prussia"].wait_version(version, timeout=10000)  # accepted before the next draw is entered
    for seat in ("austria", "france"):
        enter(server, tokens[seat], {"do": "draw", "seat": seat, "cards": HANDS[seat]})
        version += 1
    for phone in phones.values():
        phone.wait_version(version, timeout=10000)

    def move(seat, *gestures):
        nonlocal version
        for gesture in gestures:
            gesture(phones[seat])
        version += 1
        for phone in phones.values():
            phone.wait_version(version, timeout=10000)

    # Each phone shows its own hand only.
    for seat in KINGDOMS:
        assert len(phones[seat].page.query_selector_all("#hand .card")) == len(HANDS[seat])
    assert "Your move." in phones["prussia"].text("#who")

    # Prussia nominates; every phone, the board included, shows the card and the action.
    move("prussia", lambda phone: choose(phone, "9C", "Invade Saxony with Frederick II"))
    for phone in phones.values():
        assert "Prussia nominates: Invade Saxony with Frederick II (9 of Clubs)" in phone.text("#instruction")
    assert "Austria may trump it or let it pass" in phones["france"].text("#instruction")
    assert phones["france"].page.query_selector("#controls button[data-choice]") is None

    # Austria trumps: the struggle is closed to Prussia and Austria.
    assert [
        b.get_attribute("data-card")
        for b in phones["austria"].page.query_selector_all("#controls .picker button[data-card]")
    ] == ["10C"]
    move("austria", lambda phone: choose(phone, "10C", "Trump"))
    assert "On top is the 10 of Clubs of Austria: Prussia may trump it or give up" in phones["board"].text(
        "#instruction"
    )
    assert phones["france"].page.query_selector("#controls button[data-choice]") is None
    move("prussia", lambda phone: choose(phone, "JC", "Trump"))
    move("austria", lambda phone: phone.page.click("#controls button:has-text('Give up the struggle')"))

    # The invasion stands: the battle is listed and the log tells the contest on every phone.
    for phone in phones.values():
        log = phone.text("#log")
        assert "Austria trumps with the 10 of Clubs" in log and "Prussia trumps with the Jack of Clubs" in log
        assert "invades Saxony" in log
        assert "Saxony" in phone.text("#status")
    assert "Your move." in phones["austria"].text("#who")

    # Prussia renames Frederick II on its phone while Austria and France pass: the typing survives their moves.
    prussia = phones["prussia"]
    assert prussia.text("#controls .commander[data-army='prussia_1']").startswith("Frederick II (Brandenburg)")
    prussia.click("[data-rename='prussia_1']")
    name = prussia.page.locator("#controls input[data-name='prussia_1']")
    name.fill("")
    assert prussia.page.is_disabled("#controls [data-do='name-commander']")  # an empty name cannot be saved
    name.type("Der Alte")
    move("austria", lambda phone: phone.page.click("#controls button:has-text('Pass')"))
    assert name.evaluate("input => input === document.activeElement")
    name.type(" Fritz\u202e")
    prussia.page.screenshot(path=str(tmp_path / "naming.png"), full_page=True)
    prussia.click("[data-do='name-commander']")
    prussia.page.wait_for_selector("#message:not([hidden])", timeout=10000)
    assert "may hold only letters, digits, spaces and punctuation" in prussia.text("#message")
    # Chromium notes the 400 answer on the console, which may reach the test after the page shows it.
    for _ in range(100):
        if any(" status of 400 " in error for error in prussia.errors):
            break
        prussia.page.wait_for_timeout(100)
    notes = [error for error in prussia.errors if " status of 400 " in error]
    assert len(notes) == 1 and prussia.errors == notes
    prussia.errors.clear()
    name.press("End")
    name.press("Backspace")
    move("prussia", lambda phone: phone.click("[data-do='name-commander']"))
    for phone in phones.values():
        assert "Prussia names a commander Der Alte Fritz." in phone.text("#log")
    assert prussia.page.query_selector("#controls input[data-name]") is None
    assert prussia.text("#controls .commander[data-army='prussia_1']").startswith("Der Alte Fritz (Brandenburg)")
    assert phones["austria"].page.query_selector("#controls [data-rename='prussia_1']") is None

    # Prussia nominates again, two cards under its limit: it buys the King of Diamonds drawn from the deck.
    move("france", lambda phone: phone.page.click("#controls button:has-text('Pass')"))
    assert "Your move." in prussia.text("#who")
    assert phones["austria"].page.query_selector("#controls [data-do='buy-entered']") is None
    prussia.click("[data-do='buy-entered']")
    assert prussia.page.is_disabled("#controls [data-do='enter-buy']")
    assert prussia.page.query_selector("#controls .picker button[data-card='JC']") is None  # spent: public
    prussia.cards("KD")
    prussia.page.screenshot(path=str(tmp_path / "buying.png"), full_page=True)
    move("prussia", lambda phone: phone.click("[data-do='enter-buy']"))
    assert prussia.page.query_selector("#hand .card[data-card='KD']") is not None
    assert len(prussia.page.query_selector_all("#hand .card")) == 5
    for seat in ("austria", "france", "board"):
        assert phones[seat].page.query_selector("[data-card='KD']") is None
        assert "King of Diamonds" not in phones[seat].text("body")
    for phone in phones.values():
        assert "Prussia buys a card for 3 gold." in phone.text("#log")

    # Everyone passes; Saxony has no player, so Austria, next door in Bohemia, commands its side and enters
    # the result with Prussia; France, further away, is not asked.
    for seat in ("prussia", "austria", "france", "prussia"):
        enter(server, tokens[seat], {"do": "pass", "seat": seat})
        version += 1
    for phone in phones.values():
        phone.wait_version(version, timeout=10000)
        assert "Austria commands the side without a player" in phone.text("#status")
        assert "Austria commands the side of the province, which has no player." in phone.text("#instruction")
    assert phones["france"].page.query_selector("#controls button[data-do='result']") is None
    assert "Waiting for Prussia or Austria." in phones["france"].text("#who")
    phones["austria"].page.screenshot(path=str(tmp_path / "battle.png"), full_page=True)
    move(
        "austria",
        lambda phone: (
            phone.click("[data-winner='defender']"),
            phone.click("[data-victory='major_victory']"),
            phone.click("[data-defeat='minor_defeat']"),
            phone.click("[data-do='enter-result']"),
        ),
    )
    assert "Battle for Saxony: Saxony wins" in phones["france"].text("#log")

    for phone in (host, *phones.values()):
        assert phone.errors == []
        width = phone.page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, "the page must fit a 360 px wide screen"
    strangers = [url for url in requests if not url.startswith(server.url + "/") and not url.startswith("data:")]
    assert strangers == [], "no request may leave this server"
