"""The card picker every game's phone shows: the cards on offer as a rank-by-suit grid, jokers in a row below;
the cards a seat cannot rule out of a pile, and the cards of a known hand the rules would refuse, with why."""

from __future__ import annotations

from companion.rulespage import rule_anchor
from engine.cards import RANKS, format_card, parse_card
from engine.errors import IllegalActionError
from engine.i18n import render

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


def unaccounted(state, seat: str | None, candidates, source) -> list:
    """Return the candidates a seat cannot rule out of ``source``: in it, or somewhere the seat cannot know.

    The same test as the refusal of an entry (engine/secrets.py): a card is left out only where the seat may
    know it lies elsewhere (its own hand, a card in view), so what is left out tells it nothing new.
    """
    pool = set(source)
    return [card for card in candidates if card in pool or not state.is_place_known(card, seat)]


def refusals(state, seat: str, cards, action_for, translations) -> dict[str, dict]:
    """Return the rules' refusal of each card that may not be played now, by its code, in the seat's language:
    ``{"why": its words, "rule": the rules page's anchor of the rule it applies}``.

    ``action_for(code)`` is the action the phone would send with that card. Each is tried on a copy of the
    state as the seat's own request would be (refusals are worded only in what the seat may know), so a
    phone can say why before anything is confirmed.
    """
    refused = {}
    for card in sorted(set(cards)):  # in one order whatever order the hand holds them in
        code = format_card(card)
        try:
            state.clone().apply_action(action_for(code), asker=seat)
        except IllegalActionError as refusal:
            rule = refusal.rule and rule_anchor(refusal.rule)
            refused[code] = {"why": render(refusal.reason, translations), "rule": rule}
    return refused


def marked_grid(state, seat: str, cards, action_for, translations) -> dict:
    """Return the one-card picker of a known hand, each card the rules would refuse marked with the reason."""
    grid = card_grid(cards, 1)
    grid["refused"] = refusals(state, seat, cards, action_for, translations)
    return grid
