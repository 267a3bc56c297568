"""The steps of a game of Walsingham, who acts in each, and how to name them."""

from __future__ import annotations

from engine.i18n import N_

CHANCE_STEPS = frozenset({"deal", "reveal", "draw_secrets", "shuffle"})
SIMULTANEOUS_STEPS = frozenset({"enter_loyalty"})  # the printed Loyalty cards, each player entering their own
STEP_TEXT = {
    "deal": N_("the Loyalty cards to be dealt"),
    "enter_loyalty": N_("every player to enter the Loyalty cards dealt at the table"),
    "reveal": N_("the turn's Reward cards to be revealed"),
    "bid": N_("a bid"),
    "claim": N_("a Reward card to be claimed"),
    "draw_secrets": N_("three Secret cards to be drawn"),
    "enter_secrets": N_("the Secret cards drawn at the table to be entered"),
    "keep_secret": N_("a Secret card to be kept"),
    "peek": N_("a player to be peeked at"),
    "shuffle": N_("the peeked player's cards to be shuffled"),
    "look": N_("a face-down card to be looked at"),
    "discard": N_("a Loyalty card to be discarded"),
    "accuse": N_("an accusation"),
    "over": N_("nothing: the game is over"),
}
