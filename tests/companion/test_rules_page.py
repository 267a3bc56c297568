"""The rules on the phone: each seat's page links to the rules booklet's own text, in the phone's language, opening
at the section of the step the table is at and naming the booklet page it is printed on."""

from __future__ import annotations

import html
import re

import pytest

from engine.i18n import Message, render, translations
from engine.plugins import get_kit_maker, installed_game
from generator.svg import svg_text
from tests.companion.helpers import PREPARATION, Table

GAMES = ["avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings"]


@pytest.mark.parametrize("game", GAMES)
def test_a_seats_rules_open_at_the_current_steps_section_on_its_booklet_page(client, game):
    table = Table.create(client, game=game)
    seat = table.seats()[0]
    page = client.get(f"/t/{table.tokens[seat]}").get_data(as_text=True)
    assert f'href="/t/{table.tokens[seat]}/rules"' in page  # the seat's page links to its rules
    step = table.state(seat)["controls"]["step"]
    for lang in ("en", "pl"):
        tr = translations(lang)
        answer = client.get(f"/t/{table.tokens[seat]}/rules?lang={lang}")
        assert answer.status_code == 200
        text = html.unescape(answer.get_data(as_text=True))
        heading = render(Message(installed_game(game).referee().RULES_AT[step]), tr)
        now = render(Message("At this step: %(section)s", section=heading), tr)
        assert now in text
        number = int(re.search(r'data-page="(\d+)"', text).group(1))
        # The booklet the kit prints has that heading on that page, in that language.
        booklet = get_kit_maker(game)(None, tr).booklet
        assert heading in html.unescape(svg_text(booklet.pages[number - 1]))
        assert render(Message("Booklet page %(page)d", page=len(booklet.pages)), tr) in text  # the whole booklet


def test_the_rules_page_follows_the_step(table: Table, client):
    table.play(PREPARATION)
    text = html.unescape(client.get(f"/t/{table.tokens['royalists']}/rules").get_data(as_text=True))
    assert "At this step: A round: actions" in text
    assert client.get(f"/t/{table.tokens['host']}/rules").status_code == 404  # the host's page has no rules
