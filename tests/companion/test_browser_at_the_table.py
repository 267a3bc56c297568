"""The phone at a real table, in headless Chromium, on a name that is not localhost (``table.test``, resolved to
127.0.0.1 by Chromium's --host-resolver-rules): localhost is a secure context, and hides what players meet.

- Plain http: not a secure context; the seat page says the screen may sleep and keeps it on with a video.
- https (``serve --https``), the table's authority trusted in the browser's NSS database (made with certutil,
  as a phone's settings would): a secure context, the wake lock granted, the service worker controlling the
  page, no installability errors, and the reconnecting shell when the server stops.
- Not trusted: the trust page and the plain-http doors say so, and the trust page's files have the media type
  each phone expects.
- The host's browser lists its own tables; another browser sees none, and the host page shows who is here.

Needs Chromium, like tests/companion/test_browser.py, and certutil (Debian's libnss3-tools).
"""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import subprocess
import tempfile
import urllib.request
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes

from companion.network import qr_svg
from companion.plugins import refereed_games
from companion.tls import load_authority
from tests.companion.helpers import PREPARATION
from tests.companion.server import ServerProcess
from tests.companion.taps import tap_target_faults
from tests.companion.test_browser import CHROMIUM, CHROMIUM_ARGS, PHONE, REQUIRED, Phone, pytestmark, sync_playwright
from tests.companion.test_browser_phone import WAKE_LOCK, new_table

CERTUTIL = shutil.which("certutil")
if CERTUTIL is None and not pytestmark:
    if REQUIRED:
        raise RuntimeError("the https browser tests need certutil (apt-get install libnss3-tools)")
    pytestmark = pytest.mark.skip(reason="the https browser tests need certutil (apt-get install libnss3-tools)")

NAME = "table.test"
RESOLVE = f"--host-resolver-rules=MAP {NAME} 127.0.0.1"
# Headless Chromium shows every page at all times (no tab is ever in the background): a test hides a page by
# making it read "hidden" and sending it the event the browser sends, as a phone that locks or switches apps does.
SET_VISIBILITY = """(state) => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => state !== "visible" });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


def on_name(url: str, port: int | None = None) -> str:
    """Return a server's URL at table.test instead of 127.0.0.1 (on another port if given)."""
    start, rest = url.split("://", 1)
    path = rest.split("/", 1)[1] if "/" in rest else ""
    return f"{start}://{NAME}:{port or rest.split('/', 1)[0].rsplit(':', 1)[1]}/{path}"


@pytest.fixture(scope="module")
def authority(tmp_path_factory):
    """The table's certificate authority, made once for the module (as pnpkit makes it once per machine)."""
    folder = tmp_path_factory.mktemp("authority")
    load_authority(folder)
    return folder


@pytest.fixture(scope="module")
def plain(tmp_path_factory):
    """A plain-http server that answers to table.test."""
    process = ServerProcess(tmp_path_factory.mktemp("plain") / "t.sqlite3", options=("--allow-host", NAME)).start()
    yield process
    process.stop()


def https_server(folder: Path, authority: Path, port: int | None = None) -> ServerProcess:
    """Start ``serve --https`` on table.test with the module's authority."""
    options = ("--allow-host", NAME)
    return ServerProcess(folder / "t.sqlite3", port=port, options=options, authority=authority).start()


@pytest.fixture(scope="module")
def secure(tmp_path_factory, authority):
    """An https server that answers to table.test, its trust page on a plain-http port."""
    process = https_server(tmp_path_factory.mktemp("https"), authority)
    yield process
    process.stop()


@pytest.fixture(scope="module")
def playwright():
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="module")
def trusting_home(tmp_path_factory, authority):
    """A home folder whose NSS database trusts the authority, as a phone does once its steps are done."""
    home = tmp_path_factory.mktemp("home")
    database = f"sql:{home / '.pki' / 'nssdb'}"
    (home / ".pki" / "nssdb").mkdir(parents=True)
    subprocess.run([CERTUTIL, "-N", "--empty-password", "-d", database], check=True)
    command = [CERTUTIL, "-A", "-d", database, "-t", "C,,", "-n", "pnpkit", "-i", str(authority / "authority.pem")]
    subprocess.run(command, check=True)
    return home


@pytest.fixture(scope="module")
def browser(playwright, tmp_path_factory):
    """Chromium that does not trust the table (its own empty home folder)."""
    home = tmp_path_factory.mktemp("untrusting")
    launched = playwright.chromium.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, RESOLVE], env={**os.environ, "HOME": str(home)}
    )
    yield launched
    launched.close()


@pytest.fixture
def trusting(playwright, trusting_home):
    """A phone's browser that trusts the table, as a persistent profile (Chromium installs no app from incognito)."""
    profile = tempfile.mkdtemp(prefix="pnpkit-profile-")
    context = playwright.chromium.launch_persistent_context(
        profile,
        executable_path=CHROMIUM,
        args=[*CHROMIUM_ARGS, RESOLVE],
        env={**os.environ, "HOME": str(trusting_home)},
        **PHONE,
    )
    context.grant_permissions(list(WAKE_LOCK))
    yield context
    context.close()
    shutil.rmtree(profile, ignore_errors=True)


class TrustingPhone(Phone):
    """A phone on the trusting browser's one context (Phone's gestures, another context)."""

    def __init__(self, context):
        self.context = context
        self.page = context.pages[0] if context.pages else context.new_page()
        self.errors, self.refusals = [], []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("console", self._console)
        self.page.set_default_timeout(10_000)


def first_seat(process, game: str) -> tuple[str, dict]:
    """Create a table of a game and return the link of its first seat with a link, and every link."""
    links = new_table(process, game)
    seat = next(role for role in links if role not in ("host", "board"))
    return links[seat], links


# ---------------------------------------------------------------------------------------------- plain http


@pytest.mark.parametrize("game", refereed_games())
def test_on_plain_http_the_seat_page_says_the_screen_may_sleep_and_a_tap_keeps_it_on(plain, browser, game):
    seat, _ = first_seat(plain, game)
    phone = Phone(browser, plain, [], width=360)
    phone.open(on_name(seat))
    assert phone.page.evaluate("[window.isSecureContext, 'wakeLock' in navigator]") == [False, False]
    assert phone.page.is_visible("#awake-note")
    assert "may sleep" in phone.text("#awake-note")
    assert phone.page.get_attribute("body", "data-keepawake") == "offered"
    phone.page.click("#awake-on")
    phone.page.wait_for_selector("body[data-keepawake='video']")
    video = "document.querySelector('video.keepawake')"
    phone.page.wait_for_function(f"() => !{video}.paused && {video}.currentTime > 0 && {video}.muted && {video}.loop")
    assert phone.page.evaluate(f"{video}.playsInline")
    assert not phone.page.is_visible("#awake-on")
    phone.page.evaluate(SET_VISIBILITY, "hidden")  # the phone locked, or the player switched apps
    assert phone.page.evaluate(f"{video}.paused")
    phone.page.evaluate(SET_VISIBILITY, "visible")
    assert phone.page.is_visible("#awake-on")  # offered again: a phone plays video only after a tap
    assert not phone.page.is_visible("#awake-note")  # said once
    assert phone.page.get_attribute("body", "data-keepawake") == "offered"
    phone.page.click("#awake-on")
    phone.page.wait_for_function(f"() => !{video}.paused")
    assert phone.page.evaluate("navigator.serviceWorker && navigator.serviceWorker.controller") is None
    assert phone.errors == []


def test_the_sleep_notice_is_in_the_phones_language(plain, browser):
    seat, _ = first_seat(plain, "avcw")
    phone = Phone(browser, plain, [], width=360)
    phone.page.set_extra_http_headers({"Accept-Language": "pl"})
    phone.open(on_name(seat))
    assert phone.page.get_attribute("html", "lang") == "pl"
    note = phone.text("#awake-note")
    assert note and "may sleep" not in note
    assert phone.text("#awake-on") not in ("", "Keep the screen on")


# ---------------------------------------------------------------------------------------------- https, trusted


@pytest.mark.parametrize("game", refereed_games())
def test_on_https_the_trusted_seat_page_is_secure_awake_installable_and_kept_by_its_worker(secure, trusting, game):
    seat, _ = first_seat(secure, game)
    phone = TrustingPhone(trusting)
    phone.open(on_name(seat))
    assert phone.page.evaluate("[location.protocol, window.isSecureContext]") == ["https:", True]
    phone.page.wait_for_selector("body[data-awake='yes']")  # the Screen Wake Lock, granted
    assert not phone.page.is_visible("#awake")  # no video offered where the wake lock exists
    phone.page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    assert phone.page.evaluate("navigator.serviceWorker.controller.scriptURL").startswith(f"https://{NAME}:")
    devtools = trusting.new_cdp_session(phone.page)
    assert devtools.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    assert phone.errors == []


def test_the_server_stopped_a_trusted_phone_shows_the_reconnecting_shell_and_comes_back(tmp_path, authority, trusting):
    process = https_server(tmp_path, authority)
    try:
        links = new_table(process, script=PREPARATION)
        phone = TrustingPhone(trusting)
        phone.open(on_name(links["parliament"]))
        phone.page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        phone.page.wait_for_function("() => document.body.dataset.offline === 'ready'")
        headline = phone.text("#headline")
        assert headline
        process.stop()  # the laptop's server is gone (the Wi-Fi dropped, the lid closed)
        phone.page.reload()
        phone.page.wait_for_selector("body[data-shell='reconnecting']")
        assert phone.page.url == on_name(links["parliament"])  # the seat's own address, not the browser's error
        assert phone.text("h1") == "Reconnecting…"
        assert phone.text("#last-headline") == headline  # the last state this phone saw
        assert phone.page.query_selector("button") is None  # nothing to play with while away
        process = https_server(tmp_path, authority, port=process.port)
        phone.page.wait_for_selector("body[data-version]", timeout=20_000)  # back by itself
        assert phone.text("#headline") == headline
    finally:
        process.stop()


def test_the_worker_never_keeps_a_tables_answers_or_pages(secure, trusting):
    seat, _ = first_seat(secure, "avcw")
    phone = TrustingPhone(trusting)
    phone.open(on_name(seat))
    phone.page.wait_for_function("() => document.body.dataset.offline === 'ready'")
    kept = phone.page.evaluate(
        """async () => {
          const urls = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
          }
          return urls;
        }"""
    )
    assert "/static/companion.js" in kept and "/offline/en" in kept
    assert not [url for url in kept if url.startswith(("/api/", "/t/"))], kept


# ---------------------------------------------------------------------------------------------- trust


def test_an_untrusting_phone_is_told_how_to_trust_and_a_trusting_one_goes_on_to_https(secure, browser, trusting):
    seat, _ = first_seat(secure, "avcw")
    trust = f"http://{NAME}:{secure.trust_port}/trust"
    phone = Phone(browser, secure, [], width=360)
    warned = phone.context.new_page()
    with pytest.raises(Exception, match="ERR_CERT_AUTHORITY_INVALID"):
        warned.goto(on_name(seat))  # what a browser shows there is its own warning: hence the trust port
    warned.close()
    phone.page.goto(trust)
    phone.page.wait_for_selector("#trust-status[data-trusted='no']")
    assert "does not trust the table yet" in phone.text("#trust-status")
    door = on_name(seat, secure.trust_port).replace("https://", "http://")
    phone.page.goto(door)  # the seat's link typed on the plain-http port
    phone.page.wait_for_selector("#trust-status[data-trusted='no']")
    assert phone.page.get_attribute("a.primary", "href") == "/trust"
    # The console notes the refused certificate (the page's own try, which is how it knows), and nothing else.
    assert phone.errors and set(phone.errors) == {"Failed to load resource: net::ERR_CERT_AUTHORITY_INVALID"}

    trusted = TrustingPhone(trusting)
    trusted.page.goto(trust)
    trusted.page.wait_for_selector("#trust-status[data-trusted='yes']")
    trusted.page.goto(door)
    trusted.page.wait_for_url(on_name(seat))  # on to the secure page by itself
    trusted.page.wait_for_selector("body[data-version]")
    assert trusted.errors == []


@pytest.mark.parametrize("locale", ["en", "pl", "de", "fr"])
def test_the_trust_page_and_the_sleep_notice_fit_a_320_px_phone_in_every_language(secure, plain, browser, locale):
    phone = Phone(browser, secure, [], width=320)
    phone.page.goto(f"http://{NAME}:{secure.trust_port}/trust?lang={locale}")
    phone.page.wait_for_selector("#trust-status[data-trusted='no']")
    assert phone.page.get_attribute("html", "lang") == locale
    assert tap_target_faults(phone.page) == []
    seat, _ = first_seat(plain, "avcw")
    phone.open(on_name(seat) + f"?lang={locale}")
    assert phone.page.is_visible("#awake-on")
    assert tap_target_faults(phone.page) == []


def test_a_phone_past_the_browsers_warning_is_told_how_to_trust_the_table(secure, browser):
    seat, _ = first_seat(secure, "avcw")
    # A player who tapped through the warning ("proceed anyway"): the page loads, its worker is refused.
    context = browser.new_context(**PHONE, ignore_https_errors=True)
    try:
        page = context.new_page()
        page.goto(on_name(seat))
        page.wait_for_selector("body[data-offline='none']", timeout=15_000)
        page.wait_for_selector("#untrusted")
        assert "does not trust the table yet" in page.inner_text("#untrusted")
        assert page.get_attribute("#untrusted a", "href") == f"http://{NAME}:{secure.trust_port}/trust"
    finally:
        context.close()


def test_a_trusting_phone_is_not_told_to_trust(secure, trusting):
    seat, _ = first_seat(secure, "avcw")
    phone = TrustingPhone(trusting)
    phone.open(on_name(seat))
    phone.page.wait_for_selector("body[data-offline='ready']")
    assert phone.page.is_hidden("#untrusted")


def test_the_trust_page_serves_each_form_with_its_media_type_and_the_printed_fingerprint(secure, authority):
    base = f"http://127.0.0.1:{secure.trust_port}/trust"
    answers = {}
    for name in ("pnpkit-table.crt", "pnpkit-table.mobileconfig", "pnpkit-table.pem"):
        with urllib.request.urlopen(f"{base}/{name}", timeout=10) as response:
            answers[name] = (response.headers.get_content_type(), response.read())
    expected = x509.load_pem_x509_certificate((authority / "authority.pem").read_bytes())
    kind, der = answers["pnpkit-table.crt"]
    assert kind == "application/x-x509-ca-cert" and x509.load_der_x509_certificate(der) == expected
    kind, profile = answers["pnpkit-table.mobileconfig"]
    assert kind == "application/x-apple-aspen-config"
    payload = plistlib.loads(profile)["PayloadContent"][0]
    assert payload["PayloadType"] == "com.apple.security.root" and payload["PayloadContent"] == der
    kind, pem = answers["pnpkit-table.pem"]
    assert kind == "application/x-pem-file" and x509.load_pem_x509_certificate(pem) == expected
    digest = expected.fingerprint(hashes.SHA256()).hex().upper()
    printed = ":".join(digest[index : index + 2] for index in range(0, len(digest), 2))
    assert printed in secure.log()  # the terminal's line
    with urllib.request.urlopen(base, timeout=10) as response:
        assert printed in response.read().decode()  # and the page's


# ---------------------------------------------------------------------------------------------- the host


def test_the_host_browser_lists_its_tables_and_another_browser_sees_none(plain, browser):
    host = Phone(browser, plain, [], width=360)
    host.page.goto(on_name(plain.url + "/"))
    assert host.page.is_hidden("#my-tables")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=board] .qr svg")
    host_path = host.page.evaluate("location.pathname")
    host.page.goto(on_name(plain.url + "/"))
    host.page.wait_for_selector("#my-tables")
    assert host.page.get_attribute("#my-tables a", "href") == host_path
    stranger = Phone(browser, plain, [], width=360)  # another device on the same Wi-Fi
    stranger.page.goto(on_name(plain.url + "/"))
    assert stranger.page.is_hidden("#my-tables")
    assert stranger.page.query_selector_all("#my-tables li") == []
    assert host_path.rsplit("/", 1)[1] not in stranger.page.content()
    assert host.errors == [] and stranger.errors == []


def test_the_host_page_shows_the_new_address_and_codes_when_the_machines_address_changes(plain, browser):
    links = new_table(plain)
    host = Phone(browser, plain, [], width=360)
    host.page.goto(on_name(links["host"]))
    old_link = host.text("#link-royalists .link")
    old_code = host.page.inner_html("#link-royalists .qr")
    moved = {}

    def answer_from_the_new_address(route):
        # The server's own answer, as it gives it once this machine has another address (companion/hoststatus.py).
        data = route.fetch(url=route.request.url.replace(NAME, "127.0.0.1")).json()  # (playwright's own resolver)
        for role, url in data["links"].items():
            data["links"][role] = re.sub(r"//[^/]+:", "//192.168.77.9:", url)
            if role in data["codes"]:
                data["codes"][role] = qr_svg(data["links"][role])
        moved.update(data["links"])
        route.fulfill(json=data)

    host.page.route("**/api/t/*/host", answer_from_the_new_address)
    host.page.wait_for_function(
        "(url) => document.querySelector('#link-royalists .link').textContent === url",
        arg=old_link.replace(f"{NAME}:", "192.168.77.9:"),
        timeout=10_000,
    )
    assert host.page.get_attribute("#link-royalists a.button", "href") == moved["royalists"]
    assert host.page.inner_html("#link-royalists .qr") != old_code
    assert host.page.query_selector("#link-royalists .qr svg")
    assert host.errors == []


def test_the_host_page_shows_which_phones_are_here_and_whom_the_table_waits_for(secure, trusting):
    links = new_table(secure, script=PREPARATION)
    tokens = {role: url.rsplit("/", 1)[1] for role, url in links.items()}
    acts = {
        seat: secure.call("GET", f"/api/t/{tokens[seat]}/state")[1]["controls"]["acts"]
        for seat in ("parliament", "royalists")
    }
    host = TrustingPhone(trusting)
    host.page.goto(on_name(links["host"]))
    assert host.text("#link-trust .link") == f"http://{NAME}:{secure.trust_port}/trust"
    assert host.page.query_selector("#link-trust .qr svg")
    assert "Keep screens awake: trust this table once" in host.text("#link-trust h2")
    for seat in ("parliament", "royalists"):
        line = f"[data-status-for={seat}]"
        assert host.page.get_attribute(line, "data-here") == "no"
        assert host.page.get_attribute(line, "data-awaited") == ("yes" if acts[seat] else "no")
    player = trusting.new_page()  # the seat's phone (a page of its own in the trusting browser)
    player.goto(on_name(links["royalists"]))
    host.page.wait_for_selector("[data-status-for=royalists][data-here='yes']", timeout=10_000)
    assert host.page.get_attribute("[data-status-for=parliament]", "data-here") == "no"
    assert "Phone connected" in host.text("[data-status-for=royalists]")
    player.close()  # the phone went away
    host.page.wait_for_selector("[data-status-for=royalists][data-here='no']", timeout=15_000)
    host.page.click("[data-enlarge=royalists]")
    assert host.page.get_attribute("#link-royalists", "class").split().count("big-code") == 1
    assert host.errors == []
