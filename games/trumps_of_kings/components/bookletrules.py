"""The rules sections of Trumps of Kings' booklet: the turn, nominating and trumping, the suits, the kingdoms'
abilities, armies and battles, gold and the hand limit, Discoveries, and the end of the campaign.

Every sentence is ours and every number is read from the rules data; sentences the suit-and-action aid
also prints come from ``rulestext``.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES
from engine.i18n import N_, Message, all_of, nmessage
from games.trumps_of_kings.components.rulestext import action_line, losses_line, turn_steps
from games.trumps_of_kings.data import SEATS, text
from games.trumps_of_kings.schema import STATUSES
from generator.booklet import Block, heading, para

SUIT_ORDER = ("C", "H", "S", "D")


def rules_blocks(ctx) -> list[Block]:
    """Return every rules section after the turn (``turn_blocks``), in the order a player needs them."""
    tables = ctx.tables
    return [
        *_trump_blocks(tables),
        *_suit_blocks(tables),
        *_ability_blocks(tables),
        *_army_blocks(tables),
        *_gold_blocks(tables),
        *_discovery_blocks(tables),
        *_end_blocks(tables),
    ]


TURN_RULES = ("draw", "nominate", "trumping", "struggle", "buying", "battles")  # the rule keys of turn_steps


def turn_blocks(tables) -> list[Block]:
    """Return the length of the campaign and the steps of a turn."""
    campaign = tables.rules.campaign
    return [
        heading(Message(N_("A turn"))),
        para(
            nmessage(
                "The campaign lasts %(count)d turn, %(per_year)d a year, from %(first)d to %(last)d.",
                "The campaign lasts %(count)d turns, %(per_year)d a year, from %(first)d to %(last)d.",
                campaign.turns,
                per_year=campaign.turns_per_year,
                first=campaign.first_year,
                last=campaign.year_of(campaign.turns),
            )
        ),
        para(
            Message(
                N_(
                    "As a turn begins, every kingdom gains as much gold as its economic value. Then the turn runs "
                    "in these steps:"
                )
            )
        ),
        *(
            para(step, bullet=f"{number}.", rule=key)
            for number, (step, key) in enumerate(zip(turn_steps(tables), TURN_RULES, strict=True), 1)
        ),
        para(Message(N_("When the battles are over, the first kingdom of the order moves to its end."))),
    ]


def _trump_blocks(tables) -> list[Block]:
    rules = tables.rules
    ranks = (
        Message(N_("Cards rank from 2 up to 10, then Jack, Queen, King and Ace."))
        if rules.deck.ace_high
        else Message(N_("Cards rank from Ace up to 10, then Jack, Queen and King."))
    )
    return [
        heading(Message(N_("Nominating and trumping"))),
        para(
            Message(
                N_(
                    "To nominate, lay one card face up and say what it does: which army moves or invades, which "
                    "province or sea zone is the target."
                )
            )
        ),
        para(ranks),
        para(
            Message(
                N_(
                    "A trump is a higher card of the suit the action was played as; a march or a card toward a "
                    "Discovery is trumped in its own printed suit. A trumped action is negated; a trumped trump "
                    "puts it back."
                )
            )
        ),
        para(
            nmessage(
                "After %(count)d pass in a turn a kingdom nominates no more, though it may still trump. The "
                "strategic phase ends when every kingdom is done or out of cards.",
                "After %(count)d passes in a turn a kingdom nominates no more, though it may still trump. The "
                "strategic phase ends when every kingdom is done or out of cards.",
                rules.campaign.passes,
            ),
            rule="passes",
        ),
        para(
            Message(
                N_("Once an invasion of a province is established, no other invasion of it may be nominated that turn.")
            )
        ),
    ]


def _suit_blocks(tables) -> list[Block]:
    rules = tables.rules
    blocks = [heading(Message(N_("What each suit does")))]
    for suit in SUIT_ORDER:
        kinds = [kind for kind, spec in rules.actions.items() if spec.suit == suit and not spec.ability_only]
        blocks.append(para(Message(N_("%(suit)s:"), suit=Message(SUIT_NAMES[suit])), role="semibold"))
        blocks += [para(action_line(tables, kind), bullet="•", rule=f"action-{kind}") for kind in kinds]
    blocks.append(para(Message(N_("Any suit:")), role="semibold"))
    blocks += [para(action_line(tables, kind), bullet="•", rule=f"action-{kind}") for kind in ("move", "discover")]
    ladder = all_of([text(rules.status[name].name) for name in STATUSES[:4]])
    blocks.append(
        para(
            Message(
                N_(
                    "A province that is not a Royal Province climbs one kingdom's ladder step by step: %(ladder)s. "
                    "Mark each step with a status marker. Only Royal Provinces and Provinces count toward the hand "
                    "limit; an Ally may not be marched into."
                ),
                ladder=ladder,
            )
        )
    )
    return blocks


def _ability_blocks(tables) -> list[Block]:
    blocks = [
        heading(Message(N_("The kingdoms and their abilities"))),
        para(
            Message(
                N_(
                    "Each kingdom may play some cards as another suit. Such a card counts in every way as the suit "
                    "it stands for, and is trumped in that suit."
                )
            )
        ),
    ]
    for k, name in enumerate(SEATS):
        ability = tables.rules.kingdoms[name].ability
        line = Message(
            N_("%(kingdom)s, %(ability)s: %(text)s"),
            kingdom=tables.kingdom_names[k],
            ability=text(ability.name),
            text=text(ability.text),
        )
        blocks.append(para(line, bullet="•"))
    return blocks


def _army_blocks(tables) -> list[Block]:
    armies = tables.rules.armies
    ladder = [
        nmessage(
            "skill %(skill)d after %(count)d victory", "skill %(skill)d after %(count)d victories", wins, skill=level
        )
        for level, wins in enumerate(armies.promotion, start=2)
    ]
    return [
        heading(Message(N_("Armies and battles"))),
        para(
            Message(
                N_(
                    "Every province has a garrison of %(garrison)d elements that never moves. Each untrumped "
                    "diamond adds %(step)d, up to %(maximum)d; after its battle a garrison is back to %(garrison)d."
                ),
                garrison=armies.garrison,
                step=armies.step,
                maximum=armies.maximum,
            )
        ),
        para(
            Message(
                N_(
                    "Royal Armies start with %(start)d elements and may grow to %(maximum)d. Only they move and "
                    "invade, one area for each card. An army that invades, and any army in an invaded province, "
                    "stays put until the battles."
                ),
                start=armies.royal_start,
                maximum=armies.maximum,
            )
        ),
        para(
            Message(
                N_(
                    "In the tactical phase each established invasion is fought as a battle with miniatures; "
                    "players enter who won, and how greatly, and the app applies the rest."
                )
            ),
            rule="battle-result",
        ),
        para(losses_line(tables)),
        para(
            Message(
                N_(
                    "An invader that wins moves in and makes the province its Client. A defending army that loses, "
                    "or one too weak to fight, retreats to a neighbouring area of its own kingdom, or is destroyed "
                    "if there is none; so is an army left with no elements."
                )
            ),
            rule="retreat",
        ),
        para(
            Message(N_("Commanders start at skill 1 and rise: %(ladder)s."), ladder=all_of(ladder)), rule="commanders"
        ),
    ]


def _gold_blocks(tables) -> list[Block]:
    economy = tables.rules.economy
    return [
        heading(Message(N_("Gold and the hand limit"))),
        para(
            Message(
                N_(
                    "A kingdom's economic value, and so its hand limit, is the sum of the values of its Royal "
                    "Provinces and Provinces; Clients and Allies add nothing. Its gold grows by that value each turn."
                )
            )
        ),
        para(
            Message(
                N_("A card played for the Treasury, where an ability allows it, brings %(gold)d gold if not trumped."),
                gold=economy.treasury_gold,
            ),
            rule="treasury",
        ),
    ]


def _discovery_blocks(tables) -> list[Block]:
    chart = tables.rules.discoveries
    blocks = [
        heading(Message(N_("Discoveries"))),
        para(
            Message(
                N_(
                    "Cards toward a Discovery may be played over several turns, one of each suit; a second card of "
                    "a suit already played is refused. With the fourth suit, roll a %(die)d-sided die on the "
                    "Discovery Chart:"
                ),
                die=chart.die,
            ),
            rule="discoveries",
        ),
    ]
    for face in sorted(chart.chart):
        entry = chart.chart[face]
        line = Message(N_("%(name)s: %(text)s"), name=text(entry.name), text=text(entry.text))
        blocks.append(para(line, bullet=f"{face}."))
    return blocks


def _end_blocks(tables) -> list[Block]:
    rules = tables.rules
    blocks = [
        heading(Message(N_("The end of the campaign"))),
        para(
            Message(
                N_(
                    "After turn %(turns)d (%(year)d) the campaign ends. Each kingdom scores the economic value it "
                    "has gained: the value of its Royal Provinces and Provinces now, less what it began with."
                ),
                turns=rules.campaign.turns,
                year=rules.campaign.year_of(rules.campaign.turns),
            )
        ),
    ]
    for name, points in rules.victory.bonus.items():
        province = tables.province_names[tables.province_index[name]]
        line = nmessage(
            "%(province)s is worth %(count)d more to the kingdom that holds it as a Royal Province or a Province.",
            "%(province)s is worth %(count)d more to the kingdom that holds it as a Royal Province or a Province.",
            points,
            province=province,
        )
        blocks.append(para(line))
    blocks.append(para(Message(N_("The highest score wins; kingdoms with equal scores share the victory."))))
    return blocks
