"""How Civil Suits' players move in the search bot's playouts: cheap rules of thumb read off the world.

The search bot (engine/search.py) plays on from each candidate to score it. Trying actions on copies and
scoring them (a guided playout) costs a copy and a round's scoring per action tried; these rules read only
the world and the mover's own cards and civil suit, so a playout costs a fraction of that and a decision
fits several times the playouts. Each rule picks an action of the listing it is given, so it plays only
what the rules allow: there is no duty to follow suit here, the highest rank takes a trick (a Minion beats
all, a tie goes to the tied card played last), and a player pays for their own civil suit's cards, for other
suits' Champions and for Minions.
"""

from __future__ import annotations

from engine.cards import SUITS
from games.civil_suits.actions import ChooseSuit, Decline, Magic, Pass, Play, Trump
from games.civil_suits.data import MINION, SEATS


def playout_action(world, mover: str, actions, random_):
    """Return the mover's action in a playout, chosen from ``actions`` (its legal listing) by rules of thumb.

    ``random_`` (a generator's ``random``) breaks ties; the search itself plays a share of the moves at random.
    """
    chooser = _BY_STEP.get(world.step)
    action = chooser(world, SEATS.index(mover), actions, random_) if chooser is not None else None
    return actions[0] if action is None else action


def _choose_suit(world, seat: int, actions, random_):
    """Choose the suit the hand holds most of (ties at random): fewer of its cards are left for others to hand over."""
    suit_of = world.t.suit
    held = dict.fromkeys(SUITS, 0.0)
    for card in world.hands[seat]:
        if card < 52:
            held[suit_of[card]] += 1
    return ChooseSuit(SEATS[seat], max(SUITS, key=lambda suit: held[suit] + random_() / 2))


def _pass(world, seat: int, actions, random_):
    """Pass the cards likeliest to take tricks: the Minions, then the highest ranks (listed in the hand's order)."""
    hand = world.hands[seat]
    count = world.pass_count(seat)
    if world.unknown[seat]:
        return None  # a hand the app has not seen passes without naming cards: its listing's only action
    strength = world.t.strength
    worst = set(sorted(hand, key=strength.__getitem__)[-count:])
    return Pass(SEATS[seat], tuple(card for card in hand if card in worst))


def _play(world, seat: int, actions, random_):
    """Duck under the trick's highest card with the highest card that still loses; else see ``_must_take``."""
    cards = [action.card for action in actions if type(action) is Play and action.ban is None]
    if not cards:
        return None  # a replacement with nothing but Keep left: the listing's first
    strength = world.t.strength
    trick = [card for owner, card in world.trick if owner != seat or world.step == "play"]
    if not trick:
        # Leading: the lowest card (Aces are the weakest rank), which someone else is likely to beat.
        if world.offer is not None and world.offer < 4:
            return Decline(SEATS[seat])  # the first trick is offered: let another lead it
        return Play(SEATS[seat], min(cards, key=strength.__getitem__), None)
    top = max(strength[card] for card in trick)
    ducking = [card for card in cards if strength[card] < top]  # equal would take it: the last of a tie does
    if ducking:
        return Play(SEATS[seat], max(ducking, key=strength.__getitem__), None)
    return _must_take(world, seat, cards, strength)


def _must_take(world, seat: int, cards, strength):
    """Every card would take the trick for now: play low while others may still beat it, else shed the highest.

    The last player takes it whatever they play, so they shed a Minion (a Minion takes every trick it is played
    to: played in one taken anyway, it takes no other) or else their highest card.
    """
    if world.to_play and world.step == "play":
        return Play(SEATS[seat], min(cards, key=strength.__getitem__), None)
    minions = [card for card in cards if world.t.suit[card] == MINION]
    return Play(SEATS[seat], (minions or [max(cards, key=strength.__getitem__)])[0], None)


def _decline(world, seat: int, actions, random_):
    """Add no Challenger and look at no civil suit: a Challenger is one more card that may take the trick."""
    return Decline(SEATS[seat])


def _magic(world, seat: int, actions, random_):
    """Take one demerit off: always worth one, and nothing to weigh."""
    return Magic(SEATS[seat], True, None)


def _might(world, seat: int, actions, random_):
    """Name a trump suit that hands the trick to someone else, if the trick is the mover's as it stands."""
    if world.trick_taker() != seat:
        return Decline(SEATS[seat])
    suit_of, strength = world.t.suit, world.t.strength
    for suit in SUITS:
        holders = [(strength[card], owner) for owner, card in world.trick if suit_of[card] == suit]
        if holders and max(holders)[1] != seat:
            return Trump(SEATS[seat], suit)
    return Decline(SEATS[seat])


_BY_STEP = {
    "suit": _choose_suit,
    "pass": _pass,
    "play": _play,
    "replace": _play,
    "challenge": _decline,
    "intel": _decline,
    "magic": _magic,
    "might": _might,
}
