"""The steps of a battle of 17(21), who acts in each, and how to name them."""

from __future__ import annotations

from engine.i18n import N_

# Steps where the app (or the players' own draw) supplies cards.
CHANCE_STEPS = frozenset({"reveal_terrain", "deal", "weather", "deal_doctrines", "draw_terrain", "draw", "lose"})
# Steps where both players act in secret, each once, in any order.
SIMULTANEOUS_STEPS = frozenset({"discard", "keep", "place", "first"})
STEP_TEXT = {
    "reveal_terrain": N_("the terrain of the three wings to be revealed"),
    "deal": N_("the armies to be dealt"),
    "discard": N_("both players to discard unit cards in secret"),
    "weather": N_("a battle card to be revealed for the weather"),
    "deal_doctrines": N_("the doctrines to be dealt"),
    "keep": N_("both players to choose their doctrines"),
    "place": N_("both players to deploy their armies face down"),
    "draw_terrain": N_("a terrain card to be drawn for the hussars"),
    "swap": N_("the player with most hussars to swap a terrain or not"),
    "first": N_("the choice of who starts"),
    "flank": N_("a player with an exposed flank to shock a centre unit"),
    "turn": N_("a player's action for the turn"),
    "combat": N_("a card or a pass in combat"),
    "draw": N_("the battle card that was called"),
    "trigger": N_("a player to use or let go a doctrine the battle card matched"),
    "lose": N_("cards to be lost at random"),
    "over": N_("nothing: the battle is over"),
}
