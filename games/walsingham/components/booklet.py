"""Walsingham's rules booklet: its sections as blocks, every sentence ours and every number from the data.

The generic parts (cover, components, rulings, sources page, pagination and imposition) are the
generator's; this module gives what each piece is for, the players and table options, the set-up (the
table drawn from the kit's own pieces), the turn, the rewards' instructions, the end of the game, and
how each reconstructed item is named on the sources page. The worked examples are booklet_examples.py.
"""

from __future__ import annotations

from engine.i18n import N_, Message, all_of, nmessage, one_of
from games.walsingham.components.aid import endgame_lines, payment_lines, turn_lines
from games.walsingham.components.booklet_examples import example_blocks, worth
from games.walsingham.components.cards import reward_mark
from games.walsingham.components.icons import intrigue_icon, vp_icon
from games.walsingham.components.tablesetup import draw_setup, starting_notes
from games.walsingham.data import SPY, TRIPLE_AGENT, pounds, text
from games.walsingham.endgame import ITEM_TEXT
from games.walsingham.schema import DECKS
from generator.booklet import Block, figure, heading, page_break, para
from generator.context import KitContext
from generator.cover import Emblem
from generator.kit import Booklet, Count
from generator.rulesbooklet import make_game_booklet
from generator.sketch import Sketch
from generator.sources import SourcedItem

ACCENT = "#1b2a49"  # the Loyalty cards' back


def make_rules_booklet(ctx: KitContext, counts: tuple[Count, ...]) -> Booklet:
    """Lay out the whole booklet in the kit's language."""
    sections = [
        *_pieces_blocks(ctx),
        *_players_blocks(ctx),
        *_goal_blocks(ctx),
        *_setup_blocks(ctx),
        *_turn_blocks(ctx),
        *_instruction_blocks(ctx),
        *_end_blocks(ctx),
        *_card_list_blocks(ctx),
        *example_blocks(ctx),
    ]
    return make_game_booklet(
        ctx,
        counts,
        sections,
        describe,
        text,
        accent=ACCENT,
        spare_pages=_summary_pages(ctx),
        emblems=cover_emblems(ctx),
    )


def cover_emblems(ctx: KitContext) -> list[Emblem]:
    """Return the cover's shields: the merchants' houses in the players' colours, and the Crown's two Loyal colours."""
    rules = ctx.tables.rules
    houses = [Emblem(seat.ink) for seat in rules.seats.values()]
    return [*houses, *(Emblem(colour.ink) for colour in rules.loyalty.colours.values())]


def _summary_pages(ctx: KitContext) -> list[list[Block]]:
    """A turn, then the end of the game, at a glance (the aid's lines): back pages, where the sheets have room."""
    rules = ctx.tables.rules
    turn = [
        heading(Message(N_("A turn at a glance"))),
        *(para(line, bullet=f"{number}.") for number, line in enumerate(turn_lines(rules), 1)),
        heading(Message(N_("Paying for bids"))),
        *(para(line, bullet="•") for line in payment_lines(rules)),
    ]
    end = [
        heading(Message(N_("The end of the game at a glance"))),
        *(para(line, bullet=f"{number}.") for number, line in enumerate(endgame_lines(rules), 1)),
    ]
    return [turn, end]


def _pieces_blocks(ctx: KitContext) -> list[Block]:
    """What each kind of piece is for, with the counts and values of the data."""
    tables = ctx.tables
    rules = tables.rules
    colours = [text(spec.name) for spec in rules.loyalty.colours.values()]
    secrets = [
        Message(N_("%(name)s, %(value)s (%(count)d)"), name=text(kind.name), value=worth(kind.vp, kind.intrigue),
                count=kind.count)
        for kind in rules.secrets
    ]  # fmt: skip
    sizes = {n: len(tables.decks_for(n)[DECKS[0]]) for n in range(rules.players.min, rules.players.max + 1)}
    deck_sizes = all_of([Message(N_("%(count)d with %(players)d"), count=c, players=n) for n, c in sizes.items()])
    marks = sorted({card.players for card in rules.rewards if card.players > rules.players.min})
    mark_lines = [
        Message(N_("a card marked %(mark)s is used with %(players)d players or more"),
                mark=reward_mark(rules, n), players=n)
        if n < rules.players.max
        else Message(N_("a card marked %(mark)s only with %(players)d"), mark=reward_mark(rules, n), players=n)
        for n in marks
    ]  # fmt: skip
    tile_colours = one_of([text(spec.tile) for spec in rules.loyalty.colours.values()])
    notes = all_of([pounds(d.value) for d in rules.money.denominations])
    lines = [
        Message(
            N_(
                "Loyalty cards: %(count)d Loyal cards of each colour (%(colours)s), the %(spy)s and the "
                "%(triple)s. Each player holds %(held)d face down; whoever holds the %(spy)s is the Spy, unless "
                "they also hold the %(triple)s."
            ),
            count=rules.players.max,
            colours=all_of(colours),
            spy=tables.loyalty_names[SPY],
            triple=tables.loyalty_names[TRIPLE_AGENT],
            held=rules.loyalty.per_player,
        ),
        Message(N_("Secret cards: kept hidden and counted only at the end: %(kinds)s."), kinds=all_of(secrets)),
        Message(
            N_(
                "Reward cards: decks %(decks)s, each with its own back, used in that order; %(marks)s. Each deck "
                "holds %(sizes)s players."
            ),
            decks=all_of(list(DECKS)),
            marks=all_of(mark_lines),
            sizes=deck_sizes,
        ),
        Message(
            N_(
                "Reward tiles: %(count)d, each a %(colours)s worth VP or Intrigue. They share one back, so the "
                "face-down stack hides their colours."
            ),
            count=len(tables.tile_ids),
            colours=tile_colours,
        ),
        Message(
            N_(
                "Player markers: two in each player's colour, one to mark your bid on the bid tracker and one to "
                "accuse at the end."
            )
        ),
        Message(N_("Money: notes of %(notes)s. The app can be the bank instead."), notes=notes),
        Message(N_("The bid tracker ranks the turn's bids, highest first; each place says what its bidder pays.")),
        Message(N_("The player aids sum up a turn, the payments and the scoring.")),
    ]
    blocks = [heading(Message(N_("What the pieces are for")))]
    blocks += [para(line, bullet="•") for line in lines]
    blocks.append(figure(_icons(ctx), height=16))
    blocks.append(
        para(Message(N_("The coin counts VP (victory points), the diamond seal counts Intrigue.")), role="italic")
    )
    return blocks


def _icons(ctx: KitContext):
    """The two icons side by side, as the cards and tiles print them."""
    sketch = Sketch("icons", 60, 14)
    vp_icon(sketch, ctx.theme, 20, 7, 11, 2)
    intrigue_icon(sketch, ctx.theme, 40, 7, 11, 2)
    return sketch.finish()


def _players_blocks(ctx: KitContext) -> list[Block]:
    """How many play, and the table options from the data (six players with reconstructed cards)."""
    rules = ctx.tables.rules
    players = rules.players
    sixth = [card for card in rules.rewards if card.players == players.max]
    blocks = [
        heading(Message(N_("Players and table options"))),
        para(
            Message(
                N_("The game is for %(low)d to %(high)d players; a table is set for %(default)d unless an option "
                   "below says otherwise."),
                low=players.min, high=players.max, default=players.default,
            )
        ),
    ]  # fmt: skip
    blocks += [
        para(Message(N_("%(name)s: %(text)s"), name=text(option.name), text=text(option.text)), bullet="•")
        for option in rules.options.values()
    ]
    if sixth:
        blocks.append(
            para(
                nmessage(
                    "The %(count)d Reward card marked %(mark)s carries the reconstructed mark and is named on the "
                    "last page.",
                    "The %(count)d Reward cards marked %(mark)s carry the reconstructed mark and are named on the "
                    "last page.",
                    len(sixth),
                    mark=reward_mark(rules, players.max),
                ),
                role="italic",
            )
        )
    return blocks


# The rule keys of the bidding rules, in their order (the refusals of a bid name them).
BID_RULES = ("bid", "first-bid", "second-bid", "bid-money", "tracker")


def _setup_blocks(ctx: KitContext) -> list[Block]:
    """The table drawn from the kit's pieces, then the set-up step by step."""
    tables = ctx.tables
    rules = tables.rules
    players = rules.players.default
    notes = starting_notes([d.value for d in rules.money.denominations], rules.money.start)
    colours = all_of([text(spec.name) for spec in rules.loyalty.colours.values()])
    steps = [
        Message(
            N_("Each player chooses a colour and takes its two markers and £%(money)d from the supply (%(notes)s)."),
            money=rules.money.start,
            notes=all_of([pounds(value) for value in notes]),
        ),
        Message(
            N_("Set the %(triple)s aside face up: a Reward card lets a player take it during the game."),
            triple=tables.loyalty_names[TRIPLE_AGENT],
        ),
        Message(
            N_(
                "Make the Loyalty deck: one card of each colour (%(colours)s) for each player. Return one of them "
                "to the box unseen, add the %(spy)s and shuffle. Deal %(count)d cards face down to each player."
            ),
            colours=colours,
            spy=tables.loyalty_names[SPY],
            count=rules.loyalty.per_player,
        ),
        Message(N_("Look at your own Loyalty cards and show them to nobody, unless a card lets someone see one.")),
        Message(
            N_(
                "Leave out the Reward cards that this number of players does not use (see the marks above). Sort "
                "the rest by their backs into decks %(decks)s and shuffle each deck apart, face down."
            ),
            decks=all_of(list(DECKS)),
        ),
        Message(N_("Shuffle the Secret cards into a face-down deck, and the reward tiles into a face-down stack.")),
        Message(N_("Choose at random who bids first; the app can draw.")),
    ]
    return [
        page_break(),
        heading(Message(N_("Set-up"))),
        figure(draw_setup(ctx, players), height=140),
        para(
            Message(
                N_(
                    "The table set for %(count)d players: the Reward decks and the Secret deck, the bid tracker, "
                    "the %(triple)s set aside, the tiles, the supply, and each player's markers, money and two "
                    "Loyalty cards."
                ),
                count=players,
                triple=tables.loyalty_names[TRIPLE_AGENT],
            ),
            role="italic",
        ),
        heading(Message(N_("Setting up, step by step"))),
        # The Loyalty deal (step 3) is the statement the Loyalty cards' refusals name.
        *(para(step, bullet=f"{n}.", rule="loyalty" if n == 3 else None) for n, step in enumerate(steps, 1)),
    ]


def _goal_blocks(ctx: KitContext) -> list[Block]:
    """Who each player is, and how the Spy and the loyal players win."""
    tables = ctx.tables
    lines = [
        Message(
            N_("If one of your Loyalty cards is the %(spy)s, you are the Spy and serve Spain; otherwise you are loyal "
               "to the Queen."),
            spy=tables.loyalty_names[SPY],
        ),
        Message(
            N_(
                "The loyal players try to end with the most VP. The Spy wins by ending with the most Intrigue "
                "despite the accusations; the Spy may also win on VP, but earns neither an accuser's reward nor "
                "the loyalty mission."
            )
        ),
        Message(
            N_(
                "Intrigue helps the loyal players too: when the Spy is stopped, the loyal player with the most "
                "Intrigue turns part of it into VP."
            )
        ),
    ]  # fmt: skip
    return [heading(Message(N_("Who you are, and how to win"))), *(para(line) for line in lines)]


def _turn_blocks(ctx: KitContext) -> list[Block]:
    """The turn at a glance (the aid's steps), then bidding, paying and claiming in full."""
    tables = ctx.tables
    rules = tables.rules
    blocks = [
        heading(Message(N_("A turn"))),
        para(
            Message(
                N_("The game lasts %(turns)d turns, %(per)d with each Reward deck in the order %(decks)s."),
                turns=rules.turns,
                per=tables.turns_per_deck,
                decks=all_of(list(DECKS)),
            ),
            rule="turn",
        ),
        *(para(line, bullet=f"{number}.") for number, line in enumerate(turn_lines(rules), 1)),
        heading(Message(N_("Bidding"))),
    ]
    bidding = [  # named by BID_RULES, in order
        Message(N_("You bid by saying the amount and putting your marker on that much money.")),
        Message(N_("Your first bid may be any amount nobody has bid this turn; anyone may bid £0, even again.")),
        Message(N_("Your second bid keeps the first, or is more than every other player's bid; it never lowers it.")),
        Message(N_("You may never bid more money than you have.")),
        Message(
            N_(
                "When everyone has bid twice, the markers go on the bid tracker from the highest bid down; among "
                "bids of £0, whoever bid first ranks higher."
            )
        ),
    ]
    blocks += [para(line, bullet="•", rule=key) for line, key in zip(bidding, BID_RULES, strict=True)]
    blocks.append(heading(Message(N_("Paying for bids"))))
    blocks += [para(line, bullet="•") for line in payment_lines(rules)]
    blocks.append(heading(Message(N_("Claiming rewards"))))
    claiming = [
        Message(
            N_(
                "In tracker order, every player but the lowest bidder claims one of the turn's Reward cards, with "
                "the tile on it if there is one. Tiles stay face up in front of you."
            )
        ),
        Message(
            N_(
                "Carry out the card's instruction at once. Then keep the card face up in front of you if it shows "
                "VP or Intrigue; otherwise discard it."
            )
        ),
        Message(
            N_("After the claims, when deck %(first)s and later deck %(second)s have run out, every player receives "
               "£%(stipend)d from the supply, once for each of those decks."),
            first=rules.money.stipend_decks[0], second=rules.money.stipend_decks[-1], stipend=rules.money.stipend,
        ),
    ]  # fmt: skip
    blocks += [para(line, bullet="•", rule="claim" if index == 0 else None) for index, line in enumerate(claiming)]
    return blocks


def _instruction_blocks(ctx: KitContext) -> list[Block]:
    """Every instruction a Reward card can carry, the half cards and what is public."""
    rules = ctx.tables.rules
    halves = {effect for half in rules.halves.values() for effect in (half.first, half.second)}
    blocks = [heading(Message(N_("The Reward cards' instructions")))]
    for effect, spec in rules.effects.items():
        if effect not in halves:
            line = Message(N_("%(name)s: %(text)s"), name=text(spec.name), text=text(spec.text))
            blocks.append(para(line, bullet="•", rule=f"effect-{effect}"))
    effects = [card.effect for card in rules.rewards]
    for half in rules.halves.values():
        line = Message(
            N_(
                "%(first)s and %(second)s: each half counts its own icons; a first half with a second half make "
                "a whole worth %(prize)s more, once for each whole. Halves in the kit: %(firsts)d first, "
                "%(seconds)d second."
            ),
            first=text(rules.effects[half.first].name),
            second=text(rules.effects[half.second].name),
            prize=worth(half.vp, half.intrigue),
            firsts=effects.count(half.first),
            seconds=effects.count(half.second),
        )
        blocks.append(para(line, bullet="•"))
    blocks += [
        heading(Message(N_("What is public"))),
        para(
            Message(
                N_(
                    "Everyone's money, Reward cards, tiles and number of Secret cards are public. Loyalty cards and "
                    "the faces of the Secret cards stay hidden until the end."
                )
            )
        ),
        para(
            Message(
                N_(
                    "You may tell others what a Peek or a Snoop showed you, truly or not. Deals, promises and "
                    "threats are allowed, and none of them binds anyone."
                )
            )
        ),
    ]
    return blocks


def _end_blocks(ctx: KitContext) -> list[Block]:
    """The endgame's accusations, reveal and scoring (the aid's steps), and how to accuse."""
    rules = ctx.tables.rules
    return [
        heading(Message(N_("The end of the game"))),
        para(Message(N_("After the last claim of turn %(turns)d:"), turns=rules.turns)),
        *(para(line, bullet=f"{number}.") for number, line in enumerate(endgame_lines(rules), 1)),
        para(
            Message(
                N_(
                    "To accuse, put your second marker in front of the player you accuse; keep it to say there is "
                    "no spy. A loyal player loses nothing by being accused wrongly."
                )
            ),
            rule="accuse",
        ),
    ]


def _card_list_blocks(ctx: KitContext) -> list[Block]:
    """Every Reward card, deck by deck: its name, its mark, what it is worth and its instruction."""
    tables = ctx.tables
    rules = tables.rules
    blocks = [heading(Message(N_("Every Reward card")))]
    for deck in DECKS:
        blocks.append(para(Message(N_("Deck %(deck)s"), deck=deck), role="semibold"))
        for card in rules.rewards:
            if card.deck != deck:
                continue
            parts = [worth(card.vp, card.intrigue)] if card.vp or card.intrigue else []
            if card.effect != "none" and rules.effects[card.effect].name != card.name:  # a half names itself
                parts.append(tables.effect_names[card.effect])
            what = all_of(parts)
            if card.players > rules.players.min:
                line = Message(N_("%(name)s (%(mark)s): %(what)s"), name=text(card.name),
                               mark=reward_mark(rules, card.players), what=what)  # fmt: skip
            else:
                line = Message(N_("%(name)s: %(what)s"), name=text(card.name), what=what)
            blocks.append(para(line, bullet="•"))
    return blocks


def describe(ctx: KitContext, item: SourcedItem) -> tuple[Message, Message]:
    """Name a sourced item of the data, and the group the sources page lists it under."""
    tables, rules = ctx.tables, ctx.tables.rules
    path = item.path
    if path[:2] == ("money", "currency"):
        return Message(N_("Money notes")), text(rules.money.currency.name)
    if path[:2] == ("money", "denominations"):
        return Message(N_("Money notes")), pounds(rules.money.denominations[path[2]].value)
    if path == ("mission",):
        return Message(N_("Rules")), Message(ITEM_TEXT["mission"])
    if path[0] == "secrets":
        return Message(N_("Secret cards")), text(rules.secrets[path[1]].name)
    if path[0] == "halves":
        half = rules.halves[path[1]]
        return Message(N_("Prizes for a whole document")), Message(
            N_("%(first)s with %(second)s"),
            first=tables.effect_names[half.first],
            second=tables.effect_names[half.second],
        )
    if path[0] == "rewards":
        card = rules.rewards[path[1]]
        return Message(N_("Reward cards, deck %(deck)s"), deck=card.deck), text(card.name)
    if path[0] == "tiles":
        kind = rules.tiles[path[1]].id
        first = next(index for index, name in enumerate(tables.tile_ids) if name.rsplit("-", 1)[0] == kind)
        return Message(N_("Reward tiles")), tables.tile_labels[first]
    raise ValueError(f"no printed name for the sourced item at {'.'.join(map(str, path))}")
