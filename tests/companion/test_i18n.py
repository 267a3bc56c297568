"""Every text the companion shows can be extracted for translation, and the language follows the table."""

from __future__ import annotations

import json
from pathlib import Path

from babel.messages.extract import extract_from_dir

from engine.i18n import Message, nmessage, render, translations
from tests.companion.helpers import API_HEADERS
from tests.locales import add_language

ROOT = Path(__file__).resolve().parents[2]


def _extracted(method: str, *patterns: str) -> set[str]:
    keywords = {"_": None, "gettext": None, "N_": None, "pgettext": ((1, "c"), 2)}
    found = set()
    mapping = [(pattern, method) for pattern in patterns]
    for _, _, message, _, _ in extract_from_dir(ROOT, mapping, keywords=keywords):
        found.add(message if isinstance(message, str) else message[0])
    return found


def test_template_texts_are_extractable():
    texts = _extracted("jinja2", "templates/**.html", "games/*/templates/**.html")
    for expected in ("Create table", "Undo my last action", "Draw for me", "Your hand"):
        assert expected in texts


def test_companion_python_texts_are_extractable():
    texts = _extracted("python", "companion/**.py", "games/*/referee.py")
    for expected in ("Either phone may enter the draw.", "Only the players' phones can undo."):
        assert expected in texts


def test_the_tables_language_reaches_pages_answers_errors_and_the_board(client, monkeypatch, tmp_path):
    add_language(monkeypatch, tmp_path, "nl", "Nederlands")
    response = client.post("/api/tables", json={"locale": "nl"}, headers=API_HEADERS)
    tokens = {role: url.rsplit("/", 1)[1] for role, url in response.get_json()["links"].items()}
    page = client.get(f"/t/{tokens['parliament']}").get_data(as_text=True)
    assert '<html lang="nl">' in page and "«Your hand»" in page
    state = client.get(f"/api/t/{tokens['parliament']}/state").get_json()
    assert state["locale"] == "nl"
    assert state["panel"]["who"] == "«Either phone may enter the draw.»"
    assert "«Trump»" in client.get(state["board_base"]).get_data(as_text=True)  # the board's base, in Dutch
    refused = client.post(
        f"/api/t/{tokens['parliament']}/actions",
        json={"version": 0, "action": {"do": "draw_event"}},
        headers=API_HEADERS,
    ).get_json()
    assert refused["error"]["message"].startswith("«")


def _tokens(response) -> dict[str, str]:
    return {role: url.rsplit("/", 1)[1] for role, url in response.get_json()["links"].items()}


def _lang(page: str) -> str:
    return page.split('<html lang="', 1)[1].split('"', 1)[0]


def test_without_a_table_language_each_browser_reads_its_own_accept_language(client):
    tokens = _tokens(client.post("/api/tables", json={}, headers=API_HEADERS))
    for accept, expected in (("pl-PL,pl;q=0.9,en;q=0.5", "pl"), ("de-AT", "de"), ("fr-CA, en", "fr"), ("ja", "en")):
        page = client.get(f"/t/{tokens['parliament']}", headers={"Accept-Language": accept}).get_data(as_text=True)
        assert _lang(page) == expected, accept
    home = client.get("/", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert _lang(home) == "de"


def test_the_tables_language_comes_before_the_browsers_and_a_viewers_switch_before_both(app):
    first, second = app.test_client(), app.test_client()  # two phones
    tokens = _tokens(first.post("/api/tables", json={"locale": "fr"}, headers=API_HEADERS))
    seat = f"/t/{tokens['parliament']}"
    german = {"Accept-Language": "de"}
    assert _lang(first.get(seat, headers=german).get_data(as_text=True)) == "fr"
    # The switch on the page: a plain link with ?lang=, remembered in this browser's cookie only.
    switched = first.get(seat + "?lang=pl", headers=german).get_data(as_text=True)
    assert _lang(switched) == "pl"
    assert f'href="{seat}?lang=de"' in switched and 'aria-current="true">Polski</a>' in switched
    assert _lang(first.get(seat, headers=german).get_data(as_text=True)) == "pl"
    assert _lang(second.get(seat, headers=german).get_data(as_text=True)) == "fr"
    assert first.get(f"/api/t/{tokens['parliament']}/state").get_json()["locale"] == "pl"
    assert second.get(f"/api/t/{tokens['parliament']}/state").get_json()["locale"] == "fr"
    # An unknown choice is ignored rather than trusted.
    assert _lang(second.get(seat + "?lang=xx").get_data(as_text=True)) == "fr"


def test_each_viewer_gets_the_log_and_refusals_in_their_own_language_from_one_table(client):
    tokens = _tokens(client.post("/api/tables", json={}, headers=API_HEADERS))
    api = f"/api/t/{tokens['parliament']}"
    body = {"version": 0, "action": {"do": "deal", "unseen": True}}
    polish = client.post(api + "/actions?lang=pl", json=body, headers=API_HEADERS).get_json()
    pl, de = translations("pl"), translations("de")
    dealt = nmessage(
        "The players dealt %(count)d action card to each side.",
        "The players dealt %(count)d action cards to each side.",
        8,
    )
    assert polish["lines"] == [render(dealt, pl)] != [render(dealt, None)]
    assert polish["log"][-1] == render(dealt, pl)
    german = client.get(api + "/state?lang=de").get_json()
    assert german["version"] == polish["version"] and german["log"][-1] == render(dealt, de)
    assert german["panel"]["headline"] != polish["panel"]["headline"]
    again = {"version": 1, "action": {"do": "deal", "unseen": True}}  # the cards are dealt already
    refused = client.post(api + "/actions?lang=de", json=again, headers=API_HEADERS).get_json()
    assert refused["error"]["code"] == "illegal"
    reason = Message(
        "%(action)s does not fit now: the game is waiting for %(step)s.",
        action=Message("dealing"),
        step=Message("an event card to be drawn"),
    )
    assert refused["error"]["message"] == render(reason, de) != render(reason, None)


def test_the_pages_plural_texts_follow_the_languages_plural_rule(client):
    tokens = _tokens(client.post("/api/tables", json={}, headers=API_HEADERS))
    page = client.get(f"/t/{tokens['parliament']}?lang=pl").get_data(as_text=True)
    plurals = json.loads(page.split('<script type="application/json" id="plurals">', 1)[1].split("</script>", 1)[0])
    tap = plurals["tap_cards"]
    forms = [tap["forms"][tap["index"][count]] for count in (1, 2, 5, 22)]
    pl = translations("pl")
    assert forms == [pl.ngettext("Tap {count} card", "Tap {count} cards", count) for count in (1, 2, 5, 22)]
    assert len(set(forms[:3])) == 3 and forms[1] == forms[3]  # Polish: 1 karta, 2 karty, 5 kart, 22 karty


def test_civil_suits_pages_get_every_plural_text_the_shared_script_and_its_own_script_use(client):
    tokens = _tokens(client.post("/api/tables", json={"game": "civil_suits"}, headers=API_HEADERS))
    page = client.get(f"/t/{tokens['north']}?lang=pl").get_data(as_text=True)
    plurals = json.loads(page.split('<script type="application/json" id="plurals">', 1)[1].split("</script>", 1)[0])
    assert {"tap_cards", "unseen_cards", "pass_to", "seat_line"} <= set(plurals)
    seat_line = plurals["seat_line"]
    pl = translations("pl")
    forms = [seat_line["forms"][seat_line["index"][count]] for count in (1, 2, 5, 14)]
    singular, plural = "{count} card in hand · total {total}", "{count} cards in hand · total {total}"
    assert forms == [pl.ngettext(singular, plural, count) for count in (1, 2, 5, 14)]
    assert 'hreflang="pl"' in page  # the language switch is on every game's pages
