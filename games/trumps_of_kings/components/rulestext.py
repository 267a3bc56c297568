"""Sentences of Trumps of Kings' rules that more than one printed component says: the suit-and-action aid
and the rules booklet share them, so a rule is worded once and every number comes from the rules data."""

from __future__ import annotations

from engine.i18n import N_, Message
from games.trumps_of_kings.data import text


def action_line(tables, kind: str) -> Message:
    """Return an action's name and what it does, from the data (``invade``, ``move``...)."""
    spec = tables.rules.actions[kind]
    return Message(N_("%(action)s: %(text)s"), action=text(spec.name), text=text(spec.text))


def turn_steps(tables) -> tuple[Message, ...]:
    """Return the steps of a turn, in order: draws, nominations, trumps, the closed struggle, purchases, battles."""
    economy = tables.rules.economy
    return (
        Message(
            N_(
                "In this turn's order, every kingdom draws up to its hand limit, the value of its Royal "
                "Provinces and Provinces."
            )
        ),
        Message(
            N_(
                "In the same order, each kingdom nominates one action with one card, or passes; a second pass "
                "ends its nominating for the turn."
            )
        ),
        Message(
            N_(
                "The others are asked in order whether to trump: a higher card of the same suit (Ace high) "
                "negates the action."
            )
        ),
        Message(
            N_(
                "Once anyone trumps, only the two of them play on, each topping the other, until one stops. "
                "Every card played is spent."
            )
        ),
        Message(
            N_(
                "On its turn a kingdom may buy a card for %(price)d gold (never above its hand limit) or give an "
                "army %(elements)d elements back for %(step)d gold, up to %(up_to)d."
            ),
            elements=tables.rules.armies.step,
            price=economy.card_price,
            step=economy.step_price,
            up_to=economy.replace_up_to,
        ),
        Message(
            N_(
                "When every kingdom is done, the battles are fought with miniatures; enter each result in the "
                "app or apply it by hand."
            )
        ),
    )


def losses_line(tables) -> Message:
    """Return the steps each grade of battle result costs, and what an army below fighting strength may not do."""
    losses = tables.rules.armies.losses
    return Message(
        N_(
            "Steps of %(step)d elements lost: major victory %(major)d, victory %(victory)d, minor defeat "
            "%(minor)d, major defeat %(defeat)d. An army below %(fit)d may not invade, and retreats if attacked."
        ),
        step=tables.rules.armies.step,
        major=losses.major_victory,
        victory=losses.victory,
        minor=losses.minor_defeat,
        defeat=losses.major_defeat,
        fit=tables.rules.armies.fit_to_fight,
    )
