"""Every text the companion shows can be extracted for translation, and the language follows the table."""

from __future__ import annotations

from pathlib import Path

from babel.messages.extract import extract_from_dir

from tests.companion.helpers import API_HEADERS
from tests.locales import add_language

ROOT = Path(__file__).resolve().parents[2]


def _extracted(folder: str, method: str, pattern: str) -> set[str]:
    keywords = {"_": None, "gettext": None, "N_": None, "pgettext": ((1, "c"), 2)}
    found = set()
    for _, _, message, _, _ in extract_from_dir(ROOT / folder, [(pattern, method)], keywords=keywords):
        found.add(message if isinstance(message, str) else message[0])
    return found


def test_template_texts_are_extractable():
    texts = _extracted("templates", "jinja2", "**.html")
    for expected in ("Create table", "Undo the last action", "Draw for me", "Take the {card}", "Your hand"):
        assert expected in texts


def test_companion_python_texts_are_extractable():
    texts = _extracted("companion", "python", "**.py")
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
    assert "«Trump»" in state["board_svg"]
    refused = client.post(
        f"/api/t/{tokens['parliament']}/actions",
        json={"version": 0, "action": {"do": "draw_event"}},
        headers=API_HEADERS,
    ).get_json()
    assert refused["error"]["message"].startswith("«")
