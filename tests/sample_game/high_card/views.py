"""High Card's state as JSON: the whole state, each seat's view (the other hand hidden), and a fast copy."""

from __future__ import annotations

from engine.cards import format_card, format_cards, parse_card
from engine.game import Outcome
from engine.i18n import render
from engine.state import copy_state
from high_card.data import SEATS


def to_json(state) -> dict:
    """Return the whole state, both hands included."""
    return {
        "game": "high-card",
        "seed": state.seed,
        "draws": state.draws,
        "round": state.round,
        "step": state.step,
        "options": dict(state.options),
        "actor": None if state.actor is None else SEATS[state.actor],
        "leader": SEATS[state.leader],
        "hands": {seat: format_cards(state.hands[index]) for index, seat in enumerate(SEATS)},
        "tricks": {seat: state.tricks[index] for index, seat in enumerate(SEATS)},
        "trick": [[SEATS[seat], format_card(card)] for seat, card in state.trick],
        "result": None if state.result is None else state.result.to_json(),
    }


def from_json(state_class, tables, data: dict):
    """Rebuild a state from ``to_json`` output."""
    state = state_class(tables, seed=data["seed"], options=data["options"], log=False)
    state.draws, state.round, state.step = data["draws"], data["round"], data["step"]
    state.actor = None if data["actor"] is None else SEATS.index(data["actor"])
    state.leader = SEATS.index(data["leader"])
    state.hands = [[parse_card(card) for card in data["hands"][seat]] for seat in SEATS]
    state.tricks = [data["tricks"][seat] for seat in SEATS]
    state.trick = [(SEATS.index(seat), parse_card(card)) for seat, card in data["trick"]]
    state.result = None if data["result"] is None else Outcome.from_json(data["result"])
    return state


def view(state, seat: str | None, translations=None) -> dict:
    """Return what a seat (None: an onlooker) may see: its own hand, the other's count, the tricks."""
    seats = {
        name: {
            "name": render(state.t.seat_names[index], translations),
            "hand": format_cards(state.hands[index]) if name == seat else None,
            "hand_count": len(state.hands[index]),
            "tricks": state.tricks[index],
        }
        for index, name in enumerate(SEATS)
    }
    outcome = None if state.result is None else state.result.to_view(translations)
    return {
        "game": "high-card",
        "seat": seat,
        "step": state.step,
        "actor": None if state.actor is None else SEATS[state.actor],
        "seats": seats,
        "trick": [[SEATS[owner], format_card(card)] for owner, card in state.trick],
        "outcome": outcome,
    }


def clone(state):
    """Return an independent copy without the log."""
    return copy_state(state, ("tricks", "trick"), ("hands",), ())
