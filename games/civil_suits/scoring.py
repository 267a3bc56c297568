"""Scoring a round of Civil Suits: demerits for the cards taken, the moon rules, and Magic's demerits taken off.

A pure function of the civil suits, the piles and Magic's uses, so the engine, the companion's
round-end entry and the tests all score the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import RANKS, SUIT_NAMES, SUITS
from engine.i18n import N_, Message, nmessage
from games.civil_suits.data import SEATS, Tables

SUIT_SIZE = len(RANKS)  # cards of a suit


@dataclass(frozen=True)
class RoundScore:
    """One round's scoring, per seat: card demerits, the moon rules that applied, Magic, and the score."""

    cards: list[int]  # demerits for the cards taken, before the moon rules
    moon: list[bool]  # took all 13 cards of their civil suit
    together: list[bool]  # shot the moon with another player in the other suit of the same colour
    shot: list[list[str]]  # other suits they took all 13 of (their Champions score nothing)
    magic: list[int]  # demerits Magic took off
    scores: list[int]


def score_round(t: Tables, suits: list[str], taken: list[list[int]], magic: list[int]) -> RoundScore:
    """Score a round from each seat's civil suit, the cards each took and Magic's demerits taken off."""
    rules = t.rules.scoring
    moon, shot, cards = [], [], []
    for seat in range(4):
        pile = set(taken[seat])
        civil = suits[seat]
        # A suit is taken whole only by a pile of 13 cards or more: the bots score many small piles mid-round.
        full = [suit for suit in SUITS if t.suit_cards[suit] <= pile] if len(pile) >= SUIT_SIZE else []
        moon.append(rules.moon and civil in full)
        shot.append([suit for suit in full if suit != civil] if rules.shot_in_moon else [])
        row = t.demerits[civil]
        if shot[seat]:
            # Shot in the moon: the Champions of a suit taken whole cost nothing (its other cards cost nothing anyway).
            cards.append(sum(row[card] for card in pile if not (t.champion[card] and t.suit[card] in shot[seat])))
        else:
            cards.append(sum(map(row.__getitem__, pile)))
    together = [
        moon[seat]
        and any(
            moon[other] and suits[other] != suits[seat] and t.colour_of[suits[other]] == t.colour_of[suits[seat]]
            for other in range(4)
            if other != seat
        )
        for seat in range(4)
    ]
    scores = [
        (0 if moon[seat] else cards[seat]) - (rules.together if together[seat] else 0) - rules.magic * magic[seat]
        for seat in range(4)
    ]
    return RoundScore(cards, moon, together, shot, [rules.magic * m for m in magic], scores)


def round_record(state, result: RoundScore) -> dict:
    """Return the public record of a finished round: the revealed suits and how each score came about."""
    return {
        "round": state.round,
        "dealer": SEATS[state.dealer],
        "tracked": state.tracking,
        "suits": {SEATS[s]: state.suits[s] for s in range(4)},
        "taken": {SEATS[s]: len(state.taken[s]) for s in range(4)},
        "cards": {SEATS[s]: result.cards[s] for s in range(4)},
        "moon": {SEATS[s]: result.moon[s] for s in range(4)},
        "together": {SEATS[s]: result.together[s] for s in range(4)},
        "shot": {SEATS[s]: result.shot[s] for s in range(4)},
        "magic": {SEATS[s]: result.magic[s] for s in range(4)},
        "scores": {SEATS[s]: result.scores[s] for s in range(4)},
    }


def round_lines(state, result: RoundScore) -> list[Message]:
    """Return the log lines that reveal the civil suits and explain each score of a finished round."""
    lines = [Message(N_("Round %(round)d is over; the civil suits are revealed."), round=state.round)]
    if not state.tracking:
        lines.append(Message(N_("The piles were entered by the players; the app scores them as entered.")))
    totals = state.totals()
    for seat in range(4):
        parts = [
            nmessage(
                "%(seat)s (civil suit %(suit)s) took %(count)d card",
                "%(seat)s (civil suit %(suit)s) took %(count)d cards",
                len(state.taken[seat]),
                seat=state.name(seat),
                suit=Message(SUIT_NAMES[state.suits[seat]]),
            ),
            # A part of its own, so that each number chooses its own plural form.
            nmessage("worth %(count)d demerit", "worth %(count)d demerits", result.cards[seat]),
        ]
        if result.moon[seat]:
            parts.append(Message(N_("shot the moon: no demerits")))
        if result.together[seat]:
            parts.append(Message(N_("shot the moon together: %(count)d off"), count=state.t.rules.scoring.together))
        for suit in result.shot[seat]:
            parts.append(
                Message(N_("shot in the moon in %(suit)s: its Champions cost nothing"), suit=Message(SUIT_NAMES[suit]))
            )
        if result.magic[seat]:
            parts.append(Message(N_("Magic: %(count)d off"), count=result.magic[seat]))
        lines.append(
            Message(
                N_("%(parts)s; round score %(score)d, total %(total)d."),
                parts=parts,
                score=result.scores[seat],
                total=totals[seat],
            )
        )
    return lines
