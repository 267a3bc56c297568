"""The actions of Walsingham, one small value type each (JSON form: docs/actions.md)."""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ALWAYS, ActionCodec, Name, Names, Number, action

NOBODY = "nobody"  # an accusation of "no spy"


@action("deal_loyalty", reveals=ALWAYS)
class DealLoyalty(NamedTuple):
    """Chance: two Loyalty cards to each player (blue, yellow, spy) and the first auction's start player."""

    red: Names | None = None
    green: Names | None = None
    purple: Names | None = None
    orange: Names | None = None
    black: Names | None = None
    white: Names | None = None
    first: Name | None = None


@action("reveal", reveals=ALWAYS)
class Reveal(NamedTuple):
    """Chance: the turn's Reward cards from the topmost deck, and the tiles laid on the first of them."""

    rewards: Names | None = None
    tiles: Names | None = None


@action("bid")
class Bid(NamedTuple):
    """A player's bid at one of their two opportunities of the turn's auction."""

    seat: Name
    amount: Number


@action("claim")
class Claim(NamedTuple):
    """A player takes one of the turn's Reward cards (and the tile on it), in tracker order."""

    seat: Name
    reward: Name


@action("draw_secrets", reveals=ALWAYS)
class DrawSecrets(NamedTuple):
    """Chance: the three Secret cards a player draws from the top of the Secret deck."""

    cards: Names | None = None


@action("keep_secret")
class KeepSecret(NamedTuple):
    """The Secret card a player keeps; the other two go to the bottom of the deck."""

    seat: Name
    secret: Name


@action("peek")
class Peek(NamedTuple):
    """The player a Peek (their Loyalty cards) or a Snoop (their Secret cards) looks at."""

    seat: Name
    target: Name


@action("shuffle")
class Shuffle(NamedTuple):
    """Chance: the order the target's cards lie in, face down, after shuffling."""

    order: Names | None = None


@action("look", reveals=ALWAYS)
class Look(NamedTuple):
    """The face-down card (counted from 0) the peeker looks at."""

    seat: Name
    slot: Number


@action("discard_loyalty")
class DiscardLoyalty(NamedTuple):
    """After taking the Triple Agent: the Loyalty card returned to the box unseen."""

    seat: Name
    card: Name


@action("accuse")
class Accuse(NamedTuple):
    """A player accuses another of being the Spy, or says there is no spy (target ``nobody``)."""

    seat: Name
    target: Name


CHANCE_ACTIONS = (DealLoyalty, Reveal, DrawSecrets, Shuffle)
CODEC = ActionCodec(
    DealLoyalty, Reveal, Bid, Claim, DrawSecrets, KeepSecret, Peek, Shuffle, Look, DiscardLoyalty, Accuse
)
