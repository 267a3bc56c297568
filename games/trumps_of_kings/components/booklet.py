"""Trumps of Kings' rules booklet: its sections as blocks, every sentence ours and every number from the data.

The generic parts (cover, components, rulings, sources page, pagination and imposition) are the
generator's; this module gives what each component is for, the set-up with the printed map at booklet
scale, the rules (``bookletrules``), two worked examples played on the engine (``examples``) and how each
sourced item of the data is named on the sources page.
"""

from __future__ import annotations

from engine.i18n import N_, Message, all_of, nmessage
from games.trumps_of_kings.components.bookletrules import rules_blocks, turn_blocks
from games.trumps_of_kings.components.counters import ALLY_CLIENT, CLIENT_PROVINCE
from games.trumps_of_kings.components.examples import example_blocks
from games.trumps_of_kings.components.mapboard import reconstructed_places
from games.trumps_of_kings.components.maplayout import tiled_sheets
from games.trumps_of_kings.components.setupmap import setup_key, setup_map
from games.trumps_of_kings.data import SEATS, text
from generator.booklet import COLUMN_WIDTH, Block, figure, heading, para
from generator.context import KitContext
from generator.cover import Emblem
from generator.kit import Booklet, Count
from generator.marks import is_reconstructed
from generator.rulesbooklet import make_game_booklet
from generator.sources import SourcedItem


def make_rules_booklet(ctx: KitContext, counts: tuple[Count, ...]) -> Booklet:
    """Lay out the whole booklet in the kit's language."""
    steps, diagram = _setup_blocks(ctx)
    # The diagram follows the turn: in English the set-up's steps and the turn share the left page of a
    # spread, and the diagram takes the whole right page facing them, with no half page left empty.
    sections = [
        *_kit_blocks(ctx),
        *steps,
        *turn_blocks(ctx.tables),
        *diagram,
        *rules_blocks(ctx),
        *example_blocks(ctx),
    ]
    booklet = make_game_booklet(
        ctx,
        counts,
        sections,
        describe,
        text,
        accent="#3b2f23",
        sources_note=_sources_note(ctx.tables),
        emblems=cover_emblems(ctx),
    )
    provinces, seas = reconstructed_places(ctx.tables)
    whole = len(provinces) == len(ctx.tables.provinces) and len(seas) == len(ctx.tables.seas)
    if whole and blank_pages(len(booklet.pages)) > 1:
        # A long language would leave a sheet of blank pages: the sources page then names the map once
        # instead of each of its ninety places (the map itself shows every one of them).
        booklet = make_game_booklet(
            ctx,
            counts,
            sections,
            describe_whole_map,
            text,
            accent="#3b2f23",
            sources_note=_sources_note(ctx.tables),
            emblems=cover_emblems(ctx),
        )
    return booklet


def cover_emblems(ctx: KitContext) -> list[Emblem]:
    """Return the cover's shields: every kingdom in its colour, bearing the suit its ability plays any card as."""
    kingdoms = ctx.tables.rules.kingdoms.values()
    return [Emblem(kingdom.colour, tuple({s.as_: None for s in kingdom.ability.substitutes})) for kingdom in kingdoms]


def blank_pages(pages: int) -> int:
    """Return how many blank pages a booklet of this many pages is imposed with (saddle-stitched: fours)."""
    return -pages % 4


def _kit_blocks(ctx: KitContext) -> list[Block]:
    """What each kind of component is for."""
    rules = ctx.tables.rules
    return [
        para(Message(N_("What each part is for:")), role="semibold"),
        para(
            Message(
                N_(
                    "The cards: a standard deck without jokers. A card's suit says what it may be played for (the "
                    "band at its foot names it); any card may also march an army or go toward a Discovery. With "
                    "%(count)d or more kingdoms, print the deck twice and shuffle both together."
                ),
                count=rules.deck.two_decks_from,
            ),
            bullet="•",
        ),
        para(
            Message(
                N_(
                    "The map: every province with its economic value, lines to its neighbours and to the sea "
                    "zones on its coast. Royal Provinces are tinted in their kingdom's colour."
                )
            ),
            bullet="•",
        ),
        para(
            Message(
                N_(
                    "The map comes two ways: board-tiled.pdf at full size on %(sheets)d home sheets to cut and "
                    "glue, or board-a3.pdf (board-tabloid.pdf with Letter) scaled to one sheet of A3 (Tabloid), "
                    "for a printer that takes it. On the one sheet a place too crowded for its name shows a "
                    "letter, which the key names."
                ),
                sheets=tiled_sheets(),
            )
        ),
        para(
            Message(
                N_(
                    "The status markers, in each kingdom's colour: %(ally)d turn over from Ally to Client and "
                    "%(client)d from Client to Province. One lies on each province a kingdom has won a hold on."
                ),
                ally=ALLY_CLIENT,
                client=CLIENT_PROVINCE,
            ),
            bullet="•",
        ),
        para(
            Message(
                N_(
                    "The Royal Army counters, one for each army, with its commander: turn one over, to its side "
                    "with the asterisk, when the army falls below %(fit)d elements."
                ),
                fit=rules.armies.fit_to_fight,
            ),
            bullet="•",
        ),
        para(
            Message(
                N_(
                    "The kingdom cards: a kingdom's ability, its Royal Provinces with the hand limit they give, "
                    "and its Royal Armies with where each starts."
                )
            ),
            bullet="•",
        ),
        para(
            Message(
                N_(
                    "The tracks: the order of play, the %(turns)d turns of the campaign, and each Royal Army's "
                    "elements and victories; mark them with coins or cubes. Keep each kingdom's gold the same way."
                ),
                turns=rules.campaign.turns,
            ),
            bullet="•",
        ),
        para(Message(N_("The suit-and-action aid and the Discovery Chart: one of each for every player.")), bullet="•"),
    ]


def _setup_blocks(ctx: KitContext) -> tuple[list[Block], list[Block]]:
    """The set-up: its steps, and the printed map with every Royal Army where it starts."""
    rules = ctx.tables.rules
    default = [ctx.tables.kingdom_names[k] for k, name in enumerate(SEATS) if rules.options[name].default]
    steps = [
        Message(
            N_(
                "Choose the kingdoms that have a player, %(low)d to %(high)d; the usual campaign is that of "
                "%(kingdoms)s. A kingdom nobody plays starts with its Royal Provinces Neutral and its armies off "
                "the map."
            ),
            low=rules.players.min,
            high=rules.players.max,
            kingdoms=all_of(default),
        ),
        Message(N_("Each player takes the kingdom card and the status markers of their kingdom.")),
        Message(
            N_("Lay out the map. A kingdom's Royal Provinces are those in its colour: they need no status marker.")
        ),
        Message(
            N_(
                "Put each Royal Army counter on the province where it starts, as the diagram and the kingdom "
                "card show, and mark its %(start)d elements on the tracks. Each commander starts at skill 1; "
                "players may give him a name of their own."
            ),
            start=rules.armies.royal_start,
        ),
        nmessage(
            "Take the jokers out. With %(count)d kingdom or more, shuffle two decks together.",
            "Take the jokers out. With %(count)d kingdoms or more, shuffle two decks together.",
            rules.deck.two_decks_from,
        ),
        Message(N_("Each kingdom starts with %(gold)d gold."), gold=rules.economy.start_gold),
        Message(
            N_(
                "Put a marker on turn 1 (%(year)d) of the turn track. Cut the deck for the first kingdom; the "
                "order of play follows the kingdoms' listing from it: %(order)s."
            ),
            year=rules.campaign.first_year,
            order=all_of(list(ctx.tables.kingdom_names)),
        ),
    ]
    return [
        heading(Message(N_("Set-up"))),
        # The last step, the cut for the first kingdom, is the statement the cut's refusals name.
        *(para(step, bullet=f"{n}.", rule="cut" if n == len(steps) else None) for n, step in enumerate(steps, 1)),
    ], [
        # Two figures, so that in a longer language the map may end a page and its key begin the next.
        figure(setup_map(ctx, COLUMN_WIDTH)),
        figure(setup_key(ctx, COLUMN_WIDTH)),
        para(
            Message(
                N_(
                    "The set-up on the printed map: each kingdom's Royal Provinces in its colour and each Royal "
                    "Army, numbered, where it starts."
                )
            ),
            role="italic",
        ),
    ]


def _sources_note(tables) -> list[Block]:
    """Where the kit carries the mark, and why the map carries it once (when every place on it is reconstructed)."""
    provinces, seas = reconstructed_places(tables)
    blocks = [para(Message(N_("Where the mark stands:")), role="semibold")]
    if len(provinces) == len(tables.provinces) and len(seas) == len(tables.seas):
        line = Message(
            N_(
                "The map: every province and sea zone on it is reconstructed, so it carries the mark once, in its "
                "title band, instead of on each of its places."
            )
        )
        blocks.append(para(line, bullet="•"))
    elif provinces or seas:
        blocks.append(para(Message(N_("The map: beside each reconstructed province and sea zone.")), bullet="•"))
    blocks += [
        para(
            Message(
                N_(
                    "A kingdom card, when it shows a reconstructed Royal Province or Royal Army; a Royal Army "
                    "counter, when its army is reconstructed."
                )
            ),
            bullet="•",
        ),
        para(
            Message(
                N_(
                    "The aids and the tracks, beside each part that rests on reconstructed rules: the gold, the "
                    "turns, the commanders, the Discovery Chart."
                )
            ),
            bullet="•",
        ),
    ]
    if not any(is_reconstructed(spec) for spec in tables.rules.kingdoms.values()):
        line = Message(N_("The cards of the deck and the status markers show only rulebook facts: no mark."))
        blocks.append(para(line, bullet="•"))
    return blocks


def describe(ctx: KitContext, item: SourcedItem) -> tuple[Message, Message]:
    """Name a sourced item of the data, and the group the sources page lists it under."""
    rules = ctx.tables.rules
    path = item.path
    if path == ("deck",):
        return RULES_GROUP, Message(N_("when two decks are used, and the Ace high"))
    if path == ("armies",):
        return RULES_GROUP, Message(N_("army sizes, losses in battle and promotion"))
    if path == ("economy",):
        return RULES_GROUP, Message(N_("gold: income, prices and the Treasury"))
    if path == ("campaign",):
        return RULES_GROUP, Message(N_("the number of turns, passes and the order of play"))
    if path == ("discoveries",):
        return RULES_GROUP, Message(N_("the Discovery Chart"))
    if path == ("victory",):
        return RULES_GROUP, Message(N_("victory and its bonus provinces"))
    if len(path) == 2 and path[0] == "kingdoms":
        spec = rules.kingdoms[path[1]]
        return Message(N_("Kingdoms and their abilities")), text(spec.name)
    if len(path) == 4 and path[0] == "kingdoms" and path[2] == "armies":
        army = rules.kingdoms[path[1]].armies[path[3]]
        return Message(N_("Royal Armies, their commanders and where they start")), Message(
            N_("%(commander)s (%(kingdom)s)"),
            commander=text(army.commander),
            kingdom=text(rules.kingdoms[path[1]].name),
        )
    if len(path) == 2 and path[0] == "provinces":
        spec = rules.provinces[path[1]]
        name = Message(N_("%(province)s (%(value)d)"), province=text(spec.name), value=spec.value)
        if spec.royal is None:
            return Message(N_("Neutral provinces, with their values")), name
        group = Message(N_("Royal Provinces of %(kingdom)s"), kingdom=text(rules.kingdoms[spec.royal].name))
        return group, name
    if len(path) == 2 and path[0] == "seas":
        return Message(N_("Sea zones")), text(rules.seas[path[1]].name)
    raise ValueError(f"no printed name for the sourced item at {'.'.join(map(str, path))}")


RULES_GROUP = Message(N_("Rules of the campaign"))
WHOLE_MAP = (
    Message(N_("The map")),
    Message(N_("every province and sea zone, with its value, its borders and its coasts")),
)


def describe_whole_map(ctx: KitContext, item: SourcedItem) -> tuple[Message, Message]:
    """Name a sourced item as ``describe`` does, save that every place of the map is named by the map as a whole."""
    if len(item.path) == 2 and item.path[0] in ("provinces", "seas"):
        return WHOLE_MAP
    return describe(ctx, item)
