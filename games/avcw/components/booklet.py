"""A Very Civil Whist's rules booklet: its sections as blocks, every sentence ours and every number from the data.

The generic parts (cover, components, sources page, pagination and imposition) are the generator's;
this module gives the set-up (with the board drawn with its pieces where they start), the round, every
rule, the rulings, a worked example and how each reconstructed item is named on the sources page.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES, parse_card, rank_index
from engine.i18n import N_, Message, all_of, nmessage
from games.avcw.components.board import draw_board, start_positions
from games.avcw.components.context import KitContext
from games.avcw.components.rulestext import (
    ASSET_ACTION,
    LEADER_NOTE,
    PREPARATION_RULES,
    action_phase,
    asset_line,
    attack_text,
    leader_line,
    preparation_steps,
    support_text,
    win_rules,
)
from games.avcw.components.wording import bonus_card_text
from games.avcw.data import SIDES, text
from generator.booklet import Block, figure, heading, page_break, para
from generator.cover import Emblem
from generator.kit import Booklet, Count
from generator.rulesbooklet import make_game_booklet
from generator.sources import SourcedItem

ROLE_ORDER = ("action", "casualty", "bonus", "event")


def make_rules_booklet(ctx: KitContext, counts: tuple[Count, ...]) -> Booklet:
    """Lay out the whole booklet in the kit's language."""
    sections = [
        *_deck_blocks(ctx),
        *_setup_blocks(ctx),
        *_round_blocks(ctx),
        *_items_blocks(ctx),
        *_example_blocks(ctx),
    ]
    return make_game_booklet(ctx, counts, sections, describe, text, accent="#24403a", emblems=cover_emblems(ctx))


def cover_emblems(ctx: KitContext) -> list[Emblem]:
    """Return the cover's shields: each side of the war in its colour, bearing its suits."""
    sides = ctx.tables.rules.sides
    return [Emblem(sides[side].colour, tuple(sides[side].suits)) for side in SIDES]


def _deck_blocks(ctx: KitContext) -> list[Block]:
    """What each rank of the deck is for, from the data's card roles."""
    roles = ctx.tables.rules.cards.roles
    blocks = [para(Message(N_("The deck, by rank:")), role="semibold")]
    for key in ROLE_ORDER:
        role = getattr(roles, key)
        ranks = ", ".join(ctx.say(rank_index(rank)) for rank in role.ranks)
        line = nmessage(
            "%(ranks)s: %(role)s, %(count)d card.",
            "%(ranks)s: %(role)s, %(count)d cards.",
            4 * len(role.ranks),
            ranks=ranks,
            role=text(role.text),
        )
        blocks.append(para(line, bullet="•"))
    jokers = ctx.tables.rules.cards.jokers
    line = nmessage("%(count)d joker: %(role)s.", "%(count)d jokers: %(role)s.", jokers.count, role=text(jokers.text))
    blocks.append(para(line, bullet="•"))
    return blocks


def _setup_blocks(ctx: KitContext) -> list[Block]:
    """The set-up: the board with every piece where it starts, then the steps."""
    tables = ctx.tables
    board = draw_board(ctx, start_positions(ctx))
    blocks = [
        page_break(),
        heading(Message(N_("Set-up"))),
        figure(board),
        para(Message(N_("The board at the start of the game.")), role="italic"),
        heading(Message(N_("Setting up, step by step"))),
        para(
            nmessage(
                "Put a knight on the starting space (star) of the %(count)d war track, each side's rook on "
                "the starting space of its support track, and the king on round 1. The queen waits beside "
                "the trump spaces.",
                "Put a knight on the starting space (star) of each of the %(count)d war tracks, each side's "
                "rook on the starting space of its support track, and the king on round 1. The queen waits "
                "beside the trump spaces.",
                len(tables.tracks),
            ),
            bullet="1.",
        ),
    ]
    step = 2
    for side in range(len(SIDES)):
        names = [leader.name for leader in tables.leaders if leader.side == side and leader.start]
        line = Message(
            N_("%(side)s – leaders in play from the start: %(names)s."),
            side=tables.side_names[side],
            names=all_of(names),
        )
        blocks.append(para(line, bullet=f"{step}."))
        step += 1
    # When a waiting leader joins is said once, in the Leaders list.
    for leader in (leader for leader in tables.leaders if not leader.start):
        blocks.append(para(Message(N_("%(name)s waits beside the board."), name=leader.name), bullet=f"{step}."))
        step += 1
    blocks.append(
        para(
            Message(
                N_(
                    "Every asset marker waits beside the board, or in the box the board names, until its side "
                    "gains it (see Assets)."
                )
            ),
            bullet=f"{step}.",
        )
    )
    blocks.append(
        para(
            Message(
                N_(
                    "Sort the deck by rank. Shuffle the action cards, the casualty cards and the event cards "
                    "apart and lay each pile face down on its space; lay the bonus cards face up on theirs. "
                    "The jokers go back in the box."
                )
            ),
            bullet=f"{step + 1}.",
        )
    )
    blocks.append(
        para(Message(N_("Choose sides; the first round begins with its preparation.")), bullet=f"{step + 2}.")
    )
    return blocks


def _round_blocks(ctx: KitContext) -> list[Block]:
    """How to win, the preparation phase and the action phase with its three actions."""
    tables = ctx.tables
    blocks = [heading(Message(N_("How to win")))]
    blocks += [para(rule) for rule in win_rules(tables)]
    blocks.append(heading(Message(N_("A round: preparation"))))
    steps = preparation_steps(tables, ctx.say)
    blocks += [
        para(step, bullet=f"{n}.", rule=key)
        for n, (key, step) in enumerate(zip(PREPARATION_RULES, steps, strict=True), 1)
    ]
    blocks.append(heading(Message(N_("A round: actions"))))
    blocks.append(para(action_phase(tables), rule="actions"))
    blocks.append(para(attack_text(tables), bullet="•", rule="attack"))
    blocks += [
        para(support_text(tables, side, named=True), bullet="•", rule=None if side else "support")
        for side in range(len(SIDES))
    ]
    blocks.append(para(Message(ASSET_ACTION), bullet="•", rule="assets"))
    return blocks


def _items_blocks(ctx: KitContext) -> list[Block]:
    """Every leader, asset, bonus card and event, and the optional rule."""
    tables, rules = ctx.tables, ctx.tables.rules
    blocks = [heading(Message(N_("Leaders"))), para(Message(LEADER_NOTE), role="italic")]
    # The set-up has named the leaders in play from the start: only those who join later say when.
    blocks += [para(leader_line(tables, leader.index, starters_named=True), bullet="•") for leader in tables.leaders]
    blocks.append(heading(Message(N_("Assets"))))
    # The events below say which asset each gives: only the assets won on a space say how they are gained.
    blocks += [para(asset_line(tables, asset.index, events_listed=True), bullet="•") for asset in tables.assets]
    blocks.append(heading(Message(N_("Bonus cards"))))
    for name, spec in rules.cards.bonus.items():
        card = parse_card(name)
        line = Message(
            N_("%(card)s, %(title)s: %(text)s"),
            card=tables.card_labels[card],
            title=text(spec.title),
            text=ctx.sentences(bonus_card_text(tables, card)),
        )
        blocks.append(para(line, bullet="•"))
    blocks.append(heading(Message(N_("Events"))))
    for name, event in rules.events.items():
        line = Message(
            N_("%(card)s, %(title)s (%(side)s, %(year)d): %(text)s"),
            card=tables.card_labels[parse_card(name)],
            title=text(event.title),
            side=tables.side_names[SIDES.index(event.side)],
            year=event.year,
            text=text(event.text),
        )
        blocks.append(para(line, bullet="•"))
    if rules.options:
        blocks.append(heading(Message(N_("Optional rules")), rule="options"))
        for option in rules.options.values():
            blocks.append(para(Message(N_("%(name)s: %(text)s"), name=text(option.name), text=text(option.text))))
    return blocks


def _example_blocks(ctx: KitContext) -> list[Block]:
    """A worked attack, with every number taken from the data: a leader's bonus, an asset, a casualty test."""
    tables, rules = ctx.tables, ctx.tables.rules
    pair = _example_pair(tables)
    if pair is None:  # data with no leader bonus on a track or no defending asset: no example to work
        return []
    leader, asset = pair
    effects = rules.leaders[leader.id].ability.effects
    track_id = next(track for e in effects if e.tracks for track in e.tracks)
    track = tables.tracks[tables.track_index[track_id]]
    bonus = sum(e.amount for e in effects if e.kind == "card_value" and (not e.tracks or track_id in e.tracks))
    attacker, defender = leader.side, 1 - leader.side
    amount = sum(e.amount for e in rules.assets[asset.id].effects)
    lead = parse_card(f"7{track.suit}")
    total = 7 + bonus
    reply = total - amount + 1  # the lowest reply that, with the asset, beats the attack
    if not 2 <= reply <= 10:
        return []
    reply_card = parse_card(f"{reply}{track.suit}")
    trump = next(suit for suit in rules.trump_suits if suit != track.suit)
    # The highest and the lowest casualty card: their total equals some ratings, which is not enough.
    ranks = rules.cards.roles.casualty.ranks
    drawn = [parse_card(f"{rank}{suit}") for rank, suit in zip((ranks[-1], ranks[0]), "SH", strict=True)]
    drawn = drawn[: rules.play.casualty_draw]
    drawn_total = sum(tables.value[card] for card in drawn)
    removed = drawn_total > leader.rating
    outcome = (
        Message(N_("That is higher than his rating of %(rating)d, so he is removed."), rating=leader.rating)
        if removed
        else Message(N_("That is not higher than his rating of %(rating)d, so he stays."), rating=leader.rating)
    )
    return [
        heading(Message(N_("A worked example"))),
        para(
            Message(
                N_(
                    "Trump is %(trump)s. %(attacker)s attack the %(track)s track, where %(leader)s stands for them "
                    "and %(defender)s has no leader."
                ),
                trump=Message(SUIT_NAMES[trump]),
                attacker=tables.side_names[attacker],
                track=track.name,
                leader=leader.name,
                defender=tables.side_names[defender],
            )
        ),
        para(
            Message(
                N_("They lead the %(card)s; %(leader)s adds %(bonus)d on this track, so it counts %(total)d."),
                card=tables.card_labels[lead],
                leader=leader.name,
                bonus=bonus,
                total=total,
            )
        ),
        para(
            Message(
                N_(
                    "%(defender)s follows suit with the %(card)s and commits %(asset)s, which adds %(amount)d: "
                    "%(reply)d beats %(total)d, so %(defender)s wins the trick and the front does not move."
                ),
                defender=tables.side_names[defender],
                card=tables.card_labels[reply_card],
                asset=asset.name,
                amount=amount,
                reply=reply + amount,
                total=total,
            )
        ),
        para(
            Message(
                N_(
                    "The attack failed with %(leader)s on the track, so the attacking side (%(attacker)s) draws "
                    "casualty cards: %(cards)s, a total of %(sum)d. %(outcome)s"
                ),
                leader=leader.name,
                attacker=tables.side_names[attacker],
                cards=all_of([tables.card_labels[card] for card in drawn]),
                sum=drawn_total,
                outcome=outcome,
            )
        ),
    ]


def _example_pair(tables):
    """The first starting leader with a bonus on one track and a defending asset that adds to a card, or None."""
    rules = tables.rules
    for leader in tables.leaders:
        effects = rules.leaders[leader.id].ability.effects
        if not leader.start or not any(e.kind == "card_value" and e.tracks for e in effects):
            continue
        for asset in tables.assets:
            spec = rules.assets[asset.id]
            if (
                asset.side != leader.side
                and "reaction" in spec.playable
                and all(e.kind == "card_value" and not e.tracks for e in spec.effects)
            ):
                return leader, asset
    return None


def describe(ctx: KitContext, item: SourcedItem) -> tuple[Message, Message]:
    """Name a sourced item of the data, and the group the sources page lists it under."""
    tables, rules = ctx.tables, ctx.tables.rules
    path = item.path
    if path[:2] == ("cards", "bonus"):
        return Message(N_("Bonus cards")), text(rules.cards.bonus[path[2]].title)
    if path[0] == "tracks":
        return Message(N_("Places on the war tracks")), text(rules.tracks[path[1]].spaces[path[3]].name)
    if path[0] == "support":
        side = SIDES.index(path[1])
        value = rules.support[path[1]].spaces[path[3]].value
        return Message(N_("Support spaces")), Message(
            N_("%(side)s %(value)d"), side=tables.side_names[side], value=value
        )
    if path[0] == "leaders":
        return Message(N_("Leaders")), text(rules.leaders[path[1]].name)
    if path[0] == "assets":
        return Message(N_("Assets")), text(rules.assets[path[1]].name)
    if path[0] == "events":
        return Message(N_("Events")), text(rules.events[path[1]].title)
    raise ValueError(f"no printed name for the sourced item at {'.'.join(map(str, path))}")
