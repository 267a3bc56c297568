"""Trick-taking comparisons shared by every must-follow game on the engine."""

from __future__ import annotations


def follower_wins(lead_suit: str, lead_value: int, follow_suit: str, follow_value: int, trump: str | None) -> bool:
    """Tell whether the second card of a two-card trick beats the first.

    The same suit compares values and a tie stays with the leader; a trump beats any other suit;
    any other card loses.
    """
    if follow_suit == lead_suit:
        return follow_value > lead_value
    return follow_suit == trump


def must_follow(hand, lead_suit: str, suit_of) -> list:
    """Return the cards of a hand that may answer a lead: the led suit if held, else any card."""
    following = [card for card in hand if suit_of[card] == lead_suit]
    return following or list(hand)
