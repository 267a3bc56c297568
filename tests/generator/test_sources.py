"""The sources page's lists: a name given to several items of a group is listed once."""

from __future__ import annotations

from types import SimpleNamespace

from engine.i18n import Message, render
from generator.sources import SourcedItem, sources_blocks

RECONSTRUCTED = SimpleNamespace(source="reconstructed")


def test_items_a_game_names_together_are_listed_once_in_their_group():
    items = [SourcedItem(("seas", name), RECONSTRUCTED) for name in ("north", "baltic", "black")]
    items.append(SourcedItem(("deck",), RECONSTRUCTED))

    def describe(item):
        if item.path[0] == "seas":
            return Message("The map"), Message("every sea zone")
        return Message("Rules"), Message("the deck")

    texts = [render(block.message) for block in sources_blocks("Game", items, describe) if block.kind == "para"]
    assert "The map: every sea zone." in texts and "Rules: the deck." in texts
