"""The card faces use their space, from the data: each is written to its own PDF and read back.

Action cards name the war track of their suit and the side whose support they raise; event cards carry
their year, their text and their historical note; bonus cards their note; and neither leaves its lower
40 % empty. An edited rules file changes what the faces say.
"""

from __future__ import annotations

import re

import pytest

from engine.cards import format_card, parse_card, suit_of
from engine.i18n import render, translations
from games.avcw.components import make_context
from games.avcw.components.cards import card_face
from games.avcw.data import RULES_PATH, SIDES
from generator.cardface import BLEED, TRIM_HEIGHT
from generator.preflight.ink import drawn_objects
from generator.printshop import write_card_pdf
from tests.kitchecks import pdf_words

TR = translations("en")


@pytest.fixture(scope="module")
def ctx():
    return make_context(None, TR)


def card_pdf_text(ctx, card: int, folder) -> str:
    """Write one card face to its own PDF and return the PDF's text, whitespace collapsed."""
    path = write_card_pdf(card_face(ctx, card), folder, format_card(card), BLEED)
    return " ".join(pdf_words(path).split())


def lowest_ink(ctx, card: int, folder) -> float:
    """Return how far down the card's trim (0 to 1) its lowest text above the bottom name and index reaches."""
    path = write_card_pdf(card_face(ctx, card), folder, format_card(card), BLEED)
    name = render(ctx.tables.card_labels[card], TR)
    bottoms = [
        drawn.box[1] + drawn.box[3] - BLEED
        for drawn in drawn_objects(path)
        if drawn.kind == "text" and drawn.text and drawn.text != name and len(drawn.text) > 3
    ]
    return max(bottoms) / TRIM_HEIGHT


def test_every_event_card_carries_its_year_text_and_note(ctx, tmp_path):
    events = ctx.tables.rules.events
    assert len(events) == 12 and all(event.note for event in events.values())
    for name, event in events.items():
        words = card_pdf_text(ctx, parse_card(name), tmp_path)
        assert str(event.year) in words, name
        assert event.title in words and event.note in words and event.text in words, name


def test_every_bonus_card_carries_its_note(ctx, tmp_path):
    for name, bonus in ctx.tables.rules.cards.bonus.items():
        words = card_pdf_text(ctx, parse_card(name), tmp_path)
        assert bonus.title in words and bonus.note in words, name


def test_every_action_card_names_the_track_and_support_it_serves(ctx, tmp_path):
    tables = ctx.tables
    assert len(tables.action_cards) == 24
    for card in tables.action_cards:
        words = card_pdf_text(ctx, card, tmp_path)
        suit = suit_of(card)
        (track,) = [spec for spec in tables.rules.tracks.values() if spec.suit == suit]
        (side,) = [side for side in SIDES if suit in tables.rules.sides[side].suits]
        assert f"Attack: {track.theatre}" in words, format_card(card)
        assert f"Support: {tables.rules.sides[side].name}" in words, format_card(card)


def test_bonus_and_event_cards_use_their_lower_part(ctx, tmp_path):
    tables = ctx.tables
    for card in (*tables.event_cards, *tables.bonus_cards):
        # The note runs on below 60 % of the card's height, towards the bottom index.
        assert lowest_ink(ctx, card, tmp_path) > 0.7, format_card(card)


def test_an_edited_rules_file_changes_the_faces(tmp_path):
    source = RULES_PATH.read_text(encoding="utf-8")
    edited = source.replace("theatre: North\n", "theatre: Northern Marches\n").replace("year: 1644", "year: 1645")
    edited = re.sub(r"(  KC:\n(?:    .*\n)*?)    note: .*\n", r"\1", edited)  # the Oxford Parliament loses its note
    path = tmp_path / "rules.yaml"
    path.write_text(edited, encoding="utf-8")
    ctx = make_context(path, TR)
    assert "Attack: Northern Marches" in card_pdf_text(ctx, parse_card("7H"), tmp_path)
    words = card_pdf_text(ctx, parse_card("KC"), tmp_path)
    assert "1645" in words and "rival parliament" not in words
    assert "The King's own parliament sits at Oxford." in words
