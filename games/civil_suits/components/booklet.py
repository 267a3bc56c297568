"""Civil Suits' rules booklet: its sections as blocks, every sentence ours and every number from the data.

The generic parts (cover, components, rulings, sources page, pagination and imposition) are the
generator's; this module gives the deck, a layout of the table, the round, the powers and the
Champions' values, the scoring, a worked example and how each reconstructed item is named.
"""

from __future__ import annotations

import math

from engine.cards import JOKERS, RANK_NAMES, SUIT_NAMES, SUITS, make_card, parse_card
from engine.i18n import N_, Message, all_of, nmessage
from games.civil_suits.components.wording import (
    ATTACK,
    POWER_RULES,
    TRICKS,
    dealer_name,
    passing_text,
    power_lines,
    scoring_lines,
)
from games.civil_suits.data import SEATS, text
from games.civil_suits.schema import POWERS
from games.civil_suits.scoring import score_round
from generator.booklet import Block, figure, heading, page_break, para
from generator.context import KitContext
from generator.cover import Emblem
from generator.geometry import Drawing, Path, Style, polygon
from generator.glyphs import suit_pip
from generator.kit import Booklet, Count
from generator.rulesbooklet import make_game_booklet
from generator.sketch import Sketch
from generator.sources import SourcedItem

TABLE_SIZE = 110.0
# Where each seat sits round the table layout, clockwise from the top: centre of its box.
SEAT_PLACES = {"north": (55.0, 12.0), "east": (96.0, 55.0), "south": (55.0, 98.0), "west": (14.0, 55.0)}


def make_rules_booklet(ctx: KitContext, counts: tuple[Count, ...]) -> Booklet:
    """Lay out the whole booklet in the kit's language."""
    sections = [
        *_deck_blocks(ctx),
        *_setup_blocks(ctx),
        *_round_blocks(ctx),
        *_champion_blocks(ctx),
        *_scoring_blocks(ctx),
        *_example_blocks(ctx),
    ]
    return make_game_booklet(
        ctx,
        counts,
        sections,
        describe,
        text,
        accent="#2e2a3a",
        spare_pages=[_reference(ctx)],
        emblems=cover_emblems(ctx),
    )


def cover_emblems(ctx: KitContext) -> list[Emblem]:
    """Return the cover's shields: one argent shield for each suit of the Civil Four deck, its pip in its ink."""
    colours = ctx.tables.rules.deck.colours.values()
    return [Emblem("#ffffff", (suit,), colour.ink) for colour in colours for suit in colour.suits]


def _reference(ctx: KitContext) -> list[Block]:
    """The reference card's text for the back page, where the sheet has room: tricks, attacks, powers, scoring."""
    tables = ctx.tables
    return [
        heading(Message(N_("%(title)s: reference"), title=text(tables.rules.title))),
        para(Message(TRICKS)),
        heading(Message(N_("Attacking the trick"))),
        para(Message(ATTACK)),
        *(para(line, bullet=f"{number}.") for number, line in enumerate(power_lines(tables), 1)),
        heading(Message(N_("Demerits at the end of a round"))),
        *(para(line, bullet="•") for line in scoring_lines(tables)),
    ]


def _deck_blocks(ctx: KitContext) -> list[Block]:
    """The deck: its colours and suits, the Champions and the Minions."""
    rules = ctx.tables.rules
    blocks = [para(Message(N_("The deck:")), role="semibold")]
    for colour in rules.deck.colours.values():
        line = Message(
            N_("%(colour)s suits: %(suits)s, 13 cards each."),
            colour=text(colour.name),
            suits=all_of([Message(SUIT_NAMES[suit]) for suit in colour.suits]),
        )
        blocks.append(para(line, bullet="•"))
    champions = all_of([Message(RANK_NAMES[rank]) for rank in rules.champions.ranks if rank in RANK_NAMES])
    blocks.append(para(Message(N_("The Champions: every %(ranks)s."), ranks=champions), bullet="•"))
    minions = rules.deck.minions
    line = nmessage(
        "%(count)d %(name)s: %(text)s", "%(count)d %(name)s: %(text)s", minions.count, name=text(minions.name),
        text=text(minions.text),
    )  # fmt: skip
    blocks.append(para(line, bullet="•"))
    return blocks


def table_layout(ctx: KitContext) -> Drawing:
    """Draw the table at the first deal: the seats, the dealer, each hand's size and the first round's pass."""
    tables, theme = ctx.tables, ctx.theme
    dealer = tables.first_dealer
    sizes = tables.dealt_sizes(dealer)
    plan = {giver: (receiver, count) for giver, receiver, count in tables.pass_plan(1, dealer)}
    sketch = Sketch("table-layout", TABLE_SIZE, TABLE_SIZE)
    sketch.rect(*TABLE_BOX, Style(fill=None if theme.ink_saver else theme.tint(theme.muted), stroke=theme.muted))
    for index, suit in enumerate(SUITS):
        sketch.add(*suit_pip(suit, 40 + index * 10, 55, 6, theme.suit_colours[suit]))
    for seat, name in enumerate(SEATS):
        cx, cy = SEAT_PLACES[name]
        receiver, _ = plan.get(seat, (None, 0))
        if receiver is not None:
            sketch.add(*pass_arrow(name, SEATS[receiver], theme.muted))
        box = (cx - 13, cy - 9, 26, 18)
        style = Style(stroke=theme.ink, width=0.8 if seat == dealer else 0.3)
        sketch.rect(*box, style, radius=2)
        sketch.text(ctx.say(tables.seat_names[seat]), (box[0], box[1] + 1, 26, 7), "bold", 10, align="center")
        held = nmessage("%(count)d card", "%(count)d cards", sizes[seat])
        if seat == dealer:
            held = Message(N_("%(cards)s, deals"), cards=held)
        sketch.text(ctx.say(held), (box[0] + 1, box[1] + 9, 24, 8), "regular", 7, min_size=5.5, align="center")
    return sketch.finish()


SEAT_BOX = (13.0, 9.0)  # half the width and height of a seat's box
TABLE_BOX = (30.0, 30.0, 50.0, 50.0)  # the table's square between the seats
ARROW_HEAD = 2.6  # mm from the head's tip to its base


def pass_arrow(giver: str, receiver: str, colour: str) -> tuple[Path, Path]:
    """A pass from one seat to the next as a dotted curve round the table's corner, ending in an arrowhead.

    The curve leaves the giver's box on the side facing the receiver and bends round the outside of the table
    (its corner point lies on the two seats' lines), so that it never crosses the table's square.
    """
    (gx, gy), (rx, ry) = SEAT_PLACES[giver], SEAT_PLACES[receiver]
    half_w, half_h = SEAT_BOX
    # The corner the curve bends round: on the north-south seat's row and the east-west seat's column.
    corner = (rx, gy) if giver in ("north", "south") else (gx, ry)
    if corner == (gx, gy):  # a pass across the table goes straight over it, from box to box
        corner = ((gx + rx) / 2, (gy + ry) / 2)
    start = _edge(gx, gy, corner, half_w, half_h, giver in ("north", "south") and corner[0] != gx)
    end = _edge(rx, ry, corner, half_w, half_h, receiver in ("north", "south") and corner[0] != rx)
    bend = 0.6
    c1 = (start[0] + (corner[0] - start[0]) * bend, start[1] + (corner[1] - start[1]) * bend)
    c2 = (end[0] + (corner[0] - end[0]) * bend, end[1] + (corner[1] - end[1]) * bend)
    dx, dy = end[0] - c2[0], end[1] - c2[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * ARROW_HEAD, end[1] - uy * ARROW_HEAD)
    line = Style(stroke=colour, width=0.4, dash=(1.5, 1.0))
    curve = Path((("M", *start), ("C", *c1, *c2, *base)), line)
    wing = ARROW_HEAD * 0.45
    head = polygon(
        [end, (base[0] - uy * wing, base[1] + ux * wing), (base[0] + uy * wing, base[1] - ux * wing)],
        Style(fill=colour),
    )
    return curve, head


def _edge(cx: float, cy: float, towards: tuple[float, float], half_w: float, half_h: float, across: bool):
    """The point 1.5 mm off a seat's box on the side facing ``towards``: its left or right side for a seat at
    the table's top or bottom (``across``), its top or bottom for one at its side."""
    if across:
        side = 1 if towards[0] > cx else -1
        return (cx + side * (half_w + 1.5), cy)
    side = 1 if towards[1] > cy else -1
    return (cx, cy + side * (half_h + 1.5))


def _setup_blocks(ctx: KitContext) -> list[Block]:
    """The table, the deal and the secret civil suit."""
    tables = ctx.tables
    dealer = tables.first_dealer
    sizes = tables.dealt_sizes(dealer)
    most = max(sizes)
    return [
        page_break(),
        heading(Message(N_("Set-up"))),
        figure(table_layout(ctx), height=90),
        para(
            Message(
                N_(
                    "The table at the first deal; the dotted arrows show the first round's pass. The thick "
                    "box is the dealer."
                )
            ),
            role="italic",
        ),
        para(
            Message(
                N_("Choose a dealer any way you like; the dealer sits at %(seat)s."), seat=tables.seat_names[dealer]
            ),
            bullet="1.",
        ),
        para(
            Message(
                N_(
                    "The dealer deals every card, Minions included, one at a time, starting on the left: "
                    "%(more)s get %(most)d cards, the others %(fewer)d."
                ),
                more=all_of([tables.seat_names[seat] for seat in range(4) if sizes[seat] == most]),
                most=most,
                fewer=min(sizes),
            ),
            bullet="2.",
            rule="deal",
        ),
        para(
            Message(
                N_(
                    "Each player looks at their hand and chooses a civil suit in secret, writing it down or "
                    "entering it on their phone. Cards of your civil suit cost you demerits."
                )
            ),
            bullet="3.",
            rule="civil-suit",
        ),
    ]


def _round_blocks(ctx: KitContext) -> list[Block]:
    """Passing, the first trick and how tricks are won."""
    tables = ctx.tables
    rules = tables.rules
    blocks = [heading(Message(N_("A round")))]
    for number in range(1, rules.rounds + 1):
        line = Message(
            N_("Round %(round)d: %(dealer)s deals; %(pass)s."),
            round=number,
            dealer=dealer_name(tables, number),
            **{"pass": passing_text(tables, number)},
        )
        blocks.append(para(line, bullet="•"))
    receive = ", ".join(
        ctx.say(nmessage("a player dealt %(size)d receives %(count)d", "a player dealt %(size)d receives %(count)d",
                         count, size=size))
        for size, count in sorted(rules.passing.receive.items())
    )  # fmt: skip
    blocks.append(
        para(
            Message(N_("Passed cards are chosen in secret and handed over together: %(receive)s."), receive=receive),
            rule="passing",
        )
    )
    first = rules.first_trick
    if first.offer:
        blocks.append(
            para(
                Message(
                    N_(
                        "The first trick of the game: the dealer may lead or decline, then each player in turn; "
                        "if all decline, the player on the dealer's left leads."
                    )
                )
            )
        )
    if not first.minions:
        blocks.append(para(Message(N_("No Minion may be played in the first trick of the game."))))
    blocks += [
        heading(Message(N_("Tricks"))),
        para(Message(TRICKS), rule="tricks"),
        para(Message(N_("Whoever takes a trick leads the next. A player with no cards left is skipped."))),
    ]
    return blocks


def _champion_blocks(ctx: KitContext) -> list[Block]:
    """The attack on a trick, each power, and every Champion's values."""
    tables = ctx.tables
    champions = tables.rules.champions
    blocks = [heading(Message(N_("Attacking the trick"))), para(Message(ATTACK), rule="attack")]
    lines = power_lines(tables)
    blocks += [
        para(line, bullet=f"{n}.", rule=key) for n, (key, line) in enumerate(zip(POWER_RULES, lines, strict=True), 1)
    ]
    blocks.append(heading(Message(N_("The Champions' values"))))
    for name, values in champions.cards.items():
        shown = ", ".join(
            f"{ctx.say(text(champions.powers[power].short))} {getattr(values, power)}" for power in POWERS
        )
        blocks.append(
            para(
                Message(N_("%(card)s: %(values)s"), card=tables.card_labels[parse_card(name)], values=shown), bullet="•"
            )
        )
    return blocks


def _scoring_blocks(ctx: KitContext) -> list[Block]:
    """Demerits at the end of a round, and the end of the game."""
    tables = ctx.tables
    blocks = [heading(Message(N_("Demerits at the end of a round")), rule="scoring")]
    blocks += [para(line, bullet="•") for line in scoring_lines(tables)]
    blocks.append(
        para(
            Message(
                N_("After round %(rounds)d the player or players with the fewest demerits in all win."),
                rounds=tables.rules.rounds,
            )
        )
    )
    return blocks


def _example_blocks(ctx: KitContext) -> list[Block]:
    """A trick attacked by two Champions, and one player's demerits, computed by the game's own scoring."""
    tables = ctx.tables
    powers = tables.rules.champions.powers
    first, second = make_card("K", "H"), make_card("K", "S")
    blocks = [
        heading(Message(N_("A worked example"))),
        para(
            Message(
                N_(
                    "East plays the %(first)s and West the %(second)s, the highest cards of a trick with no "
                    "Minion, so the two Champions attack it. The powers are settled in this order:"
                ),
                first=tables.card_labels[first],
                second=tables.card_labels[second],
            )
        ),
    ]
    order = {"intel": 0, "might": 1, "magic": 2}
    for power in ("intel", "magic", "might"):
        a, b = tables.powers[first][order[power]], tables.powers[second][order[power]]
        if a == b:
            line = Message(
                N_("%(power)s: %(value)d against %(value)d, a tie, so nobody uses it."),
                power=text(powers[power].name),
                value=a,
            )
        else:
            winner = first if a > b else second
            line = Message(
                N_("%(power)s: %(high)d against %(low)d, so the player of the %(card)s uses it."),
                power=text(powers[power].name),
                high=max(a, b),
                low=min(a, b),
                card=tables.card_labels[winner],
            )
        blocks.append(para(line, bullet="•"))
    # One player's round: civil suit Hearts, five Hearts, the Queen of Spades and a Minion taken.
    taken = [make_card(rank, "H") for rank in ("2", "5", "8", "10", "K")] + [make_card("Q", "S"), JOKERS[0]]
    result = score_round(tables, ["H", "S", "D", "C"], [taken, [], [], []], [0, 0, 0, 0])
    blocks.append(
        para(
            nmessage(
                "At the end of a round North, whose civil suit was %(suit)s, took %(cards)s: %(count)d demerit.",
                "At the end of a round North, whose civil suit was %(suit)s, took %(cards)s: %(count)d demerits.",
                result.scores[0],
                suit=Message(SUIT_NAMES["H"]),
                cards=all_of([tables.card_labels[card] for card in taken]),
            )
        )
    )
    return blocks


def describe(ctx: KitContext, item: SourcedItem) -> tuple[Message, Message]:
    """Name a sourced item of the data, and the group the sources page lists it under."""
    if item.path[:2] == ("champions", "cards"):
        return Message(N_("The Champions' power values")), ctx.tables.card_labels[parse_card(item.path[2])]
    raise ValueError(f"no printed name for the sourced item at {'.'.join(map(str, item.path))}")
