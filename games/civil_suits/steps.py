"""The steps of a round of Civil Suits, who acts in each, and how to name them."""

from __future__ import annotations

from engine.i18n import N_

CHANCE_STEPS = frozenset({"deal"})
# Steps where several seats act in secret, each once, in any order.
SIMULTANEOUS_STEPS = frozenset({"suit", "pass", "tally"})
# The steps of a trick after every card is down: the powers, in the order they are used.
POWER_STEPS = ("intel", "magic", "might")
POWER_INDEX = {"intel": 0, "might": 1, "magic": 2}  # position of each power in a Champion's values
STEP_TEXT = {
    "deal": N_("the deal"),
    "suit": N_("every player to choose a civil suit in secret"),
    "pass": N_("the players to pass their cards"),
    "play": N_("a card to be played"),
    "replace": N_("a banned card to be replaced"),
    "challenge": N_("a Challenger to be added or declined"),
    "intel": N_("the Champion of Intelligence"),
    "magic": N_("the Champion of Magic"),
    "might": N_("the Champion of Might"),
    "tally": N_("every player to enter the cards they took"),
    "over": N_("nothing: the game is over"),
}
