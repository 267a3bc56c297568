"""The shape of A Very Civil Whist's rules data (its cross-checks are in schema_checks.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from engine.schema import (
    AppSeat,
    CardMap,
    CardName,
    Colour,
    Equipment,
    Ident,
    OptionalText,
    OptionSpec,
    Rank,
    Ruling,
    Sourced,
    Strict,
    Suit,
    Text,
    TypefaceName,
)
from engine.schema import card_name as _card_name

SideId = Literal["parliament", "royalists"]
OPTION_NAMES = ("foreign_influence",)


class SideSpec(Strict):
    name: Text = Field(description="a side of the war, printed alone and used as the subject of log lines")
    short: Annotated[str, Field(min_length=1, max_length=2)]
    colour: Colour
    suits: tuple[Suit, Suit]


class RoleSpec(Strict):
    ranks: list[Rank]
    text: Text = Field(description="what cards of these ranks are, printed at the top of each")


class JokerSpec(Strict):
    count: Literal[2]
    text: Text = Field(description="printed on the two jokers")


class SpaceRef(Strict):
    track: Ident
    space: Ident


class BonusCard(Sourced):
    side: SideId
    title: Text = Field(description="the name of a bonus card: a historical force or help")
    lost_at: SpaceRef | None = None
    note: OptionalText = Field(
        default=None, description="a short historical note on a bonus card's force or help, printed at its foot"
    )


class Roles(Strict):
    casualty: RoleSpec
    action: RoleSpec
    bonus: RoleSpec
    event: RoleSpec


class CardsSpec(Strict):
    roles: Roles
    jokers: JokerSpec
    bonus: CardMap[BonusCard]


class Reward(Strict):
    """What a bonus space gives: exactly one of a bonus card, an asset or a leader."""

    card: CardName | None = None
    asset: Ident | None = None
    leader: Ident | None = None

    @model_validator(mode="after")
    def _exactly_one(self):
        if sum(item is not None for item in (self.card, self.asset, self.leader)) != 1:
            raise ValueError("a bonus gives exactly one of: card, asset, leader")
        if self.card is not None:
            object.__setattr__(self, "card", _card_name(self.card))
        return self


Longitude = Annotated[float, Field(ge=-180, le=180)]
Latitude = Annotated[float, Field(ge=-90, le=90)]


class WarSpace(Sourced):
    id: Ident
    name: Text = Field(description="a place on a war track; use its usual name in your language where one exists")
    victory: SideId | None = None
    bonus: Reward | None = None
    start: bool = False
    # Where the place lies (longitude, latitude), drawn on the board's map; none for a place off the map.
    at: tuple[Longitude, Latitude] | None = None


class WarTrack(Strict):
    suit: Suit
    theatre: Text = Field(description="a theatre of the war: the name of a war track")
    decides_trump: bool = False
    spaces: Annotated[list[WarSpace], Field(min_length=6, max_length=7)]


class SupportSpace(Sourced):
    value: Annotated[int, Field(ge=1, le=13)]
    start: bool = False
    victory: bool = False
    bonus: Reward | None = None


class SupportTrack(Strict):
    spaces: Annotated[list[SupportSpace], Field(min_length=2)]
    can_decrease: bool


class CardValue(Strict):
    kind: Literal["card_value"]
    amount: Annotated[int, Field(ge=-5, le=5)]
    tracks: list[Ident] | None = None


class AnySuit(Strict):
    kind: Literal["any_suit"]


class CancelLeader(Strict):
    kind: Literal["cancel_leader"]


class MoveFront(Strict):
    kind: Literal["move_front"]
    track: Ident
    steps: Annotated[int, Field(ge=1, le=3)] = 1


class SetTrump(Strict):
    kind: Literal["set_trump"]


class GainAsset(Strict):
    kind: Literal["gain_asset"]
    asset: Ident


class MoveSupport(Strict):
    kind: Literal["move_support"]
    side: SideId
    steps: Annotated[int, Field(ge=-3, le=3)]


Effect = Annotated[
    CardValue | AnySuit | CancelLeader | MoveFront | SetTrump | GainAsset | MoveSupport,
    Field(discriminator="kind"),
]
TRICK_EFFECTS = ("card_value", "any_suit", "cancel_leader")
LEADER_EFFECTS = ("card_value", "any_suit")
ACTION_EFFECTS = ("move_front", "set_trump", "move_support")
EVENT_EFFECTS = ("move_front", "gain_asset", "move_support")


class Ability(Strict):
    effects: Annotated[list[Effect], Field(min_length=1)]
    text: Text = Field(description="a leader's ability, printed on his marker and the player aid")


class Leader(Sourced):
    name: Text = Field(description="a historical commander")
    side: SideId
    start: bool
    casualty_rating: Annotated[int, Field(ge=3, le=5)]
    ability: Ability


class Asset(Sourced):
    name: Text = Field(description="an asset: a force or a help one side can use once")
    side: SideId
    playable: Annotated[list[Literal["attack", "reaction", "action"]], Field(min_length=1)]
    effects: Annotated[list[Effect], Field(min_length=1)]
    text: Text = Field(description="what the asset does, printed on its marker")
    waits_in: Ident | None = None


class Event(Sourced):
    title: Text = Field(description="a historical event, the title of its card")
    side: SideId
    year: Annotated[int, Field(ge=1600, le=1700)]
    effects: Annotated[list[Effect], Field(min_length=1)]
    text: Text = Field(description="an event card's text: what happened, then what it does in the game")
    note: OptionalText = Field(
        default=None, description="a short historical note on an event (date, place, people), printed at its foot"
    )


class Play(Strict):
    hand_size: Annotated[int, Field(ge=1, le=12)]
    events_per_round: Annotated[int, Field(ge=0, le=4)]
    planning_tricks: Annotated[int, Field(ge=0, le=8)]
    casualty_draw: Annotated[int, Field(ge=1, le=4)]
    fronts_to_win: Annotated[int, Field(ge=1, le=4)]
    leader_tracks: Annotated[list[Ident], Field(min_length=1)]


class AvcwRules(Strict):
    """The whole rules file of A Very Civil Whist."""

    game: Literal["avcw"]
    title: Text = Field(description="the game's title")
    subtitle: Text = Field(description="the game's subtitle")
    typeface: TypefaceName = "sans"  # the printed kit's face, of the game's period (engine/schema.py)
    players: Literal[2]
    sides: dict[SideId, SideSpec]
    cards: CardsSpec
    tracks: dict[Ident, WarTrack]
    support: dict[SideId, SupportTrack]
    rounds: Annotated[int, Field(ge=1, le=8)]
    trump_suits: list[Suit]
    play: Play
    leaders: dict[Ident, Leader]
    assets: dict[Ident, Asset]
    events: CardMap[Event]
    options: dict[Ident, OptionSpec]
    rulings: list[Ruling]
    equipment: list[Equipment]  # what the players bring, the kit not printing it (an empty list: nothing)
    app_seat: AppSeat
