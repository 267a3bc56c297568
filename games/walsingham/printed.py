"""The names of Walsingham's printed cards (their print-shop files, what `pnpkit scan` reads), in the kit's order,
and what each stands for in a phone's entry: a Loyalty kind, a Secret kind or a Reward's id."""

from __future__ import annotations

from games.walsingham.data import SPY, TRIPLE_AGENT


def printed_cards(t, players: int) -> list[tuple[str, str, str, object]]:
    """Return (file name, entry value, face, its argument) of every printed card, in the deck's order.

    ``face`` says which face draws it: loyalty (its colour or role, and its number), secret or reward (its index).
    """
    cards = [
        (f"loyal-{colour}-{number}", colour, "loyalty", (colour, number))
        for colour in t.loyal_colours
        for number in range(1, players + 1)
    ]
    cards += [("spy", SPY, "loyalty", (SPY, 1)), ("triple-agent", TRIPLE_AGENT, "loyalty", (TRIPLE_AGENT, 1))]
    cards += [(f"secret-{t.secret_ids[c]}", t.secret_kind[c], "secret", c) for c in range(len(t.secret_ids))]
    cards += [(f"reward-{t.reward_ids[c]}", t.reward_ids[c], "reward", c) for c in range(len(t.reward_ids))]
    return cards


def entry_values(t, face: str) -> dict[str, str]:
    """Return what each printed card of one face (loyalty, secret, reward) stands for in an entry, by its name (a
    photo's reading names the cards as the files do); an entry gets only its own cards' names."""
    return {name: value for name, value, kind, _ in printed_cards(t, t.rules.players.max) if kind == face}
