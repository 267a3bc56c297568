"""What never changes at an address: the boards' base drawings and the board's fonts, kept by phones for good."""

from __future__ import annotations

import html
import io
import re

import pytest
from fontTools.ttLib import TTFont

from companion import create_app, webfonts
from companion.assets import FOREVER
from companion.board import board_svg
from companion.plugins import refereed_games
from engine.i18n import available_locales
from engine.plugins import get_game, installed_game
from generator import fontfiles as fonts
from generator.svg import svg_with_layer
from tests.companion.helpers import DEAL, Table


def test_answers_carry_the_pieces_and_the_address_of_the_base_which_is_kept_for_good(table, client):
    answer = table.act("parliament", DEAL)
    assert "board_svg" not in answer
    assert re.fullmatch(r"/board/avcw/en/[0-9a-f]{20}\.svg", answer["board_base"])
    assert answer["board_pieces"].startswith("<g><defs") and 'id="pieces"' in answer["board_pieces"]
    base = client.get(answer["board_base"])
    assert base.status_code == 200 and base.mimetype == "image/svg+xml"
    assert base.headers["Cache-Control"] == FOREVER == "public, max-age=31536000, immutable"
    # The page puts the pieces in just before the drawing's end: exactly the server's whole board.
    assert svg_with_layer(base.get_data(as_text=True), answer["board_pieces"]) == table.board("parliament")
    assert 'id="pieces"' not in base.get_data(as_text=True)


def test_the_base_is_the_same_for_every_table_and_version_and_changes_address_with_the_language(client):
    first, second = Table.create(client), Table.create(client)
    before = first.state("board")["board_base"]
    first.act("parliament", DEAL)
    assert first.state("board")["board_base"] == before == second.state("royalists")["board_base"]
    polish = client.get(f"/api/t/{first.tokens['board']}/state?lang=pl").get_json()["board_base"]
    assert polish != before and polish.startswith("/board/avcw/pl/")
    assert "Północ" in client.get(polish).get_data(as_text=True)


@pytest.mark.parametrize(
    "path",
    [
        "/board/avcw/en/0123456789abcdef0123.svg",  # another digest: an older drawing is never served
        "/board/chess/en/{digest}.svg",
        "/board/avcw/xx/{digest}.svg",
        "/board/avcw/pl/{digest}.svg",  # the English drawing's digest
    ],
)
def test_an_address_that_is_not_the_current_drawing_is_not_found(table, client, path):
    digest = table.state()["board_base"].rsplit("/", 1)[1].removesuffix(".svg")
    assert client.get(path.format(digest=digest)).status_code == 404


def test_the_digest_covers_the_drawing_so_another_copy_of_the_rules_gets_another_address(tmp_path, client):
    shipped = Table.create(client).state()["board_base"]
    copy = tmp_path / "rules.yaml"
    shipped_rules = (installed_game("avcw").folder / "rules.yaml").read_text(encoding="utf-8")
    copy.write_text(shipped_rules.replace("A Very Civil Whist", "A Rather Civil Whist"), encoding="utf-8")
    config = {"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "SECRET_KEY": "t", "RULES": {"avcw": str(copy)}}
    other = create_app(config).test_client()
    address = Table.create(other).state()["board_base"]
    assert address != shipped and address.rsplit("/", 2)[0] == shipped.rsplit("/", 2)[0]
    assert "A Rather Civil Whist" in other.get(address).get_data(as_text=True)
    assert other.get(shipped).status_code == 404  # this server draws the board of its own copy only


def test_the_table_page_links_the_fonts_which_are_woff2_at_addresses_kept_for_good(table, client):
    page = client.get(f"/t/{table.tokens['parliament']}").get_data(as_text=True)
    sheet = re.search(r'<link rel="stylesheet" href="(/fonts/fonts\.[0-9a-f]{20}\.css)">', page).group(1)
    css = client.get(sheet)
    assert css.mimetype == "text/css" and css.headers["Cache-Control"] == FOREVER
    faces = re.findall(r'font-family: "Pnpkit Board Sans"; src: url\("([^"]+)"\) format\("woff2"\); '
                       r"font-weight: (\d+); font-style: (\w+)", css.get_data(as_text=True))  # fmt: skip
    assert sorted((int(weight), style) for _, weight, style in faces) == sorted(
        fonts.css_font(f"{fonts.FALLBACK}/{role}")[1:]
        for role in fonts.ROLES  # the sans: the phones' face
    )
    for name, _, _ in faces:
        font = client.get(f"/fonts/{name}")
        assert font.status_code == 200 and font.mimetype == "font/woff2"
        assert font.headers["Cache-Control"] == FOREVER
        assert font.get_data()[:4] == b"wOF2" and len(font.get_data()) < 40_000  # the TTF is about 240 KB
        # A face cut down from Source Sans Pro is a modified font: its licence reserves the name "Source".
        names = [record.toUnicode() for record in TTFont(io.BytesIO(font.get_data()))["name"].names]
        assert any("Pnpkit Board Sans" in name for name in names)
        assert not any("Source" in name for name in names if "Reserved" not in name and "Copyright" not in name)
    assert client.get("/fonts/SourceSansPro-Regular.ttf").status_code == 404


def test_the_fonts_hold_every_character_the_boards_draw_in_every_language(client):
    drawn = set()
    for name in refereed_games():
        for locale in available_locales():
            game = get_game(name)
            for text in re.findall(r">([^<]+)<", board_svg(game, game.new_initial_state(seed=1), locale)):
                drawn |= set(html.unescape(text))
    drawn -= set(" \n")
    for face in webfonts.web_fonts().values():
        cmap = TTFont(io.BytesIO(client.get(f"/fonts/{face.name}").get_data())).getBestCmap()
        source = TTFont(fonts.font_file(f"{fonts.DEFAULT}/{face.role}")).getBestCmap()
        missing = {char for char in drawn if ord(char) in source and ord(char) not in cmap}
        assert not missing, (face.role, missing)
        assert {ord(char) for char in "ąćęłńóśźżÄÖÜßàâçéèêëîïôùûüœ«»–—’“”„…€"} <= set(cmap)  # the shipped languages


def test_a_face_is_made_once_and_kept_in_the_cache_folder(tmp_path, monkeypatch):
    face = next(iter(webfonts.web_fonts().values()))
    monkeypatch.setattr(webfonts, "_made", {})
    made = webfonts.font_data(face, tmp_path)
    assert (tmp_path / "fonts" / face.name).read_bytes() == made
    monkeypatch.setattr(webfonts, "_made", {})
    monkeypatch.setattr(webfonts, "_subset", lambda role: pytest.fail("made again instead of read from the cache"))
    assert webfonts.font_data(face, tmp_path) == made


def test_the_live_boards_keep_the_sans_the_phones_get_whatever_face_the_printed_kit_has(client):
    for name in refereed_games():
        game = get_game(name)
        families = set(re.findall(r'font-family="([^"]+)"', board_svg(game, game.new_initial_state(seed=1), "en")))
        assert families <= {fonts.FAMILY}, (name, families)  # Source Sans Pro, which companion.css maps
