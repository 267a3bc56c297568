"""Listing the legal actions of A Very Civil Whist, for bots, tests and the companion's pickers.

A hand with unseen cards (physical play) offers every card the app would accept from them: any
action card it does not know to be elsewhere, outside the suits the side has shown it lacks, and
only where the unseen cards could still all be dealt. Listings are ActionLists: each action is
built when taken, which keeps random play fast.
"""

from __future__ import annotations

from itertools import permutations

from engine.actions import ActionList
from engine.cards import CARD_SUIT
from games.avcw.actions import (
    Attack,
    Casualty,
    ChooseTrump,
    Deal,
    Defend,
    DrawEvent,
    Follow,
    Influence,
    Lead,
    Pick,
    PlaceLeaders,
    PlayAsset,
    Reveal,
    Support,
)
from games.avcw.data import SIDES

_UNSEEN_REVEAL = Reveal(unseen=True)
_CHANCE_DRAWS = {"deal": Deal(), "event": DrawEvent(), "reveal": Reveal(), "casualty": Casualty()}
_NO_ASSET = (None,)


def legal_actions(state, seat: str | None = None):
    """Return the actions the seat (or whoever acts now) may take; a chance node offers its draw."""
    step = state.step
    lister = _BY_STEP.get(step)
    if lister is not None:
        side = state.actor
        name = SIDES[side]
        if seat is not None and seat != name:
            return ActionList()
        return lister(state, side, name)
    if step == "place":
        return [
            action
            for side in (0, 1)
            if state.pending[side] is None and seat in (None, SIDES[side])
            for action in _placements(state, side)
        ]
    draw = _CHANCE_DRAWS.get(step)
    if draw is None or seat is not None:
        return []
    # Once the players have turned up cards unseen, only they can say what comes next.
    return [_UNSEEN_REVEAL] if step == "reveal" and state.deck_unknown else [draw]


def playable_cards(state, side: int, void: str | None = None) -> list[int]:
    """Return the cards a side may play, showing ``void`` if given: its hand, plus what its unseen cards may be."""
    hand = state.hands[side]
    if not state.unknown[side]:
        return hand
    voids = state.voids[side] | {void} if void else state.voids[side]
    unseen = [c for c in state.t.action_cards if CARD_SUIT[c] not in voids and not state._known_elsewhere(c)]
    return [card for card in hand + unseen if state.unseen_fits(side, card, void)]


def answers(state, side: int, lead_suit: str) -> list[int]:
    """Return the cards that may answer a lead: the led suit while the side surely holds it."""
    if not state.unknown[side]:
        hand = state.hands[side]
        return [card for card in hand if CARD_SUIT[card] == lead_suit] or hand
    holds = state.holds_suit(side, lead_suit)
    following = [card for card in playable_cards(state, side) if CARD_SUIT[card] == lead_suit]
    if holds:
        return following
    # Not following shows a void in the led suit, which must still fit the cards seen so far.
    return following + [card for card in playable_cards(state, side, lead_suit) if CARD_SUIT[card] != lead_suit]


def _turn(state, side: int, name: str) -> ActionList:
    actions = ActionList()
    _add_attacks(actions, state, side, name)
    _add_supports(actions, state, side, name)
    if state.assets[side]:
        _add_asset_actions(actions, state, side, name)
    return actions


def _add_attacks(actions: ActionList, state, side: int, name: str) -> None:
    t, trump = state.t, state.trump
    unseen_trumps = None
    if state.unknown[side]:
        hand = playable_cards(state, side)
        known_suits = {CARD_SUIT[card] for card in state.hands[side]}
        # Leading trump on a track shows a void in its suit, which must fit the cards seen so far.
        unseen_trumps = {
            suit: [card for card in playable_cards(state, side, suit) if CARD_SUIT[card] == trump]
            for _, suit, _ in t.track_rows
        }
    else:
        hand = state.hands[side]
        known_suits = None
    by_suit: dict[str, list[int]] = {}
    for card in hand:
        suit = CARD_SUIT[card]
        cards = by_suit.get(suit)
        if cards is None:
            by_suit[suit] = [card]
        else:
            cards.append(card)
    if known_suits is None:
        known_suits = by_suit
    trumps = by_suit.get(trump, [])
    placed, opposing, assets = state.placed[side], state.placed[1 - side], state.assets[side]
    for index, suit, track_id in t.track_rows:
        leader = placed.get(index)
        if leader is not None and index not in opposing and t.leaders[leader].any_suit:
            cards = hand
        elif suit in known_suits:
            cards = by_suit[suit]
        elif suit == trump:
            cards = by_suit.get(suit, [])
        else:
            # No card of the track's suit in hand: a trump may lead instead.
            cards = by_suit.get(suit, []) + (trumps if unseen_trumps is None else unseen_trumps[suit])
        before = (name, track_id)
        actions.add(Attack, before, cards, _NO_ASSET)
        for asset in assets:
            spec = t.assets[asset]
            if spec.on_attack and spec.value_by_track[index]:
                actions.add(Attack, before, cards, (spec.id,))


def _add_supports(actions: ActionList, state, side: int, name: str) -> None:
    table, position = state.t.support[side], state.support[side]
    if position == len(table.values) - 1:
        return
    suits, level, value = state.t.side_suits[side], table.values[position], state.t.value
    hand = playable_cards(state, side) if state.unknown[side] else state.hands[side]
    actions.add(Support, (name,), [card for card in hand if CARD_SUIT[card] in suits and value[card] > level])


def _add_asset_actions(actions: ActionList, state, side: int, name: str) -> None:
    t = state.t
    for index in state.assets[side]:
        asset = t.assets[index]
        if not asset.as_action or not state._effects_would_change(asset.effects):
            continue
        if any(effect[0] == "set_trump" for effect in asset.effects):
            actions.add(PlayAsset, (name, asset.id), [suit for suit in t.rules.trump_suits if suit != state.trump])
        else:
            actions.append(PlayAsset(name, asset.id))


def _defences(state, side: int, name: str) -> ActionList:
    t = state.t
    attacker, track, lead, _ = state.attack
    cards = answers(state, side, CARD_SUIT[lead])
    actions = ActionList()
    actions.add(Defend, (name,), cards, _NO_ASSET)
    if state.assets[side]:
        leader_counts = state.active_leader(attacker, track) is not None
        for index in state.assets[side]:
            asset = t.assets[index]
            if asset.on_reaction and (asset.value_by_track[track] or (asset.cancel_leader and leader_counts)):
                actions.add(Defend, (name,), cards, (asset.id,))
    return actions


def _leads(state, side: int, name: str) -> ActionList:
    actions = ActionList()
    actions.add(Lead, (name,), playable_cards(state, side))
    if state.unknown[side]:
        actions.append(Lead(name, None))
    return actions


def _follows(state, side: int, name: str) -> ActionList:
    actions = ActionList()
    lead = state.lead_card
    if lead is None:
        for winner in SIDES:
            actions.add(Follow, (name,), playable_cards(state, side), (winner,))
        return actions
    actions.add(Follow, (name,), answers(state, side, CARD_SUIT[lead]), _NO_ASSET)
    if state.unknown[side]:
        actions.add(Follow, (name, None), list(SIDES))
    return actions


def _picks(state, side: int, name: str) -> ActionList:
    actions = ActionList()
    actions.add(Pick, (name,), [None] if state.table_unknown else state.table)
    return actions


def _influences(state, side: int, name: str) -> ActionList:
    actions = ActionList()
    actions.add(Influence, (name,), [False, True])
    return actions


def _trumps(state, side: int, name: str) -> ActionList:
    actions = ActionList()
    actions.add(ChooseTrump, (name,), list(state.t.rules.trump_suits))
    return actions


def _placements(state, side: int) -> list:
    # Placements depend only on the side's leaders, which rarely change: compute each set once.
    key = ("placements", side, tuple(state.leaders[side]))
    cached = state.t.cache.get(key)
    if cached is None:
        tracks = [state.t.tracks[index].id for index in state.t.leader_tracks]
        leaders = [state.t.leaders[index].id for index in state.leaders[side]]
        count = min(len(tracks), len(leaders))
        cached = state.t.cache[key] = [
            PlaceLeaders(SIDES[side], tuple(sorted(zip(tracks[:count], chosen, strict=True))))
            for chosen in permutations(leaders, count)
        ]
    return cached


_BY_STEP = {
    "turn": _turn,
    "defend": _defences,
    "lead": _leads,
    "follow": _follows,
    "pick": _picks,
    "influence": _influences,
    "trump": _trumps,
}
