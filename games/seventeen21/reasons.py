"""Why a turn's larger plays (several units deployed, several cards paid or taken back, several attacks)
are refused, as pure functions of the numbers involved.

The engine's checks (turn.py) raise these reasons, and the referee renders them for a phone's draft
(drafts.py), so a player picking cards sees the very sentence the engine would answer, before sending.
"""

from __future__ import annotations

from engine.i18n import N_, Message, nmessage


def deployment_count_problem(count: int, most: int) -> Message | None:
    """Return why ``count`` units cannot be deployed at once when the rule allows 1 to ``most``."""
    if 1 <= count <= most:
        return None
    return nmessage(
        "Deploy %(count)d unit, each with its wing.", "Deploy 1 to %(count)d units, each with its wing.", most
    )


def room_problem(wing_name) -> Message:
    """Return the refusal of more units than a wing has room for."""
    return Message(N_("%(wing)s has no room for more of your units."), wing=wing_name)


def payment_problem(values, cost: int) -> Message | None:
    """Return why reserve cards of these combat values do not pay a cost (ruling doctrine-payment), or None."""
    total = sum(values)
    if total < cost:
        return Message(N_("The cards paid add up to %(total)d; the doctrine costs %(cost)d."), total=total, cost=cost)
    if total - min(values) >= cost:
        return Message(N_("Pay only the cards needed: the cost is met without the smallest of them."))
    return None


def recover_count_problem(count: int, amount: int) -> Message | None:
    """Return why ``count`` cards cannot be taken back when a doctrine allows 1 to ``amount``."""
    if 1 <= count <= amount:
        return None
    return nmessage(
        "Take back %(count)d card of your rout pile.", "Take back 1 to %(count)d cards of your rout pile.", amount
    )


def attack_count_problem(count: int) -> Message | None:
    """Return why ``count`` attacks are not a declaration (III c: at least two, by different units)."""
    if count >= 2:
        return None
    return Message(N_("Declare at least two attacks, each unit with the enemy unit it attacks."))


def target_problem(kind: str) -> Message:
    """Return the refusal of a rallying (own unit) or shocking (enemy unit) doctrine without its target."""
    if kind == "rally":
        return Message(N_("Name a unit of yours on the field."))
    return Message(N_("Name an enemy unit on the field."))
