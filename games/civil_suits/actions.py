"""The actions of Civil Suits, one small value type each (JSON form: docs/actions.md)."""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ALWAYS, SECRET, ActionCodec, Card, Cards, Flag, Name, Number, Suit, action


@action("deal", reveals=ALWAYS, rule="deal")
class Deal(NamedTuple):
    """Chance: all 54 cards dealt from the dealer's left, entered per seat, sampled (no cards), or unseen."""

    north: Cards | None = None
    east: Cards | None = None
    south: Cards | None = None
    west: Cards | None = None
    unseen: Flag = False


@action("dealt", reveals=SECRET, rule="deal")
class Dealt(NamedTuple):
    """Chance entered privately: the cards a player was dealt at the table (13 or 14), on their own phone.

    Each player enters their own hand; the deal is made once all four are in (or, when a card was entered on
    two phones, all enter again). "Let the app deal" and "Dealt by hand" (``Deal``) are the other ways.
    """

    seat: Name
    cards: Cards


@action("choose_suit", reveals=SECRET, rule="civil-suit")
class ChooseSuit(NamedTuple):
    """A player's secret civil suit for the round."""

    seat: Name
    suit: Suit


@action("pass", reveals=SECRET, rule="passing")
class Pass(NamedTuple):
    """The cards a player passes this round (left out when the hand was dealt unseen), handed over together."""

    seat: Name
    cards: Cards | None = None


@action("play", rule="tricks")
class Play(NamedTuple):
    """A card played to the trick (or in place of a banned one); a Minion may ``ban`` a suit."""

    seat: Name
    card: Card
    ban: Suit | None = None


@action("decline", rule="attack")
class Decline(NamedTuple):
    """Say no to what is offered: leading the first trick, adding a Challenger, or using a power."""

    seat: Name


@action("keep", rule="tricks")
class Keep(NamedTuple):
    """Keep a banned card in the trick: the player says every card they hold is of a banned suit."""

    seat: Name


@action("challenge", rule="attack")
class Challenge(NamedTuple):
    """Add a Challenger (A, J, Q or K) to a trick whose highest cards tie."""

    seat: Name
    card: Card


@action("peek", reveals=ALWAYS, rule="intel")
class Peek(NamedTuple):
    """The Champion of Intelligence looks at one opponent's civil suit."""

    seat: Name
    target: Name


@action("answer_peek", reveals=ALWAYS, rule="intel")
class AnswerPeek(NamedTuple):
    """After unentered tricks: the player a look was claimed at confirms it (``agree``) or not."""

    seat: Name
    claimant: Name
    agree: Flag = False


@action("magic", rule="magic")
class Magic(NamedTuple):
    """The Champion of Magic takes one demerit off (``minus_one``) or sets cards of the trick aside (``remove``)."""

    seat: Name
    minus_one: Flag = False
    remove: Cards | None = None


@action("trump", rule="might")
class Trump(NamedTuple):
    """The Champion of Might names a trump suit for this trick."""

    seat: Name
    suit: Suit


@action("end_tricks", rule="tricks")
class EndTricks(NamedTuple):
    """The rest of the round is played at the table without entering the tricks."""

    seat: Name


@action("tally", reveals=SECRET, rule="scoring")
class Tally(NamedTuple):
    """After unentered tricks: every card the player took this round, Magic's demerits taken off, the last trick."""

    seat: Name
    cards: Cards = ()
    magic: Number | None = None
    last: Flag = False


CHANCE_ACTIONS = (Deal,)
CODEC = ActionCodec(
    Deal, Dealt, ChooseSuit, Pass, Play, Decline, Keep, Challenge, Peek, AnswerPeek, Magic, Trump, EndTricks, Tally
)
