"""Period ornament: both styles draw every piece inside its box, and the ink saver draws them in outline only."""

from __future__ import annotations

import pytest

from generator.geometry import Circle, Group, Line, Path
from generator.ornament import STYLES, band, check_style, frame, rule


def primitives(item):
    """Yield every primitive of a group, nested groups opened."""
    if isinstance(item, Group):
        for inner in item.items:
            yield from primitives(inner)
    else:
        yield item


def points(item):
    """Yield every point a primitive passes through or is pulled towards, circles by their extremes."""
    if isinstance(item, Line):
        yield from ((item.x1, item.y1), (item.x2, item.y2))
    elif isinstance(item, Circle):
        yield from ((item.cx - item.r, item.cy - item.r), (item.cx + item.r, item.cy + item.r))
    elif isinstance(item, Path):
        for command in item.commands:
            yield from zip(command[1::2], command[2::2], strict=True)


def pieces(style: str, light: bool):
    """Return (piece, the box it should keep to, with the corner flowers' and curls' room) of a style."""
    return [
        (frame(style, 20, 30, 80, 110, "#000000", light), (20 - 3, 30 - 3, 80 + 6, 110 + 6)),
        (rule(style, 20, 50, 70, "#000000", light), (20 - 3, 50 - 3, 70 + 6, 6)),
        (band(style, 20, 60, 70, "#000000", light), (20 - 3, 60 - 3, 70 + 6, 6)),
    ]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("light", [False, True])
def test_every_piece_keeps_to_its_box(style, light):
    for piece, (x, y, w, h) in pieces(style, light):
        found = [point for item in primitives(piece) for point in points(item)]
        assert len(found) > 8
        for px, py in found:
            assert x <= px <= x + w and y <= py <= y + h, (style, px, py)


@pytest.mark.parametrize("style", STYLES)
def test_the_ink_saver_draws_ornament_in_thin_outline_only(style):
    for piece, _ in pieces(style, light=True):
        styles = [item.style for item in primitives(piece)]
        assert all(s.fill is None for s in styles), style
        assert max(s.width for s in styles) <= 0.2
    # while the full build fills its flowers and swelled rules
    assert any(item.style.fill for piece, _ in pieces(style, light=False) for item in primitives(piece))


def test_the_two_styles_differ_and_an_unknown_one_is_refused():
    broadside, engraving = (frame(style, 0, 0, 50, 50, "#000000") for style in STYLES)
    assert broadside != engraving
    with pytest.raises(ValueError, match="unknown ornament style 'rococo'"):
        check_style("rococo")
