"""A Very Civil Whist's state as JSON: the whole state (for storage and tests), a side's view (only
what that side may see), and a fast copy."""

from __future__ import annotations

from engine.cards import format_card, format_cards, parse_card
from engine.game import Outcome
from engine.i18n import render
from engine.state import copy_state, state_from_record
from games.avcw.data import SIDES
from games.avcw.steps import STEP_PHASE

_SCALARS = (
    "seed",
    "draws",
    "round",
    "step",
    "trump",
    "deck_unknown",
    "discard_unknown",
    "events_drawn",
    "influence_used",
    "table_unknown",
    "trick_no",
)
_CARD_LISTS = ("deck", "discard", "event_deck", "events_out", "casualty_deck", "bonus_board", "removed", "table")
_PER_SIDE_CARDS = ("hands", "bonus_area")
# The lists a copy must not share with its original: every list of the JSON form and a few more.
_COPIED_LISTS = (*_CARD_LISTS, "fronts", "support", "unknown", "dead", "assets_used")


def _side(index):
    return None if index is None else SIDES[index]


def _side_index(name):
    return None if name is None else SIDES.index(name)


def _card(card):
    return None if card is None else format_card(card)


def _card_in(text):
    return None if text is None else parse_card(text)


def to_json(state) -> dict:
    """Return the whole state, secrets included, as plain JSON values (list order kept)."""
    t = state.t
    data = {name: getattr(state, name) for name in _SCALARS}
    data["game"] = "avcw"
    data["options"] = dict(state.options)
    data["actor"] = _side(state.actor)
    for name in _CARD_LISTS:
        data[name] = format_cards(getattr(state, name))
    for name in _PER_SIDE_CARDS:
        data[name] = {SIDES[s]: format_cards(getattr(state, name)[s]) for s in (0, 1)}
    data["unknown"] = {SIDES[s]: state.unknown[s] for s in (0, 1)}
    data["voids"] = {SIDES[s]: sorted(state.voids[s]) for s in (0, 1)}
    data["fronts"] = {track.id: track.space_ids[state.fronts[track.index]] for track in t.tracks}
    data["support"] = {SIDES[s]: t.support[s].values[state.support[s]] for s in (0, 1)}
    data["leaders"] = {SIDES[s]: [t.leaders[i].id for i in state.leaders[s]] for s in (0, 1)}
    data["dead"] = [t.leaders[i].id for i in state.dead]
    data["placed"] = {SIDES[s]: _placement_json(t, state.placed[s]) for s in (0, 1)}
    data["pending"] = {
        SIDES[s]: None if state.pending[s] is None else _placement_json(t, state.pending[s]) for s in (0, 1)
    }
    data["entered"] = {SIDES[s]: None if state.entered[s] is None else format_cards(state.entered[s]) for s in (0, 1)}
    data["assets"] = {SIDES[s]: [t.assets[i].id for i in state.assets[s]] for s in (0, 1)}
    data["assets_used"] = [t.assets[i].id for i in state.assets_used]
    data["claimed"] = sorted(_reward_json(t, reward) for reward in state.claimed)
    data["pending_event"] = _card(state.pending_event)
    data["planning_first"] = _side(state.planning_first)
    data["lead_card"] = _card(state.lead_card)
    data["attack"] = (
        None
        if state.attack is None
        else {
            "side": SIDES[state.attack[0]],
            "track": t.tracks[state.attack[1]].id,
            "card": format_card(state.attack[2]),
            "asset": None if state.attack[3] is None else t.assets[state.attack[3]].id,
        }
    )
    data["last_trick"] = _side(state.last_trick)
    data["result"] = None if state.result is None else state.result.to_json()
    return data


def _placement_json(t, placement: dict) -> dict:
    return {t.tracks[track].id: t.leaders[leader].id for track, leader in sorted(placement.items())}


def _reward_json(t, reward: tuple) -> list:
    kind, item = reward
    if kind == "card":
        return [kind, format_card(item)]
    return [kind, (t.assets if kind == "asset" else t.leaders)[item].id]


def from_json(state_class, tables, data: dict):
    """Rebuild a state from ``to_json`` output (raises KeyError/ValueError on a broken record)."""
    t = tables
    state = state_from_record(state_class, t, data, _SCALARS)
    state.actor = _side_index(data["actor"])
    for name in _CARD_LISTS:
        setattr(state, name, [parse_card(card) for card in data[name]])
    for name in _PER_SIDE_CARDS:
        setattr(state, name, [[parse_card(card) for card in data[name][side]] for side in SIDES])
    state.unknown = [data["unknown"][side] for side in SIDES]
    state.voids = [set(data["voids"][side]) for side in SIDES]
    state.fronts = [t.tracks[t.track_index[track]].space_ids.index(space) for track, space in data["fronts"].items()]
    state.support = [t.support[s].values.index(data["support"][SIDES[s]]) for s in (0, 1)]
    state.leaders = [[t.leader_index[name] for name in data["leaders"][side]] for side in SIDES]
    state.dead = [t.leader_index[name] for name in data["dead"]]
    state.placed = [_placement_in(t, data["placed"][side]) for side in SIDES]
    state.pending = [
        None if data["pending"][side] is None else _placement_in(t, data["pending"][side]) for side in SIDES
    ]
    entered = data.get("entered") or dict.fromkeys(SIDES)  # a record from before hands were entered
    state.entered = [None if entered[side] is None else [parse_card(card) for card in entered[side]] for side in SIDES]
    state.assets = [[t.asset_index[name] for name in data["assets"][side]] for side in SIDES]
    state.assets_used = [t.asset_index[name] for name in data["assets_used"]]
    state.claimed = {_reward_in(t, kind, item) for kind, item in data["claimed"]}
    state.pending_event = _card_in(data["pending_event"])
    state.planning_first = _side_index(data["planning_first"])
    state.lead_card = _card_in(data["lead_card"])
    attack = data["attack"]
    state.attack = (
        None
        if attack is None
        else (
            SIDES.index(attack["side"]),
            t.track_index[attack["track"]],
            parse_card(attack["card"]),
            None if attack["asset"] is None else t.asset_index[attack["asset"]],
        )
    )
    state.last_trick = _side_index(data["last_trick"])
    state.result = None if data["result"] is None else Outcome.from_json(data["result"])
    return state


def _placement_in(t, placement: dict) -> dict:
    return {t.track_index[track]: t.leader_index[leader] for track, leader in placement.items()}


def _reward_in(t, kind: str, item: str) -> tuple:
    if kind == "card":
        return (kind, parse_card(item))
    return (kind, (t.asset_index if kind == "asset" else t.leader_index)[item])


def clone(state):
    """Return an independent copy of a state without its log, much faster than a deep copy."""
    copy = copy_state(state, _COPIED_LISTS, (*_PER_SIDE_CARDS, "leaders", "assets"), ("voids",))
    copy.placed = [dict(item) for item in state.placed]
    copy.pending = [None if item is None else dict(item) for item in state.pending]
    copy.entered = [None if item is None else list(item) for item in state.entered]
    copy.claimed = set(state.claimed)
    return copy


def view(state, seat: str | None, translations=None) -> dict:
    """Return what one side (None: an onlooker's board) may see: public facts plus its own secrets."""
    t = state.t
    own = None if seat is None else SIDES.index(seat)
    sides = {}
    for s, name in enumerate(SIDES):
        secret_ok = own == s
        pending = state.pending[s]
        sides[name] = {
            "name": render(t.side_names[s], translations),
            "hand_count": state.hand_size(s),
            "hand": format_cards(sorted(state.hands[s])) if secret_ok else None,
            "unseen_cards": state.unknown[s] if secret_ok else None,
            "support": t.support[s].values[state.support[s]],
            "leaders": [t.leaders[i].id for i in state.leaders[s]],
            "placed": _placement_json(t, state.placed[s]),
            "placement_done": state.step == "place" and pending is not None,
            "my_placement": _placement_json(t, pending) if secret_ok and pending is not None else None,
            "hand_entered": state.entered[s] is not None,
            "assets": [t.assets[i].id for i in state.assets[s]],
            "bonus_waiting": format_cards(state.bonus_area[s]),
            "fronts_in_victory": state.fronts_in_victory(s),
        }
    odds = state.casualty_odds()
    attack = None
    if state.attack is not None:
        attacker, track, card, asset = state.attack
        attack = {
            "side": SIDES[attacker],
            "track": t.tracks[track].id,
            "card": format_card(card),
            "asset": None if asset is None else t.assets[asset].id,
        }
    return {
        "game": "avcw",
        "seat": seat,
        "round": state.round,
        "rounds": t.rules.rounds,
        "phase": STEP_PHASE[state.step],
        "step": state.step,
        "to_act": state.seats_to_act(),
        "trump": state.trump,
        "fronts": {track.id: track.space_ids[state.fronts[track.index]] for track in t.tracks},
        "sides": sides,
        "foreign_leader": SIDES[state.foreign_leader()],
        "decks": {
            "action": len(state.deck) + state.deck_unknown,
            "events": len(state.event_deck),
            "casualty": len(state.casualty_deck),
        },
        "events_out": format_cards(state.events_out),
        "pending_event": _card(state.pending_event),
        "bonus_board": format_cards(state.bonus_board),
        "removed": format_cards(state.removed),
        "dead": [t.leaders[i].id for i in state.dead],
        "assets_used": [t.assets[i].id for i in state.assets_used],
        "planning": {
            "trick": state.trick_no + 1,
            "table": format_cards(state.table),
            "table_unseen": state.table_unknown,
            "lead": _card(state.lead_card),
        },
        "attack": attack,
        "casualty_odds": None if odds is None else {"fraction": str(odds), "percent": round(float(odds) * 100, 1)},
        "last_trick": _side(state.last_trick),
        "outcome": None if state.result is None else state.result.to_view(translations),
    }
