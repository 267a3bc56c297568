"""How a phone enters from the physical cards the draw or deal due now (17(21)'s chance steps), beside "Let the
app draw": which cards its picker offers, grouped as the kit prints them, and the codes typed for a quick entry.

A picker offers only cards this seat may know to be still unaccounted for: every card but its own and those
face up. It never leaves out a card of the other hand, even one entered already, since what it left out
would show that hand.
"""

from __future__ import annotations

from engine.i18n import N_, Message, nmessage, render
from games.seventeen21.odds import known_cards
from games.seventeen21.schema import SEATS


def entry_controls(game, state, own: int | None, translations) -> dict | None:
    """Return how this seat's phone enters the chance step due now, or None when it enters nothing."""
    maker = _BY_STEP.get(state.step)
    if own is None or maker is None:
        return None
    # ``deck``: the kit's deck the cards come from, whose place in it a photo's reading gives (companion/photos.py).
    entry = {"do": state.step, "seat": None, "field": "card", "count": 1, "app": True, "groups": [], "codes": {}}
    entry["deck"] = "deck"
    entry |= maker(game, state, own, lambda message: render(message, translations), translations)
    return entry


def _wings(game, state, own, say, translations) -> dict:
    kinds = _terrain_kinds(game.tables, state.terrain_deck, translations)
    heading = say(Message(N_("Choose the terrain revealed on each wing, left to right.")))
    return {"field": "cards", "count": 3, "kinds": kinds, "heading": heading}


def _hand(game, state, own, say, translations) -> dict:
    t = game.tables
    units = state.step == "deal"
    size = t.rules.setup.army_dealt if units else t.rules.setup.doctrines_dealt
    entry = {"do": "dealt", "seat": SEATS[own], "field": "cards", "count": size, "app": not state.is_entering()}
    if state.hands_dealt()[own]:
        return entry | {"entered": say(Message(N_("You entered your cards. The other player enters theirs.")))}
    if units:
        entry |= _units(game, range(t.units), known_cards(state, own), translations)
        text = nmessage(
            "Enter the %(count)d unit card you were dealt.", "Enter the %(count)d unit cards you were dealt.", size
        )
    else:
        doctrines = [d for d in range(len(t.doctrine_cost)) if d not in state.doctrine_out]  # the fog's is out
        entry["groups"] = [_doctrine_group(t, doctrines, translations)]
        entry["deck"] = "doctrines"
        text = nmessage(
            "Enter the %(count)d doctrine you were dealt.", "Enter the %(count)d doctrines you were dealt.", size
        )
    return entry | {"heading": say(text)}


def _battle_card(game, state, own, say, translations) -> dict:
    entry = _units(game, range(game.tables.units), known_cards(state, own), translations)
    return entry | {"heading": say(Message(N_("Enter the battle card turned up.")))}


def _terrain_card(game, state, own, say, translations) -> dict:
    kinds = _terrain_kinds(game.tables, state.terrain_deck, translations)
    cards = [{"card": kind["cards"][0], "label": kind["name"], "name": kind["name"]} for kind in kinds]
    # Any card of a kind photographed stands for the kind, as a tap on it does.
    aliases = {card: kind["cards"][0] for kind in kinds for card in kind["cards"]}
    heading = say(Message(N_("Enter the terrain card drawn.")))
    return {"groups": [{"name": "", "cards": cards}], "heading": heading, "deck": "terrain", "aliases": aliases}


def _lost(game, state, own, say, translations) -> dict:
    side, count, from_routs = state.loss
    entry = {"field": "cards", "count": count}
    if side != own:
        text = N_("%(seat)s enters the cards lost on their phone, or lets the app choose them.")
        return entry | {"entered": say(Message(text, seat=game.tables.seat_names[side]))}
    source = state.routs[side] if from_routs else state.hands[side]
    heading = nmessage(
        "Shuffle and draw %(count)d card at random, then enter it.",
        "Shuffle and draw %(count)d cards at random, then enter them.",
        count,
    )
    return entry | _units(game, source, set(), translations) | {"heading": say(heading)}


def _units(game, cards, known, translations) -> dict:
    """Return the unit cards on offer grouped by type, and their printed codes for typing."""
    t = game.tables
    offered = [card for card in cards if card not in known]
    groups = []
    for kind, name in t.type_names.items():
        items = [
            {"card": card, "label": t.code[card], "name": render(t.unit_label(card), translations)}
            for card in sorted(offered)
            if t.unit_type[card] == kind
        ]
        if items:
            groups.append({"key": t.rules.units[kind].code, "name": render(name, translations), "cards": items})
    return {"groups": groups, "codes": {t.code[card]: card for card in offered}}


def _doctrine_group(t, doctrines, translations) -> dict:
    items = []
    for d in doctrines:
        name = render(t.doctrine_names[d], translations)
        items.append({"card": d, "label": f"{name} ({t.doctrine_cost[d]})", "name": name})
    return {"name": "", "cards": items}


def _terrain_kinds(t, deck, translations) -> list[dict]:
    """Return the terrain kinds in a deck with their cards: which card of a kind is drawn does not matter."""
    kinds: dict[str, list[int]] = {}
    for card in sorted(deck):
        kinds.setdefault(t.terrain_kind[card], []).append(card)
    return [{"name": render(t.terrain_label(cards[0]), translations), "cards": cards} for cards in kinds.values()]


_BY_STEP = {
    "reveal_terrain": _wings,
    "deal": _hand,
    "deal_doctrines": _hand,
    "weather": _battle_card,
    "draw": _battle_card,
    "draw_terrain": _terrain_card,
    "lose": _lost,
}
