"""docs/translating.md holds: a language added as it says (one catalog and one line) is listed, builds a kit
and is served by the companion."""

from __future__ import annotations

from pathlib import Path

from companion import create_app
from engine.i18n import available_locales, language_names
from pnpkit.cli import main
from tests.companion.helpers import API_HEADERS
from tests.locales import add_language

DOC = Path(__file__).resolve().parents[2] / "docs" / "translating.md"


def test_the_guide_names_the_steps_this_test_takes():
    guide = DOC.read_text(encoding="utf-8")
    for step in ("pnpkit i18n init", "engine/locale/languages.yaml", "pnpkit i18n check", "--locale"):
        assert step in guide


def test_a_language_added_as_the_guide_says_is_listed_built_and_served(monkeypatch, tmp_path, runner):
    add_language(monkeypatch, tmp_path, "nl", "Nederlands")
    assert available_locales() == ["en", "pl", "de", "fr", "nl"]
    assert language_names()["nl"] == "Nederlands"

    checked = runner.invoke(main, ["i18n", "check"])
    assert "nl: " in checked.output and "Not shipped yet" not in checked.output

    out = tmp_path / "kit"
    built = runner.invoke(main, ["build", "avcw", "--locale", "nl", "--paper", "a4", "--out", str(out), "--quiet"])
    assert built.exit_code == 0, built.output
    assert "«Built the kit in" in built.output
    assert (out / "a4" / "checklist.pdf").stat().st_size > 0 and (out / "svg" / "board.svg").exists()
    assert "«" in (out / "svg" / "aids" / "aid-parliament.svg").read_text(encoding="utf-8")

    client = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "SECRET_KEY": "t"}).test_client()
    home = client.get("/", headers={"Accept-Language": "nl-BE,nl;q=0.9"}).get_data(as_text=True)
    assert '<html lang="nl">' in home and "«pnpkit referee»" in home
    assert 'aria-current="true">Nederlands</a>' in home
    assert "nl" in client.get("/api/games").get_json()["locales"]
    created = client.post("/api/tables", json={"locale": "nl"}, headers=API_HEADERS)
    assert created.status_code == 201
    seat = created.get_json()["links"]["parliament"].rsplit("/", 1)[1]
    assert client.get(f"/api/t/{seat}/state").get_json()["panel"]["who"] == "«Either phone may enter the draw.»"
