"""The steps of a turn of Trumps of Kings, who acts in each, and how to name them."""

from __future__ import annotations

from engine.i18n import N_

CHANCE_STEPS = frozenset({"cut", "draw", "discovery"})
# The strategic phase: nominations and the trump contests over them.
STRATEGIC_STEPS = frozenset({"nominate", "offer", "struggle", "voyage"})
STEP_TEXT = {
    "cut": N_("the cut for the first kingdom"),
    "draw": N_("a kingdom to draw up to its hand limit"),
    "nominate": N_("a kingdom to nominate an action or pass"),
    "offer": N_("a kingdom to trump the action or let it pass"),
    "struggle": N_("a trump of the trump, or giving up the struggle"),
    "voyage": N_("the fleet to sail on, land or turn back"),
    "discovery": N_("the roll on the Discovery Chart"),
    "retreat": N_("a Royal Army to retreat"),
    "battles": N_("the results of the battles"),
    "over": N_("nothing: the campaign is over"),
}
