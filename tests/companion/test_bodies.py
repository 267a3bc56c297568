"""Malformed request bodies: every one gets 400 with a JSON error saying what is wrong and where, never a 5xx."""

from __future__ import annotations

import pytest

from companion.bodies import MAX_DEPTH
from tests.companion.helpers import API_HEADERS

JSON_HEADERS = {**API_HEADERS, "Content-Type": "application/json"}


def post_raw(client, table, raw: bytes | str, path: str = "actions"):
    """Post a body exactly as given, as JSON, from Parliament's phone."""
    return client.post(f"/api/t/{table.tokens['parliament']}/{path}", data=raw, headers=JSON_HEADERS)


@pytest.mark.parametrize("opening", ["[", '{"a":'])
def test_json_nested_a_thousand_deep_gets_400_saying_how_deep_and_where(table, client, opening):
    closing = "]" if opening == "[" else "}"
    raw = '{"version": 0, "action": ' + opening * 1000 + "1" * (opening != "[") + closing * 1000 + "}"
    assert len(raw.encode()) < 16 * 1024  # inside the body limit: the nesting itself must be refused
    response = post_raw(client, table, raw)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["code"] == "invalid" and error["where"] == "body"
    column = raw.index(opening, raw.index('"action"')) + MAX_DEPTH * len(opening) - len(opening) + 1
    assert error["message"] == f"The request body nests deeper than {MAX_DEPTH} levels (line 1, column {column})."
    assert table.version() == 0


def test_brackets_inside_strings_do_not_count_as_nesting(table, client):
    raw = '{"version": 0, "action": {"do": "deal", "note": "' + "[{" * 500 + '\\"' + "[" * 100 + '"}}'
    response = post_raw(client, table, raw)
    assert response.status_code == 400
    assert response.get_json()["error"]["where"] == "action"  # read as JSON; the action is what is wrong


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("", "The request body is not valid JSON (line 1, column 1)."),
        ('{"version": 0,\n "action": {"do": "deal",}}', "The request body is not valid JSON (line 2, column 26)."),
        ('{"version": NaN, "action": {}}', "The request body is not valid JSON: NaN is not a JSON number."),
        ('{"version": -Infinity}', "The request body is not valid JSON: -Infinity is not a JSON number."),
        (b'{"version": "\xff"}', "The request body is not UTF-8 text (byte 13)."),
        ("[1, 2]", "The request body must be a JSON object."),
        ('"deal"', "The request body must be a JSON object."),
        ("null", "The request body must be a JSON object."),
    ],
)
def test_a_malformed_body_gets_400_saying_what_and_where(table, client, raw, message):
    for path in ("actions", "undo"):
        response = post_raw(client, table, raw, path)
        assert response.status_code == 400, response.get_data(as_text=True)
        assert response.get_json()["error"] == {"code": "invalid", "message": message, "where": "body"}
    assert table.version() == 0


def test_a_whole_number_written_with_a_point_is_an_integer_as_the_schema_says(table, client):
    response = post_raw(client, table, '{"version": 0.0, "action": {"do": "deal"}}')
    assert response.status_code == 200 and response.get_json()["version"] == 1
    response = post_raw(client, table, '{"version": 312.0, "action": {"do": "deal"}}')
    assert response.status_code == 409  # read as 312: stale, not malformed


@pytest.mark.parametrize("version", ["1.5", "true", '"1"', "1e400", "-1", "1000000001"])
def test_a_version_that_is_not_a_whole_number_in_range_is_refused_at_version(table, client, version):
    response = post_raw(client, table, '{"version": ' + version + ', "action": {"do": "deal"}}')
    assert response.status_code == 400
    assert response.get_json()["error"]["where"] == "version"


def test_a_405_names_the_methods_that_work(table, client):
    response = client.get(f"/api/t/{table.tokens['parliament']}/actions")
    assert response.status_code == 405 and response.get_json()["error"]["code"] == "method_not_allowed"
    assert set(response.headers["Allow"].replace(" ", "").split(",")) == {"POST", "OPTIONS"}
    page = client.delete("/")
    assert page.status_code == 405 and "GET" in page.headers["Allow"]
