"""Trumps of Kings' state as JSON: the whole state (for storage and tests), a kingdom's view (only what
that kingdom may see), and a fast copy.

Secrets: each hand and the order of the deck. A kingdom sees its own hand; everyone sees how many
cards each holds, the cards on the table, the map, the armies, the gold and the battles.
"""

from __future__ import annotations

from engine.cards import format_card, format_cards, parse_card
from engine.game import Outcome
from engine.i18n import render
from engine.state import copy_state, state_from_record
from games.trumps_of_kings.actions import CODEC
from games.trumps_of_kings.data import NOBODY, SEATS
from games.trumps_of_kings.schema import STATUSES

_SCALARS = ("seed", "draws", "round", "step", "pending_suit")
_PER_KINGDOM = ("gold", "value", "start_value", "bonus", "found", "passes", "unknown")
_LISTS = (
    "deck", "discard", "gold", "status", "holder", "value", "bonus", "army_at", "army_size", "army_wins",
    "army_skill", "commanders", "found", "passes", "to_draw", "table", "asked", "retreats", "order", "unknown",
)  # fmt: skip


def _seat(index):
    return None if index is None or index == NOBODY else SEATS[index]


def _seat_in(name):
    return NOBODY if name is None else SEATS.index(name)


def _battle_json(t, battle: dict) -> dict:
    return {
        "province": t.provinces[battle["province"]],
        "attacker": SEATS[battle["attacker"]],
        "army": t.armies[battle["army"]],
        "bonus": battle["bonus"],
        "defenders": [t.armies[a] for a in battle["defenders"]],
        "defended_by": _seat(battle["defended_by"]),
        "result": battle["result"],
        "terrain": list(battle["terrain"]),
    }


def _battle_in(t, data: dict) -> dict:
    return {
        "province": t.province_index[data["province"]],
        "attacker": SEATS.index(data["attacker"]),
        "army": t.army_index[data["army"]],
        "bonus": data["bonus"],
        "defenders": [t.army_index[a] for a in data["defenders"]],
        "defended_by": _seat_in(data["defended_by"]),
        "result": data["result"],
        "terrain": list(data["terrain"]),
    }


def to_json(state) -> dict:
    """Return the whole state, secrets included, as plain JSON values."""
    t = state.t
    data = {name: getattr(state, name) for name in _SCALARS}
    data["game"] = "trumps_of_kings"
    data["options"] = dict(state.options)
    data["actor"] = _seat(state.actor)
    data["rolling"] = _seat(state.rolling)
    data["trumper"] = _seat(state.trumper)
    data["order"] = [SEATS[k] for k in state.order]
    data["deck"] = format_cards(state.deck)
    data["discard"] = format_cards(state.discard)
    data["hands"] = {SEATS[k]: format_cards(state.hands[k]) for k in range(len(SEATS))}
    for name in _PER_KINGDOM:
        data[name] = {SEATS[k]: getattr(state, name)[k] for k in range(len(SEATS))}
    data["used"] = {SEATS[k]: list(state.used[k]) for k in range(len(SEATS))}
    data["discoveries"] = {SEATS[k]: list(state.discoveries[k]) for k in range(len(SEATS))}
    data["provinces"] = {
        t.provinces[p]: [STATUSES[state.status[p]], _seat(state.holder[p])] for p in range(len(t.provinces))
    }
    data["armies"] = {
        t.armies[a]: {
            "at": None if state.army_at[a] == NOBODY else t.provinces[state.army_at[a]],
            "size": state.army_size[a],
            "wins": state.army_wins[a],
            "skill": state.army_skill[a],
            "commander": state.commanders[a],
        }
        for a in range(len(t.armies))
    }
    data["to_draw"] = [SEATS[k] for k in state.to_draw]
    data["pending"] = None if state.pending is None else CODEC.to_json(state.pending)
    data["table"] = [[SEATS[k], format_card(card)] for k, card in state.table]
    data["asked"] = [SEATS[k] for k in state.asked]
    data["voyage"] = None if state.voyage is None else {
        "army": t.armies[state.voyage["army"]],
        "zones": [t.seas[z] for z in state.voyage["zones"]],
        "trumped": state.voyage["trumped"],
    }  # fmt: skip
    data["battles"] = [_battle_json(t, battle) for battle in state.battles]
    data["retreats"] = [t.armies[a] for a in state.retreats]
    data["result"] = None if state.result is None else state.result.to_json()
    return data


def from_json(state_class, tables, data: dict):
    """Rebuild a state from ``to_json`` output (raises KeyError/ValueError on a broken record)."""
    t = tables
    state = state_from_record(state_class, tables, data, _SCALARS)
    state.actor = None if data["actor"] is None else SEATS.index(data["actor"])
    state.rolling = None if data["rolling"] is None else SEATS.index(data["rolling"])
    state.trumper = None if data["trumper"] is None else SEATS.index(data["trumper"])
    state.order = [SEATS.index(k) for k in data["order"]]
    state.deck = [parse_card(card) for card in data["deck"]]
    state.discard = [parse_card(card) for card in data["discard"]]
    state.hands = [[parse_card(card) for card in data["hands"][seat]] for seat in SEATS]
    for name in _PER_KINGDOM:
        setattr(state, name, [data[name][seat] for seat in SEATS])
    state.used = [list(data["used"][seat]) for seat in SEATS]
    state.discoveries = [list(data["discoveries"][seat]) for seat in SEATS]
    state.status = [STATUSES.index(data["provinces"][p][0]) for p in t.provinces]
    state.holder = [_seat_in(data["provinces"][p][1]) for p in t.provinces]
    armies = data["armies"]
    state.army_at = [NOBODY if armies[a]["at"] is None else t.province_index[armies[a]["at"]] for a in t.armies]
    state.army_size = [armies[a]["size"] for a in t.armies]
    state.army_wins = [armies[a]["wins"] for a in t.armies]
    state.army_skill = [armies[a]["skill"] for a in t.armies]
    state.commanders = [armies[a]["commander"] for a in t.armies]
    state.to_draw = [SEATS.index(k) for k in data["to_draw"]]
    state.pending = None if data["pending"] is None else CODEC.from_json(data["pending"])
    state.table = [(SEATS.index(k), parse_card(card)) for k, card in data["table"]]
    state.asked = [SEATS.index(k) for k in data["asked"]]
    voyage = data["voyage"]
    state.voyage = None if voyage is None else {
        "army": t.army_index[voyage["army"]],
        "zones": [t.sea_index[z] for z in voyage["zones"]],
        "trumped": voyage["trumped"],
    }  # fmt: skip
    state.battles = [_battle_in(t, battle) for battle in data["battles"]]
    state.retreats = [t.army_index[a] for a in data["retreats"]]
    state.result = None if data["result"] is None else Outcome.from_json(data["result"])
    return state


def clone(state):
    """Return an independent copy of a state without its log, much faster than a deep copy."""
    copy = copy_state(state, _LISTS, ("hands", "used", "discoveries"), ())
    if state.voyage is not None:
        copy.voyage = {**state.voyage, "zones": list(state.voyage["zones"])}
    copy.battles = [{**b, "defenders": list(b["defenders"]), "terrain": list(b["terrain"])} for b in state.battles]
    return copy


def view(state, seat: str | None, translations=None) -> dict:
    """Return what one kingdom (None: an onlooker) may see: public facts plus its own hand."""
    t = state.t
    kingdoms = {}
    for k in state.playing:
        name = SEATS[k]
        kingdoms[name] = {
            "name": render(t.kingdom_names[k], translations),
            "hand_count": state.hand_size(k),
            "hand": format_cards(sorted(state.hands[k])) if seat == name else None,
            "unseen_cards": state.unknown[k] if seat == name else None,
            "gold": state.gold[k],
            "value": state.value[k],
            "hand_limit": state.hand_limit(k),
            "passes": state.passes[k],
            "found": state.found[k],
            "discoveries": list(state.discoveries[k]),
            "score": state.score(k),
        }
    battles = []
    for battle in state.battles:
        entry = _battle_json(t, battle)
        entry["attacker_size"] = state.army_size[battle["army"]]
        entry["garrison"] = t.rules.armies.garrison + battle["bonus"]
        entry["defender_sizes"] = {t.armies[a]: state.army_size[a] for a in battle["defenders"]}
        entry["holder"] = _seat(state.holder[battle["province"]])
        entry["province_name"] = render(t.province_names[battle["province"]], translations)
        battles.append(entry)
    return {
        "game": "trumps_of_kings",
        "seat": seat,
        "turn": state.round,
        "turns": t.rules.campaign.turns,
        "step": state.step,
        "actor": _seat(state.actor),
        "to_act": state.seats_to_act(),
        "order": [SEATS[k] for k in state.order],
        "kingdoms": kingdoms,
        "deck_count": state.stock(),
        "discard_count": len(state.discard),
        "provinces": {name: [STATUSES[state.status[p]], _seat(state.holder[p])] for p, name in enumerate(t.provinces)},
        "armies": {
            name: {
                "at": None if state.army_at[a] == NOBODY else t.provinces[state.army_at[a]],
                "size": state.army_size[a],
                "skill": state.skill(a),
                "commander": render(state.commander(a), translations),
            }
            for a, name in enumerate(t.armies)
            if state.army_at[a] != NOBODY
        },
        "pending": None if state.pending is None else CODEC.to_json(state.pending),
        "pending_suit": state.pending_suit,
        "table": [[SEATS[k], format_card(card)] for k, card in state.table],
        "asked": [SEATS[k] for k in state.asked],
        "trumper": _seat(state.trumper),
        "voyage": None
        if state.voyage is None
        else {"army": t.armies[state.voyage["army"]], "zones": [t.seas[z] for z in state.voyage["zones"]]},
        "battles": battles,
        "retreats": [t.armies[a] for a in state.retreats],
        "to_draw": [SEATS[k] for k in state.to_draw],
        "outcome": None if state.result is None else state.result.to_view(translations),
    }
