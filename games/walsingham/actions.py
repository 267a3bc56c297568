"""The actions of Walsingham, one small value type each (JSON form: docs/actions.md)."""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ALWAYS, SECRET, ActionCodec, Flag, Name, Names, Number, action

NOBODY = "nobody"  # an accusation of "no spy"


@action("deal_loyalty", reveals=ALWAYS, rule="loyalty")
class DealLoyalty(NamedTuple):
    """Chance: two Loyalty cards to each player (blue, yellow, spy) and the first auction's start player.

    ``unseen``: the printed cards are dealt at the table instead; each player then enters their own two
    (EnterLoyalty) on their own phone.
    """

    red: Names | None = None
    green: Names | None = None
    purple: Names | None = None
    orange: Names | None = None
    black: Names | None = None
    white: Names | None = None
    first: Name | None = None
    unseen: Flag = False


@action("enter_loyalty", reveals=SECRET, rule="loyalty")
class EnterLoyalty(NamedTuple):
    """The two Loyalty cards a player was dealt at the table, entered on their own phone in secret."""

    seat: Name
    cards: Names


@action("reveal", reveals=ALWAYS, rule="turn")
class Reveal(NamedTuple):
    """Chance: the turn's Reward cards from the topmost deck, and the tiles laid on the first of them."""

    rewards: Names | None = None
    tiles: Names | None = None


@action("bid", rule="bid")
class Bid(NamedTuple):
    """A player's bid at one of their two opportunities of the turn's auction."""

    seat: Name
    amount: Number


@action("claim", rule="claim")
class Claim(NamedTuple):
    """A player takes one of the turn's Reward cards (and the tile on it), in tracker order."""

    seat: Name
    reward: Name


@action("draw_secrets", reveals=ALWAYS, rule="effect-secret")
class DrawSecrets(NamedTuple):
    """Chance: the three Secret cards a player draws from the top of the Secret deck.

    ``unseen``: drawn from the printed deck instead; the drawer then enters them (EnterSecrets) on their phone.
    """

    cards: Names | None = None
    unseen: Flag = False


@action("enter_secrets", reveals=ALWAYS, rule="effect-secret")
class EnterSecrets(NamedTuple):
    """The printed Secret cards a player drew, entered by kind (copies of a kind are alike) on their own phone."""

    seat: Name
    cards: Names


@action("keep_secret", rule="effect-secret")
class KeepSecret(NamedTuple):
    """The Secret card a player keeps; the other two go to the bottom of the deck."""

    seat: Name
    secret: Name


@action("peek", rule="effect-peek")
class Peek(NamedTuple):
    """The player a Peek (their Loyalty cards) or a Snoop (their Secret cards) looks at."""

    seat: Name
    target: Name


@action("shuffle", rule="effect-peek")
class Shuffle(NamedTuple):
    """Chance: the order the target's cards lie in, face down, after shuffling.

    ``unseen``: the target shuffles the printed cards at the table; nobody, the app included, knows the order.
    """

    order: Names | None = None
    unseen: Flag = False


@action("look", reveals=ALWAYS, rule="effect-peek")
class Look(NamedTuple):
    """The face-down card (counted from 0) the peeker looks at; after a shuffle at the table, the card seen there.

    ``card``: what the peeker saw on the printed card (a Loyalty card, or a Secret card's kind), for their own
    notes only; it is never checked against the target's cards, as a refusal would tell more than the one card.
    """

    seat: Name
    slot: Number
    card: Name | None = None


@action("discard_loyalty", rule="effect-triple_agent")
class DiscardLoyalty(NamedTuple):
    """After taking the Triple Agent: the Loyalty card returned to the box unseen."""

    seat: Name
    card: Name


@action("accuse", rule="accuse")
class Accuse(NamedTuple):
    """A player accuses another of being the Spy, or says there is no spy (target ``nobody``)."""

    seat: Name
    target: Name


CHANCE_ACTIONS = (DealLoyalty, Reveal, DrawSecrets, Shuffle)
CODEC = ActionCodec(
    DealLoyalty,
    EnterLoyalty,
    Reveal,
    Bid,
    Claim,
    DrawSecrets,
    EnterSecrets,
    KeepSecret,
    Peek,
    Shuffle,
    Look,
    DiscardLoyalty,
    Accuse,
)
