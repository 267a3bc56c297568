"""Cross-site protection, headers, and the promise that no response to one seat holds the other's secrets."""

from __future__ import annotations

import json
import re

import pytest

from tests.companion.helpers import (
    API_HEADERS,
    DEAL,
    PARLIAMENT_PLACEMENT,
    PREPARATION,
    ROYALIST_PLACEMENT,
    Table,
)

PLACE_INDEX = next(i for i, (_, action) in enumerate(PREPARATION) if action["do"] == "place_leaders")


@pytest.mark.parametrize(
    ("headers", "content"),
    [
        ({}, "json"),  # no custom header
        ({"X-Pnpkit": "1", "Origin": "http://evil.example"}, "json"),
        ({"X-Pnpkit": "1", "Sec-Fetch-Site": "cross-site"}, "json"),
        ({"X-Pnpkit": "1", "Origin": "null"}, "json"),  # a sandboxed frame, a file, a data: URL
        ({"X-Pnpkit": "1", "Origin": "null", "Sec-Fetch-Site": "same-origin"}, "json"),
        ({"X-Pnpkit": "1"}, "form"),  # a form post, which any site could make
    ],
)
def test_cross_site_changes_are_refused(table, client, headers, content):
    url = f"/api/t/{table.tokens['parliament']}/actions"
    body = {"version": 0, "action": {"do": "deal"}}
    if content == "json":
        response = client.post(url, json=body, headers=headers)
    else:
        response = client.post(url, data={"version": "0"}, headers=headers)
    assert response.status_code == 403
    assert response.get_json()["error"]["code"] == "cross_site"
    assert table.version() == 0


def test_same_origin_calls_are_accepted(table, client):
    url = f"/api/t/{table.tokens['parliament']}/actions"
    headers = {**API_HEADERS, "Origin": "http://localhost", "Sec-Fetch-Site": "same-origin"}
    assert client.post(url, json={"version": 0, "action": {"do": "deal"}}, headers=headers).status_code == 200


def test_table_creation_through_the_api_is_protected_too(client):
    assert client.post("/api/tables", json={}).status_code == 403
    for origin in ("http://evil.example", "null"):
        refused = client.post("/api/tables", json={}, headers={**API_HEADERS, "Origin": origin})
        assert refused.status_code == 403 and refused.get_json()["error"]["code"] == "cross_site", origin


def _form_token(client) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', client.get("/").get_data(as_text=True)).group(1)


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({"Origin": "null", "Sec-Fetch-Site": "same-origin"}, 303),  # the server's own form: it sends no Referer
        ({"Origin": "null"}, 303),  # the same from a browser that does not say where a request comes from
        ({"Origin": "null", "Sec-Fetch-Site": "same-site"}, 403),  # another port or name of this machine
        ({"Origin": "null", "Sec-Fetch-Site": "none"}, 403),  # typed in or from a bookmark: no form of ours
    ],
)
def test_a_form_post_without_an_origin_of_its_own_counts_only_from_this_server(client, headers, status):
    form = {"csrf_token": _form_token(client), "game": "avcw", "locale": "en"}
    assert client.post("/tables", data=form, headers=headers).status_code == status


def test_every_response_carries_the_security_headers(table, client):
    for path in ("/", f"/t/{table.tokens['parliament']}", f"/api/t/{table.tokens['parliament']}/state"):
        headers = client.get(path).headers
        assert "default-src 'self'" in headers["Content-Security-Policy"]
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["X-Frame-Options"] == "DENY"
        # Pages are never kept; answers are kept by the phone's own browser only, and asked again each time.
        expected = "private, no-cache" if path.endswith("/state") else "no-store"
        assert headers["Cache-Control"] == expected


CARD_NAMES_BLOCK = re.compile(r'<script type="application/json" id="card-names">(.*?)</script>', re.S)


def responses_to(client, table: Table, role: str) -> list[tuple[str, str]]:
    """Return every page and API response a role's token can get, as (path, text).

    Pages carry the names of every card for the card picker (52, or 54 with jokers); that list is the
    same on every page whatever the state (checked here), so it is cut out before the texts are scanned.
    """
    token = table.tokens[role]
    paths = [f"/t/{token}"] + [f"/api/t/{token}{suffix}" for suffix in ("", "/version", "/state", "/log", "/board.svg")]
    out = []
    for path in paths:
        text = client.get(path).get_data(as_text=True)
        names = CARD_NAMES_BLOCK.search(text)
        if names:
            assert len(json.loads(names.group(1))) in (52, 54, 92)  # 92: the unit cards of 17(21)
            text = CARD_NAMES_BLOCK.sub("", text)
        out.append((path, _without_ids(text, table)))
    # The answers to changes (an illegal one and a stale one) are responses to the seat too.
    for body in ({"version": table.version(), "action": {"do": "dance"}}, {"version": 10**6, "action": {"do": "deal"}}):
        response = client.post(f"/api/t/{token}/actions", json=body, headers=API_HEADERS)
        out.append((response.request.path, _without_ids(response.get_data(as_text=True), table)))
    return out


CSRF_FIELD = re.compile(r'(name="csrf_token" value=")[^"]+')


def _without_ids(text: str, table: Table) -> str:
    """Return a response without the table's id, links and form tokens: random letters that may spell a card
    ("Hm_gpoA8_9S_")."""
    for token in table.tokens.values():
        text = text.replace(token, "TOKEN")
    text = CSRF_FIELD.sub(r"\1FORM-TOKEN", text)  # the host page's forms carry one (Hm_5D_...)
    return text.replace(table.id, "TABLE")


def secret_cards(table: Table, owner: str) -> set[str]:
    """Return the cards only ``owner`` may know of: its hand."""
    return set(table.state(owner)["view"]["sides"][owner]["hand"])


def assert_no_card_in(texts, cards: set[str]) -> None:
    for path, text in texts:
        for card in cards:
            assert not re.search(rf"(?<![0-9A-Za-z]){card}(?![0-9A-Za-z])", text), f"{card} leaked in {path}"


@pytest.mark.parametrize("step", [1, 3, PLACE_INDEX + 1])
def test_no_response_to_a_seat_or_the_board_holds_the_other_sides_hand(client, step):
    table = Table.create(client)
    table.play(PREPARATION[:step])
    for owner, other in (("parliament", "royalists"), ("royalists", "parliament")):
        hidden = secret_cards(table, owner)
        assert hidden
        # A seat's own hand does show on its own phone: the scan can see a card when one is there.
        own = [text for path, text in responses_to(client, table, owner) if path.endswith("/state")]
        assert any(re.search(rf'"{card}"', own[0]) for card in hidden)
        assert_no_card_in(responses_to(client, table, other), hidden)
        assert_no_card_in(responses_to(client, table, "board"), hidden)
        assert_no_card_in(responses_to(client, table, "host"), hidden)


def test_a_pending_secret_placement_reaches_no_other_phone(client):
    table = Table.create(client)
    table.play(PREPARATION[: PLACE_INDEX + 1])  # Parliament has placed; the Royalists have not
    own = table.state("parliament")["view"]["sides"]["parliament"]["my_placement"]
    assert own == PARLIAMENT_PLACEMENT
    for role in ("royalists", "board", "host"):
        for path, text in responses_to(client, table, role):
            for track, leader in PARLIAMENT_PLACEMENT.items():
                assert not re.search(rf'"{track}"\s*:\s*"{leader}"', text), f"placement leaked in {path}"
            assert "Earl of Essex" not in text, path
    # Once both have placed, everyone sees both placements.
    table.act("royalists", PREPARATION[PLACE_INDEX + 1][1])
    board = table.state("board")["view"]["sides"]
    assert board["parliament"]["placed"] == PARLIAMENT_PLACEMENT
    assert board["royalists"]["placed"] == ROYALIST_PLACEMENT


def _normalised(texts, table: Table) -> list[str]:
    out = []
    for _, text in texts:
        for token in table.tokens.values():
            text = text.replace(token, "TOKEN")
        out.append(text.replace(table.id, "TABLE"))
    return out


def _seen_by_parliament_and_board(client, tables) -> list[tuple]:
    return [
        (_normalised(responses_to(client, t, "parliament"), t), _normalised(responses_to(client, t, "board"), t))
        for t in tables
    ]


def test_parliament_sees_the_same_whatever_the_royalists_hold(client):
    """Non-interference: two tables that differ only in the Royalists' hand look identical to Parliament."""
    other_deal = dict(DEAL, royalists=["4S", "5S", "6S", "7S", "8S", "9S", "4C", "6C"])
    tables = []
    for deal in (DEAL, other_deal):
        table = Table.create(client)
        table.act("parliament", deal)
        table.play(PREPARATION[1:4])  # both events and the choice of trump
        tables.append(table)
    seen = _seen_by_parliament_and_board(client, tables)
    assert seen[0] == seen[1]


def test_parliament_sees_the_same_whatever_the_royalists_placed_in_secret(client):
    """Non-interference: the Royalists place first, differently at two tables; Parliament cannot tell."""
    tables = []
    for placement in (ROYALIST_PLACEMENT, {"north": "hopton", "midlands": "rupert", "south": "wilmot"}):
        table = Table.create(client)
        table.play(PREPARATION[:PLACE_INDEX])
        table.act("royalists", {"do": "place_leaders", "side": "royalists", "leaders": placement})
        assert table.state("royalists")["view"]["sides"]["royalists"]["my_placement"] == placement
        tables.append(table)
    seen = _seen_by_parliament_and_board(client, tables)
    assert seen[0] == seen[1]
