"""Listing the legal actions of A Very Civil Whist, for bots, tests and the companion's pickers.

A hand with unseen cards (physical play) offers every card the app would accept from them: any
action card it does not know to be elsewhere, outside the suits the side has shown it lacks.
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
_UNSEEN_REVEAL = Reveal(unseen=True)
_CHANCE_DRAWS = {"deal": Deal(), "event": DrawEvent(), "reveal": Reveal(), "casualty": Casualty()}


def legal_actions(state, seat: str | None = None) -> list:
    """Return the actions the seat (or whoever acts now) may take; a chance node offers its draw."""
    step = state.step
    if step == "over":
        return []
    draw = _CHANCE_DRAWS.get(step)
    if draw is not None:
        if seat is not None:
            return []
        # Once the players have turned up cards unseen, only they can say what comes next.
        return [_UNSEEN_REVEAL] if step == "reveal" and state.deck_unknown else [draw]
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
        leads = [Lead(name, card) for card in playable_cards(state, side)]
        return [*leads, Lead(name, None)] if state.unknown[side] else leads
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


def playable_cards(state, side: int) -> list[int]:
    """Return the cards a side may play: its known hand, plus what its unseen cards may be."""
    hand = state.hands[side]
    if not state.unknown[side]:
        return hand
    voids = state.voids[side]
    unseen = [c for c in state.t.action_cards if CARD_SUIT[c] not in voids and not state._known_elsewhere(c)]
    return hand + [card for card in unseen if state.unseen_fits(side, card)]


def answers(state, side: int, lead_suit: str) -> list[int]:
    """Return the cards that may answer a lead: the led suit while the side surely holds it."""
    cards = playable_cards(state, side)
    if state.holds_suit(side, lead_suit):
        return [card for card in cards if CARD_SUIT[card] == lead_suit]
    return cards


def _follows(state, side: int) -> list:
    name, lead = SIDES[side], state.lead_card
    if lead is None:
        return [Follow(name, card, winner) for card in playable_cards(state, side) for winner in SIDES]
    actions = [Follow(name, card) for card in answers(state, side, CARD_SUIT[lead])]
    if state.unknown[side]:
        actions += [Follow(name, None, winner) for winner in SIDES]
    return actions


def _attacks(state, side: int) -> list:
    # The busiest listing of a game: built with tuple.__new__ and one pass over the hand.
    t, name, hand, trump = state.t, SIDES[side], playable_cards(state, side), state.trump
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
            cards = by_suit.get(track.suit, [])
            if not state.holds_suit(side, track.suit):
                cards = cards + by_suit.get(trump, [])
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
        Support(SIDES[side], card)
        for card in playable_cards(state, side)
        if CARD_SUIT[card] in suits and value[card] > level
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
    cards = answers(state, side, CARD_SUIT[lead])
    actions = [_new(Defend, (name, card, None)) for card in cards]
    if state.assets[side]:
        leader_counts = state.active_leader(attacker, track) is not None
        for index in state.assets[side]:
            asset = t.assets[index]
            if asset.on_reaction and (asset.value_by_track[track] or (asset.cancel_leader and leader_counts)):
                actions += [_new(Defend, (name, card, asset.id)) for card in cards]
    return actions
