"""The photo route: a seat's photo of its printed cards read into a proposal, and every refusal said clearly."""

from __future__ import annotations

import random
import struct
import sys
import zlib
from pathlib import Path

import pytest

from engine.i18n import translations
from engine.plugins import installed_game
from generator.cardcode import with_codes
from tests.companion.helpers import API_HEADERS, Table

sys.path.append(str(Path(__file__).resolve().parents[2] / "bench"))
from scanphotos import card_image, lay_out, photograph

JPEG = {**API_HEADERS, "Content-Type": "image/jpeg"}


def _photo(game: str, names: list[str], seed: int = 1) -> bytes:
    kit = with_codes(installed_game(game).kit_maker()(None, translations("en"), False))
    faces = {card.name: card.face for deck in kit.decks for card in deck.cards}
    rng = random.Random(seed)
    picture = lay_out([card_image(faces[name], 10.0) for name in names], "spread", rng, 10.0)
    return photograph(picture, rng, 3.0, quality=85)


def _post(table: Table, role: str, data: bytes, headers=JPEG):
    return table.client.post(f"/api/t/{table.tokens[role]}/photo", data=data, headers=headers)


def test_a_seats_photo_answers_the_cards_it_shows_by_name_deck_and_place(client):
    table = Table.create(client, game="17-21")
    response = _post(table, "north", _photo("17-21", ["L1", "cavalry_screen"]))
    assert response.status_code == 200, response.get_data(as_text=True)
    body = response.get_json()
    assert sorted(body["cards"], key=lambda card: card["name"]) == [
        {"name": "L1", "deck": "deck", "index": 0},
        {"name": "cavalry_screen", "deck": "doctrines", "index": 0},
    ]
    assert body["other_game"] == 0  # a code half hidden under the next card may count as unread


def test_another_games_cards_are_counted_apart_and_the_answer_is_the_photos_alone(client):
    table = Table.create(client)  # A Very Civil Whist
    photo = _photo("civil_suits", ["AC", "KH"])
    answers = [_post(table, role, photo).get_json() for role in ("parliament", "royalists")]
    assert answers[0] == answers[1]
    assert answers[0]["cards"] == [] and answers[0]["other_game"] == 2


def _png_declaring(width: int, height: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(
    ("data", "status", "words"),
    [
        (b"GIF89a this is no photo", 422, "not a photo that can be read"),
        (b"\xff\xd8" + b"\0" * 4_100_000, 413, "larger than 4 MB"),
        (_png_declaring(100_000, 100_000), 422, "more than 50 million pixels"),
    ],
    ids=["not-an-image", "huge", "bomb"],
)
def test_what_is_no_photo_is_refused_with_a_clear_reason(client, data, status, words):
    table = Table.create(client)
    response = _post(table, "parliament", data)
    assert response.status_code == status
    assert words in response.get_json()["error"]["message"]


def test_only_a_seat_may_send_a_photo_and_only_with_the_pages_header(client):
    table = Table.create(client)
    assert _post(table, "board", b"x").status_code == 403
    assert _post(table, "parliament", b"x", headers={"Content-Type": "image/jpeg"}).status_code == 403
