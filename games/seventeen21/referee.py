"""17(21) on the phones: the "what now" panel, each wing's status and the controls of the two seats.

Everything a phone gets is read through what its seat may know (games/seventeen21/views.py): its own
cards dealt, discards, doctrines, face-down deployment and reserve, and what is face up on the table.
The turn's larger plays (two units deployed, a doctrine paid with several cards, three or more
attacks) and a matched doctrine's free use are drafts built on the phone (drafts.py), checked there
with the engine's own reasons and sent once confirmed; routs, combat cards and the other steps'
choices are the game's listing of legal actions, each with its sentence; secret choices are card pickers;
every draw and deal can be entered from the physical cards (entry_controls.py) or left to the app.
The live board is the printed field with the units, the terrain and the holders written in.
"""

from __future__ import annotations

from companion.board import kit_context
from companion.entries import entry_progress, seats_entered
from companion.plugins import seat_controls, whose_move
from engine.i18n import N_, Message, all_of, render
from games.seventeen21 import actions as a
from games.seventeen21 import moves, views
from games.seventeen21.components.field import FieldPieces, draw_field, draw_pieces
from games.seventeen21.components.theme import make_theme
from games.seventeen21.data import text
from games.seventeen21.drafts import turn_draft
from games.seventeen21.entries import DEALS
from games.seventeen21.entry_controls import entry_controls
from games.seventeen21.schema import SEATS, WINGS
from games.seventeen21.steps import STEP_TEXT
from generator.context import KitContext

OPTIONS_MOST = 400  # actions a phone lists at one step; the rest are reached by narrowing (see docs)
INSTRUCTIONS = {
    "reveal_terrain": N_("Set the two difficult going aside, shuffle the terrain deck and reveal three wings."),
    "deal": N_("Shuffle the unit cards and deal 20 to each player, face down. Each player enters their own."),
    "discard": N_("Choose 6 of your 20 unit cards to discard, in secret. The other 14 are your army."),
    "weather": N_("Reveal the top battle card: a 10 or an 11 brings bad weather."),
    "deal_doctrines": N_("Shuffle the doctrines and deal 5 to each player, face down. Each player enters their own."),
    "keep": N_("Keep 3 of your 5 doctrines for the battle. They are revealed when both have chosen."),
    "place": N_("Deploy face down: fill every wing with your units (one on the ford). Both are revealed together."),
    "draw_terrain": N_("The player with most hussars draws the top terrain card."),
    "swap": N_("%(seat)s may put the drawn terrain in place of one wing's, or keep the field as it is."),
    "first": N_("%(seat)s chooses who starts."),
    "first_tie": N_("Every type ties: the younger player starts. Either phone says who that is."),
    "flank": N_("%(seat)s has an empty side wing: shock one steady unit of the centre."),
    "turn": N_("%(seat)s's turn: deploy, activate a doctrine, declare attacks or call a rout."),
    "combat": N_("%(attacker)s attacks %(defender)s. %(seat)s plays a reserve card, calls a battle card or passes."),
    "draw": N_("Reveal the top battle card for %(seat)s, or let the app draw it."),
    "trigger": N_("The battle card matched the cost of a doctrine of %(seat)s: use it free now, or let it go."),
    "lose": N_("%(seat)s loses cards at random: let the app choose them, or enter the cards drawn."),
}


# Who acts at a draw, before anyone has entered it.
DRAW_WHO = {
    "reveal_terrain": N_("Either phone enters the three terrain cards revealed, or lets the app draw them."),
    "deal": N_("Each player enters their own cards, or one phone lets the app deal."),
    "deal_doctrines": N_("Each player enters their own cards, or one phone lets the app deal."),
    "lose": N_("The player who loses the cards enters them, or either phone lets the app choose."),
    None: N_("Either phone enters the card drawn, or lets the app draw."),
}


def side_name(game, seat: str) -> Message:
    """Return the translatable name of a seat."""
    return game.tables.seat_names[SEATS.index(seat)]


def card_names(game, translations) -> dict[str, str]:
    """Return every unit card's full name by its number, for the phones' lists."""
    return {str(card): render(game.tables.unit_label(card), translations) for card in range(game.tables.units)}


def view(game, state, seat: str | None, translations) -> dict:
    """Return the seat's view of the state (the other seat's secrets filtered by the game's views)."""
    return views.view(state, seat, translations)


def panel(game, state, seat: str | None) -> dict[str, Message]:
    """Return the "what now" panel: the turn and the decks, whose move it is, and what to do."""
    if state.turn:
        length = state.battle_length()
        headline = Message(
            N_("Turn %(turn)d · battle deck %(number)d of %(length)d"),
            turn=state.turn,
            number=min(state.deck_passes + 1, length),
            length=length,
        )
    else:
        headline = Message(N_("Setting up the battle"))
    if state.is_terminal():
        return {"headline": headline, "who": Message(N_("The battle is over.")), "instruction": state.outcome().reason}
    draw = Message(DRAW_WHO.get(state.step, DRAW_WHO[None]))
    who = whose_move(state, seat, draw, lambda seats: all_of(side_name(game, s) for s in seats))
    return {"headline": headline, "who": who, "instruction": _instruction(game, state)}


def _instruction(game, state) -> Message:
    t, step = game.tables, state.step
    actor = None if state.actor is None else t.seat_names[state.actor]
    if step == "first":
        return (
            Message(INSTRUCTIONS["first_tie"]) if state.decider is None else Message(INSTRUCTIONS["first"], seat=actor)
        )
    if step == "combat":
        return Message(
            INSTRUCTIONS["combat"],
            attacker=t.unit_label(state.combat[0]),
            defender=t.unit_label(state.combat[1]),
            seat=actor,
        )
    if step == "draw":
        return Message(INSTRUCTIONS["draw"], seat=t.seat_names[state.caller])
    if step == "lose":
        return Message(INSTRUCTIONS["lose"], seat=t.seat_names[state.loss[0]])
    if step in INSTRUCTIONS:
        return Message(INSTRUCTIONS[step], seat=actor)
    return Message(STEP_TEXT[step])


def board_base(game, translations):
    """Return the printed field (no pieces) in a language: the live board's background."""
    return draw_field(_kit_context(game.tables, translations))


def board_pieces(game, state, translations):
    """Return the units, terrain and holders of the public view, on a sheet the field's size."""
    t = game.tables
    public = state.view(None)
    units = {}
    for w, row in enumerate(public["wings"]):
        for s, seat in enumerate(SEATS):
            units[(s, w)] = [
                (render(t.unit_label(unit["card"]), translations), unit["shocked"])
                for unit in row["units"].get(seat, [])
            ]
    terrain = tuple(row.get("terrain_name", "") for row in public["wings"])
    held = tuple(
        None if row["held"] is None else render(t.seat_names[SEATS.index(row["held"])], translations)
        for row in public["wings"]
    )
    return draw_pieces(_kit_context(t, translations), FieldPieces(units, terrain, held))


def _kit_context(tables, translations) -> KitContext:
    return kit_context(tables, translations, make_theme)


def controls(game, state, seat: str | None, translations) -> dict:
    """Return what the seat's phone offers now: pickers for secret choices, the legal actions as sentences."""
    t, step = game.tables, state.step
    own, data = seat_controls(state, SEATS, seat)
    data |= {
        "seats": {name: render(t.seat_names[i], translations) for i, name in enumerate(SEATS)},
        "wings": {name: render(t.wing_names[i], translations) for i, name in enumerate(WINGS)},
        "weather": _weather(t, state.weather, translations),
        "pick": None,
        "options": [],
        "entry": None,
        "draft": None,
        "entries": None,
    }
    if state.is_entering():  # the app's deal is refused now: nothing entered can be set aside
        names = {name: t.seat_names[i] for i, name in enumerate(SEATS)}
        data["entries"] = entry_progress(names, seats_entered(SEATS, state.hands_dealt()), translations, False)
    if data["chance"] or state.is_entering():
        data["entry"] = entry_controls(game, state, own, translations)
    if own is None or not data["acts"] or state.step in DEALS:
        return data
    if step == "discard":
        data["pick"] = {"cards": _named(t, state.hands[own], translations), "count": t.rules.setup.army_discard}
    elif step == "keep":
        doctrines = [
            {"card": d, "name": render(t.doctrine_names[d], translations), "cost": t.doctrine_cost[d]}
            for d in sorted(state.doctrine_hands[own])
        ]
        data["pick"] = {"cards": doctrines, "count": t.rules.setup.doctrines_kept}
    elif step == "place":
        data["pick"] = {
            "cards": _named(t, state.hands[own], translations),
            "capacity": {WINGS[w]: state.capacity(w) for w in range(3)},
        }
    elif step in ("turn", "trigger"):
        # The larger plays are built as a draft on the phone (drafts.py); routs, passing and letting a
        # matched doctrine go are offered as sentences.
        data["draft"] = turn_draft(game, state, own, translations, free=step == "trigger")
        if step == "trigger":
            others = [a.Decline(seat)]
        elif state.has_turn_action(own):
            others = moves.rout_actions(state, own, seat)
        else:
            others = [a.PassTurn(seat)]
        data["options"] = [_option(game, action, translations) for action in others]
    else:
        data["options"] = _options(game, state, seat, translations)
    return data


def _weather(t, weather: str | None, translations) -> str | None:
    """Return the battle's weather in words."""
    if weather is None:
        return None
    if weather == "fair":
        return render(Message(N_("Fair weather")), translations)
    spec = t.rules.weather.fog if weather == "fog" else t.rules.weather.rain
    return render(text(spec.name), translations)


def _named(t, cards, translations) -> list[dict]:
    return [{"card": card, "name": render(t.unit_label(card), translations)} for card in sorted(cards)]


def _options(game, state, seat: str, translations) -> list[dict]:
    """Return the seat's legal actions as (sentence, action JSON), the first OPTIONS_MOST of them."""
    actions = state.legal_actions(seat)
    return [_option(game, actions[i], translations) for i in range(min(len(actions), OPTIONS_MOST))]


def _option(game, action, translations) -> dict:
    return {"text": render(describe(game, action), translations), "action": game.action_to_json(action)}


def describe(game, action) -> Message:
    """Return one legal action as a sentence a player reads."""
    t = game.tables
    unit = t.unit_label
    if isinstance(action, a.Deploy):
        return Message(
            N_("Deploy %(units)s on %(wing)s"),
            units=all_of(unit(u) for u in action.units),
            wing=t.wing_names[WINGS.index(action.wings[0])],
        )
    if isinstance(action, a.Doctrine):
        parts = [t.doctrine_names[action.doctrine]]
        if action.target is not None:
            parts.append(Message(N_("on %(unit)s"), unit=unit(action.target)))
        if action.cards:
            parts.append(Message(N_("with %(units)s"), units=all_of(unit(u) for u in action.cards)))
        if action.pay:
            parts.append(Message(N_("paying %(units)s"), units=all_of(unit(u) for u in action.pay)))
        return Message(N_("Doctrine: %(what)s"), what=all_of(parts))
    if isinstance(action, a.Attack):
        fights = []
        for u, target in zip(action.units, action.targets, strict=True):
            if u in action.special:
                ability = t.ability_names[t.ability[u]]
                fights.append(Message(N_("%(unit)s uses %(ability)s"), unit=unit(u), ability=ability))
            else:
                fights.append(Message(N_("%(unit)s attacks %(target)s"), unit=unit(u), target=unit(target)))
        return Message(N_("Attacks: %(fights)s"), fights=all_of(fights))
    if isinstance(action, a.Rout):
        if action.replacement is None:
            return Message(N_("Call the rout of %(unit)s"), unit=unit(action.unit))
        return Message(
            N_("Call the rout of %(unit)s, replaced by %(other)s"),
            unit=unit(action.unit),
            other=unit(action.replacement),
        )
    if isinstance(action, a.Play):
        return Message(N_("Play %(unit)s from the reserve"), unit=unit(action.card))
    if isinstance(action, a.Call):
        return Message(N_("Call a battle card"))
    if isinstance(action, a.Stand):
        return Message(N_("Pass (for good)"))
    if isinstance(action, a.Decline):
        return Message(N_("Let the doctrine go"))
    if isinstance(action, a.Outflanked):
        return Message(N_("Shock %(unit)s"), unit=unit(action.unit))
    if isinstance(action, a.SwapTerrain):
        if action.wing is None:
            return Message(N_("Keep the terrain as it is"))
        return Message(N_("Put it in place of %(wing)s"), wing=t.wing_names[WINGS.index(action.wing)])
    if isinstance(action, a.ChooseFirst):
        return Message(N_("%(seat)s starts"), seat=t.seat_names[SEATS.index(action.first)])
    if isinstance(action, a.PassTurn):
        return Message(N_("Pass the turn: nothing is possible"))
    raise ValueError(f"no sentence for {action.kind}")


# The booklet's section each step is ruled by: the rules page (companion/rulespage.py) opens there.
RULES_AT = {
    **dict.fromkeys(
        ("reveal_terrain", "deal", "discard", "weather", "deal_doctrines", "keep", "place", "draw_terrain"),
        N_("Set-up"),
    ),
    **dict.fromkeys(("swap", "first", "flank", "turn", "trigger"), N_("A turn")),
    **dict.fromkeys(("combat", "draw", "lose"), N_("Combat")),
    "over": N_("The end of the battle"),
}


PHONE_PLURALS: dict = {}
