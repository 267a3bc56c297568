"""Loading a game's rules.yaml: parse, validate against the game's schema, report every fault.

A fault names the file, the line, the path inside the data and the problem, for example
``rules.yaml:42: leaders.rupert.casualty_rating: must be between 3 and 5``. Nothing is built
from a file with any fault: the loader raises RulesDataError listing them all.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from engine.errors import RulesDataError

Model = TypeVar("Model", bound=BaseModel)
Problem = tuple[tuple, str]  # (path inside the data, what is wrong)

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class Translatable:
    """Marks a schema field whose text people read: it is extracted into the catalogs (see translatable_texts)."""

    def __repr__(self) -> str:
        return "TRANSLATABLE"


# Used in a game's schema as ``Annotated[str, ..., TRANSLATABLE]``.
TRANSLATABLE = Translatable()


def translatable_texts(model: BaseModel, loc: tuple = ()) -> Iterator[tuple[tuple, str]]:
    """Yield (path inside the data, text) for every field marked TRANSLATABLE, in the model's order."""
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if TRANSLATABLE in info.metadata and isinstance(value, str):
            yield (*loc, name), value
        else:
            yield from _texts_within(value, (*loc, name))


def _texts_within(value, loc: tuple) -> Iterator[tuple[tuple, str]]:
    if isinstance(value, BaseModel):
        yield from translatable_texts(value, loc)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _texts_within(item, (*loc, key))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _texts_within(item, (*loc, index))


def load_rules(path: str | Path, model: type[Model], check: Callable[[Model], Iterable[Problem]]) -> Model:
    """Read, validate and cross-check a rules file; raise RulesDataError naming every fault."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RulesDataError(path, ["the file does not exist"]) from None
    except (OSError, UnicodeDecodeError) as error:
        raise RulesDataError(path, [f"the file cannot be read: {error}"]) from None
    try:
        root = yaml.compose(text, Loader=_Loader)
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as error:
        line = syntax_error_line(error)
        where = f"{path.name}:{line}: " if line else ""
        problem = getattr(error, "problem", None) or str(error)
        raise RulesDataError(path, [f"{where}not valid YAML: {problem}"]) from None
    if not isinstance(data, dict):
        raise RulesDataError(path, [f"{path.name}:1: the file must hold a mapping of sections"])
    twice = [f"{path.name}:{line}: {problem}" for line, problem in duplicate_keys(root)]
    if twice:  # YAML keeps the last of two equal keys without a word: which did the file's writer mean?
        raise RulesDataError(path, twice)
    try:
        rules = model.model_validate(data)
    except ValidationError as error:
        problems = [(tuple(item["loc"]), _pydantic_message(item)) for item in error.errors()]
        raise RulesDataError(path, format_problems(path, root, problems)) from None
    problems = list(check(rules))
    if problems:
        raise RulesDataError(path, format_problems(path, root, problems))
    return rules


def syntax_error_line(error: yaml.YAMLError) -> int | None:
    """Return the 1-based line of the fault a YAML syntax error reports (None if it names no place).

    The parser notices most faults only at the next token, often on a later line: a key without its
    colon is found out where the next line starts, an unclosed quote or bracket at the end of the file
    or on the next line. Where the error says which unfinished token ("while scanning ...") or flow
    collection ("while parsing a flow ...") it was reading, that began on the faulty line.
    """
    problem = getattr(error, "problem_mark", None)
    context = getattr(error, "context_mark", None)
    reading = getattr(error, "context", None) or ""
    if context is not None and reading.startswith(("while scanning", "while parsing a flow")):
        return context.line + 1
    return problem.line + 1 if problem is not None else None


def duplicate_keys(node: yaml.Node | None, loc: tuple = ()) -> Iterator[tuple[int, str]]:
    """Yield (line, "path: problem") for every key that a mapping of the YAML tree gives twice, in the file's order."""
    if isinstance(node, yaml.MappingNode):
        first: dict[tuple[str, str], int] = {}  # (tag, text) of each key -> the line it is first given on
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode):
                name, line = (key.tag, key.value), key.start_mark.line + 1
                if name in first:
                    yield line, f"{dotted((*loc, key.value))}: given twice (first on line {first[name]})"
                else:
                    first[name] = line
            yield from duplicate_keys(value, (*loc, key.value))
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            yield from duplicate_keys(item, (*loc, index))


def rules_loader(
    shipped: Path, model: type[Model], check: Callable[[Model], Iterable[Problem]]
) -> Callable[[str | Path | None], Model]:
    """Return a game's ``load(path=None)``: ``load_rules`` for its model and checks, its shipped file by default."""

    def load(path: str | Path | None = None) -> Model:
        """Load and validate a rules file (the shipped one by default)."""
        return load_rules(path or shipped, model, check)

    return load


def tables_cache(
    load: Callable[[str | None], Model], compile_tables: Callable[[Model], Any]
) -> Callable[[str | None], Any]:
    """Return a game's ``tables_for(path=None)``: the compiled tables of a rules file, each file loaded once."""

    @functools.lru_cache(maxsize=8)
    def tables_for(path: str | None = None):
        """Return the compiled tables of a rules file, loading each file once per process."""
        return compile_tables(load(path))

    return tables_for


def _pydantic_message(item: dict) -> str:
    message = item["msg"]
    if item["type"] == "extra_forbidden":
        return "unknown field (check its spelling)"
    if item["type"] == "missing":
        return "required field is missing"
    return message.removeprefix("Value error, ")


def format_problems(path: Path, root: yaml.Node | None, problems: Iterable[Problem]) -> list[str]:
    """Turn (data path, message) pairs into "file:line: dotted.path: message" lines."""
    lines = []
    for loc, message in problems:
        line = line_of(root, loc)
        where = dotted(loc)
        lines.append(f"{path.name}:{line}: {where}: {message}" if where else f"{path.name}:{line}: {message}")
    return lines


def dotted(loc: tuple) -> str:
    """Return a data path as people write it: ``tracks.north.spaces[1].name``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        elif part in ("function-after", "function-before") or str(part).startswith(("tagged-union", "union")):
            continue
        else:
            text += f".{part}" if text else str(part)
    return text


def line_of(node: yaml.Node | None, loc: tuple) -> int:
    """Return the 1-based line of the deepest node of the YAML tree that the path reaches."""
    line = 1
    for part in loc:
        if node is None:
            break
        line = node.start_mark.line + 1
        child = None
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if str(key.value) == str(part):
                    child = value
                    line = key.start_mark.line + 1
                    break
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
            child = node.value[part]
        node = child
    if node is not None:
        line = node.start_mark.line + 1
    return line
