"""The actions of 17(21), one small value type each (JSON form: docs/actions.md).

Unit cards, doctrines and terrain cards are numbered as the rules data lists them (games/seventeen21/data.py).
Every draw (terrain, armies, weather, doctrines, battle cards, cards lost at random) is a chance
action: its cards are entered from the physical draw, or left out and drawn by the app from the seed.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ALWAYS, SECRET, ActionCodec, Name, Names, Number, Numbers, action

# ---------------------------------------------------------------- chance


@action("reveal_terrain", reveals=ALWAYS, rule="terrain")
class RevealTerrain(NamedTuple):
    """Chance: the three terrain cards revealed as the wings, left to right."""

    cards: Numbers | None = None


@action("deal", reveals=ALWAYS, rule="army")
class Deal(NamedTuple):
    """Chance: the unit cards dealt to each army."""

    north: Numbers | None = None
    south: Numbers | None = None


@action("weather", reveals=ALWAYS, rule="weather")
class Weather(NamedTuple):
    """Chance: one battle card revealed for the weather."""

    card: Number | None = None


@action("deal_doctrines", reveals=ALWAYS, rule="doctrines")
class DealDoctrines(NamedTuple):
    """Chance: the doctrines dealt to each player."""

    north: Numbers | None = None
    south: Numbers | None = None


@action("draw_terrain", reveals=ALWAYS, rule="terrain-swap")
class DrawTerrain(NamedTuple):
    """Chance: the terrain card the player with most hussars draws for the swap."""

    card: Number | None = None


@action("draw", reveals=ALWAYS, rule="move-call")
class Draw(NamedTuple):
    """Chance: the battle card a player called."""

    card: Number | None = None


@action("dealt", reveals=SECRET, rule="army")
class Dealt(NamedTuple):
    """Chance entered privately: the cards a player was dealt at the table (unit cards or doctrines), on their phone.

    Each player enters their own hand; the deal is made once both are in (or, when a card was entered on both
    phones, both enter again). The app's deal (``Deal``, ``DealDoctrines`` with no cards) is the other way.
    """

    seat: Name
    cards: Numbers


@action("lose", reveals=ALWAYS, rule="reserve-empty")
class Lose(NamedTuple):
    """Chance: the cards lost at random (half a rout pile, or reserve cards an enemy forced out)."""

    cards: Numbers | None = None


# ---------------------------------------------------------------- set-up


@action("discard", reveals=SECRET, rule="army")
class Discard(NamedTuple):
    """The unit cards a player discards from those dealt, in secret."""

    seat: Name
    cards: Numbers


@action("keep_doctrines", reveals=SECRET, rule="doctrines")
class KeepDoctrines(NamedTuple):
    """The doctrines a player keeps for the battle, revealed once both have chosen."""

    seat: Name
    cards: Numbers


@action("place", reveals=SECRET, rule="deployment")
class Place(NamedTuple):
    """A player's face-down deployment, wing by wing, revealed once both have placed."""

    seat: Name
    left: Numbers
    centre: Numbers
    right: Numbers


@action("swap_terrain", rule="terrain-swap")
class SwapTerrain(NamedTuple):
    """The drawn terrain card replaces the terrain of a wing, or (no wing) goes back."""

    seat: Name
    wing: Name | None = None


@action("choose_first", rule="first-player")
class ChooseFirst(NamedTuple):
    """The player who decides (or, in a tie, the younger player) names who starts."""

    seat: Name
    first: Name


# ---------------------------------------------------------------- a turn


@action("outflanked", rule="flank")
class Outflanked(NamedTuple):
    """The steady centre unit a player with an exposed flank shocks."""

    seat: Name
    unit: Number


@action("deploy", reveals=ALWAYS, rule="turn-deploy")
class Deploy(NamedTuple):
    """Up to two units from the reserve, each to the wing at the same place in ``wings``."""

    seat: Name
    units: Numbers
    wings: Names


@action("doctrine", reveals=ALWAYS, rule="turn-doctrine")
class Doctrine(NamedTuple):
    """Activate a doctrine: paid from reserve cards, or free when a battle card matched its cost."""

    seat: Name
    doctrine: Number
    pay: Numbers = ()
    target: Number | None = None
    cards: Numbers = ()
    wings: Names = ()


@action("attack", rule="turn-attack")
class Attack(NamedTuple):
    """At least two attacks, in the order fought: each unit against the enemy unit at the same place.

    A unit listed in ``special`` uses its ability instead (advanced rules); a skirmish has target -1.
    """

    seat: Name
    units: Numbers
    targets: Numbers
    special: Numbers = ()


@action("rout", reveals=ALWAYS, rule="turn-rout")
class Rout(NamedTuple):
    """Call the rout of a deployed unit and put a reserve unit in its place."""

    seat: Name
    unit: Number
    replacement: Number | None = None


@action("pass_turn", rule="no-action")
class PassTurn(NamedTuple):
    """Pass a turn in which no action is possible."""

    seat: Name


# ---------------------------------------------------------------- combat


@action("play", reveals=ALWAYS, rule="move-play")
class Play(NamedTuple):
    """Play a reserve card's combat value onto the own unit in combat."""

    seat: Name
    card: Number


@action("call", rule="move-call")
class Call(NamedTuple):
    """Call a card from the battle deck onto the own unit in combat."""

    seat: Name


@action("stand", rule="move-pass")
class Stand(NamedTuple):
    """Pass in combat, for good, as standing in 21."""

    seat: Name


@action("decline", rule="free-doctrine")
class Decline(NamedTuple):
    """Let a doctrine whose cost a battle card matched go unused this time."""

    seat: Name


CHANCE_ACTIONS = (RevealTerrain, Deal, Weather, DealDoctrines, DrawTerrain, Draw, Lose)
CODEC = ActionCodec(
    *CHANCE_ACTIONS,
    Dealt,
    Discard,
    KeepDoctrines,
    Place,
    SwapTerrain,
    ChooseFirst,
    Outflanked,
    Deploy,
    Doctrine,
    Attack,
    Rout,
    PassTurn,
    Play,
    Call,
    Stand,
    Decline,
)
