"""Civil Suits' state as JSON: the whole state (for storage and tests), a seat's view (only what that
seat may see), and a fast copy.

Secrets: each hand, each civil suit until the round's scoring, and the cards chosen for a pass until
they are handed over. A seat sees its own; a civil suit it looked at with Intelligence this round is
shown to it alone. A pile entered after unentered tricks is shown only to its seat until every pile
is in, but it is no secret: those tricks were played face up, and two entries that clash are refused
with the other pile named.
"""

from __future__ import annotations

from engine.cards import format_card, format_cards, parse_card
from engine.game import Outcome
from engine.i18n import render
from engine.state import copy_state, state_from_record
from games.civil_suits import claims
from games.civil_suits.data import SEATS

_SCALARS = ("seed", "draws", "round", "step", "trick_no", "first_trick", "tracking", "challenged", "offer", "trump")
_PER_SEAT_LISTS = ("hands", "taken")
_CARD_LISTS = ("carry", "set_aside")
_SEAT_LISTS = ("to_play", "to_replace", "challengers")
# Per seat: one plain value each (a count, a suit, a pending pass or pile entry).
_PER_SEAT_VALUES = ("unknown", "dealt", "entered", "suits", "passes", "magic_minus", "tallies")
# The lists a copy must not share with its original: every list of the JSON form and a few more.
_COPIED_LISTS = (
    *_CARD_LISTS,
    *_SEAT_LISTS,
    *_PER_SEAT_VALUES,
    "trick",
    "bans",
    "powers_due",
    "scores",
    "history",
    "claims",
)


def _seat(index):
    return None if index is None else SEATS[index]


def _seat_in(name):
    return None if name is None else SEATS.index(name)


def to_json(state) -> dict:
    """Return the whole state, secrets included, as plain JSON values (list order kept)."""
    data = {name: getattr(state, name) for name in _SCALARS}
    data["game"] = "civil_suits"
    data["options"] = dict(state.options)
    for name in ("dealer", "actor", "leader", "last_taker"):
        data[name] = _seat(getattr(state, name))
    for name in _PER_SEAT_LISTS:
        data[name] = {SEATS[s]: format_cards(getattr(state, name)[s]) for s in range(4)}
    for name in _CARD_LISTS:
        data[name] = format_cards(getattr(state, name))
    for name in _SEAT_LISTS:
        data[name] = [SEATS[s] for s in getattr(state, name)]
    data["unknown"] = {SEATS[s]: state.unknown[s] for s in range(4)}
    data["voids"] = {SEATS[s]: sorted(state.voids[s]) for s in range(4)}
    data["dealt"] = {SEATS[s]: state.dealt[s] for s in range(4)}
    data["entered"] = {SEATS[s]: None if state.entered[s] is None else format_cards(state.entered[s]) for s in range(4)}
    data["suits"] = {SEATS[s]: state.suits[s] for s in range(4)}
    data["passes"] = {SEATS[s]: _pass_json(state.passes[s]) for s in range(4)}
    data["magic_minus"] = {SEATS[s]: state.magic_minus[s] for s in range(4)}
    data["peeks"] = {SEATS[s]: [SEATS[o] for o in state.peeks[s]] for s in range(4)}
    data["claimed_peeks"] = {SEATS[s]: [SEATS[o] for o in state.claimed_peeks[s]] for s in range(4)}
    data["claims"] = [[SEATS[claimant], SEATS[target]] for claimant, target in state.claims]
    data["unentered"] = state.unentered
    data["tallies"] = {SEATS[s]: _tally_json(state.tallies[s]) for s in range(4)}
    data["trick"] = [[SEATS[seat], format_card(card)] for seat, card in state.trick]
    data["bans"] = list(state.bans)
    data["powers_due"] = [[power, SEATS[seat]] for power, seat in state.powers_due]
    data["champions"] = {power: SEATS[seat] for power, seat in state.champions.items()}
    data["scores"] = [list(row) for row in state.scores]
    data["history"] = state.history
    data["result"] = None if state.result is None else state.result.to_json()
    return data


def _pass_json(passed):
    if passed is None or isinstance(passed, int):
        return passed
    return format_cards(passed)


def _tally_json(entry):
    if entry is None:
        return None
    cards, magic, last = entry
    return {"cards": format_cards(cards), "magic": magic, "last": last}


def from_json(state_class, tables, data: dict):
    """Rebuild a state from ``to_json`` output (raises KeyError/ValueError on a broken record)."""
    state = state_from_record(state_class, tables, data, _SCALARS)
    for name in ("dealer", "actor", "leader", "last_taker"):
        setattr(state, name, _seat_in(data[name]))
    for name in _PER_SEAT_LISTS:
        setattr(state, name, [[parse_card(card) for card in data[name][seat]] for seat in SEATS])
    for name in _CARD_LISTS:
        setattr(state, name, [parse_card(card) for card in data[name]])
    for name in _SEAT_LISTS:
        setattr(state, name, [SEATS.index(seat) for seat in data[name]])
    state.unknown = [data["unknown"][seat] for seat in SEATS]
    state.voids = [set(data["voids"][seat]) for seat in SEATS]
    state.dealt = [data["dealt"][seat] for seat in SEATS]
    entered = data.get("entered") or dict.fromkeys(SEATS)  # a record from before hands were entered
    state.entered = [None if entered[seat] is None else [parse_card(card) for card in entered[seat]] for seat in SEATS]
    state.suits = [data["suits"][seat] for seat in SEATS]
    state.passes = [_pass_in(data["passes"][seat]) for seat in SEATS]
    state.magic_minus = [data["magic_minus"][seat] for seat in SEATS]
    state.peeks = [[SEATS.index(o) for o in data["peeks"][seat]] for seat in SEATS]
    state.claimed_peeks = [[SEATS.index(o) for o in data["claimed_peeks"][seat]] for seat in SEATS]
    state.claims = [(SEATS.index(claimant), SEATS.index(target)) for claimant, target in data["claims"]]
    state.unentered = data["unentered"]
    state.tallies = [_tally_in(data["tallies"][seat]) for seat in SEATS]
    state.trick = [(SEATS.index(seat), parse_card(card)) for seat, card in data["trick"]]
    state.bans = list(data["bans"])
    state.powers_due = [(power, SEATS.index(seat)) for power, seat in data["powers_due"]]
    state.champions = {power: SEATS.index(seat) for power, seat in data["champions"].items()}
    state.scores = [list(row) for row in data["scores"]]
    state.history = data["history"]
    state.result = None if data["result"] is None else Outcome.from_json(data["result"])
    return state


def _pass_in(passed):
    if passed is None or isinstance(passed, int):
        return passed
    return tuple(parse_card(card) for card in passed)


def _tally_in(entry):
    if entry is None:
        return None
    return (tuple(parse_card(card) for card in entry["cards"]), entry["magic"], entry["last"])


def clone(state):
    """Return an independent copy of a state without its log, much faster than a deep copy."""
    copy = copy_state(state, _COPIED_LISTS, (*_PER_SEAT_LISTS, "peeks", "claimed_peeks"), ("voids",))
    copy.champions = dict(state.champions)
    return copy


def view(state, seat: str | None, translations=None) -> dict:
    """Return what one seat (None: an onlooker) may see: public facts plus its own secrets."""
    t = state.t
    own = None if seat is None else SEATS.index(seat)
    seen = set()
    if own is not None:
        seen = {own, *state.peeks[own], *state.claimed_peeks[own]}
    seats = {}
    for s, name in enumerate(SEATS):
        mine = own == s
        seats[name] = {
            "name": render(t.seat_names[s], translations),
            "dealt": state.dealt[s],
            "hand_count": state.hand_size(s),
            "hand": format_cards(sorted(state.hands[s])) if mine else None,
            "unseen_cards": state.unknown[s] if mine else None,
            "civil_suit": state.suits[s] if s in seen else None,
            "suit_chosen": state.suits[s] is not None,
            "hand_entered": state.entered[s] is not None,
            "passed": state.passes[s] is not None,
            "my_pass": _pass_json(state.passes[s]) if mine else None,
            "tallied": state.tallies[s] is not None,
            "my_tally": _tally_json(state.tallies[s]) if mine else None,
            "taken": format_cards(state.taken[s]),
            "magic_minus": state.magic_minus[s],
            "total": sum(row[s] for row in state.scores),
        }
    return {
        "game": "civil_suits",
        "seat": seat,
        "round": state.round,
        "rounds": t.rules.rounds,
        "step": state.step,
        "to_act": state.seats_to_act(),
        "dealer": SEATS[state.dealer],
        "seats": seats,
        "passes": [{"from": SEATS[g], "to": SEATS[r], "count": count} for g, r, count in state.pass_plan()],
        "tracking": state.tracking,
        "claims": [{"seat": SEATS[claimant], "target": SEATS[target]} for claimant, target in state.claims],
        "claims_left": claims.claims_left(state),
        "trick_no": state.trick_no + 1,
        "first_trick": state.first_trick,
        "leader": _seat(state.leader),
        "offer": state.offer,
        "trick": [{"seat": SEATS[s], "card": format_card(card)} for s, card in state.trick],
        "bans": list(state.bans),
        "to_replace": [SEATS[s] for s in state.to_replace],
        "champions": {power: SEATS[s] for power, s in state.champions.items()},
        "trump": state.trump,
        "set_aside": format_cards(state.set_aside),
        "carry": format_cards(state.carry),
        "last_taker": _seat(state.last_taker),
        "history": state.history,
        "outcome": None if state.result is None else state.result.to_view(translations),
    }
