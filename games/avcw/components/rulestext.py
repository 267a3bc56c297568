"""The rules of A Very Civil Whist as sentences built from its data, shared by the player aids and the booklet.

Our own words, as translatable messages; every number comes from the rules data.
"""

from __future__ import annotations

from engine.cards import SUIT_NAMES
from engine.i18n import N_, Message, nmessage
from games.avcw.components.wording import asset_source, is_event_asset, leader_entry, playable_text
from games.avcw.data import SIDES, Tables, text


def win_rules(tables: Tables) -> list[Message]:
    """How a side wins: at the end of a round, and after the last round."""
    rules, play = tables.rules, tables.rules.play
    return [
        nmessage(
            "At the end of a round you win if your support marker stands on one of your victory spaces and "
            "at least %(count)d front stands on a victory space of your colour. If both sides or neither "
            "manage this, play goes on.",
            "At the end of a round you win if your support marker stands on one of your victory spaces and "
            "at least %(count)d fronts stand on victory spaces of your colour. If both sides or neither "
            "manage this, play goes on.",
            play.fronts_to_win,
        ),
        Message(
            N_(
                "If nobody has won after round %(rounds)d, the side with more fronts on its own victory spaces "
                "wins; if that is a tie too, the side that won the last trick wins."
            ),
            rounds=rules.rounds,
        ),
    ]


def trump_track_name(tables: Tables) -> Message:
    """The name of the track whose leader chooses trump and acts first."""
    return tables.tracks[tables.trump_track].name


# The key refusals name each of preparation_steps' steps by (engine.actions.action's rule), in their order.
PREPARATION_RULES = ("gather", "deal", "events", "trump", "planning", "leaders", "bonus")


def preparation_steps(tables: Tables, say) -> list[Message]:
    """The steps of a round's preparation phase, in order."""
    play = tables.rules.play
    trump_track = trump_track_name(tables)
    leader_tracks = ", ".join(say(tables.tracks[index].name) for index in tables.leader_tracks)
    return [
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


def action_phase(tables: Tables) -> Message:
    """How the action phase runs and ends."""
    return Message(
        N_(
            "The side ahead on %(track)s acts first; then the sides take turns, one action each, until one "
            "side has no action cards left. Passing is not allowed. At the end of the round, take all leaders "
            "off the board, check for victory and move the king on."
        ),
        track=trump_track_name(tables),
    )


def side_suits(tables: Tables, side: int) -> Message:
    """A side's two suits: "Hearts or Diamonds"."""
    suits = tables.rules.sides[SIDES[side]].suits
    return Message(
        N_("%(first)s or %(second)s"), first=Message(SUIT_NAMES[suits[0]]), second=Message(SUIT_NAMES[suits[1]])
    )


def attack_text(tables: Tables) -> Message:
    """The attack action, from the lead to the casualty test."""
    return nmessage(
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
        tables.rules.play.casualty_draw,
    )


def support_text(tables: Tables, side: int, named: bool = False) -> Message:
    """The support action of one side: addressed to its player (a side's aid), or ``named`` (the booklet lists both)."""
    if named:
        return Message(
            N_(
                "%(side)s – raising support: play a card of %(suits)s higher than the value under the side's rook, "
                "and move that rook up one space. The opponent cannot contest it."
            ),
            side=tables.side_names[side],
            suits=side_suits(tables, side),
        )
    return Message(
        N_(
            "Raise your support: play a card of %(suits)s higher than the value under your rook, and move the "
            "rook up one space. Your opponent cannot contest it."
        ),
        suits=side_suits(tables, side),
    )


ASSET_ACTION = N_("Play an asset that is played as an action. It then leaves the game.")
LEADER_NOTE = N_(
    "A leader's ability counts only when his side leads an attack on his track, and not when the "
    "defender has a leader there too."
)


def leader_line(tables: Tables, leader: int, starters_named: bool = False) -> Message:
    """A leader's name, casualty rating, ability and when he comes into play.

    With ``starters_named`` (a text that has already listed the leaders in play from the start, as the booklet's
    set-up does), only a leader who joins later says when.
    """
    entry = tables.leaders[leader]
    facts = {"name": entry.name, "rating": entry.rating, "ability": text(tables.rules.leaders[entry.id].ability.text)}
    if starters_named and entry.start:
        return Message(N_("%(name)s (rating %(rating)d): %(ability)s"), **facts)
    return Message(
        N_("%(name)s (rating %(rating)d): %(ability)s %(entry)s"), entry=leader_entry(tables, leader), **facts
    )


def asset_line(tables: Tables, asset: int, events_listed: bool = False) -> Message:
    """An asset's name, when it is played, what it does and how it is gained.

    With ``events_listed`` (a text that lists every event with what it gives, as the booklet does), an asset an
    event gives leaves that to the event's line.
    """
    entry = tables.assets[asset]
    facts = {
        "name": entry.name,
        "when": playable_text(tables, asset),
        "effect": text(tables.rules.assets[entry.id].text),
    }
    if events_listed and is_event_asset(tables, asset):
        return Message(N_("%(name)s. %(when)s %(effect)s"), **facts)
    return Message(N_("%(name)s. %(when)s %(effect)s %(source)s"), source=asset_source(tables, asset), **facts)
