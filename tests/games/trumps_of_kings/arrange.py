"""Arranging Trumps of Kings situations for tests, the way a table would set them up, and comparing states.

``arrange(game, before)`` turns a case's ``before`` (kingdoms in play, hands, provinces, armies,
battles...) into a state in the middle of a turn, keeping every card accounted for: cards no hand
names stay in the deck. ``matches(actual, expected)`` compares only what a case's ``after`` names.
"""

from __future__ import annotations

from engine.cards import parse_card
from games.trumps_of_kings.data import NOBODY, SEATS
from games.trumps_of_kings.schema import STATUSES
from games.trumps_of_kings.tactical import new_battle


def arrange(game, before: dict):
    """Return a state set up as ``before`` describes (at a kingdom's turn to nominate unless told otherwise)."""
    kingdoms = before.get("kingdoms", ["austria", "prussia"])
    options = {name: name in kingdoms for name in SEATS}
    state = game.new_initial_state(seed=before.get("seed", 0), options=options)
    t = game.tables
    order = [SEATS.index(name) for name in before.get("order", kingdoms)]
    state.order = order
    state.round = before.get("turn", 1)
    state._new_turn_parts()
    for name, listing in before.get("hands", {}).items():
        k = SEATS.index(name)
        for text in listing:
            card = parse_card(text)
            state.deck.remove(card)
            state.hands[k].append(card)
    for name, count in before.get("unseen", {}).items():
        state.unknown[SEATS.index(name)] = count  # unseen cards stay among the cards the app has not placed
    for text in before.get("discard", []):
        card = parse_card(text)
        state.deck.remove(card)
        state.discard.append(card)
    for name, (status, holder) in before.get("provinces", {}).items():
        p = t.province_index[name]
        state._set_status(p, STATUSES.index(status), NOBODY if holder is None else SEATS.index(holder))
    for name, army in before.get("armies", {}).items():
        a = t.army_index[name]
        if army.get("at") is None:
            state.army_at[a], state.army_size[a] = NOBODY, 0
        else:
            state.army_at[a] = t.province_index[army["at"]]
            state.army_size[a] = army.get("size", state.army_size[a])
        state.army_wins[a] = army.get("wins", 0)
    for name, value in before.get("gold", {}).items():
        state.gold[SEATS.index(name)] = value
    for name, value in before.get("passes", {}).items():
        state.passes[SEATS.index(name)] = value
    for name, value in before.get("found", {}).items():
        state.found[SEATS.index(name)] = value
    for name, value in before.get("used", {}).items():
        state.used[SEATS.index(name)] = list(value)
    for battle in before.get("battles", []):
        added = new_battle(
            t.province_index[battle["province"]], SEATS.index(battle["attacker"]), t.army_index[battle["army"]]
        )
        added["bonus"] = battle.get("bonus", 0)
        state.battles.append(added)
    state.step = "nominate"
    state.actor = SEATS.index(before.get("actor", kingdoms[0]))
    phase = before.get("phase", "strategic")
    if phase == "tactical":
        state.actor = None
        state.begin_tactical(None)
    elif phase == "draw":
        state.actor = None
        state.step = "draw"
        state.to_draw = list(order)
        state._next_drawer(None)
    return state


def matches(actual, expected, where: str = "") -> list[str]:
    """Return the differences between a state's JSON and the parts of it a case names (empty when they agree).

    Mappings compare only the keys the case names; lists of dicts compare item by item the same way;
    hands and the discard pile compare as multisets, since their order means nothing to the rules.
    """
    if isinstance(expected, dict) and isinstance(actual, dict):
        problems = []
        for key, value in expected.items():
            if key not in actual:
                problems.append(f"{where}.{key}: not in the state")
            else:
                problems += matches(actual[key], value, f"{where}.{key}")
        return problems
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return [f"{where}: {actual!r} is not {expected!r}"]
        if where.startswith(".hands") or where == ".discard":
            return [] if sorted(actual) == sorted(expected) else [f"{where}: {actual!r} is not {expected!r}"]
        return [
            problem
            for index, (a, e) in enumerate(zip(actual, expected, strict=True))
            for problem in matches(a, e, f"{where}[{index}]")
        ]
    return [] if actual == expected else [f"{where}: {actual!r} is not {expected!r}"]
