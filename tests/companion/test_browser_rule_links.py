"""A refused action's link opens the Rules page at the rule it applies, in every game, on phones of 320 and 360 px
on a network name (tests/companion/lan.py); axe-core checks the seat's page and the Rules page.

Needs Chromium, like tests/companion/test_browser.py.
"""

from __future__ import annotations

import re

import pytest

from engine.i18n import translations
from engine.plugins import get_kit_maker
from tests.companion.lan import axe_faults, first_seat_phone, lan_browser, lan_server, play_random  # noqa: F401  (fixtures)
from tests.companion.taps import PHONE_WIDTHS
from tests.companion.test_browser import Phone, pytestmark  # noqa: F401  (closed after each test; skip rule)

POLL_SECONDS = 0.25
GAMES = ["avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings"]  # the games with a booklet
# The statement the page shows at its anchor: where it is on the screen, and its words.
AT_ANCHOR = """() => {
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (!target) return null;
  const box = target.getBoundingClientRect();
  return { top: box.top, bottom: box.bottom, height: innerHeight, text: target.textContent };
}"""


def plain(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("width", PHONE_WIDTHS)
@pytest.mark.parametrize("game", GAMES)
def test_a_refused_actions_link_opens_the_rules_page_at_its_rule(lan_server, lan_browser, game, width):  # noqa: F811
    phone, links = first_seat_phone(lan_server, lan_browser, game, width)
    version, sent = play_random(lan_server, game, links, 3)
    phone.wait_version(version, timeout=5000)
    # The table's first action (a draw anyone may enter) sent again from this phone, as its page sends: refused now.
    phone.page.evaluate("(action) => window.pnpkit.send(action)", sent[0])
    phone.page.wait_for_selector("#message:not([hidden]) a[data-rule-link]")
    anchor = phone.page.get_attribute("#message a[data-rule-link]", "data-rule-link")
    assert anchor.startswith("rule-"), anchor  # the refusal names its rule, not only the step
    faults = axe_faults(phone.page)
    phone.page.click("#message a[data-rule-link]")
    phone.page.wait_for_selector("h1")
    assert phone.page.evaluate("location.hash") == f"#{anchor}"
    shown = phone.page.evaluate(AT_ANCHOR)
    assert shown is not None, anchor  # the Rules page has the anchor
    assert -1 <= shown["top"] < shown["height"], shown  # and the phone shows it: the page opened at that rule
    # Its words are the booklet's own statement of that rule, as the kit prints it.
    printed = dict(get_kit_maker(game)(None, translations("en")).booklet.rules)[anchor.removeprefix("rule-")]
    assert plain(printed) in plain(shown["text"])
    assert phone.page.evaluate("document.documentElement.scrollWidth") <= width
    faults += axe_faults(phone.page)
    assert faults == []
