"""A Very Civil Whist's rules data: loading it, and the lookup tables the rules engine runs on.

The tables are compiled once from the validated rules.yaml, so the state's hot paths index
tuples instead of walking the data model.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from engine.cards import DECK_SIZE, SUIT_NAMES, card_label, format_card, make_card, parse_card
from engine.i18n import Message
from engine.rulesdata import rules_loader, tables_cache
from games.avcw.schema import AvcwRules
from games.avcw.schema_checks import check_rules

RULES_PATH = Path(__file__).with_name("rules.yaml")
TEXT_CONTEXT = "avcw"
SIDES = ("parliament", "royalists")
SIDE_INDEX = {name: index for index, name in enumerate(SIDES)}
PARLIAMENT, ROYALISTS = 0, 1

load = rules_loader(RULES_PATH, AvcwRules, check_rules)
# text(msgid): a text of the rules data as a translatable message, in this game's context.
text = functools.partial(Message, context=TEXT_CONTEXT)


def suit_name(suit: str) -> Message:
    """Return the translatable name of a suit (H, S, D or C)."""
    return Message(SUIT_NAMES[suit])


@dataclass(frozen=True)
class TrackTable:
    """One war track, compiled: spaces run from Parliament's end (0) to the Royalists' end."""

    id: str
    index: int
    suit: str
    name: Message
    space_ids: tuple[str, ...]
    space_names: tuple[Message, ...]
    start: int
    victory: tuple[int | None, ...]  # side index that wins there, or None
    rewards: tuple[tuple | None, ...]  # ("card", c) / ("asset", i) / ("leader", i) per space
    decides_trump: bool

    def leading_side(self, position: int) -> int | None:
        """Return the side whose half holds the front, or None on a neutral middle space."""
        size = len(self.space_ids)
        if position < size // 2:
            return PARLIAMENT
        if position >= (size + 1) // 2:
            return ROYALISTS
        return None

    def label(self, position: int) -> str:
        """Return the board label of a space: P3 ... P1, 0, R1 ... R3."""
        size = len(self.space_ids)
        if position < size // 2:
            return f"P{size // 2 - position}"
        if position >= (size + 1) // 2:
            return f"R{position - (size - 1) // 2}"
        return "0"


@dataclass(frozen=True)
class SupportTable:
    """One side's domestic support track, compiled (index 0 is the bottom space)."""

    values: tuple[int, ...]
    start: int
    victory: tuple[bool, ...]
    rewards: tuple[tuple | None, ...]
    can_decrease: bool


@dataclass(frozen=True)
class LeaderTable:
    id: str
    index: int
    side: int
    start: bool
    rating: int
    name: Message
    value_by_track: tuple[int, ...]  # card-value bonus when attacking on each track
    any_suit: bool


@dataclass(frozen=True)
class AssetTable:
    id: str
    index: int
    side: int
    name: Message
    on_attack: bool
    on_reaction: bool
    as_action: bool
    value_by_track: tuple[int, ...]
    cancel_leader: bool
    effects: tuple  # action effects, compiled (see Tables._effect)


@dataclass(frozen=True)
class EventTable:
    card: int
    side: int
    title: Message
    effects: tuple


@dataclass(frozen=True)
class Tables:
    """Everything the rules engine reads, derived from one AvcwRules."""

    rules: AvcwRules
    side_names: tuple[Message, ...]
    side_suits: tuple[frozenset, ...]
    tracks: tuple[TrackTable, ...]
    track_index: dict[str, int]
    track_rows: tuple[tuple[int, str, str], ...]  # (index, suit, id) per track, for the hot listings
    track_by_suit: dict[str, int]
    trump_track: int
    leader_tracks: tuple[int, ...]
    support: tuple[SupportTable, ...]
    role: tuple[str, ...]  # per card: casualty, action, bonus, event, joker
    value: tuple[int, ...]  # per card: face value used by the rules
    action_cards: tuple[int, ...]
    casualty_cards: tuple[int, ...]
    event_cards: tuple[int, ...]
    bonus_cards: tuple[int, ...]
    bonus_side: dict[int, int]
    bonus_lost_at: dict[tuple[int, int], int]
    leaders: tuple[LeaderTable, ...]
    leader_index: dict[str, int]
    assets: tuple[AssetTable, ...]
    asset_index: dict[str, int]
    events: dict[int, EventTable]
    card_labels: tuple[Message, ...] = field(repr=False)
    # Memo of listings that depend only on the data (filled lazily; never part of equality).
    cache: dict = field(default_factory=dict, repr=False, compare=False)


def compile_tables(rules: AvcwRules) -> Tables:
    """Compile the lookup tables of a validated rules file."""
    track_ids = list(rules.tracks)
    track_index = {name: index for index, name in enumerate(track_ids)}
    leader_index = {name: index for index, name in enumerate(rules.leaders)}
    asset_index = {name: index for index, name in enumerate(rules.assets)}
    side_index = {name: index for index, name in enumerate(SIDES)}

    def reward(bonus):
        if bonus is None:
            return None
        if bonus.card is not None:
            return ("card", parse_card(bonus.card))
        if bonus.asset is not None:
            return ("asset", asset_index[bonus.asset])
        return ("leader", leader_index[bonus.leader])

    def value_by_track(effects):
        return tuple(
            sum(e.amount for e in effects if e.kind == "card_value" and (e.tracks is None or name in e.tracks))
            for name in track_ids
        )

    def effect(e, owner: int):
        if e.kind == "move_front":
            return ("move_front", track_index[e.track], owner, e.steps)
        if e.kind == "move_support":
            return ("move_support", side_index[e.side], e.steps)
        if e.kind == "gain_asset":
            return ("gain_asset", asset_index[e.asset])
        return (e.kind,)

    tracks = tuple(
        TrackTable(
            id=name,
            index=index,
            suit=track.suit,
            name=text(track.theatre),
            space_ids=tuple(space.id for space in track.spaces),
            space_names=tuple(text(space.name) for space in track.spaces),
            start=next(i for i, space in enumerate(track.spaces) if space.start),
            victory=tuple(side_index[s.victory] if s.victory else None for s in track.spaces),
            rewards=tuple(reward(space.bonus) for space in track.spaces),
            decides_trump=track.decides_trump,
        )
        for index, (name, track) in enumerate(rules.tracks.items())
    )
    support = tuple(
        SupportTable(
            values=tuple(space.value for space in rules.support[side].spaces),
            start=next(i for i, space in enumerate(rules.support[side].spaces) if space.start),
            victory=tuple(space.victory for space in rules.support[side].spaces),
            rewards=tuple(reward(space.bonus) for space in rules.support[side].spaces),
            can_decrease=rules.support[side].can_decrease,
        )
        for side in SIDES
    )
    roles = rules.cards.roles
    role_of_rank = {
        rank: role for role in ("casualty", "action", "bonus", "event") for rank in getattr(roles, role).ranks
    }
    role, value = [], []
    for card in range(DECK_SIZE):
        if card >= 52:
            role.append("joker")
            value.append(0)
            continue
        role.append(role_of_rank[format_card(card)[:-1]])
        value.append(card % 13 + 1)
    leaders = tuple(
        LeaderTable(
            id=name,
            index=index,
            side=side_index[leader.side],
            start=leader.start,
            rating=leader.casualty_rating,
            name=text(leader.name),
            value_by_track=value_by_track(leader.ability.effects),
            any_suit=any(e.kind == "any_suit" for e in leader.ability.effects),
        )
        for index, (name, leader) in enumerate(rules.leaders.items())
    )
    assets = tuple(
        AssetTable(
            id=name,
            index=index,
            side=side_index[asset.side],
            name=text(asset.name),
            on_attack="attack" in asset.playable,
            on_reaction="reaction" in asset.playable,
            as_action="action" in asset.playable,
            value_by_track=value_by_track(asset.effects),
            cancel_leader=any(e.kind == "cancel_leader" for e in asset.effects),
            effects=tuple(
                effect(e, side_index[asset.side])
                for e in asset.effects
                if e.kind not in ("card_value", "cancel_leader", "any_suit")
            ),
        )
        for index, (name, asset) in enumerate(rules.assets.items())
    )
    events = {
        parse_card(card): EventTable(
            card=parse_card(card),
            side=side_index[event.side],
            title=text(event.title),
            effects=tuple(effect(e, side_index[event.side]) for e in event.effects),
        )
        for card, event in rules.events.items()
    }
    bonus_lost_at = {
        (
            track_index[spec.lost_at.track],
            rules.tracks[spec.lost_at.track].spaces.index(
                next(s for s in rules.tracks[spec.lost_at.track].spaces if s.id == spec.lost_at.space)
            ),
        ): parse_card(name)
        for name, spec in rules.cards.bonus.items()
        if spec.lost_at is not None
    }
    return Tables(
        rules=rules,
        side_names=tuple(text(rules.sides[side].name) for side in SIDES),
        side_suits=tuple(frozenset(rules.sides[side].suits) for side in SIDES),
        tracks=tracks,
        track_index=track_index,
        track_rows=tuple((track.index, track.suit, track.id) for track in tracks),
        track_by_suit={track.suit: track.index for track in tracks},
        trump_track=next(track.index for track in tracks if track.decides_trump),
        leader_tracks=tuple(track_index[name] for name in rules.play.leader_tracks),
        support=support,
        role=tuple(role),
        value=tuple(value),
        action_cards=tuple(c for c in range(DECK_SIZE) if role[c] == "action"),
        casualty_cards=tuple(c for c in range(DECK_SIZE) if role[c] == "casualty"),
        event_cards=tuple(c for c in range(DECK_SIZE) if role[c] == "event"),
        bonus_cards=tuple(c for c in range(DECK_SIZE) if role[c] == "bonus"),
        bonus_side={parse_card(name): side_index[spec.side] for name, spec in rules.cards.bonus.items()},
        bonus_lost_at=bonus_lost_at,
        leaders=leaders,
        leader_index=leader_index,
        assets=assets,
        asset_index=asset_index,
        events=events,
        card_labels=tuple(card_label(card) for card in range(DECK_SIZE)),
    )


tables_for = tables_cache(load, compile_tables)


__all__ = ["PARLIAMENT", "ROYALISTS", "SIDES", "Tables", "compile_tables", "load", "make_card", "tables_for"]
