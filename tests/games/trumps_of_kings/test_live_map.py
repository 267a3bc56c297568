"""The live map's pieces: army counters stand beside their province where they hide nothing the printed map shows."""

from __future__ import annotations

import pytest

from engine.i18n import translations
from games import get_game
from games.trumps_of_kings import views
from games.trumps_of_kings.components import make_context
from games.trumps_of_kings.components.live import COUNTER, counter_boxes, counter_rows, draw_pieces, printed_marks
from games.trumps_of_kings.components.mapboard import name_boxes
from generator.geometry import Rect
from generator.labels import overlap

GAME = get_game("trumps_of_kings")


def _hidden(boxes, printed) -> float:
    return sum(overlap(box, mark) for box in boxes for mark in printed.boxes)  # every mark tried: the grid's own check


@pytest.mark.parametrize("locale", ["en", "de", "pl", "fr"])
def test_an_army_counter_hides_no_name_node_or_sea_label_in_any_language(locale):
    ctx = make_context(None, translations(locale))
    printed = printed_marks(ctx)
    assert len(printed.boxes) == 2 * len(ctx.tables.provinces) + len(ctx.tables.seas)
    hiding = {
        province: _hidden(counter_boxes(ctx.tables, province, 1, printed), printed) for province in ctx.tables.provinces
    }
    assert {province: area for province, area in hiding.items() if area > 0} == {}
    # Where every side hides something (a stack of three, say), the row goes where it hides least.
    for province in ctx.tables.provinces:
        chosen = counter_boxes(ctx.tables, province, 3, printed)
        assert len({box[:2] for box in chosen}) == 3
        assert chosen in counter_rows(ctx.tables, province, 3)
        assert _hidden(chosen, printed) == min(_hidden(row, printed) for row in counter_rows(ctx.tables, province, 3))


def test_the_counters_drawn_on_the_live_map_are_the_chosen_ones_and_hide_no_name():
    ctx = make_context(None, translations("en"))
    state = GAME.new_initial_state(seed=3)
    view = views.view(state, None, translations("en"))
    drawn = [item for item in draw_pieces(ctx, view).items if isinstance(item, Rect) and item.w == COUNTER]
    assert len(drawn) == len(view["armies"]) > 0
    names = name_boxes(ctx)
    assert sum(overlap((r.x, r.y, r.w, r.h), name) for r in drawn for name in names) == 0


def test_the_companion_draws_the_board_of_a_table_whose_army_was_destroyed():
    from games.trumps_of_kings import referee
    from games.trumps_of_kings.rules import NOBODY

    state = GAME.new_initial_state(seed=3)
    state._destroy(0)  # as a lost battle does
    assert state.army_at[0] == NOBODY
    drawn = referee.board_pieces(GAME, state, translations("en"))
    counters = [item for item in drawn.items if isinstance(item, Rect) and item.w == COUNTER]
    assert len(counters) == sum(1 for at in state.army_at if at != NOBODY)
