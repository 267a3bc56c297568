"""What each nomination may target, and what it does when nobody trumps it.

``check(state, k, action)`` refuses a nomination that breaks a rule (IllegalActionError, nothing
changed) and returns the suit the card is played as and the substitution it uses (or None);
``succeed(state, action, lines)`` applies a nomination that won its contest.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES, suit_of
from engine.errors import illegal
from engine.i18n import N_, Message
from games.trumps_of_kings.actions import Diplomacy, Discover, Invade, Move, Reinforce, Sail, Treasury, Unrest
from games.trumps_of_kings.data import ALLY, CLIENT, NEUTRAL, PROVINCE, ROYAL
from games.trumps_of_kings.tactical import new_battle

# The nomination a kingdom may make on a province, by whether it holds it and by the province's status: diplomacy
# on a neutral province or on its own Ally or Client (to raise it), unrest on another's Ally, Client or Province.
# The listings (through the map's facts) and the checks below both read it.
TARGETS = {
    False: {NEUTRAL: Diplomacy, ALLY: Unrest, CLIENT: Unrest, PROVINCE: Unrest, ROYAL: None},
    True: {NEUTRAL: Diplomacy, ALLY: Diplomacy, CLIENT: Diplomacy, PROVINCE: None, ROYAL: None},
}


def substitution_for(state, k: int, card: int, kind: str, defending: bool = False):
    """Return (suit played as, substitution index or None) for a card played for an action; refuse otherwise."""
    t = state.t
    suit = t.action_suit[kind]
    printed = suit_of(card)
    ability_only = t.rules.actions[kind].ability_only
    if suit is None:
        return printed, None
    if printed == suit and not ability_only:
        return suit, None
    for sub in t.substitutions[k]:
        if kind in sub.uses and printed in sub.printed and sub.suit == suit:
            if sub.defending_only and not defending:
                continue
            if sub.per_turn is not None and state.used[k][sub.index] >= sub.per_turn:
                raise illegal(
                    N_("%(kingdom)s has used its ability as often as it may this turn."), kingdom=state.name(k)
                )
            return suit, sub.index
    if ability_only:
        raise illegal(
            N_("Only a kingdom whose ability allows it may play a card for %(action)s."), action=t.action_names[kind]
        )
    raise illegal(
        N_("%(action)s needs a card of %(suit)s, or one its ability lets stand for it."),
        action=t.action_names[kind],
        suit=Message(SUIT_NAMES[suit]),
    )


def is_engaged(state, a: int) -> bool:
    """Tell whether an army takes part in a coming battle (it invades, or stands in an invaded province)."""
    at = state.army_at[a]
    return any(b["army"] == a or b["province"] == at for b in state.battles if b["result"] is None)


def invaded(state, p: int) -> bool:
    """Tell whether a province has an established invasion this turn."""
    return any(b["province"] == p for b in state.battles)


def _free_army(state, k: int, name: str) -> int:
    a = state._army(name, k)
    if is_engaged(state, a):
        raise illegal(N_("That army stays where it is until its battle."))
    return a


def invasion_problem(state, k: int, a: int, p: int):
    """Return why an army may not invade (or land by invading) a province, or None."""
    if state.army_size[a] < state.t.rules.armies.fit_to_fight:
        return Message(N_("An army below %(size)d elements may not invade."), size=state.t.rules.armies.fit_to_fight)
    if state.holder[p] == k:
        return Message(
            N_("%(province)s is already on %(kingdom)s's side."), province=state.place(p), kingdom=state.name(k)
        )
    if invaded(state, p):
        return Message(N_("%(province)s has already been invaded this turn."), province=state.place(p))
    return None


def check(state, k: int, action):
    """Refuse a nomination that breaks a rule; return (suit played as, substitution index or None)."""
    kind = action.kind
    t = state.t
    state._card_in_hand(k, action.card)
    if type(action) is Invade:
        a = _free_army(state, k, action.army)
        p = state._province(action.province)
        if p not in t.land_reach[k][state.army_at[a]]:
            raise illegal(N_("%(province)s does not border the army's area."), province=state.place(p))
        problem = invasion_problem(state, k, a, p)
        if problem is not None:
            raise illegal(problem.msgid, **problem.params)
    elif type(action) is Move:
        a = _free_army(state, k, action.army)
        p = state._province(action.province)
        if p not in t.land_reach[k][state.army_at[a]]:
            raise illegal(N_("%(province)s does not border the army's area."), province=state.place(p))
        if not state.controls(k, p):
            raise illegal(
                N_("A march may enter only your own Province or Client; %(province)s is not."), province=state.place(p)
            )
    elif type(action) is Diplomacy:
        p = state._province(action.province)
        status, own = state.status[p], state.holder[p] == k
        if TARGETS[own][status] is not Diplomacy:
            if own and status == PROVINCE:
                raise illegal(N_("%(province)s is already your Province."), province=state.place(p))
            raise illegal(N_("Diplomacy works only on a Neutral province or your own Ally or Client."))
    elif type(action) is Unrest:
        p = state._province(action.province)
        if TARGETS[state.holder[p] == k][state.status[p]] is not Unrest:
            if state.status[p] == ROYAL:
                raise illegal(N_("Royal Provinces are immune to unrest."))
            raise illegal(N_("Unrest needs another kingdom's Province, Client or Ally."))
    elif type(action) is Sail:
        _check_sail(state, k, action)
    elif type(action) is Reinforce:
        defending = _check_reinforce(state, k, action)
        return substitution_for(state, k, action.card, kind, defending)
    elif type(action) is Discover and suit_of(action.card) in state.found[k]:
        raise illegal(N_("This Discovery already has its card of that suit."))
    return substitution_for(state, k, action.card, kind)


def _check_sail(state, k: int, action: Sail) -> None:
    t = state.t
    zone = t.sea_index.get(action.zone)
    if zone is None:
        raise illegal(N_("There is no sea zone called %(name)s."), name=str(action.zone)[:40])
    voyage = state.voyage
    if voyage is None:
        a = _free_army(state, k, action.army)
        if zone not in t.coasts[state.army_at[a]]:
            raise illegal(N_("The army's area does not border %(zone)s."), zone=t.sea_names[zone])
    else:
        if t.army_index.get(action.army) != voyage["army"]:
            raise illegal(N_("Only the army at sea may sail on."))
        if voyage["trumped"]:
            raise illegal(N_("A trumped voyage can only land or turn back."))
        if zone in voyage["zones"] or zone not in t.sea_borders[voyage["zones"][-1]]:
            raise illegal(N_("The next sea zone must border the last one reached."))


def _check_reinforce(state, k: int, action: Reinforce) -> bool:
    """Check a diamond's target; return whether it strengthens the defending side."""
    p = state._province(action.province)
    battle = next((b for b in state.battles if b["province"] == p and b["result"] is None), None)
    if battle is None:
        raise illegal(N_("Diamonds strengthen only an army of an invasion established this turn."))
    rules = state.t.rules.armies
    if action.army is None:
        if state.holder[p] != k and state.status[p] >= PROVINCE:
            raise illegal(N_("A diamond may strengthen only your own armies or non-player ones."))
        if battle["bonus"] + rules.garrison + rules.step > rules.maximum:
            raise illegal(N_("An army holds at most %(size)d elements."), size=rules.maximum)
        return True
    a = state._army(action.army, k)
    if a != battle["army"] and state.army_at[a] != p:
        raise illegal(N_("That army takes no part in this battle."))
    if state.army_size[a] + rules.step > rules.maximum:
        raise illegal(N_("An army holds at most %(size)d elements."), size=rules.maximum)
    return a != battle["army"]


def succeed(state, action, lines) -> None:
    """Apply a nomination that nobody trumped, or whose struggle its proposer won."""
    k = state._kingdom(action.seat)
    kind = type(action)
    t = state.t
    if kind is Invade:
        a, p = t.army_index[action.army], t.province_index[action.province]
        state.battles.append(new_battle(p, k, a))
        _say(
            lines,
            N_("%(kingdom)s's army under %(commander)s invades %(province)s."),
            kingdom=state.name(k),
            commander=state.commander(a),
            province=state.place(p),
        )
    elif kind is Move:
        a, p = t.army_index[action.army], t.province_index[action.province]
        state.army_at[a] = p
        _say(
            lines,
            N_("%(commander)s's army marches into %(province)s."),
            commander=state.commander(a),
            province=state.place(p),
        )
    elif kind is Diplomacy:
        p = t.province_index[action.province]
        state._set_status(p, state.status[p] + 1, k)
        _say(
            lines,
            N_("%(province)s becomes %(kingdom)s's %(status)s."),
            province=state.place(p),
            kingdom=state.name(k),
            status=t.status_names[state.status[p]],
        )
    elif kind is Unrest:
        p = t.province_index[action.province]
        holder = state.holder[p]
        state._set_status(p, state.status[p] - 1, holder)
        _say(
            lines,
            N_("Unrest in %(province)s: it is now %(status)s."),
            province=state.place(p),
            status=t.status_names[state.status[p]],
        )
    elif kind is Sail:
        zone = t.sea_index[action.zone]
        if state.voyage is None:
            state.voyage = {"army": t.army_index[action.army], "zones": [], "trumped": False}
        state.voyage["zones"].append(zone)
        _say(lines, N_("The fleet reaches %(zone)s."), zone=t.sea_names[zone])
    elif kind is Reinforce:
        p = t.province_index[action.province]
        step = t.rules.armies.step
        if action.army is None:
            battle = next(b for b in state.battles if b["province"] == p and b["result"] is None)
            battle["bonus"] += step
            _say(lines, N_("The garrison of %(province)s gains %(step)d elements."), province=state.place(p), step=step)
        else:
            a = t.army_index[action.army]
            state.army_size[a] += step
            _say(
                lines,
                N_("%(commander)s's army has %(size)d elements."),
                commander=state.commander(a),
                size=state.army_size[a],
            )
    elif kind is Treasury:
        state.gold[k] += t.rules.economy.treasury_gold
        _say(
            lines,
            N_("%(kingdom)s's Treasury gains %(gold)d gold."),
            kingdom=state.name(k),
            gold=t.rules.economy.treasury_gold,
        )
    elif kind is Discover:
        state.found[k] += suit_of(action.card)
        _say(
            lines,
            N_("%(kingdom)s's learned men make progress (%(count)d of 4 suits)."),
            kingdom=state.name(k),
            count=len(state.found[k]),
        )


def failed_line(state, action) -> Message:
    """Return the log line of a nomination trumped for good."""
    return Message(
        N_("%(action)s by %(kingdom)s is trumped."),
        action=state.t.action_names[action.kind],
        kingdom=state.name(state._kingdom(action.seat)),
    )


def _say(lines, msgid: str, **params) -> None:
    if lines is not None:
        lines.append(Message(msgid, **params))


NOMINATION_TYPES = (Invade, Diplomacy, Unrest, Sail, Reinforce, Treasury, Move, Discover)
