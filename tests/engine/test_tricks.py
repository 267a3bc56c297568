import pytest

from engine.cards import CARD_SUIT, parse_card
from engine.tricks import follower_wins, must_follow


@pytest.mark.parametrize(
    ("lead", "follow", "trump", "expected"),
    [
        (("H", 7), ("H", 9), "D", True),  # higher of the led suit
        (("H", 7), ("H", 5), "D", False),
        (("H", 7), ("H", 7), "D", False),  # a tie stays with the leader
        (("H", 7), ("D", 4), "D", True),  # any trump beats the led suit
        (("H", 7), ("S", 9), "D", False),  # off-suit, not trump
        (("D", 4), ("D", 5), "D", True),  # trump led: compare within trump
        (("D", 9), ("H", 9), "D", False),
        (("H", 7), ("D", 4), None, False),  # no trump chosen
    ],
)
def test_follower_wins(lead, follow, trump, expected):
    assert follower_wins(lead[0], lead[1], follow[0], follow[1], trump) is expected


def test_must_follow_offers_the_led_suit_when_held_else_anything():
    hand = [parse_card(c) for c in ("4H", "9S", "7H")]
    assert must_follow(hand, "H", CARD_SUIT) == [parse_card("4H"), parse_card("7H")]
    assert must_follow(hand, "C", CARD_SUIT) == hand
