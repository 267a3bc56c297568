"""The rules booklet's worked examples, played on the game's own engine: a trump contest over an invasion,
then the battles it leads to and their consequences (attrition, a promotion, a forced retreat, a conquest).

Nothing here is typed-in: the sentences in bullets are the engine's own log of the actions, and every
number of the other sentences is read from the state after the actions. The actors come from the data
(Prussia's and Austria's first armies, a Neutral neighbour); if an edited rules file makes the scenario
impossible, the booklet prints no example rather than a wrong one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import parse_card, suit_of
from engine.errors import IllegalActionError
from engine.i18n import N_, Message, nmessage
from games.trumps_of_kings.actions import Cut, Decline, Draw, Invade, Pass, Reinforce, Result, Retreat, Trump
from games.trumps_of_kings.data import NEUTRAL, SEATS, text
from games.trumps_of_kings.rules import TURN_BEGINS, TrumpsOfKingsState
from generator.booklet import Block, heading, para

ATTACKER, DEFENDER = "prussia", "austria"


@dataclass
class Play:
    """A campaign of two kingdoms played action by action, keeping the engine's log of each stretch."""

    state: TrumpsOfKingsState
    lines: list = field(default_factory=list)

    def go(self, *actions) -> None:
        """Apply actions in order, keeping their log lines."""
        for action in actions:
            self.lines += self.state.apply_action(action)

    def take_lines(self) -> list:
        """Return the log lines kept since the last call, and forget them."""
        taken, self.lines = self.lines, []
        return taken


def example_blocks(ctx) -> list[Block]:
    """Return both worked examples, or nothing if the rules data leaves no room for them."""
    try:
        return _examples(ctx)
    except (IllegalActionError, StopIteration, KeyError, IndexError):
        return []


def _cards(play: Play, k: int, wanted: list[str]) -> tuple[int, ...]:
    """The cards a kingdom draws now: the wanted ones first, then Spades and Hearts (no trumps) to fill its hand."""
    count = play.state.draw_count(k)
    cards = [parse_card(card) for card in wanted][:count]
    spare = [card for card in play.state.deck if card not in cards and suit_of(card) in "SH"]
    return tuple(cards + spare[: count - len(cards)])


def _examples(ctx) -> list[Block]:
    tables = ctx.tables
    t, rules = tables, tables.rules
    attacker, defender = SEATS.index(ATTACKER), SEATS.index(DEFENDER)
    options = {name: name in (ATTACKER, DEFENDER) for name in SEATS}
    play = Play(TrumpsOfKingsState(tables, 0, options, True))
    state = play.state
    army = t.kingdom_armies[attacker][0]
    other = t.kingdom_armies[defender][0]
    start, other_start = t.army_start[army], t.army_start[other]
    # A Neutral neighbour of the attacker's army that borders the defender's army, and another for the defender.
    target = next(q for q in t.borders[start] if state.status[q] == NEUTRAL and other_start in t.borders[q])
    side_target = next(q for q in t.borders[other_start] if state.status[q] == NEUTRAL and q != target)
    # The proposer trumps back with a card its ability lets it play as a club, when it has one.
    sub = next((s for s in t.substitutions[attacker] if "invade" in s.uses), None)
    back = f"Q{min(sub.printed)}" if sub else "QC"
    play.go(Cut(ATTACKER))
    play.go(Draw(ATTACKER, _cards(play, attacker, ["9C", back, "2D", "KC"])))
    play.go(Draw(DEFENDER, _cards(play, defender, ["10C", "JC", "5D"])))
    play.take_lines()
    army_id, other_id = t.armies[army], t.armies[other]
    spent = len(state.discard)
    play.go(
        Invade(ATTACKER, parse_card("9C"), army_id, t.provinces[target]),
        Trump(DEFENDER, parse_card("10C")),
        Trump(ATTACKER, parse_card(back)),
        Decline(DEFENDER),
    )
    contest = play.take_lines()
    spent = len(state.discard) - spent
    play.go(
        Invade(DEFENDER, parse_card("JC"), other_id, t.provinces[side_target]),
        Decline(ATTACKER),
        Reinforce(ATTACKER, parse_card("2D"), t.provinces[target], army_id),
        Decline(DEFENDER),
        Reinforce(DEFENDER, parse_card("5D"), t.provinces[target]),
        Decline(ATTACKER),
    )
    reinforced, garrison = (
        state.army_size[army],
        rules.armies.garrison + next(b["bonus"] for b in state.battles if b["province"] == target),
    )
    play.go(Pass(ATTACKER), Pass(DEFENDER), Pass(ATTACKER), Pass(DEFENDER))
    play.take_lines()
    play.go(
        Result(ATTACKER, t.provinces[target], "attacker", "victory", "minor_defeat"),
        Result(DEFENDER, t.provinces[side_target], "defender", "victory", "minor_defeat"),
    )
    battles = _without_turns(play.take_lines())
    after = (state.army_size[army], state.skill(army), state.army_size[other])
    # Turn 2: the defender, first now, passes; the attacker's army marches on the beaten army's province.
    play.go(Draw(DEFENDER, _cards(play, defender, [])))
    play.go(Draw(ATTACKER, _cards(play, attacker, [])))
    play.go(Pass(DEFENDER))
    play.take_lines()
    turn = state.round
    play.go(Invade(ATTACKER, parse_card("KC"), army_id, t.provinces[other_start]), Decline(DEFENDER))
    play.go(Pass(DEFENDER), Pass(ATTACKER), Pass(ATTACKER))
    play.take_lines()
    refuge = state.retreat_options(other)[0]
    play.go(Retreat(DEFENDER, other_id, t.provinces[refuge]))
    play.go(Result(ATTACKER, t.provinces[other_start], "attacker", "major_victory", "major_defeat"))
    conquest = _without_turns(play.take_lines())
    names = _Names(ctx, attacker, defender, army, other)
    return [
        *_contest_blocks(ctx, names, contest, back, sub, spent),
        *_battle_blocks(
            ctx, names, battles, conquest, (reinforced, garrison, turn), after, state, (target, side_target)
        ),
    ]


def _without_turns(lines: list) -> list:
    """Leave out the log's "turn begins" lines: the examples say which turn it is themselves."""
    return [line for line in lines if line.msgid != TURN_BEGINS]


@dataclass(frozen=True)
class _Names:
    ctx: object
    attacker: int
    defender: int
    army: int
    other: int

    def kingdom(self, k: int) -> Message:
        return self.ctx.tables.kingdom_names[k]

    def commander(self, a: int) -> Message:
        return text(self.ctx.tables.commanders[a])


def _contest_blocks(ctx, names: _Names, contest: list, back: str, sub, spent: int) -> list[Block]:
    tables = ctx.tables
    attacker, defender = names.attacker, names.defender
    start = tables.army_start[names.army]
    blocks = [
        heading(Message(N_("A worked example: a trump contest"))),
        para(
            Message(
                N_(
                    "Two kingdoms play, %(attacker)s and %(defender)s, and the cut makes %(attacker)s first. "
                    "%(commander)s stands in %(start)s with the army he starts with. The app logs the first "
                    "nomination like this:"
                ),
                attacker=names.kingdom(attacker),
                defender=names.kingdom(defender),
                commander=names.commander(names.army),
                start=tables.province_names[start],
            )
        ),
        *(para(line, role="italic", bullet="•") for line in contest),
    ]
    if sub is not None:
        ability = tables.rules.kingdoms[SEATS[attacker]].ability
        blocks.append(
            para(
                Message(
                    N_(
                        "The %(card)s is not a club, but %(kingdom)s's ability, %(ability)s, lets it play the "
                        "card as one in the struggle over its own invasion."
                    ),
                    card=tables.card_labels[parse_card(back)],
                    kingdom=names.kingdom(attacker),
                    ability=text(ability.name),
                )
            )
        )
    blocks.append(
        para(
            nmessage(
                "Once %(defender)s had trumped, no other kingdom could join in. The %(count)d card played is "
                "spent. The invasion is only established: the province changes hands if the invader wins its "
                "battle.",
                "Once %(defender)s had trumped, no other kingdom could join in. All %(count)d cards played are "
                "spent. The invasion is only established: the province changes hands if the invader wins its "
                "battle.",
                spent,
                defender=names.kingdom(defender),
            )
        )
    )
    return blocks


def _battle_blocks(ctx, names, battles, conquest, before, after, state, places) -> list[Block]:
    tables, rules = ctx.tables, ctx.tables.rules
    (reinforced, garrison, turn), (target, side_target) = before, places
    defender, army, other = names.defender, names.army, names.other
    size, skill, beaten = after
    step, fit = rules.armies.step, rules.armies.fit_to_fight
    return [
        heading(Message(N_("A worked example: battles and what follows"))),
        para(
            Message(
                N_(
                    "In the same turn %(commander)s's army is reinforced with a diamond to %(size)d elements, and "
                    "%(defender)s plays a diamond on the garrison of %(province)s, a non-player army, which now "
                    "has %(garrison)d. %(other)s invades %(side)s. Both kingdoms pass twice, the battles are fought "
                    "with miniatures, and their results are entered:"
                ),
                commander=names.commander(army),
                size=reinforced,
                defender=names.kingdom(defender),
                province=tables.province_names[target],
                garrison=garrison,
                other=names.commander(other),
                side=tables.province_names[side_target],
            )
        ),
        *(para(line, role="italic", bullet="•") for line in battles),
        para(
            nmessage(
                "A victory costs %(commander)s's army %(count)d step of %(step)d elements: it has %(size)d, and "
                "with his first victory he reaches skill %(skill)d.",
                "A victory costs %(commander)s's army %(count)d steps of %(step)d elements: it has %(size)d, and "
                "with his first victory he reaches skill %(skill)d.",
                rules.armies.losses.victory,
                commander=names.commander(army),
                step=step,
                size=size,
                skill=skill,
            )
        ),
        para(
            nmessage(
                "%(other)s's minor defeat costs %(count)d step: his army is down to %(beaten)d, below %(fit)d, so "
                "it may not invade and must retreat if attacked, unless diamonds or gold bring it back to %(fit)d.",
                "%(other)s's minor defeat costs %(count)d steps: his army is down to %(beaten)d, below %(fit)d, "
                "so it may not invade and must retreat if attacked, unless diamonds or gold bring it back to "
                "%(fit)d.",
                rules.armies.losses.minor_defeat,
                other=names.commander(other),
                beaten=beaten,
                fit=fit,
            )
        ),
        para(
            Message(
                N_(
                    "In turn %(turn)d, %(commander)s invades %(province)s, where %(other)s stands. When the "
                    "battles begin %(other)s must retreat, and the battle is fought against the garrison alone:"
                ),
                turn=turn,
                commander=names.commander(army),
                province=tables.province_names[tables.army_start[other]],
                other=names.commander(other),
            )
        ),
        *(para(line, role="italic", bullet="•") for line in conquest),
        para(_major_line(rules, names.commander(army), state.army_size[army])),
        para(Message(N_("A conquered Royal Province becomes a Client and loses its immunity to spades."))),
    ]


def _major_line(rules, commander, size: int) -> Message:
    """What the major victory cost the invader, in the data's steps."""
    steps = rules.armies.losses.major_victory
    if steps == 0:
        return Message(
            N_("A major victory costs nothing: %(commander)s's army keeps its %(size)d elements."),
            commander=commander,
            size=size,
        )
    return nmessage(
        "A major victory costs %(count)d step: %(commander)s's army now has %(size)d elements.",
        "A major victory costs %(count)d steps: %(commander)s's army now has %(size)d elements.",
        steps,
        commander=commander,
        size=size,
    )
