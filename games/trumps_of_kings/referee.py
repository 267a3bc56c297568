"""Trumps of Kings on the phones: the "what now" panel and the controls each kingdom's phone gets at each step.

Every control is one of the seat's own legal actions, labelled in its language; a nomination or a trump is
tied to the card it spends, so the phone first shows the cards that can do something, then what each can
do. The nomination on the table, its card and the cards that trumped it are public: every phone shows them.
The live board is the printed map with statuses, holders, armies and battles laid over it.
"""

from __future__ import annotations

from companion.board import kit_context
from companion.picker import card_grid
from companion.plugins import seat_controls, whose_move
from engine.cards import format_card, suit_of
from engine.i18n import N_, Message, all_of, nN_, one_of, render
from games.trumps_of_kings import views
from games.trumps_of_kings.commanders import NAME_MOST
from games.trumps_of_kings.components.live import draw_pieces, with_tap_areas
from games.trumps_of_kings.components.mapboard import draw_map
from games.trumps_of_kings.components.theme import make_theme
from games.trumps_of_kings.data import NOBODY, SEATS
from games.trumps_of_kings.steps import STEP_TEXT
from games.trumps_of_kings.tactical import SIDES
from games.trumps_of_kings.wording import describe

INSTRUCTIONS = {
    "cut": N_(
        "Who goes first? Each kingdom cuts the deck at the table, the highest card wins (cut again on a tie); "
        "enter the winner on a phone, or let the app draw."
    ),
    "draw": N_(
        "%(kingdom)s draws up to its hand limit. Its player enters the cards drawn on their own phone, "
        "or any phone lets the app draw."
    ),
    "nominate": N_("%(kingdom)s nominates an action with one card, buys, or passes."),
    "offer": N_("%(proposer)s nominates: %(action)s (%(card)s). %(kingdom)s may trump it or let it pass."),
    "struggle": N_(
        "%(proposer)s nominates: %(action)s. On top is the %(card)s of %(top)s: %(kingdom)s may trump it or give up."
    ),
    "voyage": N_("%(kingdom)s's fleet is at sea: sail on with another spade, land, or turn back."),
    "discovery": N_("%(kingdom)s has its four suits: roll on the Discovery Chart, or let the app roll."),
    "retreat": N_("%(commander)s's army must retreat: %(kingdom)s chooses where."),
    "battles": N_(
        "Fight the battle for %(province)s on the table: %(kingdom)s attacks with %(attacker)s (skill %(skill)d) "
        "and %(size)d elements; %(defender)s defends with the garrison of %(garrison)d. Then enter the result."
    ),
    "battles_armies": N_(
        "Fight the battle for %(province)s on the table: %(kingdom)s attacks with %(attacker)s (skill %(skill)d) "
        "and %(size)d elements; %(defender)s defends with the garrison of %(garrison)d and %(armies)s. "
        "Then enter the result."
    ),
    "non_player": N_("%(fight)s %(kingdom)s commands the side of the province, which has no player."),
}

# Who enters a draw: the cut and the die on any phone, the cards a kingdom draws on its own (or the app).
WHO_AT_A_DRAW = {
    "cut": N_("Any phone may enter the cut."),
    "draw": N_("%(kingdom)s draws: on its own phone, or the app."),
    "discovery": N_("Any phone may enter the roll."),
}

# The booklet's section each step is ruled by: the rules page (companion/rulespage.py) opens there.
RULES_AT = {
    "cut": N_("Set-up"),
    "draw": N_("A turn"),
    "nominate": N_("Nominating and trumping"),
    "offer": N_("Nominating and trumping"),
    "struggle": N_("Nominating and trumping"),
    "voyage": N_("What each suit does"),
    "discovery": N_("Discoveries"),
    "retreat": N_("Armies and battles"),
    "battles": N_("Armies and battles"),
    "over": N_("The end of the campaign"),
}


# The page script's texts with a number (companion.i18n.plural_forms sends them in every plural form).
PHONE_PLURALS = {
    "enter_drawn": nN_(
        "Or tap the {count} card you drew from the deck", "Or tap the {count} cards you drew from the deck"
    ),
    "kingdom_line": nN_("{count} card · limit {limit} · {gold} gold", "{count} cards · limit {limit} · {gold} gold"),
}


def side_name(game, seat: str) -> Message:
    """Return the translatable name of a kingdom."""
    return game.tables.kingdom_names[SEATS.index(seat)]


def seats_at_table(game, state) -> list[str]:
    """Return the kingdoms with a player at this table: the host page shows only their links."""
    return [SEATS[k] for k in state.playing]


def card_names(game, translations) -> dict[str, str]:
    """Return every card's full name in a language, for screen readers and tooltips."""
    return {format_card(card): render(game.tables.card_labels[card], translations) for card in range(52)}


def view(game, state, seat: str | None, translations) -> dict:
    """Return the seat's view of the state (other kingdoms' hands are left out by the game's views)."""
    return views.view(state, seat, translations)


def panel(game, state, seat: str | None) -> dict[str, Message]:
    """Return the "what now" panel: the turn, whose move it is, and what to do."""
    rules = game.tables.rules
    year = rules.campaign.year_of(state.round)
    turns = rules.campaign.turns
    headline = Message(N_("Turn %(turn)d of %(turns)d · %(year)d"), turn=state.round, turns=turns, year=year)
    if state.is_terminal():
        return {
            "headline": headline,
            "who": Message(N_("The campaign is over.")),
            "instruction": state.outcome().reason,
        }
    draw = None  # said only at a draw
    if state.step in WHO_AT_A_DRAW:
        drawer = state.name(state.to_draw[0]) if state.step == "draw" else None
        draw = Message(WHO_AT_A_DRAW[state.step], kingdom=drawer)
    # At the battles either commander of the battle may enter its result: one of them is waited for.
    who = whose_move(state, seat, draw, lambda seats: one_of(side_name(game, s) for s in seats))
    return {"headline": headline, "who": who, "instruction": _instruction(game, state)}


def _instruction(game, state) -> Message:
    t, step = game.tables, state.step
    actor = None if state.actor is None else t.kingdom_names[state.actor]
    if step == "draw":
        return Message(INSTRUCTIONS["draw"], kingdom=t.kingdom_names[state.to_draw[0]])
    if step in ("offer", "struggle"):
        proposer, card = state.table[0]
        top_owner, top = state.table[-1]
        return Message(
            INSTRUCTIONS[step],
            proposer=t.kingdom_names[proposer],
            action=describe(state, state.pending),
            card=t.card_labels[card if step == "offer" else top],
            top=t.kingdom_names[top_owner],
            kingdom=actor,
        )
    if step == "discovery":
        return Message(INSTRUCTIONS["discovery"], kingdom=t.kingdom_names[state.rolling])
    if step == "retreat":
        return Message(INSTRUCTIONS["retreat"], commander=state.commander(state.retreats[0]), kingdom=actor)
    if step == "battles":
        battle = state.open_battle()
        armies = [
            Message(
                N_("%(commander)s (skill %(skill)d) with %(size)d"),
                commander=state.commander(a),
                skill=state.skill(a),
                size=state.army_size[a],
            )
            for a in battle["defenders"]
        ]
        fight = Message(
            INSTRUCTIONS["battles_armies" if armies else "battles"],
            province=state.place(battle["province"]),
            kingdom=state.side_name(battle, "attacker"),
            defender=state.side_name(battle, "defender"),
            attacker=state.commander(battle["army"]),
            size=state.army_size[battle["army"]],
            skill=state.skill(battle["army"]),
            garrison=t.rules.armies.garrison + battle["bonus"],
            armies=all_of(armies),
        )
        if not is_commanded_for_non_player(state, battle):
            return fight
        return Message(INSTRUCTIONS["non_player"], fight=fight, kingdom=state.name(battle["defended_by"]))
    if step in INSTRUCTIONS:
        return Message(INSTRUCTIONS[step], kingdom=actor)
    return Message(STEP_TEXT[step])


def is_commanded_for_non_player(state, battle) -> bool:
    """Tell whether a player commands a battle's defending side on behalf of a province without a player."""
    defence = battle["defended_by"]
    return defence != NOBODY and defence != state.holder[battle["province"]]


def board_base(game, translations):
    """Return the printed map in a language, with the places' tap areas: the live board's background."""
    ctx = _kit_context(game.tables, translations)
    return with_tap_areas(ctx, draw_map(ctx))


def board_pieces(game, state, translations):
    """Return statuses, holders, armies, battles and whose turn it is, from the public view, over the map."""
    return draw_pieces(_kit_context(game.tables, translations), views.view(state, None, translations))


def _kit_context(tables, translations):
    return kit_context(tables, translations, make_theme)


def _entry_offer(state, own: int, count: int) -> list[int]:
    """Return the cards a kingdom may enter as drawn from the physical deck, ``count`` of them.

    It offers every card but the kingdom's own and the public ones (the table, and the discards unless
    they are shuffled in first), whatever the other hands hold: offering only the cards left in the
    deck would tell what the others hold.
    """
    decks = state.t.decks(len(state.playing))
    _, reshuffle = state._draw_pool(count)
    seen = [*state.hands[own], *(card for _, card in state.table), *([] if reshuffle else state.discard)]
    return [card for card in range(52) if seen.count(card) < decks]


def _draw_entry(state, own: int) -> dict:
    """Return the picker for entering the cards a kingdom drew from the physical deck, and how many."""
    count = state.draw_count(own)
    return {"picker": card_grid(_entry_offer(state, own, count), count), "count": count}


def _commanders(state, own: int, translations) -> list[dict]:
    """Return the kingdom's Royal Armies in the field, each with its commander's name, for renaming them."""
    t = state.t
    return [
        {
            "army": t.armies[a],
            "name": render(state.commander(a), translations),
            "at": render(state.place(state.army_at[a]), translations),
        }
        for a in t.kingdom_armies[own]
        if state.army_at[a] != NOBODY
    ]


# The actions whose target a phone may tap on the live board: the province's (or for a sail, the sea zone's)
# id in the map's own drawing (components/mapboard.py), which the pieces' tap areas carry with a prefix
# (components/live.py).
MAP_KINDS = frozenset({"invade", "move", "diplomacy", "unrest", "reinforce", "land", "retreat"})


def place_of(t, action) -> tuple[str, Message] | None:
    """Return the map id and the name of the place an action targets (a province, or a sea zone), or None."""
    if action.kind == "sail":
        return f"sea-{action.zone}", t.sea_names[t.sea_index[action.zone]]
    if action.kind in MAP_KINDS:
        return f"province-{action.province}", t.province_names[t.province_index[action.province]]
    return None


def controls(game, state, seat: str | None, translations) -> dict:
    """Return what the seat's phone offers now: its legal actions, labelled, each tied to the card it spends."""
    t = game.tables
    own, data = seat_controls(state, SEATS, seat)
    data["kingdoms"] = {SEATS[k]: render(t.kingdom_names[k], translations) for k in state.playing}
    data["choices"] = []
    data["cards"] = []
    data["entry"] = None
    data["unseen_table"] = any(state.unknown)
    # The cut made at the table: any phone enters the kingdom that won it, picked from those in play; likewise
    # the face of the die rolled on the Discovery Chart.
    data["cut"] = [SEATS[k] for k in state.playing] if own is not None and state.step == "cut" else []
    die = t.rules.discoveries.die
    data["die"] = list(range(1, die + 1)) if own is not None and state.step == "discovery" else []
    if own is not None and state.step == "draw" and state.to_draw[0] == own:
        data["entry"] = _draw_entry(state, own)
        # A table plays with entered hands or with unseen ones, never both (games/trumps_of_kings/supply.py).
        data["entry"]["entered"] = not any(state.unknown)
        data["entry"]["unseen"] = not any(state.hands)
    data["commanders"] = [] if own is None else _commanders(state, own, translations)
    data["name_most"] = NAME_MOST
    data["buy"] = None if own is None else _purchase(state, own, seat)
    data["battle"] = None
    data["places"] = {}  # the names of the places the choices target, by map id
    if own is None or not data["acts"]:
        return data
    if state.step == "battles":
        data["battle"] = _battle_sides(state, own, translations)
    # With unseen cards a kingdom may play any card nobody has seen: its choices are listed once per suit
    # (what a card can do depends only on its suit, but for a trump, on its rank too).
    # Otherwise the same move with several cards is one choice listing them ("cards"): a kingdom's turn can
    # offer every card for every march, and the phone sends the card tapped in its picker.
    unseen = state.unknown[own] > 0
    listed: dict[tuple, dict] = {}
    for action in state.legal_actions(seat):
        if action.kind == "buy":
            continue  # offered with the purchase's own controls (data["buy"]), whoever's turn it is
        label = render(describe(state, action), translations)
        choice = {"label": label, "action": game.action_to_json(action), "kind": action.kind}
        place = place_of(t, action)
        if place is not None:
            choice["place"] = place[0]
            data["places"].setdefault(place[0], render(place[1], translations))
        card = getattr(action, "card", None)
        if card is not None:
            code = format_card(card)
            if unseen and action.kind != "trump":
                key = (label, suit_of(card))
                if key in listed:
                    continue
                choice |= {"cards": [code], "suit": suit_of(card), "any_of_suit": True}
            else:
                key = (label, repr({**choice["action"], "card": None}))
                if key in listed:
                    listed[key]["cards"].append(code)
                    continue
                choice["cards"] = [code]
            listed[key] = choice
        data["choices"].append(choice)
    data["cards"] = [format_card(card) for card in state.holding(own)]
    return data


def _purchase(state, own: int, seat: str) -> dict | None:
    """Return how the kingdom may buy a card now, if it may: on its turn for an action, before or after its
    proposal (the card drawn by the app, entered from the physical deck, or drawn unseen), else None."""
    if state.turn_kingdom() != own or not state.can_buy(own):
        return None
    price = state.t.rules.economy.card_price
    if any(state.unknown):
        # At a table whose hands are not entered, a card bought is drawn from the deck unseen too.
        return {"price": price, "unseen": {"do": "buy", "seat": seat, "unseen": True}, "picker": None}
    return {"price": price, "unseen": None, "picker": card_grid(_entry_offer(state, own, 1), 1)}


def _battle_sides(state, own: int, translations) -> dict:
    """Return the open battle's province and sides by name, and the side this kingdom commands."""
    battle = state.open_battle()
    side = state.terrain_side(own, battle)
    sides = {name: render(state.side_name(battle, name), translations) for name in SIDES}
    return {
        "province": render(state.place(battle["province"]), translations),
        "side": None if side is None else sides[SIDES[side]],
        "sides": sides,
        "grades": {grade: render(name, translations) for grade, name in state.t.grade_names.items()},
    }
