"""The actions of A Very Civil Whist, one small value type each (JSON form: docs/actions.md)."""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ActionCodec


class Deal(NamedTuple):
    """Chance: eight action cards to each side, entered, sampled (no cards), or unseen."""

    parliament: tuple | None = None
    royalists: tuple | None = None
    unseen: bool = False
    kind = "deal"
    spec = {"parliament": "cards?", "royalists": "cards?", "unseen": "bool?"}


class DrawEvent(NamedTuple):
    """Chance: the next event card, entered or sampled."""

    card: int | None = None
    kind = "draw_event"
    spec = {"card": "card?"}


class Influence(NamedTuple):
    """Optional rule: the side ahead on the Foreign Support track cancels (or lets resolve) the revealed event."""

    side: str
    cancel: bool = False
    kind = "influence"
    spec = {"side": "name", "cancel": "bool?"}


class ChooseTrump(NamedTuple):
    """The side leading on the Foreign Support track sets the round's trump suit."""

    side: str
    suit: str
    kind = "choose_trump"
    spec = {"side": "name", "suit": "suit"}


class Reveal(NamedTuple):
    """Chance: two action cards turned up for a planning trick, entered, sampled or unseen."""

    cards: tuple | None = None
    unseen: bool = False
    kind = "reveal"
    spec = {"cards": "cards?", "unseen": "bool?"}


class Lead(NamedTuple):
    """A planning trick's first card (None when the players do not enter it)."""

    side: str
    card: int | None = None
    kind = "lead"
    spec = {"side": "name", "card": "card?"}


class Follow(NamedTuple):
    """A planning trick's reply; ``winner`` is needed only when a card was not entered."""

    side: str
    card: int | None = None
    winner: str | None = None
    kind = "follow"
    spec = {"side": "name", "card": "card?", "winner": "name?"}


class Pick(NamedTuple):
    """The planning trick's winner takes one revealed card; the loser gets the other."""

    side: str
    card: int | None = None
    kind = "pick"
    spec = {"side": "name", "card": "card?"}


class PlaceLeaders(NamedTuple):
    """A secret placement: (track, leader) pairs, revealed once both sides have placed."""

    side: str
    leaders: tuple = ()
    kind = "place_leaders"
    spec = {"side": "name", "leaders": "mapping?"}


class Attack(NamedTuple):
    """Lead a card against a war track, optionally committing an asset."""

    side: str
    track: str
    card: int
    asset: str | None = None
    kind = "attack"
    spec = {"side": "name", "track": "name", "card": "card", "asset": "name?"}


class Defend(NamedTuple):
    """Answer an attack with a card, optionally committing an asset as a reaction."""

    side: str
    card: int
    asset: str | None = None
    kind = "defend"
    spec = {"side": "name", "card": "card", "asset": "name?"}


class Casualty(NamedTuple):
    """Chance: the casualty cards drawn for a leader after a lost attack."""

    cards: tuple | None = None
    kind = "casualty"
    spec = {"cards": "cards?"}


class Support(NamedTuple):
    """Raise the side's domestic support with a card of its suits above the current level."""

    side: str
    card: int
    kind = "support"
    spec = {"side": "name", "card": "card"}


class PlayAsset(NamedTuple):
    """Play an asset as the turn's action (``suit`` for one that sets trump)."""

    side: str
    asset: str
    suit: str | None = None
    kind = "play_asset"
    spec = {"side": "name", "asset": "name", "suit": "suit?"}


CHANCE_ACTIONS = (Deal, DrawEvent, Reveal, Casualty)
CODEC = ActionCodec(
    Deal,
    DrawEvent,
    Influence,
    ChooseTrump,
    Reveal,
    Lead,
    Follow,
    Pick,
    PlaceLeaders,
    Attack,
    Defend,
    Casualty,
    Support,
    PlayAsset,
)
