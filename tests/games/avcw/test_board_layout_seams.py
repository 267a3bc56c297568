"""A Very Civil Whist's board tiled on home paper: no war-track space is split between two sheets."""

import itertools

from engine.i18n import translations
from games.avcw.components import make_context
from games.avcw.components.board import HEIGHT, SEAM_ROOM, WIDTH, space_box
from generator.paper import HOME_PAPERS
from generator.tiles import seams


def test_no_track_space_lies_across_a_seam_of_the_tiled_board():
    ctx = make_context(None, translations("en"))
    cuts = {x for paper in HOME_PAPERS.values() for x in seams(WIDTH, HEIGHT, paper.width, paper.height)[0]}
    assert cuts  # the board is tiled on A4 and Letter
    for track in ctx.tables.tracks:
        boxes = [space_box(ctx, track.index, space) for space in range(len(track.space_ids))]
        widths = {round(box[2], 6) for box in boxes}
        assert len(widths) == 1  # every space of a track as wide as the others
        for x, _, w, _ in boxes:
            assert all(not (x - SEAM_ROOM + 1e-6 < cut < x + w + SEAM_ROOM - 1e-6) for cut in cuts), (track.id, x)
        assert all(b[0] + b[2] + 1.0 <= c[0] for b, c in itertools.pairwise(boxes)), track.id  # in order, apart
