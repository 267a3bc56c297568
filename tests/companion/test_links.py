"""New seat links: the host replaces a seat's (or the board's) link; the old one then gets a clear error everywhere."""

from __future__ import annotations

import re

import pytest

from tests.companion.helpers import API_HEADERS, DEAL, Table

REPLACED = "This link was replaced by a new one on the host's page; ask the host for the new link."


def replace(client, table: Table, role: str, by: str = "host"):
    """Ask for a new link of a role through the API from another role's token."""
    return client.post(f"/api/t/{table.tokens[by]}/links", json={"role": role}, headers=API_HEADERS)


def test_the_host_replaces_a_seats_link_and_the_old_one_gets_410_everywhere(table, client):
    table.act("parliament", DEAL)
    old = table.tokens["royalists"]
    response = replace(client, table, "royalists")
    assert response.status_code == 200
    links = response.get_json()["links"]
    new = links["royalists"].rsplit("/", 1)[1]
    assert new != old and len(new) >= 24
    assert {role: url.rsplit("/", 1)[1] for role, url in links.items() if role != "royalists"} == {
        role: token for role, token in table.tokens.items() if role != "royalists"
    }
    for method, path, body in [
        ("GET", "/version", None),
        ("GET", "/state", None),
        ("GET", "", None),
        ("GET", "/board.svg", None),
        ("POST", "/actions", {"version": 1, "action": {"do": "draw_event", "card": "JC"}}),
        ("POST", "/undo", {"version": 1, "confirm": True}),
    ]:
        answer = client.open(f"/api/t/{old}{path}", method=method, json=body, headers=API_HEADERS)
        assert answer.status_code == 410, path
        assert answer.get_json()["error"] == {"code": "link_replaced", "message": REPLACED, "where": "token"}
    page = client.get(f"/t/{old}")
    assert page.status_code == 410 and REPLACED.replace("'", "&#39;") in page.get_data(as_text=True)
    # The new link is the seat: same table, same hand, and it plays on.
    table.tokens["royalists"] = new
    # A new link is a change of the table (every process holding it must learn of it): the version moved on.
    assert table.state("royalists")["seat"] == "royalists" and table.version() == 2
    table.act("royalists", {"do": "draw_event", "card": "JC"})
    assert client.get(f"/api/t/{table.tokens['host']}").get_json()["links"]["royalists"].endswith(new)


def test_only_the_host_replaces_links_and_only_of_its_own_seats(table, client):
    for by in ("parliament", "board"):
        response = replace(client, table, "royalists", by=by)
        assert response.status_code == 403 and response.get_json()["error"]["where"] == "role"
    for role in ("host", "north", "x" * 40):
        response = replace(client, table, role)
        assert response.status_code == 400 and response.get_json()["error"]["where"] == "role"
    assert client.post(f"/api/t/{table.tokens['host']}/links", json={}, headers=API_HEADERS).status_code == 400
    assert client.get(f"/api/t/{table.tokens['royalists']}/state").status_code == 200  # nothing was replaced


def test_a_replaced_board_link_and_a_link_replaced_twice(table, client):
    first = table.tokens["board"]
    second = replace(client, table, "board").get_json()["links"]["board"].rsplit("/", 1)[1]
    third = replace(client, table, "board").get_json()["links"]["board"].rsplit("/", 1)[1]
    assert client.get(f"/api/t/{first}/state").status_code == 410
    assert client.get(f"/api/t/{second}/state").status_code == 410
    assert client.get(f"/api/t/{third}/state").status_code == 200


def test_the_host_page_makes_a_new_link_with_its_form(table, client):
    host_page = client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)
    assert f'<a class="button" href="http://localhost/t/{table.tokens["parliament"]}"' in host_page
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', host_page).group(1)
    response = client.post(f"/t/{table.tokens['host']}/links", data={"csrf_token": csrf, "role": "parliament"})
    assert response.status_code == 303
    assert response.headers["Location"].endswith(f"/t/{table.tokens['host']}?replaced=parliament#link-parliament")
    shown = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "New link made: the old one no longer works." in shown and table.tokens["parliament"] not in shown
    assert client.get(f"/t/{table.tokens['parliament']}").status_code == 410


@pytest.mark.parametrize("form", [{"role": "parliament"}, {"csrf_token": "forged", "role": "parliament"}])
def test_the_host_pages_form_is_protected_against_cross_site_posts(table, client, form):
    assert client.post(f"/t/{table.tokens['host']}/links", data=form).status_code == 403
    assert client.get(f"/api/t/{table.tokens['parliament']}/state").status_code == 200


def test_a_seat_page_cannot_replace_links(table, client):
    host_page = client.get(f"/t/{table.tokens['host']}").get_data(as_text=True)
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', host_page).group(1)
    response = client.post(f"/t/{table.tokens['royalists']}/links", data={"csrf_token": csrf, "role": "parliament"})
    assert response.status_code == 403 and "Only the host" in response.get_data(as_text=True)
    unknown = client.post(f"/t/{table.tokens['host']}/links", data={"csrf_token": csrf, "role": "nobody"})
    assert unknown.status_code == 400 and "There is no seat nobody" in unknown.get_data(as_text=True)
