"""Two phones in headless Chromium play a whole round against the real server, as two players would, and a
phone on a Polish table reads its panel, controls, log and refusals in Polish.

Needs Chromium (Debian's package; .ci/run installs it). Without it these tests are skipped with a
message saying so, except where PNPKIT_REQUIRE_BROWSER=1 (set by .ci/run), where they fail.
"""

from __future__ import annotations

import os
import re
import shutil

import pytest

from engine.errors import IllegalActionError
from engine.i18n import Message, render, translations
from games import get_game
from tests.companion.helpers import ACTIONS, DEAL, PREPARATION, SERVE_APP_SEAT
from tests.companion.server import ServerProcess

CHROMIUM = os.environ.get("PNPKIT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
REQUIRED = os.environ.get("PNPKIT_REQUIRE_BROWSER") == "1"
# Without the background-networking flags Chromium keeps trying to reach the internet, which a closed
# local network refuses; the phones must need nothing but this server.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
LIVE_UPDATE_MS = 2000  # a change on one phone shows on the other within this, without a reload
FIRST_ANSWER_MS = 30_000  # the longest wait for a page's first answer (Phone.open)
GAME = get_game("avcw")
# Chromium notes every 4xx answer on the console; the page shows the refusal (stale, link replaced, illegal).
REFUSAL_NOTE = re.compile(r"Failed to load resource: the server responded with a status of 4(09|10|22) ")
# Parliament's support stands at 6 after the preparation: its 6 of Diamonds cannot raise it.
TOO_LOW_SUPPORT = {"do": "support", "side": "parliament", "card": "6D"}

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    sync_playwright = None

pytestmark = []  # the browser tests run; other browser test modules import this mark with the fixtures
if CHROMIUM is None or sync_playwright is None:
    reason = "browser tests need Chromium (apt-get install chromium) and the playwright package"
    if REQUIRED:
        raise RuntimeError(reason + "; PNPKIT_REQUIRE_BROWSER=1 forbids skipping them")
    pytestmark = pytest.mark.skip(reason=reason)


@pytest.fixture(scope="module")
def server(tmp_path_factory, request):
    """Run the real server (pnpkit serve under waitress) for this module.

    A module that plays whole games may set ``POLL_SECONDS`` lower than the pages' second: a phone waits for
    its poll to see the move before its own, so a long game goes that much faster.
    """
    database = tmp_path_factory.mktemp("browser") / "tables.sqlite3"
    poll = str(getattr(request.module, "POLL_SECONDS", 1.0))
    process = ServerProcess(database, options=("--poll-seconds", poll, *SERVE_APP_SEAT)).start()
    yield process
    process.stop()


@pytest.fixture(scope="module")
def browser():
    """Launch Debian's Chromium once for the module."""
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


OPENED: list = []  # the phones of the test running now, closed when it ends (Phone.close_all)


class Phone:
    """One player's phone: a browser context on a seat's page, with the gestures of a player."""

    def __init__(self, browser, server, requests: list[str], width: int = 360, permissions: tuple[str, ...] = ()):
        self.context = browser.new_context(**{**PHONE, "viewport": {"width": width, "height": 740}})
        OPENED.append(self)
        self.context.grant_permissions(list(permissions))
        self.context.on("request", lambda request: requests.append(request.url))
        self.page = self.context.new_page()
        self.errors: list[str] = []  # script errors and console errors (a CSP refusal is one)
        self.refusals: list[str] = []  # the browser's console note of a 4xx answer, which a test provokes
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("console", self._console)
        self.page.set_default_timeout(5000)

    def _console(self, message) -> None:
        """Keep every console error; an answered refusal (the rules said no) is kept apart, for the test to count."""
        if message.type != "error":
            return
        refused = REFUSAL_NOTE.match(message.text)
        (self.refusals if refused else self.errors).append(message.text)

    def open(self, url: str) -> None:
        """Open a page and wait for its first answer from the API."""
        self.page.goto(url)
        # A server's first answer in a language draws the board's base (the campaign map places its labels by a
        # scoring pass, a second or more, several on a busy machine): that one wait is longer.
        self.page.wait_for_selector("body[data-version]", timeout=FIRST_ANSWER_MS)

    def version(self) -> int:
        """Return the table version the page shows."""
        return int(self.page.get_attribute("body", "data-version"))

    def wait_version(self, version: int, timeout: int = LIVE_UPDATE_MS) -> None:
        """Wait until the page shows the table at ``version`` (by itself: the page is never reloaded)."""
        self.page.wait_for_selector(f"body[data-version='{version}']", timeout=timeout)

    def click(self, selector: str) -> None:
        """Tap a control."""
        self.page.click(f"#controls {selector}")

    def cards(self, *codes: str) -> None:
        """Tap cards in the card picker."""
        for code in codes:
            self.click(f"button[data-card='{code}']")

    def confirm(self) -> None:
        """Tap the confirm button."""
        self.click("[data-submit]")

    def text(self, selector: str) -> str:
        """Return the text of an element."""
        return self.page.inner_text(selector)

    @staticmethod
    def close_all() -> None:
        """Close every phone opened since the last call: a page left open polls its server until the browser closes."""
        while OPENED:
            OPENED.pop().context.close()  # closing a context a test closed itself does nothing


class Game:
    """Two phones at one table; each move is made on one phone and awaited on the other."""

    def __init__(self, parliament: Phone, royalists: Phone):
        self.phones = {"parliament": parliament, "royalists": royalists}
        self.version = parliament.version()

    def move(self, side: str, *gestures) -> None:
        """Make the gestures on a side's phone, then see the change on both phones."""
        phone = self.phones[side]
        for gesture in gestures:
            gesture(phone)
        self.version += 1
        phone.wait_version(self.version, timeout=5000)
        other = self.phones["royalists" if side == "parliament" else "parliament"]
        other.wait_version(self.version)

    def step(self) -> str:
        """Return the step both phones show."""
        steps = {phone.page.get_attribute("body", "data-step") for phone in self.phones.values()}
        assert len(steps) == 1, steps
        return steps.pop()


def tap(*codes):
    return lambda phone: phone.cards(*codes)


def press(selector):
    return lambda phone: phone.click(selector)


def confirm(phone):
    phone.confirm()


def attack(track, card):
    return lambda phone: (
        phone.click("[data-mode='attack']"),
        phone.click(f"[data-track='{track}']"),
        phone.cards(card),
        phone.confirm(),
    )


def support(card):
    return lambda phone: (phone.click("[data-mode='support']"), phone.cards(card), phone.confirm())


def defend(card):
    return lambda phone: (phone.cards(card), phone.confirm())


def place(leaders: dict):
    def gesture(phone):
        for track, leader in leaders.items():
            phone.page.select_option(f"#controls select[data-track='{track}']", leader)
        phone.click("[data-do='place']")

    return gesture


def test_two_phones_play_a_whole_round(server, browser):
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=parliament] .qr svg")
    links = {
        role: host.page.get_attribute(f".seat-link[data-role={role}] a.button", "href")
        for role in ("parliament", "royalists", "board")
    }
    parliament, royalists = Phone(browser, server, requests), Phone(browser, server, requests)
    parliament.open(links["parliament"])
    royalists.open(links["royalists"])
    game = Game(parliament, royalists)
    assert game.step() == "deal"
    assert "Either phone may enter the draw." in parliament.text("#who")

    # Preparation: the cards are dealt by hand; both events are tapped in as drawn.
    game.move("parliament", press("[data-do='deal-unseen']"))
    game.move("royalists", tap("JC"), confirm)
    assert "Queen Henrietta Maria" in parliament.text("#status")
    game.move("parliament", tap("KH"), confirm)
    assert "Parliament gains the Eastern Association" in royalists.text("#status")
    assert game.step() == "trump"
    assert "Royalists lead on the Foreign Support track" in parliament.text("#instruction")
    game.move("royalists", press("[data-suit='S']"), confirm)

    # Two planning tricks with every card entered, then two without entering any.
    assert "Planning trick 1 of 4" in parliament.text("#instruction")
    game.move("parliament", tap("6D", "6C"), confirm)
    assert "Royalists lead" in parliament.text("#instruction")
    game.move("royalists", tap("4S"), confirm)
    game.move("parliament", tap("4D"), confirm)
    game.move("royalists", tap("6C"), confirm)
    game.move("royalists", tap("7D", "7C"), confirm)
    assert "Parliament lead" in royalists.text("#instruction")
    game.move("parliament", tap("5H"), confirm)
    game.move("royalists", tap("4C"), confirm)
    game.move("parliament", tap("7D"), confirm)
    unentered = (("royalists", "parliament", "royalists"), ("parliament", "royalists", "parliament"))
    for leader, follower, winner in unentered:
        game.move(leader, press("[data-do='reveal-unseen']"))
        game.move(leader, press("[data-do='lead-unseen']"))
        game.move(follower, press(f"[data-winner='{winner}']"))
        game.move(winner, press("[data-do='pick-unseen']"))

    # Leaders are placed in secret: the other phone learns nothing until both have placed.
    assert game.step() == "place"
    game.move("parliament", place({"north": "essex", "midlands": "fairfax", "south": "manchester"}))
    assert "Waiting for Royalists" in parliament.text("#instruction")
    for page_text in (royalists.page.content(), royalists.text("#board")):
        assert "Earl of Essex" not in page_text and "Fairfax" not in page_text
    game.move("royalists", place({"north": "rupert", "midlands": "wilmot", "south": "newcastle"}))
    assert game.step() == "turn"
    for phone in (parliament, royalists):
        board = phone.text("#board")
        assert "Earl of Essex" in board and "Prince Rupert" in board

    # Action phase. An illegal entry is refused with its reason and changes nothing.
    game.move("royalists", attack("north", "6S"))
    game.move("parliament", defend("4H"))
    parliament.click("[data-mode='support']")
    parliament.cards("5D")
    parliament.confirm()
    parliament.page.wait_for_selector("#message:not([hidden])")
    assert "is not higher than the current support of 6" in parliament.text("#message")
    assert parliament.page.get_attribute("#message a[data-rule-link]", "href").endswith("#rule-support")  # its rule
    assert parliament.version() == game.version

    # Parliament attacks with Essex beside the track and loses to a trump: a casualty test, odds first.
    game.move("parliament", attack("north", "7H"))
    game.move("royalists", defend("7S"))
    assert game.step() == "casualty"
    for phone in (parliament, royalists):
        assert "Chance of losing Earl of Essex (rating 5)" in phone.text("#status")
    game.move("parliament", press("[data-do='draw']"))
    log = royalists.text("#log")
    assert "Casualty test for Earl of Essex (rating 5)" in log
    assert "Earl of Essex survived." in log or "Earl of Essex fell and left the game." in log

    # Undo, confirmed on one phone and shown on both; then the move is made again.
    game.move("royalists", support("6C"))
    royalists.page.once("dialog", lambda dialog: dialog.accept())
    royalists.page.click("#undo")
    game.version += 1
    royalists.wait_version(game.version, timeout=5000)
    parliament.wait_version(game.version)
    for phone in (parliament, royalists):
        assert "Royalists undid the last action" in phone.text("#undo-note")
    game.move("royalists", support("6C"))

    game.move("parliament", support("7D"))
    game.move("royalists", support("7C"))
    game.move("parliament", support("8H"))
    game.move("royalists", support("8S"))
    game.move("parliament", support("9H"))
    game.move("royalists", support("9S"))
    game.move("parliament", attack("south", "6D"))
    game.move("royalists", defend("8C"))
    game.move("royalists", attack("foreign", "9C"))
    game.move("parliament", defend("8D"))

    # The Royalists have played all eight cards of their hand: the round ends, the app checks victory
    # (neither side has won) and a new round begins.
    assert game.step() == "deal"
    for phone in (parliament, royalists):
        assert "Round 2 of 4" in phone.text("#headline")
        assert "Round 1 ended" in phone.text("#log")

    # The onlookers' board shows the same, read only.
    board = Phone(browser, server, requests)
    board.open(links["board"])
    assert board.version() == game.version and board.page.query_selector("#controls") is None

    assert len(parliament.refusals) == 1 and royalists.refusals == []  # the refused support, shown above
    for phone in (host, parliament, royalists, board):
        assert phone.errors == []
        width = phone.page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, "the page must fit a 360 px wide screen"
    strangers = [url for url in requests if not url.startswith(server.url + "/") and not url.startswith("data:")]
    assert strangers == [], "no request may leave this server"


def test_a_phone_on_a_polish_table_shows_panel_controls_log_and_a_refusal_in_polish(server, browser):
    pl = translations("pl")
    status, created = server.call("POST", "/api/tables", {"locale": "pl"})
    assert status == 201
    links = created["links"]
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    # The other phone's moves, through the API: the preparation, then the Royalists' attack and its defence.
    script = [*PREPARATION, *ACTIONS[:2]]
    for role, action in script:
        version = server.call("GET", f"/api/t/{tokens['board']}/version")[1]["version"]
        assert server.call("POST", f"/api/t/{tokens[role]}/actions", {"version": version, "action": action})[0] == 200
    # What the engine says in Polish about the same moves, and about the support the phone will try.
    state = GAME.new_initial_state(seed=1, log=True)
    for _, action in script:
        state.apply_action(GAME.action_from_json(action))
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(GAME.action_from_json(TOO_LOW_SUPPORT))

    phone = Phone(browser, server, [])
    phone.open(links["parliament"])
    assert phone.page.get_attribute("html", "lang") == "pl"
    assert phone.text(".languages a[aria-current]") == "Polski"
    assert phone.text("#who") == render(Message("Your move."), pl) != "Your move."
    assert pl.gettext("Your hand") in phone.text("#hand-panel h2")
    assert phone.text("#controls [data-mode='support']") == pl.gettext("Raise support") != "Raise support"
    shown_log = [item.inner_text() for item in phone.page.query_selector_all("#log li .line")]
    assert shown_log == [render(line, pl) for line in reversed(state.log)]
    assert shown_log != [render(line, None) for line in reversed(state.log)]
    phone.click("[data-mode='support']")
    phone.cards(TOO_LOW_SUPPORT["card"])  # marked as refused: the tap says why, in Polish, and sends nothing
    reason = phone.text("#controls .refusal")
    assert reason.startswith(render(refused.value.reason, pl)) and render(refused.value.reason, None) not in reason
    assert phone.text("#controls .refusal a[data-rule-link]") == pl.gettext("The rule, in the booklet")
    assert phone.errors == [] and phone.refusals == []


def test_a_phone_keeps_the_boards_drawing_and_fonts_and_asks_again_only_for_what_changed(server, browser):
    status, created = server.call("POST", "/api/tables", {})
    assert status == 201
    links, tokens = created["links"], {role: url.rsplit("/", 1)[1] for role, url in created["links"].items()}
    phone = Phone(browser, server, [])
    # What went over the network (Chromium's own records): what the browser's cache answered is not there.
    # A response's record may come before its request's, so the address is looked up when asked, by request id.
    urls: dict[str, str] = {}
    answered: list[tuple[int, str]] = []  # (status, request id)
    devtools = phone.context.new_cdp_session(phone.page)
    devtools.send("Network.enable")
    devtools.on("Network.requestWillBeSent", lambda event: urls.update({event["requestId"]: event["request"]["url"]}))
    devtools.on(
        "Network.responseReceivedExtraInfo", lambda event: answered.append((event["statusCode"], event["requestId"]))
    )

    def wire() -> list[tuple[int, str]]:
        """Return (status, address) of every answer that came over the network since the last clear."""
        return [(code, urls.get(request, "")) for code, request in answered]

    fonts_loaded = "[...document.fonts].filter((face) => face.status === 'loaded').length === 4"

    def seen(condition) -> bool:
        """Wait up to 5 s for Chromium's records to show something (they may come after the page used it)."""
        for _ in range(50):
            if condition():
                return True
            phone.page.wait_for_timeout(100)
        return False

    phone.open(links["royalists"])
    phone.page.wait_for_selector("#board svg #pieces")
    assert seen(lambda: phone.page.evaluate(fonts_loaded))  # evaluate: the page's CSP refuses wait_for_function's eval
    assert seen(lambda: any("/board/avcw/en/" in url for _, url in wire())), wire()
    assert seen(lambda: sum(url.endswith(".woff2") for _, url in wire()) == 4), wire()

    answered.clear()
    phone.page.reload()
    phone.page.wait_for_selector("#board svg #pieces")
    assert seen(lambda: phone.page.evaluate(fonts_loaded))  # evaluate: the page's CSP refuses wait_for_function's eval
    assert seen(lambda: any("/state?" in url for _, url in wire())), wire()
    phone.page.wait_for_timeout(300)
    states = [code for code, url in wire() if "/state?" in url]
    assert set(states) == {304}, wire()  # the answer held was still the table's: not sent again
    kept = [url for _, url in wire() if "/board/" in url or "/fonts/" in url]
    assert kept == [], kept  # the drawing, the fonts and their style sheet stay in the browser's cache

    answered.clear()
    version = server.call("GET", f"/api/t/{tokens['board']}/version")[1]["version"]
    assert server.call("POST", f"/api/t/{tokens['parliament']}/actions", {"version": version, "action": DEAL})[0] == 200
    phone.wait_version(version + 1)
    assert seen(lambda: any("/state?" in url and code == 200 for code, url in wire())), wire()
    asked = [url for code, url in wire() if "/state?" in url and code == 200]
    assert re.search(r"diff_from=[0-9a-f]{16}&log_count=\d+&log_fp=[0-9a-f]{16}", asked[-1]), asked
    assert "legal=false" in asked[-1]
    shown_log = [item.inner_text() for item in phone.page.query_selector_all("#log li .line")]
    assert list(reversed(shown_log)) == server.call("GET", f"/api/t/{tokens['royalists']}/state")[1]["log"]
    assert phone.errors == []
