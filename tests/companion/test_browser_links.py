"""In the browser: the host page makes a new link for a seat; the phone on the old link is told so at once and
can no longer act, and the new link opens the same seat. Needs Chromium, like tests/companion/test_browser.py."""

from __future__ import annotations

from tests.companion.test_browser import LIVE_UPDATE_MS, Phone, browser, pytestmark, server  # noqa: F401

REPLACED = "This link was replaced by a new one on the host's page; ask the host for the new link."


def test_a_new_link_from_the_host_page_ends_the_old_one_on_the_phone(server, browser):  # noqa: F811
    requests: list[str] = []
    host = Phone(browser, server, requests)
    host.page.goto(server.url + "/")
    host.page.click("button[type=submit]")
    host.page.wait_for_selector(".seat-link[data-role=royalists] .qr svg")
    old_link = host.page.get_attribute(".seat-link[data-role=royalists] a.button", "href")
    phone = Phone(browser, server, requests)
    phone.open(old_link)
    assert phone.page.query_selector("#controls button") is not None

    # The first tap only asks: the link stays until the host confirms.
    assert not host.page.is_visible("[data-replace=royalists]")
    host.page.click("[data-replace-open=royalists]")
    host.page.wait_for_selector("[data-replace=royalists]", state="visible")
    assert host.page.get_attribute(".seat-link[data-role=royalists] a.button", "href") == old_link
    assert server.call("GET", "/api/t/" + old_link.rsplit("/", 1)[1] + "/version")[0] == 200
    host.page.click("[data-replace=royalists]")
    host.page.wait_for_selector("#link-royalists .notice")
    assert "New link made: the old one no longer works." in host.text("#link-royalists")
    new_link = host.page.get_attribute(".seat-link[data-role=royalists] a.button", "href")
    assert new_link != old_link and new_link in host.text("#link-royalists .link")

    # The old phone learns it from its next poll, without a reload: the message, and no controls left.
    phone.page.wait_for_selector("body[data-ended='yes']", timeout=LIVE_UPDATE_MS)
    assert phone.text("#message") == REPLACED
    assert phone.page.query_selector("#controls button") is None
    assert not phone.page.is_visible("#hand-panel") and not phone.page.is_visible("#log")  # nothing left shown
    assert phone.refusals and all("status of 410" in note for note in phone.refusals)

    fresh = Phone(browser, server, requests)
    fresh.open(new_link)
    assert fresh.page.get_attribute("body", "data-version") == "1"  # the new link counts as the table's one change
    assert fresh.page.query_selector("#controls button") is not None
    for each in (host, phone, fresh):
        assert each.errors == []
        assert each.page.evaluate("document.documentElement.scrollWidth") <= 360
