"""The actions of A Very Civil Whist, one small value type each (JSON form: docs/actions.md)."""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ALWAYS, SECRET, ActionCodec, Card, Cards, Flag, Name, Pairs, Suit, action


@action("deal", reveals=ALWAYS, rule="deal")
class Deal(NamedTuple):
    """Chance: eight action cards to each side, entered, sampled (no cards), or unseen."""

    parliament: Cards | None = None
    royalists: Cards | None = None
    unseen: Flag = False


@action("dealt", reveals=SECRET, rule="deal")
class Dealt(NamedTuple):
    """Chance entered privately: the eight cards a side was dealt at the table, on its own phone.

    Each side enters its own hand; the deal is made once both are in (or, when a card was entered on both
    phones, both enter again). "Let the app deal" and "Dealt by hand" (``Deal``) are the other ways.
    """

    side: Name
    cards: Cards


@action("draw_event", reveals=ALWAYS, rule="events")
class DrawEvent(NamedTuple):
    """Chance: the next event card, entered or sampled."""

    card: Card | None = None


@action("influence", rule="options")
class Influence(NamedTuple):
    """Optional rule: the side ahead on the Foreign Support track cancels (or lets resolve) the revealed event."""

    side: Name
    cancel: Flag = False


@action("choose_trump", rule="trump")
class ChooseTrump(NamedTuple):
    """The side leading on the Foreign Support track sets the round's trump suit."""

    side: Name
    suit: Suit


@action("reveal", reveals=ALWAYS, rule="planning")
class Reveal(NamedTuple):
    """Chance: two action cards turned up for a planning trick, entered, sampled or unseen."""

    cards: Cards | None = None
    unseen: Flag = False


@action("lead", rule="planning")
class Lead(NamedTuple):
    """A planning trick's first card (None when the players do not enter it)."""

    side: Name
    card: Card | None = None


@action("follow", rule="planning")
class Follow(NamedTuple):
    """A planning trick's reply; ``winner`` is needed only when a card was not entered."""

    side: Name
    card: Card | None = None
    winner: Name | None = None


@action("pick", rule="planning")
class Pick(NamedTuple):
    """The planning trick's winner takes one revealed card; the loser gets the other."""

    side: Name
    card: Card | None = None


@action("place_leaders", reveals=SECRET, rule="leaders")
class PlaceLeaders(NamedTuple):
    """A secret placement: (track, leader) pairs, revealed once both sides have placed."""

    side: Name
    leaders: Pairs = ()


@action("attack", rule="attack")
class Attack(NamedTuple):
    """Lead a card against a war track, optionally committing an asset."""

    side: Name
    track: Name
    card: Card
    asset: Name | None = None


@action("defend", rule="attack")
class Defend(NamedTuple):
    """Answer an attack with a card, optionally committing an asset as a reaction."""

    side: Name
    card: Card
    asset: Name | None = None


@action("casualty", reveals=ALWAYS, rule="attack")
class Casualty(NamedTuple):
    """Chance: the casualty cards drawn for a leader after a lost attack."""

    cards: Cards | None = None


@action("support", rule="support")
class Support(NamedTuple):
    """Raise the side's domestic support with a card of its suits above the current level."""

    side: Name
    card: Card


@action("play_asset", rule="assets")
class PlayAsset(NamedTuple):
    """Play an asset as the turn's action (``suit`` for one that sets trump)."""

    side: Name
    asset: Name
    suit: Suit | None = None


CHANCE_ACTIONS = (Deal, DrawEvent, Reveal, Casualty)
CODEC = ActionCodec(
    Deal,
    Dealt,
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
