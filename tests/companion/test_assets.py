"""What never changes at an address: the board's fonts, kept by phones for good."""

from __future__ import annotations

import html
import io
import re

import pytest
from fontTools.ttLib import TTFont

from companion import webfonts
from companion.assets import FOREVER
from companion.board import board_svg
from companion.plugins import refereed_games
from engine.i18n import available_locales
from engine.plugins import get_game
from generator import fonts


def test_the_table_page_links_the_fonts_which_are_woff2_at_addresses_kept_for_good(table, client):
    page = client.get(f"/t/{table.tokens['parliament']}").get_data(as_text=True)
    sheet = re.search(r'<link rel="stylesheet" href="(/fonts/fonts\.[0-9a-f]{20}\.css)">', page).group(1)
    css = client.get(sheet)
    assert css.mimetype == "text/css" and css.headers["Cache-Control"] == FOREVER
    faces = re.findall(r'font-family: "Source Sans Pro"; src: url\("([^"]+)"\) format\("woff2"\); '
                       r"font-weight: (\d+); font-style: (\w+)", css.get_data(as_text=True))  # fmt: skip
    assert sorted((int(weight), style) for _, weight, style in faces) == sorted(
        (weight, style) for _, weight, style in fonts.ROLES.values()
    )
    for name, _, _ in faces:
        font = client.get(f"/fonts/{name}")
        assert font.status_code == 200 and font.mimetype == "font/woff2"
        assert font.headers["Cache-Control"] == FOREVER
        assert font.get_data()[:4] == b"wOF2" and len(font.get_data()) < 40_000  # the TTF is about 240 KB
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
        source = TTFont(fonts.font_file(face.role)).getBestCmap()
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
