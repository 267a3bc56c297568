"""Sentences the kit builds from A Very Civil Whist's rules data: our own words, as translatable messages.

Everything here reads the data (tables and the validated model), so a renamed place, a new bonus space
or a leader who joins elsewhere reaches every printed component with no code change.
"""

from __future__ import annotations

from engine.cards import format_card, parse_card
from engine.i18n import N_, Message
from games.avcw.data import SIDES, Tables, text

PLAYABLE = {
    "attack": N_("when attacking"),
    "reaction": N_("when defending"),
    "action": N_("as an action"),
}


def side_name(tables: Tables, side: int) -> Message:
    """Return a side's name."""
    return tables.side_names[side]


def reward_name(tables: Tables, reward: tuple) -> Message:
    """Return the name of what a bonus space gives: a bonus card's title, an asset, a leader."""
    kind, item = reward
    if kind == "card":
        return text(tables.rules.cards.bonus[format_card(item)].title)
    if kind == "asset":
        return tables.assets[item].name
    return tables.leaders[item].name


def reward_text(tables: Tables, reward: tuple) -> Message:
    """Return what a bonus space gives, with its kind: "10 of Hearts: New Model Army", "Asset: Stanley"."""
    kind, item = reward
    if kind == "card":
        return Message(N_("%(card)s: %(title)s"), card=tables.card_labels[item], title=reward_name(tables, reward))
    if kind == "asset":
        return Message(N_("Asset: %(name)s"), name=reward_name(tables, reward))
    return Message(N_("Leader: %(name)s"), name=reward_name(tables, reward))


def reward_source(tables: Tables, reward: tuple) -> Message | None:
    """Return where a reward is won: a war-track space or a support value; None when no space gives it."""
    for track in tables.tracks:
        for index, given in enumerate(track.rewards):
            if given == reward:
                return Message(
                    N_("when the %(track)s front enters %(space)s"),
                    track=track.name,
                    space=track.space_names[index],
                )
    for side, support in enumerate(tables.support):
        for index, given in enumerate(support.rewards):
            if given == reward:
                return Message(
                    N_("when the support of %(side)s reaches %(value)d"),
                    side=side_name(tables, side),
                    value=support.values[index],
                )
    return None


def _giving_event(tables: Tables, asset: int) -> str | None:
    """Return the card of the event that gives an asset, or None."""
    asset_id = tables.assets[asset].id
    for card, event in tables.rules.events.items():
        if any(effect.kind == "gain_asset" and effect.asset == asset_id for effect in event.effects):
            return card
    return None


def is_event_asset(tables: Tables, asset: int) -> bool:
    """Tell whether an event card gives an asset."""
    return _giving_event(tables, asset) is not None


def asset_source(tables: Tables, asset: int) -> Message:
    """Return how an asset is gained: by an event card or at a bonus space."""
    card = _giving_event(tables, asset)
    if card is not None:
        return Message(
            N_("Gained by the event %(title)s (%(card)s)."),
            title=text(tables.rules.events[card].title),
            card=tables.card_labels[parse_card(card)],
        )
    where = reward_source(tables, ("asset", asset))
    return Message(N_("Gained %(when)s."), when=where) if where else Message(N_("Gained by no event or space."))


def leader_entry(tables: Tables, leader: int) -> Message:
    """Return when a leader comes into play."""
    if tables.leaders[leader].start:
        return Message(N_("In play from the start."))
    where = reward_source(tables, ("leader", leader))
    return Message(N_("Joins %(when)s."), when=where) if where else Message(N_("Never joins."))


def playable_text(tables: Tables, asset: int) -> Message:
    """Return when an asset is played: "Play when attacking or when defending"."""
    asset_id = tables.assets[asset].id
    moments = [Message(PLAYABLE[moment]) for moment in tables.rules.assets[asset_id].playable]
    if len(moments) == 1:
        return Message(N_("Play %(when)s."), when=moments[0])
    return Message(N_("Play %(first)s or %(second)s."), first=moments[0], second=moments[-1])


def bonus_card_text(tables: Tables, card: int) -> list[Message]:
    """Return the sentences saying what a bonus card does: where it is won, how it returns, how it is lost."""
    spec = tables.rules.cards.bonus[format_card(card)]
    side = side_name(tables, SIDES.index(spec.side))
    where = reward_source(tables, ("card", card))
    claimed = (
        Message(N_("%(side)s: claimed %(when)s."), side=side, when=where)
        if where
        else Message(N_("No space gives this card."))
    )
    cycle = Message(N_("It joins the hand after the next preparation phase and returns to the play area when played."))
    parts = [claimed, cycle]
    if spec.lost_at is not None:
        track = tables.tracks[tables.track_index[spec.lost_at.track]]
        space = track.space_names[track.space_ids.index(spec.lost_at.space)]
        parts.append(
            Message(
                N_("Removed from the game when the %(track)s front enters %(space)s."), track=track.name, space=space
            )
        )
    return parts
