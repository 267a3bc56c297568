"""Listing the legal actions of A Very Civil Whist, for bots, tests and the companion's pickers.

Only cards the app has seen are listed; a hand of unseen cards (physical play) offers what it can.
"""

from __future__ import annotations

from itertools import permutations

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

_new = tuple.__new__
_CHANCE_DRAWS = {"deal": Deal(), "event": DrawEvent(), "reveal": Reveal(), "casualty": Casualty()}


def legal_actions(state, seat: str | None = None) -> list:
    """Return the actions the seat (or whoever acts now) may take; a chance node offers its draw."""
    step = state.step
    if step == "over":
        return []
    draw = _CHANCE_DRAWS.get(step)
    if draw is not None:
        return [draw] if seat is None else []
    if step == "place":
        return [
            action
            for side in (0, 1)
            if state.pending[side] is None and seat in (None, SIDES[side])
            for action in _placements(state, side)
        ]
    side = state.actor
    name = SIDES[side]
    if seat is not None and seat != name:
        return []
    if step == "turn":
        return _attacks(state, side) + _supports(state, side) + _asset_actions(state, side)
    if step == "defend":
        return _defences(state, side)
    if step == "influence":
        return [Influence(name, False), Influence(name, True)]
    if step == "trump":
        return [ChooseTrump(name, suit) for suit in state.t.rules.trump_suits]
    if step == "lead":
        return [Lead(name, card) for card in state.hands[side]] + ([Lead(name, None)] if state.unknown[side] else [])
    if step == "follow":
        return _follows(state, side)
    if step == "pick":
        return [Pick(name, None)] if state.table_unknown else [Pick(name, card) for card in state.table]
    raise AssertionError(f"no moves listed for step {step}")


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


def _follows(state, side: int) -> list:
    name, hand, lead = SIDES[side], state.hands[side], state.lead_card
    if lead is None:
        return [Follow(name, card, winner) for card in hand for winner in SIDES]
    suit = CARD_SUIT[lead]
    cards = [card for card in hand if CARD_SUIT[card] == suit] or hand
    actions = [Follow(name, card) for card in cards]
    if state.unknown[side]:
        actions += [Follow(name, None, winner) for winner in SIDES]
    return actions


def _attacks(state, side: int) -> list:
    # The busiest listing of a game: built with tuple.__new__ and one pass over the hand.
    t, name, hand, trump = state.t, SIDES[side], state.hands[side], state.trump
    by_suit: dict[str, list[int]] = {}
    for card in hand:
        by_suit.setdefault(CARD_SUIT[card], []).append(card)
    usable = [t.assets[asset] for asset in state.assets[side] if t.assets[asset].on_attack]
    placed, opposing = state.placed[side], state.placed[1 - side]
    actions = []
    for track in t.tracks:
        index = track.index
        leader = placed.get(index)
        if leader is not None and index not in opposing and t.leaders[leader].any_suit:
            cards = hand
        else:
            cards = by_suit.get(track.suit) or by_suit.get(trump)
            if not cards:
                continue
        track_id = track.id
        actions += [_new(Attack, (name, track_id, card, None)) for card in cards]
        for asset in usable:
            if asset.value_by_track[index]:
                actions += [_new(Attack, (name, track_id, card, asset.id)) for card in cards]
    return actions


def _supports(state, side: int) -> list:
    table, position = state.t.support[side], state.support[side]
    if position == len(table.values) - 1:
        return []
    suits, level, value = state.t.side_suits[side], table.values[position], state.t.value
    return [
        Support(SIDES[side], card) for card in state.hands[side] if CARD_SUIT[card] in suits and value[card] > level
    ]


def _asset_actions(state, side: int) -> list:
    t, name, actions = state.t, SIDES[side], []
    for index in state.assets[side]:
        asset = t.assets[index]
        if not asset.as_action or not state._effects_would_change(asset.effects):
            continue
        if any(effect[0] == "set_trump" for effect in asset.effects):
            actions += [PlayAsset(name, asset.id, suit) for suit in t.rules.trump_suits if suit != state.trump]
        else:
            actions.append(PlayAsset(name, asset.id))
    return actions


def _defences(state, side: int) -> list:
    t, name = state.t, SIDES[side]
    attacker, track, lead, _ = state.attack
    suit = CARD_SUIT[lead]
    hand = state.hands[side]
    cards = [card for card in hand if CARD_SUIT[card] == suit] or hand
    actions = [_new(Defend, (name, card, None)) for card in cards]
    if state.assets[side]:
        leader_counts = state.active_leader(attacker, track) is not None
        for index in state.assets[side]:
            asset = t.assets[index]
            if asset.on_reaction and (asset.value_by_track[track] or (asset.cancel_leader and leader_counts)):
                actions += [_new(Defend, (name, card, asset.id)) for card in cards]
    return actions
