"""What the load benchmark's tables are and what their simulated phones do: the games and player counts of
the tables, the draws each game's phones enter, and each phone's next change (an action, an undo, an
answer to another seat's undo request) chosen from the answer it holds.
"""

from __future__ import annotations

import random

KINGDOMS = ("austria", "bavaria", "england", "france", "prussia", "russia", "spain", "sweden", "turkey")
# game -> (the seat whose phone enters the draws, step -> the chance action it sends)
CHANCE = {
    "avcw": ("parliament", {"deal": "deal", "event": "draw_event", "reveal": "reveal", "casualty": "casualty"}),
    "civil_suits": ("north", {"deal": "deal"}),
    "17-21": ("north", {}),  # 17(21)'s draws are named as their steps
    "trumps_of_kings": ("austria", {"cut": "cut", "draw": "draw", "discovery": "roll"}),
    "walsingham": ("red", {"deal": "deal_loyalty", "draw_secrets": "draw_secrets"}),
}
UNDO_ACCEPTED = 0.75  # the share of undo requests another seat agrees to


def kingdoms(count: int) -> dict[str, bool]:
    """Return the options of a Trumps of Kings table with the first ``count`` kingdoms in play (Austria draws)."""
    return {name: number < count for number, name in enumerate(KINGDOMS)}


# game -> the table options of --game: every kingdom of Trumps of Kings has a player, nine phones a table.
OPTIONS = {"trumps_of_kings": kingdoms(9)}
# --mix: the games in turn, so that any number of tables holds them in equal shares (one more of the first
# games when it does not divide by five), and each game's player counts in turn, largest first, so that a
# short run has a nine-kingdom table. Phones a table: avcw 2, civil_suits 4, 17-21 2, Walsingham 4 to 6,
# Trumps of Kings 2 to 9 (5.5 on average): 3.7 phones a table over a whole turn of the mix.
MIX = (
    ("avcw", ({},)),
    ("civil_suits", ({},)),
    ("17-21", ({},)),
    ("walsingham", ({"six_players": True}, {"four_players": True}, {})),
    ("trumps_of_kings", tuple(kingdoms(count) for count in (9, 2, 5, 3, 7, 4, 8, 6))),
)


def table_kinds(count: int, game: str | None) -> list[tuple[str, dict]]:
    """Return (game, options) of ``count`` tables: all of one game, or the mix (the same first tables for any count)."""
    if game is not None:
        return [(game, OPTIONS.get(game, {}))] * count
    kinds = []
    for number in range(count):
        name, options = MIX[number % len(MIX)]
        kinds.append((name, options[number // len(MIX) % len(options)]))
    return kinds


def choose(answer: dict, seat: str, rng: random.Random, game: str) -> dict | None:
    """Return this phone's next action, or None when it is not this phone's move."""
    controls = answer["controls"]
    if answer["view"]["outcome"]:
        return None
    if controls["chance"]:
        chance_seat, actions = CHANCE[game]
        return {"do": actions.get(controls["step"], controls["step"])} if seat == chance_seat else None
    if controls["acts"] and answer.get("legal"):  # a listing fetched for an older answer is gone
        return rng.choice(answer["legal"])
    return None


def needs_listing(answer: dict) -> bool:
    """Tell whether this phone's seat is to move but its answer leaves out the legal actions to choose from."""
    controls = answer["controls"]
    request = answer.get("undo_request")
    waits_for_it = bool(request and request["can_answer"])
    moves = controls["acts"] and not controls["chance"] and not answer["view"]["outcome"]
    return moves and not waits_for_it and "legal" not in answer


def next_change(answer: dict, seat: str, rng: random.Random, game: str, take_back: bool) -> tuple | None:
    """Return the phone's next change as (kind, path after the table's, body), or None when it has none.

    A phone answers an undo request that waits for it; else it takes back its own last action if
    ``take_back`` and it still may; else it acts if it is its move.
    """
    version = answer["version"]
    request = answer.get("undo_request")
    if request and request["can_answer"]:
        return "undo", "/undo/answer", {"version": version, "accept": rng.random() < UNDO_ACCEPTED}
    if take_back and answer.get("can_undo"):
        return "undo", "/undo", {"version": version, "confirm": True}
    action = choose(answer, seat, rng, game)
    return None if action is None else ("action", "/actions", {"version": version, "action": action})
