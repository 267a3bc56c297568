"""The pages: home, the form that creates a table, host, seat and board pages, errors."""

from __future__ import annotations

import re

from tests.companion.helpers import DEAL


def _csrf(page: str) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def test_home_offers_the_game_its_option_and_a_language(client):
    page = client.get("/").get_data(as_text=True)
    assert "A Very Civil Whist" in page and 'name="foreign_influence"' in page
    assert 'name="locale"' in page and 'name="csrf_token"' in page


def test_the_form_creates_a_table_and_opens_its_host_page(client):
    token = _csrf(client.get("/").get_data(as_text=True))
    form = {"csrf_token": token, "game": "avcw", "locale": "en", "foreign_influence": "on"}
    response = client.post("/tables", data=form)
    assert response.status_code == 303
    host = client.get(response.headers["Location"])
    page = host.get_data(as_text=True)
    assert host.status_code == 200
    assert page.count("<svg") == 3  # a QR code for each seat and for the board
    assert len(re.findall(r'<p class="link">http://localhost/t/[\w-]+</p>', page)) == 3


def test_the_form_without_its_token_is_refused(client):
    response = client.post("/tables", data={"game": "avcw", "locale": "en"})
    assert response.status_code == 403
    assert "did not come from this server" in response.get_data(as_text=True)


def test_the_form_with_another_sessions_token_is_refused(app):
    first, second = app.test_client(), app.test_client()
    token = _csrf(first.get("/").get_data(as_text=True))
    second.get("/")
    assert second.post("/tables", data={"csrf_token": token, "game": "avcw", "locale": "en"}).status_code == 403


def test_the_form_refuses_an_unknown_game_or_language(client):
    token = _csrf(client.get("/").get_data(as_text=True))
    assert client.post("/tables", data={"csrf_token": token, "game": "chess", "locale": "en"}).status_code == 400
    assert client.post("/tables", data={"csrf_token": token, "game": "avcw", "locale": "xx"}).status_code == 400


def test_seat_page_has_controls_undo_and_translated_texts(table, client):
    page = client.get(f"/t/{table.tokens['parliament']}").get_data(as_text=True)
    assert 'data-role="parliament"' in page and 'id="controls"' in page and 'id="undo"' in page
    assert '"draw_for_me": "Draw for me"' in page
    assert '"QH": "Queen of Hearts"' in page


def test_board_page_is_read_only(table, client):
    page = client.get(f"/t/{table.tokens['board']}").get_data(as_text=True)
    assert 'data-role="board"' in page and 'data-seat="no"' in page
    assert 'id="controls"' not in page and 'id="undo"' not in page


def test_pages_load_only_this_servers_files(table, client):
    table.act("parliament", DEAL)
    for role in ("parliament", "royalists", "board", "host"):
        page = client.get(f"/t/{table.tokens[role]}").get_data(as_text=True)
        for url in re.findall(r'(?:src|href)="([^"]+)"', page):
            assert url.startswith(("/", "http://localhost/", "data:")), url


def test_static_files_are_served(client):
    for name in ("companion.js", "home.js", "companion.css"):
        assert client.get(f"/static/{name}").status_code == 200


def test_unknown_page_token_gets_a_404_page(client):
    response = client.get("/t/nobody-has-this-token")
    assert response.status_code == 404
    assert "There is nothing at this address" in response.get_data(as_text=True)
    assert client.get("/no/such/page").status_code == 404
