"""Walsingham's state as JSON: the whole state (for storage and tests), a seat's view (only what that
seat may see), and a fast copy.

Secrets: each player's Loyalty cards, their Secret cards, the Secret cards they drew and have not
yet chosen from, what their Peeks and Snoops showed them, the cards returned to the box, the order of
the unseen decks and of a shuffled pile. Public, as the rulebook lists it: every player's cash,
Reward cards and tiles, the number of Secret (and Loyalty) cards each holds; and the bids, the
tracker, who peeked at whom and the accusations, all made in the open. At the end the reveal makes
every Loyalty and Secret card public.
"""

from __future__ import annotations

from engine.game import Outcome
from engine.i18n import render
from engine.state import copy_state, state_from_record
from games.walsingham.endgame import ITEM_TEXT, NO_SPY

_SCALARS = (
    "seed",
    "draws",
    "round",
    "step",
    "actor",
    "start",
    "players",
    "paid_out",
    "paid_in",
    "triple_agent_taken",
    "target",
    "pile",
    "secret_draws",
)
_LISTS = (
    "cash",
    "boxed",
    "tile_pool",
    "secret_pool",
    "secret_bottom",
    "discarded",
    "table",
    "bids",
    "auction",
    "bid_order",
    "tracker",
    "last_bids",
    "claimers",
    "drawn",
    "order",
    "stipends",
    "accusers",
    "accusations",
)
_NESTED = ("loyalty", "entered", "secrets", "kept", "tiles")


def to_json(state) -> dict:
    """Return the whole state, secrets included, as plain JSON values (seats as numbers, list order kept)."""
    data = {name: getattr(state, name) for name in _SCALARS}
    data["game"] = "walsingham"
    data["options"] = dict(state.options)
    for name in _LISTS:
        data[name] = list(getattr(state, name))
    for name in _NESTED:
        data[name] = [list(item) for item in getattr(state, name)]
    data["decks"] = {deck: list(cards) for deck, cards in state.decks.items()}
    data["table_tiles"] = [[card, tile] for card, tile in state.table_tiles.items()]
    data["seen"] = [[list(item) for item in items] for items in state.seen]
    data["peeks"] = [list(item) for item in state.peeks]
    data["scoring"] = state.scoring
    data["result"] = None if state.result is None else state.result.to_json()
    return data


def from_json(state_class, tables, data: dict):
    """Rebuild a state from ``to_json`` output (raises KeyError/ValueError on a broken record)."""
    state = state_from_record(state_class, tables, data, _SCALARS, _LISTS, _NESTED)
    state.decks = {deck: list(cards) for deck, cards in data["decks"].items()}
    state.table_tiles = {card: tile for card, tile in data["table_tiles"]}
    state.seen = [[tuple(item) for item in items] for items in data["seen"]]
    state.peeks = [tuple(item) for item in data["peeks"]]
    state.scoring = data["scoring"]
    state.result = None if data["result"] is None else Outcome.from_json(data["result"])
    return state


def clone(state):
    """Return an independent copy of a state without its log, much faster than a deep copy."""
    copy = copy_state(state, (*_LISTS, "peeks"), (*_NESTED, "seen"), ())
    copy.decks = {deck: list(cards) for deck, cards in state.decks.items()}
    copy.table_tiles = dict(state.table_tiles)
    return copy


def view(state, seat: str | None, translations=None) -> dict:
    """Return what one seat (None: an onlooker) may see: public facts plus its own secrets."""
    t = state.t
    own = state.seats.index(seat) if seat in state.seats else None
    over = state.step == "over"
    players = {}
    for s, name in enumerate(state.seats):
        mine = own == s
        players[name] = {
            "name": render(t.seat_names[s], translations),
            "cash": state.cash[s],
            "rewards": [t.reward_ids[card] for card in state.kept[s]],
            "tiles": [t.tile_ids[tile] for tile in state.tiles[s]],
            "secret_count": len(state.secrets[s]),
            "loyalty_count": len(state.loyalty[s]),
            "bid": state.bids[s],
            "last_bid": state.last_bids[s],
            "visible_intrigue": state.visible()[s],
            "accused": _accused(state, state.accusations[s]),
            "loyalty": list(state.loyalty[s]) if mine or over else None,
            "secrets": [t.secret_ids[card] for card in state.secrets[s]] if mine or over else None,
        }
    mine = own is not None and own == state.actor
    return {
        "game": "walsingham",
        "seat": seat,
        "turn": state.round,
        "turns": t.rules.turns,
        "step": state.step,
        "to_act": state.seats_to_act(),
        "seats": list(state.seats),
        "players": players,
        "start": state.seats[state.start],
        "deck": state.current_deck(),
        "deck_counts": {deck: len(cards) for deck, cards in state.decks.items()},
        "tiles_left": len(state.tile_pool),
        "secret_deck": len(state.secret_pool) + len(state.secret_bottom),
        "secret_draws": state.secret_draws or None,
        "table": [
            {
                "reward": t.reward_ids[card],
                "tile": None if card not in state.table_tiles else t.tile_ids[state.table_tiles[card]],
            }
            for card in state.table
        ],
        "bid_order": [state.seats[s] for s in state.bid_order],
        "tracker": [{"seat": state.seats[s], "bid": state.last_bids[s]} for s in state.tracker],
        "claimers": [state.seats[s] for s in state.claimers],
        "triple_agent": None if state.triple_agent_taken is None else state.seats[state.triple_agent_taken],
        "peek_target": None if state.target is None else state.seats[state.target],
        "peek_pile": state.pile or None,
        "face_down": len(state.order),
        "peeks": [
            {"turn": turn, "seat": state.seats[peeker], "target": state.seats[target], "pile": pile}
            for turn, peeker, target, pile in state.peeks
        ],
        "drawn": [t.secret_ids[card] for card in state.drawn] if mine else None,
        "entered": list(state.entered[own]) if own is not None else None,  # this seat's Loyalty cards entered so far
        "seen": []
        if own is None
        else [
            {"turn": turn, "target": state.seats[target], "pile": pile, "card": card}
            for turn, target, pile, card in state.seen[own]
        ],
        "stipends": list(state.stipends),
        "accusers": [state.seats[s] for s in state.accusers],
        "scoring": _scoring_view(state, translations) if over else None,
        "outcome": None if state.result is None else state.result.to_view(translations),
    }


def _accused(state, target):
    if target is None:
        return None
    return "nobody" if target == NO_SPY else state.seats[target]


def _scoring_view(state, translations) -> dict:
    """Return the final scoring with each line named in the reader's language."""
    result = state.scoring
    seats = state.seats
    return {
        "spy": None if result["spy"] is None else seats[result["spy"]],
        "spy_wins": result["spy_wins"],
        "correct": [seats[s] for s in result["correct"]],
        "rows": {
            seats[s]: {
                "items": [
                    {"item": key, "text": render(ITEM_TEXT[key], translations), "vp": vp, "intrigue": intrigue}
                    for key, vp, intrigue in row["items"]
                ],
                "vp": row["vp"],
                "intrigue": row["intrigue"],
            }
            for s, row in enumerate(result["rows"])
        },
    }
