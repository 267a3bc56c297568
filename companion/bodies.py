"""Reading a request's JSON body: any malformed body gets a clear error that says what is wrong and where.

An object that names a key twice is refused, naming the key (engine.jsontext), never read as its last value.

Python's JSON decoder recurses once per nesting level, so a body of a few kilobytes nested a thousand
deep would exhaust the interpreter's stack; the nesting is measured first, without recursion, and
anything deeper than an action can ever be is refused before the decoder sees it.

Integers are read by our own hook: one longer than any field can hold (MAX_DIGITS) is refused naming
its place in the body, before Python would turn it into a number at all (its own guard, at 4,300 digits,
raises an error no reader could tell from a bug, and what is below it costs quadratic time to convert).
"""

from __future__ import annotations

import json

from engine import jsontext
from engine.errors import PnpkitError
from engine.i18n import N_
from engine.jsontext import DuplicateKeyError, quoted_key

MAX_DEPTH = 16  # the deepest real body (an action placing leaders) nests 3 deep
MAX_DIGITS = 20  # every integer of the API fits 64 bits (a seed, a version, a count): 20 digits at most


class BodyError(PnpkitError):
    """A request body that is not a JSON object this server can read; ``where`` names the field, if one is at fault."""

    def __init__(self, msgid: str, at: str = "body", **params):
        super().__init__(msgid, **params)
        self.where = at


def read_json_object(raw: bytes) -> dict:
    """Return the JSON object of a request body, or raise BodyError saying what is wrong and where."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BodyError(N_("The request body is not UTF-8 text (byte %(offset)d)."), offset=error.start) from None
    deep = _too_deep_at(text)
    if deep is not None:
        line, column = _line_column(text, deep)
        raise BodyError(
            N_("The request body nests deeper than %(limit)d levels (line %(line)d, column %(column)d)."),
            limit=MAX_DEPTH,
            line=line,
            column=column,
        )
    try:
        data = jsontext.loads(text, parse_constant=_refuse_constant, parse_int=_read_int)
    except DuplicateKeyError as error:
        raise BodyError(
            N_("The request body is not valid JSON: the key %(key)s appears twice in one object."),
            key=quoted_key(error.key),
        ) from None
    except json.JSONDecodeError as error:
        raise BodyError(
            N_("The request body is not valid JSON (line %(line)d, column %(column)d)."),
            line=error.lineno,
            column=error.colno,
        ) from None
    except _ConstantError as error:
        raise BodyError(
            N_("The request body is not valid JSON: %(name)s is not a JSON number."), name=error.name
        ) from None
    if not isinstance(data, dict):
        raise BodyError(N_("The request body must be a JSON object."))
    where = _huge_at(data)
    if where is not None:
        raise BodyError(
            N_("The request is not valid at %(where)s: an integer of more than %(limit)d digits."),
            at=where,
            where=where,
            limit=MAX_DIGITS,
        )
    return data


class _HugeInteger:
    """Stands in for an integer too long to read, until its place in the body is found and named."""


_HUGE = _HugeInteger()


def _read_int(digits: str):
    return _HUGE if len(digits.lstrip("-")) > MAX_DIGITS else int(digits)


def _huge_at(value, where: str = "") -> str | None:
    """Return the dotted place of the first integer too long to read (``action.cards.2``), or None."""
    if value is _HUGE:
        return where or "body"
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:  # recursion is bounded: nothing deeper than MAX_DEPTH got this far
        found = _huge_at(item, f"{where}.{key}" if where else str(key))
        if found is not None:
            return found
    return None


def _too_deep_at(text: str) -> int | None:
    """Return the offset of the first bracket nested deeper than MAX_DEPTH (outside strings), or None."""
    depth, in_string, escaped = 0, False, False
    for offset, char in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return offset
        elif char in "]}":
            depth -= 1
    return None


def _line_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


class _ConstantError(ValueError):
    def __init__(self, name: str):
        super().__init__(name)
        self.name = name


def _refuse_constant(name: str):
    # NaN and Infinity are Python's extensions, not JSON (RFC 8259).
    raise _ConstantError(name)
