"""A seat's board on a phone of 320 and 360 px, in every game, on a network name (tests/companion/lan.py): no word
of the drawing is cut by the edge of the board's box, zoomed (the seat's own part, then the part beside it) or
whole, at the start and after some moves. axe-core checks each page.

Needs Chromium, like tests/companion/test_browser.py.
"""

from __future__ import annotations

import pytest

from companion.plugins import refereed_games
from tests.companion.lan import axe_faults, first_seat_phone, lan_browser, lan_server, play_random  # noqa: F401  (fixtures)
from tests.companion.taps import PHONE_WIDTHS
from tests.companion.test_browser import Phone, pytestmark  # noqa: F401  (closed after each test; skip rule)

POLL_SECONDS = 0.25
MOVES = 8  # random legal moves (and draws) played before the second look
# Each text of the drawing that shows in the board's box: whole (inside it), or not at all (outside it, or hidden:
# left out of the zoomed window). Any other is cut by the box's edge. The box is the holder's, clipped to the
# drawing's own element. Also the drawing's scale (CSS px a millimetre).
CUT_WORDS = """() => {
  const holder = document.getElementById("board");
  const drawing = holder.querySelector("svg");
  const a = holder.getBoundingClientRect();
  const b = drawing.getBoundingClientRect();
  const box = { left: Math.max(a.left, b.left), right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top), bottom: Math.min(a.bottom, b.bottom) };
  const cut = [];
  let shown = 0;
  for (const text of drawing.querySelectorAll("text")) {
    const r = text.getBoundingClientRect();
    if (!text.textContent.trim() || r.width === 0 || getComputedStyle(text).visibility === "hidden") continue;
    const slack = r.height / 4; // a line's box rises above its capitals: one at the drawing's top is not cut
    const outside = r.right <= box.left + 0.5 || r.left >= box.right - 0.5 || r.bottom <= box.top + slack ||
      r.top >= box.bottom - slack;
    const inside = r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - slack &&
      r.bottom <= box.bottom + slack;
    if (inside) shown += 1;
    if (!outside && !inside) cut.push(text.textContent.trim().slice(0, 40));
  }
  return { cut, shown, scale: b.width / drawing.viewBox.baseVal.width, holder: a.width,
    printed: Number(drawing.dataset.fullBox.split(" ")[2]) };
}"""


def look(phone: Phone, where: str) -> list[str]:
    """Return the words the board's box cuts now, zoomed and not, and after one step to the right, named by view."""
    faults = []
    page = phone.page
    found = page.evaluate(CUT_WORDS)
    faults += [f"{where}, zoomed: {text}" for text in found["cut"]]
    whole_scale = found["holder"] / found["printed"]
    # Zoomed means legible: at least 60 % of 4 px a millimetre (its edges moved off words), something in view.
    assert found["scale"] >= 2.4 and found["shown"] > 0, (where, found)
    if not page.is_disabled("#board-right"):
        page.click("#board-right")
        moved = page.evaluate(CUT_WORDS)
        faults += [f"{where}, zoomed, one step right: {text}" for text in moved["cut"]]
        page.click("#board-left")
    page.click("#board-zoom")  # the whole drawing
    whole = page.evaluate(CUT_WORDS)
    faults += [f"{where}, whole: {text}" for text in whole["cut"]]
    assert whole["scale"] == pytest.approx(whole_scale, rel=0.01)
    page.click("#board-zoom")
    return faults


@pytest.mark.parametrize("width", PHONE_WIDTHS)
@pytest.mark.parametrize("game", refereed_games())
def test_a_seats_board_never_cuts_a_word(lan_server, lan_browser, game, width):  # noqa: F811
    phone, links = first_seat_phone(lan_server, lan_browser, game, width)
    phone.page.wait_for_selector("#board svg #pieces", state="attached")
    assert phone.page.get_attribute("#board-zoom", "aria-pressed") == "true"  # a seat's page opens it zoomed
    faults = look(phone, "at the start")
    faults += axe_faults(phone.page)
    phone.wait_version(play_random(lan_server, game, links, MOVES)[0], timeout=5000)
    phone.page.wait_for_timeout(int(POLL_SECONDS * 4000))  # the last moves' pieces drawn too
    faults += look(phone, "after some moves")
    assert faults == []
    assert phone.errors == []
