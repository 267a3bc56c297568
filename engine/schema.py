"""Building blocks every game's rules-data schema shares: strict sections, sourced items, card names, rulings."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from engine.cards import format_card, parse_card
from engine.errors import InvalidActionError
from engine.rulesdata import TRANSLATABLE

Suit = Literal["C", "D", "H", "S"]
Rank = Literal["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
# Text people read (names, abilities, effects): translated through the catalogs, in context of the game's
# id (pnpkit i18n extract). A field's description tells translators what the text is. A Note is for
# designers only and is never translated.
Text = Annotated[str, Field(min_length=1), TRANSLATABLE]
# An optional Text, translated when present: the marker sits outside the union so the extractor finds it.
OptionalText = Annotated[Text | None, TRANSLATABLE]
Note = Annotated[str, Field(min_length=1)]
Ident = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")]
Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
CardName = Annotated[str, Field(min_length=2)]
# The typeface a game's printed kit is set in, chosen for its period: one of the faces the print pipeline ships
# (generator/fontfiles.TYPEFACES, which a test keeps in step): "garamond" for the 1580s to the 1640s, "caslon"
# for the 1740s, "sans" for a modern look.
TypefaceName = Literal["sans", "garamond", "caslon"]


class Strict(BaseModel):
    """Every section forbids unknown fields so that a misspelt key is an error, not a silent default."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Sourced(Strict):
    """An item whose facts come from the rulebook unless marked reconstructed."""

    source: Literal["rulebook", "reconstructed"] = "rulebook"


class Ruling(Strict):
    """One reading of an unclear or contradictory passage of a rulebook, with its reason."""

    id: Ident | Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]*$")]
    topic: Text = Field(description="the subject of a ruling on an unclear rule, as a short heading")
    # The reading is printed in the rules booklet, so it is translated; the reason is for designers.
    reading: Text = Field(description="how an unclear rule is played, printed in the rules booklet")
    reason: Note


class Equipment(Strict):
    """Something the rules need at the table that the kit does not print: a die, cubes, miniatures."""

    name: Text = Field(description="a thing the players bring to the table, as the kit's checklist lists it")
    count: int | None = Field(default=None, ge=1)  # None: as many as the players like


class AppStep(Strict):
    """One step of the procedure for a table with seats the app plays."""

    text: Text = Field(description="one step of playing with the physical deck against a seat the app plays")


class AppSeat(Strict):
    """How a table plays with seats the app plays and a physical deck: the draws it makes, what people do with cards.

    ``draws``: the chance steps (action kinds) the app makes itself at such a table, because they deal or draw
    into the pile where its cards lie; nobody enters them. ``refused``: actions nobody may take there (playing
    on without entering the cards, which the app could not follow). ``reported``: actions that report what was
    played out at the table away from the app (a battle fought with miniatures): a person's phone enters them
    where a person may, and the app enters one at random only where none may (bots' games draw them too).
    ``steps``: the procedure, printed in the booklet and shown on the phones.
    """

    draws: list[Ident]
    refused: list[Ident] = []
    reported: list[Ident] = []
    steps: list[AppStep] = Field(min_length=1)


class OptionSpec(Strict):
    """A table option: its default and its name and explanation for people."""

    default: bool
    name: Text = Field(description="the name of an optional rule")
    text: Text = Field(description="what the optional rule does")


def card_name(value: str) -> str:
    """Return the canonical name of a card written in the data ("10h" -> "10H"); ValueError otherwise."""
    try:
        return format_card(parse_card(value))
    except InvalidActionError:
        raise ValueError(f"{value!r} is not a card name such as 10H or QS") from None


def card_keys(value):
    """Normalise the keys of a mapping keyed by card names (a pydantic "before" validator)."""
    return {card_name(str(key)): item for key, item in value.items()} if isinstance(value, dict) else value


Item = TypeVar("Item")
# A mapping keyed by card names as the data may write them ("10h"), read under canonical names ("10H").
CardMap = Annotated[dict[CardName, Item], BeforeValidator(card_keys)]


def check_rulings(rulings: list[Ruling]) -> Iterator[tuple[tuple, str]]:
    """Yield a problem for every ruling id used more than once."""
    seen = Counter(ruling.id for ruling in rulings)
    for index, ruling in enumerate(rulings):
        if seen[ruling.id] > 1:
            yield ("rulings", index, "id"), f"ruling id {ruling.id!r} is used more than once"
