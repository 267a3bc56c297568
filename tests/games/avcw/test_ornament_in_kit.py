"""A Very Civil Whist's period ornament: on the board, the aids, the card backs, the booklet and the tuck box,
in the style its theme chooses; the ink-saver build draws every piece of it in thin outline only."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games.avcw.components as components
from engine.i18n import translations
from generator.geometry import Circle, Group, Place, Text
from generator.ornament import ORNAMENT_ID
from generator.tuckbox import tuck_box

TR = translations("en")


def ornaments(items):
    """Yield every ornament group of a drawing's items, inside placed drawings and groups too."""
    for item in items:
        if isinstance(item, Group) and item.id == ORNAMENT_ID:
            yield item
        elif isinstance(item, Group):
            yield from ornaments(item.items)
        elif isinstance(item, Place):
            yield from ornaments(item.drawing.items)


def primitives(group):
    """Yield every shape of a group, nested groups opened."""
    for item in group.items:
        if isinstance(item, Group):
            yield from primitives(item)
        elif not isinstance(item, Text):
            yield item


def ornamented(kit, ink_saver: bool = False) -> dict[str, list]:
    """Return the ornament groups of each component that should carry some (the tuck box as the build draws it)."""
    drawings = dict(kit.components())
    return {
        "board": list(ornaments(drawings["board.svg"].items)),
        "back": list(ornaments(kit.deck.back.items)),
        "aids": list(ornaments(drawings["aids/aid-parliament.svg"].items)),
        "event card": list(ornaments(drawings["cards/JH.svg"].items)),
        "action card": list(ornaments(drawings["cards/7S.svg"].items)),
        "booklet": [group for page in kit.booklet.pages for group in ornaments(page.items)],
        "tuck box": list(ornaments(tuck_box(kit.title, kit.deck, TR, kit.ornament, ink_saver).items)),
    }


@pytest.mark.parametrize("ink_saver", [False, True])
def test_the_board_aids_backs_cards_booklet_and_tuck_box_carry_ornament(ink_saver):
    kit = components.make_kit(None, TR, ink_saver=ink_saver)
    assert kit.ornament == "broadside"
    for name, found in ornamented(kit, ink_saver).items():
        assert found, f"no ornament on the {name}"


def test_the_ink_saver_draws_the_ornament_in_thin_outline_only():
    full = components.make_kit(None, TR)
    light = components.make_kit(None, TR, ink_saver=True)
    assert any(shape.style.fill for groups in ornamented(full).values() for g in groups for shape in primitives(g))
    for name, groups in ornamented(light, ink_saver=True).items():
        for group in groups:
            for shape in primitives(group):
                assert shape.style.fill is None and shape.style.width <= 0.2, name


def test_the_theme_chooses_the_style(monkeypatch):
    broadside = components.make_kit(None, TR)
    make_theme = components.make_theme

    def engraved(tables, ink_saver):
        return replace(make_theme(tables, ink_saver), ornament="engraving")

    monkeypatch.setattr(components, "make_theme", engraved)
    engraving = components.make_kit(None, TR)
    assert engraving.ornament == "engraving"
    before, after = ornamented(broadside), ornamented(engraving)
    for name in before:
        assert after[name] and after[name] != before[name], name
    # the engraver's rosettes are circles; the broadside's flowers are paths only
    assert any(isinstance(shape, Circle) for group in after["board"] for shape in primitives(group))
    assert not any(isinstance(shape, Circle) for group in before["board"] for shape in primitives(group))
