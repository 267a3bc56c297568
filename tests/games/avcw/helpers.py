"""Arranging A Very Civil Whist situations for tests, the way a table would set them up.

``arrange`` puts a fresh state straight into an action-phase situation (hands, trump, fronts,
support, leaders, assets) while keeping every card accounted for, so that each test states only
what matters to its rule. ``Table`` drives a game through real actions in their JSON form.
"""

from __future__ import annotations

from games.avcw.data import SIDES
from tests.helpers import act, cards, refused, rendered

__all__ = ["P", "R", "act", "arrange", "cards", "front", "hand", "refused", "rendered", "support_value"]

P, R = "parliament", "royalists"


def arrange(
    game,
    *,
    hands=None,
    trump="D",
    actor=P,
    fronts=None,
    support=None,
    placed=None,
    assets=None,
    leaders=None,
    round=1,
    seed=0,
    options=None,
):
    """Return a state in the action phase set up as described; unmentioned things stay as set up."""
    state = game.new_initial_state(seed=seed, options=options)
    t = state.t
    hands = hands or {P: [], R: []}
    for side, names in hands.items():
        index = SIDES.index(side)
        state.hands[index] = cards(*names)
        for card in state.hands[index]:
            if card in state.deck:
                state.deck.remove(card)
            elif card in state.bonus_board:
                state.bonus_board.remove(card)
                state.claimed.add(("card", card))
    state.discard, state.deck = state.deck, []
    state.event_deck, state.events_out = state.event_deck[2:], state.event_deck[:2]
    for track, space in (fronts or {}).items():
        table = t.tracks[t.track_index[track]]
        state.fronts[table.index] = table.space_ids.index(space)
    for side, value in (support or {}).items():
        index = SIDES.index(side)
        state.support[index] = t.support[index].values.index(value)
    for side, names in (leaders or {}).items():
        state.leaders[SIDES.index(side)] = [t.leader_index[name] for name in names]
    for side, placement in (placed or {}).items():
        index = SIDES.index(side)
        state.placed[index] = {t.track_index[track]: t.leader_index[name] for track, name in placement.items()}
        for leader in state.placed[index].values():
            if leader not in state.leaders[index]:
                state.leaders[index].append(leader)
    for side, names in (assets or {}).items():
        state.assets[SIDES.index(side)] = [t.asset_index[name] for name in names]
    state.trump = trump
    state.round = round
    state.step = "turn"
    state.actor = SIDES.index(actor)
    state.planning_first = state.actor
    state.trick_no = t.rules.play.planning_tricks
    return state


def front(state, track: str) -> str:
    """Return the space id of a track's front."""
    table = state.t.tracks[state.t.track_index[track]]
    return table.space_ids[state.fronts[table.index]]


def support_value(state, side: str) -> int:
    """Return a side's support value."""
    index = SIDES.index(side)
    return state.t.support[index].values[state.support[index]]


def hand(state, side: str) -> set[str]:
    """Return a side's known hand as card names."""
    from engine.cards import format_card

    return {format_card(card) for card in state.hands[SIDES.index(side)]}
