"""The chance that the next battle card shocks or busts a unit in combat, from what a seat knows.

A seat knows its own cards and every card face up (the field after the reveal, the rout piles, the
battle deck's discard, the cards in combat). Every other unit card may be the next
battle card, each as likely as the next, since the seat cannot tell them apart.
"""

from __future__ import annotations

from fractions import Fraction

from engine.odds import draw_sum_odds
from games.seventeen21.data import BUST


def known_cards(state, side: int | None) -> set[int]:
    """Return the unit cards a side (None: an onlooker) has seen or holds."""
    known = {*state.discard, *state.played[0], *state.played[1]}
    for s in (0, 1):
        known.update(state.routs[s])
        for wing in state.field[s]:
            known.update(wing)
    if side is not None:
        known.update(state.hands[side])
        known.update(state.boxed[side])
        if state.placements[side] is not None:
            known.update(unit for wing in state.placements[side] for unit in wing)
    return known


def unseen_values(state, side: int | None) -> list[int]:
    """Return the combat values of the unit cards the side has not seen: what the next battle card may be."""
    known = known_cards(state, side)
    return [state.t.value[card] for card in range(state.t.units) if card not in known]


def next_card_odds(state, side: int | None) -> list[dict] | None:
    """Return, for each unit in combat, the chance that the next battle card on it shocks it and busts it."""
    if state.combat is None:
        return None
    values = unseen_values(state, side)
    rows = []
    for who in (0, 1):
        unit = state.combat[who]
        owner = state.combat[2] if who == 0 else 1 - state.combat[2]
        place = state.place_of(unit)
        if place is None:
            continue
        total = sum(state.t.value[c] for c in state.played[who])
        bust = draw_sum_odds(values, 1, BUST - total) if values else Fraction(0)
        shock = Fraction(1) if len(state.played[who]) + 1 > state.cohesion(unit, owner, place[1]) else Fraction(0)
        rows.append({"unit": unit, "shock": shock, "bust": bust})
    return rows
