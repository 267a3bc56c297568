"""Reading the kit's own cards from synthetic photos (bench/scanphotos.py), in every game, and what is refused."""

from __future__ import annotations

import json
import random
import struct
import subprocess
import sys
import zlib
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner
from scanphotos import card_image, lay_out, photograph

from engine.i18n import translations
from engine.plugins import installed_game
from generator.cardcode import payload, read_payload, with_codes
from generator.cardscan import code_table, read_photo
from generator.photos import PhotoError, open_photo
from pnpkit.cli import main

GAMES = ("avcw", "civil_suits", "17-21", "walsingham", "trumps_of_kings")


def coded_cards(game: str):
    kit = with_codes(installed_game(game).kit_maker()(None, translations("en"), False))
    return [card for deck in kit.decks for card in deck.cards]


@pytest.mark.parametrize("game", GAMES)
def test_a_photographed_hand_of_the_kits_own_cards_is_read_whole(game):
    rng = random.Random(game)
    cards = coded_cards(game)
    hand = rng.sample(cards, 8)  # from every deck of the kit alike
    picture = lay_out([card_image(card.face, 10.0) for card in hand], "spread", rng, 10.0)
    reading = read_photo(open_photo(photograph(picture, rng, 6.0, quality=80)), code_table(game))
    assert Counter(reading.names()) == Counter(card.name for card in hand)
    assert reading.unread == 0


def test_two_copies_count_twice_and_one_cards_two_corners_once():
    rng = random.Random(3)
    card = coded_cards("trumps_of_kings")[5]
    image = card_image(card.face, 10.0)
    one = read_photo(
        open_photo(photograph(lay_out([image], "single", rng, 10.0), rng, 2.0, 90)), code_table("trumps_of_kings")
    )
    assert one.names() == [card.name]  # both corners show: one card
    two = lay_out([image, image], "single", rng, 10.0)
    reading = read_photo(open_photo(photograph(two, rng, 4.0, 90)), code_table("trumps_of_kings"))
    assert reading.names() == [card.name, card.name]


def test_a_card_of_another_game_is_no_card_of_this_one(tmp_path):
    rng = random.Random(4)
    card = coded_cards("civil_suits")[7]
    path = tmp_path / "photo.jpg"
    path.write_bytes(photograph(lay_out([card_image(card.face, 10.0)], "single", rng, 10.0), rng, 2.0, 90))
    result = CliRunner().invoke(main, ["scan", "avcw", str(path), "--json"])
    assert result.exit_code == 0, result.output
    line = json.loads(result.output)
    assert line["photo"] == str(path) and line["cards"] == [] and line["unread"] >= 1
    result = CliRunner().invoke(main, ["scan", "civil-suits", str(path), "--json"])
    assert json.loads(result.output) == {"photo": str(path), "cards": [card.name], "unread": 0}


def test_a_misread_digit_or_a_swap_is_never_another_card():
    for tag in (1, 5, 9):
        for number, second in [(n, n % 2 == 1) for n in range(0, 500, 7)]:
            text = payload(tag, number, second)
            assert read_payload(text) == (tag, number, second)
            for place in range(6):
                for digit in "0123456789":
                    changed = text[:place] + digit + text[place + 1 :]
                    assert changed == text or read_payload(changed) is None
                if place < 5 and text[place] != text[place + 1]:
                    swapped = text[:place] + text[place + 1] + text[place] + text[place + 2 :]
                    assert read_payload(swapped) is None


def _png_header_only(width: int, height: int) -> bytes:
    """A PNG that declares a huge size: what a decompression bomb looks like before it is decoded."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")
    )


def test_photos_that_are_not_photos_too_large_or_bombs_are_refused_with_a_reason():
    tr = translations("en")
    with pytest.raises(PhotoError) as refused:
        open_photo(b"%PDF-1.4 not a photo")
    assert "not a photo" in refused.value.reason.render(tr)
    with pytest.raises(PhotoError) as refused:
        open_photo(_png_header_only(60_000, 60_000))
    assert "million pixels" in refused.value.reason.render(tr)
    with pytest.raises(PhotoError) as refused:
        open_photo(b"\xff" * 3_000_001, max_bytes=3_000_000)
    assert "larger than 3 MB" in refused.value.reason.render(tr)


def test_the_benchmark_runs_from_the_kits_own_print_shop_images_and_prints_every_figure():
    # The benchmark reads the print-shop images through the kit's own functions: a change of their signature
    # must be caught here, not by the next person who measures.
    bench = Path(__file__).resolve().parents[2] / "bench" / "scan.py"
    command = [sys.executable, str(bench), "--game", "walsingham", "--photos", "0", "--hands", "1"]
    done = subprocess.run([*command, "--megapixels", "2"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("walsingham")]
    assert [row.split()[1:3] for row in rows] == [["spread", "13"], ["fan", "13"]]  # --photos 0: the hands alone
    assert all(" wrong  0.00 %" in row for row in rows), rows
    for goal in ("visible cards read", "wrong cards", "13-card hands right from one photo"):
        assert goal in done.stdout
