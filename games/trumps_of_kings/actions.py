"""The actions of Trumps of Kings, one small value type each (JSON form: docs/actions.md).

Nominations (``invade``, ``diplomacy``, ``unrest``, ``sail``, ``reinforce``, ``treasury``, ``move``,
``discover``) put one card on the table and open a trump contest; the suit the card is played as
follows from the action (a march and a discovery keep the card's printed suit).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.actions import ALWAYS, ActionCodec, Card, Cards, Flag, Name, Number, action


@action("cut", reveals=ALWAYS, rule="cut")
class Cut(NamedTuple):
    """Chance: the kingdom that goes first in the first turn (drawn when left out)."""

    first: Name | None = None


@action("draw", reveals=ALWAYS, rule="draw")
class Draw(NamedTuple):
    """Chance: the cards the kingdom due to draw takes from the deck (drawn when left out; not entered: unseen)."""

    seat: Name | None = None
    cards: Cards | None = None
    unseen: Flag = False


@action("invade", rule="action-invade")
class Invade(NamedTuple):
    """Nominate an invasion: a Royal Army invades a neighbouring province."""

    seat: Name
    card: Card
    army: Name
    province: Name


@action("diplomacy", rule="action-diplomacy")
class Diplomacy(NamedTuple):
    """Nominate diplomacy: a non-player province moves one step up the seat's ladder."""

    seat: Name
    card: Card
    province: Name


@action("unrest", rule="action-unrest")
class Unrest(NamedTuple):
    """Nominate unrest: another kingdom's Province, Client or Ally moves one step down."""

    seat: Name
    card: Card
    province: Name


@action("sail", rule="action-sail")
class Sail(NamedTuple):
    """Nominate naval movement into a sea zone: the first from the army's coast, each further one next to the last."""

    seat: Name
    card: Card
    army: Name
    zone: Name


@action("land", rule="action-sail")
class Land(NamedTuple):
    """End a voyage: the army lands in a province on one of the untrumped zones it reached."""

    seat: Name
    province: Name


@action("cancel", rule="action-sail")
class Cancel(NamedTuple):
    """End a voyage without landing: the army stays where it was; the cards stay spent."""

    seat: Name


@action("reinforce", rule="action-reinforce")
class Reinforce(NamedTuple):
    """Nominate 3 more elements for an army of an invasion: a Royal Army, or the garrison when no army is named."""

    seat: Name
    card: Card
    province: Name
    army: Name | None = None


@action("treasury", rule="treasury")
class Treasury(NamedTuple):
    """Nominate a card for the Treasury (only where a kingdom's ability allows it)."""

    seat: Name
    card: Card


@action("move", rule="action-move")
class Move(NamedTuple):
    """Nominate a march: a Royal Army moves one area into its kingdom's own Province or Client."""

    seat: Name
    card: Card
    army: Name
    province: Name


@action("discover", rule="action-discover")
class Discover(NamedTuple):
    """Nominate a card toward a Discovery (one card of each suit)."""

    seat: Name
    card: Card


@action("pass", rule="passes")
class Pass(NamedTuple):
    """Nominate nothing this time round."""

    seat: Name


@action("buy", reveals=ALWAYS, rule="buying")
class Buy(NamedTuple):
    """Buy one card with gold (the card drawn, when entered; unseen: taken from the physical deck, not entered)."""

    seat: Name
    card: Card | None = None
    unseen: Flag = False


@action("recruit", rule="buying")
class Recruit(NamedTuple):
    """Pay gold to give a Royal Army back one step of elements."""

    seat: Name
    army: Name


@action("trump", rule="trumping")
class Trump(NamedTuple):
    """Trump the card on top of the contest with a higher one."""

    seat: Name
    card: Card


@action("decline", rule="trumping")
class Decline(NamedTuple):
    """Let the action pass (when asked) or give up the closed struggle."""

    seat: Name


@action("roll", reveals=ALWAYS, rule="discoveries")
class Roll(NamedTuple):
    """Chance: the die rolled on the Discovery Chart (drawn when left out)."""

    value: Number | None = None


@action("retreat", rule="retreat")
class Retreat(NamedTuple):
    """A Royal Army that must retreat goes to a neighbouring area of its own kingdom."""

    seat: Name
    army: Name
    province: Name


@action("terrain", rule="action-terrain")
class Terrain(NamedTuple):
    """The tactical spade of one side of a battle: one piece of terrain moved or removed; never trumped."""

    seat: Name
    province: Name
    card: Card


@action("result", rule="battle-result")
class Result(NamedTuple):
    """The result of the battle for a province: the winner (attacker or defender) and both grades."""

    seat: Name
    province: Name
    winner: Name
    victory: Name
    defeat: Name


@action("name_commander", rule="commanders")
class NameCommander(NamedTuple):
    """Give a Royal Army's commander the name the player chose."""

    seat: Name
    army: Name
    name: Name


CHANCE_ACTIONS = (Cut, Draw, Roll)
NOMINATIONS = (Invade, Diplomacy, Unrest, Sail, Reinforce, Treasury, Move, Discover)
KIND_OF = {action_type: action_type.kind for action_type in NOMINATIONS}
CODEC = ActionCodec(
    Cut,
    Draw,
    Invade,
    Diplomacy,
    Unrest,
    Sail,
    Land,
    Cancel,
    Reinforce,
    Treasury,
    Move,
    Discover,
    Pass,
    Buy,
    Recruit,
    Trump,
    Decline,
    Roll,
    Retreat,
    Terrain,
    Result,
    NameCommander,
)
