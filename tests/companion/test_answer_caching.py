"""Answers carry an ETag and come back 304 to a phone that holds them."""

from __future__ import annotations

from tests.companion.helpers import DEAL, PREPARATION


def _state(table, role: str, query: str = "", headers: dict | None = None):
    return table.client.get(f"/api/t/{table.tokens[role]}/state{query}", headers=headers or {})


def test_an_answer_the_phone_holds_comes_back_304_until_the_table_changes(table):
    first = _state(table, "parliament")
    etag = first.headers["ETag"]
    assert etag.startswith('W/"') and first.headers["Cache-Control"] == "private, no-cache"
    again = _state(table, "parliament", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.get_data() == b"" and again.headers["ETag"] == etag
    table.act("parliament", DEAL)
    changed = _state(table, "parliament", headers={"If-None-Match": etag})
    assert changed.status_code == 200 and changed.headers["ETag"] != etag


def test_the_etag_varies_with_everything_the_answer_depends_on(table):
    table.play(PREPARATION[:2])
    board = _state(table, "board").get_json()
    etags = {
        "seat": _state(table, "parliament").headers["ETag"],
        "other seat": _state(table, "royalists").headers["ETag"],
        "board": _state(table, "board").headers["ETag"],
        "language": _state(table, "board", "?lang=pl").headers["ETag"],
        "log held": _state(table, "board", f"?log_count={len(board['log'])}&log_fp={board['log_fp']}").headers["ETag"],
        "answer held": _state(table, "board", "?diff_from=").headers["ETag"],
        "no listing": _state(table, "parliament", "?legal=false").headers["ETag"],
    }
    assert len(set(etags.values())) == len(etags)
    table.act(*PREPARATION[2])
    assert _state(table, "board").headers["ETag"] != etags["board"]


def test_answers_to_changes_are_never_kept(table):
    response = table.send("parliament", DEAL)
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store" and "ETag" not in response.headers
