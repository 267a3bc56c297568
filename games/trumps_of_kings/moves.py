"""Listing the legal actions of Trumps of Kings, for bots, tests and the companion's pickers.

Listings are ActionLists: one group per target, its cards the items, so that a random bot builds
only the action it takes. Naming a commander is accepted at any time but not listed: it is no
decision of the game.
"""

from __future__ import annotations

from engine.actions import ActionList
from engine.cards import suit_of
from games.trumps_of_kings.actions import (
    Buy,
    Cancel,
    Cut,
    Decline,
    Discover,
    Draw,
    Invade,
    Land,
    Move,
    Pass,
    Recruit,
    Reinforce,
    Result,
    Retreat,
    Roll,
    Sail,
    Terrain,
    Treasury,
    Trump,
)
from games.trumps_of_kings.data import NOBODY, PROVINCE, SEATS
from games.trumps_of_kings.mapfacts import map_facts
from games.trumps_of_kings.nominations import invasion_problem, is_engaged
from games.trumps_of_kings.tactical import DEFEATS, SIDES, VICTORIES

_OPEN = {"cut": [Cut()], "discovery": [Roll()]}


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a chance node offers its draw."""
    step = state.step
    if step in _OPEN:
        return _OPEN[step] if seat is None else []
    if step == "draw":
        return [Draw(SEATS[state.to_draw[0]])] if seat is None else []
    if step == "battles":
        return _battles(state, seat)
    if step == "over" or state.actor is None:
        return []
    name = SEATS[state.actor]
    if seat is not None and seat != name:
        # While its nomination is fought over, the proposer waits for the others, but may still buy.
        return _purchase(state, SEATS.index(seat), seat, ActionList()) if seat in SEATS else ActionList()
    return _BY_STEP[step](state, state.actor, name)


def _purchase(state, k: int, name: str, actions: ActionList) -> ActionList:
    """Add a purchase to a listing when it is this kingdom's turn for an action and it can buy."""
    if state.turn_kingdom() == k and state.can_buy(k):
        # At a table whose hands are not entered, a card bought is drawn unseen too.
        actions.append(Buy(name, unseen=any(state.unknown)))
    return actions


def cards_for(state, k: int, kind: str, defending: bool = False, hand: list[int] | None = None) -> list[int]:
    """Return the distinct cards of a kingdom's hand it may play for an action (its ability included).

    ``hand`` is the kingdom's ``holding``, when the caller has it already (a listing asks for several actions).
    """
    t = state.t
    if hand is None:
        hand = state.holding(k)
    suit = t.action_suit[kind]
    if suit is None:
        return hand
    printed = set() if t.rules.actions[kind].ability_only else {suit}
    for sub in t.substitutions[k]:
        usable = kind in sub.uses and sub.suit == suit and (defending or not sub.defending_only)
        if usable and (sub.per_turn is None or state.used[k][sub.index] < sub.per_turn):
            printed |= sub.printed
    return [card for card in hand if suit_of(card) in printed]


def _nominate(state, k: int, name: str) -> ActionList:
    t = state.t
    actions = ActionList()
    actions.append(Pass(name))
    _purchase(state, k, name, actions)
    economy = t.rules.economy
    if state.gold[k] >= economy.step_price:
        for a in t.kingdom_armies[k]:
            if state.army_at[a] != NOBODY and state.army_size[a] + t.rules.armies.step <= economy.replace_up_to:
                actions.append(Recruit(name, t.armies[a]))
    if not state.hand_size(k):
        return actions
    every = state.holding(k)
    clubs = spades = moves = None
    for a in t.kingdom_armies[k]:
        at = state.army_at[a]
        if at == NOBODY or is_engaged(state, a):
            continue
        army = t.armies[a]
        for q in t.land_reach[k][at]:
            if state.controls(k, q):
                moves = tuple(every) if moves is None else moves  # kept as it is by every group, uncopied
                actions.add(Move, (name,), moves, (army, t.provinces[q]))
            elif invasion_problem(state, k, a, q) is None:
                clubs = tuple(cards_for(state, k, "invade", hand=every)) if clubs is None else clubs
                actions.add(Invade, (name,), clubs, (army, t.provinces[q]))
        if t.coasts[at]:
            spades = tuple(cards_for(state, k, "sail", hand=every)) if spades is None else spades
            for zone in t.coasts[at]:
                actions.add(Sail, (name,), spades, (army, t.seas[zone]))
    hearts = tuple(cards_for(state, k, "diplomacy", hand=every))
    unrest = tuple(cards_for(state, k, "unrest", hand=every))
    if hearts or unrest:
        # Counted from the map, not listed: a playout takes one action of these hundreds.
        actions.add_sequence(map_facts(state).targets(name, hearts, unrest))
    for battle in state.battles:
        _reinforcements(state, k, name, battle, actions)
    actions.add(Treasury, (name,), cards_for(state, k, "treasury", hand=every), ())
    actions.add(Discover, (name,), [c for c in every if suit_of(c) not in state.found[k]], ())
    return actions


def _reinforcements(state, k: int, name: str, battle: dict, actions: ActionList) -> None:
    t = state.t
    rules = t.rules.armies
    p = battle["province"]
    province = t.provinces[p]
    if (state.holder[p] == k or state.status[p] < PROVINCE) and battle[
        "bonus"
    ] + rules.garrison + rules.step <= rules.maximum:
        actions.add(Reinforce, (name,), cards_for(state, k, "reinforce", True), (province, None))
    for a in t.kingdom_armies[k]:
        if (a == battle["army"] or state.army_at[a] == p) and state.army_size[a] + rules.step <= rules.maximum:
            cards = cards_for(state, k, "reinforce", a != battle["army"])
            actions.add(Reinforce, (name,), cards, (province, t.armies[a]))


def _contest(state, k: int, name: str) -> ActionList:
    actions = ActionList()
    actions.append(Decline(name))
    _purchase(state, k, name, actions)
    actions.add(Trump, (name,), [c for c in state.holding(k) if state.can_trump_with(k, c)], ())
    return actions


def _voyage(state, k: int, name: str) -> ActionList:
    t = state.t
    voyage = state.voyage
    actions = ActionList()
    actions.append(Cancel(name))
    _purchase(state, k, name, actions)
    if not voyage["trumped"]:
        spades = cards_for(state, k, "sail")
        for zone in t.sea_borders[voyage["zones"][-1]]:
            if zone not in voyage["zones"]:
                actions.add(Sail, (name,), spades, (t.armies[voyage["army"]], t.seas[zone]))
    shores = {p for zone in voyage["zones"] for p in t.shores[zone]}
    actions.add(Land, (name,), [t.provinces[p] for p in sorted(shores) if state.landing_problem(k, p) is None], ())
    return actions


def _retreat(state, k: int, name: str) -> ActionList:
    t = state.t
    a = state.retreats[0]
    actions = ActionList()
    actions.add(Retreat, (name, t.armies[a]), [t.provinces[q] for q in state.retreat_options(a)], ())
    return actions


def _battles(state, seat: str | None) -> ActionList:
    t = state.t
    battle = state.open_battle()
    enterers = state.result_enterers(battle)
    actions = ActionList()
    if seat is None:
        seat = SEATS[enterers[0]]
    k = SEATS.index(seat)
    if k not in enterers:
        return actions
    province = t.provinces[battle["province"]]
    for winner in SIDES:
        for victory in VICTORIES:
            actions.add(Result, (seat, province, winner, victory), DEFEATS, ())
    side = state.terrain_side(k, battle)
    if side is not None and not battle["terrain"][side]:
        actions.add(Terrain, (seat, province), [c for c in state.holding(k) if suit_of(c) == "S"], ())
    return actions


_BY_STEP = {"nominate": _nominate, "offer": _contest, "struggle": _contest, "voyage": _voyage, "retreat": _retreat}
