"""What a phone needs to build a turn's play as a draft before sending it: deploying one or two units,
paying a doctrine with any legal set of reserve cards, or declaring two or more attacks in an order.

The draft stays on the phone until the player confirms, so the phone checks it as it grows: it gets
its own reserve with each card's combat value, the room in each wing, each way a unit can attack, and
the engine's own refusals (reasons.py) rendered in the player's language for every case a draft can
fall into. Everything here is the seat's own or face up on the table.
"""

from __future__ import annotations

from engine.i18n import N_, Message, render
from games.seventeen21 import moves
from games.seventeen21.reasons import (
    attack_count_problem,
    deployment_count_problem,
    payment_problem,
    recover_count_problem,
    room_problem,
    target_problem,
)
from games.seventeen21.schema import SEATS, WINGS
from games.seventeen21.turn import DEPLOY_MOST


def turn_draft(game, state, own: int, translations, free: bool = False) -> dict:
    """Return the draft builders a seat's phone offers: for its turn, or (free) for a matched doctrine."""
    t = game.tables
    name = SEATS[own]
    room = moves.room(state, own)
    hand = sorted(state.hands[own])

    def say(message) -> str:
        return render(message, translations)

    draft = {
        "reserve": [{"card": card, "name": say(t.unit_label(card)), "value": t.value[card]} for card in hand],
        "room": {WINGS[w]: room[w] for w in range(3)},
        "wings": {WINGS[w]: say(t.wing_names[w]) for w in range(3)},
        "no_room": {WINGS[w]: say(room_problem(t.wing_names[w])) for w in range(3)},
        "deploy": None,
        "doctrines": [],
        "attack": None,
    }
    if free:
        doctrines = state.matching_doctrines(own, state.trigger_value)
    else:
        doctrines = [d for d in state.doctrines[own] if len(moves.doctrine_plays(state, own, name, d))]
        # Deployments exist exactly when moves._turn lists them: a unit in reserve and room in a wing.
        if hand and any(room):
            draft["deploy"] = {"most": DEPLOY_MOST, "count_reason": say(deployment_count_problem(0, DEPLOY_MOST))}
        units = _attackers(t, moves.attack_entries(state, own), say)
        if len(units) >= 2:
            draft["attack"] = {"units": units, "count_reason": say(attack_count_problem(0))}
    draft["doctrines"] = [_doctrine(t, state, own, d, free, say) for d in doctrines]
    return draft


def _doctrine(t, state, own: int, doctrine: int, free: bool, say) -> dict:
    """Return one doctrine's draft: its cost and the reasons a payment falls short, and its effect's choices."""
    cost = t.doctrine_cost[doctrine]
    effect = t.doctrine_effect[doctrine]
    spec = {
        "doctrine": doctrine,
        "name": say(t.doctrine_names[doctrine]),
        "cost": cost,
        "kind": effect.kind,
        "free": free,
        # The refusal for each total a payment can fall short at, and for a card too many.
        "short": [say(payment_problem((total,), cost)) for total in range(cost)],
        "surplus": say(payment_problem((cost, cost), cost)),
    }
    if effect.kind in ("rally", "shock"):
        targets = [use[0] for use in moves.doctrine_uses(state, own, doctrine)]
        spec["targets"] = [{"card": card, "name": say(t.unit_label(card))} for card in targets]
        spec["target_reason"] = say(target_problem(effect.kind))
    elif effect.kind == "recover":
        spec["pile"] = [{"card": card, "name": say(t.unit_label(card))} for card in sorted(state.routs[own])]
        spec["most"] = effect.amount
        spec["count_reason"] = say(recover_count_problem(0, effect.amount))
    elif effect.kind == "deploy":
        spec["most"] = effect.amount
        spec["count_reason"] = say(deployment_count_problem(0, effect.amount))
    return spec


def _attackers(t, entries, say) -> list[dict]:
    """Return each unit that can attack, with every way it can (a target, or its ability on one)."""
    units: dict[int, dict] = {}
    for unit, target, special in entries:
        if unit not in units:
            units[unit] = {"card": unit, "name": say(t.unit_label(unit)), "ways": []}
        if special and target < 0:
            text = Message(N_("%(ability)s, no target"), ability=t.ability_names[t.ability[unit]])
        elif special:
            text = Message(
                N_("%(ability)s on %(target)s"), ability=t.ability_names[t.ability[unit]], target=t.unit_label(target)
            )
        else:
            text = Message(N_("against %(target)s"), target=t.unit_label(target))
        units[unit]["ways"].append({"target": target, "special": bool(special), "text": say(text)})
    return list(units.values())
