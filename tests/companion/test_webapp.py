"""A seat's page can be kept as an app on a phone's home screen: its manifest opens that seat, its icons are
served here (nothing from the internet), and the pages' Content-Security-Policy still holds."""

from __future__ import annotations

import io
import json

from PIL import Image

from companion.security import CONTENT_SECURITY_POLICY
from companion.webapp import ICON_SIZES
from tests.companion.helpers import API_HEADERS, Table


def manifest_of(client, token: str):
    return client.get(f"/t/{token}/manifest.webmanifest")


def test_a_seat_page_names_its_own_manifest_which_opens_that_seat_standing_alone(client):
    table = Table.create(client)
    page = client.get(f"/t/{table.tokens['royalists']}").get_data(as_text=True)
    assert f'<link rel="manifest" href="/t/{table.tokens["royalists"]}/manifest.webmanifest">' in page
    response = manifest_of(client, table.tokens["royalists"])
    assert response.status_code == 200 and response.mimetype == "application/manifest+json"
    data = json.loads(response.get_data(as_text=True))
    assert data["start_url"] == f"/t/{table.tokens['royalists']}" == data["scope"]
    assert data["display"] == "standalone"
    assert data["short_name"] == "Royalists" and data["name"] == "Royalists · A Very Civil Whist"
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes and {icon["purpose"] for icon in data["icons"]} == {"any", "maskable"}
    for icon in data["icons"]:
        assert icon["src"].startswith("/")  # this server's own


def test_the_manifest_speaks_the_tables_language(client):
    status = client.post("/api/tables", json={"game": "civil_suits", "locale": "pl"}, headers=API_HEADERS)
    token = status.get_json()["links"]["north"].rsplit("/", 1)[1]
    data = manifest_of(client, token).get_json(force=True)
    assert data["lang"] == "pl" and data["short_name"] not in ("North", "")


def test_the_boards_link_has_a_manifest_and_the_hosts_and_a_replaced_one_none(client):
    table = Table.create(client)
    assert manifest_of(client, table.tokens["board"]).get_json(force=True)["short_name"] == "Board"
    assert manifest_of(client, table.tokens["host"]).status_code == 404
    assert manifest_of(client, "no-such-token").status_code == 404
    old = table.tokens["parliament"]
    response = client.post(f"/api/t/{table.tokens['host']}/links", json={"role": "parliament"}, headers=API_HEADERS)
    assert response.status_code == 200, response.get_json()
    assert manifest_of(client, old).status_code == 410


def test_the_icons_are_pngs_of_their_size_and_the_pages_name_them(client):
    for size in ICON_SIZES:
        response = client.get(f"/icons/{size}.png")
        assert response.status_code == 200 and response.mimetype == "image/png"
        assert Image.open(io.BytesIO(response.data)).size == (size, size)
    assert client.get("/icons/100.png").status_code == 404
    home = client.get("/").get_data(as_text=True)
    assert 'rel="apple-touch-icon" href="/icons/180.png"' in home and 'rel="icon" type="image/png"' in home


def test_the_manifest_and_icons_keep_the_content_security_policy(client):
    table = Table.create(client)
    for path in (f"/t/{table.tokens['parliament']}", "/icons/192.png"):
        assert client.get(path).headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    manifest = manifest_of(client, table.tokens["parliament"])
    assert manifest.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    # A manifest falls under default-src: this server only.
    assert "default-src 'self'" in CONTENT_SECURITY_POLICY and "manifest-src" not in CONTENT_SECURITY_POLICY
