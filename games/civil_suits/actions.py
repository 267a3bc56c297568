"""The actions of Civil Suits, one small value type each (JSON form: docs/actions.md)."""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ActionCodec


class Deal(NamedTuple):
    """Chance: all 54 cards dealt from the dealer's left, entered per seat, sampled (no cards), or unseen."""

    north: tuple | None = None
    east: tuple | None = None
    south: tuple | None = None
    west: tuple | None = None
    unseen: bool = False
    kind = "deal"
    spec = {"north": "cards?", "east": "cards?", "south": "cards?", "west": "cards?", "unseen": "bool?"}


class ChooseSuit(NamedTuple):
    """A player's secret civil suit for the round."""

    seat: str
    suit: str
    kind = "choose_suit"
    spec = {"seat": "name", "suit": "suit"}


class Pass(NamedTuple):
    """The cards a player passes this round (left out when the hand was dealt unseen), handed over together."""

    seat: str
    cards: tuple | None = None
    kind = "pass"
    spec = {"seat": "name", "cards": "cards?"}


class Play(NamedTuple):
    """A card played to the trick (or in place of a banned one); a Minion may ``ban`` a suit."""

    seat: str
    card: int
    ban: str | None = None
    kind = "play"
    spec = {"seat": "name", "card": "card", "ban": "suit?"}


class Decline(NamedTuple):
    """Say no to what is offered: leading the first trick, adding a Challenger, or using a power."""

    seat: str
    kind = "decline"
    spec = {"seat": "name"}


class Keep(NamedTuple):
    """Keep a banned card in the trick: the player says every card they hold is of a banned suit."""

    seat: str
    kind = "keep"
    spec = {"seat": "name"}


class Challenge(NamedTuple):
    """Add a Challenger (A, J, Q or K) to a trick whose highest cards tie."""

    seat: str
    card: int
    kind = "challenge"
    spec = {"seat": "name", "card": "card"}


class Peek(NamedTuple):
    """The Champion of Intelligence looks at one opponent's civil suit."""

    seat: str
    target: str
    kind = "peek"
    spec = {"seat": "name", "target": "name"}


class Magic(NamedTuple):
    """The Champion of Magic takes one demerit off (``minus_one``) or sets cards of the trick aside (``remove``)."""

    seat: str
    minus_one: bool = False
    remove: tuple | None = None
    kind = "magic"
    spec = {"seat": "name", "minus_one": "bool?", "remove": "cards?"}


class Trump(NamedTuple):
    """The Champion of Might names a trump suit for this trick."""

    seat: str
    suit: str
    kind = "trump"
    spec = {"seat": "name", "suit": "suit"}


class EndTricks(NamedTuple):
    """The rest of the round is played at the table without entering the tricks."""

    seat: str
    kind = "end_tricks"
    spec = {"seat": "name"}


class Tally(NamedTuple):
    """After unentered tricks: every card the player took this round, Magic's demerits taken off, the last trick."""

    seat: str
    cards: tuple = ()
    magic: int | None = None
    last: bool = False
    kind = "tally"
    spec = {"seat": "name", "cards": "cards?", "magic": "int?", "last": "bool?"}


CHANCE_ACTIONS = (Deal,)
CODEC = ActionCodec(Deal, ChooseSuit, Pass, Play, Decline, Keep, Challenge, Peek, Magic, Trump, EndTricks, Tally)
