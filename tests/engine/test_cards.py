import pytest

from engine.cards import (
    DECK_SIZE,
    card_label,
    format_card,
    is_joker,
    make_card,
    parse_card,
    rank_number,
    suit_of,
)
from engine.errors import InvalidActionError


def test_every_card_round_trips_through_its_name():
    assert [parse_card(format_card(card)) for card in range(DECK_SIZE)] == list(range(DECK_SIZE))


@pytest.mark.parametrize("text", ["10H", "10h", "TH", "10♥", " 10 H "])
def test_parse_accepts_common_spellings(text):
    assert parse_card(text) == make_card("10", "H")


def test_ace_and_court_cards():
    assert rank_number(parse_card("AS")) == 1
    assert rank_number(parse_card("KS")) == 13
    assert suit_of(parse_card("QD")) == "D"


def test_jokers():
    assert parse_card("JK1") == 52 and parse_card("jk2") == 53
    assert is_joker(52) and not is_joker(51)
    assert format_card(53) == "JK2"


@pytest.mark.parametrize("text", ["", "1", "11H", "ZZ", "10X", "JK3", 7, None])
def test_parse_refuses_non_cards_with_a_reason(text):
    with pytest.raises(InvalidActionError) as caught:
        parse_card(text)
    assert "card" in str(caught.value.reason).lower()


def test_card_label_is_translatable_text():
    assert str(card_label(parse_card("QH"))) == "Queen of Hearts"
    assert str(card_label(parse_card("7C"))) == "7 of Clubs"
    assert str(card_label(52)) == "Joker"
