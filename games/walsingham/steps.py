"""The steps of a game of Walsingham, who acts in each, and how to name them."""

from __future__ import annotations

from engine.i18n import N_

CHANCE_STEPS = frozenset({"deal", "reveal", "draw_secrets", "shuffle"})
STEP_TEXT = {
    "deal": N_("the Loyalty cards to be dealt"),
    "reveal": N_("the turn's Reward cards to be revealed"),
    "bid": N_("a bid"),
    "claim": N_("a Reward card to be claimed"),
    "draw_secrets": N_("three Secret cards to be drawn"),
    "keep_secret": N_("a Secret card to be kept"),
    "peek": N_("a player to be peeked at"),
    "shuffle": N_("the peeked player's cards to be shuffled"),
    "look": N_("a face-down card to be looked at"),
    "discard": N_("a Loyalty card to be discarded"),
    "accuse": N_("an accusation"),
    "over": N_("nothing: the game is over"),
}
