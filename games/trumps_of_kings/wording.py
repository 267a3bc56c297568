"""Actions of Trumps of Kings in a few words, for the log, the phones' buttons and the "what now" panel."""

from __future__ import annotations

from engine.i18n import N_, Message


def describe(state, action) -> Message:
    """Return what an action of this game does, in a few words for a button or the panel."""
    t = state.t
    kind = action.kind
    army = getattr(action, "army", None)
    commander = state.commander(t.army_index[army]) if army in t.army_index else None
    province = getattr(action, "province", None)
    place = t.province_names[t.province_index[province]] if province in t.province_index else None
    if kind == "invade":
        return Message(N_("Invade %(province)s with %(commander)s"), province=place, commander=commander)
    if kind == "move":
        return Message(N_("March %(commander)s to %(province)s"), province=place, commander=commander)
    if kind == "diplomacy":
        return Message(N_("Diplomacy in %(province)s"), province=place)
    if kind == "unrest":
        return Message(N_("Unrest in %(province)s"), province=place)
    if kind == "sail":
        zone = t.sea_names[t.sea_index[action.zone]]
        return Message(N_("Sail %(commander)s into %(zone)s"), commander=commander, zone=zone)
    if kind == "land":
        return Message(N_("Land in %(province)s"), province=place)
    if kind == "reinforce":
        if commander is None:
            return Message(N_("3 elements for the garrison of %(province)s"), province=place)
        return Message(N_("3 elements for %(commander)s at %(province)s"), commander=commander, province=place)
    if kind == "retreat":
        return Message(N_("Retreat to %(province)s"), province=place)
    if kind == "recruit":
        price = t.rules.economy.step_price
        return Message(N_("Replace losses of %(commander)s (%(price)d gold)"), commander=commander, price=price)
    if kind == "buy":
        return Message(N_("Buy a card (%(price)d gold)"), price=t.rules.economy.card_price)
    if kind == "result":
        battle = state.open_battle()
        loser = "defender" if action.winner == "attacker" else "attacker"
        return Message(
            N_("%(winner)s wins (%(victory)s); %(loser)s: %(defeat)s"),
            winner=state.side_name(battle, action.winner),
            victory=t.grade_names[action.victory],
            loser=state.side_name(battle, loser),
            defeat=t.grade_names[action.defeat],
        )
    if kind == "decline":
        return Message(N_("Give up the struggle") if state.step == "struggle" else N_("Let it pass"))
    return Message(_NAMES[kind])


_NAMES = {
    "treasury": N_("Treasury"),
    "discover": N_("Toward a Discovery"),
    "pass": N_("Pass"),
    "trump": N_("Trump"),
    "cancel": N_("Turn the fleet back"),
    "terrain": N_("Play this spade: move or remove one piece of terrain before the armies deploy"),
}
