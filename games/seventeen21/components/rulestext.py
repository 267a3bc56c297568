"""The booklet's combat, end of battle, options and worked example for 17(21), as blocks of our own sentences.

Numbers come from the rules data and the engine (the bust limit, the triangle's margin); the worked
example is the engine's own play of a combat (``components.example``), its log printed as the referee
writes it.
"""

from __future__ import annotations

from engine.i18n import N_, Message, all_of
from games.seventeen21.combat import CALL_LINE, MARGIN, favoured
from games.seventeen21.components.aid import BOTH_PASS, battle_end, grade_lines
from games.seventeen21.components.example import worked_example
from games.seventeen21.components.wording import ability_text
from games.seventeen21.data import BUST, text
from generator.booklet import Block, heading, para
from generator.context import KitContext

MOVES = (
    N_("Play a card from your reserve onto your unit, laid crosswise."),
    N_("Call the top card of the battle deck onto your unit, laid upright."),
    N_("Pass. A pass is for good: the other player plays on alone until they pass too."),
)


MOVE_RULES = ("move-play", "move-call", "move-pass")  # the rule keys of MOVES, in order
AFTER_COMBAT_RULES = {2: "free-doctrine", 4: "reserve-empty"}  # the rule keys of "After a combat" lines, by index


def combat_blocks(ctx: KitContext) -> list[Block]:
    """Combat: the moves, shock and rout counted in cards, the bust, both passing, and what follows a combat."""
    blocks = [
        heading(Message(N_("Combat"))),
        para(
            Message(
                N_(
                    "Each attack is one combat between the attacking unit and the enemy unit it names. The "
                    "attacker moves first, then the defender, one move each in turn. A move is one of these:"
                )
            )
        ),
        *(para(Message(move), bullet="•", rule=key) for move, key in zip(MOVES, MOVE_RULES, strict=True)),
        para(
            Message(
                N_(
                    "A unit's total is the sum of the combat values on it. Count its cards as well: once it has "
                    "more cards than its Cohesion it is shocked, and every further card shocks it again, so a "
                    "shocked unit routs. Cohesion is the number in brackets on the unit's card, changed by its "
                    "wing's terrain and its side's doctrines."
                )
            )
        ),
        para(
            Message(
                N_(
                    "A total over %(bust)d busts the unit, as in 21: it routs, and the enemy holds its wing even "
                    "while units of both sides are still there."
                ),
                bust=BUST,
            )
        ),
        para(Message(N_("The combat ends when a unit routs or busts, or when both players have passed."))),
        heading(Message(N_("When both have passed"))),
        para(
            Message(
                N_(
                    "Compare the totals. Infantry needs only the higher total to shock artillery, cavalry to "
                    "shock infantry, and artillery to shock cavalry. In every other case the higher total needs a "
                    "lead of at least %(margin)d, or nobody is shocked. A loser already shocked routs."
                ),
                margin=MARGIN,
            )
        ),
        para(Message(BOTH_PASS[2]), bullet="•"),
        heading(Message(N_("After a combat"))),
    ]
    after = (
        N_("Reserve cards played go to their owner's rout pile, battle cards to the battle deck's discard."),
        N_(
            "A wing where only one side has units is held by that side, which turns the terrain's HELD half "
            "towards itself. It stays held until the other side takes it."
        ),
        N_(
            "When a battle card revealed in combat has the value of a doctrine's cost, the player who holds "
            "that doctrine may use it at once for free, the attacker first. Doctrines are never used up."
        ),
        N_(
            "When the battle deck runs out, its discard is shuffled into a new battle deck as soon as a card "
            "is needed. Keep count of how often it has run out."
        ),
        N_(
            "When your reserve is empty, shuffle your rout pile and lose half of it, rounded up, unseen: those "
            "cards leave the game. The rest is your new reserve."
        ),
        N_("A shocked unit keeps its Cohesion; shocked once more, it routs to its side's rout pile."),
    )
    for index, line in enumerate(after):
        blocks.append(para(Message(line), bullet="•", rule=AFTER_COMBAT_RULES.get(index)))
    return blocks


def end_blocks(ctx: KitContext) -> list[Block]:
    """The end of the battle, the score and its grades, the options and the advanced rules' abilities."""
    tables = ctx.tables
    rules = tables.rules
    blocks = [
        heading(Message(N_("The end of the battle"))),
        para(battle_end(rules)),
        para(
            Message(
                N_(
                    "Then each side scores: every unit of it in a wing it holds scores its Cohesion, with its "
                    "terrain and doctrines, shocked or not. The higher score wins the day, and the margin between "
                    "the scores names the victory:"
                )
            )
        ),
        *(para(line, bullet="•") for line in grade_lines(rules)),
        para(Message(N_("Equal scores are a drawn battle."))),
        heading(Message(N_("Options"))),
        para(Message(N_("Agree on these before the set-up; the referee asks for them when a table starts."))),
    ]
    for option in rules.options.values():
        blocks.append(
            para(Message(N_("%(name)s: %(text)s"), name=text(option.name), text=text(option.text)), bullet="•")
        )
    abilities = [(name, ability_text(tables, name)) for name in rules.units if ability_text(tables, name)]
    if abilities:
        blocks.append(heading(Message(N_("Advanced rules: the abilities"))))
        for name, ability in abilities:
            line = Message(N_("%(type)s. %(ability)s"), type=tables.type_names[name], ability=ability)
            blocks.append(para(line, bullet="•"))
        blocks.append(
            para(
                Message(
                    N_(
                        "A unit uses its ability instead of attacking, and pays for it by shocking itself; a "
                        "unit already shocked routs, and its ability still takes effect."
                    )
                )
            )
        )
    return blocks


def example_blocks(ctx: KitContext) -> list[Block]:
    """The worked example: the position, the engine's log of the combat, why it ended so, and the score."""
    tables = ctx.tables
    example = worked_example(tables)
    if (
        example is None
        or example.defender not in example.state.routs[1]
        or not favoured((tables.arm[example.attacker], tables.arm[example.defender]))
    ):
        return []  # an edited rules file the staged position does not fit: no example to work
    state, wing = example.state, example.wing
    terrain = [tables.terrain_label(card) for card in state.wings]
    attacker, defender = tables.unit_label(example.attacker), tables.unit_label(example.defender)
    blocks = [
        heading(Message(N_("A worked example"))),
        para(
            Message(
                N_(
                    "Late in a battle, North holds the %(left)s on the left and South the %(right)s on the right; "
                    "the %(centre)s in the centre is contested. North declares two attacks; the first is its "
                    "%(attacker)s against South's %(defender)s in the centre, where their Cohesions are "
                    "%(first)d and %(second)d."
                ),
                left=terrain[0],
                right=terrain[2],
                centre=terrain[wing],
                attacker=attacker,
                defender=defender,
                first=example.cohesion[0],
                second=example.cohesion[1],
            )
        ),
        para(
            Message(
                N_(
                    "The referee's log of that combat follows. North's first card came from its reserve; every "
                    "other card was called from the battle deck."
                )
            ),
            role="italic",
        ),
        # Calls are left out of the printed log: the line after each shows the card it brought.
        *(para(line, bullet="–", indent=2.0) for line in example.log if line.msgid != CALL_LINE),
        para(
            Message(
                N_(
                    "The %(defender)s took %(cards)d cards against a Cohesion of %(cohesion)d, so the last one "
                    "shocked it. When both had passed, %(attacker_arm)s needed only the higher total against "
                    "%(defender_arm)s: %(high)d beat %(low)d, so the shocked unit routed and North holds the centre."
                ),
                defender=defender,
                cards=example.cards[1],
                cohesion=example.cohesion[1],
                attacker_arm=text(tables.rules.arms[tables.arm[example.attacker]].name),
                defender_arm=text(tables.rules.arms[tables.arm[example.defender]].name),
                high=example.totals[0],
                low=example.totals[1],
            )
        ),
    ]
    scores = []
    for side in (0, 1):
        units = [
            Message(N_("%(unit)s %(points)d"), unit=tables.type_names[tables.unit_type[unit]],
                    points=state.cohesion(unit, side, w))
            for w, holder in enumerate(state.held)
            if holder == side
            for unit in state.field[side][w]
        ]  # fmt: skip
        scores.append(Message(N_("%(points)d (%(units)s)"), points=example.points[side], units=all_of(units)))
    margin = abs(example.points[0] - example.points[1])
    verdict = (
        Message(N_("a margin of %(margin)d: %(grade)s."), margin=margin, grade=text(example.grade.name))
        if example.grade is not None
        else Message(N_("a drawn battle."))
    )
    blocks.append(
        para(
            Message(
                N_("Were the battle to end now, North would score %(north)s and South %(south)s: %(verdict)s"),
                north=scores[0],
                south=scores[1],
                verdict=verdict,
            )
        )
    )
    return blocks
