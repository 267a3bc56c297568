"""Actions as small immutable values, with a codec between them and their JSON form.

A game declares each action as a ``typing.NamedTuple`` under ``@action("kind")``: the ``"do"`` word
of its JSON form, while each field's annotation (``Name``, ``Card``, ``Cards | None``...) names how
the codec reads and writes it, and a field with a default may be left out. The decorator gives the
type its ``kind`` and its ``spec`` (a field kind per field, "?" marking the optional). The codec turns
``{"do": "attack", "side": "parliament", "track": "north", "card": "7H"}`` into
``Attack("parliament", "north", 19, None)`` and back, refusing malformed input with
InvalidActionError. Whether an action is legal now is the state's business, not the codec's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import comb
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

from engine.cards import SUITS, format_card, parse_card, parse_cards
from engine.errors import InvalidActionError
from engine.i18n import N_


def _name(value):
    if not isinstance(value, str) or not value or len(value) > 64:
        raise InvalidActionError(N_("Expected a short name, got %(value)s."), value=repr(value)[:40])
    return value


def _bool(value):
    if not isinstance(value, bool):
        raise InvalidActionError(N_("Expected true or false, got %(value)s."), value=repr(value)[:40])
    return value


def _suit(value):
    if value not in SUITS:
        raise InvalidActionError(N_("%(value)s is not a suit; use H, S, D or C."), value=repr(value)[:40])
    return value


def _mapping(value):
    if not isinstance(value, dict) or len(value) > 16:
        raise InvalidActionError(N_('Expected a mapping of names, such as {"north": "rupert"}.'))
    return tuple(sorted((_name(key), _name(item)) for key, item in value.items()))


def _int(value):
    if not isinstance(value, int) or isinstance(value, bool) or not -(10**6) < value < 10**6:
        raise InvalidActionError(N_("Expected a whole number, got %(value)s."), value=repr(value)[:40])
    return value


def _cards(value):
    if isinstance(value, list) and len(value) > 60:
        raise InvalidActionError(N_("Too many cards in one action."))
    return tuple(parse_cards(value))


def _numbers(value):
    if not isinstance(value, list) or len(value) > 60:
        raise InvalidActionError(N_("Expected a list of whole numbers."))
    return tuple(_int(item) for item in value)


def _names(value):
    if not isinstance(value, list) or len(value) > 60:
        raise InvalidActionError(N_("Expected a list of names."))
    return tuple(_name(item) for item in value)


PARSERS: dict[str, Callable[[Any], Any]] = {
    "name": _name,
    "bool": _bool,
    "suit": _suit,
    "card": parse_card,
    "cards": _cards,
    "mapping": _mapping,
    "int": _int,
    "names": _names,
    "ints": _numbers,
}
FORMATTERS: dict[str, Callable[[Any], Any]] = {
    "card": format_card,
    "cards": lambda cards: [format_card(card) for card in cards],
    "mapping": dict,
    "names": list,
    "ints": list,
}

# The kinds of field an action may have, as annotations: the codec reads and writes each by its kind.
Name = Annotated[str, "name"]
Flag = Annotated[bool, "bool"]
Suit = Annotated[str, "suit"]
Card = Annotated[int, "card"]
Cards = Annotated[tuple, "cards"]
Pairs = Annotated[tuple, "mapping"]  # name -> name, sorted (track, leader) pairs
Number = Annotated[int, "int"]
Names = Annotated[tuple, "names"]
Numbers = Annotated[tuple, "ints"]  # numbered cards of a game's own deck


# What an action shows the table that some seat could not see before, declared once per action type
# (``@action("peek", reveals=ALWAYS)``); the companion's undo never crosses it unless every other seat agrees.
NEVER = "never"  # nothing hidden comes to light (a card played from one's own hand is one's own to show)
ALWAYS = "always"  # a draw (entered or made by the app), a peek: something hidden is shown whenever it is made
SECRET = "secret"  # a secret choice: hidden while others still choose, shown (with theirs) by the last of them
REVEALS = (NEVER, ALWAYS, SECRET)


def action(kind: str, reveals: str = NEVER, rule: str | None = None):
    """Declare a NamedTuple an action: its JSON ``kind``, what it ``reveals``, the ``spec`` its fields name, and the
    ``rule`` its refusals apply (the key of the booklet's statement of it, as ``generator.booklet.para`` names it)."""
    if reveals not in REVEALS:
        raise ValueError(f"@action({kind!r}): reveals must be one of {REVEALS}, not {reveals!r}")

    def declare(action_type):
        hints = get_type_hints(action_type, include_extras=True)
        action_type.kind = kind
        action_type.reveals = reveals
        action_type.rule = rule
        action_type.spec = {
            field: _field_kind(action_type, field, hints[field]) + ("?" if field in action_type._field_defaults else "")
            for field in action_type._fields
        }
        return action_type

    return declare


def _field_kind(action_type, field: str, hint) -> str:
    """Return the codec's kind named by a field's annotation, looking inside ``X | None``."""
    options = get_args(hint) if get_origin(hint) in (Union, UnionType) else (hint,)
    for option in options:
        if get_origin(option) is Annotated and option.__metadata__[0] in PARSERS:
            return option.__metadata__[0]
    raise TypeError(f"{action_type.__name__}.{field}: annotate it with a field kind of engine.actions, such as Name")


class ActionCodec:
    """Reads and writes the JSON form of one game's actions."""

    def __init__(self, *action_types):
        self.types = {action_type.kind: action_type for action_type in action_types}

    def from_json(self, data) -> tuple:
        """Build an action from its JSON object; raise InvalidActionError naming what is wrong."""
        if not isinstance(data, dict):
            raise InvalidActionError(N_('An action must be a JSON object such as {"do": "deal"}.'))
        kind = data.get("do")
        action_type = self.types.get(kind) if isinstance(kind, str) else None
        if action_type is None:
            raise InvalidActionError(
                N_("Unknown action %(kind)s; known actions: %(known)s."),
                kind=repr(kind)[:40],
                known=", ".join(self.types),
            )
        unknown = set(data) - set(action_type.spec) - {"do"}
        if unknown:
            raise InvalidActionError(
                N_("The %(kind)s action has no field %(field)s."), kind=kind, field=sorted(unknown)[0][:40]
            )
        values = []
        for field in action_type._fields:
            field_kind = action_type.spec[field]
            optional = field_kind.endswith("?")
            value = data.get(field)
            if value is None:
                if not optional:
                    raise InvalidActionError(
                        N_("The %(kind)s action needs the field %(field)s."), kind=kind, field=field
                    )
                values.append(action_type._field_defaults.get(field))
                continue
            values.append(PARSERS[field_kind.rstrip("?")](value))
        return action_type(*values)

    def to_json(self, action) -> dict:
        """Return the JSON object of an action, leaving out empty optional fields."""
        data = {"do": action.kind}
        for field, value in zip(action._fields, action, strict=True):
            if value is None or value is False:
                continue
            formatter = FORMATTERS.get(action.spec[field].rstrip("?"))
            data[field] = formatter(value) if formatter else value
        return data


class ActionList(Sequence):
    """Legal actions listed as groups that differ in one field, each action built only when taken.

    A random bot takes one action of the list; building all of them (often dozens of tuples per
    turn) would cost more than the rest of the turn, so a group keeps the shared fields once:
    ``add(Attack, ("parliament", "north"), cards, (None,))`` lists one attack per card. A group may
    also be a sequence of whole actions (``add_sequence``), which a game may count without listing.
    """

    __slots__ = ("_groups", "_size")

    def __init__(self):
        self._groups: list[tuple] = []
        self._size = 0

    def add(self, action_type, before: tuple, items, after: tuple = ()) -> None:
        """Add one action of ``action_type`` per item, with the fields before and after it."""
        if isinstance(items, list):
            # A listing may hand over a list the state goes on changing (a hand): keep the items as they are now,
            # so that the count and the actions always agree.
            items = tuple(items)
        if items:
            self._groups.append((action_type, before, items, after))
            self._size += len(items)

    def add_sequence(self, actions: Sequence) -> None:
        """Add a sequence of ready actions as one group: a lazy one (a LazySequence) builds each only when taken."""
        size = len(actions)
        if size:
            self._groups.append((None, (), actions, ()))
            self._size += size

    def append(self, action) -> None:
        """Add one ready-made action."""
        self.add(type(action), tuple(action[:-1]), (action[-1],))

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return list(self)[index]
        if index < 0:
            index += self._size
        if 0 <= index < self._size:
            for action_type, before, items, after in self._groups:
                if index < len(items):
                    if action_type is None:  # a sequence of whole actions
                        return items[index]
                    return _new_tuple(action_type, (*before, items[index], *after))
                index -= len(items)
        raise IndexError("action index out of range")

    def __iter__(self):
        for action_type, before, items, after in self._groups:
            if action_type is None:  # a sequence of whole actions
                yield from items
                continue
            for item in items:
                yield _new_tuple(action_type, (*before, item, *after))

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return f"ActionList({list(self)!r})"


_new_tuple = tuple.__new__


class LazySequence(Sequence):
    """A sequence of ``_size`` items, each built by ``_item(index)`` only when asked for (listings too big to build)."""

    __slots__ = ()
    _size: int
    _noun = "item"

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._size))]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError(f"{self._noun} index out of range")
        return self._item(index)

    def _item(self, index: int) -> tuple:
        raise NotImplementedError


class Combinations(LazySequence):
    """Every choice of ``k`` items out of a list, in a fixed order, each built only when asked for.

    A hand of 14 passing 4 cards has 1001 choices; a random bot takes one of them, so they are
    unranked on demand (the combinatorial number system) instead of listed.
    """

    __slots__ = ("_items", "_k", "_size")
    _noun = "combination"

    def __init__(self, items, k: int):
        self._items = tuple(items)
        self._k = k
        self._size = comb(len(self._items), k) if 0 <= k <= len(self._items) else 0

    def _item(self, index: int) -> tuple:
        chosen, n, k = [], len(self._items), self._k
        start = 0
        while k:
            # Count the choices that begin with items[start]; skip past them while the index lies beyond.
            count = comb(n - start - 1, k - 1)
            if index < count:
                chosen.append(self._items[start])
                k -= 1
            else:
                index -= count
            start += 1
        return tuple(chosen)


class Subsets(LazySequence):
    """Every non-empty subset of a list's items but the whole list, each built only when asked for."""

    __slots__ = ("_items", "_size")
    _noun = "subset"

    def __init__(self, items):
        self._items = tuple(items)
        self._size = max(2 ** len(self._items) - 2, 0)

    def _item(self, index: int) -> tuple:
        mask = index + 1
        return tuple(item for bit, item in enumerate(self._items) if mask >> bit & 1)
