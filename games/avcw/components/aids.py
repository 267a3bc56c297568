"""The player aids of A Very Civil Whist: one page per side, in our own words, numbers from the rules data.

Each aid gives the round sequence, the three actions, that side's leaders and assets, and how to win.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES
from engine.i18n import N_, Message, nmessage
from games.avcw.components.context import KitContext
from games.avcw.components.wording import asset_source, leader_entry, playable_text
from games.avcw.data import SIDES, text
from generator.flow import Flow, largest_body
from generator.geometry import Drawing, Style
from generator.sketch import Sketch

WIDTH, HEIGHT = 190.0, 255.0
BODY = 10.0  # pt; the body size of an aid, unless its language needs a smaller one to fit the page
SMALLEST_BODY = 7.0  # pt; the whole aid shrinks evenly down to this, so no paragraph ends up tiny alone


def player_aid(ctx: KitContext, side: int) -> Drawing:
    """Draw the aid of one side at the largest body size at which the whole page fits."""
    return largest_body(lambda body: _aid_sketch(ctx, side, body), BODY, SMALLEST_BODY).finish()


def _aid_sketch(ctx: KitContext, side: int, body: float) -> Sketch:
    """Lay the aid of one side out at one body size (overflows, if any, are in the sketch)."""
    theme, tables = ctx.theme, ctx.tables
    rules, play = tables.rules, tables.rules.play
    colour = theme.side_colours[side]
    sketch = Sketch(f"aid-{SIDES[side]}", WIDTH, HEIGHT)
    sketch.rect(0, 0, WIDTH, 12, Style(fill=theme.band(side)))
    title = Message(N_("%(side)s: player aid"), side=tables.side_names[side])
    sketch.text(
        ctx.say(title), (4, 0, WIDTH - 8, 12), "bold", 15, min_size=10, valign="middle", colour=theme.on_band(side)
    )
    # Paragraphs keep the aid's body size: the whole aid shrinks instead (player_aid).
    flow = Flow(sketch, ctx.say, 14, WIDTH, HEIGHT, body, smallest=body)
    heading = body * 1.25
    trump_track = tables.tracks[tables.trump_track].name
    leader_tracks = ", ".join(ctx.say(tables.tracks[index].name) for index in tables.leader_tracks)

    flow.heading(Message(N_("How to win")), colour, size=heading)
    flow.para(
        nmessage(
            "At the end of a round you win if your support marker stands on one of your victory spaces and "
            "at least %(count)d front stands on a victory space of your colour. If both sides or neither "
            "manage this, play goes on.",
            "At the end of a round you win if your support marker stands on one of your victory spaces and "
            "at least %(count)d fronts stand on victory spaces of your colour. If both sides or neither "
            "manage this, play goes on.",
            play.fronts_to_win,
        )
    )
    flow.para(
        Message(
            N_(
                "If nobody has won after round %(rounds)d, the side with more fronts on its own victory spaces "
                "wins; if that is a tie too, the side that won the last trick wins."
            ),
            rounds=rules.rounds,
        )
    )

    flow.heading(Message(N_("A round: preparation")), colour, size=heading)
    steps = [
        Message(N_("From round 2 on: gather every action card, hands included, and shuffle them into the action "
                   "deck. Claimed bonus cards stay out.")),
        nmessage("Deal %(count)d action card to each side.", "Deal %(count)d action cards to each side.",
                 play.hand_size),
        nmessage("Reveal and resolve %(count)d event. It leaves the game afterwards.",
                 "Reveal and resolve %(count)d events, one after the other. Each leaves the game afterwards.",
                 play.events_per_round),
        Message(N_("The side ahead on the %(track)s track puts the queen on the trump suit of its choice."),
                track=trump_track),
        nmessage("Play %(count)d planning trick: turn up two action cards; the winner of the trick takes one, "
                 "the loser the other. The side ahead on %(track)s leads it.",
                 "Play %(count)d planning tricks. For each, turn up two action cards; the winner of the trick "
                 "takes one, the loser the other. The side ahead on %(track)s leads the first, then the lead "
                 "alternates.", play.planning_tricks, track=trump_track),
        Message(N_("Both sides place their leaders face down, at most one per track on %(tracks)s, as many as "
                   "they can; then turn them up."), tracks=leader_tracks),
        Message(N_("Take into your hand the bonus cards you claimed earlier.")),
    ]  # fmt: skip
    for number, step in enumerate(steps, 1):
        flow.para(step, bullet=f"{number}.")

    flow.heading(Message(N_("A round: actions")), colour, size=heading)
    flow.para(
        Message(
            N_(
                "The side ahead on %(track)s acts first; then the sides take turns, one action each, until one "
                "side has no action cards left. Passing is not allowed. At the end of the round, take all leaders "
                "off the board, check for victory and move the king on."
            ),
            track=trump_track,
        )
    )
    suits = Message(
        N_("%(first)s or %(second)s"),
        first=Message(SUIT_NAMES[rules.sides[SIDES[side]].suits[0]]),
        second=Message(SUIT_NAMES[rules.sides[SIDES[side]].suits[1]]),
    )
    actions = [
        nmessage(
            "Attack a war track: lead a card of its suit (of trump if you hold none of that suit, or of any suit "
            "if your leader there allows). You may commit an asset; the defender follows suit if able and may "
            "commit one too. The highest trump wins, otherwise the highest card of the suit led; a tie goes to "
            "the attacker. Win and the front moves one space towards you. Lose with a leader on that track and "
            "draw %(count)d casualty card: a value higher than his rating removes him.",
            "Attack a war track: lead a card of its suit (of trump if you hold none of that suit, or of any suit "
            "if your leader there allows). You may commit an asset; the defender follows suit if able and may "
            "commit one too. The highest trump wins, otherwise the highest card of the suit led; a tie goes to "
            "the attacker. Win and the front moves one space towards you. Lose with a leader on that track and "
            "draw %(count)d casualty cards: a total higher than his rating removes him.",
            play.casualty_draw,
        ),
        Message(N_(
            "Raise your support: play a card of %(suits)s higher than the value under your rook, and move the "
            "rook up one space. Your opponent cannot contest it."
        ), suits=suits),
        Message(N_("Play an asset that is played as an action. It then leaves the game.")),
    ]  # fmt: skip
    for action in actions:
        flow.para(action, bullet="•")

    flow.heading(Message(N_("Your leaders")), colour, size=heading)
    flow.para(
        Message(
            N_(
                "A leader's ability counts only when his side leads an attack on his track, and not when the "
                "defender has a leader there too."
            )
        ),
        role="italic",
    )
    for leader in tables.leaders:
        if leader.side != side:
            continue
        ability = text(rules.leaders[leader.id].ability.text)
        line = Message(
            N_("%(name)s (rating %(rating)d): %(ability)s %(entry)s"),
            name=leader.name,
            rating=leader.rating,
            ability=ability,
            entry=leader_entry(tables, leader.index),
        )
        flow.para(line, bullet="•")

    flow.heading(Message(N_("Your assets")), colour, size=heading)
    for asset in tables.assets:
        if asset.side != side:
            continue
        line = Message(
            N_("%(name)s. %(when)s %(effect)s %(source)s"),
            name=asset.name,
            when=playable_text(tables, asset.index),
            effect=text(rules.assets[asset.id].text),
            source=asset_source(tables, asset.index),
        )
        flow.para(line, bullet="•")
    return sketch
