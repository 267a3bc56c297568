"""The Print page: every game's kit offered in a chosen language and paper, built in the background on demand,
kept until its inputs change, and its files served (the checklist first, each deck's fold layout beside it)."""

from __future__ import annotations

import re
import shutil
import threading

import pdfplumber
import pytest
from click.testing import CliRunner

from companion import create_app
from companion.kitbuilds import MISSING, QUEUED, READY
from engine.plugins import installed_game
from pnpkit.cli import main
from tests.companion.helpers import API_HEADERS

GAME = "high-card"  # the sample game: its kit builds in a fraction of a second


@pytest.fixture
def rules_copy(tmp_path):
    """Return a copy of the sample game's rules, which the app is told to serve (as serve --rules does)."""
    copy = tmp_path / "rules.yaml"
    shutil.copyfile(installed_game(GAME).folder / "rules.yaml", copy)
    return copy


@pytest.fixture
def app(tmp_path, rules_copy):
    config = {"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test"}
    config.update(CACHE_DIR=tmp_path / "cache", KIT_DIR=tmp_path / "kits", RULES={GAME: str(rules_copy)})
    return create_app(config)


@pytest.fixture
def client(app):
    return app.test_client()


def _make(client, game=GAME, locale="de", paper="letter"):
    """Press the page's button that makes a kit; return the answer."""
    page = client.get(f"/print?kit_locale={locale}&paper={paper}").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    form = {"csrf_token": token, "game": game, "kit_locale": locale, "paper": paper}
    return client.post("/print", data=form)


def _links(client, locale="de", paper="letter") -> list[str]:
    page = client.get(f"/print?kit_locale={locale}&paper={paper}").get_data(as_text=True)
    return re.findall(rf'href="(/print/{GAME}/{locale}/{paper}/[^"]+)" download', page)


def test_the_page_offers_every_game_with_a_kit_and_the_home_page_links_to_it(client):
    assert 'href="/print"' in client.get("/").get_data(as_text=True)
    page = client.get("/print?kit_locale=pl&paper=letter").get_data(as_text=True)
    for game in ("avcw", "civil_suits", "17-21", "trumps_of_kings", "walsingham", GAME):
        assert f'id="kit-{game}" data-game="{game}" data-state="missing"' in page
    assert '<option value="pl" lang="pl" selected>' in page and '<option value="letter" selected>' in page


def test_a_kit_is_built_in_the_background_then_listed_checklist_first_with_its_fold_layout(app, client):
    builder = app.extensions["pnpkit_kits"]
    assert builder.status(GAME, "de", "letter").state == MISSING
    answer = _make(client)
    assert answer.status_code == 303 and answer.headers["Location"].endswith("#kit-high-card")
    builder.wait_idle()
    assert any(thread.name == "pnpkit-kits" for thread in threading.enumerate())  # not the request's thread
    assert client.get(f"/print/{GAME}/de/letter/status").get_json()["state"] == READY
    names = [link.rsplit("/", 1)[1] for link in _links(client)]
    assert names[0] == "checklist.pdf"
    assert names.index("deck-fold.pdf") == names.index("deck.pdf") + 1
    answer = client.get(f"/print/{GAME}/de/letter/deck-fold.pdf")
    assert answer.status_code == 200 and answer.mimetype == "application/pdf"
    path = app.config["KIT_DIR"] / "downloaded.pdf"
    path.write_bytes(answer.data)
    with pdfplumber.open(path) as pdf:
        assert [round(p.width / 72 * 25.4, 1) for p in pdf.pages] == [215.9, 215.9]  # Letter; six cards, four a sheet


def test_a_ready_kit_is_kept_until_its_inputs_change(app, client, rules_copy):
    builder = app.extensions["pnpkit_kits"]
    _make(client)
    builder.wait_idle()
    stamp = builder.job(GAME, "de", "letter").out / ".pnpkit-kit.json"
    built = stamp.stat().st_mtime_ns
    assert builder.request(GAME, "de", "letter").state == READY  # nothing queued again
    builder.wait_idle()
    assert stamp.stat().st_mtime_ns == built
    rules_copy.write_text(rules_copy.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert builder.status(GAME, "de", "letter").state == MISSING
    assert builder.request(GAME, "de", "letter").state == QUEUED
    builder.wait_idle()
    assert builder.status(GAME, "de", "letter").state == READY and stamp.stat().st_mtime_ns != built


def test_only_a_built_kit_s_own_files_are_served(app, client):
    _make(client)
    app.extensions["pnpkit_kits"].wait_idle()
    assert client.get(f"/print/{GAME}/de/letter/checklist.pdf").status_code == 200
    for path in (
        f"/print/{GAME}/de/letter/.pnpkit-kit.json",
        f"/print/{GAME}/de/letter/..%2F..%2Fde%2Fletter%2Fchecklist.pdf",
        f"/print/{GAME}/de/a4/checklist.pdf",  # not built
        f"/print/{GAME}/xx/letter/checklist.pdf",
        "/print/no-such-game/de/letter/checklist.pdf",
    ):
        assert client.get(path).status_code == 404, path


def test_making_a_kit_needs_the_page_s_form_token(client):
    answer = client.post("/print", data={"game": GAME, "kit_locale": "de", "paper": "letter"}, headers=API_HEADERS)
    assert answer.status_code == 403


def test_a_kit_pnpkit_build_wrote_is_offered_as_it_is_when_its_inputs_match(tmp_path, rules_copy):
    # As `make run` builds (both papers, the fold layouts) into output/, before the referee starts from there.
    built = tmp_path / "output"
    arguments = ["build", GAME, "--locale", "de", "--paper", "both", "--fold", "--if-changed", "--quiet"]
    result = CliRunner().invoke(main, [*arguments, "--rules", str(rules_copy), "--out", str(built / GAME / "de")])
    assert result.exit_code == 0, result.output
    config = {"TESTING": True, "DATABASE": str(tmp_path / "tables.sqlite3"), "SECRET_KEY": "test"}
    config.update(CACHE_DIR=tmp_path / "cache", KIT_DIR=tmp_path / "kits", RULES={GAME: str(rules_copy)})
    app = create_app({**config, "BUILT_KITS": str(built)})
    client, builder = app.test_client(), app.extensions["pnpkit_kits"]
    assert builder.status(GAME, "de", "letter").state == READY and builder.status(GAME, "de", "a4").state == READY
    assert _make(client).status_code == 303
    assert not (tmp_path / "kits").exists()  # nothing was queued or built again
    links = _links(client)
    assert links and links[0].endswith("/checklist.pdf") and any(link.endswith("-fold.pdf") for link in links)
    served = client.get(links[0])
    assert served.status_code == 200 and served.data == (built / GAME / "de" / "letter" / "checklist.pdf").read_bytes()
    # Built from other inputs (here: other rules), the same folder is not offered: the page builds its own.
    rules_copy.write_text(rules_copy.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    assert builder.status(GAME, "de", "letter").state == MISSING
