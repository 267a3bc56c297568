"""17(21)'s state as JSON: the whole state (for storage and tests), a seat's view (only what that seat
may see), and a fast copy.

Secrets: each player's cards dealt and reserve, its discards out of the game, its doctrines dealt and
chosen until both have chosen, and its face-down deployment until both have deployed. The battle
deck's order is known to nobody. Everything else is face up on the table.
"""

from __future__ import annotations

from engine.game import Outcome
from engine.i18n import render
from engine.state import state_from_record
from games.seventeen21.odds import next_card_odds
from games.seventeen21.schema import SEATS, WINGS

_SCALARS = (
    "seed", "draws", "round", "step", "actor", "player", "weather", "drawn_terrain", "swapper", "decider", "turn",
    "acted", "stalls", "deck_passes", "phase", "combat_over", "caller", "trigger_value",
)  # fmt: skip
_LISTS = (
    "terrain_deck", "set_aside", "terrain_out", "wings", "held", "deck", "discard", "weather_cards",
    "doctrine_deck", "doctrine_out", "from_reserve", "stood", "triggers",
)  # fmt: skip
_PER_SIDE = ("hands", "boxed", "routs", "doctrine_hands", "doctrines", "active", "played")
_NESTED = ("attacks", "won")
_MAYBE = ("combat", "loss")


def to_json(state) -> dict:
    """Return the whole state, secrets included, as plain JSON values (list order kept)."""
    data = {name: getattr(state, name) for name in _SCALARS}
    data["game"] = "17-21"
    data["options"] = dict(state.options)
    for name in _LISTS:
        data[name] = list(getattr(state, name))
    for name in (*_PER_SIDE, *_NESTED):
        data[name] = [list(item) for item in getattr(state, name)]
    for name in _MAYBE:
        value = getattr(state, name)
        data[name] = None if value is None else list(value)
    data["field"] = [[list(wing) for wing in side] for side in state.field]
    data["kept"] = [None if kept is None else list(kept) for kept in state.kept]
    data["placements"] = [None if p is None else [list(w) for w in p] for p in state.placements]
    data["shocked"] = sorted(state.shocked)
    data["result"] = None if state.result is None else state.result.to_json()
    return data


def from_json(state_class, tables, data: dict):
    """Rebuild a state from ``to_json`` output (raises KeyError/ValueError on a broken record)."""
    state = state_from_record(state_class, tables, data, _SCALARS, _LISTS, (*_PER_SIDE, *_NESTED))
    for name in _MAYBE:
        setattr(state, name, None if data[name] is None else list(data[name]))
    state.field = [[list(wing) for wing in side] for side in data["field"]]
    state.kept = [None if kept is None else list(kept) for kept in data["kept"]]
    state.placements = [None if p is None else [list(w) for w in p] for p in data["placements"]]
    state.shocked = set(data["shocked"])
    state.result = None if data["result"] is None else Outcome.from_json(data["result"])
    return state


def clone(state):
    """Return an independent copy of a state without its log, much faster than a deep copy."""
    copy = object.__new__(type(state))
    copy.__dict__.update(state.__dict__)
    for name in _LISTS:
        setattr(copy, name, list(getattr(state, name)))
    for name in (*_PER_SIDE, *_NESTED):
        setattr(copy, name, [list(item) for item in getattr(state, name)])
    for name in _MAYBE:
        value = getattr(state, name)
        setattr(copy, name, None if value is None else list(value))
    copy.field = [[list(wing) for wing in side] for side in state.field]
    copy.kept = [None if kept is None else list(kept) for kept in state.kept]
    copy.placements = [None if p is None else [list(w) for w in p] for p in state.placements]
    copy.shocked = set(state.shocked)
    copy.options = dict(state.options)
    copy.log = None
    return copy


def _seat(index):
    return None if index is None else SEATS[index]


def view(state, seat: str | None, translations=None) -> dict:
    """Return what one seat (None: an onlooker) may see: what is face up, plus its own secrets."""
    t = state.t
    own = None if seat is None else SEATS.index(seat)
    sides = {}
    for s, name in enumerate(SEATS):
        mine = own == s
        sides[name] = {
            "name": render(t.seat_names[s], translations),
            "reserve": sorted(state.hands[s]) if mine else None,
            "reserve_count": len(state.hands[s]),
            "discarded": sorted(state.boxed[s]) if mine else None,
            "has_discarded": bool(state.boxed[s]),
            "doctrines_dealt": sorted(state.doctrine_hands[s]) if mine else None,
            "doctrines_chosen": state.kept[s] is not None,
            "my_choice": state.kept[s] if mine else None,
            "doctrines": list(state.doctrines[s]),
            "active": list(state.active[s]),
            "deployed": state.placements[s] is not None,
            "my_placement": state.placements[s] if mine else None,
            "rout_pile": list(state.routs[s]),
        }
    wings = []
    for w, wing in enumerate(WINGS):
        row = {"wing": wing, "name": render(t.wing_names[w], translations), "held": None, "units": {}}
        if state.wings:
            row["terrain"] = state.wings[w]
            row["terrain_name"] = render(t.terrain_label(state.wings[w]), translations)
            row["capacity"] = state.capacity(w)
            row["held"] = _seat(state.held[w])
            for s, name in enumerate(SEATS):
                row["units"][name] = [
                    {
                        "card": unit,
                        "shocked": unit in state.shocked,
                        "cohesion": state.cohesion(unit, s, w),
                    }
                    for unit in state.field[s][w]
                ]
        wings.append(row)
    data = {
        "game": "17-21",
        "seat": seat,
        "step": state.step,
        "to_act": state.seats_to_act(),
        "actor": _seat(state.actor),
        "turn": state.turn,
        "weather": state.weather,
        "weather_cards": list(state.weather_cards),
        "sides": sides,
        "wings": wings,
        "drawn_terrain": state.drawn_terrain,
        "deck_count": len(state.deck),
        "discard": list(state.discard),
        "deck_passes": state.deck_passes,
        "battle_length": state.battle_length(),
        "attacks": [list(entry) for entry in state.attacks],
        "combat": _combat_view(state),
        "trigger_value": state.trigger_value,
        "loss": None if state.loss is None else {"seat": SEATS[state.loss[0]], "count": state.loss[1]},
        "outcome": None if state.result is None else state.result.to_view(translations),
    }
    if state.options["odds"]:
        rows = next_card_odds(state, own)
        data["odds"] = (
            None
            if rows is None
            else [{"card": row["unit"], "shock": float(row["shock"]), "bust": float(row["bust"])} for row in rows]
        )
    return data


def _combat_view(state) -> dict | None:
    if state.combat is None:
        return None
    attacker = state.combat[2]
    units = []
    for who in (0, 1):
        unit = state.combat[who]
        owner = attacker if who == 0 else 1 - attacker
        place = state.place_of(unit)
        cards = state.played[who]
        cohesion = state.cohesion(unit, owner, place[1]) if place else None
        units.append(
            {
                "card": unit,
                "seat": SEATS[owner],
                "cards": list(cards),
                "total": sum(state.t.value[c] for c in cards),
                "cohesion_left": None if cohesion is None else cohesion - len(cards),
                "shocked": unit in state.shocked,
                "passed": state.stood[who],
            }
        )
    return {
        "attacker": units[0],
        "defender": units[1],
        "to_play": _seat(state.actor) if state.step == "combat" else None,
    }
