"""The card picker every game's phone shows: the cards on offer as a rank-by-suit grid, jokers in a row below."""

from __future__ import annotations

from engine.cards import RANKS, format_card, parse_card

PICKER_SUITS = ["H", "S", "D", "C"]
JOKER_CODES = ["JK1", "JK2"]


def card_grid(cards, count: int) -> dict:
    """Return the picker of the given cards: how to lay them out and how many to tap."""
    codes = {format_card(card) for card in cards}
    ranks = [rank for rank in RANKS if any(f"{rank}{suit}" in codes for suit in PICKER_SUITS)]
    return {
        "suits": PICKER_SUITS,
        "ranks": ranks,
        "extras": [code for code in JOKER_CODES if code in codes],
        "cards": sorted(codes, key=parse_card),
        "count": count,
    }
