"""DNS rebinding: the server answers only to its own names and addresses, and to the names its owner allows."""

from __future__ import annotations

import socket

import pytest

from companion import create_app
from companion.hosts import host_of, is_own_host, own_names
from companion.network import lan_address
from tests.companion.helpers import API_HEADERS, Table

FOREIGN = [
    "evil.example",
    "evil.example:8000",
    "localhost.evil.example",
    "0.0.0.0:8000",
    "203.0.113.9",
    "[2001:db8::1]",
]


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("localhost", "localhost"),
        ("LocalHost.:80", "localhost"),
        ("[::1]:8000", "::1"),
        ("127.0.0.1:8000", "127.0.0.1"),
    ],
)
def test_the_host_name_is_read_without_its_port(header, name):
    assert host_of(header) == name


def test_this_machines_names_and_addresses_are_its_own():
    names = own_names()
    for header in ("localhost:8000", "127.0.0.1", "127.8.9.10:1", "[::1]:8000", f"{lan_address()}:8000"):
        assert is_own_host(header, names), header
    assert is_own_host(socket.gethostname(), names)
    for header in (*FOREIGN, "", "[", "a b"):
        assert not is_own_host(header, names), header


@pytest.mark.parametrize("header", FOREIGN)
def test_a_request_for_another_host_is_refused_with_400_saying_why(table, client, header):
    token = table.tokens["parliament"]
    table.state("parliament")  # loaded, so the version poll would be answered from memory
    for method, path, body in [
        ("GET", f"/api/t/{token}/version", None),
        ("GET", f"/api/t/{token}/state", None),
        ("POST", f"/api/t/{token}/actions", {"version": 0, "action": {"do": "deal"}}),
        ("POST", "/api/tables", {}),
    ]:
        response = client.open(path, method=method, json=body, headers={**API_HEADERS, "Host": header})
        assert response.status_code == 400, (path, header)
        error = response.get_json()["error"]
        assert error["code"] == "wrong_host" and error["where"] == "Host"
        assert "This server does not answer to the name" in error["message"]
    page = client.get(f"/t/{token}", headers={"Host": header})
    assert page.status_code == 400 and "pnpkit serve --allow-host" in page.get_data(as_text=True)
    assert table.version() == 0


def test_names_the_owner_allows_and_the_public_address_are_answered(tmp_path):
    config = {"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "SECRET_KEY": "test"}
    app = create_app({**config, "ALLOWED_HOSTS": ("Games.Example.",), "PUBLIC_URL": "http://referee.lan:8000/"})
    client = app.test_client()
    table = Table.create(client)
    for header in ("games.example", "games.example:8000", "referee.lan:8000", "localhost"):
        assert client.get(f"/api/t/{table.tokens['board']}/state", headers={"Host": header}).status_code == 200
    assert client.get("/", headers={"Host": "evil.example"}).status_code == 400
