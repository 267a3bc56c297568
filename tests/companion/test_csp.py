"""Nothing on any page is something the pages' own Content-Security-Policy refuses (no inline style or script).

The browser tests catch a refusal as a console error; this test says which page and which element.
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from companion.security import CONTENT_SECURITY_POLICY
from tests.companion.helpers import DEAL, Table

# What the policy allows: scripts and styles from this server's files, never written into the page.
assert "'unsafe-inline'" not in CONTENT_SECURITY_POLICY


class InlineFinder(HTMLParser):
    """Collect every inline style or script and every event-handler attribute of an HTML or SVG text."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []
        self.in_data_script = False

    def handle_starttag(self, tag, attrs):
        names = dict(attrs)
        if tag == "style":
            self.found.append("<style> element")
        if tag == "script" and "src" not in names and names.get("type") != "application/json":
            self.found.append("inline <script>")
        for name, value in attrs:
            if name == "style" or name.startswith("on"):
                self.found.append(f"<{tag} {name}={value!r}>")
            if value and value.strip().lower().startswith("javascript:"):
                self.found.append(f"<{tag} {name}={value!r}>")


def refused_inline(text: str) -> list[str]:
    """Return what in a page or drawing the Content-Security-Policy refuses."""
    finder = InlineFinder()
    finder.feed(text)
    return finder.found


@pytest.mark.parametrize("game", ["avcw", "civil_suits"])
def test_no_page_and_no_board_holds_an_inline_style_or_script(client, game):
    table = Table.create(client, game=game)
    first_seat = next(iter(table.tokens))  # the roles are listed seats first
    table.act(first_seat, DEAL if game == "avcw" else {"do": "deal"})  # the civil suits' deal is the app's
    pages = {"home": client.get("/").get_data(as_text=True)}
    for role, token in table.tokens.items():
        pages[role] = client.get(f"/t/{token}").get_data(as_text=True)
        answer = table.state(role)
        pages[f"{role} answer pieces"] = answer["board_pieces"]
        pages[f"{role} board base"] = client.get(answer["board_base"]).get_data(as_text=True)
        pages[f"{role} board.svg"] = client.get(f"/api/t/{token}/board.svg").get_data(as_text=True)
    pages["error page"] = client.get("/nowhere").get_data(as_text=True)
    found = {name: refused_inline(text) for name, text in pages.items()}
    assert {name: items for name, items in found.items() if items} == {}
    assert table.version() == 1  # the board was drawn with pieces on it, not only empty
