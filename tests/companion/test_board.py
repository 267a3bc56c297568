"""The live board is the printed board's drawing, with the pieces where the public view puts them."""

from __future__ import annotations

from companion.board import board_svg
from engine.i18n import translations
from games.avcw.components.board import positions_from_view
from games.avcw.referee import board_pieces
from tests.games.avcw.helpers import P, R, act, arrange


def test_positions_follow_the_public_view(avcw):
    state = arrange(
        avcw,
        hands={P: ["7H"], R: ["5H"]},
        trump="S",
        fronts={"north": "newcastle"},
        support={R: 7},
        placed={P: {"north": "fairfax"}},
    )
    positions = positions_from_view(avcw.tables, state.view(None))
    assert positions.fronts["north"] == 2 and positions.support["royalists"] == 2
    assert positions.trump == "S" and positions.round == 1
    assert positions.leaders == {("north", "parliament"): "fairfax"}


def test_pieces_move_with_the_state_and_the_board_stays(avcw):
    state = arrange(avcw, hands={P: ["7H", "4S"], R: ["5H", "6S"]}, trump="S")
    before = board_svg(avcw, state, "en")
    act(avcw, state, do="attack", side=P, track="north", card="7H")
    act(avcw, state, do="defend", side=R, card="5H")
    after = board_svg(avcw, state, "en")
    assert before != after
    assert before.split("<g><defs")[0] == after.split("<g><defs")[0], "only the pieces layer changes"
    pieces = board_pieces(avcw, state, translations("en"))
    assert pieces.width > 300 and pieces.items


def test_a_pending_placement_never_reaches_the_board(avcw):
    state = arrange(avcw, hands={P: ["7H"], R: ["5H"]})
    state.step, state.pending = "place", [{0: avcw.tables.leader_index["essex"]}, None]
    assert "Earl of Essex" not in board_svg(avcw, state, "en").split('id="pieces"')[1]


def test_a_board_base_asked_by_many_threads_at_once_is_drawn_once(app, monkeypatch):
    """A map takes a second or more to draw: the threads that ask meanwhile wait for the one drawing it."""
    import threading
    import time

    from companion import board
    from companion.plugins import plugin_for
    from engine.i18n import translations
    from games import get_game

    game = get_game("civil_suits")
    game.tables.cache.pop(("companion board", translations("fr")), None)
    plugin = plugin_for(game)
    drawn = []
    draw = plugin.board_base

    def slow_draw(game, tr):
        drawn.append(tr)
        time.sleep(0.2)  # long enough for every thread to ask while it draws
        return draw(game, tr)

    monkeypatch.setattr(plugin, "board_base", slow_draw)
    bases = []
    threads = [threading.Thread(target=lambda: bases.append(board.board_base(game, "fr"))) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(drawn) == 1 and len({base.digest for base in bases}) == 1 and len(bases) == 6


def test_the_map_places_tap_areas_are_in_the_base_drawing_not_in_each_pieces_layer():
    """Every answer carries the pieces layer; the tap areas, the same in every version, come once with the base."""
    from companion.board import board_base, pieces_layer
    from games import get_game

    game = get_game("trumps_of_kings")
    tables = game.tables
    base = board_base(game, "en").svg
    for name in tables.provinces:
        assert f'id="hit-province-{name}"' in base
    for name in tables.seas:
        assert f'id="hit-sea-{name}"' in base
    state = game.new_initial_state(seed=3)
    assert "hit-" not in pieces_layer(game, state, "en")
