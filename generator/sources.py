"""Where each fact of a kit comes from: the items of the rules data, rulebook or reconstructed, for the sources page.

Every item of a game's rules data that may be reconstructed is a ``Sourced`` block (engine.schema). The
walk below finds them all, wherever they sit in the data, so a new game's sources page needs no list of
its own: only a ``describe`` function that names an item and the group it belongs to in print.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel

from engine.i18n import N_, Message
from engine.schema import Sourced
from generator.booklet import Block, heading, marked, para

Path = tuple  # keys from the root of the rules data to an item: ("tracks", "north", "spaces", 1)


@dataclass(frozen=True)
class SourcedItem:
    """One sourced item of the rules data: where it is, the item itself, and whether it is reconstructed."""

    path: Path
    item: Sourced

    @property
    def is_reconstructed(self) -> bool:
        """Say whether the rulebook does not give this item."""
        return self.item.source == "reconstructed"


def sourced_items(data: BaseModel) -> list[SourcedItem]:
    """Return every ``Sourced`` item of a rules-data model, in the data's order."""
    found: list[SourcedItem] = []
    _walk(data, (), found)
    return found


def reconstructed_paths(data: BaseModel) -> set[Path]:
    """Return the paths of every reconstructed item (what the kit marks)."""
    return {item.path for item in sourced_items(data) if item.is_reconstructed}


def _walk(value, path: Path, found: list[SourcedItem]) -> None:
    if isinstance(value, Sourced):
        found.append(SourcedItem(path, value))
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            _walk(getattr(value, name), (*path, name), found)
    elif isinstance(value, dict):
        for key, item in value.items():
            _walk(item, (*path, key), found)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _walk(item, (*path, index), found)


# describe(item) -> (the group it is listed under, its name), both messages, for people.
Describe = Callable[[SourcedItem], tuple[Message, Message]]


def sources_blocks(title, items: list[SourcedItem], describe: Describe) -> list[Block]:
    """Return the sources page: what comes from the designer's rulebook and what is reconstructed, and the mark."""
    blocks = [
        heading(Message(N_("Sources"))),
        para(
            Message(
                N_(
                    "The rules and the numbers of this kit follow the designer's rulebook of %(title)s. "
                    "Every sentence is ours: none is copied from the rulebook."
                ),
                title=title,
            )
        ),
    ]
    named = _grouped([item for item in items if not item.is_reconstructed], describe)
    if named:
        blocks.append(para(Message(N_("Named in the rulebook:")), role="semibold"))
        blocks += [_group_para(group, names) for group, names in named]
    blocks.append(heading(Message(N_("Reconstructed"))))
    blocks.append(
        marked(
            Message(
                N_(
                    "The rulebook does not give the items below, so we reconstructed them from history. "
                    "Each component that shows one carries this mark; a copy of the published game may "
                    "show different ones. Change them in the rules data and build again."
                )
            )
        )
    )
    blocks += [
        _group_para(group, names) for group, names in _grouped([i for i in items if i.is_reconstructed], describe)
    ]
    return blocks


def _grouped(items: list[SourcedItem], describe: Describe) -> list[tuple[Message, list[Message]]]:
    groups: dict[str, tuple[Message, list[Message]]] = {}
    for item in items:
        group, name = describe(item)
        names = groups.setdefault(repr(group), (group, []))[1]
        if repr(name) not in map(repr, names):  # items a game names together (a whole map) are listed once
            names.append(name)
    return list(groups.values())


def _group_para(group: Message, names: list[Message]) -> Block:
    return para(Message(N_("%(group)s: %(names)s."), group=group, names=names), bullet="•")
