import pytest

from engine.i18n import translations
from generator.geometry import Drawing, Place
from generator.paper import A4, LETTER
from generator.tiles import MARGIN, OVERLAP, plan_tiling, tile_pages


@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("size", [(400, 258), (600, 400), (150, 100)])
def test_tiles_cover_the_drawing_with_the_overlap_and_fit_the_paper(paper, size):
    width, height = size
    tiling = plan_tiling(width, height, paper.width, paper.height)
    windows = [tiling.window(c, r) for r in range(tiling.rows) for c in range(tiling.cols)]
    assert min(w[0] for w in windows) == 0 and min(w[1] for w in windows) == 0
    assert max(w[0] + w[2] for w in windows) == pytest.approx(width)
    assert max(w[1] + w[3] for w in windows) == pytest.approx(height)
    if tiling.cols > 1:
        first, second = tiling.window(0, 0), tiling.window(1, 0)
        assert first[0] + first[2] - second[0] == pytest.approx(OVERLAP)
    assert tiling.window_width <= tiling.page_width - 2 * MARGIN + 1e-9
    assert tiling.window_height <= tiling.page_height - 2 * MARGIN + 1e-9


def test_each_tile_shows_its_window_of_the_drawing():
    drawing = Drawing("board", 400, 258, ())
    pages = tile_pages(drawing, A4.width, A4.height, "Board", translations("en"))
    tiling = plan_tiling(400, 258, A4.width, A4.height)
    assert len(pages) == tiling.cols * tiling.rows == 3
    for index, page in enumerate(pages):
        place = next(item for item in page.items if isinstance(item, Place))
        window = tiling.window(index, 0)
        # The window's left edge lands on the clip's left edge.
        assert place.dx + window[0] == pytest.approx(place.clip[0])
        assert place.clip[2] == pytest.approx(window[2])
