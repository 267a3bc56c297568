"""Answers carry an ETag and come back 304 to a phone that holds them; answers, pages and drawings are compressed.

Compression is flask-compress's (brotli or gzip, whichever the phone prefers); the version poll's fast
path (companion.polling) answers before Flask and stays as it was.
"""

from __future__ import annotations

import gzip
import json

import brotli
import pytest

from tests.companion.helpers import DEAL, PREPARATION

BR = {"Accept-Encoding": "br, gzip"}


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


@pytest.mark.parametrize(("encoding", "decompress"), [("br", brotli.decompress), ("gzip", gzip.decompress)])
def test_answers_are_compressed_as_the_phone_prefers_and_still_answer_304(table, encoding, decompress):
    table.act("parliament", DEAL)
    plain = _state(table, "parliament")
    packed = _state(table, "parliament", headers={"Accept-Encoding": encoding})
    assert packed.headers["Content-Encoding"] == encoding and "Accept-Encoding" in packed.headers["Vary"]
    assert json.loads(decompress(packed.get_data())) == plain.get_json()
    assert len(packed.get_data()) < len(plain.get_data()) / 3
    # The ETag is weak: the compressed answer is the same content, so either encoding's ETag gets 304.
    for etag in (packed.headers["ETag"], plain.headers["ETag"]):
        again = _state(table, "parliament", headers={"Accept-Encoding": encoding, "If-None-Match": etag})
        assert again.status_code == 304 and "Content-Encoding" not in again.headers


def test_pages_scripts_and_drawings_are_compressed_and_files_still_answer_304(table, client):
    answer = _state(table, "board", headers=BR)
    base = json.loads(brotli.decompress(answer.get_data()))["board_base"]
    for path in (f"/t/{table.tokens['board']}", "/static/companion.js", "/games/avcw/avcw.js", base):
        response = client.get(path, headers=BR)
        assert response.headers.get("Content-Encoding") == "br", path
    script = client.get("/static/companion.js", headers=BR)
    # flask-compress names the encoding in a file's strong ETag, and answers If-None-Match after compressing.
    assert script.headers["ETag"].endswith(':br"')
    again = client.get("/static/companion.js", headers={**BR, "If-None-Match": script.headers["ETag"]})
    assert again.status_code == 304


def test_small_answers_and_fonts_are_not_compressed(table, client):
    small = client.get(f"/api/t/{table.tokens['board']}/t-no-such-route", headers=BR)  # a short JSON error
    assert small.status_code == 404 and "Content-Encoding" not in small.headers
    page = client.get(f"/t/{table.tokens['board']}").get_data(as_text=True)
    sheet = page.split('href="/fonts/')[1].split('"')[0]
    face = client.get(f"/fonts/{sheet}").get_data(as_text=True).split('url("')[1].split('"')[0]
    font = client.get(f"/fonts/{face}", headers=BR)
    assert font.mimetype == "font/woff2" and "Content-Encoding" not in font.headers  # WOFF2 is compressed already


def test_the_version_polls_fast_path_is_untouched(table):
    path = f"/api/t/{table.tokens['board']}/version"
    table.client.get(path)  # the table is in memory: the middleware answers from now on
    poll = table.client.get(path, headers=BR)
    assert poll.get_data() == b'{"version":0}' and poll.headers["Cache-Control"] == "no-store"
    assert "Content-Encoding" not in poll.headers and "Vary" not in poll.headers and "ETag" not in poll.headers


def test_answers_to_changes_are_never_kept(table):
    response = table.send("parliament", DEAL)
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store" and "ETag" not in response.headers
