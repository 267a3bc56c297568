"""Reading a request's JSON body: any malformed body gets a clear error that says what is wrong and where.

An object that names a key twice is refused, naming the key (engine.jsontext), never read as its last value.

Python's JSON decoder recurses once per nesting level, so a body of a few kilobytes nested a thousand
deep would exhaust the interpreter's stack; the nesting is measured first, without recursion, and
anything deeper than an action can ever be is refused before the decoder sees it.
"""

from __future__ import annotations

import json

from engine import jsontext
from engine.errors import PnpkitError
from engine.i18n import N_
from engine.jsontext import DuplicateKeyError, quoted_key

MAX_DEPTH = 16  # the deepest real body (an action placing leaders) nests 3 deep


class BodyError(PnpkitError):
    """A request body that is not a JSON object this server can read."""


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
        data = jsontext.loads(text, parse_constant=_refuse_constant)
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
    return data


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
