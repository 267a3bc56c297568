"""The steps of a round of A Very Civil Whist, which phase each belongs to, and how to name them."""

from __future__ import annotations

from engine.i18n import N_

PREPARATION, ACTION, OVER = "preparation", "action", "over"
STEP_PHASE = {
    "deal": PREPARATION,
    "event": PREPARATION,
    "influence": PREPARATION,
    "trump": PREPARATION,
    "reveal": PREPARATION,
    "lead": PREPARATION,
    "follow": PREPARATION,
    "pick": PREPARATION,
    "place": PREPARATION,
    "turn": ACTION,
    "defend": ACTION,
    "casualty": ACTION,
    "over": OVER,
}
CHANCE_STEPS = frozenset({"deal", "event", "reveal", "casualty"})
# What the game waits for at each step, for "%(action)s does not fit now: the game is waiting for %(step)s."
STEP_TEXT = {
    # TRANSLATORS: this and the next 12 texts fill %(step)s in "... the game is waiting for %(step)s."
    "deal": N_("the deal of the action cards"),
    "event": N_("an event card to be drawn"),
    "influence": N_("the side ahead on the Foreign Support track to keep or cancel the event"),
    "trump": N_("the choice of trump"),
    "reveal": N_("two action cards to be revealed for a planning trick"),
    "lead": N_("the lead of a planning trick"),
    "follow": N_("the reply in a planning trick"),
    "pick": N_("the trick's winner to pick a revealed card"),
    "place": N_("both sides to place their leaders in secret"),
    "turn": N_("an action: attack, raise support or play an asset"),
    "defend": N_("the defender's card"),
    "casualty": N_("the casualty cards to be drawn"),
    "over": N_("nothing: the game is over"),
}
