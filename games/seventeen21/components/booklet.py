"""17(21)'s rules booklet: its sections as blocks, every sentence ours and every number from the data.

The generic parts (cover, components, rulings, sources page, pagination and imposition) are the
generator's; this module gives what each card is for, the set-up around the printed field, a turn,
combat, the end of the battle, the options and how each reconstructed item is named on the sources
page. The combat rules and the worked example are in ``components.rulestext``.
"""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import N_, Message, all_of, nmessage
from games.seventeen21.components.aid import FLANK, TURN_ACTIONS, weather_lines
from games.seventeen21.components.field import CARD_H, CARD_W, HEIGHT, ROW_GAP, STRIP, WING_GAP, WING_W, draw_field
from games.seventeen21.components.rulestext import combat_blocks, end_blocks, example_blocks
from games.seventeen21.components.wording import effect_text, terrain_lines
from games.seventeen21.data import text
from games.seventeen21.schema import WINGS
from generator.booklet import Block, figure, heading, para
from generator.context import KitContext
from generator.cover import Emblem
from generator.geometry import Drawing, Style
from generator.kit import Booklet, Count
from generator.rulesbooklet import make_game_booklet
from generator.sketch import Sketch
from generator.sources import SourcedItem

ACCENT = "#22304a"  # the unit cards' back


def make_rules_booklet(ctx: KitContext, counts: tuple[Count, ...]) -> Booklet:
    """Lay out the whole booklet in the kit's language."""
    sections = [
        *_cards_blocks(ctx),
        *_setup_blocks(ctx),
        *_turn_blocks(ctx),
        *combat_blocks(ctx),
        *end_blocks(ctx),
        *example_blocks(ctx),
    ]
    return make_game_booklet(ctx, counts, sections, describe, text, accent=ACCENT, emblems=cover_emblems(ctx))


def cover_emblems(ctx: KitContext) -> list[Emblem]:
    """Return the cover's shields: the two armies, each in its colour, bearing a knight for the Kriegspiel."""
    return [Emblem(getattr(ctx.theme, seat), ("knight",)) for seat in ctx.tables.rules.seats]


def _cards_blocks(ctx: KitContext) -> list[Block]:
    """What each kind of card is for: the unit types, every doctrine, every terrain; the markers and the field."""
    tables = ctx.tables
    rules = tables.rules
    blocks = [
        _label(Message(N_("Unit cards, by type:"))),
    ]
    for spec in rules.units.values():
        name, arm = text(spec.name), text(rules.arms[spec.arm].name)
        if ctx.say(name) != ctx.say(arm):  # "Horse (Cavalry)", but not "Artillery (Artillery)"
            name = Message(N_("%(type)s (%(arm)s)"), type=name, arm=arm)
        line = nmessage(
            "%(type)s: %(count)d card, Cohesion %(cohesion)d.",
            "%(type)s: %(count)d cards, Cohesion %(cohesion)d.",
            len(spec.values),
            type=name,
            cohesion=spec.cohesion,
        )
        blocks.append(para(line, bullet="•"))
    blocks.append(
        para(
            Message(
                N_(
                    "A unit card is used in two ways. Deployed on the field it is a unit, and only its Cohesion "
                    "counts: how many cards it can take in one combat before it is shocked. In a reserve or in "
                    "the battle deck only its combat value counts (%(low)d to %(high)d): the number it adds to a "
                    "unit in combat, or pays towards a doctrine."
                ),
                low=min(tables.value),
                high=max(tables.value),
            )
        )
    )
    blocks.append(_label(Message(N_("Doctrine cards, with their costs:"))))
    blocks.append(
        para(
            Message(
                N_(
                    "A doctrine is a way of fighting your army keeps for the whole battle. Use it on your turn "
                    "by paying its cost in combat values from your reserve, or for free when a battle card of "
                    "the same value is revealed in combat."
                )
            )
        )
    )
    for number, doctrine in enumerate(rules.doctrines):
        line = Message(
            N_("%(name)s (%(cost)d): %(effect)s"),
            name=text(doctrine.name),
            cost=doctrine.cost,
            effect=effect_text(tables, number),
        )
        blocks.append(para(line, bullet="•"))
    blocks.append(_label(Message(N_("Terrain cards:"))))
    blocks.append(
        para(
            Message(
                N_(
                    "Each wing of the field is a terrain card, laid crosswise. An effect on units fighting there "
                    "counts for both sides; an effect on the side holding it counts only once that side holds "
                    "the wing and has turned the card's HELD half towards itself."
                )
            )
        )
    )
    for kind, spec in rules.terrain.items():
        line = nmessage(
            "%(name)s, %(count)d card: %(effects)s",
            "%(name)s, %(count)d cards: %(effects)s",
            spec.count,
            name=text(spec.name),
            effects=ctx.sentences(terrain_lines(tables, kind)),
        )
        blocks.append(para(line, bullet="•"))
    blocks.append(_label(Message(N_("The rest of the kit:"))))
    for line in (
        Message(N_("A Shocked marker lies on a unit while it is shocked; take it off when the unit rallies.")),
        Message(N_("The field holds the three wings, each army's places in them, and the decks and piles.")),
        Message(N_("Each player's aid sums up a turn, combat, the weather and victory.")),
    ):
        blocks.append(para(line, bullet="•"))
    return blocks


def _label(message: Message) -> Block:
    """A short semibold line that introduces a list and stays on the page of its first item."""
    return replace(para(message, role="semibold"), keep_with_next=True)


# The set-up diagram's callouts, outside the field so they hide nothing: (number, wing, where), where a pile's
# edge ("top", "bottom") beside its bracket, or a row ("north", "terrain", "south") at the field's left.
CALLOUTS = (
    (1, 2, "top"),  # terrain deck
    (2, 0, "terrain"),  # the wings' terrain
    (3, 1, "bottom"),  # battle deck
    (4, 2, "bottom"),  # battle deck's discard
    (5, 1, "top"),  # doctrine deck
    (6, 0, "north"),  # North's places
    (7, 0, "south"),  # South's places
    (8, 0, "top"),  # North's rout pile
    (8, 0, "bottom"),  # South's rout pile
)
CALLOUT_R = 10.0  # mm on the field's scale: about 3 mm in the booklet
ROOM = 2 * CALLOUT_R + 4  # the band round the field that holds the callouts


def setup_diagram(ctx: KitContext) -> Drawing:
    """Draw the printed field (the kit's own drawing) with numbered callouts for the set-up steps."""
    field = draw_field(ctx)
    sketch = Sketch("setup-diagram", field.width + ROOM, field.height + 2 * ROOM)
    sketch.place(field, ROOM, ROOM)
    theme = ctx.theme
    rows = {
        "top": ROOM / 2,
        "north": ROOM + STRIP + CARD_H / 2,
        "terrain": ROOM + STRIP + CARD_H + ROW_GAP + CARD_W / 2,
        "south": ROOM + HEIGHT - STRIP - CARD_H / 2,
        "bottom": ROOM + HEIGHT + ROOM / 2,
    }
    fill, ink = (None, theme.ink) if theme.ink_saver else (theme.ink, "#ffffff")
    for number, wing, row in CALLOUTS:
        cx = ROOM + wing * (WING_W + WING_GAP) + WING_W / 2 if row in ("top", "bottom") else ROOM / 2
        cy = rows[row]
        sketch.circle(cx, cy, CALLOUT_R, Style(fill=fill, stroke=theme.ink, width=0.8))
        box = (cx - CALLOUT_R, cy - CALLOUT_R, 2 * CALLOUT_R, 2 * CALLOUT_R)
        sketch.text(str(number), box, "bold", 34, align="center", valign="middle", colour=ink)
    return sketch.finish()


def _setup_blocks(ctx: KitContext) -> list[Block]:
    """The set-up: the field with its numbered places, then the steps, every count from the data."""
    tables = ctx.tables
    rules = tables.rules
    setup = rules.setup
    legend = all_of(
        [
            Message(N_("%(number)d %(place)s"), number=number, place=place)
            for number, place in (
                (1, Message(N_("Terrain deck"))),
                (2, Message(N_("the terrain of the three wings"))),
                (3, Message(N_("Battle deck"))),
                (4, Message(N_("Battle deck's discard"))),
                (5, Message(N_("Doctrine deck"))),
                (6, Message(N_("North's places"))),
                (7, Message(N_("South's places"))),
                (8, Message(N_("the rout piles"))),
            )
        ]
    )
    narrow = [
        nmessage("%(count)d on the %(terrain)s", "%(count)d on the %(terrain)s", spec.capacity,
                 terrain=text(spec.name))
        for spec in rules.terrain.values()
        if spec.capacity
    ]  # fmt: skip
    steps = [
        Message(
            N_(
                "Sort the cards by their backs into the unit, doctrine and terrain decks. Lay the field "
                "between the players: North sits at the edge with the doctrine and terrain decks, South at "
                "the edge with the battle deck."
            )
        ),
        nmessage(
            "Set %(count)d %(terrain)s card aside for %(weather)s. Shuffle the other terrain cards, lay "
            "one crosswise in each of the %(wings)d wings (2) and the rest face down (1).",
            "Set %(count)d %(terrain)s cards aside for %(weather)s. Shuffle the other terrain cards, lay "
            "one crosswise in each of the %(wings)d wings (2) and the rest face down (1).",
            setup.set_aside,
            terrain=text(rules.terrain[setup.set_aside_terrain].name),
            weather=text(rules.weather.rain.name),
            wings=len(WINGS),
        ),
        Message(
            N_(
                "Shuffle the unit cards and deal %(dealt)d to each player. Each player discards %(discard)d of "
                "them unseen; they leave the game, and the %(army)d kept are that player's army for the battle."
            ),
            dealt=setup.army_dealt,
            discard=setup.army_discard,
            army=setup.army_dealt - setup.army_discard,
        ),
        Message(
            N_(
                "The %(count)d unit cards left are the battle deck: shuffle them and lay them face down (3). "
                "From now on only their combat values count."
            ),
            count=setup.battle_deck,
        ),
        Message(
            N_("The weather: reveal the top battle card. %(trigger)s The cards revealed go to the discard (4)."),
            trigger=weather_lines(rules)[0],
        ),
        Message(
            N_(
                "Shuffle the doctrine deck and deal %(dealt)d to each player. Each keeps %(kept)d, shown face "
                "up, for the whole battle and discards the rest. The %(left)d left go face down (5)."
            ),
            dealt=setup.doctrines_dealt,
            kept=setup.doctrines_kept,
            left=setup.doctrine_deck,
        ),
        Message(
            N_(
                "Each player deploys %(count)d units face down in each wing (%(exceptions)s), North in (6) and "
                "South in (7); then both turn them up together. The rest of each army is its reserve, held in "
                "the hand. The rout piles (8) start empty."
            ),
            count=setup.wing_capacity,
            exceptions=all_of(narrow),
        ),
    ]
    keys = ["sort", "terrain", "army", "battle-deck", "weather", "doctrines", "deployment"]  # the steps' rule keys
    if "hussars" in rules.units:  # the type the engine counts for the terrain swap
        keys.append("terrain-swap")
        steps.append(
            Message(
                N_(
                    "The player with more %(type)s deployed draws the top terrain card and may swap it for the "
                    "terrain of one wing. On a tie nobody does, and nobody does in fog."
                ),
                type=tables.type_names["hussars"],
            )
        )
    steps.append(
        Message(
            N_(
                "Compare the deployed %(types)s, one type at a time in that order: the first type of which one "
                "player has more gives that player the choice of who starts. On a full tie the younger player "
                "starts."
            ),
            types=all_of([tables.type_names[name] for name in setup.first_player_order]),
        )
    )
    keys.append("first-player")
    return [
        heading(Message(N_("Set-up"))),
        figure(setup_diagram(ctx), height=80),
        para(Message(N_("The field: %(legend)s."), legend=legend), role="italic"),
        *_numbered(steps, keys, after={WEATHER_STEP: weather_lines(rules)[1:]}),
    ]


WEATHER_STEP = 5  # the set-up step that reveals the weather; its kinds follow it as sub-items


def _numbered(steps: list[Message], keys: list[str], after: dict) -> list[Block]:
    """Number the steps, each named by its rule key, with the sub-items of a step indented under it."""
    blocks = []
    for number, (step, key) in enumerate(zip(steps, keys, strict=True), 1):
        blocks.append(para(step, bullet=f"{number}.", rule=key))
        blocks += [para(line, bullet="–", indent=5.0) for line in after.get(number, ())]
    return blocks


def _turn_blocks(ctx: KitContext) -> list[Block]:
    """A turn: the exposed flank first, then exactly one of the four actions, each with its details."""
    details = (
        Message(N_("A unit deployed stays on the field until it routs.")),
        Message(
            N_(
                "The cards paid must add up to at least the cost and each must be needed; they go to your rout "
                "pile. The doctrine stays yours."
            )
        ),
        Message(
            N_(
                "You name the enemy unit each attack is against and fight them in the order you choose; an "
                "attack whose unit or target has left the field lapses."
            )
        ),
        Message(
            N_("The routed card goes to your rout pile. Only with an empty reserve may you rout without a replacement.")
        ),
    )
    blocks = [
        heading(Message(N_("A turn"))),
        para(Message(N_("The players take turns, starting with the player chosen at the set-up.")), rule="turns"),
        para(Message(FLANK), role="italic", rule="flank"),
        para(Message(N_("Then do exactly one of these:"))),
    ]
    keys = ("turn-deploy", "turn-doctrine", "turn-attack", "turn-rout")
    for letter, action, detail, key in zip("abcd", TURN_ACTIONS, details, keys, strict=True):
        line = Message(N_("%(action)s %(detail)s"), action=Message(action), detail=detail)
        blocks.append(para(line, bullet=f"{letter})", rule=key))
    blocks.append(
        para(
            Message(N_("A player who can do none of them has no army left: the player passes and the battle ends.")),
            rule="no-action",
        )
    )
    return blocks


def describe(ctx: KitContext, item: SourcedItem) -> tuple[Message, Message]:
    """Name a sourced item of the data, and the group the sources page lists it under."""
    rules, path = ctx.tables.rules, item.path
    if path[0] == "units":
        return Message(N_("Unit cards and their values")), text(rules.units[path[1]].name)
    if path[0] == "doctrines":
        return Message(N_("Doctrines")), text(rules.doctrines[path[1]].name)
    if path[0] == "terrain":
        return Message(N_("Terrain")), text(rules.terrain[path[1]].name)
    raise ValueError(f"no printed name for the sourced item at {'.'.join(map(str, path))}")
