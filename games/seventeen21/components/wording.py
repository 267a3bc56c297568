"""Sentences built from 17(21)'s rules data: what a doctrine does, what a terrain does, the unit types."""

from __future__ import annotations

from engine.i18n import N_, Message, all_of, nmessage
from games.seventeen21.data import text


def type_list(tables, types) -> Message:
    """Return the names of unit types as one list ("Horse and Hussars"), or every unit when none are named."""
    if not types:
        return Message(N_("All units"))
    return all_of([tables.type_names[name] for name in types])


def effect_text(tables, doctrine: int) -> Message:
    """Return what a doctrine does, from its effect's kind and figures."""
    effect = tables.doctrine_effect[doctrine]
    kind, amount = effect.kind, effect.amount
    if kind == "rally":
        return Message(N_("One of your shocked units rallies and is steady again."))
    if kind == "shock":
        if effect.types:
            return Message(N_("Shock one enemy unit of these types: %(types)s."), types=type_list(tables, effect.types))
        return Message(N_("Shock one enemy unit of your choice."))
    if kind == "recover":
        return nmessage(
            "Take %(count)d card of your rout pile back into your reserve.",
            "Take up to %(count)d cards of your rout pile back into your reserve.",
            amount,
        )
    if kind == "enemy_discard":
        return nmessage(
            "The enemy loses %(count)d reserve card at random to the rout pile.",
            "The enemy loses %(count)d reserve cards at random to the rout pile.",
            amount,
        )
    if kind == "deploy":
        return nmessage(
            "Deploy %(count)d unit from your reserve into a free place.",
            "Deploy up to %(count)d units from your reserve into free places.",
            amount,
        )
    if kind == "cohesion":
        return Message(
            N_("For the rest of the battle: %(types)s +%(amount)d Cohesion."),
            types=type_list(tables, effect.types),
            amount=amount,
        )
    return Message(N_("For the rest of the battle, an exposed flank no longer shocks your units."))


def terrain_lines(tables, kind: str) -> list[Message]:
    """Return one sentence per Cohesion effect of a terrain kind."""
    lines = []
    for effect in tables.rules.terrain[kind].effects:
        sign = f"{effect.cohesion:+d}"
        if effect.when == "fighting":
            lines.append(
                Message(
                    N_("%(types)s fighting here: Cohesion %(change)s."),
                    types=type_list(tables, effect.types),
                    change=sign,
                )
            )
        else:
            lines.append(
                Message(
                    N_("%(types)s of the side holding it: Cohesion %(change)s."),
                    types=type_list(tables, effect.types),
                    change=sign,
                )
            )
    capacity = tables.rules.terrain[kind].capacity
    if capacity:
        lines.append(nmessage("Holds %(count)d unit per side.", "Holds %(count)d units per side.", capacity))
    return lines


def ability_text(tables, unit_type: str) -> Message | None:
    """Return a unit type's advanced ability as "Name: what it does", or None."""
    ability = tables.rules.units[unit_type].ability
    if ability is None:
        return None
    spec = tables.rules.abilities[ability]
    return Message(N_("%(name)s: %(text)s"), name=text(spec.name), text=text(spec.text))
