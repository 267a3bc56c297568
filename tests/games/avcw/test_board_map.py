"""The board over a real map: GSHHS coastlines under the tracks, and each place of a track where it lies."""

from __future__ import annotations

import pytest

from engine.errors import RulesDataError
from engine.i18n import translations
from games.avcw.components import make_context
from games.avcw.components.board import HEIGHT, WIDTH, draw_board
from games.avcw.components.boardmap import MAP_ID, PIP, draw_map, map_projection
from games.avcw.data import RULES_PATH
from generator.coast import LAND, shoreline_paths
from generator.geometry import Group, Path, Rect, Text

TR = translations("en")


def find(items, wanted: str):
    """Return the first group with this id among the items, searching groups."""
    for item in items:
        if isinstance(item, Group):
            if item.id == wanted:
                return item
            found = find(item.items, wanted)
            if found is not None:
                return found
    return None


def centre(group: Group) -> tuple[float, float]:
    """Return the middle of the box round every point of a group's paths."""
    points = [(c[-2], c[-1]) for item in group.items if isinstance(item, Path) for c in item.commands if len(c) > 1]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def board_of(rules_path=None, ink_saver: bool = False):
    return draw_board(make_context(rules_path, TR, ink_saver))


def test_the_map_is_the_gshhs_land_of_the_window_under_the_tracks():
    board = board_of()
    layer = find(board.items, MAP_ID)
    assert layer is not None and layer.clip == (3.0, 3.0, WIDTH - 6, HEIGHT - 6)
    project, window = map_projection(WIDTH, HEIGHT)
    land = [commands for level, commands in shoreline_paths(window, project, step=0.3) if level == LAND]
    drawn = [item.commands for item in layer.items if isinstance(item, Path)]
    assert drawn == land and len(land) >= 10  # Great Britain, Ireland, the continent and the larger islands
    # The map lies under the tracks: drawn before any space of a track.
    order = [getattr(item, "id", None) for item in board.items]
    assert order.index(MAP_ID) < order.index("space-north-edinburgh")


def map_of(rules_path=None):
    """The map layer alone, with no box of the board to keep clear of."""
    return draw_map(make_context(rules_path, TR), WIDTH, HEIGHT, clip=(3.0, 3.0, WIDTH - 6, HEIGHT - 6))


def test_every_place_with_coordinates_is_marked_where_it_lies():
    ctx = make_context(None, TR)
    layer = map_of()
    project, _ = map_projection(WIDTH, HEIGHT)
    marked = 0
    for track in ctx.tables.rules.tracks.values():
        for space in track.spaces:
            pip = find(layer.items, f"place-{space.id}")
            if space.at is None:
                assert pip is None, space.id
                continue
            assert centre(pip) == pytest.approx(project(*space.at), abs=PIP / 2), space.id  # the pip covers the point
            marked += 1
    assert marked == 22  # every place in Britain and Ireland; the four on the continent are off the map
    # York lies north of Oxford and east of Bristol, as on any map
    york, oxford, bristol = (centre(find(layer.items, f"place-{name}")) for name in ("york", "oxford", "bristol"))
    assert york[1] < oxford[1] and york[0] > bristol[0]


def test_on_the_board_no_place_mark_meets_a_space_or_a_text_and_the_legend_speaks_of_marks_only_if_any_show():
    board = board_of()
    layer = find(board.items, MAP_ID)
    covered = [(i.x, i.y, i.w, i.h) for i in board.items[1:] if isinstance(i, Rect)]
    covered += [i.box for i in board.items if isinstance(i, Text)]
    pips = [item for item in layer.items if isinstance(item, Group) and item.id.startswith("place-")]
    for pip in pips:
        x, y = centre(pip)
        assert not any(
            bx - PIP / 2 < x < bx + bw + PIP / 2 and by - PIP / 2 < y < by + bh + PIP / 2 for bx, by, bw, bh in covered
        ), pip.id
    # On the shipped board every place lies under a track's space or a card space: none is marked.
    assert len(pips) < 22
    legend = " ".join(line for item in board.items if isinstance(item, Text) for line in item.lines)
    assert ("suit marks where its places lie" in legend) == bool(pips)


def test_an_edited_rules_file_moves_a_place_or_takes_it_off_the_map(tmp_path):
    source = RULES_PATH.read_text(encoding="utf-8")
    edited = source.replace("at: [-1.08, 53.96]", "at: [-1.08, 52.0]").replace(", at: [-0.34, 53.74]", "")
    path = tmp_path / "rules.yaml"
    path.write_text(edited, encoding="utf-8")
    shipped, changed = map_of(), map_of(path)
    assert centre(find(changed.items, "place-york"))[1] > centre(find(shipped.items, "place-york"))[1] + 40
    assert find(shipped.items, "place-hull") is not None and find(changed.items, "place-hull") is None
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(source.replace("at: [-1.08, 53.96]", "at: [-1.08, 95]"), encoding="utf-8")
    with pytest.raises(RulesDataError, match=r"tracks\.north\.spaces\[3\]\.at"):
        board_of(wrong)


def test_the_ink_saver_map_is_a_faint_tint_without_coastlines():
    full, light = (find(board_of(ink_saver=ink).items, MAP_ID) for ink in (False, True))
    full_land = [item.style for item in full.items if isinstance(item, Path)]
    light_land = [item.style for item in light.items if isinstance(item, Path)]
    assert all(style.stroke for style in full_land)
    assert all(style.stroke is None and style.fill for style in light_land)
    # the tint is lighter than the full build's land
    assert int(light_land[0].fill[1:3], 16) > int(full_land[0].fill[1:3], 16)
