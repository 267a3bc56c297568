"""Sentences of Civil Suits' kit built from the rules data: passing, powers and scoring in our own words."""

from __future__ import annotations

from engine.cards import RANK_NAMES
from engine.i18n import N_, Message, one_of
from games.civil_suits.data import SEATS, text

# How a trick is won, and when and how Champions attack it: shared by the reference card and the booklet.
TRICKS = N_(
    "Play any card. The highest rank takes the trick (Ace lowest, King highest, a Minion above "
    "all). Highest cards tied: each player may add one Champion as a Challenger; a tie left over "
    "goes to the tied card played last. A Minion takes the trick and may ban one suit from it: "
    "whoever played that suit, or plays after the ban, uses another card if they hold one (a "
    "second Minion then takes the trick and may ban a suit too)."
)
ATTACK = N_(
    "Two or more Champions (A, J, Q, K) and no Minion: each power goes to the Champion with its "
    "single highest value (a tie wins nothing), used in this order:"
)

PASS_TEXT = {
    "left": N_("pass to the left"),
    "right": N_("pass to the right"),
    "across": N_("pass across"),
    "nearest_short": N_("players dealt 14 pass %(count)d to the neighbour dealt 13"),
}


def passing_text(tables, round_number: int) -> Message:
    """Say how a round's cards are passed."""
    entry = tables.rules.passing.rounds[(round_number - 1) % len(tables.rules.passing.rounds)]
    return Message(PASS_TEXT[entry.to], count=entry.count or 0)


def dealer_name(tables, round_number: int) -> Message:
    """Return the seat that deals a round."""
    return tables.seat_names[(tables.first_dealer + round_number - 1) % len(SEATS)]


def scoring_lines(tables) -> list[Message]:
    """The scoring rules as short lines, numbers from the rules data."""
    scoring = tables.rules.scoring
    outside = scoring.outside
    lines = [Message(N_("%(count)d per card of your civil suit"), count=scoring.civil_card)]
    by_value: dict[int, list] = {}
    for rank, value in outside.items():
        by_value.setdefault(value, []).append(Message(RANK_NAMES[rank]) if rank in RANK_NAMES else rank)
    for value, ranks in sorted(by_value.items()):
        lines.append(Message(N_("%(count)d per %(ranks)s of another suit"), count=value, ranks=one_of(ranks)))
    lines.append(Message(N_("%(count)d per Minion"), count=scoring.minion))
    if scoring.moon:
        lines.append(Message(N_("All 13 cards of your civil suit: no demerits this round (shooting the moon)")))
    if scoring.together:
        lines.append(
            Message(
                N_("Two moons in the two suits of one colour: each shooter takes %(count)d off"),
                count=scoring.together,
            )
        )
    if scoring.shot_in_moon:
        lines.append(Message(N_("All 13 cards of another suit: its Champions cost nothing (shot in the moon)")))
    if scoring.magic:
        lines.append(Message(N_("Magic may take %(count)d off your score"), count=scoring.magic))
    return lines


# The key refusals name each of power_lines' powers by (engine.actions.action's rule), in their order.
POWER_RULES = ("intel", "magic", "might")


def power_lines(tables) -> list[Message]:
    """Each power's name and what it does, in the order they are used."""
    powers = tables.rules.champions.powers
    return [
        Message(N_("%(power)s: %(text)s"), power=text(powers[name].name), text=text(powers[name].text))
        for name in POWER_RULES
    ]
