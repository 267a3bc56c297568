"""The cross-checks of A Very Civil Whist's rules data that no single field can make: every name it
refers to exists, every card is dealt once, tracks, rewards and effects fit together."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine.cards import RANKS, SUITS
from engine.rulesdata import Problem
from engine.schema import (
    check_rulings,
)
from games.avcw.schema import (
    ACTION_EFFECTS,
    EVENT_EFFECTS,
    LEADER_EFFECTS,
    OPTION_NAMES,
    TRICK_EFFECTS,
    AvcwRules,
    Reward,
    SpaceRef,
)

SIDES = ("parliament", "royalists")


def check_rules(rules: AvcwRules) -> Iterator[Problem]:
    """Yield every cross-reference fault of a structurally valid rules file."""
    yield from _check_sides(rules)
    yield from _check_cards(rules)
    yield from _check_tracks(rules)
    yield from _check_support(rules)
    yield from _check_effects(rules)
    yield from _check_rewards(rules)
    yield from _check_play(rules)
    yield from check_rulings(rules.rulings)
    for name in rules.options:
        if name not in OPTION_NAMES:
            yield ("options", name), f"unknown option; the engine knows {', '.join(OPTION_NAMES)}"


def _check_sides(rules: AvcwRules) -> Iterator[Problem]:
    for side in SIDES:
        if side not in rules.sides:
            yield ("sides",), f"side {side!r} is missing"
        if side not in rules.support:
            yield ("support",), f"the support track of {side!r} is missing"
    if len(rules.sides) == 2:
        suits = [suit for spec in rules.sides.values() for suit in spec.suits]
        if sorted(suits) != sorted(SUITS):
            yield ("sides",), "the two sides must share out the four suits, two each"


def _check_cards(rules: AvcwRules) -> Iterator[Problem]:
    roles = rules.cards.roles
    ranks = [rank for role in (roles.casualty, roles.action, roles.bonus, roles.event) for rank in role.ranks]
    if sorted(ranks, key=RANKS.index) != list(RANKS):
        yield ("cards", "roles"), "the roles must give every rank A to K exactly one role"
    bonus_cards = {rank + suit for rank in roles.bonus.ranks for suit in SUITS}
    if set(rules.cards.bonus) != bonus_cards:
        yield ("cards", "bonus"), f"bonus cards must be exactly {', '.join(sorted(bonus_cards))}"
    for name, card in rules.cards.bonus.items():
        side = rules.sides.get(card.side)
        if side is not None and name[-1] not in side.suits:
            yield ("cards", "bonus", name, "side"), f"{name} is not of a suit of {card.side}"
        if card.lost_at is not None:
            yield from _check_space_ref(rules, card.lost_at, ("cards", "bonus", name, "lost_at"))
    event_cards = {rank + suit for rank in roles.event.ranks for suit in SUITS}
    if set(rules.events) != event_cards:
        missing = sorted(event_cards - set(rules.events))
        extra = sorted(set(rules.events) - event_cards)
        yield ("events",), f"events must be keyed by the event cards; missing {missing}, not event cards {extra}"
    per_side = Counter(event.side for event in rules.events.values())
    if len(set(per_side.values())) > 1:
        yield ("events",), f"each side must have as many events as the other, found {dict(per_side)}"


def _check_space_ref(rules: AvcwRules, ref: SpaceRef, loc: tuple) -> Iterator[Problem]:
    track = rules.tracks.get(ref.track)
    if track is None:
        yield (*loc, "track"), f"no track {ref.track!r}"
    elif ref.space not in [space.id for space in track.spaces]:
        yield (*loc, "space"), f"track {ref.track!r} has no space {ref.space!r}"


def _check_tracks(rules: AvcwRules) -> Iterator[Problem]:
    suits = Counter(track.suit for track in rules.tracks.values())
    for suit in SUITS:
        if suits[suit] != 1:
            yield ("tracks",), f"there must be exactly one war track of suit {suit}, found {suits[suit]}"
    if sum(track.decides_trump for track in rules.tracks.values()) != 1:
        yield ("tracks",), "exactly one track must decide trump (decides_trump: true)"
    for name, track in rules.tracks.items():
        if track.decides_trump and len(track.spaces) % 2:
            yield (
                ("tracks", name, "spaces"),
                "the track that decides trump needs an even number of spaces, so one side always leads on it",
            )
    for name, track in rules.tracks.items():
        loc = ("tracks", name, "spaces")
        ids = Counter(space.id for space in track.spaces)
        for index, space in enumerate(track.spaces):
            if ids[space.id] > 1:
                yield (*loc, index, "id"), f"space id {space.id!r} is used twice on this track"
        starts = [index for index, space in enumerate(track.spaces) if space.start]
        if len(starts) != 1:
            yield loc, f"exactly one space must be the start, found {len(starts)}"
        owners = [space.victory for space in track.spaces]
        parliament_end = len(owners) - len(_strip_leading(owners, "parliament"))
        royalist_end = len(owners) - len(_strip_leading(owners[::-1], "royalists"))
        if not 1 <= parliament_end <= 2 or not 1 <= royalist_end <= 2:
            yield loc, "each end must hold one or two victory spaces of its side (Parliament first)"
        elif any(owner is not None for owner in owners[parliament_end : len(owners) - royalist_end]):
            yield loc, "victory spaces must lie at the ends of the track"
        if starts and (starts[0] < parliament_end or starts[0] >= len(owners) - royalist_end):
            yield (*loc, starts[0]), "the start space cannot be a victory space"


def _strip_leading(items: list, value) -> list:
    index = 0
    while index < len(items) and items[index] == value:
        index += 1
    return items[index:]


def _check_support(rules: AvcwRules) -> Iterator[Problem]:
    for side, track in rules.support.items():
        loc = ("support", side, "spaces")
        values = [space.value for space in track.spaces]
        if values != sorted(set(values)):
            yield loc, "support values must rise strictly from the bottom space up"
        if sum(space.start for space in track.spaces) != 1:
            yield loc, "exactly one support space must be the start"
        flags = [space.victory for space in track.spaces]
        if not any(flags) or flags != sorted(flags):
            yield loc, "victory spaces must be the top spaces of the support track"


def _effect_problems(rules: AvcwRules, effects, allowed: tuple, loc: tuple) -> Iterator[Problem]:
    for index, effect in enumerate(effects):
        here = (*loc, index)
        if effect.kind not in allowed:
            yield (*here, "kind"), f"effect {effect.kind!r} is not allowed here; use one of {', '.join(allowed)}"
        tracks = getattr(effect, "tracks", None) or ([effect.track] if hasattr(effect, "track") else [])
        for track in tracks:
            if track not in rules.tracks:
                yield here, f"no track {track!r}"
        if effect.kind == "gain_asset" and effect.asset not in rules.assets:
            yield (*here, "asset"), f"no asset {effect.asset!r}"
        decreases = effect.kind == "move_support" and effect.steps < 0 and effect.side in rules.support
        if decreases and not rules.support[effect.side].can_decrease:
            yield (*here, "steps"), f"the support of {effect.side} can never decrease"


def _check_effects(rules: AvcwRules) -> Iterator[Problem]:
    for name, leader in rules.leaders.items():
        yield from _effect_problems(
            rules, leader.ability.effects, LEADER_EFFECTS, ("leaders", name, "ability", "effects")
        )
    for name, asset in rules.assets.items():
        loc = ("assets", name)
        as_action = "action" in asset.playable
        if as_action and len(asset.playable) > 1:
            yield (*loc, "playable"), "an asset played as an action cannot also be committed to a trick"
        allowed = ACTION_EFFECTS if as_action else TRICK_EFFECTS
        yield from _effect_problems(rules, asset.effects, allowed, (*loc, "effects"))
        for index, effect in enumerate(asset.effects):
            if effect.kind == "cancel_leader" and asset.playable != ["reaction"]:
                yield (*loc, "effects", index), "cancelling the attacking leader is a reaction only"
    for name, event in rules.events.items():
        yield from _effect_problems(rules, event.effects, EVENT_EFFECTS, ("events", name, "effects"))


def _rewards(rules: AvcwRules) -> Iterator[tuple[tuple, Reward, str | None]]:
    """Yield (location, reward, side the space belongs to or None for a war space)."""
    for name, track in rules.tracks.items():
        for index, space in enumerate(track.spaces):
            if space.bonus:
                yield ("tracks", name, "spaces", index, "bonus"), space.bonus, None
    for side, track in rules.support.items():
        for index, space in enumerate(track.spaces):
            if space.bonus:
                yield ("support", side, "spaces", index, "bonus"), space.bonus, side


def _check_rewards(rules: AvcwRules) -> Iterator[Problem]:
    given = Counter()
    for loc, reward, owner in _rewards(rules):
        if reward.card is not None:
            item = rules.cards.bonus.get(reward.card)
            kind, name = "bonus card", reward.card
        elif reward.asset is not None:
            item, kind, name = rules.assets.get(reward.asset), "asset", reward.asset
        else:
            item, kind, name = rules.leaders.get(reward.leader), "leader", reward.leader
        if item is None:
            yield loc, f"no {kind} {name!r}"
            continue
        given[(kind, name)] += 1
        if owner is not None and item.side != owner:
            yield loc, f"the {kind} {name!r} belongs to {item.side}, not to the owner of this track"
        if kind == "leader" and item.start:
            yield loc, f"leader {name!r} is a starting leader and cannot be unlocked"
    for name in rules.cards.bonus:
        if given[("bonus card", name)] != 1:
            yield ("cards", "bonus", name), f"exactly one bonus space must give {name}"
    for name, leader in rules.leaders.items():
        if not leader.start and given[("leader", name)] != 1:
            yield ("leaders", name), "a leader who does not start must be unlocked by exactly one bonus space"
    for event in rules.events.values():
        for effect in event.effects:
            if effect.kind == "gain_asset":
                given[("asset", effect.asset)] += 1
    for name in rules.assets:
        if given[("asset", name)] != 1:
            yield (
                ("assets", name),
                f"exactly one event or bonus space must give this asset, found {given[('asset', name)]}",
            )


def _check_play(rules: AvcwRules) -> Iterator[Problem]:
    for index, track in enumerate(rules.play.leader_tracks):
        if track not in rules.tracks:
            yield ("play", "leader_tracks", index), f"no track {track!r}"
    if rules.play.fronts_to_win > len(rules.tracks):
        yield ("play", "fronts_to_win"), "more fronts than there are tracks"
    action_cards = len(rules.cards.roles.action.ranks) * 4
    needed = 2 * rules.play.hand_size + 2 * rules.play.planning_tricks
    if needed != action_cards:
        yield ("play",), f"two hands and the planning tricks need {needed} action cards; the deck has {action_cards}"
    if rules.play.events_per_round * rules.rounds > len(rules.events):
        yield ("play", "events_per_round"), "the game would draw more events than the event deck holds"
    if rules.play.casualty_draw > len(rules.cards.roles.casualty.ranks) * 4:
        yield ("play", "casualty_draw"), "more casualty cards drawn than the deck holds"
    if sorted(rules.trump_suits) != sorted(SUITS):
        yield ("trump_suits",), "the trump track must show each suit once"
