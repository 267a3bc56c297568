"""Each game's booklet cover is its own: its shields come from its rules data, inside the frame, clear of its texts."""

from __future__ import annotations

import pytest
import yaml

from generator.codespot import ink_boxes
from generator.cover import EMBLEM_ID
from generator.geometry import Drawing, Group, Path, Place, Text
from tests.bookletread import GAMES_DIR
from tests.kitcache import drawn_kit

GAMES = ("avcw", "civil_suits", "17-21", "trumps_of_kings", "walsingham")
FRAME = (2.5, 2.5, 105.0, 55.0)  # the cover's ornamental frame (generator.rulesbooklet.cover_blocks)
INSIDE = 1.4  # mm: the frame's inner rule lies this far in; the shields stay inside it


def _cover(game: str, locale: str = "en", variant: str = "plain") -> Drawing:
    """The cover drawing placed on the first page of a game's booklet."""

    def walk(items):
        for item in items:
            if isinstance(item, Place):
                if item.drawing.name.endswith("-cover"):
                    return item.drawing
                found = walk(item.drawing.items)
                if found is not None:
                    return found
        return None

    cover = walk(drawn_kit(game, locale, variant).booklet.pages[0].items)
    assert cover is not None, f"{game}: no cover on the booklet's first page"
    return cover


def _emblems(cover: Drawing) -> Group:
    groups = [item for item in cover.items if isinstance(item, Group) and item.id == EMBLEM_ID]
    assert len(groups) == 1, f"{cover.name}: expected one row of shields, found {len(groups)}"
    return groups[0]


def _overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_every_games_cover_differs_from_every_other():
    rows = {game: repr(_emblems(_cover(game)).items) for game in GAMES}
    assert len(set(rows.values())) == len(GAMES), "two games' covers bear the same shields"


@pytest.mark.parametrize("locale", ["en", "de", "qps"])
@pytest.mark.parametrize("game", GAMES)
def test_the_shields_lie_inside_the_frame_and_clear_of_the_texts(game, locale):
    cover = _cover(game, locale)
    row = _emblems(cover)
    boxes = ink_boxes(Drawing("row", cover.width, cover.height, (row,)), on_tints=False)
    assert boxes
    x0, y0, w, h = FRAME
    for left, top, right, bottom in boxes:  # ink boxes are corners (codespot)
        assert x0 + INSIDE < left and right < x0 + w - INSIDE, (game, left, right)
        assert y0 + INSIDE < top and bottom < y0 + h - INSIDE, (game, top, bottom)
    boxes = [(left, top, right - left, bottom - top) for left, top, right, bottom in boxes]
    texts = [item.box for item in cover.items if isinstance(item, Text)]
    assert len(texts) == 2  # the title and the subtitle
    for box in boxes:
        assert not any(_overlaps(box, text) for text in texts), (game, locale, box)


def test_the_war_of_a_very_civil_whist_bears_its_sides_colours_from_the_data():
    sides = yaml.safe_load((GAMES_DIR / "avcw" / "rules.yaml").read_text(encoding="utf-8"))["sides"]
    shields = [item for item in _emblems(_cover("avcw")).items if isinstance(item, Path) and item.style.stroke]
    assert [shield.style.fill for shield in shields] == [side["colour"] for side in sides.values()]


def test_the_ink_saver_draws_the_shields_in_outline():
    row = _emblems(_cover("trumps_of_kings", variant="all"))
    shields = [item for item in row.items if isinstance(item, Path) and item.style.stroke]
    assert shields and all(shield.style.fill is None for shield in shields)
