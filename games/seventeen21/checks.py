"""Invariants every 17(21) state keeps, and a plain evaluation for the greedy bot."""

from __future__ import annotations

from collections import Counter

from games.seventeen21.schema import SEATS
from games.seventeen21.scoring import victory_points


def unit_places(state) -> list[int]:
    """Return every unit card in every place the state keeps one (each card should appear exactly once)."""
    cards = [*state.deck, *state.discard, *state.played[0], *state.played[1]]
    for side in (0, 1):
        cards += state.hands[side] + state.boxed[side] + state.routs[side]
        for wing in state.field[side]:
            cards += wing
    return cards


def check_invariants(state) -> list[str]:
    """Return what is wrong with a state (an empty list for a sound one)."""
    problems = []
    t = state.t
    cards = unit_places(state)
    if state.step != "reveal_terrain" and state.step != "deal":
        twice = sorted(card for card, count in Counter(cards).items() if count > 1)
        if twice:
            problems.append(f"unit cards in two places at once: {twice}")
        if sorted(set(cards)) != list(range(t.units)):
            problems.append(f"{t.units - len(set(cards))} unit cards are unaccounted for")
    terrain = [*state.terrain_deck, *state.set_aside, *state.terrain_out, *state.wings]
    if state.drawn_terrain is not None:
        terrain.append(state.drawn_terrain)
    if sorted(terrain) != list(range(len(t.terrain_kind))):
        problems.append("terrain cards are missing or doubled")
    doctrines = [*state.doctrine_deck, *state.doctrine_out]
    if state.step != "deal_doctrines":  # a hand entered at the table leaves the deck once both are in
        doctrines += state.doctrine_hands[0] + state.doctrine_hands[1]
    doctrines += state.doctrines[0] + state.doctrines[1]
    if sorted(doctrines) != list(range(len(t.doctrine_cost))):
        problems.append("doctrine cards are missing or doubled")
    for side in (0, 1):
        for wing in range(len(state.wings)):
            if len(state.field[side][wing]) > state.capacity(wing):
                problems.append(f"{SEATS[side]} has more units on wing {wing} than it holds")
    on_field = {unit for side in state.field for wing in side for unit in wing}
    if not state.shocked <= on_field:
        problems.append("a shocked unit is not on the field")
    for cards_on in state.played:
        if sum(t.value[c] for c in cards_on) > 21 + 11:
            problems.append("a unit in combat has more than a bust's worth of cards")
    if state.step in ("combat", "turn", "flank", "swap", "trigger") and state.actor is None:
        problems.append(f"nobody acts at step {state.step}")
    if state.step == "combat" and state.combat is None:
        problems.append("a combat step without a combat")
    if state.deck_passes > state.battle_length():
        problems.append("the battle went on past its length")
    return problems


def evaluate(state, seat: str) -> float:
    """Score a state for a seat: victory points ahead, units on the field and cards in hand."""
    side = SEATS.index(seat)
    result = state.outcome()
    if result is not None:
        return 0.0 if result.winner is None else (1000.0 if result.winner == seat else -1000.0)
    points = victory_points(state) if state.wings else [0, 0]
    units = [sum(len(wing) for wing in state.field[s]) for s in (0, 1)]
    steady = [sum(1 for wing in state.field[s] for u in wing if u not in state.shocked) for s in (0, 1)]
    score = (
        3.0 * (points[side] - points[1 - side])
        + (units[side] - units[1 - side])
        + 0.5 * (steady[side] - steady[1 - side])
    )
    # A reserve card is worth a little more than a steady unit, so routing a shocked unit to bring on
    # a fresh one does not look like a gain by itself.
    score += 0.6 * (len(state.hands[side]) - len(state.hands[1 - side]))
    return score
